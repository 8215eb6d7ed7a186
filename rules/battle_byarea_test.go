package rules

import (
	"slices"
	"testing"
)

// TestShipsByAreaFollowMoves: the lists of a side's Ships by area follow a
// Ship moved by setPos, and keep a lost Ship where it was ("lost ones
// included": the steps skip it).
func TestShipsByAreaFollowMoves(t *testing.T) {
	bb := newBench(t, "Midway Island")
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	bb.unit(US, "Enterprise", ZoneUSOcean)
	bb.unit(US, "Yorktown", ZoneCoastal)
	g, b := bb.g, bb.g.Battle
	cv := &b.Units[1] // now that no unit is added: adding may move them
	if got := g.shipsAt(scUS, ZoneUSOcean); !slices.Equal(got, []unitRef{0, 1}) {
		t.Fatalf("US Ships in the US Ocean: %v, want [0 1]", got)
	}
	b.setPos(cv, ZoneCoastal)
	if got := g.shipsAt(scUS, ZoneCoastal); !slices.Equal(got, []unitRef{1, 2}) {
		t.Fatalf("after the Enterprise moved, US Ships in the Coastal Area: %v, want [1 2]", got)
	}
	if got := g.shipsAt(scUS, ZoneUSOcean); !slices.Equal(got, []unitRef{0}) {
		t.Fatalf("after the Enterprise moved, US Ships in the US Ocean: %v, want [0]", got)
	}
	b.Units[0].lost = true
	if got := g.shipsAt(scUS, ZoneUSOcean); !slices.Equal(got, []unitRef{0}) {
		t.Fatalf("a lost Ship leaves the list: %v, want [0]", got)
	}
	if got := g.shipsAt(scJapan, ZoneUSOcean); len(got) != 0 {
		t.Fatalf("Japanese Ships in the US Ocean: %v, want none", got)
	}
}

// TestAircraftByAreaFollowMovesAndLosses: the lists of the aircraft in
// the air follow an aircraft sent up, brought home or lost.
func TestAircraftByAreaFollowMovesAndLosses(t *testing.T) {
	bb := newBench(t, "Midway Island")
	bb.unit(US, "Enterprise", ZoneUSOcean)
	bb.cba(US, "F4F", "US:Enterprise", "")
	bb.cba(US, "SBD", "US:Enterprise", ZoneCoastal)
	g, b := bb.g, bb.g.Battle
	f := &b.Units[1] // now that no unit is added: adding may move them
	if got := g.air().airCounts(scUS); got != [4]int{0, 0, 1, 0} {
		t.Fatalf("US aircraft in the air by area: %v, want [0 0 1 0]", got)
	}
	b.setPos(f, ZoneCoastal)
	if got := g.air().airCounts(scUS); got != [4]int{0, 0, 2, 0} {
		t.Fatalf("after the F4F flew: %v, want [0 0 2 0]", got)
	}
	b.setLost(f, true)
	if got := g.air().airCounts(scUS); got != [4]int{0, 0, 1, 0} {
		t.Fatalf("after the F4F was lost: %v, want [0 0 1 0]", got)
	}
	b.setPos(&b.Units[2], "")
	if got := g.air().sideAirZones(scUS); got != 0 {
		t.Fatalf("after the SBD came home, US aircraft in the air over %b, want none", got)
	}
}
