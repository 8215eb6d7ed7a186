package campaign

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// camera is the map's zoom and pan. The map is laid out in board units: the
// design units of mapRect when the whole Pacific is fitted in it. The camera
// shows the part of the board from (x, y) onwards, zoom times larger, in the
// same mapRect of the screen; the charts, boxes and panels stay where they
// are. The zero camera is the fitted one.
type camera struct {
	zoom float64 // 1 (or 0) shows the whole Pacific
	x, y float64 // the board point at mapRect's top-left corner
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

// origin is the board point at mapRect's top-left corner.
func (c camera) origin() (float64, float64) {
	if c.fitted() {
		return mapRect.X, mapRect.Y
	}
	return c.x, c.y
}

// view is the View that draws the board through the camera, given the
// screen's view v.
func (c camera) view(v ui.View) ui.View {
	z := c.Z()
	ox, oy := c.origin()
	mv := v
	mv.Scale = v.Scale * z
	mv.OX = v.OX + v.Scale*(mapRect.X-ox*z)
	mv.OY = v.OY + v.Scale*(mapRect.Y-oy*z)
	return mv
}

// point converts a board point to the screen's design units.
func (c camera) point(x, y float64) (float64, float64) {
	z := c.Z()
	ox, oy := c.origin()
	return mapRect.X + (x-ox)*z, mapRect.Y + (y-oy)*z
}

// rect converts a board rectangle to the screen's design units.
func (c camera) rect(r ui.Rect) ui.Rect {
	x, y := c.point(r.X, r.Y)
	z := c.Z()
	return ui.Rect{X: x, Y: y, W: r.W * z, H: r.H * z}
}

// board converts a point of the screen's design units to the board.
func (c camera) board(x, y float64) (float64, float64) {
	z := c.Z()
	ox, oy := c.origin()
	return ox + (x-mapRect.X)/z, oy + (y-mapRect.Y)/z
}

// maxZoom is the largest zoom level for a screen of view v: the map's
// background must fit in one texture.
func maxZoom(v ui.View) float64 {
	limit := maxMapTexture / (mapRect.W * max(v.Scale, 0.01))
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
		next = min(next, maxZoom(v))
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
	c.x = bx - (sx-mapRect.X)/next
	c.y = by - (sy-mapRect.Y)/next
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
	z := c.Z()
	c.x -= dx / z
	c.y -= dy / z
	c.clamp()
	return c.x != ox || c.y != oy
}

// fit shows the whole Pacific again.
func (c *camera) fit() bool {
	was := c.fitted()
	*c = camera{}
	return !was
}

// clamp keeps the view on the board.
func (c *camera) clamp() {
	z := c.Z()
	c.x = min(max(c.x, mapRect.X), mapRect.Right()-mapRect.W/z)
	c.y = min(max(c.y, mapRect.Y), mapRect.Bottom()-mapRect.H/z)
}

// shows reports whether a board rectangle is at least partly in view.
func (c camera) shows(r ui.Rect) bool { return rectsMeet(c.rect(r), mapRect) }

// mapClip is the part of dst the map occupies: drawing through the camera
// into it never spills over the top bar or the side panels.
func mapClip(dst *ebiten.Image, v ui.View) *ebiten.Image {
	px := image.Rect(int(math.Floor(float64(v.X(mapRect.X)))), int(math.Floor(float64(v.Y(mapRect.Y)))),
		int(math.Ceil(float64(v.X(mapRect.Right())))), int(math.Ceil(float64(v.Y(mapRect.Bottom())))))
	return dst.SubImage(px.Intersect(dst.Bounds())).(*ebiten.Image)
}

// intersect is the part two rectangles share.
func intersect(a, b ui.Rect) ui.Rect {
	x0, y0 := max(a.X, b.X), max(a.Y, b.Y)
	x1, y1 := min(a.Right(), b.Right()), min(a.Bottom(), b.Bottom())
	return ui.Rect{X: x0, Y: y0, W: max(0, x1-x0), H: max(0, y1-y0)}
}
