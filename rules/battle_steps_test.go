package rules

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

const solomons = "Solomon Islands"

// Battle Set-Up: US Force Placement. Carriers go to the US Ocean without a
// question; other Ships are asked (US Ocean or Coastal); Land-Based Aircraft
// get as many Airfields as they are ("The US has 6 Land-Based Aircraft. Place
// Airfield counters totalling 6"); Infantry Ashore is in the Foxholes; a
// Submarine with no Japanese Ships sits out.
func TestBattleSetUpUSPlacement(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 3})
	emptyBoard(g)
	put(t, g, US, "Lexington", solomons)
	put(t, g, US, "DESRON 1", solomons)
	put(t, g, US, "Sub Gp 1", solomons)
	for _, n := range []string{"11th BG", "18th FG", "19th BG", "28th BG", "43rd BG", "90th BG"} {
		put(t, g, US, n, solomons)
	}
	put(t, g, US, "25th Inf", solomons)
	tr := put(t, g, US, "1st Marine", solomons)
	tr.OnTransport = true
	put(t, g, Japan, "16th Inf", solomons)
	evs := startBattle(t, g, solomons)
	b := g.Battle
	if b.unit("US:Lexington").pos != ZoneUSOcean {
		t.Errorf("Lexington at %q", b.unit("US:Lexington").pos)
	}
	if b.USAirfields != 6 {
		t.Errorf("US Airfields %d, want 6", b.USAirfields)
	}
	if b.unit("US:25th Inf").pos != PosFoxholes || b.unit("US:1st Marine").pos != PosTransport {
		t.Errorf("infantry at %q and %q", b.unit("US:25th Inf").pos, b.unit("US:1st Marine").pos)
	}
	p := g.Pending()
	if p.Battle.Kind != AskPlaceShip || p.Battle.Force != "US:DESRON 1" || len(p.Options) != 2 {
		t.Fatalf("want DESRON 1 placed by the player, got %s %v", p.Prompt, p.Options)
	}
	mustRefuse(t, g, Decision{Kind: DoPlace, Force: "US:DESRON 1", Zone: ZoneJapaneseOcean})
	evs = append(evs, apply(t, g, Decision{Kind: DoPlace, Force: "US:DESRON 1", Zone: ZoneCoastal})...)
	mustEvent(t, evs, "no Japanese Ships", "Sub Gp 1 takes no part")
	if g.Battle.unit("US:Sub Gp 1") != nil {
		t.Errorf("the Submarine is on the Battle Sheet")
	}
}

// Japanese Ship Placement (Carriers and Island Forces): "There are 3 Japanese
// Aircraft Carriers in the Japanese Ocean Area. There are 8 Japanese
// Destroyers, Cruisers, and Battleships in the Battle. Place 3 Escorts in the
// Ocean Area, and 5 Escorts in the Coastal Area." Step #1 takes the lowest
// Surface Attack, step #2 the highest.
func TestJapanesePlacementCarriersAndIslandForces(t *testing.T) {
	bb := newBench(t, solomons)
	bb.g.Options.GameMakesJapanChoices = true // ties by board order; the player's choice: TestJapanesePlacementTieOfYourChoice
	for _, n := range []string{"Akagi", "Kaga", "Soryu"} {
		bb.unit(Japan, n, "")
	}
	esc := []string{"Yamato/Musashi", "Nagato/Mutsu", "Destroyer Gp 1", "Destroyer Gp 2", "Aoba/Kinugasa", "Kongo/Haruna", "Destroyer Gp 3", "Myoko/Haguro"}
	for _, n := range esc {
		bb.unit(Japan, n, "")
	}
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.run(battleTask{Op: taskPlaceJP})
	count := map[string]int{}
	for _, n := range esc {
		count[bb.u(CounterKey(Japan, n)).pos]++
	}
	if count[ZoneJapaneseOcean] != 3 || count[ZoneCoastal] != 5 {
		t.Fatalf("escorts %v, want 3 in the Japanese Ocean and 5 Coastal", count)
	}
	// The three lowest Surface Attacks (the Destroyer Groups, 3) go to the Ocean;
	// Yamato (7) and Nagato (6) go to the Coastal Area.
	for _, n := range []string{"Destroyer Gp 1", "Destroyer Gp 2", "Destroyer Gp 3"} {
		if p := bb.u(CounterKey(Japan, n)).pos; p != ZoneJapaneseOcean {
			t.Errorf("%s at %s", n, p)
		}
	}
	for _, n := range []string{"Akagi", "Kaga", "Soryu"} {
		if p := bb.u(CounterKey(Japan, n)).pos; p != ZoneJapaneseOcean {
			t.Errorf("carrier %s at %s", n, p)
		}
	}
	bb.event("Yamato/Musashi (highest Surface Attack) to the Coastal Area")
}

// Japanese Ship Placement (Aircraft Carriers) and (Island Forces), and the
// Japanese Submarine Placement rules.
func TestJapanesePlacementOtherProcedures(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Kaga", "")
	bb.unit(Japan, "Destroyer Gp 1", "")
	bb.unit(Japan, "Sub Gp 1", "")
	bb.unit(US, "DESRON 1", ZoneCoastal)
	bb.run(battleTask{Op: taskPlaceJP})
	if bb.u("JP:Destroyer Gp 1").pos != ZoneJapaneseOcean {
		t.Errorf("carriers without Island Forces: escort at %s, want the Japanese Ocean", bb.u("JP:Destroyer Gp 1").pos)
	}
	// No US carriers, US Ships Coastal: the Submarines go Coastal.
	if bb.u("JP:Sub Gp 1").pos != ZoneCoastal {
		t.Errorf("Submarine at %s, want Coastal", bb.u("JP:Sub Gp 1").pos)
	}

	bb = newBench(t, solomons)
	bb.unit(Japan, "Destroyer Gp 1", "")
	bb.unit(Japan, "Sub Gp 1", "")
	bb.unit(US, "Lexington", ZoneUSOcean)
	bb.run(battleTask{Op: taskPlaceJP})
	if bb.u("JP:Destroyer Gp 1").pos != ZoneCoastal {
		t.Errorf("no carriers: escort at %s, want Coastal", bb.u("JP:Destroyer Gp 1").pos)
	}
	if bb.u("JP:Sub Gp 1").pos != ZoneUSOcean {
		t.Errorf("US carriers present: Submarine at %s, want the US Ocean", bb.u("JP:Sub Gp 1").pos)
	}

	bb = newBench(t, solomons)
	bb.unit(Japan, "Sub Gp 1", "")
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	bb.run(battleTask{Op: taskPlaceJP})
	if bb.u("JP:Sub Gp 1").pos != ZoneJapaneseOcean {
		t.Errorf("no US carriers or Coastal Ships: Submarine at %s, want the Japanese Ocean", bb.u("JP:Sub Gp 1").pos)
	}
}

