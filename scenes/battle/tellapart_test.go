package battle

import (
	"encoding/json"
	"slices"
	"testing"

	"nimitz/rules"
)

// TestAlikeForcesToldApart: "If US Aircraft Carriers are Damaged or
// Destroyed, you are free to choose which US Carrier-Based Aircraft to land
// and which to Destroy." Two SBDs of the Essex, one Damaged, were offered as two buttons
// both reading "Lose SBD (CV Essex)"; two F6Fs alike in every way as two
// more. The Damaged one says so, the F6Fs are one button, and the button
// pressed loses the Force it names. The position is built directly: the
// Essex Damaged, its four aircraft returning, room for two on the
// Independence.
func TestAlikeForcesToldApart(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1943, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	const area = "Wake Island"
	putInArea(t, g, area, "US:Essex", "US:Independence")
	g.Step = rules.StepBattles
	air := func(id, ct, pos string, damaged bool, order int) rules.Unit {
		return rules.Unit{Carrier: "US:Essex", Moved: true, Order: order}.As(id, rules.US, ct, true).At(pos).WithHits(damaged, false)
	}
	g.Battle = &rules.Battle{Area: area, Turn: 1, TurnsLeft: 2, Units: []rules.Unit{
		rules.Unit{Capacity: 4, Order: 0}.As("US:Essex", rules.US, "US:Essex", false).At(rules.ZoneUSOcean).WithHits(true, false),
		air("US:Essex/F6F#1", "US:F6F", rules.ZoneIsland, false, 1),
		air("US:Essex/F6F#2", "US:F6F", rules.ZoneIsland, false, 2),
		air("US:Essex/SBD#3", "US:SBD", rules.ZoneJapaneseOcean, true, 3),
		air("US:Essex/SBD#4", "US:SBD", rules.ZoneJapaneseOcean, false, 4),
		rules.Unit{Capacity: 2, Order: 5}.As("US:Independence", rules.US, "US:Independence", false).At(rules.ZoneUSOcean),
	}}
	if err := json.Unmarshal([]byte(`{"tasks":[{"op":"end-turn"}]}`), g.Battle); err != nil {
		t.Fatal(err)
	}
	g.Battle.Ask = &rules.BattleAsk{Kind: rules.AskLandAircraft, Area: area, Turn: 1, TurnsLeft: 2, AttackBy: rules.US, Hits: 2,
		Prompt: "Return Aircraft: the undamaged US carriers hold 2 Carrier Aircraft, but 4 must land. Choose an aircraft to lose (2 to lose)."}
	for _, u := range g.Battle.Units[1:5] {
		g.Battle.Options = append(g.Battle.Options, rules.Decision{Kind: rules.DoDestroy, Force: u.ID()})
	}

	tr := builtBoard(t, g)
	var labels []string
	for _, b := range tr.s.buttons() {
		labels = append(labels, b.label)
	}
	want := []string{"Lose F6F (CV Essex)", "Lose SBD (CV Essex), Damaged", "Lose SBD (CV Essex)"}
	if !slices.Equal(labels, want) {
		t.Fatalf("buttons %q, want %q", labels, want)
	}
	if !tr.press("Lose SBD (CV Essex), Damaged") {
		t.Fatal("no button for the Damaged SBD")
	}
	tr.settle()
	if tr.g().Battle == nil || tr.g().Battle.Ask == nil || tr.g().Battle.Ask.Kind != rules.AskLandAircraft {
		t.Fatalf("after one loss the battle asks %+v, want the next aircraft to lose", tr.g().Pending().Battle)
	}
	if u := tr.g().Battle.Units[3]; !u.Lost() {
		t.Fatalf("the Damaged SBD is not lost: %+v", u)
	}
	if u := tr.g().Battle.Units[4]; u.Lost() {
		t.Fatalf("the other SBD is lost: %+v", u)
	}
}

// TestPlaceWords: where a Force is, as a button says it when two Forces of
// one name are in different places.
func TestPlaceWords(t *testing.T) {
	for _, c := range []struct {
		u    rules.Unit
		want string
	}{
		{rules.Unit{}.At(rules.ZoneIsland), "in the Island"},
		{rules.Unit{}.At(rules.ZoneCoastal), "in the Coastal Area"},
		{rules.Unit{}.At(rules.PosBeach), "on the Beach"},
		{rules.Unit{}.As("", "", "", true), "aboard"},
		{rules.Unit{}, "at the Airfields"},
	} {
		if got := placeWords(&c.u); got != c.want {
			t.Errorf("placeWords(%+v) = %q, want %q", c.u, got, c.want)
		}
	}
}
