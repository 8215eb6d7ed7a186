package battle

import (
	"fmt"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// Placing the US Ships is one question for each Ship (US Ocean or Coastal
// Area). A fleet sent whole to one area took a click for each of its Ships:
// the "All n to the …" buttons answer every question still to come the same
// way, one decision each through the session, as the clicks would.

// placeAllCount is how many of the questions from now on answer with a Ship
// placed in zone: worked out by the engine on a copy of the game, so the
// board counts no Ships itself. Kept for the question it was worked out for.
type placeAllCount struct {
	at    int    // the session's length when counted
	force string // the Ship the question was about
	zone  string
	n     int
}

// sameAnswer is the option of the US placement question asked now that
// places its Ship in zone, if it is asked.
func sameAnswer(g *rules.Game, zone string) (rules.Decision, bool) {
	p := g.Pending()
	if p.Kind != rules.AskBattle || p.Battle == nil || p.Battle.Kind != rules.AskPlaceShip {
		return rules.Decision{}, false
	}
	for _, o := range p.Options {
		if o.Kind == rules.DoPlace && o.Zone == zone {
			return o, true
		}
	}
	return rules.Decision{}, false
}

// placeAllIn is how many Ships answering every US placement question with
// zone would place, from the question about force asked now, counted on a
// copy of the game.
func (s *Scene) placeAllIn(force, zone string) int {
	sess := s.session()
	if sess == nil {
		return 0 // a board that cannot decide offers none
	}
	at := sess.Len()
	if len(s.placeAll) > 0 && (s.placeAll[0].at != at || s.placeAll[0].force != force) {
		s.placeAll = s.placeAll[:0] // counted for an earlier question
	}
	for _, c := range s.placeAll {
		if c.zone == zone {
			return c.n
		}
	}
	g, n := s.g.Clone(), 0
	for ; n < len(g.Forces); n++ {
		d, ok := sameAnswer(g, zone)
		if !ok {
			break
		}
		if _, err := g.Apply(d); err != nil {
			break
		}
	}
	s.placeAll = append(s.placeAll, placeAllCount{at: at, force: force, zone: zone, n: n})
	return n
}

// placeAllButtons are the "All n to the …" buttons of the US placement
// question asked now: none when a single Ship is left to place, nor in the
// guided example, whose gate lets one awaited decision through at a time.
func (s *Scene) placeAllButtons(a *rules.BattleAsk, opts []rules.Decision) []button {
	if a.Kind != rules.AskPlaceShip || s.ctx == nil || s.ctx.Gate != nil {
		return nil
	}
	var out []button
	for _, o := range opts {
		if o.Kind != rules.DoPlace {
			continue
		}
		if n := s.placeAllIn(a.Force, o.Zone); n > 1 {
			out = append(out, button{label: fmt.Sprintf("All %d to the %s", n, zoneName(o.Zone)), d: o, all: true})
		}
	}
	return out
}

// applyAll answers the US placement question, and each one after it, by
// placing the Ship in d's zone, and plays their events as one: one click,
// which Undo takes back whole.
func (s *Scene) applyAll(d rules.Decision) {
	before := copyBattle(s.g.Battle)
	turn, supply := s.g.Turn, s.g.SupplyPoints
	var evs []rules.Event
	s.note.Clear()
	for placed := 0; placed < len(s.g.Forces); placed++ {
		next, ok := sameAnswer(s.g, d.Zone)
		if !ok {
			break
		}
		got, err := s.decideJoined(next, placed > 0)
		if err != nil {
			// The Ships placed so far stay placed (each is recorded).
			s.note.Say(err.Error(), true, ui.Rect{})
			break
		}
		evs = append(evs, got...)
	}
	if len(evs) == 0 {
		return
	}
	s.selected, s.page = "", 0
	s.turn, s.supply = turn, supply
	s.begin(before, evs)
}