// Carrier Aircraft Placement: "The Lexington is a value 5 CV. At the start of
// a Battle, place 1 F4F, 2 SBDs, and 1 TBD"; "The Kaga is a CV. Place 1 A6M, 1
// D3A, and 1 B5N"; CVL A6M, D3A; CVE D3A.
func TestCarrierAirGroups(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Lexington", ZoneUSOcean)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.unit(Japan, "Hosho", ZoneJapaneseOcean)
	bb.unit(Japan, "Taiyo", ZoneJapaneseOcean)
	bb.run(battleTask{Op: taskAirGroups})
	bb.event("CV Lexington's Carrier Air Group: F4F, SBD, SBD, TBD.")
	bb.event("CV Kaga's Carrier Air Group: A6M, D3A, B5N.")
	bb.event("CVL Hosho's Carrier Air Group: A6M, D3A.")
	bb.event("CVE Taiyo's Carrier Air Group: D3A.")
	if n := len(bb.g.unitsOf(US, kindAll, 0, func(u *Unit) bool { return u.cba })); n != 4 {
		t.Errorf("%d US carrier aircraft, want 4", n)
	}
	if c := bb.u("US:Lexington").Capacity; c != 4 {
		t.Errorf("Lexington holds %d, want 4", c)
	}
}

// Roll for Battle Turns: "You roll a 9. The Battle lasts for 4 Turns."
// Determine Japanese Battle Plans: "The Japanese have 3 Ships, 2 Infantry, 1
// Land-Based Aircraft, 3 Carrier-Based Aircraft, and 1 Transport in the
// Battle. They have 6 Forces ... the Japanese get 2 Battle Plans".
func TestBattleTurnsAndPlanQuantity(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 3, GameMakesJapanChoices: true})
	emptyBoard(g)
	put(t, g, US, "DESRON 1", solomons)
	for _, n := range []string{"Kaga", "Destroyer Gp 1", "Destroyer Gp 2", "16th Inf", "3 Kokutai"} {
		put(t, g, Japan, n, solomons)
	}
	put(t, g, Japan, "2nd Inf", solomons).OnTransport = true
	g.Dice.Forced = []int{9}
	startBattle(t, g, solomons)
	apply(t, g, Decision{Kind: DoPlace, Force: "US:DESRON 1", Zone: ZoneUSOcean})
	b := g.Battle
	if b.TurnsLeft != 4 {
		t.Errorf("roll 9: %d Battle Turns, want 4", b.TurnsLeft)
	}
	if b.PlanDraws != 2 {
		t.Errorf("6 Forces: %d plans, want 2", b.PlanDraws)
	}
	// Losses do not change it.
	if b.PlanDraws != g.data.Tables.PlanDrawsFor(6) {
		t.Errorf("quantity %d", b.PlanDraws)
	}
}

// Select US Battle Plans: "If you spend 2 Supply Points, you can select up to
// 9 Battle Plan Points"; "A Battle Plan can only be used once each Battle".
func TestSelectUSBattlePlans(t *testing.T) {
	bb := newBench(t, solomons)
	bb.g.SupplyPoints = 2
	bb.g.Battle.USPoints = 3
	bb.run(battleTask{Op: taskBuyPlans})
	bb.reply(Decision{Kind: DoSpendSupply})
	bb.reply(Decision{Kind: DoSpendSupply})
	if bb.g.Battle.USPoints != 9 || bb.g.SupplyPoints != 0 {
		t.Fatalf("points %d, supply %d; want 9 and 0", bb.g.Battle.USPoints, bb.g.SupplyPoints)
	}
	bb.reply(Decision{Kind: DoBuyPlan, Plans: []string{PlanDamageControl}})
	bb.reply(Decision{Kind: DoBuyPlan, Plans: []string{PlanDivingAttack}})
	for _, o := range bb.g.Battle.Options {
		if o.Kind == DoBuyPlan && (o.Plans[0] == PlanDamageControl || planCost(o.Plans[0]) > 2) {
			t.Errorf("offered %v with 2 points left", o.Plans)
		}
		if o.Kind == DoSpendSupply {
			t.Errorf("offered a Supply Point with none left")
		}
	}
	bb.reply(Decision{Kind: DoDone})
	if got := strings.Join(PlanNames(bb.g.Battle.USPlans), ","); got != "Damage Control,Diving Attack" {
		t.Errorf("plans %s", got)
	}
}

// Draw Japanese Battle Plans: "If there are no more Battle Plans remaining in
// the cup, return the previously drawn Battle Plans and keep drawing."
func TestDrawRefillsTheCup(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	b := bb.g.Battle
	b.Cup = []JPPlan{jpDuration}
	b.JPDiscard = []JPPlan{jpNoContact, jpShipCombat}
	b.PlanDraws = 2
	bb.dice(1, 1) // one plan left: no die; then 1 of 2
	bb.run(battleTask{Op: taskDraw})
	bb.event("the plans drawn earlier go back into it")
	if strings.Join(PlanNames(b.JPActive), ",") != "Duration,No Contact" || len(b.Cup) != 1 {
		t.Errorf("drawn %v, cup %v", b.JPActive, b.Cup)
	}
}

