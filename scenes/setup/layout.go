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

// yearRect is campaign button i of n.
func yearRect(i, n int) ui.Rect {
	const w, gap = 220.0, 16.0
	total := float64(n)*w + float64(n-1)*gap
	return ui.Rect{X: scenes.DesignWidth/2 - total/2 + float64(i)*(w+gap), Y: yearY, W: w, H: yearH}
}

// rowRect is option row i (the seed is the row after the options).
func rowRect(i int) ui.Rect {
	return ui.Rect{X: left, Y: optionY + float64(i)*rowH, W: width, H: rowH - 8}
}

// choiceRect is choice j of n in option row i.
func choiceRect(i, j, n int) ui.Rect {
	gap := 12.0
	if n > 3 {
		gap = 8
	}
	w := min(200, (choiceW-16-float64(n-1)*gap)/float64(n))
	r := rowRect(i)
	return ui.Rect{X: choiceX + float64(j)*(w+gap), Y: r.CY() - choiceH/2, W: w, H: choiceH}
}

// seedRect is the seed field in row n (after the n options).
func seedRect(n int) ui.Rect {
	r := rowRect(n)
	return ui.Rect{X: choiceX, Y: r.CY() - choiceH/2, W: seedField, H: choiceH}
}

// randomRect is the "New random seed" button beside the field.
func randomRect(n int) ui.Rect {
	f := seedRect(n)
	return ui.Rect{X: f.Right() + 12, Y: f.Y, W: left + width - 16 - f.Right() - 12, H: choiceH}
}

var (
	backRect  = ui.Rect{X: left, Y: bottomY, W: 240, H: bottomH}
	startRect = ui.Rect{X: left + width - 480, Y: bottomY, W: 480, H: bottomH}
)

// hitAt is what lies at design point (x, y).
func (s *Scene) hitAt(x, y float64) hit {
	for i := range s.years {
		if yearRect(i, len(s.years)).Contains(x, y) {
			return hit{kind: hitYear, i: i}
		}
	}
	for i, o := range s.opts {
		for j := range o.choices {
			if choiceRect(i, j, len(o.choices)).Contains(x, y) {
				return hit{kind: hitChoice, i: i, j: j}
			}
		}
	}
	n := len(s.opts)
	switch {
	case seedRect(n).Contains(x, y):
		return hit{kind: hitSeed}
	case randomRect(n).Contains(x, y):
		return hit{kind: hitRandom}
	case startRect.Contains(x, y):
		return hit{kind: hitStart}
	case backRect.Contains(x, y) && s.back != nil:
		return hit{kind: hitBack}
	}
	return hit{}
}
