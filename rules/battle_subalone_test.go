package rules

import "testing"

// TestSubmarineAloneAgainstNoShipsEndsAtSetUp: "US Submarines can be placed
// in any Area with Japanese Ships. If there are no Japanese Ships present,
// the Submarines do not take part in the battle" (US Force Placement), and
// "The Battle ends if the Battle Sheet only contains Japanese or US Forces"
// (End of the Battle). A US Submarine alone against Japanese Infantry leaves
// only Japanese Forces on the Battle Sheet once it is set aside: the battle
// ends there, before Battle Turns are rolled or US Battle Plans selected, and
// no Supply Point can be spent on it.
func TestSubmarineAloneAgainstNoShipsEndsAtSetUp(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	emptyBoard(g)
	put(t, g, US, "Sub Gp 1", solomons)
	put(t, g, Japan, "7th Inf", solomons)
	put(t, g, US, "Lexington", Hawaii) // Hawaii is not left empty
	// A second battle keeps the game in Resolve Battles once the first ends.
	put(t, g, US, "Yorktown", "Midway Island")
	put(t, g, Japan, "Akagi", "Midway Island")
	g.SupplyPoints = 4
	var evs []Event
	g.enter(StepBattles, &evs)
	if len(g.Battles) != 2 {
		t.Fatalf("battles %v, want the Solomon Islands and Midway", g.Battles)
	}
	rolls := g.Dice.Rolls
	evs = apply(t, g, Decision{Kind: DoChooseBattle, Area: solomons})
	if g.Battle != nil || g.Step != StepBattles {
		t.Fatalf("the battle goes on with only Japanese Forces on the Battle Sheet: it asks %v (tasks %+v)",
			g.Battle.Ask, g.Battle.Tasks)
	}
	if len(eventsOf(evs, EvBattleTurns)) != 0 {
		t.Error("Battle Turns were rolled for a battle the Submarine takes no part in")
	}
	if g.Dice.Rolls != rolls {
		t.Errorf("the set-up rolled %d dice; no die is needed to end it", g.Dice.Rolls-rolls)
	}
	if g.SupplyPoints != 4 {
		t.Errorf("Supply Points %d, want 4: none can be spent on Battle Plans", g.SupplyPoints)
	}
	if len(eventsOf(evs, EvBattleEnd)) != 1 {
		t.Error("no End of the Battle event")
	}
	if f := g.Force("US:Sub Gp 1"); f.Where != OnMap || f.Area != solomons {
		t.Errorf("the Submarine is %v in %q; it stays in the area", f.Where, f.Area)
	}
}
