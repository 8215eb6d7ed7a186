package logistics

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

var (
	badText = ui.Refused
)

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	s.place()
	screen.Fill(ui.Navy)
	v.Text(screen, "AFTER THE BATTLES", ui.SizeSubtitle, true, ui.Cream, 14, 14, ui.Left)
	v.Text(screen, fmt.Sprintf("%d Campaign · %s", s.g.Year, turnName(s.g, s.turn)), ui.SizeLarge, true, ui.Gold, 290, 17, ui.Left)
	v.Text(screen, "Japan reinforces and repairs, US Ships return to port, supply is checked and the Objectives counted.", ui.SizeBody, false, ui.Muted, v.W-14, 22, ui.Right)
	v.Line(screen, 0, 52, v.W, 52, 2, ui.Gold)
	for i, p := range s.panels {
		v.FillRect(screen, p.r, ui.Panel)
		v.StrokeRect(screen, p.r, 1, ui.PanelLine)
		v.Text(screen, fmt.Sprintf("%d · %s", i+1, p.title), ui.SizeHeading, true, ui.Gold, p.r.X+12, p.r.Y+10, ui.Left)
		if i >= s.shown {
			v.Text(screen, "…", ui.SizeSubtitle, true, ui.Muted, p.r.CX(), p.r.CY()-12, ui.Center)
			continue
		}
		if p.step == rules.StepReinforce {
			s.drawReinforce(screen, v, p)
		} else {
			s.drawEvents(screen, v, p)
		}
	}
	sr := s.summaryRect()
	v.FillRect(screen, sr, ui.Panel)
	v.StrokeRect(screen, sr, 1.5, ui.Gold)
	v.Text(screen, "6 · THE TURN IN SUMMARY", ui.SizeHeading, true, ui.Gold, sr.X+12, sr.Y+10, ui.Left)
	if s.shown > len(s.panels) {
		s.drawSummary(screen, v, sr)
	}
	// The buttons.
	next := ui.Button{Label: "Continue to the map", Key: "Enter", Style: ui.Primary}
	if s.g.Over {
		next.Label = "Continue: the end of the campaign"
	}
	if !s.Settled() {
		next = ui.Button{Label: "Click to show every step", Style: ui.Quiet}
	}
	ui.DrawButton(screen, v, s.continueRect, next, s.hover)
	ui.DrawButton(screen, v, s.rulesRect, ui.Button{Label: "Rules", Key: "F1"}, false)
}

func (s *Scene) summaryRect() ui.Rect {
	last := s.panels[len(s.panels)-1].r
	return ui.Rect{X: last.Right() + 12, Y: last.Y, W: last.W, H: last.H}
}

func turnName(g *rules.Game, turn int) string {
	turns := g.Data().Setup.Turns
	if turn >= 1 && turn <= len(turns) {
		return turns[turn-1]
	}
	return g.TurnName()
}

// drawDie draws a ten-sided die showing n.
func drawDie(dst *ebiten.Image, v ui.View, x, y float64, n int) {
	const r = 30.0
	v.Circle(dst, x+2, y+3, r, ui.Shadow)
	v.Circle(dst, x, y, r, ui.White)
	v.Ring(dst, x, y, r, 2.5, ui.Ink)
	v.Text(dst, fmt.Sprint(n), ui.SizeBanner, true, ui.Ink, x, y-19, ui.Center)
}

