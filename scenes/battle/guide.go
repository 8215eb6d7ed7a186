package battle

import (
	"slices"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// Guide implements scenes.Guide: where the next click toward d is on the
// Battle Sheet: a zone, a counter, a plan card or a button.
func (s *Scene) Guide(d rules.Decision) (scenes.Hint, bool) {
	if !s.Settled() {
		return scenes.Hint{}, false
	}
	s.layOut()
	if s.ended != nil {
		if d.Kind == rules.DoChooseBattle {
			return s.buttonHint(d)
		}
		return scenes.Hint{}, false
	}
	_, a := s.pending()
	if a == nil {
		return scenes.Hint{}, false
	}
	switch d.Kind {
	case rules.DoPlace:
		if a.Kind == rules.AskPlaceJapanese {
			return s.unitHint(d.Force)
		}
		return s.fr.zoneHint(d.Zone)
	case rules.DoBuyPlan:
		for i, pl := range usPlans() {
			if len(d.Plans) == 1 && pl.Name == d.Plans[0] {
				return scenes.Hint{R: s.fr.planCardRect(i), What: "the " + pl.Name + " card"}, true
			}
		}
	case rules.DoFly:
		if a.Kind == rules.AskFly && s.selected != d.Force {
			return s.unitHint(d.Force)
		}
		return s.fr.zoneHint(d.Zone)
	case rules.DoAllocateHit:
		if d.Force == rules.AirfieldTarget {
			for _, gr := range s.lay.groups {
				if gr.airfields && gr.side == rules.US {
					return scenes.Hint{R: gr.r, What: "the US Airfields"}, true
				}
			}
			return scenes.Hint{}, false
		}
		return s.unitHint(d.Force)
	}
	return s.buttonHint(d)
}

// zoneHint is a zone of the Battle Sheet.
func (f *frame) zoneHint(zone string) (scenes.Hint, bool) {
	for _, z := range f.zones {
		if z.name == zone {
			return scenes.Hint{R: f.zoneRect(z), What: "the " + zoneName(zone)}, true
		}
	}
	return scenes.Hint{}, false
}

// unitHint is a counter on the sheet.
func (s *Scene) unitHint(id string) (scenes.Hint, bool) {
	if s.lay == nil {
		return scenes.Hint{}, false
	}
	for _, p := range s.lay.units {
		if p.u.ID() == id {
			what := unitNameByID(s.g, s.sh.b, id)
			if n := s.g.CounterName(id); n != s.g.Name(id) {
				// An air unit, named as its counter reads.
				what = n
			}
			return scenes.Hint{R: p.r, What: what}, true
		}
	}
	return scenes.Hint{}, false
}

// buttonHint is the button that makes d.
func (s *Scene) buttonHint(d rules.Decision) (scenes.Hint, bool) {
	bs := s.buttons()
	for i, b := range bs {
		if b.leave || b.more || b.undo || b.redo || b.all {
			continue
		}
		o := b.d
		if o.Kind == d.Kind && o.Force == d.Force && o.Zone == d.Zone && o.Area == d.Area && o.Yes == d.Yes &&
			o.Number == d.Number && slices.Equal(o.Plans, d.Plans) {
			return scenes.Hint{R: s.fr.buttonRect(bs, i), What: "the “" + b.label + "” button"}, true
		}
	}
	return scenes.Hint{}, false
}

// ContinueHint implements scenes.Continuer: the summary's button that leaves
// the board once the battle is over and nothing else is to be fought.
func (s *Scene) ContinueHint() (scenes.Hint, bool) {
	if !s.Settled() || s.ended == nil {
		return scenes.Hint{}, false
	}
	bs := s.buttons()
	for i, b := range bs {
		if b.leave && b.key == "Enter" {
			return scenes.Hint{R: s.fr.buttonRect(bs, i), What: "the “" + b.label + "” button"}, true
		}
	}
	return scenes.Hint{}, false
}

// RulesButton implements scenes.Reader.
func (s *Scene) RulesButton() ui.Rect { return s.fr.rules }
