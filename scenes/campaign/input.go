package campaign

import (
	"fmt"
	"slices"
	"strings"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// Names of the boxes whose Forces are shown as stacks.
const (
	boxRaiding    = "Raiding box"
	boxBattalions = "Battalion box"
	boxBombing    = "Strategic Bombing box"
	boxInvasion   = "Japan Invasion box"
)

func r2pBox(n int) string { return fmt.Sprintf("Return to Port %d", n) }

// button is one action of the side panel.
type button struct {
	label string
	key   string // the keyboard shortcut, shown on the button
	do    func()
	// main is the panel's main action, the one Enter presses: the step's
	// end ("End Resupply"), or where no step end is offered the choice that
	// carries the step on ("Roll the rest in map order", the one battle).
	main bool
	// off is a button drawn dimmed: Undo or Redo with nothing they can do
	// now. A click still says why.
	off bool
}

// click acts on what was clicked, by what the engine asks now.
func (s *Scene) click(shift bool) {
	h := s.cursor.hover
	p := s.pending()
	switch h.kind {
	case spotButton:
		if h.button >= 0 && h.button < len(s.buttons()) {
			s.buttons()[h.button].do()
		}
		return
	case spotCounter:
		s.clickForce(h.force)
		return
	case spotStack:
		if p.Kind == rules.AskMovement && isSpecialBox(h.area) && s.sel.Len() > 0 {
			s.sendSelectionTo(h.area)
			return
		}
		if p.Kind == rules.AskMovement && h.side == rules.US && isMapArea(s.g, h.area) {
			// Shift adds the stack to the selection: it is asked before
			// whether the selection could move there.
			if !shift && s.sel.CanGo(h.area) {
				s.moveSelectionTo(h.area)
				return
			}
			s.openStack(stackKey{h.area, h.side}, shift, true)
			return
		}
		if isMapArea(s.g, h.area) && s.areaClick(h.area) {
			return
		}
		s.openStack(stackKey{h.area, h.side}, false, false)
		return
	case spotArea:
		if shift && p.Kind == rules.AskMovement && len(s.g.In(h.area, rules.US)) > 0 {
			s.openStack(stackKey{h.area, rules.US}, true, true)
			return
		}
		if s.areaClick(h.area) {
			return
		}
		// Otherwise open the area's stack: US first, else Japanese.
		if len(s.g.In(h.area, rules.US)) > 0 {
			s.openStack(stackKey{h.area, rules.US}, shift, p.Kind == rules.AskMovement)
		} else if len(s.g.In(h.area, rules.Japan)) > 0 {
			s.openStack(stackKey{h.area, rules.Japan}, false, false)
		}
		return
	case spotLog:
		return
	case spotSheet:
		// The title bar folds the sheet or opens it; the rest of an open
		// sheet only keeps the click off the map under it.
		if k := sheet(h.button); s.cursor.y < s.lay.sheets[k].Y+sheetTitleH {
			s.folds.toggle(k)
		}
		return
	case spotFile:
		s.fileButton(h.button)
		return
	}
	if s.lay.mapArea.Contains(s.cursor.x, s.cursor.y) {
		s.sel.Clear()
	}
}

// isMapArea reports whether a stack's place a is an area of g's map, not a
// box.
func isMapArea(g *rules.Game, a string) bool { return g.Data().Map.Area(a) != nil }

// areaClick does what clicking an area means in this step; false if nothing.
func (s *Scene) areaClick(area string) bool {
	switch p := s.pending(); p.Kind {
	case rules.AskScouting:
		s.apply(rules.Decision{Kind: rules.DoScout, Area: area})
		return true
	case rules.AskMovement:
		if s.sel.Len() > 0 {
			s.moveSelectionTo(area)
			return true
		}
	case rules.AskOrdersArea:
		s.apply(rules.Decision{Kind: rules.DoOrdersArea, Area: area})
		return true
	case rules.AskChooseBattle:
		s.apply(rules.Decision{Kind: rules.DoChooseBattle, Area: area})
		return true
	}
	return false
}

// moveSelectionTo moves the chosen Forces to area; a move that would lose
// the campaign at the Defeat Check, by the engine's outlook, is asked first
// (a whole stack moved away dropped the Objectives below Replaced with only
// the status line's red to say so).
func (s *Scene) moveSelectionTo(area string) {
	d, ok := s.sel.Move(s.g, area)
	if !ok {
		return
	}
	if o, err := s.g.DefeatAfter(d); err == nil && o.Loses() {
		n := len(d.Forces)
		s.confirm = &confirmEnd{title: fmt.Sprintf("Move %d %s to %s and lose the campaign?", n, ui.Plural(n, "Force", "Forces"), area),
			why: defeatWarning(o), yes: "Move anyway", do: func() { s.makeMove(d) }}
		s.sel.Version++
		return
	}
	s.makeMove(d)
}

// makeMove applies the move d and opens the stack it went to.
func (s *Scene) makeMove(d rules.Decision) {
	area := d.Area
	if s.apply(d) {
		s.sel.Clear()
		s.open = stackKey{area, rules.US}
	}
}

// openStack shows a stack in the side panel; for a US stack in the Movement
// step it also selects every Force there that can move (added to the
// selection with Shift).
func (s *Scene) openStack(k stackKey, add, selectAll bool) {
	if !add || k.side != rules.US {
		s.sel.Clear()
	}
	s.open = k
	if selectAll && k.side == rules.US {
		s.selectAll()
	}
}

// clickForce acts on one Force: buy it, repair it, toggle it in the selection,
// or take back its move.
func (s *Scene) clickForce(id string) {
	f := s.g.Force(id)
	if f == nil {
		return
	}
	switch s.pending().Kind {
	case rules.AskResupply:
		if f.Where == rules.InUSReinforce {
			s.apply(rules.Decision{Kind: rules.DoBuy, Force: id})
			return
		}
		if f.Side == rules.US && f.Damaged {
			s.apply(rules.Decision{Kind: rules.DoRepair, Force: id})
			return
		}
	case rules.AskMovement:
		if f.Side != rules.US {
			return
		}
		if f.MovedFrom != "" {
			s.apply(rules.Decision{Kind: rules.DoUndoMove, Force: id})
			return
		}
		if f.Where != rules.OnMap {
			return
		}
		if err := s.sel.Toggle(s.g, id); err != nil {
			s.setStatus(err.Error(), true)
		}
		return
	}
	if f.Where == rules.InUSReinforce {
		s.setStatus(fmt.Sprintf("%s can be bought in the US Resupply step.", s.g.Name(id)), true)
	}
}

// allIn reports whether every Force of ids is on g's map in area.
func allIn(g *rules.Game, ids []string, area string) bool {
	for _, id := range ids {
		if f := g.Force(id); f == nil || f.Where != rules.OnMap || f.Area != area {
			return false
		}
	}
	return len(ids) > 0
}

// sentence ends s with a full stop before more, when there is more.
func sentence(s, more string) string {
	if more == "" || strings.HasSuffix(s, ".") {
		return s + more
	}
	return s + "." + more
}

// leaveBehindHint says, when some of the chosen Forces ids may go to area
// without the rest, which to click off to move them: a newcomer's whole
// Hawaii stack refused the Marshall Islands for its Land-Based Aircraft.
func (s *Scene) leaveBehindHint(ids []string, area string) string {
	able := s.sel.Able(s.g, area)
	if able == nil {
		return ""
	}
	var rest []string
	for _, id := range ids {
		if !slices.Contains(able, id) {
			rest = append(rest, s.g.Name(id))
		}
	}
	return fmt.Sprintf(" The other %d may go: click %s in the stack panel to leave %s behind.",
		len(able), strings.Join(rest, ", "), ui.Plural(len(rest), "it", "them"))
}

// explainHover sets the status line for what the cursor is over: the cost of
// a legal action, or why an illegal one is refused.
func (s *Scene) explainHover() {
	h := s.cursor.hover
	p := s.pending()
	area := ""
	if h.kind == spotArea || (h.kind == spotStack && isMapArea(s.g, h.area)) {
		area = h.area
	}
	switch {
	case area != "" && p.Kind == rules.AskMovement && s.sel.Len() > 0:
		ids := s.sel.IDs(s.g)
		if allIn(s.g, ids, area) {
			// Where the chosen Forces are is no refused move: the cursor is
			// still on the stack just clicked.
			s.setStatus(fmt.Sprintf("%d %s chosen in %s: click a lit area to move %s there.", len(ids),
				ui.Plural(len(ids), "Force", "Forces"), area, ui.Plural(len(ids), "it", "them")), false)
		} else if err := s.sel.WhyNot(area); err != nil {
			s.setStatus(sentence("Cannot move there: "+err.Error(), s.leaveBehindHint(ids, area)), true)
		} else if s.sel.CanGo(area) {
			msg := fmt.Sprintf("Click to move %d %s to %s: %d Supply %s (%d left).", len(ids), ui.Plural(len(ids), "Force", "Forces"),
				area, len(ids), ui.Plural(len(ids), "Point", "Points"), s.g.SupplyPoints-len(ids))
			// A move that would leave an Objective unheld or out of
			// supply says so before it is made.
			d, _ := s.sel.Move(s.g, area)
			o, err := s.g.DefeatAfter(d)
			bad := err == nil && (o.Held < o.Now || o.Loses())
			if err == nil && o.Held < o.Now {
				msg += fmt.Sprintf(" After this move you Hold %d of %d Objectives (%d now).", o.Held, o.Of, o.Now)
			}
			if err == nil && o.Loses() {
				msg += " It would lose the campaign at the Defeat Check: you will be asked first."
			}
			s.setStatus(msg, bad)
		}
	case area != "" && p.Kind == rules.AskScouting:
		if err := s.g.Check(rules.Decision{Kind: rules.DoScout, Area: area}); err != nil {
			s.setStatus("No Scouting here: "+err.Error(), true)
		} else {
			s.setStatus(fmt.Sprintf("Click to place a Scouting counter on %s: 1 Supply Point (%d left).", area, s.g.SupplyPoints-1), false)
		}
	case area != "" && p.Kind == rules.AskOrdersArea:
		// The areas not offered are said plainly and not as a refusal: the
		// player has clicked nothing, and the cursor often rests where
		// the last move went, which Orders do not move again.
		if slices.Contains(s.g.OrdersAreas(), area) {
			s.setStatus("Click to roll Japanese Orders for "+area+".", false)
		} else {
			s.setStatus("No Japanese Forces in "+area+" still await Orders: click a lit area, or its button.", false)
		}
	case area != "" && p.Kind == rules.AskChooseBattle:
		if slices.Contains(s.g.Battles, area) {
			s.setStatus("Click to resolve the battle in "+area+" next.", false)
		} else {
			s.setStatus(fmt.Sprintf("No battle in %s: click a lit area (%s), or its button.", area, strings.Join(s.g.Battles, ", ")), false)
		}
	case h.kind == spotStack && isSpecialBox(h.area):
		s.explainSpecial(h.area)
	case h.kind == spotCounter:
		s.explainForce(h.force)
	case h.kind == spotSheet && s.cursor.y < s.lay.sheets[h.button].Y+sheetTitleH:
		if s.folds.folded[h.button] {
			s.setStatus("Click to open "+sheetName(sheet(h.button))+" again (C opens or folds them all).", false)
		} else {
			s.setStatus("Click to fold "+sheetName(sheet(h.button))+" away to its title, to see the map under it (C folds them all).", false)
		}
	}
}

func (s *Scene) explainForce(id string) {
	f := s.g.Force(id)
	if f == nil {
		return
	}
	switch s.pending().Kind {
	case rules.AskResupply:
		if f.Where == rules.InUSReinforce {
			if err := s.g.Check(rules.Decision{Kind: rules.DoBuy, Force: id}); err != nil {
				s.setStatus("Cannot buy: "+err.Error(), true)
				return
			}
			rp, sp := s.g.BuyCost(f)
			s.setStatus(fmt.Sprintf("Click to buy %s for %d: %d Reinforcement + %d Supply Points; it goes to %s.", s.g.Name(id), rp+sp, rp, sp, buyPlace(s.g, f)), false)
			return
		}
		if f.Damaged && f.Side == rules.US {
			if err := s.g.Check(rules.Decision{Kind: rules.DoRepair, Force: id}); err != nil {
				s.setStatus("Cannot repair: "+err.Error(), true)
			} else {
				s.setStatus(fmt.Sprintf("Click to repair %s for %d Supply Points.", s.g.Name(id), s.g.Counter(f).RepairCost()), false)
			}
		}
	case rules.AskMovement:
		if f.Side == rules.US && f.MovedFrom != "" {
			s.setStatus(fmt.Sprintf("%s moved from %s. Click to take the move back (refunds 1 Supply Point).", s.g.Name(id), f.MovedFrom), false)
		} else if f.Side == rules.US && f.Where == rules.OnMap {
			if s.sel.Has(id) {
				s.setStatus("Click to leave "+s.g.Name(id)+" behind.", false)
			} else {
				s.setStatus("Click to add "+s.g.Name(id)+" to the Forces moving.", false)
			}
		}
	}
}

func buyPlace(g *rules.Game, f *rules.Force) string {
	if g.Counter(f).Australian {
		return rules.Australia
	}
	return rules.WestCoast
}

// buttons are the buttons the side panel shows now: every action it offers
// or, when they do not fit, a page of the step's choices with a button to
// the next page, and on every page what heads and ends them (Undo, Redo,
// the step's end).
func (s *Scene) buttons() []button {
	return s.actions().paged(s.lay.buttonSlots(), s.buttonPage, func() { s.buttonPage++ })
}

// actionButtons are every action the side panel offers: the step's
// choices, and what heads and ends every page of them (Undo, Redo, the
// step's end).
type actionButtons struct{ head, choices, tail []button }

// paged are the buttons shown on page of a panel with room for slots of
// them: every one or, when they do not fit, a page of the choices with a
// button (next) to the next page, headed and ended as every page is.
func (a actionButtons) paged(slots, page int, next func()) []button {
	// Pages keeps one choice on every page: here it stands for the tail.
	slots = slots - len(a.head) - len(a.tail) + 1
	from, to, pages := ui.Pages(len(a.choices)+1, slots, page)
	bs := append(slices.Clip(a.head), a.choices[from:min(to, len(a.choices))]...)
	if pages > 1 {
		shown := from / (slots - 2)
		bs = append(bs, button{label: fmt.Sprintf("More choices (%d/%d)", shown+1, pages), key: "Tab", do: next})
	}
	return append(bs, a.tail...)
}

// main is the panel's main action, the one Enter presses, when it offers
// one that can act now.
func (a actionButtons) main() (button, bool) {
	for _, bs := range [][]button{a.head, a.choices, a.tail} {
		for _, b := range bs {
			if b.main && !b.off {
				return b, true
			}
		}
	}
	return button{}, false
}

// clearOrSay clears the selection, or says there is none to clear.
func (s *Scene) clearOrSay() {
	if s.sel.Len() == 0 {
		s.setStatus("Nothing is chosen: click a US stack to choose its Forces.", false)
		return
	}
	s.sel.Clear()
}

// actions are every action the side panel offers now.
func (s *Scene) actions() actionButtons {
	p := s.pending()
	var bs []button
	add := func(label, key string, do func()) { bs = append(bs, button{label: label, key: key, do: do}) }
	switch p.Kind {
	case rules.AskMovement:
		// The step's buttons are all there whatever is chosen, dimmed when
		// they can do nothing (a click says why): coming and going with the
		// selection, they moved the step's end up and down under the cursor.
		bs = append(bs, button{label: "Clear selection", key: "Esc", do: s.clearOrSay, off: s.sel.Len() == 0},
			button{label: "Send raiding", key: "R", do: s.raidSelected, off: len(s.sel.Submarines(s.g)) == 0})
		bs = append(bs, s.specialButtons()...)
	case rules.AskBombing:
		for _, d := range p.Options {
			d := d
			add(bombingLabel(d.Zone), "", func() { s.apply(d) })
		}
	case rules.AskChooseBattle:
		for _, d := range p.Options {
			d := d
			add("Battle: "+d.Area, "", func() { s.apply(d) })
		}
		if len(p.Options) == 1 && (s.ctx == nil || s.ctx.Gate == nil) {
			// One battle to fight: Enter begins it, as it ends a step.
			bs[len(bs)-1].key, bs[len(bs)-1].main = "Enter", true
		}
	case rules.AskOrdersArea:
		if s.offersRollRest(p) {
			bs = append(bs, button{label: rollRestLabel, key: "Enter", do: s.rollRest, main: true})
		}
		for _, d := range p.Options {
			d := d
			add(d.Area, "", func() { s.apply(d) })
		}
	case rules.AskBattle:
		for _, d := range p.Options {
			d := d
			add(decisionLabel(s.g, d), "", func() { s.apply(d) })
		}
	case rules.AskNothing:
		if s.NewTitle != nil {
			add("Back to the title screen", "", func() { s.wantTitle = true })
		}
	}
	gated := s.ctx.UndoRefused() != nil
	undo := button{label: "Undo", key: "Z", do: s.undo, off: gated || s.sess.CanUndo() != nil}
	redo := button{label: "Redo", key: "Ctrl+Y", do: s.redo, off: gated || s.sess.CanRedo() != nil}
	if !offered(p, rules.DoDone) {
		// Undo is shown while there is a decision, even one the dice
		// have made final: a click then says why it cannot be undone.
		var tail []button
		if s.sess.Len() > 0 {
			tail = append(tail, undo)
		}
		if !redo.off {
			tail = append(tail, redo)
		}
		return actionButtons{choices: bs, tail: tail}
	}
	// A step the player ends: Undo and Redo keep their places side by side
	// on the first row, dimmed when they can do nothing (a click says why),
	// and the step's end its own on the last. Coming and going, Undo and
	// Redo moved the step's end from under the player's cursor.
	end := button{label: doneLabel(p.Kind, len(s.g.Scouting)), key: "Enter", do: s.endStep, main: true}
	return actionButtons{head: []button{undo, redo}, choices: bs, tail: []button{end}}
}

func doneLabel(k rules.PendingKind, scouted int) string {
	switch k {
	case rules.AskResupply:
		return "End Resupply"
	case rules.AskScouting:
		// The scouted areas roll their Orders when the step ends; with
		// no Scouting counter placed, nothing is rolled.
		if scouted == 0 {
			return "End Scouting"
		}
		return fmt.Sprintf("End Scouting: roll %d scouted %s", scouted, ui.Plural(scouted, "Order", "Orders"))
	case rules.AskMovement:
		return "End Movement: Japan moves"
	}
	return "Done"
}

// decisionLabel words any decision for a button, so battle decisions the
// battle engine adds can be offered before their own screen exists.
func decisionLabel(g *rules.Game, d rules.Decision) string {
	parts := []string{strings.ReplaceAll(string(d.Kind), "-", " ")}
	if d.Force != "" {
		name := g.Name(d.Force)
		// A battle's aircraft are units of the Battle Sheet, not Forces:
		// their ID ("US:Lexington/SBD#3") is no name.
		if g.Force(d.Force) == nil && g.Battle != nil {
			if u := g.Battle.Unit(d.Force); u != nil {
				name = g.UnitName(u)
			}
		}
		parts = append(parts, name)
	}
	if len(d.Forces) > 0 {
		var names []string
		for _, id := range d.Forces {
			names = append(names, g.Name(id))
		}
		parts = append(parts, strings.Join(names, ", "))
	}
	if d.Area != "" {
		parts = append(parts, d.Area)
	}
	if d.Zone != "" {
		parts = append(parts, "→ "+d.Zone)
	}
	if len(d.Plans) > 0 {
		parts = append(parts, strings.Join(d.Plans, ", "))
	}
	if d.Number != 0 {
		parts = append(parts, fmt.Sprint(d.Number))
	}
	if d.Yes {
		parts = append(parts, "yes")
	}
	s := strings.Join(parts, " ")
	return strings.ToUpper(s[:1]) + s[1:]
}
