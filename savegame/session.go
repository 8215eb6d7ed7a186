package savegame

import (
	"fmt"

	"nimitz/rules"
)

// Session is a campaign in play together with the record needed to replay it:
// the options it began with and every decision applied since set-up. It holds
// either one campaign or a linked series of them (series.go): the record of a
// series is every decision of every campaign in it, in order.
//
// Apply decisions through the Session, never through Game().Apply: a decision
// that bypasses the record makes the next save fail its replay check on load.
type Session struct {
	opts      rules.Options
	game      *rules.Game      // the campaign; nil in a linked series
	series    *rules.Series    // the linked series; nil for a single campaign
	decisions []rules.Decision // since set-up, or since start
	// start is where the record begins when not at set-up: a save of older
	// rules continued under today's (start.go). nil otherwise.
	start *Start
	// barriers runs beside decisions: for each, why it cannot be taken back
	// (the dice it rolled, a campaign it began), or "" when it can (undo.go).
	// It is worked out as each decision is applied, so a replayed record (a
	// loaded save) knows it too.
	barriers []string
	// joined runs beside decisions, where it is set: true for a decision
	// applied with the one before it as one click of the player's
	// (ApplyJoined: "All 5 to the Coastal Area"), which Undo and Redo take
	// back and give again together. A record replayed from a file has none.
	joined []bool
	// redo holds the decisions taken back by Undo, the next to redo last;
	// applying a new decision clears it. redoJoined runs beside it.
	redo       []rules.Decision
	redoJoined []bool
	// bookmarks are the moments the player marked in the replay
	// (bookmark.go), kept with the save; Undo and Redo keep them.
	bookmarks []Bookmark
}

// NewSession sets up a new campaign, returning the events of the set-up.
func NewSession(opts rules.Options) (*Session, []rules.Event, error) {
	g, evs, err := rules.NewGame(opts)
	if err != nil {
		return nil, nil, err
	}
	return &Session{opts: opts, game: g}, evs, nil
}

// Game is the campaign in play (in a linked series, the one being played).
// Read it freely; change it only through Apply.
func (s *Session) Game() *rules.Game {
	if s.series != nil {
		return s.series.Game
	}
	return s.game
}

// Options are the options the campaign began with.
func (s *Session) Options() rules.Options { return s.opts }

// Decisions returns a copy of the decisions applied since set-up (or since
// Start, when the record begins there), in order.
func (s *Session) Decisions() []rules.Decision {
	return append([]rules.Decision(nil), s.decisions...)
}

// Len is the number of decisions applied since set-up (or since Start).
// On one session it only grows: Apply adds to the record, and Undo, Redo
// and TakeOver leave the receiver as it was and return a new Session. So a
// session and its Len name one position of the game, which a screen may
// key what it derives from the position on.
func (s *Session) Len() int { return len(s.decisions) }

// Last is the last decision applied (a copy), false when there is none:
// what a screen asking every frame where the game stands reads, without
// copying the whole record.
func (s *Session) Last() (rules.Decision, bool) {
	if len(s.decisions) == 0 {
		return rules.Decision{}, false
	}
	return cloneDecision(s.decisions[len(s.decisions)-1]), true
}

// Apply applies a decision and records it. An illegal decision returns the
// rules' error, is not recorded, and changes nothing.
//
// Applying a decision clears what Undo took back: Redo has nothing left.
func (s *Session) Apply(d rules.Decision) ([]rules.Event, error) { return s.apply(d, false) }

// ApplyJoined applies a decision as Apply does, as part of the same click
// as the decision before it: Undo takes the two back together, and Redo
// gives them again together.
func (s *Session) ApplyJoined(d rules.Decision) ([]rules.Event, error) {
	return s.apply(d, len(s.decisions) > 0)
}

func (s *Session) apply(d rules.Decision, joined bool) ([]rules.Event, error) {
	before := s.Game()
	rolls, year := before.Dice.Rolls, before.Year
	var evs []rules.Event
	var err error
	if s.series != nil {
		evs, err = s.series.Apply(d)
	} else {
		evs, err = s.game.Apply(d)
	}
	if err != nil {
		return nil, err
	}
	s.decisions = append(s.decisions, cloneDecision(d))
	s.barriers = append(s.barriers, barrier(before, rolls, year, s.Game(), evs))
	if joined || len(s.joined) > 0 {
		s.joined = append(s.joined, make([]bool, len(s.decisions)-1-len(s.joined))...)
		s.joined = append(s.joined, joined)
	}
	s.redo, s.redoJoined = nil, nil
	return evs, nil
}

// ReplayError says which recorded decision the rules refused during a replay.
type ReplayError struct {
	Index    int            // 0-based position in the record
	Decision rules.Decision // the decision refused
	Err      error          // the rules' reason
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("decision %d of the record (%s) is refused: %v", e.Index+1, describe(e.Decision), e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// Replay rebuilds a campaign from scratch: set up with opts, then apply the
// decisions in order. Same options and decisions give the same game, bit for
// bit, so a replay reproduces a saved game exactly.
func Replay(opts rules.Options, decisions []rules.Decision) (*Session, error) {
	s, _, err := NewSession(opts)
	if err != nil {
		return nil, err
	}
	return s.replay(decisions)
}

// replay applies a record to a freshly set-up session.
func (s *Session) replay(decisions []rules.Decision) (*Session, error) {
	for i, d := range decisions {
		if _, err := s.Apply(d); err != nil {
			return nil, &ReplayError{Index: i, Decision: d, Err: err}
		}
	}
	return s, nil
}

// cloneDecision copies a decision's slices so a caller reusing its own
// slices cannot rewrite the record afterwards.
func cloneDecision(d rules.Decision) rules.Decision {
	d.Forces = append([]string(nil), d.Forces...)
	d.Plans = append([]string(nil), d.Plans...)
	if len(d.Forces) == 0 {
		d.Forces = nil
	}
	if len(d.Plans) == 0 {
		d.Plans = nil
	}
	return d
}

// describe is a short readable form of a decision for messages.
func describe(d rules.Decision) string {
	s := string(d.Kind)
	if s == "" {
		s = "no kind"
	}
	for _, part := range []string{d.Force, d.Area, d.Zone} {
		if part != "" {
			s += " " + part
		}
	}
	if len(d.Forces) > 0 {
		s += fmt.Sprintf(" %v", d.Forces)
	}
	if len(s) > 120 {
		s = s[:120] + "…"
	}
	return s
}
