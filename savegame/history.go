package savegame

import "nimitz/rules"

// History replays the session's record from set-up on a fresh copy and
// returns every event in order, set-up included: the game log of a loaded
// game, so that nothing that happened before the save is lost from view.
// The session itself is not changed.
func (s *Session) History() ([]rules.Event, error) {
	var fresh *Session
	var evs []rules.Event
	var err error
	if s.series != nil {
		fresh, evs, err = NewSeriesSession(s.opts)
	} else {
		fresh, evs, err = NewSession(s.opts)
	}
	if err != nil {
		return nil, err
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
