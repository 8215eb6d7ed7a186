package savegame

import (
	"encoding/json"
	"fmt"
	"strings"

	"nimitz/rules"
)

// Start is where a session's record begins when that is not the campaign's
// set-up: a game saved under an older rules version, continued under today's.
// Its state is taken as the truth (the older rules made it); the decisions
// that led to it are kept as history, for the log, but are never replayed,
// since today's rules could play them out differently.
type Start struct {
	// RulesVersion is the rules version the history was played under (0:
	// a save written before versions were recorded).
	RulesVersion int `json:"rules_version"`
	// State is the rules.Game, or rules.Series for a linked series, at the
	// start of the record.
	State json.RawMessage `json:"state"`
	// History is every decision made before State, in order.
	History []rules.Decision `json:"history"`
	// From says where the record begins when that is not a game of older
	// rules: FromTutorial for a game taken over from "Learn to play".
	// Empty for a game continued from older rules.
	From string `json:"from,omitempty"`
}

// FromTutorial is Start.From for a game taken over from "Learn to play",
// the rulebook's Extended Example played with its own dice: the lesson's
// forced dice are not in the record, so the record begins at the moment
// the player took over.
const FromTutorial = "tutorial"

// NewSessionFrom starts a session whose record begins at a copy of g, as
// SessionFrom does, and names where that start came from (Start.From): the
// tutorial's set-up, whose dice are forced to the rulebook's.
func NewSessionFrom(g *rules.Game, from string) (*Session, error) {
	if g == nil {
		return nil, fmt.Errorf("no game to play")
	}
	s, err := SessionFrom(g.Clone())
	if err != nil {
		return nil, err
	}
	s.start.From = from
	return s, nil
}

// TakeOver returns the session going on from where s stands as a game of
// its own: its state with no dice left forced (the dice roll as in any
// game from now on), and its decisions so far kept as history, for the log.
// It saves and loads like any game: its record is replayed from that state.
// s is not changed.
func (s *Session) TakeOver(from string) (*Session, error) {
	if s.series != nil {
		return nil, fmt.Errorf("a linked series cannot be taken over")
	}
	g := s.game.Clone()
	g.Dice.Forced = nil
	state, err := json.Marshal(g)
	if err != nil {
		return nil, fmt.Errorf("the game state cannot be written: %w", err)
	}
	var history []rules.Decision
	if s.start != nil {
		history = append(history, s.start.History...)
	}
	history = append(history, s.decisions...)
	if history == nil {
		history = []rules.Decision{}
	}
	return &Session{opts: s.opts, game: g,
		start: &Start{RulesVersion: rules.Version, State: state, History: history, From: from}}, nil
}

// Start is where the session's record begins: nil when it begins at the
// campaign's set-up, as for every game begun under today's rules.
func (s *Session) Start() *Start {
	if s.start == nil {
		return nil
	}
	c := *s.start
	c.History = append([]rules.Decision(nil), s.start.History...)
	return &c
}

// restart makes a session whose record begins at the state of this one: what
// loading a save of older rules does. The decisions so far become history.
func (s *Session) restart(fromVersion int) (*Session, error) {
	state, err := s.stateJSON()
	if err != nil {
		return nil, err
	}
	var history []rules.Decision
	if s.start != nil {
		history = append(history, s.start.History...)
	}
	history = append(history, s.decisions...)
	if history == nil {
		history = []rules.Decision{}
	}
	return &Session{opts: s.opts, game: s.game, series: s.series,
		start: &Start{RulesVersion: fromVersion, State: state, History: history}}, nil
}

// stateJSON is the session's game (or series) as it marshals itself.
func (s *Session) stateJSON() (json.RawMessage, error) {
	var v any = s.game
	if s.series != nil {
		v = s.series
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("the game state cannot be written: %w", err)
	}
	return b, nil
}

// sessionAt sets up a session of kind whose record begins at start (nil:
// the set-up made from opts), returning the events of a set-up.
func sessionAt(kind string, opts rules.Options, start *Start) (*Session, []rules.Event, error) {
	if start == nil {
		if kind == KindLinked {
			return NewSeriesSession(opts)
		}
		return NewSession(opts)
	}
	s := &Session{opts: opts, start: start}
	var err error
	if kind == KindLinked {
		s.series, err = start.Series()
	} else {
		s.game, err = start.Game()
	}
	if err != nil {
		return nil, nil, err
	}
	return s, nil, nil
}

// replayRecord rebuilds a session of kind from its record: set up with opts
// (or from start), then apply decisions in order.
func replayRecord(kind string, opts rules.Options, start *Start, decisions []rules.Decision) (*Session, error) {
	s, _, err := sessionAt(kind, opts, start)
	if err != nil {
		return nil, err
	}
	return s.replay(decisions)
}