// Japanese Aircraft Movement and its examples.
func TestJapaneseAircraftMovement(t *testing.T) {
	setup := func() *bench {
		bb := newBench(t, solomons)
		bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
		bb.cba(Japan, "A6M", "JP:Kaga", "")
		bb.cba(Japan, "D3A", "JP:Kaga", "")
		bb.cba(Japan, "B5N", "JP:Kaga", "")
		return bb
	}
	zoneOfBombers := func(bb *bench) string { return bb.g.Battle.Units[2].pos }
	// "You roll a 5 for a Group. Those counters move to the Island." (US LBA there.)
	bb := setup()
	bb.unit(US, "18th FG", "")
	bb.dice(5)
	bb.run(battleTask{Op: taskMoveJP})
	if z := zoneOfBombers(bb); z != ZoneIsland {
		t.Errorf("roll 5: bombers to %q", z)
	}
	// "You roll a 2 for the Japanese Bomber Group, but there are no US Ships in the Japanese
	// Ocean ... placing them on the Island."
	bb = setup()
	bb.unit(US, "18th FG", "")
	bb.dice(2)
	bb.run(battleTask{Op: taskMoveJP})
	if z := zoneOfBombers(bb); z != ZoneIsland {
		t.Errorf("roll 2: bombers to %q", z)
	}
	// "A roll of 6 would place Bombers in the Coastal Area, but there are no Ships in the
	// Coastal Area, so the Bombers Move to ... the US Ocean."
	bb = setup()
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	bb.dice(6)
	bb.run(battleTask{Op: taskMoveJP})
	if z := zoneOfBombers(bb); z != ZoneUSOcean {
		t.Errorf("roll 6: bombers to %q", z)
	}
	// "You roll a 6 for a Bomber Group. The US does not have any Ships in the Coastal or US
	// Ocean Areas. The Bombers move to the Island."
	bb = setup()
	bb.unit(US, "18th FG", "")
	bb.dice(6)
	bb.run(battleTask{Op: taskMoveJP})
	if z := zoneOfBombers(bb); z != ZoneIsland {
		t.Errorf("roll 6, no Ships: bombers to %q", z)
	}
	// "There are US Infantry on the Island, but there are no Japanese Infantry or Land-Based
	// Aircraft on the Island. Bombers will not Move to the Island." With US Land-Based
	// Aircraft as well, they will.
	bb = setup()
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.dice(4)
	bb.run(battleTask{Op: taskMoveJP})
	if z := zoneOfBombers(bb); z != "" {
		t.Errorf("US Infantry only: bombers to %q, want home", z)
	}
	bb.event("no area is legal, so it stays on its carrier or airfield")
	bb = setup()
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.dice(4)
	bb.run(battleTask{Op: taskMoveJP})
	if z := zoneOfBombers(bb); z != ZoneIsland {
		t.Errorf("US and Japanese Infantry ashore: bombers to %q", z)
	}
	// "Japanese Fighters can only Move to an Area with Japanese Aircraft or US Aircraft"; "All
	// the US Aircraft and Japanese Bombers have been Destroyed. The Japanese Fighters remain".
	bb = setup()
	bb.g.Battle.Units[2].lost, bb.g.Battle.Units[3].lost = true, true
	bb.dice(9)
	bb.run(battleTask{Op: taskMoveJP, Flag: true})
	if z := bb.g.Battle.Units[1].pos; z != "" {
		t.Errorf("fighters with no aircraft anywhere went to %q", z)
	}
	bb = setup()
	bb.unit(US, "18th FG", ZoneCoastal)
	bb.dice(1)
	bb.run(battleTask{Op: taskMoveJP, Flag: true})
	if z := bb.g.Battle.Units[1].pos; z != ZoneCoastal {
		t.Errorf("fighters rolled 1: went to %q, want the Coastal Area", z)
	}
}

// TestFightersFollowBombers: "Japanese Fighters can only Move to an Area with
// Japanese Aircraft or US Aircraft" (Japanese Fighter Movement), counted after
// the Move Japanese Bombers step. The Bombers' task carries out the Fighters'
// step too, with the groups it found for both: the log still reads Bombers,
// the Fighters' heading, Fighters, and the Fighters see the Bombers just moved.
func TestFightersFollowBombers(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	fighterID := bb.cba(Japan, "A6M", "JP:Kaga", "").id
	bomberID := bb.cba(Japan, "D3A", "JP:Kaga", "").id
	bb.unit(US, "18th FG", "") // US Land-Based Aircraft: the Bombers' Island
	bb.dice(5, 9)              // the Bombers' group, then the Fighters'
	bb.run(battleTask{Op: taskMoveJP}, battleTask{Op: taskStep, Kind: stepFighters}, battleTask{Op: taskMoveJP, Flag: true})
	// A roll of 9 is the US Ocean, where no aircraft are: the Fighters go on
	// to the next legal area, the Island.
	fighter, bomber := bb.u(fighterID), bb.u(bomberID)
	if bomber.pos != ZoneIsland || fighter.pos != ZoneIsland {
		t.Fatalf("Bombers to %q, Fighters to %q: want both on the Island, where the Bombers are", bomber.pos, fighter.pos)
	}
	if n := len(bb.g.Battle.Tasks); n != 0 {
		t.Errorf("%d tasks left: the Fighters' heading and step should be done", n)
	}
	var order []string
	for _, e := range bb.evs {
		switch {
		case e.Kind == EvAircraftMove && slices.Contains(e.Forces, bomber.id):
			order = append(order, "bombers")
		case e.Kind == EvBattleStep && e.Sheet == SheetStep(stepFighters):
			order = append(order, "heading")
		case e.Kind == EvAircraftMove && slices.Contains(e.Forces, fighter.id):
			order = append(order, "fighters")
		}
	}
	if want := []string{"bombers", "heading", "fighters"}; !slices.Equal(order, want) {
		t.Errorf("events in the order %v, want %v", order, want)
	}
}

