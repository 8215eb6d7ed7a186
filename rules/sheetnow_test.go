package rules

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
)

// sheetOfAsk is the step of the set-up a question belongs to, as the
// Battle Sheet prints it: asked before the step's own events come.
func sheetOfAsk(k BattleAskKind) SheetStep {
	switch k {
	case AskPlaceShip, AskPlaceSub:
		return SheetPlaceUS
	case AskPlaceJapanese:
		return SheetPlaceJP
	case AskBuyPlans:
		return SheetSelect
	}
	return ""
}

// TestSheetNowIsTheStepTheEventsTold checks Battle.SheetNow against the
// Battle Sheet's sequence as the events tell it while they play, at every
// question of random battles and of the large battle, and on the same
// battle loaded back from its save. The rulebook: "Use the Battle Turn
// Sequence listed on the Battle Sheet to resolve each Battle."
func TestSheetNowIsTheStepTheEventsTold(t *testing.T) {
	check := func(t *testing.T, g *Game, told SheetStep, where string) {
		t.Helper()
		a := g.Battle.Ask
		want := told
		if s := sheetOfAsk(a.Kind); s != "" {
			want = s
		}
		if want == "" {
			t.Fatalf("%s: the events told no step before %s", where, a.Kind)
		}
		if got := g.Battle.SheetNow(); got != want {
			t.Fatalf("%s: at %s the battle says it stands at %q, the events told %q", where, a.Kind, got, want)
		}
		raw, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		var back Game
		if err := json.Unmarshal(raw, &back); err != nil {
			t.Fatal(err)
		}
		if got := back.Battle.SheetNow(); got != want {
			t.Fatalf("%s: loaded from its save at %s, the battle says %q, not %q", where, a.Kind, got, want)
		}
	}
	play := func(t *testing.T, g *Game, first []Event, pick func(n int) int, where string) map[SheetStep]bool {
		var told SheetStep
		seen := map[SheetStep]bool{}
		note := func(evs []Event) {
			for _, e := range evs {
				if e.Sheet != "" {
					told = e.Sheet
				}
			}
		}
		note(first)
		for n := 0; g.Battle != nil && !g.Over; n++ {
			if n > 5000 {
				t.Fatalf("%s: the battle does not end", where)
			}
			p := g.Pending()
			check(t, g, told, where)
			seen[g.Battle.SheetNow()] = true
			evs, err := g.Apply(p.Options[pick(len(p.Options))])
			if err != nil {
				t.Fatal(err)
			}
			note(evs)
		}
		return seen
	}
	seen := map[SheetStep]bool{}
	for seed := uint64(1); seed <= 60; seed++ {
		r := rand.New(rand.NewPCG(seed, 11))
		g := newGame(t, Options{Year: 1942, Seed: seed})
		area := []string{"Solomon Islands", "Midway Island", Hawaii, "New Guinea", "Wake Island"}[r.IntN(5)]
		randomForces(t, g, r, area)
		g.SupplyPoints = r.IntN(4)
		for s := range play(t, g, startBattle(t, g, area), r.IntN, "random battle") {
			seen[s] = true
		}
	}
	for seed := uint64(1); seed <= 5; seed++ {
		g := largeBattleGame(t, seed)
		evs := startBattle(t, g, "Midway Island")
		for s := range play(t, g, evs, func(int) int { return 0 }, "large battle") {
			seen[s] = true
		}
	}
	// The battles asked in most of the sequence: the test looked at it.
	for _, s := range []SheetStep{SheetPlaceUS, SheetSelect, SheetDraw, SheetMoveUS, SheetDogfight, SheetAAA, SheetBombs, SheetGuns, SheetReturn} {
		if !seen[s] {
			t.Errorf("no question was asked at %q: the test does not reach it", s)
		}
	}
}
