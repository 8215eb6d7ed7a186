package rules

import (
	"strings"
	"testing"
)

// TestResupplyPoints: "During each Campaign Turn, you gain the number of
// Reinforcement Points listed"; "You can save Reinforcement Points to use on a
// future Turn" (US Resupply).
func TestResupplyPoints(t *testing.T) {
	g := newGame(t, Options{Seed: 2})
	if g.ReinforcementPoints != 7 || g.SupplyPoints != 20 {
		t.Fatalf("turn 1 points %d/%d", g.ReinforcementPoints, g.SupplyPoints)
	}
	// Unspent points carry over into the next turn.
	g.Step = StepDefeatCheck
	var evs []Event
	g.enter(StepAdvanceTurn, &evs)
	if g.Turn != 2 || g.ReinforcementPoints != 14 || g.SupplyPoints != 40 {
		t.Fatalf("turn %d points %d/%d, want turn 2 with 14/40", g.Turn, g.ReinforcementPoints, g.SupplyPoints)
	}
}

// TestBuy: carriers cost the figure in parentheses; US Forces go to the West
// Coast, Australian Forces to Australia; Supply Points make up what
// Reinforcement Points lack (US Resupply: Reinforcement Points, Supply Points).
func TestBuy(t *testing.T) {
	g := newGame(t, Options{Seed: 2})
	apply(t, g, Decision{Kind: DoBuy, Force: "US:1 Aust. Inf"})
	if a := areaOf(t, g, "US:1 Aust. Inf"); a != Australia {
		t.Errorf("Australian Infantry placed in %s, want Australia", a)
	}
	apply(t, g, Decision{Kind: DoBuy, Force: "US:Wasp"})
	if a := areaOf(t, g, "US:Wasp"); a != WestCoast {
		t.Errorf("Wasp placed in %s", a)
	}
	// 7 RP: 1 for the Australians, 5 for Wasp; 1 RP left.
	if g.ReinforcementPoints != 1 || g.SupplyPoints != 20 {
		t.Fatalf("points %d/%d, want 1/20", g.ReinforcementPoints, g.SupplyPoints)
	}
	apply(t, g, Decision{Kind: DoBuy, Force: "US:N. Carolina/Washington"}) // 4: 1 RP + 3 SP
	if g.ReinforcementPoints != 0 || g.SupplyPoints != 17 {
		t.Fatalf("points %d/%d, want 0/17", g.ReinforcementPoints, g.SupplyPoints)
	}
	// Not in the box, or too dear: refused, nothing changes.
	mustRefuse(t, g, Decision{Kind: DoBuy, Force: "US:Wasp"})
	mustRefuse(t, g, Decision{Kind: DoBuy, Force: "US:Lexington"})
	g.SupplyPoints = 4
	re := mustRefuse(t, g, Decision{Kind: DoBuy, Force: "US:Hornet"})
	if !strings.Contains(re.Error(), "costs 5") {
		t.Errorf("refusal %q should give the cost", re)
	}
	mustRefuse(t, g, Decision{Kind: DoScout, Area: JapanArea}) // not this step
}

// TestRepair: "To repair the CV Lexington, pay 2 Supply Points (1/2 of 5,
// rounding down)"; only Damaged Forces; Supply Points only (Repair Forces).
func TestRepair(t *testing.T) {
	g := newGame(t, Options{Seed: 2})
	mustRefuse(t, g, Decision{Kind: DoRepair, Force: "US:Lexington"}) // not Damaged
	g.Force("US:Lexington").Damaged = true
	g.Force("US:25th Inf").Damaged = true
	apply(t, g, Decision{Kind: DoRepair, Force: "US:Lexington"})
	if g.SupplyPoints != 18 || g.Force("US:Lexington").Damaged {
		t.Fatalf("after repairing the Lexington: %d SP, damaged %v", g.SupplyPoints, g.Force("US:Lexington").Damaged)
	}
	if g.ReinforcementPoints != 7 {
		t.Error("Repair must not spend Reinforcement Points")
	}
	g.SupplyPoints = 0
	mustRefuse(t, g, Decision{Kind: DoRepair, Force: "US:25th Inf"})
	g.SupplyPoints = 1
	apply(t, g, Decision{Kind: DoRepair, Force: "US:25th Inf"}) // cost 1: minimum 1
	if g.SupplyPoints != 0 {
		t.Errorf("25th Inf repair left %d SP", g.SupplyPoints)
	}
}

