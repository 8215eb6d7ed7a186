// Package movement is the US Movement step as the map screen lets the player
// make it, without the screen: which Forces are chosen, where they may go
// together and why not, and the decision a move makes. It holds no drawing
// and no Ebitengine, so it is tested on its own; scenes/campaign draws it and
// feeds it the player's clicks. Every answer comes from the engine (Check,
// MoveDestinations): nothing here re-implements a rule.
package movement

import (
	"nimitz/rules"
)

// Selection is the US Forces chosen to move together, and where they may go.
type Selection struct {
	chosen map[string]bool
	// dests says, for every area of the map, why the chosen Forces may not
	// move there (nil: they may); nil when nothing is chosen.
	dests map[string]error
	// able keeps what Able found for each area since the last Refresh: the
	// map screen asks every frame the cursor rests on a refused area.
	able map[string][]string
	// Version changes whenever the selection does, so a screen knows to
	// draw it again.
	Version int
}

// Clear chooses nothing.
func (s *Selection) Clear() {
	s.chosen, s.dests, s.able = nil, nil, nil
	s.Version++
}

// Len is how many Forces are chosen.
func (s *Selection) Len() int { return len(s.chosen) }

// Has reports whether the Force id is chosen.
func (s *Selection) Has(id string) bool { return s.chosen[id] }

// IDs lists the chosen Forces in board order (the order of g.Forces), the
// order a move decision names them in.
func (s *Selection) IDs(g *rules.Game) []string {
	var ids []string
	for i := range g.Forces {
		if s.chosen[g.Forces[i].ID] {
			ids = append(ids, g.Forces[i].ID)
		}
	}
	return ids
}

// Toggle adds the Force id to the selection, or takes it out when it is in.
// A Force that can go nowhere (not even raiding) is not added: the engine's
// reason is returned instead.
func (s *Selection) Toggle(g *rules.Game, id string) error {
	if s.chosen[id] {
		delete(s.chosen, id)
		s.Refresh(g)
		return nil
	}
	if len(g.MoveDestinations(id)) == 0 && g.Check(rules.Decision{Kind: rules.DoRaid, Force: id}) != nil {
		return stuck{why: WhyStuck(g, id)}
	}
	s.add(id)
	s.Refresh(g)
	return nil
}

// stuck is why a Force cannot be chosen.
type stuck struct{ why string }

func (e stuck) Error() string { return e.why }

func (s *Selection) add(id string) {
	if s.chosen == nil {
		s.chosen = map[string]bool{}
	}
	s.chosen[id] = true
}

// AddStack chooses every US Force in area that may move (a click on a US
// stack; with Shift, added to what is chosen).
func (s *Selection) AddStack(g *rules.Game, area string) {
	for _, f := range g.In(area, rules.US) {
		if f.MovedFrom == "" && len(g.MoveDestinations(f.ID)) > 0 {
			s.add(f.ID)
		}
	}
	s.Refresh(g)
}

// Refresh drops the Forces that can no longer move (moved, or gone from the
// map) and asks the engine again where the rest may go together. Outside the
// Movement step nothing stays chosen.
func (s *Selection) Refresh(g *rules.Game) {
	s.Version++
	s.able = nil
	if g.Pending().Kind != rules.AskMovement {
		s.chosen, s.dests = nil, nil
		return
	}
	for id := range s.chosen {
		f := g.Force(id)
		if f == nil || f.Where != rules.OnMap || f.MovedFrom != "" {
			delete(s.chosen, id)
		}
	}
	s.dests = nil
	ids := s.IDs(g)
	if len(ids) == 0 {
		return
	}
	s.dests = map[string]error{}
	for _, a := range g.Data().Map.Areas {
		s.dests[a.Name] = g.Check(rules.Decision{Kind: rules.DoMove, Forces: ids, Area: a.Name})
	}
}

// CanGo reports whether the chosen Forces may move to area together.
func (s *Selection) CanGo(area string) bool {
	err, ok := s.dests[area]
	return len(s.chosen) > 0 && ok && err == nil
}

// WhyNot is the engine's reason the chosen Forces may not move to area, nil
// when they may or when nothing is chosen.
func (s *Selection) WhyNot(area string) error { return s.dests[area] }

// Able lists, when the chosen Forces may not move to area together, those
// of them that may, moved there together without the rest (the Ships of the
// Hawaii stack to the Marshall Islands, its Land-Based Aircraft left behind):
// nil when all may go, when none may, or when the engine refuses even those
// together.
func (s *Selection) Able(g *rules.Game, area string) []string {
	if len(s.chosen) == 0 || s.WhyNot(area) == nil {
		return nil
	}
	if able, ok := s.able[area]; ok {
		return able
	}
	if s.able == nil {
		s.able = map[string][]string{}
	}
	s.able[area] = s.ableNow(g, area)
	return s.able[area]
}

func (s *Selection) ableNow(g *rules.Game, area string) []string {
	var able []string
	for _, id := range s.IDs(g) {
		if g.Check(rules.Decision{Kind: rules.DoMove, Forces: []string{id}, Area: area}) == nil {
			able = append(able, id)
		}
	}
	if len(able) == 0 || g.Check(rules.Decision{Kind: rules.DoMove, Forces: able, Area: area}) != nil {
		return nil
	}
	return able
}

// Destinations lists the areas the chosen Forces may move to.
func (s *Selection) Destinations() []string {
	var out []string
	for a, err := range s.dests {
		if err == nil {
			out = append(out, a)
		}
	}
	return out
}

// Move is the decision moving the chosen Forces to area; false when nothing
// is chosen.
func (s *Selection) Move(g *rules.Game, area string) (rules.Decision, bool) {
	ids := s.IDs(g)
	if len(ids) == 0 {
		return rules.Decision{}, false
	}
	return rules.Decision{Kind: rules.DoMove, Forces: ids, Area: area}, true
}

// Submarines lists the chosen US Submarines, which may be sent raiding.
func (s *Selection) Submarines(g *rules.Game) []string {
	var out []string
	for _, id := range s.IDs(g) {
		if f := g.Force(id); f != nil && g.Counter(f).Type == rules.SS {
			out = append(out, id)
		}
	}
	return out
}

// WhyStuck is the engine's reason a Force has nowhere to go: the refusal of
// a move to the first area along its lines.
func WhyStuck(g *rules.Game, id string) string {
	f := g.Force(id)
	if f == nil {
		return "No such Force."
	}
	if a := g.Data().Map.Area(f.Area); a != nil {
		for _, l := range a.Lines {
			if err := g.Check(rules.Decision{Kind: rules.DoMove, Forces: []string{id}, Area: l}); err != nil {
				return err.Error()
			}
		}
	}
	return g.Name(id) + " cannot move now."
}
