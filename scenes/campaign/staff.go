package campaign

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/expert"
	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
)

// staffState is the map's part of "Ask the staff" and "Let the staff do
// it": the advice asked for (worked out on another goroutine), whether its
// panel is open, and the handover's player. Pointers, so that reload,
// which replaces the screen's state wholesale, keeps them (dropped first).
type staffState struct {
	advice *staff.Tracker
	hand   *staff.Hand
	open   bool
	// hover is the choice whose Do it the cursor is on, -1 none; -2 the
	// Close button.
	hover int
}

// Advisor, when set, is asked instead of the expert (tests).
func (s *Scene) advisor() staff.Advisor {
	if s.Advisor != nil {
		return s.Advisor
	}
	seed := uint64(0)
	if s.ctx != nil {
		seed = s.ctx.Seed
	}
	return staff.Expert(seed)
}

// staffButtonRect is "Ask the staff" in the top bar, after the Player Log.
// After a touch it is a finger square, named without its key, so that the
// top bar's buttons leave the Objectives room in a portrait tablet.
func staffButtonRect(s *Scene) ui.Rect {
	r := logButtonRect(s)
	w := 104.0
	if s.lay.finger > 0 {
		w = s.lay.finger
	}
	return ui.Rect{X: r.Right() + 6, Y: r.Y, W: w, H: r.H}
}

// panel is where the advice panel is on the screen laid out in lay: over
// the stack panel and the log, so that the map, where the choices are
// marked, and the action panel stay in sight.
func (st *staffState) panel(lay *frame) staff.Panel {
	adv := st.advice.State()
	r := ui.Rect{X: lay.stack.X, Y: lay.stack.Y, W: lay.stack.W, H: staff.PanelH}
	n := min(len(adv.Choices), staff.Choices)
	// Over the panels below it whole, so that no part of them shows
	// under it, half covered.
	r.H = max(staff.Height(n), lay.log.Bottom()-r.Y)
	return staff.LayOut(r, n)
}

// ask opens the panel on the advice for the position key, worked out by
// adv on a copy of g.
func (st *staffState) ask(key staff.Key, g *rules.Game, adv staff.Advisor) {
	st.open, st.hover = true, -1
	st.advice.Ask(key, g, adv)
}

// close shuts the panel and drops the advice.
func (st *staffState) close() {
	st.open = false
	st.advice.Drop()
}

// follow drops advice about a position the game has left (key is where
// it is now): the panel closes as soon as a decision (the player's or the
// staff's), an undo or a load changes the game.
func (st *staffState) follow(key staff.Key) {
	if st.advice == nil {
		return
	}
	if adv := st.advice.State(); adv.Key != key {
		st.advice.Follow(key)
		st.open = false
	}
}

// read handles the open panel's clicks and keys, the cursor at (x, y) on
// the screen laid out in lay: it closes the panel on Close, and returns the
// choice whose Do it was clicked (-1 for none) and whether it took the
// input.
func (st *staffState) read(in ui.Input, x, y float64, lay *frame) (do int, taken bool) {
	if !st.open {
		st.hover = -1
		return -1, false
	}
	r := st.panel(lay).Read(in, x, y)
	st.hover = r.Hover
	if r.Close {
		st.close()
		return -1, r.Taken
	}
	return r.Do, r.Taken
}

// take closes the panel on choice i of the advice, when that advice is
// still about the position key.
func (st *staffState) take(i int, key staff.Key) (expert.Choice, bool) {
	adv := st.advice.State()
	if i < 0 || i >= len(adv.Choices) || adv.Key != key {
		return expert.Choice{}, false
	}
	st.close()
	return adv.Choices[i], true
}

// figure is a frame key's part for the staff: what a new frame shows of
// the advice (its version, and the second while it thinks, or
// the tick's sixth while the staff plays: active).
func (st *staffState) figure(active bool, tick int) [3]int {
	adv := st.advice.State()
	k := [3]int{adv.Ver, 0, st.hover}
	if st.open {
		k[1] = adv.Clock()
	}
	if active {
		k[1] = -1 - tick/6
	}
	return k
}

// askStaff opens the advice panel on the question asked now (A, or the
// button), or closes it when it is open.
func (s *Scene) askStaff() {
	if s.staff.open {
		s.staff.close()
		return
	}
	if err := s.inPlay(); err != nil {
		s.setStatus(err.Error(), true)
		return
	}
	if len(s.pending().Options) == 0 {
		s.setStatus("The staff has nothing to advise: no decision is asked of you now.", false)
		return
	}
	s.staff.ask(staff.KeyOf(s.sess), s.g, s.advisor())
}

