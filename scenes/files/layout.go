package files

import "nimitz/scenes/ui"

// The picker's layout with a mouse, in design units.
var (
	panelRect   = ui.Rect{X: 400, Y: 130, W: 800, H: 620}
	listTop     = 262.0
	rowH        = 30.0
	rowsShown   = 12
	confirmRect = ui.Rect{X: 820, Y: 690, W: 170, H: 40}
	cancelRect  = ui.Rect{X: 1010, Y: 690, W: 170, H: 40}
	// transferRect is the Download or Upload button; the message moves above it.
	transferRect = ui.Rect{X: 420, Y: 690, W: 260, H: 40}
	// replayRect is the Open list's "Replay" button, between Upload and Open.
	replayRect = ui.Rect{X: 688, Y: 690, W: 116, H: 40}
	nameRect   = ui.Rect{X: 420, Y: 200, W: 760, H: 34}
)

// messageBox is where the list's message goes with a mouse: under the
// list, left of the buttons, inside the panel.
var messageBox = layoutFor(0).message

// pickLayout is where the picker's parts go for a finger of some size: with
// a mouse the design's; after a touch the panel grows up and down into
// the block's margins, its rows and buttons a finger high (ui.View.Finger), fewer
// rows shown (the list scrolls as before).
type pickLayout struct {
	panel, name, list, message        ui.Rect
	confirm, cancel, transfer, replay ui.Rect
	rowH                              float64
	rows                              int
	countY                            float64 // the "1–7 of 20" line under the list
}

// layoutFor lays the picker out for a finger of that many design units (0
// with a mouse).
func layoutFor(finger float64) pickLayout {
	var l pickLayout
	l.panel = panelRect
	if finger > 0 {
		// The panel grows as far up as leaves the block's top 60 clear,
		// and as far down.
		grow := panelRect.Y - 60
		l.panel.Y -= grow
		l.panel.H += 2 * grow
	}
	dy := l.panel.Y - panelRect.Y
	l.name = nameRect
	l.name.Y += dy
	press := max(confirmRect.H, finger)
	foot := func(r ui.Rect) ui.Rect {
		r.Y, r.H = l.panel.Bottom()-(panelRect.Bottom()-confirmRect.Bottom())-press, press
		return r
	}
	l.confirm, l.cancel, l.transfer, l.replay = foot(confirmRect), foot(cancelRect), foot(transferRect), foot(replayRect)
	// Under the list, its count and the message, as with a mouse.
	under := confirmRect.Y - (listTop + float64(rowsShown)*rowH)
	l.rowH = max(rowH, finger+2) // a row is drawn 2 less than its pitch
	top := listTop + dy
	l.rows = int((l.confirm.Y - under - top) / l.rowH)
	l.list = ui.Rect{X: l.panel.X + 20, Y: top, W: l.panel.W - 40, H: float64(l.rows) * l.rowH}
	l.countY = l.list.Bottom() + 4
	l.message = ui.Rect{X: l.panel.X + 20, Y: l.list.Bottom() + 24, W: l.confirm.X - 16 - (l.panel.X + 20)}
	l.message.H = l.panel.Bottom() - 10 - l.message.Y
	return l
}