// historyEvents are the log lines of a start's history: what the player is
// told about the play before the rules changed, one line a decision.
func historyEvents(st *Start) []rules.Event {
	if st.From == FromTutorial {
		decisions := "decisions, listed below"
		if len(st.History) == 1 {
			decisions = "decision, below"
		}
		evs := []rules.Event{{Kind: rules.EvNote, Text: fmt.Sprintf(
			"This game began as \"Learn to play\", the rulebook's Extended Example played with its own dice, and was taken over after %d %s; from then on the dice roll as in any game.",
			len(st.History), decisions)}}
		for i, d := range st.History {
			evs = append(evs, rules.Event{Kind: rules.EvNote, Text: fmt.Sprintf("Example decision %d: %s.", i+1, historyLine(d))})
		}
		return evs
	}
	evs := []rules.Event{{Kind: rules.EvNote, Text: fmt.Sprintf(
		"This game was saved by an earlier version of the game (%s). Its %d earlier decisions are listed below as history; play goes on from the saved position under today's rules (version %d).",
		rulesVersionName(st.RulesVersion), len(st.History), rules.Version)}}
	for i, d := range st.History {
		evs = append(evs, rules.Event{Kind: rules.EvNote, Text: fmt.Sprintf("Earlier decision %d: %s.", i+1, historyLine(d))})
	}
	return evs
}

// rulesVersionName names a rules version in a message.
func rulesVersionName(v int) string {
	if v == 0 {
		return "from before rules versions were recorded"
	}
	return fmt.Sprintf("rules version %d", v)
}

// Game is a fresh copy of the campaign the record starts from, for a
// campaign's Start (a linked series' is Series).
func (st *Start) Game() (*rules.Game, error) {
	g := new(rules.Game)
	if err := json.Unmarshal(st.State, g); err != nil {
		return nil, fmt.Errorf("the state the record starts from: %w", err)
	}
	return g, nil
}

// Series is a fresh copy of the linked series the record starts from.
func (st *Start) Series() (*rules.Series, error) {
	sr := new(rules.Series)
	if err := json.Unmarshal(st.State, sr); err != nil {
		return nil, fmt.Errorf("the state the record starts from: %w", err)
	}
	return sr, nil
}

// historyLine says in words what an earlier decision was. Only the decision
// is known (not the game it was made in), so Forces keep their ids.
func historyLine(d rules.Decision) string {
	forces := strings.Join(d.Forces, ", ")
	if forces == "" {
		forces = d.Force
	}
	switch d.Kind {
	case rules.DoBuy:
		return "bought " + d.Force
	case rules.DoRepair:
		return "repaired " + d.Force
	case rules.DoScout:
		return "placed a Scouting counter on " + d.Area
	case rules.DoMove:
		return fmt.Sprintf("moved %s to %s", forces, d.Area)
	case rules.DoUndoMove:
		return "took back the move of " + d.Force
	case rules.DoRaid:
		return "sent " + d.Force + " raiding"
	case rules.DoDone:
		return "ended the step"
	case rules.DoChooseBattle:
		return "chose to resolve the battle of " + d.Area
	case rules.DoPlace:
		return fmt.Sprintf("placed %s in the %s", d.Force, d.Zone)
	case rules.DoFly:
		return fmt.Sprintf("sent %s to the %s", d.Force, d.Zone)
	case rules.DoBuyPlan:
		return "selected the Battle Plan " + strings.Join(d.Plans, ", ")
	case rules.DoJapanChoices:
		which := "Japan's equal choices"
		if d.Zone != "" {
			which = "Japan's " + d.Zone + " ties"
		}
		if d.Yes {
			return "gave " + which + " to the game"
		}
		return "took " + which + " back from the game"
	}
	return describe(d)
}

// SessionFrom returns a session playing g from where it stands: its record
// begins at g's state instead of a campaign's set-up. It is for positions
// built on purpose (a scene test's constructed battle), so that a screen
// showing one applies its decisions through a session like any other; the
// session plays g itself. Undo and Redo replay from g's state.
func SessionFrom(g *rules.Game) (*Session, error) {
	if g == nil {
		return nil, fmt.Errorf("no game to play")
	}
	state, err := json.Marshal(g)
	if err != nil {
		return nil, fmt.Errorf("the game state cannot be written: %w", err)
	}
	return &Session{opts: g.Options, game: g,
		start: &Start{RulesVersion: rules.Version, State: state, History: []rules.Decision{}}}, nil
}
