package battle

import (
	"fmt"
	"strings"
	"testing"
)

// TestEndScreenShowsTheBattlesMoment: when the last battle of a Campaign Turn
// ends, the engine runs on through the steps after the battles into the
// next Campaign Turn; the board's header still shows the Campaign Turn and
// Supply Points the battle was fought in (bug 3: "Mar/Apr · Supply Points
// 28" on the Borneo battle's end screen).
func TestEndScreenShowsTheBattlesMoment(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	// Make it the turn's last battle: the other battles are taken off.
	tr.g().Battles = nil
	turn, name, supply := tr.g().Turn, tr.g().TurnName(), tr.g().SupplyPoints
	tr.everyTick = func() {
		if tr.g().Battle != nil {
			supply = tr.g().SupplyPoints // as spent in the battle
		}
	}
	tr.fight([]string{"AAA", "Ranging Shots", "Diving Attack", "Furball"})
	if !tr.s.Over() {
		t.Fatal("the battle did not end")
	}
	if tr.g().Turn == turn {
		t.Fatalf("the engine is still in Campaign Turn %d: the test needs it past the battles", turn)
	}
	head := tr.s.headerInfo()
	if !strings.Contains(head, name) || !strings.Contains(head, fmt.Sprintf("Supply Points %d", supply)) {
		t.Errorf("the end of the battle's header says %q, want %s and %d Supply Points", head, name, supply)
	}
}
