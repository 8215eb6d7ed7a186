package staff

import (
	"testing"

	"nimitz/rules"
)

// A move names its Forces whether the decision lists them (Forces) or
// names one (Force), as the expert's single moves do: "Move  to Gilbert
// Islands" named none.
func TestWordsNameTheForcesMoved(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	one := Words(g, rules.Decision{Kind: rules.DoMove, Force: "US:Lexington", Area: "Gilbert Islands"})
	two := Words(g, rules.Decision{Kind: rules.DoMove, Forces: []string{"US:Lexington"}, Area: "Gilbert Islands"})
	want := "Move " + g.Name("US:Lexington") + " to Gilbert Islands"
	if one != want || two != want {
		t.Errorf("the moves read %q and %q, want %q", one, two, want)
	}
}
