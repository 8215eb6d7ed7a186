package campaign

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/battle"
	"nimitz/scenes/end"
	"nimitz/scenes/logistics"
	"nimitz/scenes/reference"
)

// flowState is what the map hands over to the other screens: the battle
// board when a battle begins, the logistics screen for the steps after the
// battles, the end screen when the campaign is over.
type flowState struct {
	battle bool
	before *rules.Battle
	evs    []rules.Event // the batch that began the battle
	// turn and supply are the Campaign Turn and Supply Points before it.
	turn, supply int
	post         []rules.Event // post-battle events, shown once the map's animation ends
	endShown     bool
	// nextYear are the events of a linked series moving on: the campaign's
	// line of the Player Log and the next campaign's set-up, for its map.
	nextYear []rules.Event
}

// noteFlow looks at a decision's events for a screen to go to.
func (s *Scene) noteFlow(before *rules.Game, evs []rules.Event) {
	for _, e := range evs {
		if e.Kind == rules.EvBattleStart {
			s.flow.battle, s.flow.before, s.flow.evs = true, before.Battle, evs
			s.flow.turn, s.flow.supply = before.Turn, before.SupplyPoints
			return
		}
	}
	if logistics.Has(evs) {
		s.flow.post = evs
	}
}

// flowNext returns the screen that takes over from the map now, or nil.
func (s *Scene) flowNext(ctx *scenes.Context) scenes.Scene {
	if ctx.Input.Pressed(ebiten.KeyF1) {
		return reference.New(s)
	}
	if s.flow.battle {
		s.flow.battle = false
		s.anim.skip(s)
		n := len(s.flow.evs)
		if b, err := battle.New(s.g, s.flow.before, s.flow.evs, func(evs []rules.Event) scenes.Scene { return s.afterBattle(evs[min(n, len(evs)):]) }); err == nil {
			b.SetMoment(s.flow.turn, s.flow.supply)
			return b
		}
	}
	if s.anim.busy() {
		return nil
	}
	if s.g.Asks() == rules.AskBattle {
		// A battle in progress (a saved game loaded in the middle of one).
		if b, err := battle.New(s.g, nil, nil, s.afterBattle); err == nil {
			b.Recall(s.log.entries)
			return b
		}
	}
	if post := s.flow.post; post != nil {
		s.flow.post = nil
		if l, err := logistics.New(s.g, post, s.afterLogistics); err == nil {
			return l
		}
	}
	if s.g.Over && !s.flow.endShown {
		return s.afterLogistics()
	}
	return nil
}

// afterBattle logs the events played on the battle board and chooses the
// next screen.
func (s *Scene) afterBattle(evs []rules.Event) scenes.Scene {
	evs = s.cutSeries(evs)
	for _, e := range evs {
		s.log.add(e)
	}
	s.pendingCache = nil
	s.clearSelection()
	if logistics.Has(evs) {
		if l, err := logistics.New(s.g, evs, s.afterLogistics); err == nil {
			return l
		}
	}
	return s.afterLogistics()
}

// afterLogistics goes to the end screen when the campaign is over, else back
// to the map.
func (s *Scene) afterLogistics() scenes.Scene {
	s.pendingCache = nil
	if s.g.Over && !s.flow.endShown {
		s.flow.endShown = true
		if e, err := s.endScreen(); err == nil {
			return e
		}
	}
	return s
}

// endScreen is the end of this map's campaign. In a linked series that goes
// on, it leads to the next campaign instead of the title screen or the map.
func (s *Scene) endScreen() (scenes.Scene, error) {
	next := s.nextCampaign()
	title, mapView := s.NewTitle, func() scenes.Scene { return s }
	if next != nil {
		title, mapView = nil, nil
	}
	e, err := end.New(s.g, title, mapView)
	if err != nil {
		return nil, err
	}
	return newYearEnd(e, s, next), nil
}