// Allocating Hits: "You inflict 3 Bomb Hits on the Ships in the Japanese Ocean
// Area. They have a CV (value 1), as well as 2 Destroyer Groups (value 2). The
// first 2 Hits must Damage and Destroy the CV. The next Hit will Damage the
// Destroyer Group".
func TestAllocatingHitsCarrierFirst(t *testing.T) {
	bb := newBench(t, solomons)
	bb.g.Options.GameMakesJapanChoices = true // the documented order; the player's choice: hits_choice_test.go
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.unit(Japan, "Destroyer Gp 1", ZoneJapaneseOcean)
	bb.unit(Japan, "Destroyer Gp 2", ZoneJapaneseOcean)
	b := bb.g.Battle
	b.Pools = []hitPool{{Side: Japan, Zone: ZoneJapaneseOcean, Kind: atkBombShip, Hits: 3}}
	bb.run(battleTask{Op: taskApply})
	bb.want("JP:Kaga", "lost")
	if bb.state("JP:Destroyer Gp 1") != "damaged" || bb.state("JP:Destroyer Gp 2") != "full" {
		t.Errorf("destroyers %s and %s", bb.state("JP:Destroyer Gp 1"), bb.state("JP:Destroyer Gp 2"))
	}
}

// Allocating Hits: "The US inflicts 7 Bomb Hits to the Japanese Island Forces.
// The first 2 Hits Damage and Destroy a 0 value Battalion. ... There are 4
// value 1 Infantry as well as 5 value 1 Airfields" — the rest go to value 1
// targets, destroying a Damaged Force before damaging another.
func TestAllocatingHitsIsland(t *testing.T) {
	bb := newBench(t, solomons)
	bb.g.Options.GameMakesJapanChoices = true // the documented order; the player's choice: hits_choice_test.go
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.unit(Japan, "Battalion", PosFoxholes)
	for _, n := range []string{"6th Inf", "20th Inf", "35th Inf", "51st Inf"} {
		bb.unit(Japan, n, PosFoxholes)
	}
	b := bb.g.Battle
	b.JPAirfields = 5
	b.Pools = []hitPool{{Side: Japan, Zone: ZoneIsland, Kind: atkBombLand, Hits: 7}}
	bb.run(battleTask{Op: taskApply})
	bn := b.Units[1].id
	if bb.state(bn) != "lost" {
		t.Fatalf("Battalion %s", bb.state(bn))
	}
	lost, damaged := 0, 0
	for _, n := range []string{"6th Inf", "20th Inf", "35th Inf", "51st Inf"} {
		switch bb.state(CounterKey(Japan, n)) {
		case "lost":
			lost++
		case "damaged":
			damaged++
		}
	}
	if 2*lost+damaged+(5-b.JPAirfields) != 5 || damaged > 1 {
		t.Errorf("5 Hits on value 1 targets: %d Infantry destroyed, %d damaged, %d Airfields left", lost, damaged, b.JPAirfields)
	}
}

// Allocating Hits: "There are 3 Infantry on a Transport with no other
// Japanese ships in the Coastal Area. Your Bombers inflict 3 Hits. You Damage
// and Destroy one Infantry, then Damage another Infantry."
func TestAllocatingHitsTransport(t *testing.T) {
	bb := newBench(t, solomons)
	bb.g.Options.GameMakesJapanChoices = true // the documented order; the player's choice: hits_choice_test.go
	for _, n := range []string{"6th Inf", "20th Inf", "35th Inf"} {
		bb.unit(Japan, n, PosTransport)
	}
	bb.g.Battle.Pools = []hitPool{{Side: Japan, Zone: ZoneCoastal, Kind: atkBombShip, Hits: 3}}
	bb.run(battleTask{Op: taskApply})
	bb.want("JP:6th Inf", "lost")
	bb.want("JP:20th Inf", "damaged")
	bb.want("JP:35th Inf", "full")
	// A Transport is hit only after every other Ship in the Coastal Area.
	bb = newBench(t, solomons)
	bb.g.Options.GameMakesJapanChoices = true
	bb.unit(Japan, "Battalion", PosTransport)
	bb.unit(Japan, "Aoba/Kinugasa", ZoneCoastal)
	bb.g.Battle.Pools = []hitPool{{Side: Japan, Zone: ZoneCoastal, Kind: atkBombShip, Hits: 1}}
	bb.run(battleTask{Op: taskApply})
	bb.want("JP:Aoba/Kinugasa", "damaged")
}

// Attacking Island Forces, Enemy Infantry: "It is Turn #1 ... You do not have
// Land-Based Aircraft or Infantry on the Island. You cannot inflict Hits on
// the Japanese Infantry. You may inflict Hits on their Land-Based Aircraft"
// (their Airfields); and the Naval Guns example: "apply the Hit to a Japanese
// Airfield or Ship (but not Infantry ...)".
func TestEnemyInfantryNeedsIslandPresence(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "1st Marine", PosTransport)
	bb.unit(US, "DESRON 1", ZoneCoastal)
	bb.unit(Japan, "Battalion", PosFoxholes)
	bb.unit(Japan, "3 Kokutai", "")
	bb.unit(Japan, "Destroyer Gp 1", ZoneCoastal)
	b := bb.g.Battle
	b.JPAirfields = 1
	ts := bb.g.hits().targets(Japan, ZoneCoastal, atkGuns, 0)
	for _, tg := range ts {
		if tg.id(b) == b.Units[2].id {
			t.Fatalf("the US may not hit Japanese Infantry without a presence on the Island: %v", ts)
		}
	}
	if len(ts) != 2 || ts[0].id(b) != AirfieldTarget {
		t.Fatalf("targets %v, want the Airfield then the Destroyer Group", ts)
	}
	// The player may not put a Japanese Hit on US Infantry Ashore when Japan has no
	// Infantry or Land-Based Aircraft on the Island.
	bb = newBench(t, solomons)
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.unit(US, "18th FG", "")
	b = bb.g.Battle
	b.USAirfields = 1
	b.Pools = []hitPool{{Side: US, Zone: ZoneIsland, Kind: atkBombLand, Hits: 1}}
	bb.run(battleTask{Op: taskAlloc, Pool: 0})
	if b.USAirfields != 0 {
		t.Errorf("the Hit went elsewhere than the Airfield")
	}
	bb.want("US:25th Inf", "full")
}

