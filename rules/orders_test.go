package rules

import (
	"slices"
	"testing"
)

// ordersBoard returns an empty 1942 board in the Japanese Orders step.
func ordersBoard(t *testing.T) *Game {
	g := newGame(t, Options{Seed: 8})
	emptyBoard(g)
	g.Step = StepOrders
	return g
}

// TestOrdersLastForceStays: "An Area with 1 Ship, 1 Infantry, and 2 Land-Based
// Aircraft receives a Reinforce Order. You move 1 Ship, 1 Infantry, and 1
// Land-Based Aircraft, but the 2nd Land-Based Aircraft does not move because it
// is the last Japanese Infantry or Land-Based Aircraft in the Area."
func TestOrdersLastForceStays(t *testing.T) {
	g := ordersBoard(t)
	put(t, g, Japan, "Destroyer Gp 1", "Marshall Islands")
	put(t, g, Japan, "6th Inf", "Marshall Islands")
	a1 := put(t, g, Japan, "1 Kokutai", "Marshall Islands")
	a2 := put(t, g, Japan, "4 Kokutai", "Marshall Islands")
	put(t, g, Japan, "Battalion", "Gilbert Islands") // the only Objective with Japanese Forces Ashore
	g.Dice.Forced = append([]int{9}, pickDice([]string{a1.ID, a2.ID}, []string{a1.ID})...)
	var evs []Event
	if !g.orders().rollOrders("Marshall Islands", false, &evs) {
		t.Fatal("no roll made")
	}
	for _, id := range []string{"JP:Destroyer Gp 1", "JP:6th Inf", a1.ID} {
		if a := areaOf(t, g, id); a != "Gilbert Islands" {
			t.Errorf("%s in %s, want Gilbert Islands", id, a)
		}
	}
	if a2.Area != "Marshall Islands" {
		t.Errorf("the last Land-Based Aircraft moved to %s", a2.Area)
	}
	// The one left is now lone: no further roll ("Do not roll for a Lone Land-Based Aircraft").
	if g.orders().rollOrders("Marshall Islands", false, &evs) {
		t.Error("rolled Orders for a lone Land-Based Aircraft")
	}
}

// TestOrdersHoldExample: "The Area has 5 Ships, 3 Infantry, and 0 Land-Based
// Aircraft. All 5 Ships and 2 of the Infantry would Hold. You then roll another
// Order for the 1 remaining Infantry." Each Hold adds a Resupply counter.
func TestOrdersHoldExample(t *testing.T) {
	g := ordersBoard(t)
	for _, n := range []string{"Kaga", "Akagi", "Soryu", "Hiei/Kirishima", "Destroyer Gp 1"} {
		put(t, g, Japan, n, JapanArea)
	}
	inf := []string{put(t, g, Japan, "6th Inf", JapanArea).ID, put(t, g, Japan, "7th Inf", JapanArea).ID, put(t, g, Japan, "20th Inf", JapanArea).ID}
	g.Dice.Forced = append([]int{2}, pickDice(inf, inf[:2])...)
	var evs []Event
	g.orders().rollOrders(JapanArea, false, &evs)
	if g.Resupply != 1 {
		t.Errorf("Resupply %d, want 1", g.Resupply)
	}
	s, i, a := g.orders().orderable(JapanArea)
	if len(s) != 0 || len(a) != 0 || len(i) != 1 || i[0].ID != inf[2] {
		t.Fatalf("after the Hold, orderable %v %v %v; want only %s", ids(s), ids(i), ids(a), inf[2])
	}
	if len(g.Dice.Forced) != 0 {
		t.Error("unused dice")
	}
}

// TestOrdersCannotBePerformed: "You are rolling for Forces in New Guinea and
// they receive a South Order. They cannot follow the Order. Treat it as being a
// Hold Order." Also Refit in Japan and Battle with no battles.
func TestOrdersCannotBePerformed(t *testing.T) {
	for _, tc := range []struct {
		area string
		roll int
	}{{"New Guinea", 4}, {JapanArea, 3}, {"Caroline Islands", 7}} {
		g := ordersBoard(t)
		put(t, g, Japan, "Destroyer Gp 1", tc.area)
		g.Dice.Forced = []int{tc.roll}
		var evs []Event
		g.orders().rollOrders(tc.area, false, &evs)
		if g.Resupply != 1 || len(eventsOf(evs, EvJapaneseHold)) != 1 || areaOf(t, g, "JP:Destroyer Gp 1") != tc.area {
			t.Errorf("%s roll %d: want a Hold with a Resupply counter; events %v", tc.area, tc.roll, evs)
		}
	}
}

