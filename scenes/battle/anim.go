package battle

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// progress is how far the current event has played, 0 to 1.
func (s *Scene) progress() float64 {
	if s.cur == nil || s.dur == 0 {
		return 1
	}
	return min(1, s.t/s.dur)
}

// zoneBand returns the band of a Battle Sheet area by name.
func (f *frame) zoneBand(name string) (zoneInfo, bool) {
	for _, z := range f.zones {
		if z.name == name {
			return z, true
		}
	}
	return zoneInfo{}, false
}

// drawEvent animates the event playing now: an attack with its die, a Hit
// landing, a Japanese aircraft group's movement roll, a plan drawn.
func (s *Scene) drawEvent(dst *ebiten.Image, v ui.View) {
	if s.cur == nil {
		return
	}
	e := *s.cur
	switch e.Kind {
	case rules.EvAttack:
		s.drawAttack(dst, v, e)
	case rules.EvHit:
		s.drawHit(dst, v, e)
	case rules.EvAircraftMove:
		if len(e.Dice) > 0 {
			s.drawMovementRoll(dst, v, e)
		}
	case rules.EvBattleTurns:
		if len(e.Dice) > 0 {
			s.drawDie(dst, v, s.fr.track.X+s.fr.track.W-50, s.fr.track.Bottom()+4, e.Dice[0], "Battle Turns")
		}
	}
}

// drawPlaying tells the event playing in the question panel, where the next
// question will be asked, in r's room from y down (rather than in a banner
// over the sheet, which hid the Japanese Ocean's counters as they moved), and
// returns the y below it.
func (s *Scene) drawPlaying(dst *ebiten.Image, v ui.View, r ui.Rect, y, bottom float64, e rules.Event) float64 {
	const size, lead = ui.SizeLead, 19.0
	lines := ui.Wrap(e.Text, v.Face(size, true), (r.W-38)*v.Scale)
	if maxL := max(1, int((bottom-y-16)/lead)); len(lines) > maxL {
		lines[maxL-1] = v.FitText(strings.Join(lines[maxL-1:], " "), size, true, r.W-38)
		lines = lines[:maxL]
	}
	card := ui.Rect{X: r.X + 10, Y: y, W: r.W - 20, H: 14 + float64(len(lines))*lead}
	side := ui.Gold
	switch e.Side {
	case rules.US:
		side = usText
	case rules.Japan:
		side = jpText
	}
	v.FillRect(dst, card, ui.Card)
	v.FillRect(dst, ui.Rect{X: card.X, Y: card.Y, W: 4, H: card.H}, side)
	ty := card.Y + 7
	for _, l := range lines {
		v.Text(dst, l, size, true, ui.Cream, card.X+14, ty, ui.Left)
		ty += lead
	}
	return card.Bottom()
}

// drawDie draws the ten-sided die at (x, y) showing n, tumbling for the first
// part of the event.
func (s *Scene) drawDie(dst *ebiten.Image, v ui.View, x, y float64, n int, what string) {
	const r = 26.0
	shown := n
	if s.progress() < 0.35 {
		shown = 1 + (s.tick*7+int(s.t)*3)%10
	}
	v.Circle(dst, x+2, y+3, r, ui.Shadow)
	v.Circle(dst, x, y, r, ui.White)
	v.Ring(dst, x, y, r, 2.5, ui.Ink)
	v.Text(dst, fmt.Sprint(shown), ui.SizeTitle, true, ui.Ink, x, y-16, ui.Center)
	if what != "" {
		w := v.TextWidth(what, ui.SizeSmall, true) + 10
		v.FillRect(dst, ui.Rect{X: x - w/2, Y: y + r + 3, W: w, H: 17}, ui.Ink)
		v.Text(dst, what, ui.SizeSmall, true, ui.Gold, x, y+r+4.5, ui.Center)
	}
}

