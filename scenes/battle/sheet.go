package battle

import (
	"encoding/json"
	"strings"

	"nimitz/rules"
)

// sheet is the Battle Sheet as the screen shows it: a copy of the engine's
// Battle, brought up to date event by event while a batch of events plays,
// then replaced by the engine's own state. Nothing here changes the game.
type sheet struct {
	b *rules.Battle
	// step is the step of the Battle Turn sequence last reported.
	step string
}

// copyBattle deep-copies a Battle through its JSON form (it is plain data).
func copyBattle(b *rules.Battle) *rules.Battle {
	if b == nil {
		return nil
	}
	raw, err := json.Marshal(b)
	if err != nil {
		return nil
	}
	var c rules.Battle
	if err := json.Unmarshal(raw, &c); err != nil {
		return nil
	}
	return &c
}

// unit finds a unit of the sheet by ID, or nil.
func (s *sheet) unit(id string) *rules.Unit {
	if s.b == nil {
		return nil
	}
	for i := range s.b.Units {
		if s.b.Units[i].ID == id {
			return &s.b.Units[i]
		}
	}
	return nil
}

// play updates the sheet with what one event reports: Battle Turns, steps,
// aircraft flying and landing, Hits.
func (s *sheet) play(e rules.Event) {
	switch e.Kind {
	case rules.EvBattleStep:
		if name, ok := strings.CutPrefix(e.Rule, "Combat: "); ok {
			s.step = name
		}
	case rules.EvPlan:
		if strings.HasPrefix(e.Rule, "Select US Battle Plans") || strings.Contains(e.Text, "Battle Plans each Battle Turn") {
			s.step = stepSelect
		}
		if strings.HasPrefix(e.Rule, "Draw Japanese Battle Plans") {
			s.step = "Draw Japanese Battle Plans"
		}
	case rules.EvPlacement:
		s.step = stepPlaceUS
		if e.Side == rules.Japan {
			s.step = stepPlaceJP
		}
	case rules.EvBattleTurns:
		s.step = stepTurnsRoll
	}
	if s.b == nil {
		return
	}
	// The Battle Turn and the counter's box as they stood after the event.
	if e.Step == rules.StepBattles && e.Area == s.b.Area && (e.BattleTurn > 0 || e.TurnsLeft > 0 || e.Kind == rules.EvBattleEnd) {
		s.b.Turn, s.b.TurnsLeft = e.BattleTurn, e.TurnsLeft
	}
	switch e.Kind {
	case rules.EvPlacement:
		// A placement that names its Forces and zone moves them there.
		if e.Zone != "" {
			for _, id := range e.Forces {
				if u := s.unit(id); u != nil {
					u.Pos = e.Zone
				}
			}
		}
	case rules.EvAircraftMove:
		for _, id := range e.Forces {
			if u := s.unit(id); u != nil {
				u.Pos = e.Zone
			}
		}
	case rules.EvAircraftReturn:
		for _, id := range e.Forces {
			if u := s.unit(id); u != nil && !u.Lost {
				u.Pos = ""
			}
		}
	case rules.EvHit:
		if len(e.Forces) == 0 && strings.Contains(e.Text, "Airfields") && e.Hits == 1 {
			if e.Side == rules.US && s.b.USAirfields > 0 {
				s.b.USAirfields--
			} else if e.Side == rules.Japan && s.b.JPAirfields > 0 {
				s.b.JPAirfields--
			}
		}
		for _, id := range e.Forces {
			u := s.unit(id)
			if u == nil {
				continue
			}
			if strings.Contains(e.Text, "Destroyed") {
				u.Lost = true
			} else {
				u.Damaged = true
			}
		}
	}
}

// Step names of the Battle Sheet's sequence that the engine reports as
// events rather than as "Combat:" steps.
const (
	stepPlaceUS   = "Move US Forces to Battle Map"
	stepPlaceJP   = "Move Japanese Forces to Battle Map"
	stepTurnsRoll = "Roll for Battle Turns"
	stepDraws     = "Determine Japanese Battle Plan Draws"
	stepSelect    = "Select US Battle Plans"
)

// setUpSteps and combatSteps are the Battle Turn Sequence printed on the
// Battle Sheet; the indented ones are the parts of Combat.
var (
	setUpSteps  = []string{stepPlaceUS, stepPlaceJP, stepTurnsRoll, stepDraws, stepSelect}
	combatSteps = []string{"Draw Japanese Battle Plans", "Move US Aircraft", "Move Japanese Bombers", "Move Japanese Fighters",
		"Dogfight", "AAA", "Bomb Runs", "Torpedoes", "Depth Charges", "Naval Guns", "Infantry",
		"Infantry Advance", "Return Aircraft", "Inflict Airfield Losses", "Advance Battle Turn Counter"}
	combatParts = map[string]bool{"Dogfight": true, "AAA": true, "Bomb Runs": true, "Torpedoes": true,
		"Depth Charges": true, "Naval Guns": true, "Infantry": true}
)

// askStep is the step of the sequence a question belongs to.
func askStep(k rules.BattleAskKind, current string) string {
	switch k {
	case rules.AskPlaceShip, rules.AskPlaceSub:
		return stepPlaceUS
	case rules.AskBuyPlans:
		return stepSelect
	case rules.AskFly:
		return "Move US Aircraft"
	case rules.AskLandAircraft:
		return "Return Aircraft"
	case rules.AskAirfieldLosses:
		return "Inflict Airfield Losses"
	}
	return current
}

// counterOf returns a unit's printed counter: its Force's counter, or the
// aircraft type of a Carrier-Based Aircraft.
func counterOf(g *rules.Game, u *rules.Unit) *rules.Counter {
	if u.CBA {
		return g.Data().Aircraft[u.Counter]
	}
	return g.Data().Counters[u.Counter]
}

// unitName is how the screen names a unit: "CV Enterprise", "SBD (CV Enterprise)".
func unitName(g *rules.Game, u *rules.Unit) string {
	if u.CBA {
		name := u.Counter
		if ct := counterOf(g, u); ct != nil {
			name = ct.Name
		}
		return name + " (" + g.Name(u.Carrier) + ")"
	}
	return g.Name(u.ID)
}

func kindOf(g *rules.Game, u *rules.Unit) rules.Kind {
	if ct := counterOf(g, u); ct != nil {
		return ct.Type.Kind()
	}
	return ""
}

func isCarrier(g *rules.Game, u *rules.Unit) bool {
	ct := counterOf(g, u)
	return ct != nil && ct.Type.IsCarrier()
}
