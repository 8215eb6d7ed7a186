package warrecord

import (
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/sim"
)

// playedTo is a campaign (year 0: a linked series) played by the heuristic
// policy through a session until done says so, or to its end.
func playedTo(t testing.TB, year int, seed uint64, done func(*savegame.Session) bool) *savegame.Session {
	t.Helper()
	var s *savegame.Session
	var err error
	if year == 0 {
		s, _, err = savegame.NewSeriesSession(rules.Options{Seed: seed})
	} else {
		s, _, err = savegame.NewSession(rules.Options{Year: year, Seed: seed})
	}
	if err != nil {
		t.Fatal(err)
	}
	var pol sim.Policy
	polYear := 0
	for !s.Over() && (done == nil || !done(s)) {
		if g := s.Game(); pol == nil || g.Year != polYear {
			polYear = g.Year
			if pol, err = sim.NewPolicy("heuristic", seed+uint64(g.Year)); err != nil {
				t.Fatal(err)
			}
		}
		d, err := pol.Decide(s.Game())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	return s
}
