package campaign

import "nimitz/rules"

// With "Japan's equal choices: I do", the player picks which area rolls its
// Japanese Orders next, one click for each of a dozen rolls a turn. Once the
// areas that matter have rolled, "Roll the rest in map order" rolls every
// area still awaiting Orders as the engine would without the option: the
// first area it offers each time, one recorded decision per roll.

// rollRestLabel is the button that rolls the Orders left.
const rollRestLabel = "Roll the rest in map order"

// maxRolls bounds the rolls one press makes: far more than a turn's (a
// dozen or two), so only an engine that never stops asking reaches it.
const maxRolls = 1000

// offersRollRest reports whether the button is shown: more than one area
// awaits Orders, and no guided example lets one awaited click through at a
// time.
func (s *Scene) offersRollRest(p rules.Pending) bool {
	return p.Kind == rules.AskOrdersArea && len(p.Options) > 1 && (s.ctx == nil || s.ctx.Gate == nil)
}

// rollRest rolls the Orders of every area still awaiting them, the first
// the engine offers each time, and plays their events as one batch.
func (s *Scene) rollRest() {
	before := s.g.Clone()
	var evs []rules.Event
	for rolls := 0; rolls < maxRolls; rolls++ {
		p := s.pending()
		if p.Kind != rules.AskOrdersArea || len(p.Options) == 0 {
			break
		}
		got, err := s.decide(p.Options[0])
		if err != nil {
			// The rolls made so far stay made (each is recorded).
			s.show(before, evs)
			s.setStatus(err.Error(), true)
			return
		}
		evs = append(evs, got...)
	}
	if len(evs) > 0 {
		s.show(before, evs)
	}
}
