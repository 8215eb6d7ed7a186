package warrecord

import (
	"slices"
	"strconv"
	"testing"

	"nimitz/expert"
	"nimitz/rules"
	"nimitz/sim"
)

// TestShippedBandIsTodays: the band shipped was made under today's rules
// from at least 1,000 campaigns of each kind for every policy it has (the
// heuristic's always), and its first games, played again now by the same
// policy and seeds, hold the same Objectives turn by turn: a change of
// rules or policy that moves the band fails here until it is made again
// (go generate ./warrecord; cmd/band -part and -merge for the staff's). A
// policy that thinks (the staff's, expert:N) is checked on its first game
// of each kind, which takes seconds where the heuristic's take
// milliseconds.
func TestShippedBandIsTodays(t *testing.T) {
	b, err := ShippedBand()
	if err != nil {
		t.Fatal(err)
	}
	if b.RulesVersion != rules.Version {
		t.Fatalf("the band was made under rules version %d; today's is %d: go generate ./warrecord", b.RulesVersion, rules.Version)
	}
	if b.Games < 1000 {
		t.Errorf("the band is made of %d campaigns of each kind, fewer than 1,000", b.Games)
	}
	if !slices.Contains(b.PolicyNames(), Heuristic) {
		t.Fatalf("no heuristic band: %v", b.PolicyNames())
	}
	for _, policy := range b.PolicyNames() {
		checks := BandChecks
		if _, err := sim.NewPolicy(policy, 1); err != nil {
			// Not one of sim's own: a policy that thinks.
			checks = 1
		}
		for _, c := range Campaigns() {
			checkBand(t, b, policy, c, checks)
		}
	}
}

// checkBand checks one policy's band of one campaign, playing its first
// checks games again.
func checkBand(t *testing.T, b Band, policy, c string, checks int) {
	t.Helper()
	cb, ok := b.Of(policy, c)
	if !ok || len(cb.Check) != BandChecks {
		t.Errorf("%s %s: no band, or not %d games to check", policy, c, BandChecks)
		return
	}
	if n := cb.Games(); n != b.Games {
		t.Errorf("%s %s: the final counts add up to %d, not %d", policy, c, n, b.Games)
	}
	for i, want := range cb.Check[:checks] {
		var got []int
		if c == Linked {
			r := sim.PlayLinkedWith(expert.NewNamedPolicy, sim.GameSeed(b.Seed, i), policy, false, nil)
			if r.Err != "" {
				t.Fatalf("%s linked game %d: %s", policy, i, r.Err)
			}
			got = []int{r.Objectives}
		} else {
			y, _ := strconv.Atoi(c)
			r := sim.PlayOneWith(expert.NewNamedPolicy, y, sim.GameSeed(b.Seed, i), policy, false, nil)
			if r.Err != "" {
				t.Fatalf("%s %s game %d: %s", policy, c, i, r.Err)
			}
			for _, tr := range r.Final.PlayerLog {
				got = append(got, len(tr.Held))
			}
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s %s game %d plays %v now, the band has %v: make the band again", policy, c, i, got, want)
		}
	}
	for _, tb := range cb.Turns {
		if tb.P10 > tb.P50 || tb.P50 > tb.P90 || tb.Games < 1 {
			t.Errorf("%s %s turn %d: %+v is no band", policy, c, tb.Turn, tb)
		}
	}
}

// TestBandOfAFewGames: the band of a few games is made the same way twice,
// and its percentiles are the games' own.
func TestBandOfAFewGames(t *testing.T) {
	if got := spread([][]int{{1, 5}, {2, 6}, {3}, {4, 8}, {5, 9}, {6}, {7}, {8}, {9}, {10}}); got[0] != (TurnBand{Turn: 1, Games: 10, P10: 1, P50: 5, P90: 9}) ||
		got[1] != (TurnBand{Turn: 2, Games: 4, P10: 5, P50: 6, P90: 9}) || len(got) != 2 {
		t.Errorf("spread: %+v", got)
	}
	if testing.Short() {
		return
	}
	a, err := MakeBand("heuristic", 4, 9, 2)
	if err != nil {
		t.Fatal(err)
	}
	b, err := MakeBand("heuristic", 4, 9, 2)
	if err != nil {
		t.Fatal(err)
	}
	for c, ca := range a {
		if !slices.Equal(ca.Final, b[c].Final) || !slices.Equal(ca.Turns, b[c].Turns) {
			t.Errorf("%s: made twice, two bands", c)
		}
	}
}
