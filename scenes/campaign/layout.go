package campaign

import (
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// The board's units and the screen's fixed sizes, in design units.
const (
	topH = 44 // the top bar: title, Campaign Turn track, points

	// The board is laid out in board units: the design units of the map on
	// a DesignWidth x DesignHeight canvas, where it fills the left of the
	// canvas below the top bar. The camera shows it in the screen's map
	// area, whatever its size.
	mapW = 1160
	mapH = scenes.DesignHeight - topH

	sideW   = 428 // the side panel's width, at every window size
	sideGap = 6

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

// boardRect is the whole board, in board units.
var boardRect = ui.Rect{X: 0, Y: topH, W: mapW, H: mapH}

// printedSheets are where the charts and boxes are printed on the board, in
// board units, over land or open ocean: the Sequence of Play over Mongolia,
// the Japanese box (stacks, Battalions, Raiding), the US Reinforcements and
// Return to Port boxes, the Japanese Orders chart and the New Japanese Forces
// table. On the screen they keep this size, their corner where the fitted
// map shows the printed one (frame.sheets): the map is never shown smaller
// than at the design size, so a sheet covers no more of it than printed.
var printedSheets = [sheetCount]ui.Rect{
	{X: 8, Y: 52, W: 236, H: 228},
	{X: 408, Y: 54, W: 250, H: 196},
	{X: 898, Y: 428, W: 256, H: 190},
	{X: 898, Y: 626, W: 256, H: 108},
	{X: 636, Y: 738, W: 518, H: 158},
	{X: 8, Y: 624, W: 300, H: 270},
	// The special boxes go over Manchuria, clear of Japan's stacks: the
	// printed map has the Strategic Bombing box by the Mariana Islands,
	// where the board is at its most crowded.
	{X: 248, Y: 54, W: 156, H: 144},
}

// frame is where the map screen's parts sit on a canvas of the window's
// shape, in design units: the side panel keeps its width and the map takes
// the rest; the charts and boxes keep their size.
type frame struct {
	canvas  ui.Rect
	mapArea ui.Rect // where the camera shows the board
	// The side panel: what to do, the stack selected, the log.
	action, stack, log ui.Rect
	sheets             [sheetCount]ui.Rect // unfolded
	// finger is the least side of what a finger presses (ui.View.Finger):
	// 0 with a mouse.
	finger float64
	// topH is the top bar's height: topH, or more for a finger's buttons.
	topH float64
}

// frameFor lays the map screen out on canvas c, its buttons at least
// finger high.
func frameFor(c ui.Rect, finger float64) frame {
	c.W, c.H = max(c.W, scenes.DesignWidth), max(c.H, scenes.DesignHeight)
	x := c.W - sideW - sideGap
	bar := max(topH, finger+16)
	f := frame{canvas: c, mapArea: ui.Rect{X: 0, Y: bar, W: x - sideGap, H: c.H - bar}, finger: finger, topH: bar}
	// The action panel's foot holds the status line, which explains a
	// refused move in the engine's words: room for four lines of it under
	// four rows of buttons (at 250 the three lines of a Land-Based
	// Aircraft's refusal shrank to 8 pixels at 1366x768). Buttons for
	// fingers make the panel taller, the log shorter.
	f.action = ui.Rect{X: x, Y: bar + sideGap, W: sideW, H: 290 + buttonRows*(f.buttonH()-buttonH)}
	f.stack = ui.Rect{X: x, Y: f.action.Bottom() + sideGap, W: sideW, H: 214}
	f.log = ui.Rect{X: x, Y: f.stack.Bottom() + sideGap, W: sideW, H: c.H - sideGap - f.stack.Bottom() - sideGap}
	fitted := camera{area: f.mapArea}
	for k, r := range printedSheets {
		x, y := fitted.point(r.X, r.Y)
		f.sheets[k] = ui.Rect{X: x, Y: y, W: r.W, H: r.H}
	}
	return f
}

// LogRect is where the map screen has its game log on canvas c (its
// buttons at least finger high, ui.View.Finger): a screen
// drawn over the map (the tutorial's coach) takes that room and leaves the
// action and stack panels whole.
func LogRect(c ui.Rect, finger float64) ui.Rect { return frameFor(c, finger).log }

// place lays the screen out on the canvas of its view, and shows the board
// in the map area.
func (s *Scene) place() {
	c := s.View.Canvas()
	if c.W == 0 {
		c = ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight}
	}
	s.lay = frameFor(c, s.View.Finger)
	if !hasSheet(s.g, sheetSpecial) {
		s.lay.sheets[sheetSpecial] = ui.Rect{}
	}
	if s.cam.area != s.lay.mapArea {
		s.cam.area = s.lay.mapArea
		s.cam.clamp()
	}
}

// confirmAt moves r, laid out over the middle of the board at the design
// size, to the middle of the map area.
func (f *frame) confirmAt(r ui.Rect) ui.Rect {
	r.X += f.mapArea.CX() - boardRect.CX()
	r.Y += f.mapArea.CY() - boardRect.CY()
	return r
}

// Slots inside the boxes.

// usBoxSlot is where the i-th of n Forces in the US Reinforcements box goes:
// seven a row at boxCounter while they fit (28), smaller when they do not,
// so that every Force to buy is shown and can be clicked (the 1943 Campaign
// starts with 35, and the last 7 were not drawn).
func (f *frame) usBoxSlot(i, n int) ui.Rect {
	b := f.sheets[sheetUSReinforcements]
	size, perRow := usBoxFit(n, b.W-6, b.H-usBoxTop-2)
	x0 := b.X + (b.W-(float64(perRow)*(size+2)-2))/2 // the rows centred
	x := x0 + float64(i%perRow)*(size+2)
	y := b.Y + usBoxTop + float64(i/perRow)*(size+2)
	return ui.Rect{X: x, Y: y, W: size, H: size}
}

// usBoxTop is where the US Reinforcements box's counters begin, under its
// title and points.
const usBoxTop = 46

// usBoxFit is the largest counter size, at most boxCounter, at which n
// counters 2 units apart fit in rows inside w by h, and how many go in a row.
func usBoxFit(n int, w, h float64) (size float64, perRow int) {
	for size = boxCounter; ; size-- {
		perRow = max(1, int((w+2)/(size+2)))
		rows := (max(n, 1) + perRow - 1) / perRow
		if float64(rows)*(size+2)-2 <= h || size <= 12 {
			return size, perRow
		}
	}
}

func (f *frame) r2pSlot(n int) ui.Rect {
	b := f.sheets[sheetReturnToPort]
	return ui.Rect{X: b.X + 12 + float64(n-1)*84, Y: b.Y + 46, W: counterSize, H: counterSize}
}

func (f *frame) raidSlot() ui.Rect {
	b := f.sheets[sheetJapanese]
	return ui.Rect{X: b.X + 14, Y: b.Y + 136, W: counterSize, H: counterSize}
}

func (f *frame) battalionSlot() ui.Rect {
	b := f.sheets[sheetJapanese]
	return ui.Rect{X: b.X + 104, Y: b.Y + 136, W: counterSize, H: counterSize}
}

// resupplySlot is where the Japanese Resupply counters pile.
func (f *frame) resupplySlot() ui.Rect {
	b := f.sheets[sheetJapanese]
	return ui.Rect{X: b.X + 186, Y: b.Y + 136, W: 44, H: counterSize}
}

// bombingSlot is where the Bomber Wings in the Strategic Bombing box pile:
// the left of the special boxes, or their middle in a campaign without the
// Japan Invasion box (1944).
func (f *frame) bombingSlot(invasion bool) ui.Rect {
	b := f.sheets[sheetSpecial]
	x := b.X + b.W/4 - counterSize/2
	if !invasion {
		x = b.CX() - counterSize/2
	}
	return ui.Rect{X: x, Y: b.Y + specialSlotTop, W: counterSize, H: counterSize}
}

// invasionSlot is where the Forces in the Japan Invasion box pile: the
// right of the special boxes.
func (f *frame) invasionSlot() ui.Rect {
	b := f.sheets[sheetSpecial]
	return ui.Rect{X: b.X + b.W*3/4 - counterSize/2, Y: b.Y + specialSlotTop, W: counterSize, H: counterSize}
}

// specialSlotTop is where the special boxes' piles begin, under the title
// bar and each box's two-line name, with room between for a pile's count.
const specialSlotTop = 66

// foldButtonRect is the fold control at the right of sheet k's title bar.
func (f *frame) foldButtonRect(k sheet) ui.Rect {
	r := f.sheets[k]
	return ui.Rect{X: r.Right() - 22, Y: r.Y + 2, W: 18, H: sheetTitleH - 4}
}

// project gives the design position of a place.
func project(lon, lat float64) (float64, float64) {
	if lon < 0 {
		lon += 360
	}
	x := boardRect.X + (lon-lonWest)/(lonEast-lonWest)*boardRect.W
	y := boardRect.Y + (latNorth-lat)/(latNorth-latSouth)*boardRect.H
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
