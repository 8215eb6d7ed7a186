package campaign

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// areaLines words the engine's report on an area (rules.Game.Explain) for the
// panel shown while the cursor rests on the area's marker: Objective and
// Airfield, who Holds it and which conditions fail, In-Supply and by which
// path, the Forces there, and what each Japanese Orders roll would do.
func areaLines(g *rules.Game, r rules.AreaReport) (title string, lines []string) {
	title = r.Area
	var facts []string
	if r.Objective {
		facts = append(facts, "Objective")
	}
	switch {
	case r.Airfield == rules.Unlimited:
		facts = append(facts, "Airfield: unlimited")
	case r.Airfield > 0:
		facts = append(facts, fmt.Sprintf("Airfield %d", r.Airfield))
	default:
		facts = append(facts, "no Airfield")
	}
	lines = append(lines, strings.Join(facts, " · "))
	if r.Holds {
		lines = append(lines, "Held by the US: US Infantry or aircraft Ashore, no Japanese Ashore, In-Supply.")
	} else {
		var why []string
		if !r.USAshore {
			why = append(why, "no US Infantry or Land-Based Aircraft Ashore")
		}
		if !r.NoJapaneseAshore {
			why = append(why, "Japanese Infantry or Land-Based Aircraft Ashore")
		}
		if !r.InSupply {
			why = append(why, "not In-Supply")
		}
		lines = append(lines, "Not Held by the US: "+strings.Join(why, "; ")+".")
	}
	if r.InSupply {
		lines = append(lines, "In-Supply: "+strings.Join(r.SupplyPath, " → ")+".")
	} else {
		lines = append(lines, "Out of supply: no unbroken path of US-Held areas from the West Coast.")
	}
	lines = append(lines, "US: "+forcesLine(g, r.US)+".", "Japan: "+forcesLine(g, r.Japan)+".")
	if len(r.Orders) > 0 {
		lines = append(lines, "Japanese Orders from here, as the board stands:")
		for _, o := range r.Orders {
			what := o.Row // "5-6 East": the die and the Order
			switch {
			case len(o.To) == 1:
				what += " → " + o.To[0]
			case len(o.To) > 1:
				what += " → a die picks " + strings.Join(o.To, " or ")
			case o.Hold != "":
				what += ": Hold instead (" + o.Hold + ")"
			}
			lines = append(lines, "  "+what)
		}
	}
	return title, lines
}

// forcesLine names a side's Forces in an area, or says there are none.
func forcesLine(g *rules.Game, ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.Name(id)
	}
	return strings.Join(names, ", ")
}

// AreaPoint is where an area's marker is on the map, in design units: where
// a scripted player rests the cursor to have the area explained.
func (s *Scene) AreaPoint(area string) (x, y float64) { return s.markerAt(area) }

// areaPanelW is the width of the area panel, in design units.
const areaPanelW = 340.0

// drawAreaPanel explains the area whose marker the cursor rests on, beside
// it, while no animation plays and no move is being aimed (the status line
// and the odds speak for the move then).
func (s *Scene) drawAreaPanel(dst *ebiten.Image, v ui.View) {
	if s.hover.kind != hitArea || s.anim.busy() || s.sel.Len() > 0 {
		return
	}
	title, lines := areaLines(s.g, s.g.Explain(s.hover.area))
	face := v.Face(ui.SizeSmall, false)
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, ui.Wrap(l, face, (areaPanelW-20)*v.Scale)...)
	}
	const lead = ui.SizeSmall * 1.3
	h := 10 + ui.SizeHeading*1.6 + float64(len(wrapped))*lead + 8
	x, y := s.markerAt(s.hover.area)
	r := ui.Rect{X: x + 24, Y: y - h/2, W: areaPanelW, H: h}
	if r.Right() > mapRect.Right()-8 {
		r.X = x - 24 - areaPanelW
	}
	r.Y = min(max(r.Y, mapRect.Y+8), mapRect.Bottom()-h-8)
	in := ui.DrawPopup(dst, v, r, title)
	for i, l := range wrapped {
		v.Text(dst, l, ui.SizeSmall, false, ui.Pale, in.X, in.Y+float64(i)*lead, ui.Left)
	}
	s.over(r)
}