// TestScouting: 1 Supply Point a counter on any area with Enemy Forces, more
// than one per area allowed; one Orders roll per counter; the Forces move at
// once under In Transit counters (US Scouting).
func TestScouting(t *testing.T) {
	g := newGame(t, Options{Seed: 5})
	apply(t, g, Decision{Kind: DoDone})
	mustRefuse(t, g, Decision{Kind: DoScout, Area: "Samoa"}) // no Japanese Forces
	mustRefuse(t, g, Decision{Kind: DoScout, Area: "Atlantis"})
	apply(t, g, Decision{Kind: DoScout, Area: "Philippines"})
	apply(t, g, Decision{Kind: DoScout, Area: "Philippines"})
	if g.SupplyPoints != 18 {
		t.Fatalf("2 Scouting counters left %d SP, want 18", g.SupplyPoints)
	}
	// Two Hold Orders; the dice after each pick which Land-Based Aircraft hold.
	ships := ids(ofKind(g, g.In("Philippines", Japan), KindShip))
	air := ids(ofKind(g, g.In("Philippines", Japan), KindAircraft))
	g.Dice.Forced = append([]int{1}, pickDice(air, air[:3])...)
	g.Dice.Forced = append(g.Dice.Forced, 2)
	g.Dice.Forced = append(g.Dice.Forced, pickDice(air[3:], air[3:6])...)
	evs := apply(t, g, Decision{Kind: DoDone})
	if len(eventsOf(evs, EvOrderRoll)) != 2 || len(eventsOf(evs, EvJapaneseHold)) != 2 {
		t.Fatalf("want 2 Orders rolls, both Holds: %v", evs)
	}
	if g.Resupply != 2 {
		t.Errorf("Resupply %d, want 2", g.Resupply)
	}
	transit := 0
	for _, f := range g.In("Philippines", Japan) {
		if f.InTransit {
			transit++
		}
	}
	// Hold: 6 Ships (all 3), 2 Infantry (the 16th), 3 Land-Based Aircraft; then the second
	// counter holds 3 more aircraft.
	if want := len(ships) + 1 + 6; transit != want {
		t.Errorf("%d Forces In Transit, want %d", transit, want)
	}
	if g.Step != StepMovement {
		t.Errorf("step %s after scouting, want US Movement", g.Step)
	}
}

// toMovement plays a fresh game to the US Movement step.
func toMovement(t *testing.T, seed uint64) *Game {
	g := newGame(t, Options{Seed: seed})
	apply(t, g, Decision{Kind: DoDone})
	apply(t, g, Decision{Kind: DoDone})
	if g.Step != StepMovement {
		t.Fatalf("step %s", g.Step)
	}
	return g
}

// TestMovementCost: "You move 3 Ships and 2 Infantry from the Hawaiian Islands
// to the Solomon Islands. You must pay 5 Supply Points." (US Movement)
func TestMovementCost(t *testing.T) {
	g := toMovement(t, 9)
	put(t, g, US, "American Inf", Hawaii)
	ids := []string{"US:Lexington", "US:Chester/Louisville", "US:DESRON 1", "US:25th Inf", "US:American Inf"}
	apply(t, g, Decision{Kind: DoMove, Forces: ids, Area: "Solomon Islands"})
	if g.SupplyPoints != 15 {
		t.Errorf("moving 5 Forces left %d SP, want 15", g.SupplyPoints)
	}
	// "If a US Infantry Force is moved to an Area, place it on a Transport ship."
	if !g.Force("US:25th Inf").OnTransport || g.Force("US:Lexington").OnTransport {
		t.Error("Infantry moved go on Transports; Ships do not")
	}
	// Moving again needs the move taken back first; taking back refunds the point.
	mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:Lexington"}, Area: "Samoa"})
	apply(t, g, Decision{Kind: DoUndoMove, Force: "US:25th Inf"})
	if f := g.Force("US:25th Inf"); f.Area != Hawaii || f.OnTransport || g.SupplyPoints != 16 {
		t.Errorf("undo: %s transport %v SP %d", f.Area, f.OnTransport, g.SupplyPoints)
	}
	g.SupplyPoints = 1
	mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:DESRON 6", "US:Sub Gp 1"}, Area: "Samoa"})
}

