package sim

import (
	"fmt"
	"testing"

	"nimitz/rules"
)

// TestMemoDecidesAsWithout: the heuristic's battle answers, made with the
// memo of what a run of questions leaves unchanged (flyMemo), are the ones it
// makes reading the Battle Sheet afresh for every question, in campaigns of
// every year.
func TestMemoDecidesAsWithout(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	asked := 0
	for _, year := range rules.Years() {
		for i := range games {
			seed := GameSeed(uint64(year), i)
			bad := ""
			r := PlayOne(year, seed, "heuristic", false, func(g *rules.Game, d rules.Decision) {
				if bad != "" || g.Asks() != rules.AskBattle {
					return
				}
				p := g.Pending()
				if p.Battle == nil || !memoable(p.Battle.Kind) {
					return
				}
				asked++
				if want := p.Options[decideBattle(g, p, nil, nil)]; !sameDecision(want, d) {
					bad = fmt.Sprintf("%s in %s, Battle Turn %d: %+v with the memo, %+v without", p.Battle.Kind, g.Battle.Area, g.Battle.Turn, d, want)
				}
			})
			if r.Err != "" {
				t.Fatalf("%d seed %d: %s", year, seed, r.Err)
			}
			if bad != "" {
				t.Fatalf("%d seed %d: %s", year, seed, bad)
			}
		}
	}
	if asked < 100 {
		t.Errorf("only %d questions of a run compared", asked)
	}
}
