package campaign

import (
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
