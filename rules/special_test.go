package rules

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// newYear starts a campaign of a later year on an empty board at the US
// Movement step, with plenty of Supply Points.
func newYear(t *testing.T, year int) *Game {
	t.Helper()
	g := newGame(t, Options{Year: year, Seed: 7})
	emptyBoard(g)
	g.Step = StepMovement
	g.SupplyPoints = 20
	return g
}

// TestLaterSetups: every year's data passes Validate; Set-Up: "Only use the
// Force counters for a Campaign that have the same year"; the rulebook's 1943
// counter examples (CVL Princeton [1](4) AAA 4[2] DC 1, CVE Gp 1 [1](3) AAA
// 4[2] DC 2); the Carrier Air Groups of setups.md; the points per turn of
// docs/rulings.md; and the 1945 sheet's remarks.
func TestLaterSetups(t *testing.T) {
	if got := Years(); !slices.Equal(got, []int{1942, 1943, 1944, 1945}) {
		t.Fatalf("Years() = %v", got)
	}
	points := map[int][2]int{1942: {7, 20}, 1943: {8, 22}, 1944: {10, 25}, 1945: {13, 33}}
	objectives := map[int]int{1942: 8, 1943: 10, 1944: 14, 1945: 16}
	for _, y := range Years() {
		c, err := LoadCampaign(y)
		if err != nil {
			t.Fatal(err)
		}
		s := c.Setup
		if p := points[y]; s.ReinforcementPoints != p[0] || s.SupplyPoints != p[1] {
			t.Errorf("%d: %d + %d points a turn, want %v", y, s.ReinforcementPoints, s.SupplyPoints, p)
		}
		if len(s.Objectives) != objectives[y] {
			t.Errorf("%d: %d Objectives, want %d", y, len(s.Objectives), objectives[y])
		}
		if want := map[int]int{1942: 1, 1943: 2, 1944: 3, 1945: 3}[y]; s.ReturnToPortBoxes != want {
			t.Errorf("%d: %d Return to Port boxes, want %d", y, s.ReturnToPortBoxes, want)
		}
	}
	c43, _ := LoadCampaign(1943)
	p := c43.Counters["US:Princeton"]
	if p.Type != CVL || p.Cost != 1 || p.BuyCost != 4 || p.Full.AAA != (Attack{4, 2}) || p.Full.DepthCharge.Value != 1 {
		t.Errorf("CVL Princeton 43 = %+v, want [1](4) AAA 4[2] DC 1", p)
	}
	e := c43.Counters["US:CVE Gp 1"]
	if e.Type != CVE || e.Cost != 1 || e.BuyCost != 3 || e.Full.AAA != (Attack{4, 2}) || e.Full.DepthCharge.Value != 2 {
		t.Errorf("CVE Gp 1 43 = %+v, want [1](3) AAA 4[2] DC 2", e)
	}
	keys := map[string]string{"US:Essex": "US CV(6)", "US:Enterprise": "US CV(5)", "US:Princeton": "US CVL(4)", "US:CVE Gp 1": "US CVE(3)", "JP:Zuikaku": "JP CV"}
	for id, want := range keys {
		if got := AirGroupKey(c43.Counters[id]); got != want {
			t.Errorf("1943 %s flies the %s Air Group, want %s", id, got, want)
		}
	}
	if g := c43.AirGroups["US CV(6)"]; !slices.Equal(g, []string{"F6F", "F6F", "SBD", "SBD", "TBF"}) {
		t.Errorf("1943 CV(6) = %v", g)
	}
	c44, _ := LoadCampaign(1944)
	if g := c44.AirGroups["US CVL(4)"]; !slices.Equal(g, []string{"F6F", "SB2C", "TBF"}) {
		t.Errorf("1944 CVL = %v", g)
	}
	c45, _ := LoadCampaign(1945)
	n := 0
	for _, pl := range c45.Setup.US {
		for _, f := range pl.Forces {
			if f == "DESRON 6" {
				n++
			}
		}
	}
	if n != 1 {
		t.Errorf("1945 places DESRON 6 %d times; the sheet's two listings are one counter", n)
	}
	if len(c45.Setup.Turns) != 4 || c45.Setup.Turns[3] != "Jul/Aug" {
		t.Errorf("1945 turns %v: the campaign ends after Jul/Aug", c45.Setup.Turns)
	}
	if c45.Setup.MostObjectives() != 19 || c45.Setup.Rate(15) != "Historical" {
		t.Errorf("1945 counts at most %d Objectives; 15 rates %q", c45.Setup.MostObjectives(), c45.Setup.Rate(15))
	}

	// Validate refuses Bomber Wings without Strategic Bombing, and a counter
	// no Set-Up list places.
	broken, err := parseCampaign(1944)
	if err != nil {
		t.Fatal(err)
	}
	broken.Setup.StrategicBombing = false
	broken.Setup.US[len(broken.Setup.US)-1].Forces = slices.DeleteFunc(slices.Clone(broken.Setup.US[len(broken.Setup.US)-1].Forces), func(s string) bool { return s == "Franklin" })
	err = broken.Validate()
	if err == nil || !strings.Contains(err.Error(), "no Strategic Bombing rule") || !strings.Contains(err.Error(), "US:Franklin is on no Set-Up list") {
		t.Errorf("Validate: %v", err)
	}
}

