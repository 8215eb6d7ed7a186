package rules

import (
	"slices"
	"strings"
	"testing"
)

func campaign1942(t *testing.T) *Campaign {
	t.Helper()
	c, err := LoadCampaign(1942)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// TestValidate: the embedded 1942 data passes Validate, and Validate catches
// broken data (a one-way line, a Set-Up Force without a counter).
func TestValidate(t *testing.T) {
	c := campaign1942(t)
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if got := Years(); !slices.Contains(got, 1942) {
		t.Fatalf("Years() = %v, want 1942 among them", got)
	}

	broken, err := parseCampaign(1942)
	if err != nil {
		t.Fatal(err)
	}
	a := broken.Map.Area("Samoa")
	a.Lines = append(a.Lines, "Japan") // Japan does not list Samoa
	broken.Setup.US = append(broken.Setup.US, Placement{Place: "Samoa", Forces: []string{"USS Imaginary"}})
	broken.Setup.JP = append(broken.Setup.JP, Placement{Place: "Nowhere", Forces: []string{"Kaga"}})
	err = broken.Validate()
	if err == nil {
		t.Fatal("Validate accepted a one-way line, an unknown counter and an unknown place")
	}
	for _, want := range []string{"Samoa–Japan", "USS Imaginary", "Nowhere", "\"Kaga\" placed in Japan and Nowhere"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("Validate's report lacks %q:\n%v", want, err)
		}
	}
}

// TestMapDistances checks the map against the rulebook's own example
// (data.md: "by paths Japan may use, Midway, the Solomon Islands and New Guinea
// are each 4 moves from Japan, and no other 1942 Objective holding US Forces is
// closer") and the Airfield values it quotes.
func TestMapDistances(t *testing.T) {
	m := campaign1942(t).Map
	for _, a := range []string{"Midway Island", "Solomon Islands", "New Guinea"} {
		if d := m.JapaneseDistance(JapanArea, a); d != 4 {
			t.Errorf("Japan to %s: %d moves, want 4", a, d)
		}
	}
	for _, a := range []string{"Alaska", "Hawaiian Islands", "Samoa", "New Caledonia", "Gilbert Islands"} {
		if d := m.JapaneseDistance(JapanArea, a); d <= 4 {
			t.Errorf("Japan to %s: %d moves; no Objective with US Forces is closer than 4", a, d)
		}
	}
	// Japan never passes through the West Coast or Australia.
	if d := m.JapaneseDistance("New Caledonia", "Borneo"); d != 3 {
		t.Errorf("New Caledonia to Borneo for Japan: %d, want 3 (not through Australia)", d)
	}
	// "You can place up to 6 US Land-Based Aircraft on the Solomon Islands."
	if a := m.Area("Solomon Islands"); a.Airfield != 6 {
		t.Errorf("Solomon Islands airfield %d, want 6", a.Airfield)
	}
	// "The West Coast, Hawaiian Islands, and Australia can have an unlimited number."
	for _, n := range []string{WestCoast, Hawaii, Australia} {
		if m.Area(n).Airfield != Unlimited {
			t.Errorf("%s airfield should be unlimited", n)
		}
	}
	// Australian Movement Limitation: New Guinea has the flag, Midway does not.
	if !m.Area("New Guinea").Australian || m.Area("Midway Island").Australian {
		t.Error("Australian flags: New Guinea yes, Midway no")
	}
}

// TestSouthDestinations: "A South Order from the Philippines can only reach
// Borneo; from the Carolines it reaches New Guinea or the Solomon Islands"
// (Extended Example), and areas adjacent to Australia cannot go South.
func TestSouthDestinations(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	cases := map[string][]string{
		"Philippines":      {"Borneo"},
		"Caroline Islands": {"Solomon Islands", "New Guinea"},
		"New Guinea":       nil,
		"Solomon Islands":  nil,
	}
	for from, want := range cases {
		got, _ := g.orders().destinations(from, OrderSouth)
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Errorf("South from %s: %v, want %v", from, got, want)
		}
	}
}

