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
	if !s.lay.mapArea.Contains(s.cursor.x, s.cursor.y) {
		return false
	}
	switch s.cursor.hover.kind {
	case spotNone, spotArea:
		return true
	case spotStack:
		return isMapArea(s.g, s.cursor.hover.area)
	}
	return false
}

// updateCamera lets the camera's controls read the tick's input; it
// returns the input the rest of the tick reads. C, which folds the charts,
// is read with the camera's keys: one of them a tick.
func (s *Scene) updateCamera(in ui.Input) ui.Input {
	in, said, took := s.cam.control(cameraInput{in: in, x: s.cursor.x, y: s.cursor.y, onMap: s.onOpenMap(), area: s.lay.mapArea, v: s.View, tick: s.tick})
	if said != "" {
		s.setStatus(said, false)
	}
	if !took && in.Pressed(ebiten.KeyC) {
		s.setStatus(s.folds.toggleAll(), false)
	}
	return in
}

// mapCamera is the camera with the player's hand on it: the zoom and pan
// (camera), a pan by the mouse under way, and when the zoom last stepped,
// so the layers preview a zoom still turning (layers.go).
type mapCamera struct {
	camera
	drag     mapDrag
	zoomedAt int // 1 + the tick of the player's last zoom step, 0 for none
}

// cameraInput is what the camera's controls read in a tick: the player's
// input, the cursor (design units) and whether it is over the open map,
// the map's area on the screen, the screen's view and the tick.
type cameraInput struct {
	in    ui.Input
	x, y  float64
	onMap bool
	area  ui.Rect
	v     ui.View
	tick  int
}

// control zooms and pans the map by the wheel, the keys and a drag. It
// returns the input the rest of the tick reads (without its click when the
// click ended a pan), what the status line should say ("" for nothing),
// and whether it took the tick's keys: one of its own was pressed, or the
// tick ended a pan, which reads no key. Untaken keys are the screen's.
func (c *mapCamera) control(ci cameraInput) (in ui.Input, said string, keyTaken bool) {
	in = ci.in
	d := &c.drag
	down := in.Down()
	switch {
	case down && !d.held:
		*d = mapDrag{held: true, on: ci.onMap, x: ci.x, y: ci.y, x0: ci.x, y0: ci.y, wheel: d.wheel}
	case down && d.on:
		if !d.moved && math.Hypot(ci.x-d.x0, ci.y-d.y0)*ci.v.Scale > dragSlop {
			d.moved = true
		}
		if d.moved {
			c.pan(ci.x-d.x, ci.y-d.y)
		}
		d.x, d.y = ci.x, ci.y
	case !down && d.held:
		moved := d.moved
		*d = mapDrag{wheel: d.wheel}
		if moved {
			return noClick{in}, "", true
		}
	}
	say := func(msg string) {
		if msg != "" {
			said = msg
		}
	}
	if w := in.Wheel(); w != 0 && ci.onMap {
		d.wheel += w
		for math.Abs(d.wheel) >= 1 {
			step := 1
			if d.wheel < 0 {
				step = -1
			}
			d.wheel -= float64(step)
			say(c.zoomAbout(step, ci.x, ci.y, ci.v, ci.tick))
		}
	}
	// The keys zoom about the cursor when it is on the map, else about the
	// map's centre.
	cx, cy := ci.area.CX(), ci.area.CY()
	if ci.onMap {
		cx, cy = ci.x, ci.y
	}
	pan := ci.area.W / 6
	keyTaken = true
	switch {
	case in.Pressed(ebiten.KeyEqual) || in.Pressed(ebiten.KeyKPAdd):
		say(c.zoomAbout(+1, cx, cy, ci.v, ci.tick))
	case in.Pressed(ebiten.KeyMinus) || in.Pressed(ebiten.KeyKPSubtract):
		say(c.zoomAbout(-1, cx, cy, ci.v, ci.tick))
	case in.Pressed(ebiten.KeyHome):
		c.fit()
	case in.Pressed(ebiten.KeyArrowLeft):
		say(c.panBy(pan, 0))
	case in.Pressed(ebiten.KeyArrowRight):
		say(c.panBy(-pan, 0))
	case in.Pressed(ebiten.KeyArrowUp):
		say(c.panBy(0, pan))
	case in.Pressed(ebiten.KeyArrowDown):
		say(c.panBy(0, -pan))
	default:
		keyTaken = false
	}
	return in, said, keyTaken
}

// zoomAbout steps the map's zoom about a point of the screen; it returns
// what to say when it cannot go further.
func (c *mapCamera) zoomAbout(dir int, x, y float64, v ui.View, tick int) string {
	if c.zoomStep(dir, x, y, v) {
		c.zoomedAt = tick + 1
		return ""
	}
	if dir > 0 {
		return "The map is zoomed in as far as it goes (- or the wheel zooms out, Home shows the whole Pacific)."
	}
	return ""
}

// panBy moves the map with the arrow keys; on the whole Pacific it returns
// how to zoom first.
func (c *mapCamera) panBy(dx, dy float64) string {
	if !c.pan(dx, dy) && c.fitted() {
		return "The whole Pacific is shown: zoom in with the wheel or + to move about the map."
	}
	return ""
}

// resting is how many ticks before tick the player last zoomed the map (a
// large number when they never have).
func (c *mapCamera) resting(tick int) int {
	if c.zoomedAt == 0 {
		return math.MaxInt
	}
	return tick - (c.zoomedAt - 1)
}