// applyStaff applies one of the staff's choices and says it in the status
// line; by says the staff made it on its own (a handover).
func (s *Scene) applyStaff(c expert.Choice, by bool) bool {
	label := decisionLabel(s.g, c.Decision)
	if !s.apply(c.Decision) {
		return false
	}
	if c.Decision.Kind == rules.DoMove {
		s.sel.Clear()
	}
	if by {
		s.setStatus(staff.Said(label, c), false)
	} else {
		s.setStatus("Done as the staff advised: "+label+".", false)
	}
	return true
}

// runHandover makes the staff's next decision when the player has handed
// it the game (ctx.Handover); any key or click takes the command back.
func (s *Scene) runHandover(ctx *scenes.Context, in ui.Input) bool {
	if !staff.Active(ctx) {
		return false
	}
	interrupted := in.Clicked() || in.RightClicked() || in.AnyKey()
	st := s.staff.hand.Update(ctx, s.sess, !s.anim.busy() && s.confirm == nil, interrupted, s.advisor())
	switch st.Turn {
	case staff.Apply:
		s.staff.close()
		if !s.applyStaff(st.Choice, true) {
			ctx.TakeCommand()
		}
	case staff.Stopped:
		s.setStatus(st.Why, false)
		return true
	}
	return staff.Active(ctx)
}

// drawStaff paints the staff's button, the advice panel and the lit
// choice's marks on the board.
func (s *Scene) drawStaff(dst *ebiten.Image, v ui.View) {
	b := staffButtonRect(s)
	// While the staff plays, any key takes the command back: no key is
	// named on the button.
	bt := ui.Button{Label: "Ask the staff", Key: "A"}
	if s.lay.finger > 0 {
		bt = ui.Button{Label: "Staff"}
	}
	if staff.Active(s.ctx) {
		bt = ui.Button{Label: "Staff plays…", Style: ui.Chosen}
	}
	ui.DrawButton(dst, v, b, bt, s.cursor.hover.kind == spotStaff)
	s.layers.over(b)
	if !s.staff.open {
		return
	}
	st := s.staff.advice.State()
	lit := 0
	if s.staff.hover >= 0 {
		lit = s.staff.hover
	}
	if lit < len(st.Choices) && !st.Running {
		s.drawMarks(dst, v, staff.MarksOfChoice(s.g, st.Choices[lit]))
	}
	p := s.staff.panel(&s.lay)
	staff.Draw(dst, v, p, st, func(d rules.Decision) string { return decisionLabel(s.g, d) }, s.staff.hover, lit, s.staff.hover == -2)
	s.layers.over(p.R)
}

// drawMarks shows a choice on the board: the stacks it moves ringed, an
// arrow to where they go, the area it names ringed, and the counters it
// names in the boxes and the stack panel ringed.
func (s *Scene) drawMarks(dst *ebiten.Image, v ui.View, m staff.Marks) {
	mv, clip := s.cam.view(v), s.cam.clip(dst, v)
	for _, a := range m.From {
		if !isMapArea(s.g, a) {
			continue
		}
		r := s.stackRectOf(a, rules.US)
		staff.Ring(clip, mv, r)
		s.overMap(r.Inset(-8))
		if m.To != "" && m.To != a && isMapArea(s.g, m.To) {
			x0, y0 := r.CX(), r.CY()
			x1, y1 := s.markerAt(m.To)
			staff.Arrow(clip, mv, x0, y0, x1, y1, counterSize*0.6)
			s.overMap(ui.Rect{X: math.Min(x0, x1) - 20, Y: math.Min(y0, y1) - 20, W: math.Abs(x1-x0) + 40, H: math.Abs(y1-y0) + 40})
		}
	}
	if m.To != "" && isMapArea(s.g, m.To) {
		x, y := s.markerAt(m.To)
		mv.Ring(clip, x, y, 18, 3, staff.Mark)
		s.overMap(ui.Rect{X: x - 22, Y: y - 22, W: 44, H: 44})
	}
	panel := s.staff.panel(&s.lay).R
	for _, h := range s.cursor.spots {
		if h.kind == spotCounter && m.Has(h.force) && !rectsMeet(h.r, panel) {
			staff.Ring(dst, v, h.r)
			s.layers.over(h.r.Inset(-8))
		}
	}
}
