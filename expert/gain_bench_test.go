package expert

import (
	"fmt"
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// BenchmarkStepGains measures what one decision is worth against the
// heuristic's plan (docs/balance.md, "What one decision is worth"): at the
// first decision of each campaign step in turns 2 and 3 of two heuristic
// games a year, 240 rollouts shared flat among the heuristic's pick and
// the three best other candidates (prune), common dice. Run it once with
// go test ./expert -run X -bench StepGains -benchtime 1x -v: it logs each
// candidate's paired gain over the pick, "(done)" marking the end of the
// step.
func BenchmarkStepGains(b *testing.B) {
	const budget = 240
	for i := 0; i < b.N; i++ {
		for _, year := range []int{1942, 1943, 1944, 1945} {
			for _, kind := range []rules.PendingKind{rules.AskResupply, rules.AskScouting, rules.AskMovement, rules.AskChooseBattle} {
				for _, seed := range []uint64{2, 3} {
					if g := nthStep(b, year, seed, kind, int(seed)); g != nil {
						b.Log(stepGains(b, g, budget))
					}
				}
			}
		}
	}
}

// stepGains weighs the heuristic's pick and three other candidates at g
// with budget rollouts shared flat, and says each one's gain over the pick.
func stepGains(b *testing.B, g *rules.Game, budget int) string {
	p := g.Pending()
	s, err := newSearch(g, Options{Seed: 77, Budget: budget})
	if err != nil {
		b.Fatal(err)
	}
	s.heuristicPick(p.Options)
	var arms []*arm
	for _, i := range prune(s.base, p.Options, candidates(p.Options), s.pickAt, 4) {
		arms = append(arms, &arm{option: i, prior: i == s.pickAt})
	}
	if s.pickAt < 0 && s.pick != nil {
		arms = append(arms, &arm{option: -1, prior: true})
	}
	var prior *arm
	for _, a := range arms {
		var d *rules.Decision
		if a.prior {
			prior = a
		} else {
			d = &p.Options[a.option]
		}
		for k := 0; k < budget/len(arms); k++ {
			out, err := s.rollout(d, k)
			if err != nil {
				b.Fatal(err)
			}
			a.add(out)
		}
	}
	if prior == nil {
		return fmt.Sprintf("%d %s: the heuristic has no pick", g.Year, g.Step)
	}
	line := fmt.Sprintf("%d %-13s T%d %3d options: heuristic %.2f;", g.Year, g.Asks(), g.Turn, len(p.Options), prior.mean())
	for _, a := range arms {
		if a == prior {
			continue
		}
		gain, se := pairedGain(a, prior)
		tag := ""
		if p.Options[a.option].Kind == rules.DoDone {
			tag = "(done)"
		}
		line += fmt.Sprintf(" %+.2f±%.2f%s", gain, se, tag)
	}
	return line
}

// nthStep plays a campaign with the heuristic to the nth step that asks
// kind with a choice to make, at the step's first decision (nil: none).
func nthStep(b *testing.B, year int, seed uint64, kind rules.PendingKind, nth int) *rules.Game {
	g, _, err := rules.NewGame(rules.Options{Year: year, Seed: seed})
	if err != nil {
		b.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		b.Fatal(err)
	}
	seen, last := 0, stepKey{turn: -1}
	for !g.Over {
		if here := (stepKey{g.Turn, g.Step}); g.Asks() == kind && here != last && len(candidates(g.Pending().Options)) > 1 {
			last = here
			if seen++; seen == nth {
				return g
			}
		}
		d, err := pol.Decide(g)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := g.Apply(d); err != nil {
			b.Fatal(err)
		}
	}
	return nil
}
