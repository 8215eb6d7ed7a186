package campaign

import (
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// spotKind says what a rectangle on the screen stands for.
type spotKind int

const (
	spotNone    spotKind = iota
	spotArea             // an area's marker
	spotStack            // a stack of Forces on the map or in a box
	spotCounter          // one Force: in the stack panel or the US Reinforcements box
	spotButton           // a button of the action panel
	spotLog              // the game log
	spotFile             // a saving button of the top bar: button 0 Save, 1 Open
	spotSheet            // a chart or box printed on the board: button is its sheet
	spotStaff            // "Ask the staff" in the top bar, or the advice panel over the side panel (button 1)
)

// spot is one rectangle the layout put on the screen and what it stands
// for: what the cursor can be over.
type spot struct {
	kind   spotKind
	r      ui.Rect
	area   string
	side   rules.Side
	force  string
	button int
}

// cursor is the mouse on the screen: where it is, in design units, the
// rectangles the last layout put on the screen (topmost last) and the one
// it is over.
type cursor struct {
	x, y  float64
	spots []spot
	hover spot
}

// at returns the topmost rectangle under (x, y).
func (c *cursor) at(x, y float64) spot {
	for i := len(c.spots) - 1; i >= 0; i-- {
		if c.spots[i].r.Contains(x, y) {
			return c.spots[i]
		}
	}
	return spot{}
}

// put records a rectangle of the layout, over those put before it.
func (c *cursor) put(h spot) { c.spots = append(c.spots, h) }

// putOnMap records a rectangle of the board: through the camera cam, cut to
// the map's area on the screen, and left out when it is not in view.
func (c *cursor) putOnMap(h spot, cam camera, area ui.Rect) {
	h.r = cam.rect(h.r)
	if rectsMeet(h.r, area) {
		h.r = intersect(h.r, area)
		c.put(h)
	}
}

// follow finds what the cursor is over in the layout.
func (c *cursor) follow() { c.hover = c.at(c.x, c.y) }