// TestJapaneseInfantry1944: "During the 1944 Campaign, draw 2 extra Japanese
// Infantry counters during each Japanese Reinforcements phase" (Special
// Campaign Rules: 1944 Japanese Infantry); not in 1943.
func TestJapaneseInfantry1944(t *testing.T) {
	for _, tc := range []struct{ year, extra int }{{1944, 2}, {1943, 0}} {
		g := newGame(t, Options{Year: tc.year, Seed: 3})
		g.Resupply = 0
		for i := range g.Forces {
			g.Forces[i].Damaged = false
			if g.Forces[i].Where == InRaiding {
				g.Forces[i].Where = Destroyed
			}
		}
		top := slices.Clone(g.Stacks.Infantry)
		g.Dice.Forced = []int{5} // row 4-5: 1 Ship, 1 Infantry, 1 Land-Based Aircraft
		var evs []Event
		g.afterBattles().japaneseReinforce(&evs)
		row := g.data.Tables.NewForcesFor(5)
		want := min(row.Infantry+tc.extra, len(top))
		arrived := 0
		for _, id := range top {
			if f := g.Force(id); f.Where == OnMap && f.Area == JapanArea {
				arrived++
			}
		}
		if arrived != want || want <= row.Infantry && tc.extra > 0 {
			t.Errorf("%d: %d Infantry from the stack, want %d", tc.year, arrived, want)
		}
	}
}

