package rules

import (
	"slices"
	"testing"
)

// TestOneCupForTheCampaign: "Place the Enemy Battle Plan counters in an
// opaque cup for later drawing" (Set-Up) and "If there are no more Battle
// Plans remaining in the cup, return the previously drawn Battle Plans and
// keep drawing" (Draw Japanese Battle Plans). The plans drawn in one battle
// stay out of the cup in the next; only when it runs dry do they go back.
func TestOneCupForTheCampaign(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	if len(g.PlanCup) != 14 || len(g.PlansDrawn) != 0 {
		t.Fatalf("a new campaign's cup holds %d plans, %d drawn", len(g.PlanCup), len(g.PlansDrawn))
	}
	// A first battle draws two plans and ends.
	emptyBoard(g)
	put(t, g, US, "Lexington", solomons)
	put(t, g, Japan, "Shoho", solomons)
	startBattle(t, g, solomons)
	b := g.Battle
	if len(b.Cup) != 14 {
		t.Fatalf("the first battle's cup holds %d", len(b.Cup))
	}
	b.Cup, b.JPActive, b.JPDiscard = slices.Clone(b.Cup[2:]), nil, slices.Clone(b.Cup[:2])
	drawn := slices.Clone(b.JPDiscard)
	var evs []Event
	g.turns().endBattle(&evs)
	if len(g.PlanCup) != 12 || !slices.Equal(g.PlansDrawn, drawn) {
		t.Fatalf("after the battle: cup %d, drawn %v, want 12 and %v", len(g.PlanCup), g.PlansDrawn, drawn)
	}
	// The next battle starts from that cup: the drawn plans are not in it.
	put(t, g, US, "Saratoga", "Midway Island")
	put(t, g, Japan, "Zuikaku", "Midway Island")
	startBattle(t, g, "Midway Island")
	for _, p := range drawn {
		if slices.Contains(g.Battle.Cup, p) {
			t.Fatalf("%s was drawn in the last battle and is back in the cup", p)
		}
	}
	// The cup runs dry: the drawn plans go back and drawing goes on.
	g.Battle.Cup, g.Battle.PlanDraws = nil, 1
	evs = nil
	g.turns().drawJapanesePlans(&evs)
	if len(g.Battle.JPActive) != 1 || !slices.Contains(drawn, g.Battle.JPActive[0]) {
		t.Fatalf("from the refilled cup Japan drew %v, want one of %v", g.Battle.JPActive, drawn)
	}
}