// drawReinforce shows the New Japanese Forces roll: the die, each modifier,
// the table row and the Forces arriving in Japan.
func (s *Scene) drawReinforce(dst *ebiten.Image, v ui.View, p panel) {
	r := p.r
	var roll *rules.Event
	for i := range p.evs {
		if p.evs[i].Kind == rules.EvReinforceRoll {
			roll = &p.evs[i]
		}
	}
	if roll == nil {
		s.drawEvents(dst, v, p)
		return
	}
	die := 0
	if len(roll.Dice) > 0 {
		die = roll.Dice[0]
		if s.shown == 1 && s.t < revealTicks/2 {
			die = 1 + (int(s.t)*7)%10
		}
	}
	drawDie(dst, v, r.X+50, r.Y+76, die)
	x, y := r.X+96, r.Y+40
	// The table stands at the panel's right; a modifier wraps short of it
	// rather than losing its end.
	tx, ty := r.Right()-160, r.Y+36
	v.Text(dst, fmt.Sprintf("Roll %d", roll.Dice[0]), ui.SizeLead, true, ui.Cream, x, y, ui.Left)
	y += 19
	for _, m := range roll.Modifiers {
		// As the game log words it: "+8 for 8 Resupply counter(s)".
		y = v.Paragraph(dst, fmt.Sprintf("%+d for %s", m.Value, m.Reason), ui.SizeBody, false, ui.Pale, x, y, tx-12-x) + 1
	}
	if len(roll.Modifiers) == 0 {
		v.Text(dst, "no modifiers", ui.SizeBody, false, ui.Muted, x, y, ui.Left)
		y += 17
	}
	v.Text(dst, fmt.Sprintf("Total %d: row %s", roll.Total, roll.Row), ui.SizeLead, true, ui.Gold, x, y+2, ui.Left)
	// The New Japanese Forces table with the row lit.
	v.Text(dst, "Roll  Ship Inf  A/C", ui.SizeSmall, true, ui.Muted, tx, ty, ui.Left)
	ty += 15
	for _, row := range s.g.Data().Tables.NewForces {
		clr := ui.Pale
		if row.RowLabel() == roll.Row {
			v.FillRect(dst, ui.Rect{X: tx - 4, Y: ty - 1, W: 150, H: 15}, ui.Lit)
			clr = ui.Ink
		}
		v.Text(dst, row.RowLabel(), ui.SizeSmall, false, clr, tx, ty, ui.Left)
		v.Text(dst, fmt.Sprint(row.Ships), ui.SizeSmall, false, clr, tx+56, ty, ui.Center)
		v.Text(dst, fmt.Sprint(row.Infantry), ui.SizeSmall, false, clr, tx+88, ty, ui.Center)
		v.Text(dst, fmt.Sprint(row.Aircraft), ui.SizeSmall, false, clr, tx+122, ty, ui.Center)
		ty += 15
	}
	y = max(y+30, ty+6)
	v.Text(dst, "ARRIVING IN JAPAN", ui.SizeBody, true, ui.Gold, r.X+12, y, ui.Left)
	y += 20
	for _, e := range p.evs {
		if e.Kind == rules.EvReinforceRoll {
			continue
		}
		y = s.counters(dst, v, e.Forces, r.X+12, y, r.W-24, counterSize(len(e.Forces), r.W-24))
		y = v.Paragraph(dst, e.Text, ui.SizeBody, false, ui.Pale, r.X+12, y, r.W-24) + 4
	}
}

// counters draws the Forces' counters in rows and returns the y below them.
func (s *Scene) counters(dst *ebiten.Image, v ui.View, ids []string, x, y, w, cs float64) float64 {
	if len(ids) == 0 {
		return y
	}
	per := max(1, int((w+4)/(cs+4)))
	n := 0
	for _, id := range ids {
		f := s.g.Force(id)
		if f == nil || s.g.Counter(f) == nil {
			continue
		}
		s.sprites.Draw(dst, v, x+float64(n%per)*(cs+4), y+float64(n/per)*(cs+4), cs, s.g.Year, s.g.Counter(f), f.Damaged)
		n++
	}
	if n == 0 {
		return y
	}
	return y + float64((n+per-1)/per)*(cs+4) + 4
}

// counterSize is the largest counter that lays n counters in at most two rows
// of width w, so that a panel's few counters are read at a glance and its many
// still leave room for the text under them.
func counterSize(n int, w float64) float64 {
	for _, cs := range []float64{56, 48, 40, 34} {
		per := max(1, int((w+4)/(cs+4)))
		if n <= 2*per {
			return cs
		}
	}
	return 30
}

// drawEvents lists a step's events, each with its Forces' counters.
func (s *Scene) drawEvents(dst *ebiten.Image, v ui.View, p panel) {
	r := p.r
	y := r.Y + 40
	if len(p.evs) == 0 {
		v.Paragraph(dst, nothing[p.step], ui.SizeBody, false, ui.Muted, r.X+12, y, r.W-24)
		return
	}
	for _, e := range p.evs {
		if y > r.Bottom()-30 {
			v.Text(dst, "… (the rest is in the map's log)", ui.SizeSmall, false, ui.Muted, r.X+12, r.Bottom()-22, ui.Left)
			break
		}
		clr := ui.Pale
		size, bold := 13.0, false
		switch e.Kind {
		case rules.EvHold:
			v.Text(dst, fmt.Sprintf("%d of %d", e.Points, len(s.g.Data().Setup.Objectives)), ui.SizeBanner, true, ui.Cream, r.X+12, y, ui.Left)
			v.Text(dst, "Objectives held", ui.SizeLead, true, ui.Gold, r.X+12+v.TextWidth(fmt.Sprintf("%d of %d", e.Points, len(s.g.Data().Setup.Objectives)), ui.SizeBanner, true)+12, y+12, ui.Left)
			y += 44
			y = v.Paragraph(dst, strings.Join(e.Forces, " · "), ui.SizeBody, false, ui.Pale, r.X+12, y, r.W-24) + 8
			if line := invasionLine(s.g); line != "" {
				y = v.Paragraph(dst, line, ui.SizeBody, true, ui.Cream, r.X+12, y, r.W-24) + 8
			}
			continue
		case rules.EvDefeat:
			clr, bold, size = badText, true, 15
		case rules.EvSupply:
			if e.Hits > 0 {
				clr = badText
			}
		}
		cs := counterSize(len(e.Forces), r.W-24)
		y = v.Paragraph(dst, e.Text, size, bold, clr, r.X+12, y, r.W-24) + 2
		if e.Kind != rules.EvHold {
			y = s.counters(dst, v, e.Forces, r.X+12, y, r.W-24, cs)
		}
		y += 6
	}
	if p.step == rules.StepDefeatCheck && !hasKind(p.evs, rules.EvDefeat) {
		v.Paragraph(dst, "Defeat Check: no Defeat Condition is met. Nimitz stays in command.", ui.SizeBody, true, ui.Green, r.X+12, max(y, r.Bottom()-40), r.W-24)
	}
}

