package staff

import (
	"testing"

	"nimitz/expert"
)

// TestSaidNamesTheDecisionOnce: a reason that opens with the decision's
// own words is said alone, and another follows the decision.
func TestSaidNamesTheDecisionOnce(t *testing.T) {
	label := "Select the Battle Plan Anti-Aircraft"
	whole := expert.Choice{Reason: label + " (1 Battle Plan Point, 2 left): Roll an extra AAA for a Ship."}
	if got, want := Said(label, whole), "The staff: "+whole.Reason; got != want {
		t.Errorf("Said: %q, want %q", got, want)
	}
	other := expert.Choice{Reason: "2 Japanese Ships are there."}
	if got, want := Said("Fly MAG 21 to the Island", other), "The staff: Fly MAG 21 to the Island. 2 Japanese Ships are there."; got != want {
		t.Errorf("Said: %q, want %q", got, want)
	}
}