// TestOrdersOwnAreaIsHold: "They receive a Reinforce Order. There are 3
// different Objectives with Japanese Forces Ashore (including their own Area).
// You randomly assign each of the 3 Areas an equal chance ... The roll comes up
// with their current Area. They do not move. Treat the roll as being a Hold."
func TestOrdersOwnAreaIsHold(t *testing.T) {
	g := ordersBoard(t)
	put(t, g, Japan, "Destroyer Gp 1", "Gilbert Islands")
	put(t, g, Japan, "Battalion", "Gilbert Islands")
	put(t, g, Japan, "Battalion", "Solomon Islands")
	put(t, g, Japan, "Battalion", "New Guinea")
	// Map order: Gilbert Islands, Solomon Islands, New Guinea; 1-3 picks the first.
	g.Dice.Forced = []int{9, 2}
	var evs []Event
	g.orders().rollOrders("Gilbert Islands", false, &evs)
	ch := eventsOf(evs, EvChoice)
	if len(ch) != 1 || ch[0].To != "Gilbert Islands" {
		t.Fatalf("choice %v", ch)
	}
	if g.Resupply != 1 || areaOf(t, g, "JP:Destroyer Gp 1") != "Gilbert Islands" {
		t.Error("choosing their own area must be a Hold")
	}
}

// TestOrdersBattalions: the three Battalion examples of Japanese Orders.
func TestOrdersBattalions(t *testing.T) {
	bnIn := func(g *Game, area string) int {
		n := 0
		for _, f := range g.In(area, Japan) {
			if g.Counter(f).Type == Battalion && f.OnTransport {
				n++
			}
		}
		return n
	}
	// "An Order calls for 2 Infantry to move from an Area, but the Area does not have any
	// Infantry. Take 2 Battalions from the Battalion Area and add them to the moving Forces."
	g := ordersBoard(t)
	put(t, g, Japan, "Destroyer Gp 1", "Marshall Islands")
	put(t, g, Japan, "Battalion", "Gilbert Islands") // Japanese Ashore: East may go there
	put(t, g, US, "DESRON 1", "Gilbert Islands")
	g.Dice.Forced = []int{5} // East: 1 closer to Hawaii, Japanese Forces Ashore
	var evs []Event
	g.orders().rollOrders("Marshall Islands", false, &evs)
	if areaOf(t, g, "JP:Destroyer Gp 1") != "Gilbert Islands" || bnIn(g, "Gilbert Islands") != 2 {
		t.Errorf("East with no Infantry: want the Ship and 2 Battalions on Transports; %v", evs)
	}

	// "The Area being moved from only has 1 Infantry and the Order calls for 2 Infantry to
	// move. Add 1 Battalion to the moving Forces."
	g = ordersBoard(t)
	put(t, g, Japan, "Destroyer Gp 1", "Marshall Islands")
	put(t, g, Japan, "6th Inf", "Marshall Islands")
	put(t, g, Japan, "1 Kokutai", "Marshall Islands") // so the Infantry is not the last
	put(t, g, Japan, "Battalion", "Gilbert Islands")
	put(t, g, US, "DESRON 1", "Gilbert Islands")
	g.Dice.Forced = []int{6}
	evs = nil
	g.orders().rollOrders("Marshall Islands", false, &evs)
	if areaOf(t, g, "JP:6th Inf") != "Gilbert Islands" || bnIn(g, "Gilbert Islands") != 1 {
		t.Errorf("East with 1 Infantry: want it and 1 Battalion; %v", evs)
	}
	if !g.Force("JP:6th Inf").OnTransport {
		t.Error("Infantry moved to an Area with US Forces goes on a Transport")
	}

	// "The Area being moved from has US Forces and the Order calls for 1 Infantry to Move.
	// The Infantry cannot Move due to the presence of US Forces. Add 1 Battalion."
	g = ordersBoard(t)
	put(t, g, Japan, "Destroyer Gp 1", "Solomon Islands")
	put(t, g, Japan, "6th Inf", "Solomon Islands")
	put(t, g, US, "Battalion", "Solomon Islands")
	put(t, g, Japan, "Battalion", "Borneo")
	put(t, g, US, "Battalion", "Borneo")
	// Battle: areas with both sides in map order are Solomon Islands, Borneo; 6-10 picks Borneo.
	g.Dice.Forced = []int{7, 8}
	evs = nil
	g.orders().rollOrders("Solomon Islands", false, &evs)
	if areaOf(t, g, "JP:Destroyer Gp 1") != "Borneo" || areaOf(t, g, "JP:6th Inf") != "Solomon Islands" || bnIn(g, "Borneo") != 1 {
		t.Errorf("Battle with Infantry facing US Forces: want the Ship and 1 Battalion to Borneo; %v", evs)
	}
}