// TestCountersKnowTheirKind: every counter of every campaign has its kind
// and key set as the data is read, which Game.Kind and Game.Counter read
// without looking further.
func TestCountersKnowTheirKind(t *testing.T) {
	for _, year := range []int{1942, 1943, 1944, 1945} {
		c, err := LoadCampaign(year)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range []map[string]*Counter{c.Counters, c.Aircraft} {
			for k, ct := range m {
				if ct.kind == "" || ct.kind != ct.Type.Kind() || ct.key != k {
					t.Errorf("%d %s: kind %q key %q, want %q and the key", year, k, ct.kind, ct.key, ct.Type.Kind())
				}
			}
		}
	}
}

// TestCounterValues checks the counters the rulebook prints (Ship Forces,
// Force Counters, the Extended Example).
func TestCounterValues(t *testing.T) {
	c := campaign1942(t)
	get := func(side Side, name string) *Counter {
		ct := c.Counters[CounterKey(side, name)]
		if ct == nil {
			t.Fatalf("no counter %s %s", side, name)
		}
		return ct
	}
	type vals struct{ aaa, aaaSup, surface, dc int }
	for _, tc := range []struct {
		side Side
		name string
		cost int
		want vals
	}{
		{US, "Colorado/Maryland", 3, vals{3, 0, 4, 2}},
		{Japan, "Yamato/Musashi", 4, vals{3, 0, 7, 2}},
		{US, "Chicago/Northampton", 2, vals{2, 0, 4, 2}},
		{Japan, "Furutaka/Kako", 2, vals{2, 0, 4, 1}},
		{US, "Lexington", 1, vals{2, 1, 0, 2}},
		{Japan, "Kaga", 1, vals{4, 2, 0, 2}},
		{Japan, "Hosho", 1, vals{2, 1, 0, 1}},
		{Japan, "Taiyo", 1, vals{2, 1, 0, 1}},
	} {
		ct := get(tc.side, tc.name)
		got := vals{ct.Full.AAA.Value, ct.Full.AAA.Superior, ct.Full.Surface.Value, ct.Full.DepthCharge.Value}
		if got != tc.want || ct.Cost != tc.cost {
			t.Errorf("%s: cost %d values %+v, want %d %+v", tc.name, ct.Cost, got, tc.cost, tc.want)
		}
	}
	// "The Lexington costs (5) Reinforcement Points to purchase. The [1] is used when allocating Hits."
	if lex := get(US, "Lexington"); lex.PurchaseCost() != 5 || lex.Cost != 1 {
		t.Errorf("Lexington buys for %d, allocates at %d; want 5 and 1", lex.PurchaseCost(), lex.Cost)
	}
	// Extended Example figures: 28th BG cost 1 and Ship attack 1; RAAF BG 2 costs 2;
	// a US Battalion attacks Ground on at least 1; Battalions cost 0.
	if b := get(US, "28th BG"); b.Cost != 1 || b.Full.ShipAttack.Value != 1 {
		t.Errorf("28th BG cost %d ship %d, want 1 and 1", b.Cost, b.Full.ShipAttack.Value)
	}
	if b := get(US, "RAAF BG 2"); b.PurchaseCost() != 2 || !b.Australian {
		t.Errorf("RAAF BG 2 should cost 2 and be Australian")
	}
	if bn := get(US, "Battalion"); bn.Cost != 0 || bn.Full.Ground.Value < 1 {
		t.Errorf("US Battalion cost %d ground %d", bn.Cost, bn.Full.Ground.Value)
	}
	// Carrier Air Groups: "CV (5) - F4F, SBD, SBD, TBD"; "CV - A6M, D3A, B5N; CVL - A6M, D3A; CVE - D3A".
	if g := c.AirGroups[AirGroupKey(get(US, "Lexington"))]; !slices.Equal(g, []string{"F4F", "SBD", "SBD", "TBD"}) {
		t.Errorf("Lexington's air group %v", g)
	}
	for name, want := range map[string][]string{"Kaga": {"A6M", "D3A", "B5N"}, "Hosho": {"A6M", "D3A"}, "Taiyo": {"D3A"}} {
		if g := c.AirGroups[AirGroupKey(get(Japan, name))]; !slices.Equal(g, want) {
			t.Errorf("%s's air group %v, want %v", name, g, want)
		}
	}
	// Bombers and Fighters (Aircraft Forces): an aircraft with a bomb value is a Bomber.
	if !get(US, "MAG 21").IsBomber() || get(US, "MAG 21").IsFighter() || !c.Aircraft["JP:A6M"].IsFighter() {
		t.Error("F4F+SBD is a Bomber; A6M is a Fighter")
	}
}

