package battle

import (
	"github.com/hajimehoshi/ebiten/v2"
	"slices"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
)

// staffState is the board's part of "Ask the staff" and "Let the staff do
// it": the advice (worked out on another goroutine), whether its panel is
// open and the handover's player. Pointers, so that a copy of the Scene
// never copies a lock a goroutine holds.
type staffState struct {
	advice *staff.Tracker
	hand   *staff.Hand
	open   bool
	hover  int // the choice whose Do it the cursor is on; -1 none, -2 Close
	// advisor, when set, is asked instead of the expert (tests).
	advisor staff.Advisor
	// begun says the board opened as its battle began: with the setting
	// "the staff fights the battles", the staff takes it then, once (a
	// board made again after an undo leaves it to the player).
	begun bool
}

// SetAdvisor makes the board ask adv instead of the expert (tests).
func (s *Scene) SetAdvisor(adv staff.Advisor) { s.staff.advisor = adv }

func (s *Scene) advisor() staff.Advisor {
	if s.staff.advisor != nil {
		return s.staff.advisor
	}
	seed := uint64(0)
	if s.ctx != nil {
		seed = s.ctx.Seed
	}
	return staff.Expert(seed)
}

// staffButtonRect is "Ask the staff" in the top bar, left of Rules.
func (f *frame) staffButtonRect() ui.Rect {
	return ui.Rect{X: f.rules.X - 8 - 150, Y: f.rules.Y, W: 150, H: f.rules.H}
}

// staffPanel is where the advice panel is: over the question and the log
// of the right column, so that the sheet, where the choices are marked,
// the Battle Turn track and both sides' plans stay in sight.
func (s *Scene) staffPanel() staff.Panel {
	st := s.staff.advice.State()
	r := ui.Rect{X: s.fr.ask.X, Y: s.fr.ask.Y, W: s.fr.ask.W, H: staff.PanelH}
	n := min(len(st.Choices), staff.Choices)
	// Over the panels below it whole, so that no part of them shows
	// under it, half covered.
	r.H = max(staff.Height(n), s.fr.log.Bottom()-r.Y)
	return staff.LayOut(r, n)
}

// askStaff opens the advice panel on the question asked now, or closes it.
func (s *Scene) askStaff() {
	if s.staff.open {
		s.closeStaff()
		return
	}
	sess := s.session()
	if sess == nil {
		s.note.Say("This battle is not the game in play: the staff cannot advise on it.", true, ui.Rect{})
		return
	}
	if p, _ := s.pending(); len(p.Options) == 0 {
		s.note.Say("The staff has nothing to advise: no decision is asked of you now.", false, ui.Rect{})
		return
	}
	s.staff.open, s.staff.hover = true, -1
	s.staff.advice.Ask(staff.KeyOf(sess), s.g, s.advisor())
}

func (s *Scene) closeStaff() {
	s.staff.open = false
	s.staff.advice.Drop()
}

// followStaff drops advice about a position the game has left.
func (s *Scene) followStaff() {
	key := staff.KeyOf(s.session())
	if st := s.staff.advice.State(); st.Key != key {
		s.staff.advice.Follow(key)
		s.staff.open = false
	}
}

// updateStaff handles the advice panel's clicks and keys, and A; it
// reports that it took the input.
func (s *Scene) updateStaff(in ui.Input) bool {
	if in.Pressed(ebiten.KeyA) || (in.Clicked() && s.fr.staffButtonRect().Contains(s.mx, s.my)) {
		s.askStaff()
		return true
	}
	if !s.staff.open {
		s.staff.hover = -1
		return false
	}
	r := s.staffPanel().Read(in, s.mx, s.my)
	s.staff.hover = r.Hover
	switch {
	case r.Close:
		s.closeStaff()
	case r.Do >= 0:
		s.doAdvice(r.Do)
	}
	return r.Taken
}

// doAdvice applies choice i as the player's click would.
func (s *Scene) doAdvice(i int) {
	st := s.staff.advice.State()
	if i < 0 || i >= len(st.Choices) || st.Key != staff.KeyOf(s.session()) {
		return
	}
	c := st.Choices[i]
	s.closeStaff()
	if s.apply(c.Decision) {
		s.note.Say("Done as the staff advised: "+s.decisionWords(c.Decision)+".", false, ui.Rect{})
	}
}

// runHandover makes the staff's next decision while the player has handed
// it the battle (or more), and leaves the board once the battle is over;
// any key or click takes the command back.
func (s *Scene) runHandover(ctx *scenes.Context, in ui.Input) bool {
	if s.staff.begun {
		s.staff.begun = false
		s.handBySetting(ctx)
	}
	if !staff.Active(ctx) && !s.staffLeaving(ctx) {
		return false
	}
	interrupted := in.Clicked() || in.RightClicked() || in.AnyKey()
	if s.Over() && !interrupted {
		// The battle is over: the board goes on as its Continue would,
		// after the pace, when the staff has the rest of the turn.
		if s.staffLeaving(ctx) {
			s.leaveWait += ctx.Ticks()
			if s.leaveWait >= staff.Pace*2 {
				s.leave = true
			}
			return true
		}
		return false
	}
	st := s.staff.hand.Update(ctx, s.session(), s.Settled(), interrupted, s.advisor())
	switch st.Turn {
	case staff.Apply:
		s.closeStaff()
		words := s.decisionWords(st.Choice.Decision)
		if s.apply(st.Choice.Decision) {
			s.note.Say(staff.Said(words, st.Choice), false, ui.Rect{})
		} else {
			ctx.TakeCommand()
		}
	case staff.Stopped:
		s.note.Say(st.Why, false, ui.Rect{})
	}
	return true
}

