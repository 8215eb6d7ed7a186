package campaign

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/movement"
	"nimitz/scenes/ui"
)

// The boxes of the later campaigns' special rules: the Strategic Bombing box
// (1944 and 1945), where Bomber Wings from the Mariana Islands send Japanese
// counters in Japan back to their Reinforcement stacks, and the 1945 Japan
// Invasion box, whose Forces earn Objectives at the end of the Campaign. In
// US Movement the chosen Forces go there by a click on the box or its button,
// one decision each, as the engine offers them.

// specialBoxes are the special boxes of g's campaign, in the order they
// are printed.
func specialBoxes(g *rules.Game) []string {
	switch {
	case hasInvasion(g):
		return []string{boxBombing, boxInvasion}
	case hasBombing(g):
		return []string{boxBombing}
	}
	return nil
}

// specialSlot is where box's Forces pile, with the Japan Invasion box
// beside the Strategic Bombing box or not (invasion).
func (f *frame) specialSlot(box string, invasion bool) ui.Rect {
	if box == boxInvasion {
		return f.invasionSlot()
	}
	return f.bombingSlot(invasion)
}

// specialDecision is the decision that sends a Force to box.
func specialDecision(box, id string) rules.Decision {
	if box == boxInvasion {
		return rules.Decision{Kind: rules.DoInvade, Force: id}
	}
	return rules.Decision{Kind: rules.DoStrategicBomb, Force: id}
}

// isSpecialBox reports whether a stack's place is one of the special boxes.
func isSpecialBox(place string) bool { return place == boxBombing || place == boxInvasion }

// specialNames are each box's name, on two lines over its pile.
var specialNames = map[string][2]string{boxBombing: {"Strategic", "Bombing"}, boxInvasion: {"Japan", "Invasion"}}

// drawSpecialFrame is the printing inside the special boxes: each box's
// name over the outline of its pile.
func (s *Scene) drawSpecialFrame(dst *ebiten.Image, v ui.View) {
	for _, box := range specialBoxes(s.g) {
		r := s.lay.specialSlot(box, hasInvasion(s.g))
		n := specialNames[box]
		top := s.lay.sheets[sheetSpecial].Y + sheetTitleH + 3
		v.Text(dst, n[0], ui.SizeSmall, false, ui.Pale, r.CX(), top, ui.Center)
		v.Text(dst, n[1], ui.SizeSmall, false, ui.Pale, r.CX(), top+14, ui.Center)
		v.StrokeRect(dst, r.Inset(-3), 1, ui.Pale)
	}
}

// drawSpecialBoxes paints what is in the special boxes: each pile with its
// count, and under the Japan Invasion box the Buy Cost of its Forces and the
// Objectives they earn now.
func (s *Scene) drawSpecialBoxes(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force) {
	for _, box := range specialBoxes(s.g) {
		r := s.lay.specialSlot(box, hasInvasion(s.g))
		fs := board[stackKey{box, rules.US}]
		s.drawStack(dst, v, r, fs, false)
		if len(fs) == 0 {
			v.Text(dst, "0", ui.SizeLead, true, ui.Muted, r.CX(), r.Y+12, ui.Center)
		}
		var lines []string
		if box == boxInvasion {
			obj := s.g.InvasionObjectives()
			lines = []string{fmt.Sprintf("Cost %d", s.g.InvasionCost()), fmt.Sprintf("%d %s", obj, ui.Plural(obj, "Objective", "Objectives"))}
		} else {
			lines = []string{"B-29 Wings", "1 SP each"}
		}
		colW := s.lay.sheets[sheetSpecial].W/2 - 4
		for i, l := range lines {
			bold := i == 0 && box == boxInvasion
			size := v.FitSize(l, ui.SizeSmall, bold, colW, ui.SizeFine)
			v.Text(dst, l, size, bold, ui.Cream, r.CX(), r.Bottom()+5+float64(i)*14, ui.Center)
		}
	}
}

// specialMovers are the chosen Forces the engine lets go to box now
// (movers.of).
func (s *Scene) specialMovers(box string) []string {
	return s.movers.of(s.g, &s.sel, box, s.applied)
}

// movers keeps the chosen Forces found free to go to each special box, for
// the selection's version and the decisions applied: the screen asks every
// frame, and a new selection or decision asks the engine again.
type movers map[moversKey][]string

// moversKey is what movers found for: the box, the selection's version and
// the decisions applied.
type moversKey struct {
	box          string
	sel, applied int
}

// of are the Forces of sel the engine lets go to box in game g now, one
// after another as a click sends them: each is asked on a copy of the game
// the others before it have gone from, so that past the Japan Invasion's
// seven a turn the rest are not counted ("8 to the Japan Invasion box" sent
// seven and reported a refusal). applied counts the decisions made.
func (m *movers) of(g *rules.Game, sel *movement.Selection, box string, applied int) []string {
	key := moversKey{box: box, sel: sel.Version, applied: applied}
	if ids, ok := (*m)[key]; ok {
		return ids
	}
	var ids []string
	at := g
	for _, id := range sel.IDs(g) {
		d := specialDecision(box, id)
		if at.Check(d) != nil {
			continue
		}
		ids = append(ids, id)
		if at == g {
			at = g.Clone()
			at.SetQuiet(true)
		}
		if _, err := at.Apply(d); err != nil {
			break
		}
	}
	if *m == nil || len(*m) > 8 {
		*m = movers{}
	}
	(*m)[key] = ids
	return ids
}

