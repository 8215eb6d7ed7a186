package campaign

import (
	"slices"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// Guide implements scenes.Guide: where the next click toward d is on the
// map, by what the engine asks and what the player has selected.
func (s *Scene) Guide(d rules.Decision) (scenes.Hint, bool) {
	if s.anim.busy() || s.flow.battle {
		return scenes.Hint{}, false
	}
	s.layout()
	switch d.Kind {
	case rules.DoBuy:
		box := s.reinforcementBox()
		for i, f := range box {
			if f.ID == d.Force {
				return scenes.Hint{R: s.lay.usBoxSlot(i, len(box)), What: s.g.CounterName(d.Force) + " in the US Reinforcements box"}, true
			}
		}
	case rules.DoScout, rules.DoOrdersArea, rules.DoChooseBattle:
		return s.areaHint(d.Area)
	case rules.DoDone:
		if s.confirm != nil {
			return scenes.Hint{R: endButtonOf(s.lay), What: "End the step"}, true
		}
		return s.buttonHint(doneLabel(s.pending().Kind, len(s.g.Scouting)))
	case rules.DoMove:
		return s.moveHint(d)
	}
	return scenes.Hint{}, false
}

// areaHint is an area's marker.
func (s *Scene) areaHint(area string) (scenes.Hint, bool) {
	for _, h := range s.cursor.spots {
		if h.kind == spotArea && h.area == area {
			return scenes.Hint{R: h.r, What: area}, true
		}
	}
	return scenes.Hint{}, false
}

// buttonHint is the action panel's button with label.
func (s *Scene) buttonHint(label string) (scenes.Hint, bool) {
	bs := s.buttons()
	for i, b := range bs {
		if b.label == label {
			return scenes.Hint{R: s.lay.buttonRect(i, len(bs)), What: "the " + label + " button"}, true
		}
	}
	return scenes.Hint{}, false
}

// moveHint leads to a move one click at a time: open a stack the move
// takes Forces from (with Shift, to add to those already chosen), leave
// behind or add Forces until the selection is the move's, then click the
// destination.
func (s *Scene) moveHint(d rules.Decision) (scenes.Hint, bool) {
	if len(d.Forces) == 0 {
		return scenes.Hint{}, false
	}
	sel := s.sel.IDs(s.g)
	var extra, missing []string
	for _, id := range sel {
		if !slices.Contains(d.Forces, id) {
			extra = append(extra, id)
		}
	}
	for _, id := range d.Forces {
		if !s.sel.Has(id) {
			missing = append(missing, id)
		}
	}
	pv := s.stackPanel().view(s.board())
	inPanel := func(id string) int {
		return slices.IndexFunc(pv.forces, func(f *rules.Force) bool { return f.ID == id })
	}
	counter := func(id, what string) (scenes.Hint, bool) {
		if i := inPanel(id); i >= 0 {
			return scenes.Hint{R: pv.slots[i], What: s.g.CounterName(id) + what}, true
		}
		return scenes.Hint{}, false
	}
	if len(extra) > 0 {
		// Many to leave behind, and nothing wanted chosen elsewhere: clear
		// the selection and pick the few instead.
		keep := len(sel) - len(extra)
		others := slices.ContainsFunc(sel, func(id string) bool {
			f := s.g.Force(id)
			return f != nil && s.open != (stackKey{f.Area, rules.US})
		})
		if (len(extra) > keep+1 && !others) || inPanel(extra[0]) < 0 {
			return s.buttonHint("Clear selection")
		}
		return counter(extra[0], " in the stack panel, to leave it behind")
	}
	if len(missing) > 0 {
		// The Forces of the stack open first: each area's are gathered
		// at one go, before Shift adds another stack.
		if i := slices.IndexFunc(missing, func(id string) bool { return inPanel(id) >= 0 }); i > 0 {
			missing[0], missing[i] = missing[i], missing[0]
		}
		f := s.g.Force(missing[0])
		if f == nil {
			return scenes.Hint{}, false
		}
		if s.open == (stackKey{f.Area, rules.US}) {
			return counter(f.ID, " in the stack panel, to add it")
		}
		h := scenes.Hint{R: s.cam.rect(s.stackRectOf(f.Area, rules.US)), What: "the US stack in " + f.Area}
		if len(sel) > 0 {
			h.What += " with Shift held, to add its Forces"
			h.Shift = true
		}
		return h, true
	}
	return s.areaHint(d.Area)
}

// endButtonOf is the button of the question that ends the step.
func endButtonOf(f frame) ui.Rect {
	_, end, _, _ := f.confirmParts(true)
	return end
}