var nothing = map[rules.Step]string{
	rules.StepRepair:       "No Damaged Japanese Force on the map: nothing goes back to the Reinforcement stacks.",
	rules.StepReturnToPort: "No US Ship has to return to port.",
	rules.StepSupplyCheck:  "Supply was not checked this turn.",
	rules.StepDefeatCheck:  "The Objectives were not counted this turn.",
	rules.StepReinforce:    "Japan received no reinforcements this turn.",
}

func hasKind(evs []rules.Event, k rules.EventKind) bool {
	for _, e := range evs {
		if e.Kind == k {
			return true
		}
	}
	return false
}

// drawSummary tells the turn in a few lines.
func (s *Scene) drawSummary(dst *ebiten.Image, v ui.View, r ui.Rect) {
	var lines []string
	held := -1
	for _, p := range s.panels {
		for _, e := range p.evs {
			switch e.Kind {
			case rules.EvHold:
				held = e.Points
			case rules.EvReinforcements:
				lines = append(lines, fmt.Sprintf("Japan gains %d new Forces in Japan.", len(e.Forces)))
			case rules.EvJapaneseRepair:
				lines = append(lines, "A Damaged Japanese Force goes back to its stack: "+s.g.Name(first(e.Forces))+".")
			case rules.EvReturnToPort:
				lines = append(lines, returnToPortLine(e))
			case rules.EvSupply:
				if e.Hits > 0 {
					lines = append(lines, fmt.Sprintf("%s is cut off: %d %s.", e.Area, e.Hits, ui.Plural(e.Hits, "Hit", "Hits")))
				}
			}
		}
	}
	y := r.Y + 40
	if held >= 0 {
		prev := -1
		for _, rec := range s.g.PlayerLog {
			if rec.Turn == s.turn-1 {
				prev = len(rec.Held)
			}
		}
		text := fmt.Sprintf("End of %s: %d Objectives held.", turnName(s.g, s.turn), held)
		if prev >= 0 {
			text += fmt.Sprintf(" (%+d since last turn)", held-prev)
		}
		y = v.Paragraph(dst, text, ui.SizeHeading, true, ui.Cream, r.X+12, y, r.W-24) + 4
	}
	for _, l := range lines {
		if y > r.Bottom()-50 {
			break
		}
		y = v.Paragraph(dst, "• "+l, ui.SizeBody, false, ui.Pale, r.X+12, y, r.W-24) + 2
	}
	next := fmt.Sprintf("Next: %s, US Resupply.", s.g.TurnName())
	clr := ui.Green
	if s.g.Over {
		next, clr = "The campaign is over: "+s.g.Evaluation+". "+s.g.EndReason, badText
	}
	v.Paragraph(dst, next, ui.SizeLead, true, clr, r.X+12, r.Bottom()-44, r.W-24)
}

// returnToPortLine tells one move of the Return to Port step: the Ships
// home from the boxes, or those sent into them (both were "move through
// the Return to Port boxes", two alike lines).
func returnToPortLine(e rules.Event) string {
	n := len(e.Forces)
	if e.To != "" {
		return fmt.Sprintf("%d US %s back from Return to Port to the %s.", n, ui.Plural(n, "Ship comes", "Ships come"), e.To)
	}
	return fmt.Sprintf("%d US %s into the Return to Port box.", n, ui.Plural(n, "Ship goes", "Ships go"))
}

func first(xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	return xs[0]
}

// invasionLine is what the 1945 Japan Invasion box adds to the Objectives
// held, "" for the campaigns without it: the Objectives held are not the
// whole count toward Victory in 1945, and the turn's panel said nothing of
// the rest.
func invasionLine(g *rules.Game) string {
	if g.Data().Setup.Invasion == nil {
		return ""
	}
	n := g.InvasionObjectives()
	return fmt.Sprintf("Japan Invasion box: Buy Cost %d, %d %s more toward Victory at the end of the Campaign.",
		g.InvasionCost(), n, ui.Plural(n, "Objective", "Objectives"))
}
