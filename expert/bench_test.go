package expert

import (
	"fmt"
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// BenchmarkAdvise times one piece of advice at the default budget, at the
// typical decisions of each campaign: the first of its Resupply and
// Movement steps and its first choice of the next battle, and inside its
// first battles the first question with a choice, the selection of Battle
// Plans and the first Hit the US allocates. The target is a second on one
// core (go test ./expert -run X -bench Advise -cpu 1; docs/balance.md).
// Besides the wall time it reports cpu-ms/op, the processor time one piece
// of advice used, which a busy machine does not inflate.
func BenchmarkAdvise(b *testing.B) {
	for _, year := range []int{1942, 1943, 1944, 1945} {
		cases := []struct {
			name string
			g    *rules.Game
		}{}
		for _, kind := range []rules.PendingKind{rules.AskResupply, rules.AskMovement, rules.AskChooseBattle, rules.AskBattle} {
			cases = append(cases, struct {
				name string
				g    *rules.Game
			}{string(kind), playTo(b, year, 2, kind)})
		}
		for _, ask := range []rules.BattleAskKind{rules.AskBuyPlans, rules.AskAllocateHit} {
			if g := playToBattleAsk(b, year, 2, ask); g != nil {
				cases = append(cases, struct {
					name string
					g    *rules.Game
				}{"battle-" + string(ask), g})
			}
		}
		for _, c := range cases {
			g := c.g
			b.Run(fmt.Sprintf("%d/%s", year, c.name), func(b *testing.B) {
				start := cpuTime()
				for i := 0; i < b.N; i++ {
					if _, err := Advise(g, 3, Options{Seed: uint64(i)}); err != nil {
						b.Fatal(err)
					}
				}
				if used := cpuTime() - start; used > 0 {
					b.ReportMetric(float64(used.Milliseconds())/float64(b.N), "cpu-ms/op")
				}
			})
		}
	}
}

// playToBattleAsk plays a campaign with the heuristic to the first
// battle's question of kind ask with a choice to make (nil: none).
func playToBattleAsk(b *testing.B, year int, seed uint64, ask rules.BattleAskKind) *rules.Game {
	g, _, err := rules.NewGame(rules.Options{Year: year, Seed: seed})
	if err != nil {
		b.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		b.Fatal(err)
	}
	for !g.Over {
		if p := g.Pending(); p.Kind == rules.AskBattle && p.Battle.Kind == ask && len(candidates(p.Options)) > 1 {
			return g
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
