package rules

import "testing"

// TestUnitForceFollowsTheForces: a battle unit finds the Force it stands for
// (nil for a Carrier-Based Aircraft) through the place it caches, also in a
// copy of the game and after the Forces have changed places.
func TestUnitForceFollowsTheForces(t *testing.T) {
	g := largeBattleGame(t, 1)
	g.SetQuiet(true)
	apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
	check := func(g *Game, when string) {
		t.Helper()
		for i := range g.Battle.Units {
			u := &g.Battle.Units[i]
			got := g.unitForce(u)
			if u.cba {
				if got != nil {
					t.Errorf("%s: Carrier-Based Aircraft %s stands for Force %s", when, u.id, got.ID)
				}
				continue
			}
			if got == nil || got != g.Force(u.id) {
				t.Errorf("%s: %s stands for %v, want its Force", when, u.id, got)
			}
		}
	}
	check(g, "at set-up")
	check(g.Clone(), "in a copy")
	// Two Forces of the battle change places: the cached places are stale.
	var a, b int = -1, -1
	for i := range g.Forces {
		if g.Forces[i].Area == "Midway Island" {
			if a < 0 {
				a = i
			} else {
				b = i
				break
			}
		}
	}
	g.Forces[a], g.Forces[b] = g.Forces[b], g.Forces[a]
	g.rebuildIndex()
	check(g, "after two Forces changed places")
}
