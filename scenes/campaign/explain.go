package campaign

import (
	"fmt"
	"image/color"
	"math"
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
func (s *Scene) AreaPoint(area string) (x, y float64) { return s.markerOnScreen(area) }

// areaPanelW is the width of the area panel, in design units.
const areaPanelW = 340.0

// drawAreaPanel explains the area whose marker the cursor rests on, beside
// it, while no animation plays and no move is being aimed (the status line
// and the odds speak for the move then).
func (s *Scene) drawAreaPanel(dst *ebiten.Image, v ui.View) {
	if s.cursor.hover.kind != spotArea || s.anim.busy() || s.sel.Len() > 0 {
		return
	}
	title, lines := areaLines(s.g, s.g.Explain(s.cursor.hover.area))
	face := v.Face(ui.SizeSmall, false)
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, ui.Wrap(l, face, (areaPanelW-20)*v.Scale)...)
	}
	const lead = ui.SizeSmall * 1.3
	h := 10 + ui.SizeHeading*1.6 + float64(len(wrapped))*lead + 8
	x, y := s.markerOnScreen(s.cursor.hover.area)
	gap := 24 * s.cam.Z()
	r := ui.Rect{X: x + gap, Y: y - h/2, W: areaPanelW, H: h}
	if r.Right() > s.lay.mapArea.Right()-8 {
		r.X = x - gap - areaPanelW
	}
	r.Y = min(max(r.Y, s.lay.mapArea.Y+8), s.lay.mapArea.Bottom()-h-8)
	in := ui.DrawPopup(dst, v, r, title)
	for i, l := range wrapped {
		v.Text(dst, l, ui.SizeSmall, false, ui.Pale, in.X, in.Y+float64(i)*lead, ui.Left)
	}
	s.layers.over(r)
}

// supplyGreen draws the supply network.
var supplyGreen = color.RGBA{0x5c, 0xe0, 0x6a, 0xe0}

// drawNetwork shows on the board (mv, the map's view), while N is on, the
// supply network as the engine traces it (each In-Supply area's path from
// the West Coast, rules.Game.Explain) and the Objectives Held, ringed in
// gold; areas out of supply with US Infantry or aircraft Ashore are ringed in
// red.
func (s *Scene) drawNetwork(clip *ebiten.Image, mv ui.View) {
	if !s.network {
		return
	}
	held := map[string]bool{}
	for _, o := range s.g.HeldObjectives() {
		held[o] = true
	}
	drawn := map[[2]string]bool{}
	for _, a := range s.g.Data().Map.Areas {
		r := s.g.Explain(a.Name)
		for i := 1; i < len(r.SupplyPath); i++ {
			e := [2]string{r.SupplyPath[i-1], r.SupplyPath[i]}
			if drawn[e] {
				continue
			}
			drawn[e] = true
			x0, y0 := s.markerAt(e[0])
			x1, y1 := s.markerAt(e[1])
			x0, y0, x1, y1 = betweenMarkers(x0, y0, x1, y1)
			mv.Line(clip, x0, y0, x1, y1, 4, supplyGreen)
		}
		x, y := s.markerAt(a.Name)
		switch {
		case held[a.Name]:
			mv.Ring(clip, x, y, 17, 3.5, ui.Gold)
		case r.USAshore && !r.InSupply:
			mv.Ring(clip, x, y, 17, 3.5, ui.Slash)
		}
	}
}

// markerEdge is how far from an area's centre its marker reaches (radius 14
// and its edge).
const markerEdge = 15.5

// betweenMarkers cuts the line between two areas' centres to the stretch
// between their markers, so a path drawn over the map leaves their Airfield
// values readable.
func betweenMarkers(x0, y0, x1, y1 float64) (float64, float64, float64, float64) {
	d := math.Hypot(x1-x0, y1-y0)
	if d <= 2*markerEdge {
		return x0, y0, x0, y0
	}
	ux, uy := (x1-x0)/d*markerEdge, (y1-y0)/d*markerEdge
	return x0 + ux, y0 + uy, x1 - ux, y1 - uy
}

// drawNetworkKey is the supply network's key, on a dark strip at the top of
// the open ocean.
func (s *Scene) drawNetworkKey(dst *ebiten.Image, v ui.View) {
	if !s.network {
		return
	}
	strip, key := s.networkKey(v)
	v.FillRect(dst, strip, ui.Dim)
	v.Text(dst, key, ui.SizeSmall, true, ui.White, strip.X+8, strip.Y+3, ui.Left)
}

// networkKey is where the supply network's key is drawn, and its text.
func (s *Scene) networkKey(v ui.View) (ui.Rect, string) {
	key := fmt.Sprintf("Supply (N): green paths · gold, %d Objectives Held · red, out of supply", len(s.g.HeldObjectives()))
	w := v.TextWidth(key, ui.SizeSmall, true) + 16
	return ui.Rect{X: min(s.lay.sheets[sheetJapanese].Right()+8, s.lay.mapArea.Right()-8-w), Y: s.lay.mapArea.Y + 4, W: w, H: ui.SizeSmall * 1.6}, key
}

// ShowSupplyNetwork turns the supply network on or off, as N does.
func (s *Scene) ShowSupplyNetwork(on bool) { s.network = on }