// TestMovementProhibited: "US Forces may move to any Map Area except Japan and
// East Asia." (Movement Prohibited Areas)
func TestMovementProhibited(t *testing.T) {
	g := toMovement(t, 9)
	for _, a := range []string{JapanArea, EastAsia} {
		re := mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:Lexington"}, Area: a})
		if re.Rule != ruleProhibited {
			t.Errorf("moving to %s refused under %q", a, re.Rule)
		}
	}
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:Lexington"}, Area: "Mariana Islands"}) // anywhere else, no range
}

// TestLBAMovement checks the examples of the US Land-Based Aircraft Movement
// Restriction: Midway with US Infantry, Iwo Jima with only Japanese aircraft,
// Wake with both sides' Infantry, and the Airfield limit.
func TestLBAMovement(t *testing.T) {
	g := newGame(t, Options{Seed: 4})
	emptyBoard(g)
	put(t, g, US, "Battalion", "Midway Island")
	put(t, g, Japan, "14 Sentai", "Iwo Jima")
	put(t, g, US, "Battalion", "Wake Island")
	put(t, g, Japan, "Battalion", "Wake Island")
	put(t, g, US, "Battalion", "Solomon Islands")
	for _, n := range []string{"11th BG", "18th FG", "MAG 21", "19th BG", "28th BG", "43rd BG", "90th BG"} {
		put(t, g, US, n, Hawaii)
	}
	put(t, g, US, "RAAF FG", Australia)
	put(t, g, US, "25th Inf", Hawaii)
	g.Step = StepMovement
	g.SupplyPoints = 20
	g.movement().beginMovement(new([]Event))

	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:11th BG"}, Area: "Midway Island"})
	re := mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:18th FG"}, Area: "Iwo Jima"})
	if re.Rule != ruleLBAMovement {
		t.Errorf("Iwo Jima refused under %q", re.Rule)
	}
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:18th FG"}, Area: "Wake Island"})
	// Samoa had nothing at the start of the step.
	mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:MAG 21"}, Area: "Samoa"})
	// A US Infantry arriving during the step does not open an airfield.
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:25th Inf"}, Area: "Samoa"})
	mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:MAG 21"}, Area: "Samoa"})
	// "You can place up to 6 US Land-Based Aircraft on the Solomon Islands."; Midway holds 2.
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:MAG 21"}, Area: "Midway Island"})
	re = mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:19th BG"}, Area: "Midway Island"})
	if !strings.Contains(re.Error(), "Airfield value 2") {
		t.Errorf("Midway refusal %q should give the Airfield value", re)
	}
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:19th BG", "US:28th BG", "US:43rd BG"}, Area: "Solomon Islands"})
	// Australian aircraft only to Australian-flag areas.
	re = mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:RAAF FG"}, Area: "Midway Island"})
	if re.Rule != ruleAustralian {
		t.Errorf("RAAF to Midway refused under %q", re.Rule)
	}
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:RAAF FG"}, Area: "Solomon Islands"})
}

// TestInfantryCannotLeave: "You have Infantry, Ships, and Land-Based Aircraft in
// the Solomons. Japan has 1 Ship also present in the Solomons. You cannot Move
// your Infantry out of the Solomons." (US Infantry Movement)
func TestInfantryCannotLeave(t *testing.T) {
	g := newGame(t, Options{Seed: 4})
	emptyBoard(g)
	put(t, g, US, "25th Inf", "Solomon Islands")
	put(t, g, US, "DESRON 1", "Solomon Islands")
	put(t, g, US, "MAG 21", "Solomon Islands")
	put(t, g, Japan, "Destroyer Gp 5", "Solomon Islands")
	g.Step, g.SupplyPoints = StepMovement, 10
	g.movement().beginMovement(new([]Event))
	re := mustRefuse(t, g, Decision{Kind: DoMove, Forces: []string{"US:25th Inf"}, Area: "New Caledonia"})
	if re.Rule != ruleInfMovement {
		t.Errorf("refused under %q", re.Rule)
	}
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:DESRON 1"}, Area: "New Caledonia"})
}

// TestRaiding: "Pay 1 Supply point for each Submarine moved to the Raiding box";
// only Submarines may raid (Submarine Raiding Mission).
func TestRaiding(t *testing.T) {
	g := toMovement(t, 11)
	mustRefuse(t, g, Decision{Kind: DoRaid, Force: "US:DESRON 1"})
	apply(t, g, Decision{Kind: DoRaid, Force: "US:Sub Gp 1"})
	if f := g.Force("US:Sub Gp 1"); f.Where != InRaiding || g.SupplyPoints != 19 {
		t.Fatalf("raider %s, %d SP", f.Where, g.SupplyPoints)
	}
	mods := g.ReinforcementModifiers()
	found := false
	for _, m := range mods {
		if m.Value == -2 && strings.Contains(m.Reason, "raiding") {
			found = true
		}
	}
	if !found {
		t.Errorf("a raider should give -2 to the New Japanese Forces roll: %v", mods)
	}
}