// TestStrategicBombingMovement: "move one or more Bomber Wing counters (that
// started the Movement step in the Mariana Islands) from the Mariana Islands
// to the "BW" Strategic Bombing box ... Pay 1 Supply Point for each counter
// you move" (Special Campaign Rules: US Strategic Bombing Movement).
func TestStrategicBombingMovement(t *testing.T) {
	g := newYear(t, 1945)
	wing := put(t, g, US, "73rd BW", Marianas)
	other := put(t, g, US, "313th BW", WestCoast)
	put(t, g, US, "MAG 21", Marianas)
	put(t, g, US, "25th Inf", Marianas)
	g.movement().beginMovement(new([]Event))
	p := g.Pending()
	if !slices.ContainsFunc(p.Options, func(d Decision) bool { return d.Kind == DoStrategicBomb && d.Force == wing.ID }) {
		t.Fatalf("Pending offers no Strategic Bombing for %s", wing.ID)
	}
	mustRefuse(t, g, Decision{Kind: DoStrategicBomb, Force: other.ID})              // not in the Marianas
	mustRefuse(t, g, Decision{Kind: DoStrategicBomb, Force: "US:MAG 21"})           // not a Bomber Wing
	apply(t, g, Decision{Kind: DoMove, Forces: []string{other.ID}, Area: Marianas}) // arrives this step
	mustRefuse(t, g, Decision{Kind: DoStrategicBomb, Force: other.ID})              // did not start there
	sp := g.SupplyPoints
	apply(t, g, Decision{Kind: DoStrategicBomb, Force: wing.ID})
	if wing = g.Force(wing.ID); wing.Where != InStrategicBombs || g.SupplyPoints != sp-1 {
		t.Fatalf("after bombing: %s %s, %d SP", wing.Where, wing.Area, g.SupplyPoints)
	}
	if g.LBACount(Marianas) != 3 {
		t.Errorf("the Wing in the box keeps its Marianas Airfield: %d LBA counted, want 3", g.LBACount(Marianas))
	}
	apply(t, g, Decision{Kind: DoUndoMove, Force: wing.ID})
	if wing = g.Force(wing.ID); wing.Where != OnMap || wing.Area != Marianas || g.SupplyPoints != sp {
		t.Fatalf("take-back: %s %s, %d SP", wing.Where, wing.Area, g.SupplyPoints)
	}
	apply(t, g, Decision{Kind: DoStrategicBomb, Force: wing.ID})

	g1943 := newYear(t, 1943)
	put(t, g1943, US, "25th Inf", Marianas)
	if err := g1943.bombingBox().canStrategicBomb("US:25th Inf"); err == nil || !strings.Contains(err.Error(), "1944 and 1945") {
		t.Errorf("1943: %v", err)
	}
}

// TestStrategicBombingOrders: "At the start of the Japanese Orders step, move
// 1 Ship, Infantry, or Land-Based Aircraft from the top of each stack to their
// Reinforcement box ... equal to the number of your Strategic Bombers in the
// box. If you move a Battalion, move it to the Battalion box"; the example
// chooses "1 Ship, and then an Infantry, and then another Ship"; "Move the
// Strategic Bombers back to the Mariana Islands at the end of the Battle step."
func TestStrategicBombingOrders(t *testing.T) {
	g := newYear(t, 1944)
	g.Options.ChooseBombing = true
	put(t, g, US, "73rd BW", Marianas)
	for _, f := range g.In(Marianas, US) {
		f.Where, f.Area = InStrategicBombs, ""
	}
	put(t, g, US, "25th Inf", Marianas)
	shokaku := put(t, g, Japan, "Shokaku", JapanArea)
	put(t, g, Japan, "Battalion", JapanArea)
	put(t, g, Japan, "204 Kokutai", JapanArea)
	g.Step = StepOrders
	var evs []Event
	g.Bombing = 0
	if !g.bombingBox().beginBombing(&evs) || g.Asks() != AskBombing {
		t.Fatalf("with a choice of stacks the step asks: %v", g.Asks())
	}
	p := g.Pending()
	if len(p.Options) != 3 {
		t.Fatalf("options %+v", p.Options)
	}
	mustRefuse(t, g, Decision{Kind: DoOrdersArea, Area: JapanArea})
	got := apply(t, g, Decision{Kind: DoBombStack, Zone: string(KindShip)})
	if b := eventsOf(got, EvStrategicBomb); len(b) < 1 || !slices.Equal(b[0].Forces, []string{shokaku.ID}) || !strings.Contains(b[0].Text, "bottom of the Japanese ship stack") {
		t.Errorf("bombing events %+v", b)
	}
	if g.Bombing != 0 || g.Step == StepOrders && g.Asks() == AskBombing {
		t.Errorf("one Wing, one counter: %d still due", g.Bombing)
	}
	if f := g.Force("US:73rd BW"); f.Where != OnMap || f.Area != Marianas {
		t.Errorf("after the Battle step the Wing is %s %s, want back in the Marianas", f.Where, f.Area)
	}

	// Automatic: Ships, then Land-Based Aircraft, then Infantry; a Battalion
	// goes to the Battalion box.
	g2 := newYear(t, 1944)
	put(t, g2, US, "73rd BW", Marianas)
	for _, f := range g2.In(Marianas, US) {
		f.Where, f.Area = InStrategicBombs, ""
	}
	bn2 := put(t, g2, Japan, "Battalion", JapanArea)
	g2.Step = StepOrders
	evs = nil
	if g2.bombingBox().beginBombing(&evs) {
		t.Fatal("without ChooseBombing the step does not ask")
	}
	if f := g2.Force(bn2.ID); f.Where != InBattalionBox {
		t.Errorf("the bombed Battalion is %s, want the Battalion box", f.Where)
	}

	// The Wings return at the end of Resolve Battles.
	evs = nil
	g2.bombingBox().returnBomberWings(&evs)
	if f := g2.Force("US:73rd BW"); f.Where != OnMap || f.Area != Marianas {
		t.Errorf("the Wing is %s %s after the Battle step", f.Where, f.Area)
	}
}

