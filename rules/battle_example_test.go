package rules

import (
	"slices"
	"strings"
	"testing"
)

// expectAsk checks the battle asks a question of the given kind and answers it.
func expectAsk(t *testing.T, g *Game, kind BattleAskKind, d Decision) []Event {
	t.Helper()
	p := g.Pending()
	if p.Battle == nil || p.Battle.Kind != kind {
		got := "no battle question"
		if p.Battle != nil {
			got = string(p.Battle.Kind) + ": " + p.Prompt
		}
		t.Fatalf("want a %s question, got %s", kind, got)
	}
	return apply(t, g, d)
}

// hasEvent reports an event whose text contains every fragment.
func hasEvent(evs []Event, frags ...string) bool {
	return slices.ContainsFunc(evs, func(e Event) bool {
		for _, f := range frags {
			if !strings.Contains(e.Text, f) {
				return false
			}
		}
		return true
	})
}

func mustEvent(t *testing.T, evs []Event, frags ...string) {
	t.Helper()
	if !hasEvent(evs, frags...) {
		var lines []string
		for _, e := range evs {
			lines = append(lines, e.Text)
		}
		t.Fatalf("no event with %q in:\n%s", frags, strings.Join(lines, "\n"))
	}
}

// cupDice returns the dice that draw the named plans from a fresh cup in turn,
// given the plans already drawn (in the engine's cup order).
func cupDice(drawn []string, want ...string) []int {
	cup := slices.DeleteFunc(jpPlanNames(), func(p string) bool { return slices.Contains(drawn, p) })
	var dice []int
	for _, w := range want {
		i := slices.Index(cup, w)
		dice = append(dice, dieFor(len(cup), i)...)
		cup = slices.Delete(cup, i, i+1)
	}
	return dice
}

