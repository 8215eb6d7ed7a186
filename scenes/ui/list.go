package ui

import "github.com/hajimehoshi/ebiten/v2"

// List is a scrolling list of rows in an area: the screen draws the rows
// List says are visible, and List keeps the scroll position, follows the
// wheel and draws a scroll bar when the rows do not all fit.
type List struct {
	Area Rect
	RowH float64
	// Rows is how many rows the list holds.
	Rows int
	top  int
}

// Visible is the run of rows on screen, [from, to).
func (l *List) Visible() (from, to int) {
	l.clamp()
	return l.top, min(l.Rows, l.top+l.fit())
}

// fit is how many rows the area holds.
func (l *List) fit() int {
	if l.RowH <= 0 {
		return 0
	}
	return max(1, int(l.Area.H/l.RowH))
}

func (l *List) clamp() {
	l.top = min(l.top, max(0, l.Rows-l.fit()))
	l.top = max(l.top, 0)
}

// RowRect is where row i is drawn (only meaningful while it is visible).
func (l *List) RowRect(i int) Rect {
	w := l.Area.W
	if l.Rows > l.fit() {
		w -= scrollBarW + 2
	}
	return Rect{X: l.Area.X, Y: l.Area.Y + float64(i-l.top)*l.RowH, W: w, H: l.RowH}
}

// RowAt is the visible row under (x, y), or -1.
func (l *List) RowAt(x, y float64) int {
	from, to := l.Visible()
	for i := from; i < to; i++ {
		if l.RowRect(i).Contains(x, y) {
			return i
		}
	}
	return -1
}

// Scroll moves the list by the wheel's dy (positive scrolls up, towards the
// first row) when the cursor is over it, and reports whether it moved.
func (l *List) Scroll(x, y, dy float64) bool {
	if dy == 0 || !l.Area.Contains(x, y) {
		return false
	}
	was := l.top
	step := 1
	if dy < 0 {
		step = -1
	}
	l.top -= step * max(1, int(abs(dy)))
	l.clamp()
	return l.top != was
}

// Show scrolls so that row i is visible.
func (l *List) Show(i int) {
	if i < l.top {
		l.top = i
	} else if i >= l.top+l.fit() {
		l.top = i - l.fit() + 1
	}
	l.clamp()
}

// Top is the first row visible.
func (l *List) Top() int { l.clamp(); return l.top }

// scrollBarW is the scroll bar's width, in design units.
const scrollBarW = 6.0

// DrawScrollBar draws the bar at the list's right edge when the rows do not
// all fit, so the player sees there is more.
func (l *List) DrawScrollBar(dst *ebiten.Image, v View) {
	fit := l.fit()
	if l.Rows <= fit {
		return
	}
	track := Rect{X: l.Area.Right() - scrollBarW, Y: l.Area.Y, W: scrollBarW, H: l.Area.H}
	v.FillRect(dst, track, PanelLine)
	h := max(track.H*float64(fit)/float64(l.Rows), 12)
	y := track.Y + (track.H-h)*float64(l.top)/float64(max(1, l.Rows-fit))
	v.FillRect(dst, Rect{X: track.X, Y: y, W: scrollBarW, H: h}, Muted)
}

func abs(f float64) float64 {
	if f < 0 {
		return -f
	}
	return f
}