// handBySetting hands the battle just begun to the staff when the
// settings say the staff fights the battles.
func (s *Scene) handBySetting(ctx *scenes.Context) {
	if ctx.Settings == nil || !ctx.Settings.StaffFightsBattles || ctx.Handed() != nil || s.session() == nil {
		return
	}
	if err := ctx.HandOver(scenes.HandBattle); err == nil {
		s.note.Say("The staff fights this battle, as the settings say: any key or click takes the command back.", false, ui.Rect{})
	}
}

// staffLeaving reports that the battle is over and the staff still holds
// the game after it (the rest of the turn, or the Resolve Battles step):
// it leaves the board as Continue does.
func (s *Scene) staffLeaving(ctx *scenes.Context) bool {
	return s.Over() && ctx.Handed() != nil
}

// staffFigure is the frame key's part for the staff.
func (s *Scene) staffFigure() [3]int {
	st := s.staff.advice.State()
	k := [3]int{st.Ver, 0, s.staff.hover}
	if s.staff.open {
		k[1] = st.Clock()
	}
	if staff.Active(s.ctx) {
		k[1] = -1 - s.tick/6
	}
	return k
}

// drawStaff paints the staff's button, the advice panel and the lit
// choice's marks on the sheet.
func (s *Scene) drawStaff(dst *ebiten.Image, v ui.View) {
	// While the staff fights, any key takes the command back: no key is
	// named on the button.
	bt := ui.Button{Label: "Ask the staff", Key: "A"}
	if staff.Active(s.ctx) {
		bt = ui.Button{Label: "Staff fights…", Style: ui.Chosen}
	}
	ui.DrawButton(dst, v, s.fr.staffButtonRect(), bt, s.fr.staffButtonRect().Contains(s.mx, s.my))
	if !s.staff.open {
		return
	}
	st := s.staff.advice.State()
	lit := max(s.staff.hover, 0)
	if lit < len(st.Choices) && !st.Running {
		s.drawMarks(dst, v, staff.MarksOfChoice(s.g, st.Choices[lit]))
	}
	staff.Draw(dst, v, s.staffPanel(), st, s.decisionWords, s.staff.hover, lit, s.staff.hover == -2)
}

// drawMarks shows a choice on the sheet: the units it names ringed, the
// area of the sheet it sends them to ringed, the Battle Plan card lit.
func (s *Scene) drawMarks(dst *ebiten.Image, v ui.View, m staff.Marks) {
	if s.lay != nil {
		for _, p := range s.lay.units {
			if m.Has(p.u.ID()) {
				staff.Ring(dst, v, p.r)
			}
		}
	}
	for _, z := range s.fr.zones {
		if z.name == m.Zone {
			staff.Ring(dst, v, s.fr.sideRect(z, rules.US).Inset(4))
		}
	}
	if m.Plan == "" {
		return
	}
	if s.choosingPlans() {
		for i, pl := range usPlans() {
			if pl.Name == m.Plan {
				staff.Ring(dst, v, s.fr.planCardRect(i))
			}
		}
		return
	}
	if b := s.sh.b; b != nil {
		all := rules.PlanNames(append(slices.Clip(b.USPlans), b.USUsed...))
		for i, name := range all {
			if name == m.Plan {
				staff.Ring(dst, v, usPlanCardRect(s.fr.usPlan, i, len(all)))
			}
		}
	}
}

// decisionWords words a decision of the battle as its buttons do.
func (s *Scene) decisionWords(d rules.Decision) string {
	name := func(id string) string { return unitNameByID(s.g, s.sh.b, id) }
	switch d.Kind {
	case rules.DoFly:
		return name(d.Force) + " flies to the " + zoneName(d.Zone)
	case rules.DoPlace:
		return name(d.Force) + " to the " + zoneName(d.Zone)
	case rules.DoBuyPlan:
		if len(d.Plans) > 0 {
			return "Select the Battle Plan " + d.Plans[0]
		}
	case rules.DoSpendSupply:
		return "Spend 1 Supply Point: +3 Battle Plan Points"
	case rules.DoUsePlan:
		return usePlanLabel(s, d)
	case rules.DoAllocateHit:
		if d.Force == rules.AirfieldTarget {
			return "Hit on the Airfields"
		}
		return "Hit on " + name(d.Force)
	case rules.DoDestroy:
		return "Lose " + name(d.Force)
	case rules.DoChooseCarrier:
		return name(d.Force) + "'s aircraft"
	case rules.DoDone:
		return "Done"
	}
	return string(d.Kind)
}
