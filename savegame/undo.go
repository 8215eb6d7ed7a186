package savegame

import (
	"fmt"
	"slices"

	"nimitz/rules"
)

// Undo and Redo take back, and give again, the player's decisions since the
// last die roll or the last thing revealed, across steps: a purchase, a
// repair, a Scouting counter, moves, a Battle Plan, a placement, an aircraft
// sent. They are built on the record, not on the rules: the record is cut
// (or lengthened) and the game replayed from its start, so an undone game is
// exactly the game that the shorter record makes, after a load as in play.
//
// What the dice decided cannot be taken back: that would let the player roll
// again until the dice please. A decision whose application rolled a die (or
// began the next campaign of a linked series) is a barrier; the engine's
// roll count (rules.Dice.Rolls) tells, so nothing depends on event text.

// UndoError says why there is nothing to undo or redo, in words for the
// player ("Cannot undo: the dice have been rolled since (Japanese Orders: the
// Orders roll).").
type UndoError struct {
	Redo   bool   // refused to redo (else to undo)
	Reason string // why, without the leading "Cannot undo: "
}

func (e *UndoError) Error() string {
	what := "undo"
	if e.Redo {
		what = "redo"
	}
	return fmt.Sprintf("Cannot %s: %s.", what, e.Reason)
}

// barrier says why the decision just applied cannot be taken back, or "":
// before is the campaign it was applied to, rolls and year that campaign's
// roll count and year before it, after the campaign being played now and
// evs what the decision did.
func barrier(before *rules.Game, rolls, year int, after *rules.Game, evs []rules.Event) string {
	if after != before || after.Year != year {
		return fmt.Sprintf("the %d campaign has begun", after.Year)
	}
	if after.Dice.Rolls != rolls {
		return fmt.Sprintf("the dice have been rolled since (%s)", rolled(evs, after.Step))
	}
	return ""
}

// rolled names what rolled the dice, from the first event that carries
// dice: its step and, when the kind of roll has a name, that name. step is
// the step to name when no event shows its dice.
func rolled(evs []rules.Event, step rules.Step) string {
	for _, e := range evs {
		if len(e.Dice) == 0 {
			continue
		}
		at := string(e.Step)
		if at == "" {
			at = string(step)
		}
		if name := rollName(e.Kind); name != "" {
			return at + ": " + name
		}
		return at
	}
	return string(step)
}

// rollName is the name of a roll the game log shows with its dice, as the
// rulebook names it; "" for another kind of event.
func rollName(k rules.EventKind) string {
	switch k {
	case rules.EvOrderRoll:
		return "the Orders roll"
	case rules.EvChoice:
		return "a roll among equal options"
	case rules.EvReinforceRoll:
		return "the New Japanese Forces roll"
	case rules.EvBattleTurns:
		return "the Battle Turn roll"
	case rules.EvAttack:
		return "an attack roll"
	case rules.EvPlan:
		return "a Japanese Battle Plan drawn"
	case rules.EvStrategicBomb:
		return "the Strategic Bombing roll"
	}
	return ""
}

// CanUndo says why the last decision cannot be taken back, or nil when it
// can: there is none, or applying it rolled the dice or began a campaign.
func (s *Session) CanUndo() error {
	n := len(s.decisions)
	if n == 0 {
		if s.start != nil {
			return &UndoError{Reason: "nothing has been decided since this game was continued from an earlier version"}
		}
		return &UndoError{Reason: "nothing has been decided yet"}
	}
	if n <= len(s.barriers) && s.barriers[n-1] != "" {
		return &UndoError{Reason: s.barriers[n-1]}
	}
	return nil
}

// Undo returns the session without its last decision, and without the
// decisions applied with it as one click (ApplyJoined) that can be taken
// back: the record cut and replayed from its start, with those decisions
// kept for Redo. The receiver is not changed. It refuses (an *UndoError)
// what CanUndo refuses.
func (s *Session) Undo() (*Session, error) {
	if err := s.CanUndo(); err != nil {
		return nil, err
	}
	k := len(s.decisions) - 1
	for k > 0 && s.Joined(k) && s.barriers[k-1] == "" {
		k--
	}
	u, err := replayRecord(s.Kind(), s.opts, s.start, s.decisions[:k])
	if err != nil {
		return nil, fmt.Errorf("the game cannot be rebuilt without its last decision: %w", err)
	}
	u.joined = slices.Clone(s.joined[:min(k, len(s.joined))])
	u.bookmarks = slices.Clone(s.bookmarks)
	u.redo, u.redoJoined = slices.Clone(s.redo), slices.Clone(s.redoJoined)
	for i := len(s.decisions) - 1; i >= k; i-- {
		u.redo = append(u.redo, s.decisions[i])
		u.redoJoined = append(u.redoJoined, s.Joined(i) && i > k)
	}
	return u, nil
}

// joinedPlaces lists the places of the decisions joined to the one before,
// as a save records them.
func (s *Session) joinedPlaces() []int {
	var out []int
	for i, j := range s.joined {
		if j {
			out = append(out, i)
		}
	}
	return out
}

// setJoined marks the decisions at places as joined to the one before, as
// a save records them; a place that is not a decision after the first, or
// out of order, is a damaged file.
func (s *Session) setJoined(places []int) error {
	if len(places) == 0 {
		return nil
	}
	joined := make([]bool, len(s.decisions))
	last := 0
	for _, i := range places {
		if i <= last || i >= len(s.decisions) {
			return loadErr(Damaged, nil, "is damaged: it joins decision %d to the one before, but it records %d decisions.", i+1, len(s.decisions))
		}
		joined[i], last = true, i
	}
	s.joined = joined
	return nil
}

// Joined reports whether decision i (0-based) was applied with the one
// before it as one click of the player's (ApplyJoined).
func (s *Session) Joined(i int) bool { return i >= 0 && i < len(s.joined) && s.joined[i] }

// CanRedo says why there is nothing to redo, or nil: only decisions taken
// back by Undo, and not yet replaced by a new decision, can be given again.
func (s *Session) CanRedo() error {
	if len(s.redo) == 0 {
		return &UndoError{Redo: true, Reason: "nothing has been taken back"}
	}
	return nil
}

// Redo returns the session with the last click Undo took back given again:
// its decisions applied again, as the longer record replayed from its
// start. The receiver is not changed.
func (s *Session) Redo() (*Session, error) {
	if err := s.CanRedo(); err != nil {
		return nil, err
	}
	n := len(s.redo) - 1
	record := append(s.Decisions(), s.redo[n])
	joined := append(s.joinedUpTo(len(s.decisions)), false)
	for n > 0 && s.redoJoined[n-1] {
		n--
		record = append(record, s.redo[n])
		joined = append(joined, true)
	}
	r, err := replayRecord(s.Kind(), s.opts, s.start, record)
	if err != nil {
		return nil, fmt.Errorf("the decision taken back cannot be given again: %w", err)
	}
	r.joined = joined
	r.bookmarks = slices.Clone(s.bookmarks)
	r.redo, r.redoJoined = slices.Clone(s.redo[:n]), slices.Clone(s.redoJoined[:n])
	return r, nil
}

// joinedUpTo is joined for the first n decisions, as long as n.
func (s *Session) joinedUpTo(n int) []bool {
	out := make([]bool, n)
	copy(out, s.joined)
	return out
}
