package campaign

import (
	"github.com/hajimehoshi/ebiten/v2"

	"testing"

	"nimitz/rules"
)

// Shift-click on a second US stack adds it to the selection, even where the
// selection could legally move (bug 1: it moved the Forces there instead).
func TestShiftClickAddsAStackEvenOnALegalDestination(t *testing.T) {
	for _, how := range []string{"stack", "marker"} {
		t.Run(how, func(t *testing.T) {
			p := newPlayer(t, 2)
			toMovement(t, p)
			p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
			fromHawaii := len(p.s.selected)
			if fromHawaii == 0 {
				t.Fatal("clicking the Hawaii stack selected nothing")
			}
			if err, ok := p.s.dests[rules.WestCoast]; !ok || err != nil {
				t.Fatalf("the West Coast is not a legal destination of the Hawaii stack (%v): the test needs one", err)
			}
			sp := p.g().SupplyPoints
			p.in.ShiftHeld = true
			if how == "stack" {
				p.clickRect(p.s.stackRectOf(rules.WestCoast, rules.US))
			} else {
				p.clickArea(rules.WestCoast)
			}
			p.in.ShiftHeld = false
			p.settle()
			if p.g().SupplyPoints != sp {
				t.Errorf("Shift-click spent %d Supply Points, want none", sp-p.g().SupplyPoints)
			}
			for _, f := range p.g().In(rules.Hawaii, rules.US) {
				if f.MovedFrom != "" {
					t.Errorf("%s moved on a Shift-click", f.ID)
				}
			}
			fromWC := 0
			for _, f := range p.g().In(rules.WestCoast, rules.US) {
				if p.s.selected[f.ID] {
					fromWC++
				}
			}
			if fromWC == 0 || len(p.s.selected) != fromHawaii+fromWC {
				t.Errorf("selection has %d Forces (%d of the West Coast), want the %d of Hawaii and the West Coast's", len(p.s.selected), fromWC, fromHawaii)
			}
		})
	}
}

// Z takes back the last move with all its Forces, and only that move (bug 5:
// it took back one Force a press).
func TestZUndoesTheWholeLastMove(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	sp := p.g().SupplyPoints
	// A first move: the West Coast's Forces to Alaska.
	p.clickRect(p.s.stackRectOf(rules.WestCoast, rules.US))
	first := p.s.selectedIDs()
	p.clickArea("Alaska")
	p.settle()
	if len(first) == 0 || p.g().Force(first[0]).Area != "Alaska" {
		t.Fatalf("the first move (%v) did not reach Alaska", first)
	}
	// The last move: every Force of Hawaii that can go to the West Coast.
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	moved := p.s.selectedIDs()
	p.clickArea(rules.WestCoast)
	p.settle()
	if len(moved) < 2 || p.g().Force(moved[0]).Area != rules.WestCoast {
		t.Fatalf("the move of %d Forces from Hawaii did not happen", len(moved))
	}
	p.key(ebiten.KeyZ)
	p.settle()
	for _, id := range moved {
		if f := p.g().Force(id); f.Area != rules.Hawaii || f.MovedFrom != "" {
			t.Errorf("after one Z %s is in %s, want back in Hawaii", id, f.Area)
		}
	}
	for _, id := range first {
		if f := p.g().Force(id); f.Area != "Alaska" {
			t.Errorf("one Z also took back the earlier move of %s", id)
		}
	}
	if want := sp - len(first); p.g().SupplyPoints != want {
		t.Errorf("%d Supply Points after Z, want %d", p.g().SupplyPoints, want)
	}
	p.key(ebiten.KeyZ)
	p.settle()
	if p.g().SupplyPoints != sp || p.g().Force(first[0]).Area != rules.WestCoast {
		t.Errorf("a second Z left %d Supply Points and %s in %s, want %d and the West Coast", p.g().SupplyPoints, first[0], p.g().Force(first[0]).Area, sp)
	}
}