// sendSelectionTo sends the chosen Forces that may go to box there, one
// decision each; the first the engine refuses (the Japan Invasion's seven
// a turn) stops it, its reason shown.
func (s *Scene) sendSelectionTo(box string) {
	ids := s.specialMovers(box)
	if len(ids) == 0 {
		s.setStatus(specialRefusal(s.g, s.sel.IDs(s.g), box), true)
		return
	}
	var ds []rules.Decision
	for _, id := range ids {
		ds = append(ds, specialDecision(box, id))
	}
	send := func() {
		for _, d := range ds {
			if !s.apply(d) {
				return
			}
		}
		s.sel.Clear()
		s.open = stackKey{box, rules.US}
	}
	// Forces sent away from the Hawaiian Islands may lose the campaign as
	// a move may: asked first, in the engine's figures.
	if o, err := s.g.DefeatAfter(ds...); err == nil && o.Loses() {
		s.confirm = &confirmEnd{title: fmt.Sprintf("Send %d %s to the %s and lose the campaign?", len(ds), ui.Plural(len(ds), "Force", "Forces"), box),
			why: strings.Replace(defeatWarning(o), "After this move", "After this", 1), yes: "Send anyway", do: send}
		s.sel.Version++
		return
	}
	send()
}

// specialRefusal says why none of the chosen Forces ids may go to box in
// game g, in the engine's words for the first of them.
func specialRefusal(g *rules.Game, ids []string, box string) string {
	if len(ids) == 0 {
		return specialHelp(box)
	}
	return sentence("Cannot go to the "+box+": "+g.Check(specialDecision(box, ids[0])).Error(), "")
}

// specialHelp says what box is for, as the rulebook has it.
func specialHelp(box string) string {
	if box == boxInvasion {
		return "Japan Invasion box: in US Movement choose up to 7 Forces a turn in the Hawaiian Islands or West Coast, then click here (1 Supply Point each). At the end of the Campaign their Buy Cost earns Objectives: 50-79 one, 80-99 two, 100 or more three."
	}
	return "Strategic Bombing box: in US Movement choose B-29 Bomber Wings that began it in the Mariana Islands, then click here (1 Supply Point each). Each sends a Japanese counter in Japan back to its Reinforcement stack when Japanese Orders begin; the Wings return after the battles."
}

// explainSpecial sets the status line for the cursor over box: what a click
// sends there and for how much, why not, or what the box is for.
func (s *Scene) explainSpecial(box string) {
	if s.pending().Kind != rules.AskMovement || s.sel.Len() == 0 {
		s.setStatus(specialHelp(box), false)
		return
	}
	ids := s.specialMovers(box)
	if len(ids) == 0 {
		s.setStatus(specialRefusal(s.g, s.sel.IDs(s.g), box), true)
		return
	}
	msg := fmt.Sprintf("Click to send %d %s to the %s: %d Supply %s (%d left).", len(ids), ui.Plural(len(ids), "Force", "Forces"),
		box, len(ids), ui.Plural(len(ids), "Point", "Points"), s.g.SupplyPoints-len(ids))
	// Forces that leave an Objective empty lose it, as a move does: said
	// before the click, as the engine counts it.
	held, of, now := heldAfterSending(s.g, box, ids)
	if held < now {
		msg += fmt.Sprintf(" After this you Hold %d of %d Objectives (%d now).", held, of, now)
	}
	s.setStatus(msg, held < now)
}

// heldAfterSending is how many Objectives the US would Hold after sending
// ids to box in game g, of how many, and how many it Holds now, played on
// a copy of the game.
func heldAfterSending(g *rules.Game, box string, ids []string) (held, of, now int) {
	now = len(g.HeldObjectives())
	c := g.Clone()
	for _, id := range ids[:len(ids)-1] {
		if _, err := c.Apply(specialDecision(box, id)); err != nil {
			return now, 0, now
		}
	}
	held, of, err := c.HeldAfter(specialDecision(box, ids[len(ids)-1]))
	if err != nil {
		return now, 0, now
	}
	return held, of, now
}

// drawSpecialLit rings the special boxes the chosen Forces may go to, as the
// areas they may move to are lit.
func (s *Scene) drawSpecialLit(dst *ebiten.Image, v ui.View) {
	if s.pending().Kind != rules.AskMovement || s.sel.Len() == 0 || s.anim.busy() || !s.folds.open(sheetSpecial) {
		return
	}
	for _, box := range specialBoxes(s.g) {
		if len(s.specialMovers(box)) > 0 {
			r := s.lay.specialSlot(box, hasInvasion(s.g)).Inset(-5)
			v.StrokeRect(dst, r, 2.5, ui.Lit)
			s.layers.over(r.Inset(-2))
		}
	}
}

// specialButtons are the side panel's buttons that send the chosen Forces
// to each special box of the campaign: dimmed while none of them may go
// there (a click says why, or what the box is for).
func (s *Scene) specialButtons() []button {
	var bs []button
	for _, box := range specialBoxes(s.g) {
		n := len(s.specialMovers(box))
		label := fmt.Sprintf("%d to the %s", n, box)
		if n == 0 {
			label = "To the " + box
		}
		bs = append(bs, button{label: label, do: func() { s.sendSelectionTo(box) }, off: n == 0})
	}
	return bs
}

// bombingLabel words a Strategic Bombing choice: the kind of Force in Japan
// whose top counter goes back to the Reinforcement box, as the question
// above the buttons puts it (a half-width button at 1366x768 cut "A
// Land-Based Aircraft from Japan").
func bombingLabel(zone string) string {
	switch rules.Kind(zone) {
	case rules.KindShip:
		return "A Ship"
	case rules.KindInfantry:
		return "An Infantry"
	case rules.KindAircraft:
		return "A Land-Based Aircraft"
	}
	return zone
}
