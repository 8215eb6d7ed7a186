package rules

import (
	"slices"
	"strings"
	"testing"
)

// The Battle Sheet's sequence as the rulebook prints it (Battle Set-Up,
// "SET-UP"; Combat, "COMBAT"), the indented attacks under "Combat" left out
// of the list of Combat's steps and added in their place.
const (
	rulebookSetUp = `- Move US Forces to Battle Map
- Move Japanese Forces to Battle Map
- Roll for Battle Turns
- Determine Japanese Battle Plan Draws`
	rulebookCombat = `Draw Japanese Battle Plans
Move US Aircraft
Move Japanese Bombers
Move Japanese Fighters
Combat
Dogfight
AAA
Bomb Runs
Torpedoes
Depth Charges
Naval Guns
Infantry
Infantry Advance
Return Aircraft
Inflict Airfield Losses
Advance Battle Turn Counter`
)

// TestSequenceIsTheRulebooks: the tables the battle walks list the steps the
// rulebook prints, in its order; the set-up then selects the US Battle Plans
// ("Select US Battle Plans", after the draws are determined).
func TestSequenceIsTheRulebooks(t *testing.T) {
	var setUp []SheetStep
	for _, l := range strings.Split(rulebookSetUp, "\n") {
		setUp = append(setUp, SheetStep(strings.TrimPrefix(l, "- ")))
	}
	setUp = append(setUp, SheetSelect)
	if !slices.Equal(SheetSetUp, setUp) {
		t.Errorf("set-up %q, the rulebook %q", SheetSetUp, setUp)
	}
	var combat []SheetStep
	for _, l := range strings.Split(rulebookCombat, "\n") {
		if l != "Combat" {
			combat = append(combat, SheetStep(l))
		}
	}
	if !slices.Equal(SheetCombat, combat) {
		t.Errorf("combat %q, the rulebook %q", SheetCombat, combat)
	}
}

// TestBattleTurnWalksTheTable: a Battle Turn begun pushes each step's
// heading before its work, in the table's order, and ends with the end of
// the Battle Turn; every step but the counter's move has a heading.
func TestBattleTurnWalksTheTable(t *testing.T) {
	g := newYear(t, 1942)
	g.Battle = &Battle{Area: "Midway"}
	var evs []Event
	g.turns().beginBattleTurn(&evs)
	var headings []SheetStep
	for _, task := range g.Battle.Tasks {
		if task.Op == taskStep {
			headings = append(headings, SheetStep(task.Kind))
		}
	}
	if want := SheetCombat[:len(SheetCombat)-1]; !slices.Equal(headings, want) {
		t.Errorf("headings %q, want %q", headings, want)
	}
	if last := g.Battle.Tasks[len(g.Battle.Tasks)-1]; last.Op != taskEndTurn {
		t.Errorf("the Battle Turn ends with %s", last.Op)
	}
	if i := slices.IndexFunc(g.Battle.Tasks, func(t battleTask) bool { return t.Op == taskDogfight }); i < 1 ||
		g.Battle.Tasks[i-1].Kind != string(SheetDogfight) {
		t.Errorf("the Dogfight is not opened by its heading: %v", g.Battle.Tasks)
	}
}
