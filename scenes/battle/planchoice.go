package battle

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// planTextRect is the foot of the selection, under the cards: the whole
// text of the plan under the cursor, and the odds at its right.
func (f *frame) planTextRect() ui.Rect {
	top := f.planCardRect(15).Bottom() + 10
	return ui.Rect{X: f.choice.X + 12, Y: top, W: f.choice.W - 24, H: f.choice.Bottom() - 10 - top}
}

// choosingPlans reports whether the Battle Plan selection is shown.
func (s *Scene) choosingPlans() bool {
	_, a := s.pending()
	return a != nil && a.Kind == rules.AskBuyPlans && s.cur == nil
}

// planCardRect is where the i-th US plan's card goes on the selection.
// Four rows leave room at the foot for a plan's whole text and the odds of
// the battle beside it (planFootH); a taller canvas gives the cards the
// rest, so more of their text shows whole.
func (f *frame) planCardRect(i int) ui.Rect {
	const cols, gap = 4, 10.0
	w := (f.choice.W - 24 - gap*(cols-1)) / cols
	h := max(122, (f.choice.H-74-10-planFootH-gap*3)/4)
	return ui.Rect{X: f.choice.X + 12 + float64(i%cols)*(w+gap), Y: f.choice.Y + 74 + float64(i/cols)*(h+gap), W: w, H: h}
}

// planFootH is the least room under the cards: the tallest odds panel
// (oddsview.Height, at Hawaii with the US wiped out possible) and a margin.
const planFootH = 230.0

// usPlans lists the US Battle Plans in rulebook order.
func usPlans() []rules.PlanInfo {
	p, err := rules.LoadPlans()
	if err != nil {
		return nil
	}
	return p.US
}

// planAt is the US plan whose card is under (x, y), or "".
func (s *Scene) planAt(x, y float64) string {
	for i, pl := range usPlans() {
		if s.fr.planCardRect(i).Contains(x, y) {
			return pl.Name
		}
	}
	return ""
}

// Type of a plan card's text on the selection: the summary in bold, the
// rule text plain, each line lead apart. Lines wrapped at another size run
// out of the card.
const cardSize, cardLead = ui.SizeSmall, 14.0

// cardMore is the card's last line when its rule text does not fit whole:
// the whole text shows in the foot of the selection on hover.
const cardMore = "Point at the card to read all of it."

// cardSummary sets out a plan card's summary, wrapped whole to the card
// (one line cut with "…" left ASW's and Artillery's unread), with the top of
// each line and the top of the rule text under it.
func cardSummary(v ui.View, cr ui.Rect, pl rules.PlanInfo) (lines []string, ys []float64, next float64) {
	y := cr.Y + 29
	for _, l := range ui.Wrap(pl.Summary, v.Face(cardSize, true), (cr.W-16)*v.Scale) {
		lines, ys = append(lines, l), append(ys, y)
		y += cardLead
	}
	return lines, ys, y + 4
}

// choiceCardText sets out a plan card's rule text on the selection: its
// lines with the top of each, and the tag ("SELECTED", "too costly" or "").
// The tag goes in the title's row when both fit there, else on a line of
// its own at the card's foot, so the two never meet. A text too long for
// the card shows its first sentences whole and then cardMore, never a line
// cut short.
func choiceCardText(v ui.View, cr ui.Rect, pl rules.PlanInfo, tag string) (lines []string, ys []float64, tagR ui.Rect) {
	bottom := cr.Bottom() - 6
	if tag != "" {
		ts := tagSize + 1.0
		if tag != "SELECTED" {
			ts = tagSize + 0.5
		}
		tw := v.TextWidth(tag, ts, true)
		title := v.TextWidth(pl.Name, ui.SizeHeading, true)
		if 8+title+10+tw <= cr.W-36 {
			tagR = ui.Rect{X: cr.Right() - 36 - tw, Y: cr.Y + 9, W: tw, H: ts * 1.3}
		} else {
			tagR = ui.Rect{X: cr.X + 8, Y: cr.Bottom() - 6 - ts*1.3, W: tw, H: ts * 1.3}
			if tag != "SELECTED" {
				tagR.X = cr.Right() - 8 - tw
			}
			bottom = tagR.Y - 2
		}
	}
	_, _, y := cardSummary(v, cr, pl)
	room := int((bottom - y) / cardLead)
	face, width := v.Face(cardSize, false), (cr.W-16)*v.Scale
	text := ui.Wrap(pl.Text, face, width)
	if len(text) > room {
		// The most whole sentences that leave a line for cardMore.
		text = nil
		sentences := strings.SplitAfter(pl.Text, ". ")
		for n := len(sentences) - 1; n > 0; n-- {
			if w := ui.Wrap(strings.TrimSpace(strings.Join(sentences[:n], "")), face, width); len(w) < room {
				text = w
				break
			}
		}
		if room > 0 {
			text = append(text, cardMore)
		}
	}
	for _, l := range text {
		lines, ys = append(lines, l), append(ys, y)
		y += cardLead
	}
	return lines, ys, tagR
}

