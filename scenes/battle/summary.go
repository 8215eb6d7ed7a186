package battle

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// summaryRect is the end-of-battle summary, over the sheet.
var summaryRect = ui.Rect{X: 318, Y: 200, W: 720, H: 460}

// drawSummary shows how the battle ended: the losses of both sides and who
// holds the Island.
func (s *Scene) drawSummary(dst *ebiten.Image, v ui.View) {
	r := summaryRect
	v.FillRect(dst, ui.Rect{X: r.X + 6, Y: r.Y + 8, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, color.RGBA{0x0e, 0x20, 0x3c, 0xf8})
	v.StrokeRect(dst, r, 2.5, ui.Gold)
	e := s.ended
	v.Text(dst, "THE BATTLE FOR "+strings.ToUpper(e.Area)+" IS OVER", 22, true, ui.Gold, r.CX(), r.Y+16, ui.Center)
	first := fmt.Sprintf("The battle in %s is over after %d Battle %s.", e.Area, e.BattleTurn, plural(e.BattleTurn, "Turn", "Turns"))
	holder := ashoreLine(e.Ashore)
	v.Text(dst, v.FitText(first, 14, false, r.W-40), 14, false, ui.Pale, r.CX(), r.Y+50, ui.Center)
	y := r.Y + 84
	for _, side := range []rules.Side{rules.US, rules.Japan} {
		title, clr := "US LOSSES", usText
		if side == rules.Japan {
			title, clr = "JAPANESE LOSSES", jpText
		}
		v.Text(dst, title, 15, true, clr, r.X+24, y, ui.Left)
		var lost []*rules.Unit
		if s.sh.b != nil {
			for i := range s.sh.b.Units {
				if u := &s.sh.b.Units[i]; u.Side == side && u.Lost {
					lost = append(lost, u)
				}
			}
		}
		y += 24
		if len(lost) == 0 {
			v.Text(dst, "None.", 13.5, false, ui.Pale, r.X+24, y, ui.Left)
			y += 40
			continue
		}
		const cs, gap = 48.0, 6.0
		perRow := int((r.W - 48) / (cs + gap))
		for i, u := range lost {
			x := r.X + 24 + float64(i%perRow)*(cs+gap)
			yy := y + float64(i/perRow)*(cs+gap)
			if ct := counterOf(s.g, u); ct != nil {
				ui.DrawCounter(dst, v, x, yy, cs, s.g.Year, ct, true)
			}
		}
		rows := (len(lost) + perRow - 1) / perRow
		y += float64(rows) * (cs + gap)
		names := make([]string, len(lost))
		for i, u := range lost {
			names[i] = unitName(s.g, u)
		}
		y = v.Paragraph(dst, strings.Join(names, ", ")+".", 12.5, false, ui.Pale, r.X+24, y+2, r.W-48) + 12
	}
	hr := ui.Rect{X: r.X + 24, Y: r.Bottom() - 64, W: r.W - 48, H: 44}
	v.FillRect(dst, hr, ui.Cream)
	v.Text(dst, v.FitText(holder, 17, true, hr.W-20), 17, true, ui.Ink, hr.CX(), hr.Y+12, ui.Center)
	if s.g.Over {
		v.Text(dst, v.FitText(s.g.EndReason, 13, true, r.W-40), 13, true, color.RGBA{0xff, 0x9a, 0x8a, 0xff}, r.CX(), hr.Y-22, ui.Center)
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

// plural is one or many, by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