// TestOrdersMoveOnce: "Japanese Forces may only move once each Turn": Forces
// that arrive in an area do not roll again there; and Infantry in areas with US
// Forces get Moved markers and never roll.
func TestOrdersMoveOnce(t *testing.T) {
	g := newGame(t, Options{Seed: 8, ChooseOrdersArea: true})
	emptyBoard(g)
	put(t, g, Japan, "Kaga", JapanArea)
	put(t, g, Japan, "Battalion", "Okinawa")
	put(t, g, Japan, "6th Inf", "New Guinea")
	put(t, g, Japan, "Destroyer Gp 1", "New Guinea")
	put(t, g, US, "RAAF FG", "New Guinea")
	g.Step = StepMovement
	// South from Japan: Okinawa or East Asia, both 3 from Australia; 1-5 picks Okinawa.
	g.Dice.Forced = []int{4, 2}
	apply(t, g, Decision{Kind: DoDone})
	if !g.Force("JP:6th Inf").Moved {
		t.Error("Japanese Infantry in an area with US Forces should carry a Moved marker")
	}
	if slices.Contains(g.OrdersAreas(), "Okinawa") {
		t.Error("Okinawa holds only a lone Battalion")
	}
	apply(t, g, Decision{Kind: DoOrdersArea, Area: JapanArea})
	if areaOf(t, g, "JP:Kaga") != "Okinawa" {
		t.Fatalf("Kaga in %s", areaOf(t, g, "JP:Kaga"))
	}
	if slices.Contains(g.OrdersAreas(), "Okinawa") {
		t.Error("Kaga moved this turn and may not roll again in Okinawa")
	}
	if !slices.Equal(g.OrdersAreas(), []string{"New Guinea"}) {
		t.Errorf("areas awaiting orders %v, want New Guinea (its Ship)", g.OrdersAreas())
	}
	mustRefuse(t, g, Decision{Kind: DoOrdersArea, Area: "Okinawa"})
}

// TestOrdersDestinations checks each Order's destinations on the 1942 set-up.
func TestOrdersDestinations(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	check := func(from, order string, want ...string) {
		t.Helper()
		got, _ := g.orders().destinations(from, order)
		if !slices.Equal(got, want) {
			t.Errorf("%s from %s: %v, want %v", order, from, got, want)
		}
	}
	// Sortie from Japan: "3 Objectives with US Forces that are equally close: Midway,
	// Solomon Islands, and New Guinea. All are 4 moves from Japan."
	check(JapanArea, OrderSortie, "Midway Island", "Solomon Islands", "New Guinea")
	// Engage: the closest area with US Forces; Borneo has a US Battalion, 3 from Japan.
	check(JapanArea, OrderEngage, "Borneo")
	check("Philippines", OrderEngage, "Borneo")
	// Refit goes to Japan, except from Japan.
	check("Philippines", OrderRefit, JapanArea)
	check(JapanArea, OrderRefit)
	// Reinforce: any Objective with Japanese Forces Ashore (1942: Gilberts, New Guinea).
	check("Philippines", OrderReinforce, "Gilbert Islands", "New Guinea")
	// Battle: every area with both sides (New Guinea, Borneo at set-up; the Solomons have
	// only a US Battalion).
	check(JapanArea, OrderBattle, "New Guinea", "Borneo")
	// East: 1 closer to Hawaii and Japanese Ashore: the Carolines (4 from Hawaii) may go to
	// the Marshalls (3, 6th Base Ashore) but not the Solomons (US only).
	check("Caroline Islands", OrderEast, "Marshall Islands")
	check("Marshall Islands", OrderEast, "Gilbert Islands")
}

// TestJapaneseOrdersStep runs the whole step on the set-up and checks its
// invariants: every Force ends unmarked; no Japanese Force is in the West Coast
// or Australia; lone Forces did not move.
func TestJapaneseOrdersStep(t *testing.T) {
	for seed := uint64(0); seed < 50; seed++ {
		g := toMovement(t, seed)
		lone := map[string]string{}
		for _, a := range []string{"Okinawa", "Iwo Jima", "Mariana Islands", "Caroline Islands", "Gilbert Islands", "Wake Island"} {
			for _, f := range g.In(a, Japan) {
				if g.IsAshore(f) {
					lone[f.ID] = a
				}
			}
		}
		apply(t, g, Decision{Kind: DoDone})
		for id, a := range lone {
			if got := areaOf(t, g, id); got != a {
				t.Fatalf("seed %d: lone %s moved from %s to %s", seed, id, a, got)
			}
		}
		for i := range g.Forces {
			f := &g.Forces[i]
			if f.Moved || f.InTransit {
				t.Fatalf("seed %d: %s still marked", seed, f.ID)
			}
			if f.Side == Japan && f.Where == OnMap && !Entrable(Japan, f.Area) {
				t.Fatalf("seed %d: %s in %s", seed, f.ID, f.Area)
			}
		}
		if g.Step != StepBattles {
			t.Fatalf("seed %d: step %s", seed, g.Step)
		}
	}
}
