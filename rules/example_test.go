package rules

import (
	"slices"
	"strings"
	"testing"
)

// TestExtendedExampleFirstTurn replays the rulebook's Extended Example (1942
// Campaign, First Campaign Turn) from the US Resupply to the battles, with the
// dice it reports. Where the example does not report a die (which of several
// Forces is "on top", which of two destinations a roll picks), the test forces
// the die that gives the example's outcome and says so.
func TestExtendedExampleFirstTurn(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1942, ChooseOrdersArea: true})

	// "I begin by moving the Campaign Turn counter from the Start box to the Jan-Feb box."
	if g.TurnName() != "Jan/Feb" || g.Step != StepResupply {
		t.Fatalf("first decision at %s %s, want Jan/Feb US Resupply", g.TurnName(), g.Step)
	}
	// "I place 7 points of Supply counters in the US Reinforcements area as well as 20 points ..."
	if g.ReinforcementPoints != 7 || g.SupplyPoints != 20 {
		t.Fatalf("points %d/%d, want 7/20", g.ReinforcementPoints, g.SupplyPoints)
	}

	// US Resupply: "The CV Hornet for 5 points, the 1st Marine for 2 points, and the RAAF BG 2
	// for 2 points, for a total cost of 9. I spend all 7 of my Reinforcement points as well as
	// 2 of my Supply Points, leaving me 18 Supply Points."
	for _, n := range []string{"Hornet", "1st Marine", "RAAF BG 2"} {
		apply(t, g, Decision{Kind: DoBuy, Force: usKey + n})
	}
	if g.ReinforcementPoints != 0 || g.SupplyPoints != 18 {
		t.Fatalf("after purchases %d RP %d SP, want 0 and 18", g.ReinforcementPoints, g.SupplyPoints)
	}
	// "I place the Hornet and 1st Marine in the West Coast, and RAAF BG 2 in Australia."
	for id, want := range map[string]string{"US:Hornet": WestCoast, "US:1st Marine": WestCoast, "US:RAAF BG 2": Australia} {
		if a := areaOf(t, g, id); a != want {
			t.Errorf("%s placed in %s, want %s", id, a, want)
		}
	}
	apply(t, g, Decision{Kind: DoDone})

	// Scouting: "I decide to Scout the Japanese Forces in the Philippines once, and their
	// Forces in Japan twice. I spend 3 Supply points to do so."
	for _, a := range []string{"Philippines", JapanArea, JapanArea} {
		apply(t, g, Decision{Kind: DoScout, Area: a})
	}
	if g.SupplyPoints != 15 {
		t.Fatalf("after scouting %d SP, want 15", g.SupplyPoints)
	}

	// Forced dice, in the order the engine asks for them.
	var dice []int
	// Philippines: "I roll ... and get a 4, a South Order. The only legal Area to move to is
	// Borneo." All 3 Ships and the only Infantry move without a choice; the 2 Land-Based
	// Aircraft of 7 are "14 Sentai and 3 Kokutai" (the example takes the top of a shuffled
	// stack; we pick at random, so the test forces the picking dice).
	philLBA := ids(ofKind(g, g.In("Philippines", Japan), KindAircraft))
	dice = append(dice, 4)
	dice = append(dice, pickDice(philLBA, []string{"JP:14 Sentai", "JP:3 Kokutai"})...)
	// Japan, first counter: "My first roll is a 2, a Hold Order. I select the top 6 Ships:
	// Soryu, Shoho, Nagato/Mutsu, Tone/Chikuma, Destroyer Gp 1, Sub Gp 1, and 2 Infantry which
	// are 2 Battalions."
	japanShips := ids(ofKind(g, g.In(JapanArea, Japan), KindShip))
	held := []string{"JP:Soryu", "JP:Shoho", "JP:Nagato/Mutsu", "JP:Tone/Chikuma", "JP:Destroyer Gp 1", "JP:Sub Gp 1"}
	dice = append(dice, 2)
	dice = append(dice, pickDice(japanShips, held)...)
	// Japan, second counter: "I then roll again for Japan, and get a 10 ... 3 Objectives with
	// US Forces that are equally close: Midway, Solomon Islands, and New Guinea ... I roll a die
	// (1-3 = Midway, 4-6 = Solomon Islands, 7-9 = New Guinea, 10= roll again), and I get a 2.
	// ... I take the top 3 Ships: Kaga, Akagi, Hiei/Kirishima".
	rest := slices.DeleteFunc(slices.Clone(japanShips), func(id string) bool { return slices.Contains(held, id) })
	sortie := []string{"JP:Kaga", "JP:Akagi", "JP:Hiei/Kirishima"}
	dice = append(dice, 10, 2)
	dice = append(dice, pickDice(rest, sortie)...)
	g.Dice.Forced = dice

	evs := apply(t, g, Decision{Kind: DoDone})
	if len(g.Dice.Forced) != 0 {
		t.Fatalf("%d forced dice left unused: the engine rolled fewer dice than the example", len(g.Dice.Forced))
	}
	rolls := eventsOf(evs, EvOrderRoll)
	if len(rolls) != 3 || rolls[0].Row != "4 South" || rolls[1].Row != "1-2 Hold" || rolls[2].Row != "10 Sortie" {
		t.Fatalf("scouting rolls %v, want 4 South, 1-2 Hold, 10 Sortie", rolls)
	}
	// "I move all 6 Forces to Borneo and place an In Transit counter on them. I also place the
	// 16th Inf on a Japanese Transport counter."
	for _, id := range []string{"JP:Myoko/Haguro", "JP:Ashigara/Nachi", "JP:Destroyer Gp 6", "JP:16th Inf", "JP:14 Sentai", "JP:3 Kokutai"} {
		f := g.Force(id)
		if f.Area != "Borneo" || !f.InTransit {
			t.Errorf("%s in %s (In Transit %v), want In Transit in Borneo", id, f.Area, f.InTransit)
		}
	}
	if !g.Force("JP:16th Inf").OnTransport {
		t.Error("16th Inf should be on a Transport: Borneo has US Forces")
	}
	// The Hold: 8 Forces stay In Transit in Japan, and "I also place a Resupply counter".
	for _, id := range held {
		if f := g.Force(id); f.Area != JapanArea || !f.InTransit {
			t.Errorf("%s should hold In Transit in Japan", id)
		}
	}
	if g.Resupply != 1 {
		t.Errorf("Resupply counters %d, want 1", g.Resupply)
	}
	// The Sortie: "I move the 4 Forces next to Midway, place the Battalion on a Japanese
	// Transport": no Infantry left in Japan, so 1 Battalion from the box.
	for _, id := range sortie {
		if a := areaOf(t, g, id); a != "Midway Island" {
			t.Errorf("%s in %s, want Midway Island", id, a)
		}
	}
	jpMidway := g.In("Midway Island", Japan)
	if len(jpMidway) != 4 || len(ofKind(g, jpMidway, KindInfantry)) != 1 || !ofKind(g, jpMidway, KindInfantry)[0].OnTransport {
		t.Errorf("Midway holds %v, want 3 Ships and a Battalion on a Transport", ids(jpMidway))
	}

	// US Movement: "I move the Lexington, Chester/Louisville, DESRON 1, and the 11th BG from the
	// Hawaiian Islands to Midway. That costs me 4 Supply points. I also move the 2 Battalions on
	// the West Coast to Midway ... for a cost of 2. I move the Enterprise, Chicago/Northampton,
	// DESRON 2, the 18th FG, and the 28th BG to the Solomon Islands ... for a cost of 5. I also
	// move MAG 21 and RAAF BG 1 to Borneo for a cost of 2."
	bns := ids(ofKind(g, g.In(WestCoast, US), KindInfantry))
	bns = slices.DeleteFunc(bns, func(id string) bool { return id == "US:1st Marine" })
	moves := []struct {
		forces []string
		to     string
		cost   int
	}{
		{[]string{"US:Lexington", "US:Chester/Louisville", "US:DESRON 1", "US:11th BG"}, "Midway Island", 4},
		{bns, "Midway Island", 2},
		{[]string{"US:Enterprise", "US:Chicago/Northampton", "US:DESRON 2", "US:18th FG", "US:28th BG"}, "Solomon Islands", 5},
		{[]string{"US:MAG 21", "US:RAAF BG 1"}, "Borneo", 2},
	}
	for _, m := range moves {
		sp := g.SupplyPoints
		apply(t, g, Decision{Kind: DoMove, Forces: m.forces, Area: m.to})
		if sp-g.SupplyPoints != m.cost {
			t.Errorf("moving %v cost %d, want %d", m.forces, sp-g.SupplyPoints, m.cost)
		}
	}
	for _, id := range bns {
		if !g.Force(id).OnTransport {
			t.Errorf("%s should be on a Transport", id)
		}
	}

	// Japanese Orders: "I replace the 3 In Transit counters with Moved counters. I also place
	// Moved counters on the Lone Infantry and Land-Based Aircraft on: Okinawa, Iwo Jima, Mariana
	// Islands, Caroline Islands, Gilbert Islands, and Wake Island."
	evs = apply(t, g, Decision{Kind: DoDone})
	var lone string
	for _, e := range eventsOf(evs, EvMarker) {
		if strings.Contains(e.Text, "lone") {
			lone = e.Text
		}
	}
	for _, a := range []string{"Okinawa", "Iwo Jima", "Mariana Islands", "Caroline Islands", "Gilbert Islands", "Wake Island"} {
		if !strings.Contains(lone, a) {
			t.Errorf("no Moved marker for the lone Force on %s (%q)", a, lone)
		}
	}
	if strings.Contains(lone, "Borneo") {
		t.Error("Borneo is not lone: 14 Sentai and 3 Kokutai arrived Ashore during Scouting")
	}
	if p := g.Pending(); p.Kind != AskOrdersArea {
		t.Fatalf("pending %s, want the choice of area", p.Kind)
	}

	// "I start with the Carolines and roll a 4 - South. They can move to New Guinea or the
	// Solomon Islands. I roll again, and they go to the Solomon Islands." (die not reported:
	// 1-5 picks the Solomon Islands). "I move the Furutaka/Kako, Aoba/Kinugasa, Destroyer Gp 5,
	// 1 Battalion, and no Land-Based Aircraft ... only 1 Battalion in the Carolines, so the
	// Battalion cannot Move. Instead, I take 1 Battalion from the box".
	carShips := ids(ofKind(g, g.In("Caroline Islands", Japan), KindShip))
	south := []string{"JP:Furutaka/Kako", "JP:Aoba/Kinugasa", "JP:Destroyer Gp 5"}
	dice = []int{4, 3}
	dice = append(dice, pickDice(carShips, south)...)
	// "I roll again for the Carolines, 7 - Join a Battle. There are 4 Areas with Battles right
	// now: Borneo, New Guinea, Solomon Islands, and Midway. I roll, and they go to Midway."
	// (die not reported: 1-2 picks Midway, the first in map order).
	dice = append(dice, 7, 1)
	g.Dice.Forced = dice
	evs = apply(t, g, Decision{Kind: DoOrdersArea, Area: "Caroline Islands"})
	if len(g.Dice.Forced) != 0 {
		t.Fatalf("%d forced dice unused in the Carolines", len(g.Dice.Forced))
	}
	for _, id := range south {
		if a := areaOf(t, g, id); a != "Solomon Islands" {
			t.Errorf("%s in %s, want Solomon Islands", id, a)
		}
	}
	choices := eventsOf(evs, EvChoice)
	if len(choices) != 2 {
		t.Fatalf("choice rolls %v, want 2", choices)
	}
	for _, a := range []string{"Borneo", "New Guinea", "Solomon Islands", "Midway Island"} {
		if !strings.Contains(choices[1].Text, a) {
			t.Errorf("the Battle Order's choice %q does not list %s", choices[1].Text, a)
		}
	}
	// "I move Destroyer Group 4, Sub Group 3, and 1 Battalion (from the box) to Midway."
	for _, id := range []string{"JP:Destroyer Gp 4", "JP:Sub Gp 3"} {
		if a := areaOf(t, g, id); a != "Midway Island" {
			t.Errorf("%s in %s, want Midway Island", id, a)
		}
	}
	if n := len(ofKind(g, g.In("Midway Island", Japan), KindInfantry)); n != 2 {
		t.Errorf("Midway has %d Japanese Battalions on Transports, want 2 (Sortie and Battle)", n)
	}
	if n := len(ofKind(g, g.In("Solomon Islands", Japan), KindInfantry)); n != 1 {
		t.Errorf("Solomon Islands has %d Japanese Battalions, want 1", n)
	}
	// "This ends the Movement for the Carolines": only the lone Battalion is left.
	if slices.Contains(g.OrdersAreas(), "Caroline Islands") {
		t.Error("the Carolines still await Orders")
	}

	// "I proceed to the other Japanese Areas and roll Orders": the example does not report
	// those dice, so the seeded dice decide; every battle of the example must remain.
	for g.Pending().Kind == AskOrdersArea {
		apply(t, g, g.Pending().Options[0])
	}
	if g.Step != StepBattles {
		t.Fatalf("after Japanese Orders the step is %s, want Resolve Battles", g.Step)
	}
	for _, a := range []string{"Midway Island", "Solomon Islands", "Borneo", "New Guinea"} {
		if !slices.Contains(g.Battles, a) {
			t.Errorf("no battle in %s (battles %v)", a, g.Battles)
		}
	}
	for i := range g.Forces {
		if g.Forces[i].Moved || g.Forces[i].InTransit {
			t.Fatalf("%s still carries a marker after Done Moving", g.Forces[i].ID)
		}
	}
}