// Dogfight: "The US inflicts 4 Dogfight Hits in the Island Area. There is only
// 1 Japanese Aircraft in the Island Area. You Destroy the Japanese Aircraft.
// The remaining Dogfight Hits are ignored. They do not carry over to the
// Japanese Infantry and Airfields". Both sides roll before any Hit.
func TestDogfight(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "8th FG", ZoneIsland) // P-40 5[3]
	bb.unit(US, "49th FG", ZoneIsland)
	bb.unit(Japan, "3 Kokutai", ZoneIsland) // A6M 8[4]
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.g.Battle.JPAirfields = 1
	bb.dice(1, 2, 1) // 2 + 2 Hits for the US; 2 Hits for Japan
	bb.run(battleTask{Op: taskDogfight})
	bb.want("JP:3 Kokutai", "lost")
	bb.want("JP:16th Inf", "full")
	if bb.g.Battle.JPAirfields != 1 {
		t.Errorf("Dogfight Hits reached the Airfields")
	}
	bb.event("find no legal target and are lost")
	// The A6M rolled although it was shot down in the same step: 2 Hits for the US.
	bb.wantAsk(AskAllocateHit)
	bb.reply(Decision{Kind: DoAllocateHit, Force: "US:8th FG"})
	bb.reply(Decision{Kind: DoAllocateHit, Force: "US:8th FG"})
	bb.want("US:8th FG", "lost")
}

// AAA, Escort Ships: "The Japanese have 1 Aircraft Carrier and 2 Escorts in
// their Ocean Area. 3 US Aircraft Attack ... Roll a AAA Attack for the BB and
// DD. Then roll a AAA Attack for the CV." "1 US Aircraft Attacks the same
// fleet. Roll a AAA for the BB and the CV." "There are 6 ships in the Coastal
// Area, targeting 3 Aircraft. Only 3 ships can roll a AAA Attack."
func TestAAARows(t *testing.T) {
	fleet := func(aircraft int) *bench {
		bb := newBench(t, solomons)
		bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
		bb.unit(Japan, "Kongo/Haruna", ZoneJapaneseOcean)   // AAA 3
		bb.unit(Japan, "Destroyer Gp 1", ZoneJapaneseOcean) // AAA 2
		for i := 0; i < aircraft; i++ {
			bb.cba(US, "SBD", "US:Lexington", ZoneJapaneseOcean)
		}
		bb.dice(10, 10, 10)
		return bb
	}
	bb := fleet(3)
	bb.run(battleTask{Op: taskAAA})
	if bb.rolls() != 3 {
		t.Errorf("3 aircraft: %d AAA rolls, want 3", bb.rolls())
	}
	r := eventsOf(bb.evs, EvAttack)
	if !strings.Contains(r[2].Text, "Kaga") {
		t.Errorf("the carrier row did not roll last: %s", r[2].Text)
	}
	bb = fleet(1)
	bb.run(battleTask{Op: taskAAA})
	r = eventsOf(bb.evs, EvAttack)
	if len(r) != 2 || !strings.Contains(r[0].Text, "Kongo") || !strings.Contains(r[1].Text, "Kaga") {
		t.Errorf("1 aircraft: rolls %v, want the BB then the CV", r)
	}
	bb = newBench(t, solomons)
	for _, n := range []string{"Destroyer Gp 1", "Destroyer Gp 2", "Destroyer Gp 3", "Aoba/Kinugasa", "Kongo/Haruna", "Yamato/Musashi"} {
		bb.unit(Japan, n, ZoneCoastal)
	}
	for i := 0; i < 3; i++ {
		bb.cba(US, "SBD", "US:Lexington", ZoneCoastal)
	}
	bb.dice(10, 10, 10)
	bb.run(battleTask{Op: taskAAA})
	if bb.rolls() != 3 {
		t.Errorf("6 Ships, 3 aircraft: %d rolls, want 3", bb.rolls())
	}
	// No Island AAA: aircraft over the Island are never attacked by AAA.
	bb = newBench(t, solomons)
	bb.unit(Japan, "Destroyer Gp 1", ZoneCoastal)
	bb.unit(US, "28th BG", ZoneIsland)
	bb.run(battleTask{Op: taskAAA})
	if bb.rolls() != 0 {
		t.Errorf("AAA over the Island")
	}
}

// Bomb Runs: the blue-square value against Ships, the brown-square value
// against Infantry and Airfields; Damaged Forces attack with Damaged values.
func TestBombRuns(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Destroyer Gp 1", ZoneCoastal)
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.g.Battle.JPAirfields = 1
	bb.unit(US, "28th BG", ZoneIsland) // B-17: Ship 1, Ground 4/2
	bb.unit(US, "19th BG", ZoneCoastal)
	bb.damaged("US:19th BG")
	bb.dice(4, 1)
	bb.run(battleTask{Op: taskBombs})
	bb.event("28th BG (B-17) Bombs vs Ground 4: roll 4, 1 Hit(s)")
	bb.event("19th BG (B-17) Bombs vs Ships 1: roll 1, 1 Hit(s)")
	bb.want("JP:Destroyer Gp 1", "damaged")
}

// Torpedoes and Depth Charges: "There is a Japanese Submarine in the US Ocean
// Area with 6 US Ships. Since it is only 1 Submarine, roll only 1 Depth Charge
// Attack" — by the best Depth Charge rating. Submarines torpedo Ships only.
func TestTorpedoesAndDepthCharges(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Sub Gp 1", ZoneUSOcean)
	for _, n := range []string{"Lexington", "Chicago/Northampton", "Chester/Louisville", "DESRON 1", "DESRON 2", "Colorado/Maryland"} {
		bb.unit(US, n, ZoneUSOcean)
	}
	bb.dice(10, 10)
	bb.run(battleTask{Op: taskTorpedoes}, battleTask{Op: taskDepthCharges})
	r := eventsOf(bb.evs, EvAttack)
	if len(r) != 2 || !strings.Contains(r[0].Text, "Torpedo") || !strings.Contains(r[1].Text, "DESRON 1 Depth Charge 3") {
		t.Fatalf("rolls %v: want 1 Torpedo, then 1 Depth Charge by a DESRON (3)", r)
	}
}