// TestMovementOptions: every option Pending offers is accepted by Apply.
func TestMovementOptions(t *testing.T) {
	g := toMovement(t, 12)
	p := g.Pending()
	if len(p.Options) < 100 {
		t.Fatalf("only %d movement options", len(p.Options))
	}
	for i, d := range p.Options {
		if i%7 != 0 {
			continue
		}
		c := g.Clone()
		if _, err := c.Apply(d); err != nil {
			t.Errorf("offered %+v, refused: %v", d, err)
		}
	}
}

// TestUndoOnlyWhenLegal: a move is offered for taking back only while the
// Force could return (its Airfield may have filled since: US Land-Based
// Aircraft Movement Restriction).
func TestUndoOnlyWhenLegal(t *testing.T) {
	g := newGame(t, Options{Seed: 4})
	emptyBoard(g)
	put(t, g, US, "MAG 13", "Samoa")
	put(t, g, US, "Battalion", "Samoa")
	put(t, g, US, "MAG 21", Hawaii)
	put(t, g, US, "18th FG", Hawaii)
	g.Step, g.SupplyPoints = StepMovement, 10
	g.movement().beginMovement(new([]Event))
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:MAG 13"}, Area: Hawaii})
	apply(t, g, Decision{Kind: DoMove, Forces: []string{"US:MAG 21", "US:18th FG"}, Area: "Samoa"}) // Samoa's 2 now full
	for _, d := range g.Pending().Options {
		if d.Kind == DoUndoMove && d.Force == "US:MAG 13" {
			t.Fatal("offered to take back MAG 13's move into a full Airfield")
		}
	}
	mustRefuse(t, g, Decision{Kind: DoUndoMove, Force: "US:MAG 13"})
}

// TestForceIndexAfterReorder: looking Forces up by ID stays right when the
// Forces are reordered or added.
func TestForceIndexAfterReorder(t *testing.T) {
	g := newGame(t, Options{Seed: 4})
	if g.Force("US:Lexington") == nil {
		t.Fatal("no Lexington")
	}
	g.Forces[0], g.Forces[1] = g.Forces[1], g.Forces[0]
	for _, i := range []int{0, 1} {
		if f := g.Force(g.Forces[i].ID); f != &g.Forces[i] {
			t.Fatalf("after reordering, %s not found at %d", g.Forces[i].ID, i)
		}
	}
	if g.Force("US:Bismarck") != nil {
		t.Fatal("found a Force that does not exist")
	}
}

// TestScoutingALoneForce: "you can pay 1 Supply Point to place a Scouting
// counter on any Area with Enemy Forces." A lone Battalion cannot move, so
// whatever Order the roll gives cannot be performed: "If an Order cannot be
// performed, perform a Hold Order instead". It holds under an In Transit
// counter and Japan gains the Resupply counter.
func TestScoutingALoneForce(t *testing.T) {
	g := newGame(t, Options{Seed: 5})
	apply(t, g, Decision{Kind: DoDone})
	lone := g.In("Iwo Jima", Japan)
	if len(lone) != 1 {
		t.Fatalf("Iwo Jima holds %d Japanese Forces; the test needs one", len(lone))
	}
	apply(t, g, Decision{Kind: DoScout, Area: "Iwo Jima"})
	resupply := g.Resupply
	g.Dice.Forced = []int{7} // Battle: cannot be performed by a Force that cannot move
	evs := apply(t, g, Decision{Kind: DoDone})
	if g.Resupply != resupply+1 || !lone[0].InTransit || lone[0].Area != "Iwo Jima" {
		t.Fatalf("Resupply %d (was %d), In Transit %v, in %s", g.Resupply, resupply, lone[0].InTransit, lone[0].Area)
	}
	found := false
	for _, e := range evs {
		if e.Kind == EvJapaneseHold && e.Area == "Iwo Jima" && strings.Contains(e.Text, "cannot be performed") {
			found = true
		}
	}
	if !found {
		t.Fatal("no Hold reported for the scouted Battalion")
	}
}
