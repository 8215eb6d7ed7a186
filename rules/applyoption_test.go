package rules

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestApplyOptionIsApply: answering a battle question by the option's place
// (ApplyOption, as simulations do) plays exactly as answering with the
// option itself (Apply): twin random battles, one answered each way with the
// same random choices, are the same game after every decision, dice
// included, in quiet mode as simulations play.
func TestApplyOptionIsApply(t *testing.T) {
	n := 120
	if testing.Short() {
		n = 30
	}
	decisions := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		r := rand.New(rand.NewPCG(seed, 11))
		byOption := newGame(t, Options{Year: 1942, Seed: seed, AutoPlans: seed%2 == 0})
		areas := []string{"Solomon Islands", "Midway Island", Hawaii, "New Guinea"}
		area := areas[r.IntN(len(areas))]
		randomForces(t, byOption, r, area)
		startBattle(t, byOption, area)
		byPlace := byOption.Clone()
		byOption.SetQuiet(seed%3 != 0)
		byPlace.SetQuiet(seed%3 != 0)
		for step := 0; byOption.Battle != nil && !byOption.Over; step++ {
			if step > 3000 {
				t.Fatalf("seed %d: the battle does not end", seed)
			}
			p := byOption.PendingShared()
			i := r.IntN(len(p.Options))
			if _, err := byOption.Apply(p.Options[i]); err != nil {
				t.Fatalf("seed %d: option %d refused by Apply: %v", seed, i, err)
			}
			if _, err := byPlace.ApplyOption(i); err != nil {
				t.Fatalf("seed %d: option %d refused by ApplyOption: %v", seed, i, err)
			}
			decisions++
			// The saved game carries the dice's state and count of rolls.
			if string(mustJSON(t, byOption)) != string(mustJSON(t, byPlace)) {
				t.Fatalf("seed %d, decision %d: the games differ after answering option %d each way", seed, step, i)
			}
		}
	}
	if decisions < 1000 {
		t.Errorf("only %d decisions compared", decisions)
	}
}

// TestApplyOptionRefusesWhatIsNotOffered: "Bad input never crashes the game
// and never loses data": a place outside the options, or a place when no
// battle asks, is refused with a rule error and the game is unchanged.
func TestApplyOptionRefusesWhatIsNotOffered(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 3})
	applyOption := func(i int) func() error {
		return func() error {
			_, err := g.ApplyOption(i)
			return err
		}
	}
	mustRefuseBy(t, g, "ApplyOption(0) with no battle", applyOption(0))
	r := rand.New(rand.NewPCG(3, 11))
	randomForces(t, g, r, "Midway Island")
	startBattle(t, g, "Midway Island")
	if g.Battle == nil || g.Battle.Ask == nil {
		t.Fatal("the battle asks nothing: the test checks nothing")
	}
	n := len(g.PendingShared().Options)
	for _, i := range []int{-1, n, n + 5} {
		mustRefuseBy(t, g, fmt.Sprintf("ApplyOption(%d) of %d options", i, n), applyOption(i))
	}
	if _, err := g.ApplyOption(n - 1); err != nil {
		t.Fatalf("the last option, %d, refused: %v", n-1, err)
	}
}
