package battle

import (
	"nimitz/rules"
)

// sheet is the Battle Sheet as the screen shows it: a copy of the engine's
// Battle, brought up to date event by event while a batch of events plays,
// then replaced by the engine's own state. Nothing here changes the game.
type sheet struct {
	b *rules.Battle
	// step is the step of the Battle Turn sequence last reported.
	step rules.SheetStep
}

// copyBattle is the engine's deep copy of a battle.
func copyBattle(b *rules.Battle) *rules.Battle { return b.Clone() }

// unit finds a unit of the sheet by ID, or nil.
func (s *sheet) unit(id string) *rules.Unit {
	if s.b == nil {
		return nil
	}
	for i := range s.b.Units {
		if s.b.Units[i].ID() == id {
			return &s.b.Units[i]
		}
	}
	return nil
}

// play updates the sheet with what one event reports in its typed fields:
// the step of the sequence it begins, and the battle as the engine says the
// event leaves it (Battle.Follow). It never reads the event's text.
func (s *sheet) play(e rules.Event) {
	if e.Sheet != "" {
		s.step = e.Sheet
	}
	if s.b == nil {
		return
	}
	s.b.Follow(e)
}

// sound plays a battle event's effects as the sheet shows it
// (scenes.SoundsOf); a batch shown at once sounds each kind once a frame.
// The events the board begins with, shown before it has a context, are
// heard at its first Update. The rest of a decision's events (the map's,
// before and after the battle) are the map's to sound.
func (s *Scene) sound(e rules.Event) {
	if e.Step != rules.StepBattles {
		return
	}
	if s.ctx == nil {
		s.unsounded = append(s.unsounded, e)
		return
	}
	if s.ctx.Sound == nil {
		return
	}
	s.ctx.EventSounds(e, func(id string) bool {
		if u := s.sh.unit(id); u != nil {
			return kindOf(s.g, u) == rules.KindShip
		}
		f := s.g.Force(id)
		return f != nil && s.g.Kind(f) == rules.KindShip
	})
}

// counterOf is a unit's printed counter, as the engine reads it.
func counterOf(g *rules.Game, u *rules.Unit) *rules.Counter { return g.UnitCounter(u) }

// unitName is how the screen names a unit: "CV Enterprise", "SBD (CV Enterprise)".
func unitName(g *rules.Game, u *rules.Unit) string { return g.UnitName(u) }

func kindOf(g *rules.Game, u *rules.Unit) rules.Kind { return g.UnitKind(u) }

func isCarrier(g *rules.Game, u *rules.Unit) bool { return g.UnitIsCarrier(u) }
