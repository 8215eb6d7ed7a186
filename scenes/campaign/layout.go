package campaign

import (
	"nimitz/scenes/ui"
)

// The design canvas (see scenes.DesignWidth) and where everything sits on it.
const (
	canvasW = 1600
	canvasH = 900
	topH    = 44 // the top bar: title, Campaign Turn track, points

	mapW = 1160 // the map fills the left of the canvas below the top bar
	mapH = canvasH - topH

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
	actionRect = ui.Rect{X: 1166, Y: 50, W: 428, H: 214}
	stackRect  = ui.Rect{X: 1166, Y: 270, W: 428, H: 250}
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

var defaultPlacement = placement{jpX: -36, jpY: -6, usX: 36, usY: -6, labelY: 17}

// placements adjust crowded areas by hand so nothing overlaps.
var placements = map[string]placement{
	"West Coast":       {usX: -38, usY: -6, labelY: 17, labelX: -30},
	"Okinawa":          {jpX: -36, jpY: -6, usX: 0, usY: -50, labelY: 17},
	"New Guinea":       {jpX: -36, jpY: -6, usX: 34, usY: 40, labelY: 17, labelX: -32},
	"Solomon Islands":  {jpX: 38, jpY: -30, usX: 38, usY: 18, labelY: 46, labelX: 16}, // clear of Australia's count badge
	"Gilbert Islands":  {jpX: 38, jpY: -6, usX: 38, usY: 40, labelY: 17, labelX: -20},
	"Caroline Islands": {jpX: -36, jpY: 2, usX: 36, usY: -6, labelY: 17, labelX: 12},
	"Iwo Jima":         {jpX: -36, jpY: -6, usX: 36, usY: -6, labelY: 17, labelX: 10},
}

func placementOf(area string) placement {
	if p, ok := placements[area]; ok {
		return p
	}
	return defaultPlacement
}
