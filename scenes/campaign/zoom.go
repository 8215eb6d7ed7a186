package campaign

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// mapDrag is a pan by the mouse: the left button pressed on the map and
// moved. A drag that moved more than a few pixels is a pan, and the click its
// release would make is not a click.
type mapDrag struct {
	held   bool    // the button was down last tick
	on     bool    // the press began on the map
	moved  bool    // far enough to be a pan
	x, y   float64 // the cursor last tick, design units
	x0, y0 float64 // where the press began
	wheel  float64 // wheel movement not yet a zoom step (touchpads)
}

// dragSlop is how far, in screen pixels, a press moves before it is a pan.
const dragSlop = 6

// noClick is the player's input with this tick's click taken away: the
// release that ends a pan.
type noClick struct{ ui.Input }

// Clicked implements ui.Input.
func (noClick) Clicked() bool { return false }

// onOpenMap reports whether the cursor is over the map itself, not a chart
// or box printed over it.
func (s *Scene) onOpenMap() bool {
	if !s.lay.mapArea.Contains(s.mx, s.my) {
		return false
	}
	switch s.hover.kind {
	case hitNone, hitArea:
		return true
	case hitStack:
		return s.isMapArea(s.hover.area)
	}
	return false
}

// updateCamera zooms and pans the map by the wheel, the keys and a drag. It
// returns the input the rest of the tick reads: without its click when the
// click ended a pan.
func (s *Scene) updateCamera(in ui.Input) ui.Input {
	v := s.View
	d := &s.drag
	down := in.Down()
	switch {
	case down && !d.held:
		*d = mapDrag{held: true, on: s.onOpenMap(), x: s.mx, y: s.my, x0: s.mx, y0: s.my, wheel: d.wheel}
	case down && d.on:
		if !d.moved && math.Hypot(s.mx-d.x0, s.my-d.y0)*v.Scale > dragSlop {
			d.moved = true
		}
		if d.moved {
			s.cam.pan(s.mx-d.x, s.my-d.y)
		}
		d.x, d.y = s.mx, s.my
	case !down && d.held:
		moved := d.moved
		*d = mapDrag{wheel: d.wheel}
		if moved {
			return noClick{in}
		}
	}

	if w := in.Wheel(); w != 0 && s.onOpenMap() {
		d.wheel += w
		for math.Abs(d.wheel) >= 1 {
			step := 1
			if d.wheel < 0 {
				step = -1
			}
			d.wheel -= float64(step)
			s.zoom(step, s.mx, s.my)
		}
	}
	// The keys zoom about the cursor when it is on the map, else about the
	// map's centre.
	cx, cy := s.lay.mapArea.CX(), s.lay.mapArea.CY()
	if s.onOpenMap() {
		cx, cy = s.mx, s.my
	}
	pan := s.lay.mapArea.W / 6
	switch {
	case in.Pressed(ebiten.KeyEqual) || in.Pressed(ebiten.KeyKPAdd):
		s.zoom(+1, cx, cy)
	case in.Pressed(ebiten.KeyMinus) || in.Pressed(ebiten.KeyKPSubtract):
		s.zoom(-1, cx, cy)
	case in.Pressed(ebiten.KeyHome):
		s.cam.fit()
	case in.Pressed(ebiten.KeyArrowLeft):
		s.panBy(pan, 0)
	case in.Pressed(ebiten.KeyArrowRight):
		s.panBy(-pan, 0)
	case in.Pressed(ebiten.KeyArrowUp):
		s.panBy(0, pan)
	case in.Pressed(ebiten.KeyArrowDown):
		s.panBy(0, -pan)
	case in.Pressed(ebiten.KeyC):
		s.toggleAllFolds()
	}
	return in
}

// zoom steps the map's zoom about a point of the screen, and says so on the
// status line when it cannot go further.
func (s *Scene) zoom(dir int, x, y float64) {
	if s.cam.zoomStep(dir, x, y, s.View) {
		s.zoomedAt = s.tick + 1
		return
	}
	if dir > 0 {
		s.setStatus("The map is zoomed in as far as it goes (- or the wheel zooms out, Home shows the whole Pacific).", false)
	}
}

// panBy moves the map with the arrow keys; on the whole Pacific it says how
// to zoom first.
func (s *Scene) panBy(dx, dy float64) {
	if !s.cam.pan(dx, dy) && s.cam.fitted() {
		s.setStatus("The whole Pacific is shown: zoom in with the wheel or + to move about the map.", false)
	}
}

// zoomResting is how many ticks ago the player last zoomed the map (a
// large number when they never have).
func (s *Scene) zoomResting() int {
	if s.zoomedAt == 0 {
		return math.MaxInt
	}
	return s.tick - (s.zoomedAt - 1)
}