// TestStrategicBombersInMarianasBattle: "If a Battle takes place in the
// Mariana Islands, count the Bomber Wing counters performing Strategic Bombing
// when calculating your Airfield value. If the Japanese inflict Hits on your
// Airfields, allocate Hits to the Strategic Bombing Aircraft as normal."
func TestStrategicBombersInMarianasBattle(t *testing.T) {
	g := newYear(t, 1945)
	for _, n := range []string{"73rd BW", "313th BW"} {
		f := put(t, g, US, n, Marianas)
		f.Where, f.Area = InStrategicBombs, ""
	}
	put(t, g, US, "MAG 21", Marianas)
	put(t, g, Japan, "Battalion", Marianas)
	g.Step = StepBattles
	g.Battle = &Battle{Area: Marianas}
	var evs []Event
	g.sheetSetUp().setUpBattle(&evs)
	if g.Battle.USAirfields != 3 {
		t.Fatalf("US Airfields %d, want 3 (MAG 21 and two Wings in the box)", g.Battle.USAirfields)
	}
	if g.Battle.onSheet(US) != 1 {
		t.Errorf("the Wings do not fight: %d US units on the sheet", g.Battle.onSheet(US))
	}
	// Two Airfield Hits: 3 Land-Based Aircraft for 1 Airfield, 2 to lose.
	g.Battle.USAirfields = 1
	g.Battle.Tasks = nil
	g.air().usAirfieldLosses(&evs)
	a := g.Battle.Ask
	if a == nil || a.Kind != AskAirfieldLosses || len(g.Battle.Options) != 3 {
		t.Fatalf("ask %+v options %v", a, g.Battle.Options)
	}
	asked := *a // answer asks again in the battle's room
	g.answer(&asked, &Decision{Kind: DoDestroy, Force: "US:73rd BW"}, &evs)
	if f := g.Force("US:73rd BW"); f.Where != Destroyed {
		t.Errorf("the Wing in the box is %s after its Airfield is lost", f.Where)
	}
}