// Naval Guns: "Each Ship in the Coastal Area can Attack enemy Ships in the
// Coastal Area and enemy Island Forces", both sides before any Hit (the
// Extended Example's Furutaka fires at full strength after the Chicago damaged
// it). "Submarines can only Attack Ships. They cannot Attack Infantry or
// Airfields": a Submarine in the Coastal Area fires too, at Ships only.
func TestNavalGuns(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Chicago/Northampton", ZoneCoastal)
	bb.unit(Japan, "Furutaka/Kako", ZoneCoastal)
	bb.unit(Japan, "Sub Gp 1", ZoneCoastal)
	bb.dice(1, 3, 10)
	bb.run(battleTask{Op: taskNavalGuns})
	bb.event("Furutaka/Kako Naval Guns 4: roll 3, 1 Hit(s)")
	bb.event("Sub Gp 1 Naval Guns")
	if bb.rolls() != 3 {
		t.Errorf("%d rolls; the Chicago, the Furutaka and the Submarine fire", bb.rolls())
	}
	bb.want("JP:Furutaka/Kako", "damaged")
	bb.want("US:Chicago/Northampton", "damaged")
}

// TestSubmarineNavalGunsOnlyAtShips: "Submarines can only Attack Ships. They
// cannot Attack Infantry or Airfields." A Japanese Submarine in the Coastal
// Area facing only US Infantry and Airfields does not fire; facing a US
// Transport (a Ship, Force Descriptions) it does, and its Hit strikes the
// Infantry aboard.
func TestSubmarineNavalGunsOnlyAtShips(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Sub Gp 1", ZoneCoastal)
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.g.Battle.USAirfields = 2
	bb.run(battleTask{Op: taskNavalGuns})
	if bb.rolls() != 0 {
		t.Fatalf("%d rolls: a Submarine cannot Attack Infantry or Airfields", bb.rolls())
	}
	bb.unit(US, "1st Marine", PosTransport)
	bb.dice(1)
	bb.run(battleTask{Op: taskNavalGuns})
	bb.event("Sub Gp 1 Naval Guns")
	bb.want("US:1st Marine", "damaged")
	bb.want("US:25th Inf", "full")
}

// Infantry: "Only Infantry or Battalion Forces in Foxholes can Attack"; they
// attack Infantry Ashore and Airfields. Infantry Advance: Beach to Foxholes,
// Transport to Beach, Marines straight to the Foxholes.
func TestInfantryAndAdvance(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.unit(US, "1st Marine", PosTransport)
	bb.unit(US, "32nd Inf", PosTransport)
	bb.unit(Japan, "16th Inf", PosBeach)
	bb.dice(3)
	bb.run(battleTask{Op: taskInfantry})
	if bb.rolls() != 1 {
		t.Errorf("%d Infantry rolls, want 1 (the Beach does not attack)", bb.rolls())
	}
	bb.want("JP:16th Inf", "damaged")
	bb.run(battleTask{Op: taskAdvance})
	for id, want := range map[string]string{"US:1st Marine": PosFoxholes, "US:32nd Inf": PosBeach, "JP:16th Inf": PosFoxholes} {
		if got := bb.u(id).pos; got != want {
			t.Errorf("%s at %s, want %s", id, got, want)
		}
	}
	if bb.g.Force("US:32nd Inf").OnTransport {
		t.Errorf("infantry on the Beach still on its Transport")
	}
}

// Return Aircraft: capacity, no landing on a Damaged carrier; Japan destroys
// Damaged aircraft first, lowest value first; the US chooses.
func TestReturnAircraft(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.unit(Japan, "Hosho", ZoneJapaneseOcean)
	bb.damaged("JP:Hosho")
	a6m := bb.cba(Japan, "A6M", "JP:Kaga", ZoneCoastal).id
	d3a := bb.cba(Japan, "D3A", "JP:Hosho", ZoneCoastal).id
	b5n := bb.cba(Japan, "B5N", "JP:Kaga", ZoneCoastal).id
	d3a2 := bb.cba(Japan, "D3A", "JP:Kaga", ZoneCoastal).id
	bb.damaged(d3a2)
	bb.damaged(b5n)
	// 4 aircraft, 3 places on the Kaga: the Damaged ones go first, lowest value first
	// (the B5N and the D3A both cost 2: board order decides).
	bb.unit(US, "Lexington", ZoneUSOcean)
	bb.unit(US, "Saratoga", ZoneUSOcean)
	bb.damaged("US:Saratoga")
	for i := 0; i < 5; i++ {
		bb.cba(US, "SBD", "US:Saratoga", ZoneCoastal)
	}
	bb.run(battleTask{Op: taskReturn})
	bb.want(b5n, "lost")
	for _, id := range []string{a6m, d3a, d3a2} {
		if bb.state(id) == "lost" || bb.u(id).pos != "" {
			t.Errorf("%s did not land", id)
		}
		if bb.u(id).Carrier != "JP:Kaga" {
			t.Errorf("%s on %s", id, bb.u(id).Carrier)
		}
	}
	a := bb.wantAsk(AskLandAircraft)
	if a.Hits != 1 {
		t.Errorf("%d US aircraft to lose, want 1", a.Hits)
	}
	victim := bb.g.Battle.Options[2].Force
	bb.reply(Decision{Kind: DoDestroy, Force: victim})
	bb.want(victim, "lost")
	for _, u := range bb.g.unitsOf(US, kindAll, 0, func(u *Unit) bool { return u.cba }) {
		if u.Carrier != "US:Lexington" || u.pos != "" {
			t.Errorf("%s on %s at %q", u.id, u.Carrier, u.pos)
		}
	}
}

