package warrecord

import (
	"slices"
	"strconv"
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// TestShippedBandIsTodays: the band shipped was made under today's rules
// from at least 1,000 campaigns of each kind, and its first games, played
// again now by the same policy and seeds, hold the same Objectives turn by
// turn: a change of rules or policy that moves the band fails here until
// it is made again (go generate ./warrecord).
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
	if !slices.Contains(b.PolicyNames(), "heuristic") {
		t.Fatalf("no heuristic band: %v", b.PolicyNames())
	}
	for _, c := range Campaigns() {
		cb, ok := b.Of("heuristic", c)
		if !ok || len(cb.Check) != BandChecks {
			t.Fatalf("%s: no band, or not %d games to check", c, BandChecks)
		}
		n := 0
		for _, k := range cb.Final {
			n += k
		}
		if n != b.Games {
			t.Errorf("%s: the final counts add up to %d, not %d", c, n, b.Games)
		}
		for i, want := range cb.Check {
			var got []int
			if c == Linked {
				got = []int{sim.PlayLinked(sim.GameSeed(b.Seed, i), "heuristic", false, nil).Objectives}
			} else {
				y, _ := strconv.Atoi(c)
				for _, tr := range sim.PlayOne(y, sim.GameSeed(b.Seed, i), "heuristic", false, nil).Final.PlayerLog {
					got = append(got, len(tr.Held))
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s game %d plays %v now, the band has %v: go generate ./warrecord", c, i, got, want)
			}
		}
		for _, tb := range cb.Turns {
			if tb.P10 > tb.P50 || tb.P50 > tb.P90 || tb.Games < 1 {
				t.Errorf("%s turn %d: %+v is no band", c, tb.Turn, tb)
			}
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