// TestJapanInvasion: "At the start of each US Movement step, you may move up
// to 7 Force counters from the Hawaiian Islands and West Coast to the 1945
// Japan Invasion box. Pay 1 Supply Point for each Force moved"; "add up the
// Buy Cost of all the Forces in the box" (49- 0, 50-79 1, 80-99 2, 100+ 3);
// the example: 82 points and 13 held make 15, "Historical".
func TestJapanInvasion(t *testing.T) {
	g := newYear(t, 1945)
	var home []string
	for _, n := range []string{"Essex", "Lexington II", "Bunker Hill", "Hancock", "Wasp II", "Yorktown II", "Intrepid", "Franklin"} {
		home = append(home, put(t, g, US, n, Hawaii).ID)
	}
	put(t, g, US, "25th Inf", Hawaii)
	away := put(t, g, US, "Enterprise", "Caroline Islands")
	g.movement().beginMovement(new([]Event))
	mustRefuse(t, g, Decision{Kind: DoInvade, Force: away.ID})
	sp := g.SupplyPoints
	for _, id := range home[:7] {
		apply(t, g, Decision{Kind: DoInvade, Force: id})
	}
	if re := mustRefuse(t, g, Decision{Kind: DoInvade, Force: home[7]}); !strings.Contains(re.Msg, "limit 7") {
		t.Errorf("the eighth: %v", re)
	}
	if g.SupplyPoints != sp-7 || g.InvasionCost() != 42 || g.InvasionObjectives() != 0 {
		t.Errorf("%d SP, cost %d, %d Objectives", g.SupplyPoints, g.InvasionCost(), g.InvasionObjectives())
	}
	apply(t, g, Decision{Kind: DoUndoMove, Force: home[6]})
	if f := g.Force(home[6]); f.Where != OnMap || f.Area != Hawaii {
		t.Errorf("take-back: %s %s", f.Where, f.Area)
	}
	mustRefuse(t, (func() *Game { g1 := newYear(t, 1944); put(t, g1, US, "Essex", Hawaii); return g1 })(), Decision{Kind: DoInvade, Force: "US:Essex"})

	inv := g.data.Setup.Invasion
	for cost, want := range map[int]int{0: 0, 49: 0, 50: 1, 79: 1, 80: 2, 82: 2, 99: 2, 100: 3, 140: 3} {
		if got := inv.ObjectivesFor(cost); got != want {
			t.Errorf("cost %d earns %d, want %d", cost, got, want)
		}
	}
	if got := g.data.Setup.Rate(13 + inv.ObjectivesFor(82)); got != "Historical" {
		t.Errorf("82 points and 13 held rate %q, want Historical", got)
	}
}

// TestJapanInvasionScores: the Japan Invasion box counts toward the
// Evaluation at the end of the campaign; the campaign ends after Jul/Aug
// (1945 Early Campaign Ending).
func TestJapanInvasionScores(t *testing.T) {
	g := newGame(t, Options{Year: 1945, Seed: 2})
	n := 0
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Side == US && (f.Where == InReturnToPort || f.Where == InUSReinforce) && g.Counter(f).PurchaseCost() >= 3 {
			f.Where, f.Box = InInvasion, 0
			n += g.Counter(f).PurchaseCost()
		}
	}
	if n < 100 {
		t.Fatalf("only %d points of ships to test with", n)
	}
	held := len(g.HeldObjectives())
	g.Turn = 4
	var evs []Event
	g.advanceTurn(&evs)
	if !g.Over || g.TurnName() != "End" {
		t.Fatalf("after Jul/Aug the 1945 campaign is over: %v %s", g.Over, g.TurnName())
	}
	if g.Score != held+3 || g.Evaluation != g.data.Setup.Rate(held+3) {
		t.Errorf("score %d (%s), want %d held + 3", g.Score, g.Evaluation, held)
	}
}

// TestNoOrdersIwoJimaOkinawa: "During the 1945 Campaign, do not roll Japanese
// Orders for the Forces on Okinawa and Iwo Jima" (1945 Iwo Jima and Okinawa).
func TestNoOrdersIwoJimaOkinawa(t *testing.T) {
	g := newGame(t, Options{Year: 1945, Seed: 4})
	for _, a := range []string{"Iwo Jima", "Okinawa"} {
		if slices.Contains(g.OrdersAreas(), a) {
			t.Errorf("%s awaits Orders in 1945", a)
		}
		if s, i, l := g.orders().orderable(a); len(s)+len(i)+len(l) > 0 {
			t.Errorf("%s has Forces to order", a)
		}
	}
	g.Step = StepScouting
	if err := g.canScout("Okinawa"); err == nil || !strings.Contains(err.Error(), "1945 Iwo Jima and Okinawa") {
		t.Errorf("scouting Okinawa: %v", err)
	}
	g44 := newGame(t, Options{Year: 1944, Seed: 4})
	put(t, g44, Japan, "Shokaku", "Okinawa")
	if s, _, _ := g44.orders().orderable("Okinawa"); len(s) != 1 {
		t.Error("1944 Okinawa Forces roll Orders as usual")
	}
}

