package campaign

import (
	"fmt"

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

// flowNext returns the screen that takes over from the map now, or nil. A
// screen that cannot be made is said on the map, never passed over in
// silence.
func (s *Scene) flowNext(ctx *scenes.Context) scenes.Scene {
	if ctx.Input.Pressed(ebiten.KeyF1) {
		return reference.New(s)
	}
	next, err := s.screenFor()
	if err != nil {
		s.failed(err)
		return nil
	}
	return next
}

// screenFor is the one place that decides which screen fits the game now,
// from its state and what the last decision brought (nil: the map itself):
//
//   - a battle just begun, or one in progress (a game loaded mid-battle):
//     the Battle Sheet;
//   - the steps after the battles (Supply Check, Logistics...): the
//     logistics screen, once the map's animation has played;
//   - the campaign over: the end screen (in a linked series, then the next
//     campaign's map).
//
// The title screen's Continue and Open, Undo and Redo all open the map
// (title.Resume, ctx.Reopen), which hands over from here.
func (s *Scene) screenFor() (scenes.Scene, error) {
	if s.flow.battle {
		s.flow.battle = false
		s.anim.skip(s)
		n := len(s.flow.evs)
		b, err := battle.New(s.g, s.flow.before, s.flow.evs, func(evs []rules.Event) scenes.Scene { return s.afterBattle(evs[min(n, len(evs)):]) })
		if err != nil {
			return nil, fmt.Errorf("the Battle Sheet cannot be shown: %w", err)
		}
		b.SetMoment(s.flow.turn, s.flow.supply)
		return b, nil
	}
	if s.anim.busy() {
		return nil, nil
	}
	if s.g.Asks() == rules.AskBattle {
		b, err := battle.New(s.g, nil, nil, s.afterBattle)
		if err != nil {
			return nil, fmt.Errorf("the Battle Sheet cannot be shown: %w", err)
		}
		b.Recall(s.log.entries)
		return b, nil
	}
	if post := s.flow.post; post != nil {
		s.flow.post = nil
		l, err := logistics.New(s.g, post, s.afterLogistics)
		if err != nil {
			return nil, fmt.Errorf("the steps after the battles cannot be shown: %w", err)
		}
		return l, nil
	}
	if s.g.Over && !s.flow.endShown {
		return s.afterLogistics(), nil
	}
	return nil, nil
}

// failed tells the player a screen could not be made: on the status line
// and as a message, so it is seen whichever screen is up.
func (s *Scene) failed(err error) {
	s.setStatus(err.Error(), true)
	if s.ctx != nil {
		s.ctx.Notify(err.Error(), true)
	}
}

// afterBattle logs the events played on the battle board and chooses the
// next screen.
func (s *Scene) afterBattle(evs []rules.Event) scenes.Scene {
	evs = s.cutSeries(evs)
	for _, e := range evs {
		// What followed the battles (a new Campaign Turn) is heard as the
		// map comes back.
		s.played(e)
	}
	s.sel.Clear()
	if logistics.Has(evs) {
		l, err := logistics.New(s.g, evs, s.afterLogistics)
		if err == nil {
			return l
		}
		s.failed(fmt.Errorf("the steps after the battles cannot be shown (they are in the log): %w", err))
	}
	return s.afterLogistics()
}

// afterLogistics goes to the end screen when the campaign is over, else back
// to the map.
func (s *Scene) afterLogistics() scenes.Scene {
	if s.g.Over && !s.flow.endShown {
		s.flow.endShown = true
		e, err := s.endScreen()
		if err == nil {
			return e
		}
		s.failed(fmt.Errorf("the end of the campaign cannot be shown (the map shows how it stands): %w", err))
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
