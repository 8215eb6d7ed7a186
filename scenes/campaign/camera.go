package campaign

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// camera is the map's zoom and pan. The map is laid out in board units
// (boardRect); the camera shows it in the screen's map area, fitted whole
// and centred at zoom 1, or the part of it from (x, y) onwards zoom times
// larger; the charts, boxes and panels stay where they are. The zero camera
// (with its area set) is the fitted one.
type camera struct {
	zoom float64 // 1 (or 0) shows the whole Pacific
	x, y float64 // the board point at the area's top-left corner, zoomed
	// area is where the board is shown on the screen, in design units
	// (frame.mapArea); the zero area is the board at the design size.
	area ui.Rect
}

// zoomLevels are the steps of the wheel and of + and -.
var zoomLevels = []float64{1, 1.25, 1.5, 2, 2.5, 3, 4}

// maxMapTexture is the widest the zoomed map's images may be, in pixels: a
// size every GPU (and WebGL) takes, and a bound on their memory (on a
// software renderer at 4096 the game grew to 890 MB). It still lets a
// counter be zoomed to about 90 to 100 pixels (its full printing, every text
// 12 pixels or more): ×3 at 1366x768, ×2 at 1920x1080, ×1.5 at 2560x1440.
const maxMapTexture = 3072

// Z is the zoom factor, 1 when fitted.
func (c camera) Z() float64 {
	if c.zoom < 1 {
		return 1
	}
	return c.zoom
}

// fitted reports whether the whole Pacific is shown.
func (c camera) fitted() bool { return c.Z() == 1 }

// shown is the part of the screen the board is shown in.
func (c camera) shown() ui.Rect {
	if c.area.W <= 0 || c.area.H <= 0 {
		return boardRect
	}
	return c.area
}

// coastLon and coastLat are the reach of the coastlines (assets.Coast): the
// sea and land can be drawn that far beyond the board's edges.
const (
	coastWest, coastEast   = 90.0, 250.0
	coastNorth, coastSouth = 68.0, -47.0
)

// extent is the part of the plane the map shows, in board units: the board,
// widened (or heightened) on both sides to the area's shape as far as the
// coastlines reach, so a window of another shape than the board's shows more
// of the Pacific's edges instead of empty bands. The board's areas and
// stacks are all inside boardRect.
func (c camera) extent() ui.Rect {
	a, b := c.shown(), boardRect
	x0, y0 := project(coastWest, coastNorth)
	x1, y1 := project(coastEast, coastSouth)
	if a.W*b.H > b.W*a.H {
		grow := min((b.H*a.W/a.H-b.W)/2, b.X-x0, x1-b.Right())
		return ui.Rect{X: b.X - grow, Y: b.Y, W: b.W + 2*grow, H: b.H}
	}
	grow := min((b.W*a.H/a.W-b.H)/2, b.Y-y0, y1-b.Bottom())
	return ui.Rect{X: b.X, Y: b.Y - grow, W: b.W, H: b.H + 2*grow}
}

// fitScale is the screen's design units per board unit with the whole
// extent in the area.
func (c camera) fitScale() float64 {
	a, e := c.shown(), c.extent()
	return min(a.W/e.W, a.H/e.H)
}

// k is the screen's design units per board unit at the camera's zoom.
func (c camera) k() float64 { return c.fitScale() * c.Z() }

// origin is the board point at the area's top-left corner: (x, y) kept in
// the extent, or, along a side the extent does not fill, the extent centred.
func (c camera) origin() (float64, float64) {
	a, k, e := c.shown(), c.k(), c.extent()
	x, y := c.x, c.y
	if c.fitted() {
		x, y = e.X, e.Y
	}
	return clampAxis(x, e.X, e.W, a.W/k), clampAxis(y, e.Y, e.H, a.H/k)
}

// clampAxis keeps a view seen units long starting at o inside a board
// running from start for length units, or centres the board in a longer view.
func clampAxis(o, start, length, seen float64) float64 {
	if seen >= length {
		return start - (seen-length)/2
	}
	return min(max(o, start), start+length-seen)
}

