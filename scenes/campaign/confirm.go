package campaign

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
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
	if !offered(s.pending(), rules.DoDone) {
		return
	}
	ask := s.ctx == nil || s.ctx.Settings == nil || !s.ctx.Settings.DontAskUnused
	if why := unused(s.g, s.sess, s.pending()); why != "" && ask {
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

// unused says what the step p asks of g leaves unused, or "" when
// nothing: Forces that could still be bought or repaired, a Scouting
// counter that could be placed, Forces that could move when none has (nor
// a Submarine was sent raiding, by sess's record).
func unused(g *rules.Game, sess *savegame.Session, p rules.Pending) string {
	switch p.Kind {
	case rules.AskResupply:
		if offered(p, rules.DoBuy) || offered(p, rules.DoRepair) {
			return fmt.Sprintf("%d Reinforcement and %d Supply Points are unspent, and Forces can still be bought or repaired.",
				g.ReinforcementPoints, g.SupplyPoints)
		}
	case rules.AskScouting:
		if len(g.Scouting) == 0 && offered(p, rules.DoScout) {
			return fmt.Sprintf("No Scouting counter is placed; %d Supply Points could place one.", g.SupplyPoints)
		}
	case rules.AskMovement:
		if anyMoved(g) || anyRaiding(g, sess) {
			return ""
		}
		for i := range g.Forces {
			f := &g.Forces[i]
			if f.Side == rules.US && f.Where == rules.OnMap && len(g.MoveDestinations(f.ID)) > 0 {
				return fmt.Sprintf("No Force has moved this step; %d Supply Points could move them.", g.SupplyPoints)
			}
		}
	}
	return ""
}

// anyMoved reports whether a US Force of g has moved this step (and may
// take the move back).
func anyMoved(g *rules.Game) bool {
	for i := range g.Forces {
		if g.Forces[i].MovedFrom != "" {
			return true
		}
	}
	return false
}

// anyRaiding reports whether a US Submarine was sent raiding this step (the
// record since the "done" that began it says so, also after a load).
func anyRaiding(g *rules.Game, sess *savegame.Session) bool {
	ds := sess.Decisions()
	for i := len(ds) - 1; i >= 0 && ds[i].Kind != rules.DoDone; i-- {
		if ds[i].Kind != rules.DoRaid {
			continue
		}
		if f := g.Force(ds[i].Force); f != nil && f.Where == rules.InRaiding {
			return true
		}
	}
	return false
}

// Asking reports that the question whether to end the step is open over
// the map: its Esc is Go back (the tutorial's coach, whose Esc leaves,
// lets it through then).
func (s *Scene) Asking() bool { return s.confirm != nil }

// answer is what the player answers the question, this tick.
type answer int

const (
	notAnswered answer = iota
	goBack
	goAhead
	goAheadNeverAsk // go ahead, and turn the question off in the settings
)

// read answers the question from the player's input, the cursor at (x, y)
// on the screen laid out in lay: Enter or its button goes ahead, Esc or a
// right click goes back, "don't ask again" goes ahead and never asks again.
func (c *confirmEnd) read(in ui.Input, x, y float64, lay *frame) answer {
	click := in.Clicked()
	_, endR, backR, neverR := lay.confirmParts(c.never)
	switch {
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter) || in.Pressed(ebiten.KeySpace) || (click && endR.Contains(x, y)):
		return goAhead
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked() || (click && backR.Contains(x, y)):
		return goBack
	case c.never && click && neverR.Contains(x, y):
		return goAheadNeverAsk
	}
	return notAnswered
}

// updateConfirm acts on the answer to the question.
func (s *Scene) updateConfirm(in ui.Input) {
	c := s.confirm
	a := c.read(in, s.cursor.x, s.cursor.y, &s.lay)
	if a == notAnswered {
		return
	}
	s.confirm = nil
	s.sel.Version++
	if a == goBack {
		return
	}
	if a == goAheadNeverAsk && s.ctx != nil && s.ctx.Settings != nil {
		s.ctx.Settings.DontAskUnused = true
		s.ctx.SettingsChanged()
	}
	c.do()
}

// draw paints the question over the dimmed screen laid out in lay, the
// cursor at (x, y).
func (c *confirmEnd) draw(dst *ebiten.Image, v ui.View, lay *frame, x, y float64) {
	all := lay.canvas
	v.FillRect(dst, all, ui.Dim)
	r, endR, backR, neverR := lay.confirmParts(c.never)
	v.FillRect(dst, ui.Rect{X: r.X + 4, Y: r.Y + 6, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 2, ui.Gold)
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
		ui.DrawButton(dst, v, b.r, ui.Button{Label: b.label}, b.r.Contains(x, y))
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
