package title

import "nimitz/scenes/ui"

// cover is where the title screen's buttons and the lines between them go,
// in design units of its block: every row as tall as designed, or as a
// finger (ui.View.Finger) where that is more, the rows below pushed down to
// make room.
type cover struct {
	cont, linked, learn, watch ui.Rect
	years                      ui.Rect // the row of campaigns; year places each
	bottomY, bottomH           float64 // Load, War record, Settings and Quit, along the foot
	hintY, seedY               float64
	// height is the block the cover needs: the design height, or more for
	// fingers.
	height float64
}

// coverFor lays the cover out for buttons at least finger high (0 for the
// design sizes).
func coverFor(finger float64) cover {
	var c cover
	// Continue, above the campaigns (its row is kept when there is no game
	// to continue, so the cover does not jump when there is).
	c.cont = ui.Rect{X: w/2 - 300, Y: 470, W: 600, H: max(64, finger)}
	c.years = ui.Rect{X: w / 2, Y: c.cont.Bottom() + 26, H: max(64, finger)}
	// Linked 1942–45, below the campaigns; under it Learn to play on the
	// left and Watch a replay on the right.
	c.linked = ui.Rect{X: w/2 - 300, Y: c.years.Bottom() + 20, W: 600, H: max(56, finger)}
	c.learn = ui.Rect{X: w/2 - 300, Y: c.linked.Bottom() + 12, W: 340, H: max(48, finger)}
	c.watch = ui.Rect{X: w/2 + 52, Y: c.learn.Y, W: 248, H: c.learn.H}
	c.hintY = c.learn.Bottom() + 16
	c.bottomY, c.bottomH = c.hintY+30, max(40, finger)
	c.seedY = c.bottomY + c.bottomH + 16
	c.height = max(h, c.seedY+38)
	return c
}

// year is the i-th of n campaign buttons, in a row.
func (c cover) year(i, n int) ui.Rect {
	const bw, gap = 300.0, 24.0
	total := float64(n)*bw + float64(n-1)*gap
	return ui.Rect{X: c.years.X - total/2 + float64(i)*(bw+gap), Y: c.years.Y, W: bw, H: c.years.H}
}

// bottom is the i-th of the Load, War record, Settings and Quit buttons.
func (c cover) bottom(i int) ui.Rect {
	return ui.Rect{X: w/2 - 300 + float64(i)*153, Y: c.bottomY, W: 141, H: c.bottomH}
}