// view is the View that draws the board through the camera, given the
// screen's view v.
func (c camera) view(v ui.View) ui.View {
	a, k := c.shown(), c.k()
	ox, oy := c.origin()
	mv := v
	mv.Scale = v.Scale * k
	mv.OX = v.OX + v.Scale*(a.X-ox*k)
	mv.OY = v.OY + v.Scale*(a.Y-oy*k)
	return mv
}

// point converts a board point to the screen's design units.
func (c camera) point(x, y float64) (float64, float64) {
	a, k := c.shown(), c.k()
	ox, oy := c.origin()
	return a.X + (x-ox)*k, a.Y + (y-oy)*k
}

// rect converts a board rectangle to the screen's design units.
func (c camera) rect(r ui.Rect) ui.Rect {
	x, y := c.point(r.X, r.Y)
	k := c.k()
	return ui.Rect{X: x, Y: y, W: r.W * k, H: r.H * k}
}

// board converts a point of the screen's design units to the board.
func (c camera) board(x, y float64) (float64, float64) {
	a, k := c.shown(), c.k()
	ox, oy := c.origin()
	return ox + (x-a.X)/k, oy + (y-a.Y)/k
}

// maxZoom is the largest zoom level for a screen of view v: the map's
// background must fit in one texture.
func (c camera) maxZoom(v ui.View) float64 {
	limit := maxMapTexture / (c.extent().W * c.fitScale() * max(v.Scale, 0.01))
	best := zoomLevels[0]
	for _, z := range zoomLevels {
		if z <= limit {
			best = z
		}
	}
	return best
}

// zoomStep zooms one level in (dir > 0) or out (dir < 0) about the screen
// point (sx, sy), which stays over the same place of the board. It reports
// whether the zoom changed.
func (c *camera) zoomStep(dir int, sx, sy float64, v ui.View) bool {
	old := c.Z()
	next := old
	if dir > 0 {
		for _, z := range zoomLevels {
			if z > old+1e-9 {
				next = z
				break
			}
		}
		next = min(next, c.maxZoom(v))
	} else {
		for _, z := range zoomLevels {
			if z < old-1e-9 {
				next = z
			}
		}
	}
	if next == old {
		return false
	}
	bx, by := c.board(sx, sy)
	c.zoom = next
	a, k := c.shown(), c.k()
	c.x = bx - (sx-a.X)/k
	c.y = by - (sy-a.Y)/k
	c.clamp()
	return true
}

// pan moves the board by (dx, dy) screen design units, as a drag does: the
// board follows the cursor. It reports whether the view moved.
func (c *camera) pan(dx, dy float64) bool {
	if c.fitted() {
		return false
	}
	ox, oy := c.x, c.y
	k := c.k()
	c.x -= dx / k
	c.y -= dy / k
	c.clamp()
	return c.x != ox || c.y != oy
}

// fit shows the whole Pacific again.
func (c *camera) fit() bool {
	was := c.fitted()
	*c = camera{area: c.area}
	return !was
}

// clamp keeps the view on the board.
func (c *camera) clamp() {
	if !c.fitted() {
		c.x, c.y = c.origin()
	}
}

// clip is the part of dst the map occupies: drawing through the camera
// into it never spills over the top bar or the side panels.
func (c camera) clip(dst *ebiten.Image, v ui.View) *ebiten.Image {
	return dst.SubImage(c.clipRect(v, dst.Bounds())).(*ebiten.Image)
}

// clipRect is the part of an image of bounds b the map occupies, in pixels.
func (c camera) clipRect(v ui.View, b image.Rectangle) image.Rectangle {
	a := c.shown()
	px := image.Rect(int(math.Floor(float64(v.X(a.X)))), int(math.Floor(float64(v.Y(a.Y)))),
		int(math.Ceil(float64(v.X(a.Right())))), int(math.Ceil(float64(v.Y(a.Bottom())))))
	return px.Intersect(b)
}

// intersect is the part two rectangles share.
func intersect(a, b ui.Rect) ui.Rect {
	x0, y0 := max(a.X, b.X), max(a.Y, b.Y)
	x1, y1 := min(a.Right(), b.Right()), min(a.Bottom(), b.Bottom())
	return ui.Rect{X: x0, Y: y0, W: max(0, x1-x0), H: max(0, y1-y0)}
}
