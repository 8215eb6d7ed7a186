package rules

import (
	"slices"
	"strings"
	"testing"
)

// TestBattleEndsAfterTheTurnIsPlayedOut: "The Battle ends if the Battle Sheet
// only contains Japanese or US Forces, or when you move the Turn Counter off
// the Track" (End of the Battle, the last section of the Battle Turn, after
// Advance Battle Turn Counter). The last Japanese aircraft falls in the
// Dogfight; the turn goes on to Return Aircraft, where the 18th FG, its
// Airfields gone, is Destroyed ("I have 2 Land-Based Aircraft trying to land,
// and my Airfields have been reduced to 0. I Destroy the 18th FG and the 28th
// BG."), and the battle ends only as the counter advances.
func TestBattleEndsAfterTheTurnIsPlayedOut(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "18th FG", ZoneIsland)
	jp := bb.unit(Japan, "Mihoro Kokutai", ZoneIsland)
	bb.damaged(jp.id)
	bb.g.Battle.USAirfields, bb.g.Battle.JPAirfields = 0, 1
	bb.dice(1, 1)
	b := bb.g.Battle
	b.Tasks = []battleTask{{Op: taskDogfight}, {Op: taskReturn}, {Op: taskAirfieldLosses}, {Op: taskEndTurn}}
	bb.g.runBattle(&bb.evs)
	bb.read()
	for bb.g.Battle != nil && bb.g.Battle.Ask != nil {
		bb.g.Apply(bb.g.Battle.Options[0]) // any loss the player is asked to choose
	}
	if bb.g.Battle != nil {
		t.Fatalf("the battle goes on: %+v", bb.g.Battle.Tasks)
	}
	if f := bb.g.Force("JP:Mihoro Kokutai"); f.Where != Destroyed {
		t.Fatalf("the Japanese aircraft was not shot down: %+v", f)
	}
	if f := bb.g.Force("US:18th FG"); f.Where != Destroyed {
		t.Fatal("the 18th FG was not lost for want of an Airfield: the turn's Return Aircraft step was skipped")
	}
	end, advanced := -1, -1
	for i, e := range bb.evs {
		switch {
		case e.Kind == EvBattleEnd:
			end = i
		case e.Kind == EvBattleStep && strings.Contains(e.Text, "Battle Turn counter advances"):
			advanced = i
		}
	}
	if advanced < 0 || end < advanced {
		t.Fatalf("the battle ended (event %d) before the counter advanced (event %d)", end, advanced)
	}
}

// TestEveryCarrierKeepsItsCapacity: "Return each Aircraft to ... its
// Carrier": how many a carrier may take back is the number it held at the
// start. Every carrier's count is kept, however the Battle Sheet's list grows
// as the Carrier Air Groups join it (a later carrier's count was once lost
// when the list had no spare room, so two copies of one game, restored from
// JSON and cloned, played on differently).
func TestEveryCarrierKeepsItsCapacity(t *testing.T) {
	bb := newBench(t, solomons)
	for _, n := range []string{"Enterprise", "Yorktown", "Saratoga"} {
		bb.unit(US, n, ZoneUSOcean).Capacity = 0
	}
	bb.unit(Japan, "Akagi", ZoneJapaneseOcean).Capacity = 0
	b := bb.g.Battle
	b.Units = slices.Clip(b.Units) // no spare room: the first append moves the list
	bb.run(battleTask{Op: taskAirGroups})
	for _, cv := range bb.g.unitsOf(US, kindAll, 0, bb.g.isCarrier) {
		if cv.Capacity == 0 {
			t.Errorf("%s has lost its capacity", cv.id)
		}
	}
	if cv := bb.u("JP:Akagi"); cv.Capacity == 0 {
		t.Error("Akagi has lost its capacity")
	}
}

// TestHawaiiWithoutABattleIsLost: "If Japan moves Forces into the Hawaiian
// Island's Area, resolve the battle as normal. However, you must Destroy all
// the Japanese Forces during the first Battle Turn, or you immediately lose
// the Campaign." Japanese Forces stand in the Hawaiian Islands and every US
// Force has left: there is no battle in which to destroy them, so the
// campaign is lost when the battles are resolved. With US Forces there, the
// battle is fought as normal.
func TestHawaiiWithoutABattleIsLost(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	emptyBoard(g)
	put(t, g, Japan, "Akagi", Hawaii)
	put(t, g, US, "Lexington", "Midway Island")
	var evs []Event
	g.enter(StepBattles, &evs)
	if !g.Over || g.Evaluation != "Replaced" || g.Battle != nil {
		t.Fatalf("over %v, evaluation %q, battle %v", g.Over, g.Evaluation, g.Battle != nil)
	}
	mustEvent(t, evs, "Hawaiian Islands and no US Force is there")

	g = newGame(t, Options{Year: 1942, Seed: 1})
	emptyBoard(g)
	put(t, g, Japan, "Akagi", Hawaii)
	put(t, g, US, "Lexington", Hawaii)
	evs = nil
	g.enter(StepBattles, &evs)
	if g.Over || len(g.Battles) != 1 || g.Battles[0] != Hawaii {
		t.Fatalf("with US Forces there: over %v, battles %v", g.Over, g.Battles)
	}
}