// TestKamikazeByYear: Kamikaze Attacks "has no effect when drawn during a
// 1942 or 1943 Campaign", in real games of each year.
func TestKamikazeByYear(t *testing.T) {
	for _, y := range Years() {
		g := newGame(t, Options{Year: y, Seed: 1})
		emptyBoard(g)
		put(t, g, US, "DESRON 1", "Solomon Islands")
		g.Battle = &Battle{Area: "Solomon Islands", Units: []Unit{{id: "US:DESRON 1", side: US, counter: "US:DESRON 1", pos: ZoneUSOcean}},
			JPActive: []JPPlan{jpKamikaze}}
		g.readyUnits() // as Apply does first
		if got, want := g.air().kamikazeActive(), y >= 1944; got != want {
			t.Errorf("%d: Kamikaze active %v, want %v", y, got, want)
		}
	}
}

// TestSeries: Linked Campaigns play 1942 to 1945 in sequence through the
// same interface; "If a Campaign ends with a Replaced Evaluation ... do not
// continue with the Linked Campaign"; the totals rate by the Linked chart;
// the JSON round trip changes nothing.
func TestSeries(t *testing.T) {
	s, evs, err := NewSeries(Options{Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	if s.Year() != 1942 || len(eventsOf(evs, EvSeries)) != 1 || s.Asks() != AskResupply {
		t.Fatalf("the series starts with 1942: %d %v", s.Year(), s.Asks())
	}
	// End 1942 well: the Campaign Turn counter moves past Nov/Dec.
	g := s.Game
	g.Turn = len(g.data.Setup.Turns)
	g.Step = StepDefeatCheck
	var more []Event
	g.advanceTurn(&more)
	more, err = s.next()
	if err != nil {
		t.Fatal(err)
	}
	if s.Over || s.Year() != 1943 || len(s.Log) != 1 || s.Log[0].Year != 1942 || s.Log[0].Objectives != g.Score {
		t.Fatalf("after 1942: over %v year %d log %+v", s.Over, s.Year(), s.Log)
	}
	b, _ := json.Marshal(s)
	var back Series
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if b2, _ := json.Marshal(&back); string(b) != string(b2) {
		t.Fatal("the series changed in a JSON round trip")
	}
	// A Replaced 1943 ends the series early, with no Linked Evaluation.
	emptyBoard(s.Game)
	s.Game.Step = StepDefeatCheck
	s.Game.afterBattles().defeatCheck(holdMap{}, &more)
	if _, err := s.next(); err != nil {
		t.Fatal(err)
	}
	if !s.Over || !s.EndedEarly || s.Evaluation != "" || len(s.Log) != 2 || s.Pending().Kind != AskNothing {
		t.Fatalf("after a Replaced 1943: %+v", s)
	}
	if _, err := s.Apply(Decision{Kind: DoDone}); err == nil {
		t.Error("a finished series accepts decisions")
	}
	l, _ := LoadLinked()
	for total, want := range map[int]string{51: "Great", 50: "Great", 49: "Good", 45: "Good", 44: "Historical", 35: "Historical", 34: "Poor", 26: "Poor", 25: "Dismal", 0: "Dismal"} {
		if got := l.Rate(total); got != want {
			t.Errorf("%d Objectives rate %q, want %q", total, got, want)
		}
	}
}

// TestLaterYearsPlay: each later campaign plays from its Set-Up to its end
// through Pending and Apply, choosing the last option (Done) each time.
func TestLaterYearsPlay(t *testing.T) {
	for _, y := range []int{1943, 1944, 1945} {
		g := newGame(t, Options{Year: y, Seed: 5})
		for k := 0; !g.Over; k++ {
			if k > 20000 {
				t.Fatalf("%d: no end", y)
			}
			p := g.Pending()
			if len(p.Options) == 0 {
				t.Fatalf("%d %s: nothing to decide", y, g.Step)
			}
			apply(t, g, p.Options[len(p.Options)-1])
		}
		if g.Evaluation == "" {
			t.Errorf("%d ended with no Evaluation", y)
		}
	}
}