// TestExtendedExampleSolomonIslandsBattle replays the Extended Example's
// "Solomon Island's Battle" turn by turn with the dice it reports.
//
// Where the example and our reading differ, the test says why:
//   - The engine rolls each step zone by zone (Japanese Ocean, Island,
//     Coastal, US Ocean) and the US before Japan in each zone; the example
//     tells some rolls in another order. The dice below are the example's,
//     fed in the engine's order.
//   - The example does not give the dice of the misses "I roll for the 18th
//     FG, and score no Hits" and "I roll AAA for the Chicago ... and score no
//     Hits": the test uses a 9 and an 8.
//   - The example's writer picks "A Ship with the highest Surface Attack
//     rating, the Aoba" among two equal Cruisers; the engine takes the first
//     in board order, so the test lists the Aoba before the Furutaka.
//   - "I return the 2 SBDs to the Lexington" is a slip for the Enterprise,
//     the only US carrier in this battle.
//   - The example calls its Anti-Aircraft roll a "re-roll for the
//     Enterprise"; the plan rolls an extra AAA Attack with the value of any
//     US Ship in the area, which is what the engine does.
func TestExtendedExampleSolomonIslandsBattle(t *testing.T) {
	// The game makes Japan's equal choices: its documented order makes the
	// ones the example makes (hits_choice_test.go has the player's).
	g := newGame(t, Options{Year: 1942, Seed: 1942, GameMakesJapanChoices: true})
	emptyBoard(g)
	const area = "Solomon Islands"
	for _, n := range []string{"Enterprise", "DESRON 2", "Chicago/Northampton", "18th FG", "28th BG"} {
		put(t, g, US, n, area)
	}
	usBn := put(t, g, US, "Battalion", area).ID
	for _, n := range []string{"Hiryu", "Destroyer Gp 5", "Aoba/Kinugasa", "Furutaka/Kako"} {
		put(t, g, Japan, n, area)
	}
	jpBn := put(t, g, Japan, "Battalion", area)
	jpBn.OnTransport = true
	jpBnID := jpBn.ID
	// Board order: the Aoba before the Furutaka (see above).
	ai := slices.IndexFunc(g.Forces, func(f Force) bool { return f.ID == "JP:Aoba/Kinugasa" })
	aoba := g.Forces[ai]
	g.Forces = slices.Delete(g.Forces, ai, ai+1)
	fi := slices.IndexFunc(g.Forces, func(f Force) bool { return f.ID == "JP:Furutaka/Kako" })
	g.Forces = slices.Insert(g.Forces, fi, aoba)
	g.SupplyPoints = 2

	var dice []int
	dice = append(dice, 4)                                                                                          // "I roll a 4 for Battle Turns"
	dice = append(dice, cupDice(nil, PlanNoContact, PlanShipCombat)...)                                             // "No Contact and Ship Combat"
	dice = append(dice, 2, 6)                                                                                       // Hiryu's Bombers "2", Fighter "6"
	dice = append(dice, 9, 2)                                                                                       // 18th FG misses; "I roll a 2 for their A6M"
	dice = append(dice, 8, 6, 3)                                                                                    // Chicago AAA misses; "I roll a 6 and 3"
	dice = append(dice, 2, 1)                                                                                       // Japanese bombs on the Island: "a 2 and 1"
	dice = append(dice, 9, 2, 3)                                                                                    // US bombs in the Coastal Area: 28th BG 9, SBDs 2 and 3
	dice = append(dice, 2, 1)                                                                                       // Naval Guns: Chicago 2, Furutaka 1
	dice = append(dice, cupDice([]string{PlanNoContact, PlanShipCombat}, PlanInfantryCombat, PlanCarrierAttack)...) // turn 2
	dice = append(dice, 8)                                                                                          // "I roll for their A6M and get an 8"
	dice = append(dice, 4, 7)                                                                                       // Dogfight: F4F 4, A6M 7
	dice = append(dice, 6, 9)                                                                                       // AAA: Destroyer Group 5 6, Hiryu 9
	dice = append(dice, 7, 5, 3)                                                                                    // AAA: DESRON 2 7, Enterprise 5, Anti-Aircraft 3
	dice = append(dice, 6, 1)                                                                                       // SBDs in the Japanese Ocean: 6 and 1
	dice = append(dice, 3)                                                                                          // B5N in the US Ocean: 3
	dice = append(dice, 2, 9)                                                                                       // Naval Guns: Chicago 2, Furutaka 9
	dice = append(dice, 1)                                                                                          // US Battalion: 1
	g.Dice.Forced = dice

	g.Step = StepBattles
	g.Battles = []string{area, "Midway Island"} // "I go on to resolve the Battles in ... Midway."
	evs := apply(t, g, Decision{Kind: DoChooseBattle, Area: area})

	// "I place the Enterprise and DESRON 2 in the US Ocean Area, the Chicago/Northampton in
	// the Coastal Area".
	for i := 0; i < 2; i++ {
		p := g.Pending()
		zone := ZoneUSOcean
		if p.Battle.Force == "US:Chicago/Northampton" {
			zone = ZoneCoastal
		}
		evs = append(evs, expectAsk(t, g, AskPlaceShip, Decision{Kind: DoPlace, Force: p.Battle.Force, Zone: zone})...)
	}
	b := g.Battle
	zoneOf := func(id string) string { return g.Battle.unit(id).pos }
	// Japanese placement: "The Hiryu must go in the Japanese Ocean Area ... Destroyer Group 5,
	// also goes in the Japanese Ocean Area ... the Aoba, goes in the Coastal Area ... so the
	// Furutaka goes to the Coastal Area. The Transport also goes to the Coastal Area."
	for id, want := range map[string]string{"JP:Hiryu": ZoneJapaneseOcean, "JP:Destroyer Gp 5": ZoneJapaneseOcean,
		"JP:Aoba/Kinugasa": ZoneCoastal, "JP:Furutaka/Kako": ZoneCoastal, jpBnID: PosTransport,
		"US:Enterprise": ZoneUSOcean, "US:DESRON 2": ZoneUSOcean, "US:Chicago/Northampton": ZoneCoastal, usBn: PosFoxholes} {
		if got := zoneOf(id); got != want {
			t.Errorf("%s placed in %q, want %q", id, got, want)
		}
	}
	mustEvent(t, evs, "Destroyer Gp 5 (lowest Surface Attack) to the Japanese Ocean")
	mustEvent(t, evs, "Aoba/Kinugasa (highest Surface Attack) to the Coastal Area")
	// "I also place an Airfields 2 counter next to them."
	if b.USAirfields != 2 || b.JPAirfields != 0 {
		t.Fatalf("airfields US %d JP %d, want 2 and 0", b.USAirfields, b.JPAirfields)
	}
	// "I place 1 A6M, 1 D3A, and 1 B5N next to the Hiryu. I also place 1 F4F, 2 SBDs, and 1 TBD
	// next to the Enterprise."
	mustEvent(t, evs, "CV Hiryu's Carrier Air Group: A6M, D3A, B5N")
	mustEvent(t, evs, "CV Enterprise's Carrier Air Group: F4F, SBD, SBD, TBD")
	// "I roll a 4 for Battle Turns, so the Battle will last 2 Turns. Japan has 5 Forces, so they
	// will receive 2 Battle Plan draws each Battle Turn."
	if b.TurnsLeft != 2 || b.PlanDraws != 2 {
		t.Fatalf("battle turns %d, plan draws %d; want 2 and 2", b.TurnsLeft, b.PlanDraws)
	}
	mustEvent(t, evs, "Japan has 5 Forces")

	// "I receive 3 free Battle Plan Points, and I spend 1 Supply Point to get 3 more Points. I
	// select: Furball (1), AAA (2), Anti-Aircraft (1), and Seabees (2)."
	expectAsk(t, g, AskBuyPlans, Decision{Kind: DoBuyPlan, Plans: []string{PlanFurball}})
	expectAsk(t, g, AskBuyPlans, Decision{Kind: DoBuyPlan, Plans: []string{PlanAAA}})
	expectAsk(t, g, AskBuyPlans, Decision{Kind: DoSpendSupply})
	expectAsk(t, g, AskBuyPlans, Decision{Kind: DoBuyPlan, Plans: []string{PlanAntiAircraft}})
	expectAsk(t, g, AskBuyPlans, Decision{Kind: DoBuyPlan, Plans: []string{PlanSeabees}})
	evs = expectAsk(t, g, AskBuyPlans, Decision{Kind: DoDone})
	if g.SupplyPoints != 1 {
		t.Fatalf("Supply Points %d after the plans, want 1", g.SupplyPoints)
	}

	// Battle Turn 1. "I begin the 1st Battle Turn by drawing 2 Japanese Battle Plans: No Contact
	// and Ship Combat."
	mustEvent(t, evs, "Japan draws No Contact")
	mustEvent(t, evs, "Japan draws Ship Combat")
	// "Their No Contact prevents me from sending Aircraft to the Japanese Ocean Area"
	re := mustRefuse(t, g, Decision{Kind: DoFly, Force: "US:Enterprise/SBD#2", Zone: ZoneJapaneseOcean})
	if re.Rule != "Battle" {
		t.Errorf("No Contact refusal names %q", re.Rule)
	}
	// "so I send 28th BG, 2 SBDs, and the TBD to the Coastal Area. I leave the 18th FG on the
	// Island, and the F4F in the US Ocean."
	for _, id := range []string{"US:28th BG", "US:Enterprise/SBD#2", "US:Enterprise/SBD#3", "US:Enterprise/TBD#4"} {
		expectAsk(t, g, AskFly, Decision{Kind: DoFly, Force: id, Zone: ZoneCoastal})
	}
	expectAsk(t, g, AskFly, Decision{Kind: DoFly, Force: "US:18th FG", Zone: ZoneIsland})
	evs = expectAsk(t, g, AskFly, Decision{Kind: DoFly, Force: "US:Enterprise/F4F#1", Zone: ZoneUSOcean})
	// "I roll for the Bombers on the Hiryu, and get a 2 - Japanese Ocean. There are no legal
	// targets there, so I move forward to the Island." "I roll for the Hiryu's Fighter, and get
	// a 6 - Coastal."
	mustEvent(t, evs, "Bomber Group", "roll 2", "flies to the Island")
	mustEvent(t, evs, "Fighter Group", "roll 6", "flies to the Coastal")
	// Dogfight: "On the Island, I roll for the 18th FG, and score no Hits." "In the Coast, I roll
	// a 2 for their A6M Attack and it inflicts 2 Hits ... I inflict 2 Hits on the TBD."
	mustEvent(t, evs, "18th FG (P-39) Dogfight 3[2]: roll 9, a miss")
	mustEvent(t, evs, "A6M (CV Hiryu) Dogfight 8[4]: roll 2, 2 Hit(s)")
	p := g.Pending()
	if p.Battle.Kind != AskAllocateHit || len(p.Options) != 2 {
		t.Fatalf("want a choice between the two value 1 aircraft, got %s %v", p.Prompt, p.Options)
	}
	// The SBDs (value 2) cannot take a Hit while value 1 aircraft remain.
	re = mustRefuse(t, g, Decision{Kind: DoAllocateHit, Force: "US:Enterprise/SBD#2"})
	if re.Rule != ruleAllocate || !strings.Contains(re.Msg, "lowest to highest") {
		t.Errorf("refusal %v", re)
	}
	expectAsk(t, g, AskAllocateHit, Decision{Kind: DoAllocateHit, Force: "US:Enterprise/TBD#4"})
	evs = expectAsk(t, g, AskAllocateHit, Decision{Kind: DoAllocateHit, Force: "US:Enterprise/TBD#4"})
	mustEvent(t, evs, "TBD (CV Enterprise) (Damaged): Destroyed")
	// AAA: "They have 2 Ships, each Hits on a 2 or less. However, they also have the Ship Combat
	// Plan, which increases their rolls to 5/2. I roll a 6 and 3, inflicting 1 Hit. I must take
	// it to the 28th BG, Damaging it. I roll AAA for the Chicago against the A6M and score no Hits."
	mustEvent(t, evs, "Chicago/Northampton AAA 2: roll 8, a miss")
	mustEvent(t, evs, "AAA 5[2] with Ship Combat", "roll 6, a miss")
	mustEvent(t, evs, "AAA 5[2] with Ship Combat", "roll 3, 1 Hit(s)")
	mustEvent(t, evs, "AAA Hit on 28th BG (B-17): Damaged")
	// The US holds Anti-Aircraft and the A6M is over the Chicago: the engine offers it; the
	// example does not use it here.
	evs = expectAsk(t, g, AskAntiAircraft, Decision{Kind: DoUsePlan, Plans: []string{PlanAntiAircraft}})
	// Bomb Runs: "The Japanese get 2 rolls of a 4 and 2 on the Island. I roll a 2 and 1, for 2
	// Hits. ... I must take the Hits to my Airfield. I expend Seabees to stop 1 Hit, and reduce
	// my Airfield from a 2 to 1."
	mustEvent(t, evs, "D3A (CV Hiryu) Bombs vs Ground 4: roll 2, 1 Hit(s)")
	mustEvent(t, evs, "B5N (CV Hiryu) Bombs vs Ground 2: roll 1, 1 Hit(s)")
	p = g.Pending()
	if p.Battle.Kind != AskStopHit || p.Battle.Force != AirfieldTarget {
		t.Fatalf("want Seabees offered for the Airfield Hit, got %s", p.Prompt)
	}
	evs = expectAsk(t, g, AskStopHit, Decision{Kind: DoUsePlan, Plans: []string{PlanSeabees}, Yes: true, Force: AirfieldTarget})
	mustEvent(t, evs, "Seabees", "stopped")
	mustEvent(t, evs, "Hit on the US Airfields: 1 left")
	// "I have a 4, 4, and 1. I roll for each and get: 2, 3, and 9, and inflict 2 Hits. I Destroy
	// the Aoba."
	mustEvent(t, evs, "28th BG (B-17) Bombs vs Ships 1: roll 9, a miss")
	mustEvent(t, evs, "SBD (CV Enterprise) Bombs vs Ships 4: roll 2, 1 Hit(s)")
	mustEvent(t, evs, "SBD (CV Enterprise) Bombs vs Ships 4: roll 3, 1 Hit(s)")
	mustEvent(t, evs, "Hit on CRU Aoba/Kinugasa (Damaged): Destroyed")
	// Naval Guns: "My Chicago needs to roll a 4 or less, and I roll a 2, inflicting 1 Hit, which
	// Damages the Furutaka. The Furutaka also has a 4, increased to 7/2 due to Ship Combat, and
	// rolls a 1, for 2 Hits. I must take 1 Hit to my Airfield (reducing it to a 0), and 1 Hit to
	// the Chicago, Damaging it."
	mustEvent(t, evs, "Chicago/Northampton Naval Guns 4: roll 2, 1 Hit(s)")
	mustEvent(t, evs, "Furutaka/Kako Naval Guns 7[2] with Ship Combat", "roll 1, 2 Hit(s)")
	mustEvent(t, evs, "Naval Guns Hit on CRU Furutaka/Kako: Damaged")
	mustEvent(t, evs, "Naval Guns Hit on the US Airfields: 0 left")
	mustEvent(t, evs, "Naval Guns Hit on CRU Chicago/Northampton: Damaged")
	// "The Japanese do not have Infantry or Land-Based Aircraft on the Island, so I skip Infantry
	// Attacks."
	if hasEvent(evs, "Infantry Attack") {
		t.Errorf("an Infantry Attack was rolled in Battle Turn 1")
	}
	// "During the Infantry Advance step, I move the Japanese Battalion to the Japanese Beaches
	// and remove the Transport from the Battle."
	mustEvent(t, evs, "Japanese Infantry Advance: Battalion from the Transport to the Beach")
	// "I return the 2 SBDs to the [Enterprise], the Damaged 28th BG to the Island, and the A6M,
	// D3A, and B5N to the Hiryu. ... my Airfields have been reduced to 0. I Destroy the 18th FG
	// and the 28th BG."
	mustEvent(t, evs, "A6M (CV Hiryu), D3A (CV Hiryu), B5N (CV Hiryu) return to their carriers")
	mustEvent(t, evs, "F4F (CV Enterprise), SBD (CV Enterprise), SBD (CV Enterprise) return to their carriers")
	mustEvent(t, evs, "18th FG (P-39) is Destroyed")
	mustEvent(t, evs, "28th BG (B-17) is Destroyed")
	// "I advance the Battle Turn counter from the 2 to the 1."
	mustEvent(t, evs, "advances to box 1")

	// Battle Turn 2: "I draw 2 Japanese Battle Plans: Infantry Combat and Carrier Attack."
	mustEvent(t, evs, "Japan draws Infantry Combat")
	mustEvent(t, evs, "Japan draws Carrier Attack")
	// "I move my 2 SBDs to the Japanese Ocean." The F4F goes to the US Ocean again.
	expectAsk(t, g, AskFly, Decision{Kind: DoFly, Force: "US:Enterprise/SBD#2", Zone: ZoneJapaneseOcean})
	expectAsk(t, g, AskFly, Decision{Kind: DoFly, Force: "US:Enterprise/SBD#3", Zone: ZoneJapaneseOcean})
	evs = expectAsk(t, g, AskFly, Decision{Kind: DoFly, Force: "US:Enterprise/F4F#1", Zone: ZoneUSOcean})
	// "I don't roll for their Bomber movement, they automatically roll a 10. I move their D3A and
	// B5N to the US Ocean. I roll for their A6M and get an 8, so I move their A6M to the US Ocean."
	mustEvent(t, evs, "Carrier Attack makes the roll a 10", "flies to the US Ocean")
	mustEvent(t, evs, "Fighter Group", "roll 8", "flies to the US Ocean")
	// "The A6M rolls a 7 and Damages my F4F. My F4F rolls a 4, inflicting 1 Hit. I expend Furball
	// to inflict a 2nd Hit. I Destroy the A6M."
	mustEvent(t, evs, "F4F (CV Enterprise) Dogfight 5[3]: roll 4, 1 Hit(s)")
	evs = append(evs, expectAsk(t, g, AskExtraHit, Decision{Kind: DoUsePlan, Plans: []string{PlanFurball}, Yes: true})...)
	mustEvent(t, evs, "A6M (CV Hiryu) Dogfight 8[4]: roll 7, 1 Hit(s)")
	mustEvent(t, evs, "Dogfight Hit on A6M (CV Hiryu) (Damaged): Destroyed")
	mustEvent(t, evs, "Dogfight Hit on F4F (CV Enterprise): Damaged")
	// "I roll a 6 for Destroyer Group 5 and a 9 for the Hiryu. No Hits. ... I roll a 7 for
	// DESRON 2, a miss, and a 5 for the Enterprise. Another miss."
	mustEvent(t, evs, "Destroyer Gp 5 AAA 2: roll 6, a miss")
	mustEvent(t, evs, "CV Hiryu AAA 4[2]: roll 9, a miss")
	mustEvent(t, evs, "DESRON 2 AAA 3: roll 7, a miss")
	mustEvent(t, evs, "CV Enterprise AAA 4[2]: roll 5, a miss")
	// "I expend the Anti-Aircraft Plan to re-roll for the Enterprise, and get a 3, 1 Hit. I expend
	// the AAA Battle Plan to inflict a 2nd Hit. I choose to inflict 2 Hits on the D3A, Destroying it."
	evs = append(evs, expectAsk(t, g, AskAntiAircraft, Decision{Kind: DoUsePlan, Plans: []string{PlanAntiAircraft}, Yes: true, Force: "US:Enterprise"})...)
	evs = append(evs, expectAsk(t, g, AskExtraHit, Decision{Kind: DoUsePlan, Plans: []string{PlanAAA}, Yes: true})...)
	mustEvent(t, evs, "CV Enterprise AAA 4[2]: roll 3, 1 Hit(s)")
	mustEvent(t, evs, "AAA Hit on D3A (CV Hiryu) (Damaged): Destroyed")
	// "I have 2 rolls of a 4, and roll a 6 and 1, scoring 1 Hit, and Damaging the Hiryu."
	mustEvent(t, evs, "SBD (CV Enterprise) Bombs vs Ships 4: roll 6, a miss")
	mustEvent(t, evs, "SBD (CV Enterprise) Bombs vs Ships 4: roll 1, 1 Hit(s)")
	mustEvent(t, evs, "Hit on CV Hiryu: Damaged")
	// "They have a roll of a 6. I roll a 3, 1 Hit, Damaging the Enterprise."
	mustEvent(t, evs, "B5N (CV Hiryu) Bombs vs Ships 6: roll 3, 1 Hit(s)")
	mustEvent(t, evs, "Hit on CV Enterprise: Damaged")
	// "I roll a 9 for the Furutaka, a Miss. I roll a 2 for the Chicago, 1 Hit. I Damage their
	// Battalion." (Both are Damaged: they fire with their Damaged values, 2.)
	mustEvent(t, evs, "Furutaka/Kako Naval Guns 2: roll 9, a miss")
	mustEvent(t, evs, "Chicago/Northampton Naval Guns 2: roll 2, 1 Hit(s)")
	mustEvent(t, evs, "Naval Guns Hit on Battalion: Damaged")
	// "Their Battalion is on the Beach and cannot Attack. ... I roll an Attack for my Battalion and
	// get a 1, scoring 1 Hit, and Destroy their Battalion."
	mustEvent(t, evs, "Battalion Infantry Attack 1: roll 1, 1 Hit(s)")
	mustEvent(t, evs, "Infantry Attack Hit on Battalion (Damaged): Destroyed")
	// "I Destroy the B5N because the Hiryu is Damaged and cannot land Aircraft. I Destroy the
	// SBDs and F4F because the Enterprise is Damaged"
	mustEvent(t, evs, "B5N (CV Hiryu) is Destroyed")
	mustEvent(t, evs, "F4F (CV Enterprise) is Destroyed")
	mustEvent(t, evs, "The battle in Solomon Islands is over after 2 Battle Turn(s)", "The US holds the Island")

	if g.Battle != nil {
		t.Fatalf("the battle is still on")
	}
	if len(g.Dice.Forced) != 0 {
		t.Errorf("%d forced dice unused: %v", len(g.Dice.Forced), g.Dice.Forced)
	}
	// The final state: "the Damaged Hiryu and Furutaka" (Japan Reinforce).
	for id, want := range map[string]string{"US:Enterprise": "damaged", "US:DESRON 2": "full", "US:Chicago/Northampton": "damaged",
		usBn: "full", "US:18th FG": "destroyed", "US:28th BG": "destroyed",
		"JP:Hiryu": "damaged", "JP:Destroyer Gp 5": "full", "JP:Furutaka/Kako": "damaged", "JP:Aoba/Kinugasa": "destroyed", jpBnID: "box"} {
		f := g.Force(id)
		got := "full"
		switch {
		case f.Where == Destroyed:
			got = "destroyed"
		case f.Where == InBattalionBox:
			got = "box"
		case f.Where != OnMap || f.Area != area:
			got = string(f.Where) + " " + f.Area
		case f.Damaged:
			got = "damaged"
		}
		if got != want {
			t.Errorf("%s is %s, want %s", id, got, want)
		}
	}
	if g.Pending().Kind != AskChooseBattle {
		t.Errorf("after the battle the campaign asks %s, want the next battle", g.Pending().Kind)
	}
}
