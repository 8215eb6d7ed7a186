package campaign

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// confirmEnd is a question asked before a decision the player may not mean:
// ending a step with points or moves unused (a stray Enter must not throw a
// turn's points away), or a move that would lose the campaign at the Defeat
// Check.
type confirmEnd struct {
	title string // the question
	why   string // what the decision would do, in a sentence or two
	yes   string // the button that goes ahead
	do    func() // going ahead
	// never offers "don't ask again", which the settings keep (unused
	// points only: a campaign lost is always asked).
	never bool
}

// confirmParts are the question's panel and its buttons (the step's end,
// Go back, and "don't ask again"), over the middle of the board at the
// design size (frame.confirmAt moves them to the middle of the map area),
// the buttons at least a finger high, the panel as tall as they need; never
// says whether "don't ask again" is offered.
func (f *frame) confirmParts(never bool) (panel, end, back, dontAsk ui.Rect) {
	end = ui.Rect{X: mapW/2 - 285, Y: 440, W: 280, H: max(34, f.finger)}
	back = ui.Rect{X: mapW/2 + 5, Y: end.Y, W: 280, H: end.H}
	dontAsk = ui.Rect{X: mapW/2 - 285, Y: end.Bottom() + 8, W: 570, H: max(30, f.finger)}
	panel = ui.Rect{X: mapW/2 - 300, Y: 330, W: 600, H: dontAsk.Bottom() + 18 - 330}
	if !never {
		panel.H = back.Bottom() + 16 - panel.Y
	}
	return f.confirmAt(panel), f.confirmAt(end), f.confirmAt(back), f.confirmAt(dontAsk)
}

// endStep ends the step, as Enter and the step's button do; with points or
// moves unused it asks first, unless the settings say not to.
func (s *Scene) endStep() {
	if !s.offers(rules.DoDone) {
		return
	}
	ask := s.ctx == nil || s.ctx.Settings == nil || !s.ctx.Settings.DontAskUnused
	if why := s.unused(); why != "" && ask {
		// The question covers the board: the word about what the cursor
		// was over goes with it.
		s.confirm = &confirmEnd{title: fmt.Sprintf("End %s?", s.g.Step), why: why, yes: "End the step",
			do: func() { s.apply(rules.Decision{Kind: rules.DoDone}) }, never: true}
		s.note.Clear()
		s.sel.Version++
		return
	}
	s.apply(rules.Decision{Kind: rules.DoDone})
}

// unused says what the step leaves unused, or "" when nothing: Forces that
// could still be bought or repaired, a Scouting counter that could be placed,
// Forces that could move when none has.
func (s *Scene) unused() string {
	p := s.pending()
	switch p.Kind {
	case rules.AskResupply:
		if s.offers(rules.DoBuy) || s.offers(rules.DoRepair) {
			return fmt.Sprintf("%d Reinforcement and %d Supply Points are unspent, and Forces can still be bought or repaired.",
				s.g.ReinforcementPoints, s.g.SupplyPoints)
		}
	case rules.AskScouting:
		if len(s.g.Scouting) == 0 && s.offers(rules.DoScout) {
			return fmt.Sprintf("No Scouting counter is placed; %d Supply Points could place one.", s.g.SupplyPoints)
		}
	case rules.AskMovement:
		if s.anyMoved() || s.anyRaiding() {
			return ""
		}
		for i := range s.g.Forces {
			f := &s.g.Forces[i]
			if f.Side == rules.US && f.Where == rules.OnMap && len(s.g.MoveDestinations(f.ID)) > 0 {
				return fmt.Sprintf("No Force has moved this step; %d Supply Points could move them.", s.g.SupplyPoints)
			}
		}
	}
	return ""
}

// anyRaiding reports whether a US Submarine was sent raiding this step (the
// record since the "done" that began it says so, also after a load).
func (s *Scene) anyRaiding() bool {
	ds := s.sess.Decisions()
	for i := len(ds) - 1; i >= 0 && ds[i].Kind != rules.DoDone; i-- {
		if ds[i].Kind != rules.DoRaid {
			continue
		}
		if f := s.g.Force(ds[i].Force); f != nil && f.Where == rules.InRaiding {
			return true
		}
	}
	return false
}

// Asking reports that the question whether to end the step is open over
// the map: its Esc is Go back (the tutorial's coach, whose Esc leaves,
// lets it through then).
func (s *Scene) Asking() bool { return s.confirm != nil }

// updateConfirm answers the question: Enter or its button ends the step,
// Esc or a right click goes back; "don't ask again" ends it and turns the
// question off in the settings.
func (s *Scene) updateConfirm(in ui.Input) {
	click := in.Clicked()
	c := s.confirm
	_, endR, backR, neverR := s.lay.confirmParts(c.never)
	end := func() {
		s.confirm = nil
		s.sel.Version++
		c.do()
	}
	switch {
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter) || in.Pressed(ebiten.KeySpace) || (click && endR.Contains(s.cursor.x, s.cursor.y)):
		end()
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked() || (click && backR.Contains(s.cursor.x, s.cursor.y)):
		s.confirm = nil
		s.sel.Version++
	case c.never && click && neverR.Contains(s.cursor.x, s.cursor.y):
		if s.ctx != nil && s.ctx.Settings != nil {
			s.ctx.Settings.DontAskUnused = true
			s.ctx.SettingsChanged()
		}
		end()
	}
}

// drawConfirm paints the question over the dimmed map.
func (s *Scene) drawConfirm(dst *ebiten.Image, v ui.View) {
	if s.confirm == nil {
		return
	}
	all := s.lay.canvas
	s.over(all)
	v.FillRect(dst, all, ui.Dim)
	r, endR, backR, neverR := s.lay.confirmParts(s.confirm.never)
	v.FillRect(dst, ui.Rect{X: r.X + 4, Y: r.Y + 6, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 2, ui.Gold)
	c := s.confirm
	v.Text(dst, c.title, ui.SizeLarge, true, ui.Gold, r.X+16, r.Y+14, ui.Left)
	v.Paragraph(dst, c.why, ui.SizeLead, false, ui.Pale, r.X+16, r.Y+44, r.W-32)
	bs := []struct {
		r     ui.Rect
		label string
	}{{endR, c.yes + "  [Enter]"}, {backR, "Go back  [Esc]"}}
	if c.never {
		bs = append(bs, struct {
			r     ui.Rect
			label string
		}{neverR, "End it, and don't ask again (Settings, in the game menu)"})
	}
	for _, b := range bs {
		ui.DrawButton(dst, v, b.r, ui.Button{Label: b.label}, b.r.Contains(s.cursor.x, s.cursor.y))
	}
}

// defeatWarning says what a move leaving outlook o would do at the Defeat
// Check, in the engine's figures; "" when it loses nothing.
func defeatWarning(o rules.DefeatOutlook) string {
	switch {
	case o.HawaiiLost:
		return "After this move Japanese Forces stand in the Hawaiian Islands with no US Force there to destroy them: " +
			"when the battles are resolved the campaign is lost, and Nimitz is Replaced."
	case o.Replaced:
		return fmt.Sprintf("After this move the US Holds %d of %d Objectives (%d now), the Replaced level (%d or fewer): "+
			"if the Campaign Turn ends so, the Defeat Check ends the campaign, and Nimitz is Replaced.", o.Held, o.Of, o.Now, o.ReplacedAt)
	}
	return ""
}