// drawAttack shows one attack roll: the Force, what it needs with the plans'
// modifiers, the die and the Hits.
func (s *Scene) drawAttack(dst *ebiten.Image, v ui.View, e rules.Event) {
	var att *rules.Unit
	if len(e.Forces) > 0 {
		att = s.sh.unit(e.Forces[0])
		if p, ok := s.lay.find(e.Forces[0]); ok {
			v.StrokeRect(dst, p.r.Inset(-4), 4, ui.Gold)
		}
	}
	r := s.attackCardRect(e)
	border := usText
	if e.Side == rules.Japan {
		border = jpText
	}
	v.FillRect(dst, ui.Rect{X: r.X + 5, Y: r.Y + 6, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, ui.Card)
	v.StrokeRect(dst, r, 2.5, border)
	x := r.X + 14
	if att != nil {
		if ct := counterOf(s.g, att); ct != nil {
			s.counters.Draw(dst, v, x, r.Y+16, 84, s.g.Year, ct, att.Damaged() && e.Result != rules.HitDestroyed)
		}
	}
	tx := x + 100
	tw := r.Right() - 90 - tx
	side := "US"
	if e.Side == rules.Japan {
		side = "JAPANESE"
	}
	v.Text(dst, side+" ATTACK · "+strings.ToUpper(zoneName(e.Zone)), ui.SizeSmall, true, border, tx, r.Y+12, ui.Left)
	name := ""
	if att != nil {
		name = unitName(s.g, att)
	}
	v.Text(dst, v.FitText(name, ui.SizeLarge, true, tw), ui.SizeLarge, true, ui.Cream, tx, r.Y+30, ui.Left)
	what := s.attackWhat(e)
	v.Text(dst, v.FitText(what, ui.SizeLead, false, tw), ui.SizeLead, false, ui.Pale, tx, r.Y+54, ui.Left)
	need := "needs " + e.Row + " or less"
	if strings.Contains(e.Row, "[") {
		need = "needs " + strings.ReplaceAll(strings.ReplaceAll(e.Row, "[", " or less (2 Hits at "), "]", " or less)")
	}
	v.Text(dst, v.FitText(need, ui.SizeHeading, true, tw), ui.SizeHeading, true, ui.Gold, tx, r.Y+76, ui.Left)
	my := r.Y + 100
	for _, m := range e.Modifiers {
		// An attack's modifier names its value ("Attack Plan (+1)"), as
		// the battle log writes it: the value again before it read "+1
		// Attack Plan (+1)".
		v.Text(dst, v.FitText("with "+m.Reason, ui.SizeBody, false, tw), ui.SizeBody, false, ui.Pale, tx, my, ui.Left)
		my += 16
		if my > r.Bottom()-40 {
			break
		}
	}
	die := 0
	if len(e.Dice) > 0 {
		die = e.Dice[0]
	}
	s.drawDie(dst, v, r.Right()-48, r.Y+56, die, "d10")
	if s.progress() >= 0.35 {
		res, clr := "MISS", ui.Muted
		if e.Hits == 1 {
			res, clr = "1 HIT", ui.Lit
		} else if e.Hits > 1 {
			res, clr = fmt.Sprintf("%d HITS", e.Hits), ui.Lit
		}
		v.Text(dst, res, ui.SizeTitle, true, clr, r.Right()-16, r.Bottom()-38, ui.Right)
		if e.Hits > 0 {
			v.Text(dst, "on the "+defenders(e.Side)+" in the "+zoneName(e.Zone), ui.SizeBody, false, ui.Pale, tx, r.Bottom()-24, ui.Left)
		}
	}
}

// attackCardRect is where an attack's card goes: at the top or the foot of
// the sheet, whichever stands off the zone attacked and the attacker, so the
// card never hides the Forces the roll is about (centred on the zone, it
// covered the attacker's gold ring and its targets).
func (s *Scene) attackCardRect(e rules.Event) ui.Rect {
	const w, h = 560.0, 180.0
	x := s.fr.sheet.X + 200
	top := ui.Rect{X: x, Y: s.fr.sheet.Y + 8, W: w, H: h}
	foot := ui.Rect{X: x, Y: s.fr.sheet.Bottom() - h - 8, W: w, H: h}
	var busy []ui.Rect
	if z, ok := s.fr.zoneBand(e.Zone); ok {
		busy = append(busy, ui.Rect{X: s.fr.sheet.X, Y: z.y, W: s.fr.sheet.W, H: z.h})
	}
	if len(e.Forces) > 0 {
		if p, ok := s.lay.find(e.Forces[0]); ok {
			busy = append(busy, p.r.Inset(-6))
		}
	}
	clear := func(r ui.Rect) float64 {
		c := 0.0
		for _, b := range busy {
			c += overlapArea(r, b)
		}
		return c
	}
	if clear(foot) < clear(top) {
		return foot
	}
	return top
}

// overlapArea is how much of a and b overlap.
func overlapArea(a, b ui.Rect) float64 {
	w := min(a.Right(), b.Right()) - max(a.X, b.X)
	h := min(a.Bottom(), b.Bottom()) - max(a.Y, b.Y)
	if w <= 0 || h <= 0 {
		return 0
	}
	return w * h
}

// attackWhat says what an attack roll is: "Bombs vs Ships 5 against CV
// Akagi".
func (s *Scene) attackWhat(e rules.Event) string {
	what := strings.TrimSpace(e.Attack + " " + e.Row)
	if e.Target != "" {
		what += " against " + unitNameByID(s.g, s.sh.b, e.Target)
	}
	return what
}

func defenders(attacker rules.Side) string {
	if attacker == rules.US {
		return "Japanese"
	}
	return "US"
}

func zoneName(z string) string {
	if z == rules.ZoneCoastal {
		return "Coastal Area"
	}
	return z
}

// hitLabelRect is where the label of a Hit w wide goes: under its target
// (over it at the foot of the screen), centred on it but never past the
// screen's edges, so "DESTROYED" is read whole beside the sheet's edge.
func (f *frame) hitLabelRect(target ui.Rect, w float64) ui.Rect {
	lr := ui.Rect{X: target.CX() - w/2, Y: target.Bottom() + 4, W: w, H: 20}
	if lr.Bottom() > f.canvas.H-4 {
		lr.Y = target.Y - 24
	}
	lr.X = max(4, min(lr.X, f.canvas.W-4-w))
	return lr
}

// drawHit shows where a Hit lands: the Force flipped or Destroyed, or an
// Airfield lost.
func (s *Scene) drawHit(dst *ebiten.Image, v ui.View, e rules.Event) {
	label := "HIT"
	switch e.Result {
	case rules.HitDestroyed:
		label = "DESTROYED"
	case rules.HitDamaged:
		label = "DAMAGED"
	case rules.HitAirfield:
		label = "−1 AIRFIELD"
	case rules.HitStopped:
		label = "STOPPED"
	case rules.HitNoTarget:
		label = "NO TARGET"
	}
	var target ui.Rect
	found := false
	if len(e.Forces) > 0 {
		if p, ok := s.lay.find(e.Forces[0]); ok {
			target, found = p.r, true
		}
	} else if e.Result == rules.HitAirfield {
		for _, gr := range s.lay.groups {
			if gr.airfields && gr.side == e.Side {
				target, found = gr.r, true
			}
		}
	}
	if found {
		pulse := 3 + 3*float64(int(s.t/6)%2)
		v.StrokeRect(dst, target.Inset(-pulse), 4, ui.Slash)
		lr := s.fr.hitLabelRect(target, v.TextWidth(label, ui.SizeLead, true)+12)
		v.FillRect(dst, lr, ui.Slash)
		v.Text(dst, label, ui.SizeLead, true, ui.White, lr.CX(), lr.Y+2, ui.Center)
	}
}

// drawMovementRoll shows a Japanese aircraft group's die against the
// movement numbers printed on the sheet, and where it goes.
func (s *Scene) drawMovementRoll(dst *ebiten.Image, v ui.View, e rules.Event) {
	die := e.Dice[0]
	rolled := s.g.Data().Tables.ZoneFor(die)
	for _, z := range s.fr.zones {
		strip := ui.Rect{X: s.fr.sheet.X, Y: z.y, W: labelW, H: z.h}
		switch {
		case z.name == rolled:
			v.StrokeRect(dst, strip.Inset(2), 4, ui.Lit)
		}
		if s.progress() > 0.5 && z.name == e.Zone {
			v.StrokeRect(dst, s.fr.zoneRect(z).Inset(3), 4, jpText)
		}
	}
	if z, ok := s.fr.zoneBand(rolled); ok {
		s.drawDie(dst, v, s.fr.sheet.X+labelW+36, z.y+z.h/2-10, die, "movement")
	}
	for _, id := range e.Forces {
		if p, ok := s.lay.find(id); ok && s.progress() > 0.5 {
			v.StrokeRect(dst, p.r.Inset(-3), 3, jpText)
		}
	}
}
