package battle

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// drawSummary shows how the battle ended: the losses of both sides and who
// holds the Island.
func (s *Scene) drawSummary(dst *ebiten.Image, v ui.View) {
	r := s.fr.summary
	v.Over(ui.Rect{X: r.X, Y: r.Y, W: r.W + 6, H: r.H + 8})
	v.FillRect(dst, ui.Rect{X: r.X + 6, Y: r.Y + 8, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, ui.Card)
	v.StrokeRect(dst, r, 2.5, ui.Gold)
	e := s.ended
	v.Text(dst, "THE BATTLE FOR "+strings.ToUpper(e.Area)+" IS OVER", ui.SizeSubtitle, true, ui.Gold, r.CX(), r.Y+16, ui.Center)
	first := fmt.Sprintf("The battle in %s is over after %d Battle %s.", e.Area, e.BattleTurn, ui.Plural(e.BattleTurn, "Turn", "Turns"))
	holder := ashoreLine(e.Ashore)
	v.Text(dst, v.FitText(first, ui.SizeLead, false, r.W-40), ui.SizeLead, false, ui.Pale, r.CX(), r.Y+50, ui.Center)
	y := r.Y + 84
	for _, side := range []rules.Side{rules.US, rules.Japan} {
		title, clr := "US LOSSES", usText
		if side == rules.Japan {
			title, clr = "JAPANESE LOSSES", jpText
		}
		v.Text(dst, title, ui.SizeHeading, true, clr, r.X+24, y, ui.Left)
		var lost []*rules.Unit
		if s.sh.b != nil {
			for i := range s.sh.b.Units {
				if u := &s.sh.b.Units[i]; u.Side() == side && u.Lost() {
					lost = append(lost, u)
				}
			}
		}
		y += 24
		if len(lost) == 0 {
			v.Text(dst, "None.", ui.SizeLead, false, ui.Pale, r.X+24, y, ui.Left)
			y += 40
			continue
		}
		const cs, gap = 48.0, 6.0
		perRow := int((r.W - 48) / (cs + gap))
		for i, u := range lost {
			x := r.X + 24 + float64(i%perRow)*(cs+gap)
			yy := y + float64(i/perRow)*(cs+gap)
			if ct := counterOf(s.g, u); ct != nil {
				s.counters.Draw(dst, v, x, yy, cs, s.g.Year, ct, true)
			}
		}
		rows := (len(lost) + perRow - 1) / perRow
		y += float64(rows) * (cs + gap)
		names := make([]string, len(lost))
		for i, u := range lost {
			names[i] = unitName(s.g, u)
		}
		y = v.Paragraph(dst, strings.Join(names, ", ")+".", ui.SizeBody, false, ui.Pale, r.X+24, y+2, r.W-48) + 12
	}
	hr := ui.Rect{X: r.X + 24, Y: r.Bottom() - 64, W: r.W - 48, H: 44}
	v.FillRect(dst, hr, ui.Cream)
	v.Text(dst, v.FitText(holder, ui.SizeLarge, true, hr.W-20), ui.SizeLarge, true, ui.Ink, hr.CX(), hr.Y+12, ui.Center)
	if s.g.Over {
		v.Text(dst, v.FitText(s.g.EndReason, ui.SizeBody, true, r.W-40), ui.SizeBody, true, ui.Refused, r.CX(), hr.Y-22, ui.Center)
	}
}

// ashoreLine says who holds the Island once the battle is over.
func ashoreLine(a rules.Ashore) string {
	switch a {
	case rules.AshoreBoth:
		return "Both sides still have Forces Ashore"
	case rules.AshoreUS:
		return "The US holds the Island"
	case rules.AshoreJapan:
		return "Japan holds the Island"
	}
	return "No one is Ashore"
}
