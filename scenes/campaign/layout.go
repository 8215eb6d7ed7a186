package campaign

import (
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// The design canvas (see scenes.DesignWidth) and where everything sits on it.
const (
	topH = 44 // the top bar: title, Campaign Turn track, points

	mapW = 1160 // the map fills the left of the canvas below the top bar
	mapH = scenes.DesignHeight - topH

	// The projection: an equirectangular view of the Pacific, longitudes
	// counted 0..360 east so the antimeridian is no seam.
	lonWest  = 99.0
	lonEast  = 241.0
	latNorth = 61.0
	latSouth = -37.0

	counterSize  = 42 // a counter on the map
	panelCounter = 56 // a counter in the stack panel
	boxCounter   = 34 // a counter in the US Reinforcements box
)

// Rectangles of the fixed parts of the screen, in design units.
var (
	mapRect = ui.Rect{X: 0, Y: topH, W: mapW, H: mapH}

	// Printed on the board, over land or open ocean.
	seqRect       = ui.Rect{X: 8, Y: 52, W: 236, H: 228}    // Sequence of Play, over Mongolia
	jpBoxRect     = ui.Rect{X: 408, Y: 54, W: 250, H: 196}  // Japanese stacks, Battalions, Raiding
	usBoxRect     = ui.Rect{X: 898, Y: 428, W: 256, H: 190} // US Reinforcements
	r2pRect       = ui.Rect{X: 898, Y: 626, W: 256, H: 108} // Return to Port
	ordersRect    = ui.Rect{X: 636, Y: 738, W: 518, H: 158} // Japanese Orders chart
	newForcesRect = ui.Rect{X: 8, Y: 624, W: 300, H: 270}   // New Japanese Forces table

	// The side panel.
	actionRect = ui.Rect{X: 1166, Y: 50, W: 428, H: 250}
	stackRect  = ui.Rect{X: 1166, Y: 306, W: 428, H: 214}
	logRect    = ui.Rect{X: 1166, Y: 526, W: 428, H: 368}
)

// project gives the design position of a place.
func project(lon, lat float64) (float64, float64) {
	if lon < 0 {
		lon += 360
	}
	x := mapRect.X + (lon-lonWest)/(lonEast-lonWest)*mapRect.W
	y := mapRect.Y + (latNorth-lat)/(latNorth-latSouth)*mapRect.H
	return x, y
}

// placement says where an area's stacks and name go, relative to its marker.
type placement struct {
	jpX, jpY, usX, usY float64 // stack centres
	labelY             float64 // top of the name
	labelX             float64
}

// defaultPlacement puts the Japanese stack left of the marker, far enough for
// its count badge (top right of the pile) to clear it, the US stack right,
// and the name below.
var defaultPlacement = placement{jpX: -52, jpY: -8, usX: 42, usY: -8, labelY: 19}

// placements move what would overlap in crowded parts of the ocean. They were
// found by a search over positions around each marker that leaves nothing
// covering anything with both sides stacked in every area they may enter;
// TestMapNothingOverlaps keeps them so.
var placements = map[string]placement{
	"West Coast":       {jpX: -52, jpY: -8, usX: -40, usY: -52, labelX: -59.4, labelY: -8.5},
	"Marshall Islands": {jpX: -52, jpY: -8, usX: 62, usY: -40, labelX: 76.1, labelY: -8.5},
	"New Caledonia":    {jpX: -6, jpY: 64, usX: 42, usY: -8, labelX: -79.4, labelY: -8.5},
	"New Guinea":       {jpX: -52, jpY: -8, usX: -6, usY: 64, labelX: 44, labelY: -54},
	"Australia":        {jpX: -52, jpY: -8, usX: -52, usY: 38, labelX: 61, labelY: -8.5},
	"Caroline Islands": {jpX: -52, jpY: -8, usX: 40, usY: 38, labelX: -44, labelY: 19},
	"Mariana Islands":  {jpX: -74, jpY: 24, usX: 62, usY: 24, labelY: -54},
	"Iwo Jima":         {jpX: 30, jpY: -52, usX: -52, usY: 38, labelX: 52.7, labelY: -8.5},
	"Japan":            {jpX: -52, jpY: -8, usX: 42, usY: -8, labelX: 42.8, labelY: -8.5},
}

func placementOf(area string) placement {
	if p, ok := placements[area]; ok {
		return p
	}
	return defaultPlacement
}
