package rules

import (
	"math/rand/v2"
	"testing"
)

// TestPlansAreAskedInTheirStep: a US plan with a question of its own is
// offered in the step of the Battle Sheet its entry names ("During the AAA
// step of any Battle Turn, discard this counter to roll an extra AAA
// Attack"; "at the end of a Battle Turn", Engaged): at every such question
// of random battles, the sheet stands at the entry's step.
func TestPlansAreAskedInTheirStep(t *testing.T) {
	asked := map[string]int{}
	for seed := uint64(1); seed <= 60; seed++ {
		r := rand.New(rand.NewPCG(seed, 5))
		g := newGame(t, Options{Year: 1942, Seed: seed})
		areas := []string{"Solomon Islands", "Midway Island", "New Guinea"}
		area := areas[r.IntN(len(areas))]
		randomForces(t, g, r, area)
		startBattle(t, g, area)
		for step := 0; g.Battle != nil && !g.Over && step < 3000; step++ {
			b := g.Battle
			if a := b.Ask; a != nil && a.Plan != "" {
				if rule := usRule(a.Plan); rule != nil && rule.Asks == a.Kind && rule.Sheet != "" {
					asked[a.Plan]++
					if now := b.SheetNow(); now != rule.Sheet {
						t.Fatalf("seed %d: %s asked at %q, its entry says %q", seed, a.Plan, now, rule.Sheet)
					}
				}
			}
			p := g.Pending()
			// Plans bought while the points last (one at random) and used
			// whenever offered, so that they are asked; the rest at random.
			i := r.IntN(len(p.Options))
			var buy []int
			for k, o := range p.Options {
				if o.Kind == DoBuyPlan {
					buy = append(buy, k)
				}
				if o.Kind == DoUsePlan && o.Yes {
					i = k
				}
			}
			if len(buy) > 0 {
				i = buy[r.IntN(len(buy))]
			}
			if _, err := g.Apply(p.Options[i]); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	if len(asked) < 4 {
		t.Errorf("only %v asked: the test checks too little", asked)
	}
	t.Logf("plans asked in their step: %v", asked)
}