// Inflict Airfield Losses: "the Japanese had 7 Land-Based Aircraft ... they
// have 6 Aircraft, and their Airfields suffered 3 Hits, reducing them to 4
// Airfields. They have 2 more Aircraft than Airfields, so you must Destroy 2";
// Damaged ones first, lowest value first. The US chooses its own losses.
func TestAirfieldLosses(t *testing.T) {
	bb := newBench(t, solomons)
	names := []string{"3 Kokutai", "Chitose Kokutai", "4 Kokutai", "24 Sentai", "59 Sentai", "14 Sentai"}
	for _, n := range names {
		bb.unit(Japan, n, "")
	}
	bb.damaged("JP:4 Kokutai") // G4M, cost 2
	bb.damaged("JP:24 Sentai") // Ki-27, cost 1
	b := bb.g.Battle
	b.JPAirfields = 4
	bb.unit(US, "18th FG", "")
	bb.unit(US, "28th BG", "")
	bb.unit(US, "19th BG", "")
	b.USAirfields = 2
	bb.run(battleTask{Op: taskAirfieldLosses})
	bb.want("JP:24 Sentai", "lost")
	bb.want("JP:4 Kokutai", "lost")
	if n := len(bb.g.unitsOf(Japan, kindAll, 0, bb.g.isLBA)); n != 4 {
		t.Errorf("%d Japanese aircraft left, want 4", n)
	}
	bb.wantAsk(AskAirfieldLosses)
	bb.reply(Decision{Kind: DoDestroy, Force: "US:28th BG"})
	bb.want("US:28th BG", "lost")
	bb.noAsk()
}

// End of the Battle: it ends when one side has no Forces left, or when the
// counter moves off the track; survivors stay in the area and Destroyed
// Japanese Battalions go back to the Battalion box.
func TestBattleEnds(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 5})
	emptyBoard(g)
	put(t, g, US, "25th Inf", solomons)
	bn := put(t, g, Japan, "Battalion", solomons).ID
	g.Dice.Forced = append([]int{1}, cupDice(nil, PlanAttackPlan)...)
	// The 25th Inf hits the Battalion; the Battalion (1, 2 with Attack Plan) misses.
	g.Dice.Forced = append(g.Dice.Forced, 1, 10)
	startBattle(t, g, solomons)
	evs := apply(t, g, Decision{Kind: DoDone})
	if g.Battle != nil {
		// The first Infantry step only damages the Battalion; the track has 1 box.
		t.Fatalf("battle still on: %s", g.Pending().Prompt)
	}
	mustEvent(t, evs, "The Battle Turn counter moves off the track")
	if f := g.Force(bn); !f.Damaged || f.Where != OnMap {
		t.Errorf("battalion %+v", *f)
	}
	bb := newBench(t, solomons)
	bb.unit(US, "25th Inf", PosFoxholes)
	jb := bb.unit(Japan, "Battalion", PosFoxholes).id
	bb.damaged(jb)
	bb.dice(1)
	bb.g.Battle.Tasks = []battleTask{{Op: taskInfantry}, {Op: taskEndTurn}}
	bb.g.runBattle(&bb.evs)
	bb.read()
	if bb.g.Battle != nil {
		t.Fatalf("the battle goes on with no Japanese Force left")
	}
	if bb.g.Force(jb).Where != InBattalionBox {
		t.Errorf("destroyed Battalion went to %s", bb.g.Force(jb).Where)
	}
	bb.event("Japanese losses: Battalion", "The US holds the Island")
}

// Hawaiian Islands Defeat Condition: "you must Destroy all the Japanese Forces
// during the first Battle Turn, or you immediately lose the Campaign."
func TestHawaiianIslandsDefeat(t *testing.T) {
	bb := newBench(t, Hawaii)
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.unit(Japan, "Battalion", PosFoxholes)
	bb.g.Battle.TurnsLeft = 4
	bb.g.Battle.Tasks = []battleTask{{Op: taskEndTurn}}
	bb.g.runBattle(&bb.evs)
	bb.read()
	g := bb.g
	if !g.Over || g.Evaluation != "Replaced" || g.Battle != nil || !strings.Contains(g.EndReason, "Hawaiian") {
		t.Fatalf("over %v evaluation %q reason %q", g.Over, g.Evaluation, g.EndReason)
	}
	bb.event("Nimitz is Replaced")
	// Wiped out in the first Battle Turn: no defeat.
	bb = newBench(t, Hawaii)
	bb.unit(US, "25th Inf", PosFoxholes)
	jb := bb.unit(Japan, "Battalion", PosFoxholes).id
	bb.damaged(jb)
	bb.dice(1)
	bb.g.Battle.Tasks = []battleTask{{Op: taskInfantry}, {Op: taskEndTurn}}
	bb.g.runBattle(&bb.evs)
	bb.read()
	if bb.g.Over {
		t.Fatalf("defeat although Japan was wiped out in the first Battle Turn")
	}
}

// TestTransportsAreShipsForSubmarines: Force Descriptions list Transports
// among the Ship Forces. "US Submarines can be placed in any Area with
// Japanese Ships": a US Submarine facing only a Japanese Transport goes to the
// Coastal Area. "If there are no US Aircraft Carriers, but there are US Ships
// in the Coastal Area, place all the Japanese Submarines in the Coastal Area":
// US Infantry on a Transport is such a Ship.
func TestTransportsAreShipsForSubmarines(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Sub Gp 1", "")
	bb.unit(Japan, "16th Inf", PosTransport)
	bb.run(battleTask{Op: taskPlaceUSSubs})
	if u := bb.u("US:Sub Gp 1"); u == nil || u.pos != ZoneCoastal {
		t.Fatalf("the US Submarine facing a Japanese Transport is at %+v", u)
	}

	bb = newBench(t, solomons)
	bb.unit(US, "1st Marine", PosTransport)
	bb.unit(Japan, "Sub Gp 1", "")
	bb.run(battleTask{Op: taskPlaceJP})
	if p := bb.u("JP:Sub Gp 1").pos; p != ZoneCoastal {
		t.Fatalf("the Japanese Submarine facing US Infantry on a Transport is in the %s", p)
	}
}

// TestZoneByRollIsTheTable checks the zones Japanese aircraft look up by
// place against the Battle Sheet zone table itself, and that each zone's bit
// among the legal zones is its place in battleZones, as japaneseZone
// assumes.
func TestZoneByRollIsTheTable(t *testing.T) {
	tables, err := loadTables()
	if err != nil {
		t.Fatal(err)
	}
	zones := battleZones()
	for roll := 1; roll <= 10; roll++ {
		i := tables.zonePlaceFor(roll)
		if i < 0 || zones[i] != tables.ZoneFor(roll) {
			t.Errorf("roll %d: place %d, the table says %q", roll, i, tables.ZoneFor(roll))
		}
	}
	for i, z := range zones {
		if zoneBit(z) != 1<<i {
			t.Errorf("%s: bit %b, want %b", z, zoneBit(z), 1<<i)
		}
	}
}