// TestRepairCost: "A Force costing 5 has a Repair cost of 2. A Force costing 1
// has a Repair cost of 1." (Repair Forces)
func TestRepairCost(t *testing.T) {
	c := campaign1942(t)
	for name, want := range map[string]int{"Lexington": 2, "25th Inf": 1, "N. Carolina/Washington": 2, "Colorado/Maryland": 1, "Battalion": 1} {
		if got := c.Counters[CounterKey(US, name)].RepairCost(); got != want {
			t.Errorf("%s repairs for %d, want %d", name, got, want)
		}
	}
}

// TestTables checks rows of the rulebook's charts.
func TestTables(t *testing.T) {
	tb := campaign1942(t).Tables
	for roll, want := range map[int]string{1: OrderHold, 2: OrderHold, 3: OrderRefit, 4: OrderSouth, 5: OrderEast, 6: OrderEast, 7: OrderBattle, 8: OrderEngage, 9: OrderReinforce, 10: OrderSortie} {
		if got := tb.Order(roll).Name; got != want {
			t.Errorf("Orders roll %d: %s, want %s", roll, got, want)
		}
	}
	// New Japanese Forces: "The end result is a roll of a 9. Japan receives 2 Ships, 2 Infantry, and 1 Land-Based Aircraft."
	if r := tb.NewForcesFor(9); r.Ships != 2 || r.Infantry != 2 || r.Aircraft != 1 {
		t.Errorf("New Japanese Forces 9: %+v", r)
	}
	if r := tb.NewForcesFor(-3); r.Ships != 1 || r.Infantry != 0 || r.RowLabel() != "0-" {
		t.Errorf("New Japanese Forces -3: %+v", r)
	}
	if r := tb.NewForcesFor(20); r.Ships != 3 || r.RowLabel() != "14+" {
		t.Errorf("New Japanese Forces 20: %+v", r)
	}
	// Battle Turns: "You roll a 9. The Battle lasts for 4 Turns."; the example's 4 gives 2.
	for roll, want := range map[int]int{1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 3, 8: 3, 9: 4, 10: 4} {
		if got := tb.BattleTurnsFor(roll); got != want {
			t.Errorf("Battle Turns roll %d: %d, want %d", roll, got, want)
		}
	}
	// Battle Plan draws: "With 6 Forces, the Japanese get 2 Battle Plans"; the example's 5 gives 2.
	for n, want := range map[int]int{1: 1, 4: 1, 5: 2, 6: 2, 9: 2, 10: 3, 16: 3, 17: 4, 40: 4} {
		if got := tb.PlanDrawsFor(n); got != want {
			t.Errorf("Plan draws for %d Forces: %d, want %d", n, got, want)
		}
	}
	for roll, want := range map[int]string{1: "Japanese Ocean", 2: "Japanese Ocean", 3: "Island", 5: "Island", 6: "Coastal", 7: "US Ocean", 10: "US Ocean"} {
		if got := tb.ZoneFor(roll); got != want {
			t.Errorf("aircraft roll %d: %s, want %s", roll, got, want)
		}
	}
	broken := *tb
	broken.Orders = append([]OrderRow(nil), tb.Orders[1:]...)
	if broken.Validate() == nil {
		t.Error("a table with no row for rolls 1-2 passed Validate")
	}
}

