package campaign

import (
	"testing"

	"nimitz/rules"
)

// TestScoutingButtonSaysWhatEndingRolls: "Once all Scouting counters are
// placed, roll Japanese Orders once for each Scouting counter." The button
// that ends the step promises as many rolls as counters placed, and none
// when none is.
func TestScoutingButtonSaysWhatEndingRolls(t *testing.T) {
	for _, c := range []struct {
		scouted int
		want    string
	}{
		{0, "End Scouting"},
		{1, "End Scouting: roll 1 scouted Order"},
		{3, "End Scouting: roll 3 scouted Orders"},
	} {
		if got := doneLabel(rules.AskScouting, c.scouted); got != c.want {
			t.Errorf("%d Scouting counters: %q, want %q", c.scouted, got, c.want)
		}
	}
	if got := doneLabel(rules.AskMovement, 2); got != "End Movement: Japan moves" {
		t.Errorf("movement: %q", got)
	}
}