// TestTorpedoTargetAreasAreHasTarget checks the areas the Torpedo step finds
// targets in, all at once, against hasTarget asked for each area:
// "Submarines Attack Surface Ships using their Surface Attack value. Roll
// the Surface Attack value or lower to inflict 1 Hit on an opposing Ship."
// A Submarine is no Surface Ship; Infantry on a Transport is a target in
// the Coastal Area (docs/rulings.md); a Destroyed Force is none.
func TestTorpedoTargetAreasAreHasTarget(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	bb.unit(US, "Sub Gp 1", ZoneJapaneseOcean)
	bb.unit(US, "Chester/Louisville", ZoneCoastal).lost = true
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.unit(Japan, "Battalion", PosTransport)
	g := bb.g
	for _, side := range []Side{US, Japan} {
		got := g.hits().shipTargetZones(side)
		for _, z := range battleZones() {
			if want := g.hits().hasTarget(side, z, atkTorpedo, 0); (got&zoneBit(z) != 0) != want {
				t.Errorf("%s in the %s: target areas %04b, hasTarget %v", side, z, got, want)
			}
		}
	}
	if us, jp := g.hits().shipTargetZones(US), g.hits().shipTargetZones(Japan); us != zoneBit(ZoneUSOcean) || jp != zoneBit(ZoneJapaneseOcean)|zoneBit(ZoneCoastal) {
		t.Errorf("target areas: US %04b, Japan %04b", us, jp)
	}
}

// TestAirCountsAreAirCount checks the aircraft in the air counted for every
// area at once against airCount asked for each area. The AAA rows roll by
// that count: "Each Aircraft can only be Attacked by AAA once from each
// row. If there are more Ships than Aircraft, roll for the Ships with the
// highest AAA ratings." Aircraft aboard or Destroyed are not in the air.
func TestAirCountsAreAirCount(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.cba(Japan, "A6M", "JP:Kaga", ZoneUSOcean)
	bb.cba(Japan, "D3A", "JP:Kaga", ZoneUSOcean)
	bb.cba(Japan, "B5N", "JP:Kaga", ZoneCoastal).lost = true
	bb.unit(US, "Lexington", ZoneUSOcean)
	bb.cba(US, "F4F", "US:Lexington", ZoneJapaneseOcean)
	bb.cba(US, "SBD", "US:Lexington", "")
	g := bb.g
	for _, side := range []Side{US, Japan} {
		got := g.air().airCounts(sideCode(side))
		for _, z := range battleZones() {
			if want := g.air().airCount(side, z); got[zonePlace(z)] != want {
				t.Errorf("%s in the %s: counted %d, airCount %d", side, z, got[zonePlace(z)], want)
			}
		}
	}
	if us, jp := g.air().airCounts(scUS), g.air().airCounts(scJapan); us != [4]int{1, 0, 0, 0} || jp != [4]int{0, 0, 0, 2} {
		t.Errorf("counts: US %v, Japan %v", us, jp)
	}
}

// TestBestFirstIsTheStableSortsFirst checks the Ships chosen to roll AAA
// and Depth Charges: "If there are more Ships than Aircraft, roll for the
// Ships with the highest AAA ratings"; "If there are more Ships than
// Submarines, roll for the Ships with the highest Depth Charge ratings." The
// order they roll in draws the dice, so it must be a stable sort's, highest
// first, for lists with many equal ratings.
func TestBestFirstIsTheStableSortsFirst(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n < 2000; n++ {
		units := make([]*Unit, rng.IntN(12))
		for i := range units {
			units[i] = &Unit{Order: i, Capacity: rng.IntN(4)} // Capacity stands for the rating
		}
		k := rng.IntN(len(units) + 2)
		want := slices.Clone(units)
		slices.SortStableFunc(want, func(x, y *Unit) int { return cmp.Compare(y.Capacity, x.Capacity) })
		got := slices.Clone(units)
		bestFirst(got, k, func(u *Unit) int { return u.Capacity })
		for i := 0; i < k && i < len(units); i++ {
			if got[i] != want[i] {
				t.Fatalf("ratings %v, best %d: place %d holds unit %d, the stable sort has %d",
					ratings(units), k, i, got[i].Order, want[i].Order)
			}
		}
	}
}

func ratings(units []*Unit) []int {
	out := make([]int, len(units))
	for i, u := range units {
		out[i] = u.Capacity
	}
	return out
}

// TestCarriersOfFindsEachAircraftsCarrier checks the carrier found for each
// Carrier-Based Aircraft, whatever order the aircraft come in, against its
// Carrier. The Japanese groups rest on it ("All the Bombers on a Japanese
// Aircraft Carrier are considered to be 1 Group."), and so does First
// Light's count ("The Japanese Aircraft Carrier with the most Aircraft
// immediately performs Air Attacks.").
func TestCarriersOfFindsEachAircraftsCarrier(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	cvs := []*Unit{{id: "JP:Akagi"}, {id: "JP:Kaga"}, {id: "JP:Soryu"}, {id: "JP:Hiryu"}}
	carriers := []string{"JP:Akagi", "JP:Kaga", "JP:Soryu", "JP:Hiryu", "JP:Shokaku"} // Shokaku: not among cvs
	for n := 0; n < 500; n++ {
		aircraft := make([]*Unit, rng.IntN(20))
		for i := range aircraft {
			aircraft[i] = &Unit{id: "a", cba: true, Carrier: carriers[rng.IntN(len(carriers))]}
		}
		got := carriersOf(aircraft, cvs, nil)
		for i, u := range aircraft {
			want := slices.IndexFunc(cvs, func(cv *Unit) bool { return cv.id == u.Carrier })
			if int(got[i]) != want {
				t.Fatalf("aircraft %d of %s: place %d, want %d", i, u.Carrier, got[i], want)
			}
		}
	}
}
