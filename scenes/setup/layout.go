package setup

import (
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// The design canvas.

// Where things are on the canvas.
const (
	left      = 120.0 // the panels' left edge
	width     = scenes.DesignWidth - 2*left
	yearY     = 158.0 // the campaign buttons
	yearH     = 56.0
	optionY   = 270.0 // the first option row
	rowH      = 86.0
	choiceX   = 880.0 // the choice buttons of a row
	choiceW   = width + left - choiceX
	choiceH   = 44.0
	explainW  = 700.0 // the explanation's width
	bottomY   = 800.0
	bottomH   = 60.0
	seedField = 340.0 // the seed field's width
)

// hitKind says what lies under the cursor.
type hitKind int

const (
	hitNone hitKind = iota
	hitYear
	hitChoice
	hitSeed
	hitRandom
	hitStart
	hitBack
)

// hit is what lies under the cursor: a campaign (i), an option's choice (i,
// j), or a button.
type hit struct {
	kind hitKind
	i, j int
}

// form is where the screen's parts go, in design units of its block, for
// buttons at least finger high and wide (ui.View.Finger; 0 for the design
// sizes) and option rows of counts choices, then the seed's row: each part
// as designed, or a finger's size where that is more, a row's choices on
// two lines where one does not hold them, what is below pushed down and
// the block made taller (height).
type form struct {
	finger float64
	counts []int
}

// form is the screen's layout for its last frame's view.
func (s *Scene) form() form {
	f := form{finger: s.View.Finger}
	for _, o := range s.opts {
		f.counts = append(f.counts, len(o.choices))
	}
	return f
}

// rows is how many rows the form has: the options' and the seed's.
func (f form) rows() int { return len(f.counts) + 1 }

// yearH is the campaign buttons' height.
func (f form) yearH() float64 { return max(yearH, f.finger) }

// optionY is the top of the first option row.
func (f form) optionY() float64 { return optionY + f.yearH() - yearH }

// choiceH is the height of a row's choice buttons and of the seed field.
func (f form) choiceH() float64 { return max(choiceH, f.finger) }

// perLine is how many choices a line of a row holds: all of them with a
// mouse, as many as are a finger wide with touch.
func (f form) perLine(n int) int {
	if f.finger <= 0 {
		return max(n, 1)
	}
	return max(1, int((choiceW-16+8)/(f.finger+8)))
}

// lines is how many lines of choices row i takes.
func (f form) lines(i int) int {
	if i >= len(f.counts) {
		return 1
	}
	k := f.perLine(f.counts[i])
	return max(1, (f.counts[i]+k-1)/k)
}

// rowH is the height of option row i, the gap after it included: its
// lines of choices with room about them.
func (f form) rowH(i int) float64 {
	return max(rowH, float64(f.lines(i))*(f.choiceH()+8)-8+24)
}

// bottomY is the top of Back and Start; bottomH their height.
func (f form) bottomY() float64 {
	y := bottomY + f.optionY() - optionY
	for i := range f.rows() {
		y += f.rowH(i) - rowH
	}
	return y
}

func (f form) bottomH() float64 { return max(bottomH, f.finger) }

// hintY is the line of keys at the foot.
func (f form) hintY() float64 { return f.bottomY() + f.bottomH() + 10 }

// height is the block the screen needs.
func (f form) height() float64 { return max(scenes.DesignHeight, f.hintY()+30) }

// yearRect is campaign button i of n.
func (f form) yearRect(i, n int) ui.Rect {
	const w, gap = 220.0, 16.0
	total := float64(n)*w + float64(n-1)*gap
	return ui.Rect{X: scenes.DesignWidth/2 - total/2 + float64(i)*(w+gap), Y: yearY, W: w, H: f.yearH()}
}

// rowRect is option row i (the seed is the row after the options).
func (f form) rowRect(i int) ui.Rect {
	y := f.optionY()
	for k := range i {
		y += f.rowH(k)
	}
	return ui.Rect{X: left, Y: y, W: width, H: f.rowH(i) - 8}
}

// choiceRect is choice j of n in option row i.
func (f form) choiceRect(i, j, n int) ui.Rect {
	gap := 12.0
	if n > 3 {
		gap = 8
	}
	k := min(n, f.perLine(n))
	w := min(200, (choiceW-16-float64(k-1)*gap)/float64(k))
	r := f.rowRect(i)
	lines := (n + k - 1) / k
	top := r.CY() - (float64(lines)*(f.choiceH()+8)-8)/2 + float64(j/k)*(f.choiceH()+8)
	return ui.Rect{X: choiceX + float64(j%k)*(w+gap), Y: top, W: w, H: f.choiceH()}
}

// seedRect is the seed field, in the last row.
func (f form) seedRect() ui.Rect {
	r := f.rowRect(f.rows() - 1)
	return ui.Rect{X: choiceX, Y: r.CY() - f.choiceH()/2, W: seedField, H: f.choiceH()}
}

// randomRect is the "New random seed" button beside the field.
func (f form) randomRect() ui.Rect {
	sr := f.seedRect()
	return ui.Rect{X: sr.Right() + 12, Y: sr.Y, W: left + width - 16 - sr.Right() - 12, H: sr.H}
}

// backRect is the Back button, startRect the Start button.
func (f form) backRect() ui.Rect { return ui.Rect{X: left, Y: f.bottomY(), W: 240, H: f.bottomH()} }

func (f form) startRect() ui.Rect {
	return ui.Rect{X: left + width - 480, Y: f.bottomY(), W: 480, H: f.bottomH()}
}

// hitAt is what lies at design point (x, y).
func (s *Scene) hitAt(x, y float64) hit {
	f := s.form()
	for i := range s.years {
		if f.yearRect(i, len(s.years)).Contains(x, y) {
			return hit{kind: hitYear, i: i}
		}
	}
	for i, o := range s.opts {
		for j := range o.choices {
			if f.choiceRect(i, j, len(o.choices)).Contains(x, y) {
				return hit{kind: hitChoice, i: i, j: j}
			}
		}
	}
	switch {
	case f.seedRect().Contains(x, y):
		return hit{kind: hitSeed}
	case f.randomRect().Contains(x, y):
		return hit{kind: hitRandom}
	case f.startRect().Contains(x, y):
		return hit{kind: hitStart}
	case f.backRect().Contains(x, y) && s.back != nil:
		return hit{kind: hitBack}
	}
	return hit{}
}
