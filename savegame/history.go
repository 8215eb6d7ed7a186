package savegame

import "nimitz/rules"

// History replays the session's record from set-up on a fresh copy and
// returns every event in order, set-up included: the game log of a loaded
// game, so that nothing that happened before the save is lost from view.
// When the record begins at a Start (a save of older rules), the log begins
// with that start's history, one line a decision. The session itself is not
// changed.
func (s *Session) History() ([]rules.Event, error) {
	fresh, evs, err := sessionAt(s.Kind(), s.opts, s.start)
	if err != nil {
		return nil, err
	}
	if s.start != nil {
		evs = historyEvents(s.start)
	}
	for i, d := range s.decisions {
		e, err := fresh.Apply(d)
		if err != nil {
			return nil, &ReplayError{Index: i, Decision: d, Err: err}
		}
		evs = append(evs, e...)
	}
	return evs, nil
}
