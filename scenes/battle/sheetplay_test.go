package battle

import (
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// TestSheetFollowsTheEngine plays whole battles and, after every decision,
// brings a copy of the sheet as it stood up to date with the decision's
// events alone: it must then show each unit where the engine has it, Damaged
// or Destroyed as the engine says, and the Airfields and Battle Turn track as
// they are. An event that moves a unit without naming it in its typed fields
// fails here, since the screen would draw the unit in the wrong place until
// the batch ended.
func TestSheetFollowsTheEngine(t *testing.T) {
	checked := 0
	for _, seed := range []uint64{2, 3, 5, 7, 11, 13} {
		tr := toBattle(t, seed, "")
		g := tr.g()
		pol, err := sim.NewPolicy("heuristic", seed)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 3000 && g.Step == rules.StepBattles && !g.Over; i++ {
			before := copyBattle(g.Battle)
			d, err := pol.Decide(g)
			if err != nil {
				t.Fatal(err)
			}
			evs, err := tr.ctx.Apply(d)
			if err != nil {
				t.Fatal(err)
			}
			if before == nil || g.Battle == nil || g.Battle.Area != before.Area {
				continue
			}
			sh := sheet{b: before}
			for _, e := range evs {
				sh.play(e)
			}
			for _, want := range g.Battle.Units {
				got := sh.unit(want.ID())
				if got == nil {
					continue // a unit the batch added (aircraft taking off from a new carrier)
				}
				if got.Pos() != want.Pos() || got.Lost() != want.Lost() || got.Damaged() != want.Damaged() {
					t.Fatalf("seed %d, after %s: the sheet shows %s at %q (lost %v, damaged %v), the engine at %q (lost %v, damaged %v)",
						seed, d.Kind, want.ID(), got.Pos(), got.Lost(), got.Damaged(), want.Pos(), want.Lost(), want.Damaged())
				}
			}
			if sh.b.USAirfields != g.Battle.USAirfields || sh.b.JPAirfields != g.Battle.JPAirfields {
				t.Fatalf("seed %d, after %s: Airfields %d/%d on the sheet, %d/%d in the engine", seed, d.Kind,
					sh.b.USAirfields, sh.b.JPAirfields, g.Battle.USAirfields, g.Battle.JPAirfields)
			}
			checked++
		}
	}
	if checked < 20 {
		t.Fatalf("only %d decisions checked", checked)
	}
}