// TestSetup1942 checks the 1942 Set-Up facts data.md lists.
func TestSetup1942(t *testing.T) {
	g := newGame(t, Options{Seed: 3})
	at := func(id, area string) {
		t.Helper()
		f := g.Force(id)
		if f == nil || f.Where != OnMap || f.Area != area {
			t.Errorf("%s should start in %s", id, area)
		}
	}
	at("US:DESRON 2", WestCoast)
	for _, n := range []string{"Lexington", "Chester/Louisville", "DESRON 1", "11th BG"} {
		at("US:"+n, Hawaii)
	}
	for _, n := range []string{"Myoko/Haguro", "Ashigara/Nachi", "Destroyer Gp 6", "16th Inf", "14 Sentai", "3 Kokutai"} {
		at("JP:"+n, "Philippines")
	}
	if n := len(ofKind(g, g.In(WestCoast, US), KindInfantry)); n != 2 {
		t.Errorf("%d US Battalions on the West Coast, want 2", n)
	}
	if n := len(ofKind(g, g.In(JapanArea, Japan), KindAircraft)); n != 0 {
		t.Errorf("Japan holds %d Land-Based Aircraft, want none", n)
	}
	for _, a := range []string{"Okinawa", "Iwo Jima", "Mariana Islands", "Caroline Islands", "Gilbert Islands", "Wake Island"} {
		if g.Ashore(a, Japan) != 1 {
			t.Errorf("%s should hold a lone Japanese Infantry or Land-Based Aircraft", a)
		}
	}
	if f := g.Force("US:Hornet"); f.Where != InUSReinforce {
		t.Error("Hornet starts in the US Reinforcement box")
	}
	if f := g.Force("JP:Hiryu"); f.Area != JapanArea {
		t.Error("Hiryu starts in Japan")
	}
	if len(g.Stacks.Ships) != 6 || len(g.Stacks.Infantry) != 6 || len(g.Stacks.Aircraft) != 7 {
		t.Errorf("Japanese stacks %d/%d/%d, want 6/6/7", len(g.Stacks.Ships), len(g.Stacks.Infantry), len(g.Stacks.Aircraft))
	}
	// "There are 8 Objectives ... If you Hold 7 Objectives ... you earn a Good evaluation."
	s := g.data.Setup
	if len(s.Objectives) != 8 || s.Rate(7) != "Good" || s.Rate(8) != "Great" || s.Rate(5) != "Historical" || s.Rate(4) != "Poor" || s.Rate(3) != "Replaced" {
		t.Error("1942 Evaluation table")
	}
	if s.ReplacedAt() != 3 {
		t.Errorf("Replaced at %d Objectives or fewer, want 3", s.ReplacedAt())
	}
}

// TestUSPlanBits checks that each of the sixteen US plans has a bit of its
// own for the set of plans held (holdsUS), bit i for the plan at place i of
// the plans' data (heldSet).
func TestUSPlanBits(t *testing.T) {
	names := usPlanNames()
	if len(names) != 16 {
		t.Fatalf("%d US plans, want 16", len(names))
	}
	for i, n := range names {
		if b := usPlanOf(n); b != 1<<i {
			t.Errorf("%s, plan %d of the data: bit %#x, want %#x", n, i, b, 1<<i)
		}
	}
	if usPlanOf(PlanAirCombat) != 0 {
		t.Error("a Japanese plan has a US plan's bit")
	}
}

// TestObjectivePlaces: every campaign's Objectives are found once at load at
// their places in the map (Campaign.objectiveAt), as a look-up by name finds
// them each time.
func TestObjectivePlaces(t *testing.T) {
	for _, year := range Years() {
		c, err := LoadCampaign(year)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.objectiveAt) != len(c.Setup.Objectives) {
			t.Fatalf("%d: %d Objectives, %d places", year, len(c.Setup.Objectives), len(c.objectiveAt))
		}
		for i, o := range c.Setup.Objectives {
			if k, ok := c.Map.index[o]; !ok || c.objectiveAt[i] != k {
				t.Errorf("%d: Objective %s at %d, the map has it at %d (%v)", year, o, c.objectiveAt[i], k, ok)
			}
		}
	}
}
