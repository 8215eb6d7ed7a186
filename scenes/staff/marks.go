package staff

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/expert"
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// Marks are what a choice shows on the board, from the decision's typed
// fields: the Forces (or Battle Sheet units) it names, the map areas they
// stand in, the map area it sends them to or names, the Battle Sheet area
// and the US Battle Plan.
type Marks struct {
	Forces []string
	From   []string // map areas, each once
	To     string   // a map area
	Zone   string   // a Battle Sheet area
	Plan   string
}

// MarksOfChoice is what a choice of the staff's shows on the board of g:
// what the staff says to mark (Show), and what its decision names where
// Show leaves a part out.
func MarksOfChoice(g *rules.Game, c expert.Choice) Marks {
	m := MarksOf(g, c.Decision)
	if len(c.Show.Units) > 0 {
		m.Forces = c.Show.Units
	}
	if len(c.Show.From) > 0 {
		m.From = c.Show.From
	}
	if len(c.Show.To) > 0 {
		m.To = c.Show.To[0]
	}
	if c.Show.Plan != "" {
		m.Plan = c.Show.Plan
	}
	return m
}

// MarksOf is what decision d shows on the board of g.
func MarksOf(g *rules.Game, d rules.Decision) Marks {
	m := Marks{Zone: d.Zone}
	ids := d.Forces
	if d.Force != "" && d.Force != rules.AirfieldTarget {
		ids = append([]string{d.Force}, ids...)
	}
	m.Forces = ids
	for _, id := range ids {
		f := g.Force(id)
		if f == nil || f.Where != rules.OnMap || f.Area == "" {
			continue
		}
		seen := false
		for _, a := range m.From {
			seen = seen || a == f.Area
		}
		if !seen {
			m.From = append(m.From, f.Area)
		}
	}
	switch d.Kind {
	case rules.DoMove, rules.DoScout, rules.DoChooseBattle, rules.DoOrdersArea:
		m.To = d.Area
	case rules.DoBuyPlan, rules.DoUsePlan:
		if len(d.Plans) > 0 {
			m.Plan = d.Plans[0]
		}
	}
	return m
}

// Has reports whether the marks name Force (or unit) id.
func (m Marks) Has(id string) bool {
	for _, f := range m.Forces {
		if f == id {
			return true
		}
	}
	return false
}

// Mark is the colour of the staff's marks on the boards.
var Mark color.Color = ui.Lit

// Ring rings a stack or counter at r.
func Ring(dst *ebiten.Image, v ui.View, r ui.Rect) {
	v.StrokeRect(dst, r.Inset(-5), 3, ui.Shadow)
	v.StrokeRect(dst, r.Inset(-4), 2.5, Mark)
}

// Arrow draws the staff's arrow from (x0, y0) to (x1, y1), its head at the
// end, stopping short of both ends by gap so that it points at the stacks
// rather than covering them.
func Arrow(dst *ebiten.Image, v ui.View, x0, y0, x1, y1, gap float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l < 2*gap+8 {
		return
	}
	ux, uy := dx/l, dy/l
	x0, y0 = x0+ux*gap, y0+uy*gap
	x1, y1 = x1-ux*gap, y1-uy*gap
	const head = 14.0
	hx, hy := x1-ux*head, y1-uy*head
	px, py := -uy*head*0.55, ux*head*0.55
	for _, pass := range []struct {
		w float64
		c color.Color
	}{{6, ui.Shadow}, {3.5, Mark}} {
		v.Line(dst, x0, y0, hx, hy, pass.w, pass.c)
		v.Line(dst, x1, y1, hx+px, hy+py, pass.w, pass.c)
		v.Line(dst, x1, y1, hx-px, hy-py, pass.w, pass.c)
	}
	v.Ring(dst, x1, y1, 10, 2.5, Mark)
}