// drawPlanChoice is the Battle Plan selection: every US plan with its cost
// and text, the points left and the Supply Points spent.
func (s *Scene) drawPlanChoice(dst *ebiten.Image, v ui.View) {
	r := s.fr.choice
	v.FillRect(dst, ui.Rect{X: r.X + 5, Y: r.Y + 6, W: r.W, H: r.H}, ui.Shadow)
	// Opaque: the sheet's counters showed through, faint, where no card
	// covers them (under the odds).
	v.FillRect(dst, r, color.RGBA{0x10, 0x22, 0x40, 0xff})
	v.StrokeRect(dst, r, 2, ui.Gold)
	b := s.g.Battle
	if b == nil {
		return
	}
	v.Text(dst, "SELECT US BATTLE PLANS", ui.SizeSubtitle, true, ui.Gold, r.X+14, r.Y+10, ui.Left)
	v.Text(dst, "3 free Battle Plan Points, +3 for each Supply Point spent. Each plan is used once in this battle.", ui.SizeBody, false, ui.Pale, r.X+14, r.Y+38, ui.Left)
	// The points, like counters on a track.
	pts := ui.Rect{X: r.Right() - 330, Y: r.Y + 10, W: 150, H: 52}
	v.FillRect(dst, pts, ui.Cream)
	v.Text(dst, fmt.Sprint(b.USPoints), ui.SizeTitle, true, ui.Ink, pts.X+28, pts.Y+10, ui.Center)
	v.Text(dst, "points left", ui.SizeBody, true, ui.Ink, pts.X+52, pts.Y+10, ui.Left)
	v.Text(dst, "to spend", ui.SizeSmall, false, ui.Ink, pts.X+52, pts.Y+27, ui.Left)
	sp := ui.Rect{X: r.Right() - 172, Y: r.Y + 10, W: 160, H: 52}
	v.FillRect(dst, sp, ui.Cream)
	v.Text(dst, fmt.Sprint(b.SupplySpent), ui.SizeTitle, true, ui.Ink, sp.X+26, sp.Y+10, ui.Center)
	v.Text(dst, "Supply spent", ui.SizeBody, true, ui.Ink, sp.X+48, sp.Y+10, ui.Left)
	v.Text(dst, fmt.Sprintf("%d left", s.g.SupplyPoints), ui.SizeSmall, false, ui.Ink, sp.X+48, sp.Y+27, ui.Left)
	opts := map[string]bool{}
	for _, o := range s.g.Pending().Options {
		if o.Kind == rules.DoBuyPlan && len(o.Plans) == 1 {
			opts[o.Plans[0]] = true
		}
	}
	for i, pl := range usPlans() {
		cr := s.fr.planCardRect(i)
		held := slices.Contains(b.USPlans, rules.USPlanNamed(pl.Name)) || slices.Contains(b.USUsed, rules.USPlanNamed(pl.Name))
		bg := ui.USBlue
		if !opts[pl.Name] && !held {
			bg = color.RGBA{0x2a, 0x3a, 0x58, 0xff}
		}
		v.FillRect(dst, cr, bg)
		border, bw := ui.USBlueDk, 1.5
		if held {
			border, bw = ui.Lit, 3.5
		} else if pl.Name == s.hoverPl {
			border, bw = ui.White, 2
		}
		v.StrokeRect(dst, cr, bw, border)
		// Cost in a square, as printed on the counter.
		c := ui.Rect{X: cr.Right() - 30, Y: cr.Y + 6, W: 24, H: 24}
		v.FillRect(dst, c, ui.Cream)
		v.Text(dst, fmt.Sprint(pl.Cost), ui.SizeLarge, true, ui.Ink, c.CX(), c.Y+2, ui.Center)
		v.Text(dst, v.FitText(pl.Name, ui.SizeHeading, true, cr.W-46), ui.SizeHeading, true, ui.White, cr.X+8, cr.Y+7, ui.Left)
		sum, sumY, _ := cardSummary(v, cr, pl)
		for j, l := range sum {
			v.Text(dst, l, cardSize, true, ui.Gold, cr.X+8, sumY[j], ui.Left)
		}
		tag := ""
		switch {
		case held:
			tag = "SELECTED"
		case !opts[pl.Name]:
			tag = "too costly"
		}
		// The rule text, as much as the card holds whole; all of it shows
		// below on hover.
		lines, ys, tagR := choiceCardText(v, cr, pl, tag)
		for j, l := range lines {
			col := ui.Cream
			if l == cardMore {
				col = ui.Muted
			}
			v.Text(dst, l, cardSize, false, col, cr.X+8, ys[j], ui.Left)
		}
		switch tag {
		case "SELECTED":
			v.Text(dst, tag, tagSize+1, true, ui.Lit, tagR.X, tagR.Y, ui.Left)
		case "too costly":
			v.Text(dst, tag, tagSize+0.5, true, ui.Muted, tagR.X, tagR.Y, ui.Left)
		}
	}
	// The whole text of the plan under the cursor, the odds beside it.
	dr := s.fr.planTextRect()
	if o, ok := s.oddsShown(); ok {
		dr.W = o.X - 10 - dr.X
	}
	v.FillRect(dst, dr, color.RGBA{0x0b, 0x1a, 0x30, 0xff})
	v.StrokeRect(dst, dr, 1, ui.PanelLine)
	name := s.hoverPl
	if name == "" {
		v.Paragraph(dst, "Hover over a plan to read all of it; click to select it. The buttons on the right spend Supply Points and finish.", ui.SizeBody, false, ui.Muted, dr.X+10, dr.Y+10, dr.W-20)
		return
	}
	if pl := planInfo(rules.US, name); pl != nil {
		y := v.Paragraph(dst, fmt.Sprintf("%s (%d): %s", pl.Name, pl.Cost, pl.Summary), ui.SizeLead, true, ui.Gold, dr.X+10, dr.Y+8, dr.W-20)
		v.Paragraph(dst, pl.Text, ui.SizeBody, false, ui.Pale, dr.X+10, y+2, dr.W-20)
	}
}
