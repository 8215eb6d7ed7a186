package ui

import "math"

// Finger is one touch on the screen, in screen (device) pixels.
type Finger struct {
	X, Y float64
}

// How touches become the mouse the scenes read: a tap is a click; one finger
// moved is the left button held and dragged (the map pans); two fingers
// pinching are the wheel (the map zooms about their middle); a finger held
// still is the cursor resting there (hover: a stack magnified, an area
// explained), no click when it lifts, and moved on from there it hovers on.
const (
	// touchSlop is how far, in screen pixels per unit of scale, a finger
	// moves before a press is a drag rather than a tap.
	touchSlop = 10
	// longPressTicks is how long a still finger is held before it hovers.
	longPressTicks = 30
	// pinchPerStep is the change in the fingers' distance that makes one
	// wheel step (one zoom level of the map).
	pinchPerStep = 1.25
)

// FingerPx is the least side, in the page's (CSS) pixels or logical pixels,
// of anything a finger presses: Apple asks for 44 points, Google for 48 dp.
// Once the player has touched the screen the screens make their buttons at
// least this size (View.Finger).
const FingerPx = 44

// touchPad follows the fingers tick by tick and says what the mouse would
// have done. It is plain logic, fed by Mouse, so it is tested without a
// touch screen.
type touchPad struct {
	x, y   float64 // the cursor: the finger, the pinch's middle, the last lift
	down   bool    // the left button, held
	click  bool    // a tap ended this tick
	wheel  float64 // this tick's pinch, in wheel steps
	used   bool    // a finger touched since the mouse last moved
	n      int     // fingers last tick
	ticks  int     // ticks since the gesture began
	x0, y0 float64 // where the gesture's finger came down
	moved  bool    // beyond the slop: a drag
	pinch  bool    // two fingers were down at some point
	long   bool    // held still long enough to hover
	dist   float64 // the pinch's distance last tick
	// seen is set once a touch has ended: the player has a touch screen.
	// It waits for the lift so that the buttons, made larger for fingers,
	// do not move under the finger that is pressing one.
	seen bool
}

// update takes this tick's fingers; scale is the screen pixels per design
// unit (the slop grows with the screen).
func (p *touchPad) update(fingers []Finger, scale float64) {
	p.click, p.wheel = false, 0
	n := len(fingers)
	switch {
	case n == 0:
		if p.n > 0 {
			p.click = !p.moved && !p.pinch && !p.long
			p.seen = true
		}
		p.down = false
	case n == 1:
		f := fingers[0]
		if p.n == 0 {
			p.ticks, p.x0, p.y0, p.moved, p.pinch, p.long = 0, f.X, f.Y, false, false, false
		}
		p.ticks++
		p.used = true
		p.x, p.y = f.X, f.Y
		if !p.long && !p.moved && math.Hypot(f.X-p.x0, f.Y-p.y0) > touchSlop*max(scale, 1) {
			p.moved = true
		}
		if !p.moved && !p.pinch && p.ticks >= longPressTicks {
			p.long = true
		}
		// A long press lets the button go: the cursor rests, and hovers.
		p.down = !p.long
	default:
		a, b := fingers[0], fingers[1]
		d := math.Hypot(a.X-b.X, a.Y-b.Y)
		if p.n >= 2 && p.dist > 0 && d > 0 {
			p.wheel = math.Log(d/p.dist) / math.Log(pinchPerStep)
		}
		p.used, p.pinch, p.down = true, true, false
		p.dist = d
		p.x, p.y = (a.X+b.X)/2, (a.Y+b.Y)/2
	}
	p.n = n
}
