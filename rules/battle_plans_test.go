package rules

import (
	"slices"
	"strings"
	"testing"
)

// The Battle Plan counters: sixteen US plans at their printed costs ("AAA
// costs 2 Battle Plan Points") and the fourteen Japanese plans of the cup.
func TestPlansData(t *testing.T) {
	p, err := LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	if len(p.US) != 16 || len(p.JP) != 14 {
		t.Fatalf("%d US and %d Japanese plans", len(p.US), len(p.JP))
	}
	if c := p.Find(US, PlanAAA).Cost; c != 2 {
		t.Errorf("AAA costs %d", c)
	}
	bad := Plans{US: append(slices.Clone(p.US), PlanInfo{Name: "Banzai", Cost: 1, Summary: "x", Text: "x"}), JP: p.JP}
	if bad.Validate() == nil {
		t.Errorf("an unknown plan passes validation")
	}
	if len(jpPlanNames()) != 14 || len(usPlanNames()) != 16 {
		t.Errorf("cup %d, US plans %d", len(jpPlanNames()), len(usPlanNames()))
	}
}

// US AAA: "When one of your Ships successfully inflicts a Hit with a AAA
// Attack, you can discard this counter to inflict 1 additional Hit".
func TestUSPlanAAA(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	d3a := bb.cba(Japan, "D3A", "JP:Kaga", ZoneUSOcean).id
	bb.us(PlanAAA)
	bb.dice(2)
	bb.run(battleTask{Op: taskAAA})
	bb.wantAsk(AskExtraHit)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanAAA}, Yes: true})
	bb.want(d3a, "lost")
	if bb.g.Battle.holdsUS(usAAA) {
		t.Errorf("AAA not discarded")
	}
}

// Options.AutoPlans uses the extra-Hit and at-the-time-of-the-Hit plans
// without asking.
func TestAutoPlans(t *testing.T) {
	bb := newBench(t, solomons)
	bb.g.Options.AutoPlans = true
	bb.g.Options.GameMakesJapanChoices = true
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	d3a := bb.cba(Japan, "D3A", "JP:Kaga", ZoneUSOcean).id
	bb.cba(Japan, "B5N", "JP:Kaga", ZoneUSOcean)
	bb.us(PlanAAA, PlanDamageControl)
	bb.dice(2, 1, 10) // DESRON 1 hits; then the bombers: D3A hits, B5N misses
	bb.run(battleTask{Op: taskAAA})
	bb.noAsk()
	bb.want(d3a, "lost")
	bb.run(battleTask{Op: taskBombs})
	bb.noAsk()
	bb.want("US:DESRON 1", "full")
	bb.event("Damage Control", "stopped")
}

// Anti-Aircraft: "During the AAA step ... roll an extra AAA Attack. Use the AAA
// value of any of the Attacking Ships in the Area."
func TestUSPlanAntiAircraft(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneUSOcean) // AAA 3
	bb.unit(US, "Enterprise", ZoneUSOcean)
	bb.cba(Japan, "D3A", "JP:Kaga", ZoneUSOcean)
	bb.us(PlanAntiAircraft)
	bb.dice(10, 10, 4)
	bb.run(battleTask{Op: taskAAA})
	a := bb.wantAsk(AskAntiAircraft)
	if len(bb.g.Battle.Options) != 3 || a.Zone != ZoneUSOcean {
		t.Fatalf("options %v", bb.g.Battle.Options)
	}
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanAntiAircraft}, Yes: true, Force: "US:Enterprise"})
	bb.event("CV Enterprise AAA 4[2]: roll 4, 1 Hit(s)")
}

// ASW: "roll Depth Charge Attacks before Submarines make their Surface Attacks."
func TestUSPlanASW(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	bb.unit(Japan, "Sub Gp 1", ZoneUSOcean)
	bb.us(PlanASW)
	bb.dice(1, 10) // DESRON 1 Depth Charge hits; the Damaged Submarine then misses
	bb.run(battleTask{Op: taskTorpedoes}, battleTask{Op: taskDepthCharges})
	bb.wantAsk(AskASW)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanASW}, Yes: true})
	r := eventsOf(bb.evs, EvAttack)
	if len(r) != 2 || !strings.Contains(r[0].Text, "Depth Charge") || !strings.Contains(r[1].Text, "Sub Gp 1 Torpedo 2:") {
		t.Fatalf("rolls %v: want the Depth Charge first, then the Damaged Submarine's Torpedo", r)
	}
}

// Artillery (US): "You may only use this Plan if you have an Infantry Ashore
// ... inflict 1 Hit as if the Hit was inflicted by an Infantry counter."
func TestUSPlanArtillery(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.unit(Japan, "16th Inf", PosBeach)
	bb.us(PlanArtillery)
	bb.dice(10)
	bb.run(battleTask{Op: taskInfantry})
	bb.wantAsk(AskArtillery)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanArtillery}, Yes: true})
	bb.want("JP:16th Inf", "damaged")
	// Not offered without US Infantry Ashore.
	bb = newBench(t, solomons)
	bb.unit(US, "25th Inf", PosTransport)
	bb.unit(US, "18th FG", "")
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.us(PlanArtillery)
	bb.dice(10)
	bb.run(battleTask{Op: taskInfantry})
	bb.noAsk()
}

// Barrel Roll: "stop 1 Hit being inflicted on any 1 of your Aircraft by
// Dogfight or AAA, at the time of the Hit."
func TestUSPlanBarrelRoll(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "18th FG", ZoneIsland)
	bb.unit(Japan, "3 Kokutai", ZoneIsland)
	bb.us(PlanBarrelRoll)
	bb.dice(10, 5) // P-39 misses; A6M 1 Hit
	bb.run(battleTask{Op: taskDogfight})
	a := bb.wantAsk(AskStopHit)
	if a.Force != "US:18th FG" {
		t.Fatalf("stop asked for %s", a.Force)
	}
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanBarrelRoll}, Yes: true, Force: "US:18th FG"})
	bb.want("US:18th FG", "full")
}

// Charge: "roll an extra Infantry Attack. Use the Attack value of any of the
// Infantry in the US Foxholes."
func TestUSPlanCharge(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Battalion", PosFoxholes)
	bb.unit(US, "1st Marine", PosFoxholes) // Ground 5
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.us(PlanCharge)
	bb.dice(10, 10, 10, 5)
	bb.run(battleTask{Op: taskInfantry})
	bb.wantAsk(AskCharge)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanCharge}, Yes: true, Force: "US:1st Marine"})
	bb.event("1st Marine Infantry Attack 5: roll 5, 1 Hit(s)")
	bb.want("JP:16th Inf", "damaged")
}

// Damage Control (US): "stop 1 Hit being inflicted on any 1 of your Forces, at
// the time of the Hit." It is offered only when it applies (not on Airfields).
func TestUSPlanDamageControl(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Lexington", ZoneUSOcean)
	bb.us(PlanDamageControl)
	b := bb.g.Battle
	b.USAirfields = 1
	b.Pools = []hitPool{{Side: US, Zone: ZoneUSOcean, Kind: atkBombShip, Hits: 1}, {Side: US, Zone: ZoneIsland, Kind: atkBombLand, Hits: 1}}
	b.HitsInflicted = 2
	bb.run(battleTask{Op: taskApply})
	bb.wantAsk(AskStopHit)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanDamageControl}, Yes: true, Force: "US:Lexington"})
	bb.noAsk()
	bb.want("US:Lexington", "full")
	if b.USAirfields != 0 {
		t.Errorf("Damage Control was used on an Airfield")
	}
}

// Diving Attack: "When one of your Aircraft successfully Hits with a Bombing
// Attack ... inflict 1 additional Hit".
func TestUSPlanDivingAttack(t *testing.T) {
	bb := newBench(t, solomons)
	bb.cba(US, "SBD", "US:Lexington", ZoneJapaneseOcean)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.us(PlanDivingAttack)
	bb.dice(3)
	bb.run(battleTask{Op: taskBombs})
	bb.wantAsk(AskExtraHit)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanDivingAttack}, Yes: true})
	bb.want("JP:Kaga", "lost")
}

// Engaged: "Discard this counter at the end of a Battle Turn to add or
// subtract 1 Turn from the Battle."
func TestUSPlanEngaged(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	bb.unit(Japan, "Destroyer Gp 1", ZoneCoastal)
	bb.g.Battle.TurnsLeft = 1
	bb.us(PlanEngaged)
	bb.run(battleTask{Op: taskEndTurn})
	bb.wantAsk(AskEngaged)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanEngaged}, Yes: true, Number: 1})
	// Engaged +1 on the last Battle Turn gives one more Battle Turn.
	bb.event("lasts 1 Battle Turn longer")
	bb.event("The Battle Turn counter advances to box 1")
	bb.event("Battle Turn 2 in")
}

// Envelop: "negate the roll of any US Infantry's Attack and immediately re-roll".
func TestUSPlanEnvelop(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.unit(Japan, "16th Inf", PosBeach)
	bb.us(PlanEnvelop)
	bb.dice(9, 2)
	bb.run(battleTask{Op: taskInfantry})
	a := bb.wantAsk(AskReroll)
	if a.Die != 9 {
		t.Errorf("reroll offered for a %d", a.Die)
	}
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanEnvelop}, Yes: true})
	bb.event("25th Inf Infantry Attack 3: roll 2, 1 Hit(s) (rolled again)")
	bb.want("JP:16th Inf", "damaged")
}

// First Light (US): "If you roll a 7 or higher, you can select the
// Carrier-Based Aircraft from any 1 of your Carriers to conduct their Ground
// and/or Ship Attacks and return to the Carrier before Japan Moves its
// Aircraft. ... If you roll a 6 or less, save this counter". "If Japan also
// draws a First Light Battle Plan, discard both counters without effect."
func TestUSPlanFirstLight(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Lexington", ZoneUSOcean)
	bb.unit(US, "Saratoga", ZoneUSOcean)
	sbd := bb.cba(US, "SBD", "US:Saratoga", "").id
	bb.cba(US, "SBD", "US:Lexington", "")
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.unit(Japan, "Destroyer Gp 1", ZoneJapaneseOcean)
	bb.us(PlanFirstLight)
	bb.dice(6)
	bb.run(battleTask{Op: taskUSFirstLight})
	bb.event("roll 6, less than 7; the plan is saved")
	if !bb.g.Battle.holdsUS(usFirstLight) {
		t.Fatalf("First Light not saved")
	}
	bb.dice(7, 10, 10, 1) // success; DD AAA and Kaga AAA miss; SBD hits the Kaga
	bb.run(battleTask{Op: taskUSFirstLight}, battleTask{Op: taskMoveUS})
	bb.wantAsk(AskFirstLight)
	bb.reply(Decision{Kind: DoChooseCarrier, Force: "US:Saratoga"})
	bb.wantAsk(AskFirstLightFly)
	bb.reply(Decision{Kind: DoFly, Force: sbd, Zone: ZoneJapaneseOcean})
	bb.want("JP:Kaga", "damaged")
	if u := bb.u(sbd); u.pos != "" || !u.Sat {
		t.Errorf("First Light SBD at %q sat %v", u.pos, u.Sat)
	}
	// The First Light group does not move again this Battle Turn.
	a := bb.wantAsk(AskFly)
	for _, o := range bb.g.Battle.Options {
		if o.Force == sbd {
			t.Fatalf("the First Light SBD is offered a move: %s", a.Prompt)
		}
	}
	// Both sides hold First Light: both are discarded.
	bb = newBench(t, solomons)
	bb.unit(US, "Lexington", ZoneUSOcean)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.us(PlanFirstLight)
	b := bb.g.Battle
	b.Cup = []JPPlan{jpFirstLight}
	bb.run(battleTask{Op: taskDraw}, battleTask{Op: taskJPFirstLight}, battleTask{Op: taskUSFirstLight})
	bb.event("Both sides hold First Light")
	if b.holdsUS(usFirstLight) || b.jpActs(jpFirstLight) {
		t.Errorf("First Light survived the clash")
	}
}

// First Light offers the carriers with aircraft aboard that can attack: "you
// can select the Carrier-Based Aircraft from any 1 of your Carriers to
// conduct their Ground and/or Ship Attacks". A carrier whose aircraft were
// lost, or are already in the air, has none; the others are offered in
// Battle Sheet order (an F4F has Ship and Ground values: it attacks too).
func TestUSPlanFirstLightOffersCarriersWithAircraftAboard(t *testing.T) {
	bb := newBench(t, solomons)
	for _, cv := range []string{"Enterprise", "Saratoga", "Hornet", "Lexington"} {
		bb.unit(US, cv, ZoneUSOcean)
	}
	bb.cba(US, "SBD", "US:Enterprise", "").lost = true
	bb.cba(US, "F4F", "US:Saratoga", "")
	bb.cba(US, "SBD", "US:Hornet", ZoneJapaneseOcean)
	bb.cba(US, "F4F", "US:Lexington", "")
	bb.cba(US, "TBD", "US:Lexington", "")
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.us(PlanFirstLight)
	bb.dice(7)
	bb.run(battleTask{Op: taskUSFirstLight})
	bb.wantAsk(AskFirstLight)
	var offered []string
	for _, o := range bb.g.Battle.Options {
		offered = append(offered, o.Force)
	}
	if want := []string{"US:Saratoga", "US:Lexington"}; !slices.Equal(offered, want) {
		t.Errorf("First Light offers %v, want %v", offered, want)
	}
}

// Furball: "when one of your Aircraft successfully Hits with a Dogfight
// Attack, to inflict 1 additional Hit on the Japanese Aircraft".
func TestUSPlanFurball(t *testing.T) {
	bb := newBench(t, solomons)
	bb.cba(US, "F4F", "US:Lexington", ZoneUSOcean)
	a6m := bb.cba(Japan, "A6M", "JP:Kaga", ZoneUSOcean).id
	bb.us(PlanFurball)
	bb.dice(4, 10)
	bb.run(battleTask{Op: taskDogfight})
	bb.wantAsk(AskExtraHit)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanFurball}, Yes: true})
	bb.want(a6m, "lost")
}

// Leathernecks: "If you have a Marine Ashore in the Battle, discard this
// counter to stop 1 Hit being inflicted on any 1 of your Infantry Ashore or
// Airfields".
func TestUSPlanLeathernecks(t *testing.T) {
	for _, marine := range []bool{true, false} {
		bb := newBench(t, solomons)
		if marine {
			bb.unit(US, "1st Marine", PosFoxholes)
		} else {
			bb.unit(US, "1st Marine", PosTransport)
		}
		bb.unit(US, "25th Inf", PosFoxholes)
		bb.unit(Japan, "16th Inf", PosFoxholes)
		bb.us(PlanLeathernecks)
		b := bb.g.Battle
		b.Pools = []hitPool{{Side: US, Zone: ZoneIsland, Kind: atkInfantry, Hits: 1}}
		b.HitsInflicted = 1
		bb.run(battleTask{Op: taskApply})
		if !marine {
			bb.noAsk()
			continue
		}
		// The Marine (cost 2) and the 25th Inf (cost 1): the Hit goes to the 25th Inf.
		a := bb.wantAsk(AskStopHit)
		if a.Force != "US:25th Inf" {
			t.Fatalf("stop asked for %s", a.Force)
		}
		bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanLeathernecks}, Yes: true, Force: "US:25th Inf"})
		bb.want("US:25th Inf", "full")
	}
}

// Ranging Shots: "When one of your Ships successfully Hits with a Surface
// Attack ... inflict 1 additional Hit".
func TestUSPlanRangingShots(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Colorado/Maryland", ZoneCoastal)
	bb.unit(Japan, "Destroyer Gp 1", ZoneCoastal)
	bb.us(PlanRangingShots)
	bb.dice(2, 10)
	bb.run(battleTask{Op: taskNavalGuns})
	bb.wantAsk(AskExtraHit)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanRangingShots}, Yes: true})
	bb.want("JP:Destroyer Gp 1", "lost")
}

// Seabees: "stop 1 Hit being inflicted on your Airfields"; never offered for
// another target.
func TestUSPlanSeabees(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneCoastal)
	bb.us(PlanSeabees)
	b := bb.g.Battle
	b.USAirfields = 1
	b.Pools = []hitPool{{Side: US, Zone: ZoneCoastal, Kind: atkGuns, Hits: 2}}
	b.HitsInflicted = 2
	bb.run(battleTask{Op: taskApply})
	bb.wantAsk(AskStopHit)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanSeabees}, Yes: true, Force: AirfieldTarget})
	// The second Hit goes to the Airfield again (value 1 before the DD's 2), unstopped.
	bb.noAsk()
	if b.USAirfields != 0 {
		t.Errorf("Airfields %d", b.USAirfields)
	}
	bb.want("US:DESRON 1", "full")
}

// Sonar: "negate the roll of any US Force's Depth Charge or Torpedo Attack and
// immediately re-roll the Attack".
func TestUSPlanSonar(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Sub Gp 1", ZoneJapaneseOcean)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.us(PlanSonar)
	bb.dice(8, 1)
	bb.run(battleTask{Op: taskTorpedoes})
	bb.wantAsk(AskReroll)
	bb.reply(Decision{Kind: DoUsePlan, Plans: []string{PlanSonar}, Yes: true})
	bb.want("JP:Kaga", "damaged")
}

// Air Combat: "If an Aircraft has Dogfight 4/2, it has 7/4"; "If an Aircraft
// Bombs Ships on a 4, it Bombs on a 7/2". Attack Plan: "a Surface Attack of 4
// ... has a 5". Ship Combat: "Surface Attack value of 4 ... 7/2"; "A Carrier has
// a AAA Attack value of 4/2 ... 7/4". Infantry Combat: "Attack value of 2 ...
// 5/2". Submarine Warfare: +4/+2 on Torpedo and Depth Charge rolls.
func TestJapanesePlanModifiers(t *testing.T) {
	bb := newBench(t, solomons)
	ki27 := bb.unit(Japan, "24 Sentai", ZoneIsland).id // Ki-27 Dogfight 4[2]
	d3a := bb.cba(Japan, "D3A", "JP:Kaga", ZoneIsland).id
	aoba := bb.unit(Japan, "Aoba/Kinugasa", ZoneCoastal).id
	kaga := bb.unit(Japan, "Kaga", ZoneJapaneseOcean).id
	base := bb.unit(Japan, "6th Base", PosFoxholes).id // Ground 2
	sub := bb.unit(Japan, "Sub Gp 1", ZoneUSOcean).id  // Torpedo 3, DC 1
	val := func(id, kind string) string {
		a, _, _ := bb.g.combat().attackFor(bb.u(id), kind)
		return a.String()
	}
	b := bb.g.Battle
	b.JPActive = []JPPlan{jpAirCombat, jpShipCombat, jpInfantryCombat, jpSubWarfare}
	for _, c := range []struct{ id, kind, want string }{
		{ki27, atkDogfight, "7[4]"}, {d3a, atkBombShip, "7[2]"}, {aoba, atkGuns, "7[2]"}, {kaga, atkAAA, "7[4]"},
		{base, atkInfantry, "5[2]"}, {sub, atkTorpedo, "7[2]"}, {sub, atkDepth, "5[2]"},
	} {
		if got := val(c.id, c.kind); got != c.want {
			t.Errorf("%s %s = %s, want %s", c.id, c.kind, got, c.want)
		}
	}
	b.JPActive = []JPPlan{jpAttackPlan}
	if got := val(aoba, atkGuns); got != "5" {
		t.Errorf("Attack Plan: Surface 4 is %s, want 5", got)
	}
	// US attacks are never modified by Japanese plans.
	us := bb.unit(US, "Chicago/Northampton", ZoneCoastal).id
	if got := val(us, atkGuns); got != "4" {
		t.Errorf("US Surface %s", got)
	}
}

// Japan draws its plans "each Battle Turn": those drawn in one act in that
// Battle Turn alone. The next turn's act instead, even when their list is
// refilled to the same length in the same room (jpActs reads it anew).
func TestJapanesePlansActForTheirBattleTurn(t *testing.T) {
	bb := newBench(t, solomons)
	ki27 := bb.unit(Japan, "24 Sentai", ZoneIsland) // Ki-27 Dogfight 4[2]
	aoba := bb.unit(Japan, "Aoba/Kinugasa", ZoneCoastal)
	bb.unit(US, "Chicago/Northampton", ZoneCoastal)
	val := func(u *Unit, kind string) string {
		a, _, _ := bb.g.combat().attackFor(u, kind)
		return a.String()
	}
	bb.jp(PlanAirCombat)
	if got := val(ki27, atkDogfight); got != "7[4]" {
		t.Fatalf("Air Combat drawn: Dogfight %s, want 7[4]", got)
	}
	b := bb.g.Battle
	room := &b.JPActive[0]
	bb.g.turns().advanceBattleTrack(&bb.evs) // the turn's plans are discarded
	if len(b.JPActive) != 0 {
		t.Fatalf("after the Battle Turn the plans drawn are %v", b.JPActive)
	}
	b.JPActive = append(b.JPActive, jpShipCombat) // as the next draw does
	if &b.JPActive[0] != room {
		t.Fatalf("the next draw went to another room: this test checks the same")
	}
	if got := val(ki27, atkDogfight); got != "4[2]" {
		t.Errorf("the turn after Air Combat: Dogfight %s, want 4[2]", got)
	}
	if got := val(aoba, atkGuns); got != "7[2]" {
		t.Errorf("Ship Combat drawn: Surface %s, want 7[2]", got)
	}
}

// Artillery (Japan): "If Japan has Infantry Ashore during the Infantry Attack
// phase, the US takes 1 Hit to an Infantry or Airfield."
func TestJapanesePlanArtillery(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "25th Inf", PosFoxholes)
	bb.unit(Japan, "16th Inf", PosBeach)
	bb.jp(PlanArtillery)
	bb.dice(10)
	bb.run(battleTask{Op: taskInfantry})
	bb.want("US:25th Inf", "damaged")
	bb.event("Japanese Artillery: the US takes 1 Hit")
}

// Carrier Attack: "All Carrier-Based and Land-Based Bombers are assumed to roll
// a 10 (US Ocean) for their Attack Area." No die is rolled for them.
func TestJapanesePlanCarrierAttack(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	d3a := bb.cba(Japan, "D3A", "JP:Kaga", "").id
	bb.unit(Japan, "4 Kokutai", "")
	bb.jp(PlanCarrierAttack)
	rolls := bb.g.Dice.Rolls
	bb.run(battleTask{Op: taskMoveJP})
	if bb.u(d3a).pos != ZoneUSOcean || bb.u("JP:4 Kokutai").pos != ZoneUSOcean || bb.g.Dice.Rolls != rolls {
		t.Fatalf("bombers at %s and %s after %d rolls", bb.u(d3a).pos, bb.u("JP:4 Kokutai").pos, bb.g.Dice.Rolls-rolls)
	}
}

// Damage Control (Japan): "The first Hit inflicted on a Japanese Force during
// the Battle Turn is stopped."
func TestJapanesePlanDamageControl(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Destroyer Gp 1", ZoneCoastal)
	bb.jp(PlanDamageControl)
	bb.g.Battle.Pools = []hitPool{{Side: Japan, Zone: ZoneCoastal, Kind: atkGuns, Hits: 2}}
	bb.run(battleTask{Op: taskApply})
	bb.want("JP:Destroyer Gp 1", "damaged")
	bb.event("Japanese Damage Control stops")
}

// Duration: Japan with more Forces on the Battle Sheet lengthens the battle by
// 1, with fewer shortens it, "Count all Forces, including Carrier-Based
// Aircraft and Infantry on Transports."
func TestJapanesePlanDuration(t *testing.T) {
	for _, more := range []bool{true, false} {
		bb := newBench(t, solomons)
		bb.unit(US, "DESRON 1", ZoneUSOcean)
		bb.unit(US, "DESRON 2", ZoneUSOcean)
		bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
		if more {
			bb.cba(Japan, "A6M", "JP:Kaga", "")
			bb.unit(Japan, "Battalion", PosTransport)
		}
		bb.jp(PlanDuration)
		bb.g.Battle.TurnsLeft = 2
		bb.run(battleTask{Op: taskEndTurn})
		want := 2 // +1 then advance
		if !more {
			want = 0
		}
		if bb.g.Battle != nil && bb.g.Battle.TurnsLeft != want {
			t.Errorf("more=%v: %d Battle Turns left, want %d", more, bb.g.Battle.TurnsLeft, want)
		}
		if !more && bb.g.Battle != nil {
			t.Errorf("Duration -1 on the second last turn should end the battle now")
		}
	}
}

// First Light (Japan): "The Japanese Aircraft Carrier with the most Aircraft
// immediately performs Air Attacks ... an Area roll of a 10. Hits that Damage a
// US Aircraft Carrier will eliminate the Aircraft on that Carrier ... it does
// suffer AAA Attacks as normal."
func TestJapanesePlanFirstLight(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Lexington", ZoneUSOcean)
	sbd := bb.cba(US, "SBD", "US:Lexington", "").id
	bb.unit(Japan, "Hosho", ZoneJapaneseOcean)
	bb.cba(Japan, "D3A", "JP:Hosho", "")
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.cba(Japan, "A6M", "JP:Kaga", "")
	b5n := bb.cba(Japan, "B5N", "JP:Kaga", "").id
	bb.jp(PlanFirstLight)
	bb.dice(10, 1) // Lexington AAA misses; B5N hits
	bb.run(battleTask{Op: taskJPFirstLight})
	bb.event("Kaga's Bombers")
	bb.event("Lexington AAA")
	bb.want("US:Lexington", "damaged")
	bb.want(sbd, "lost")
	if u := bb.u(b5n); u.pos != "" || !u.Sat {
		t.Errorf("First Light B5N at %q sat %v", u.pos, u.Sat)
	}
	// It does not move again this Battle Turn.
	bb.dice(8)
	bb.run(battleTask{Op: taskMoveJP})
	if bb.u(b5n).pos != "" {
		t.Errorf("the First Light group moved again")
	}
}

// Battalion: "Move a Battalion from the Battalion box on the Campaign Map to the
// Japanese Foxholes."
func TestJapanesePlanBattalion(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "25th Inf", PosFoxholes)
	b := bb.g.Battle
	b.Cup = []JPPlan{jpBattalion}
	bb.run(battleTask{Op: taskDraw})
	inf := bb.g.unitsOf(Japan, kindAll, 0, bb.g.isInfantry)
	if len(inf) != 1 || inf[0].pos != PosFoxholes {
		t.Fatalf("Japanese infantry %v", inf)
	}
	if f := bb.g.Force(inf[0].id); f.Where != OnMap || f.Area != solomons || f.OnTransport {
		t.Errorf("Battalion Force %+v", *f)
	}
	if b.PlanDraws != 1 {
		t.Errorf("the Battle Plan Quantity changed")
	}
}

// Kamikaze Attacks: "no effect when drawn during a 1942 or 1943 Campaign";
// later, the example: "Three Bombers each have a Ship Attack value of 4. You
// also drew an Air Combat ... 7/2. If a Bomber rolls an 8 to 10, it inflicts 1
// Hit. A roll of 3 to 7 inflicts 2 Hits. A roll of 1 or 2 inflicts 3 Hits. All
// three Aircraft are then Destroyed."
func TestJapanesePlanKamikaze(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	b := bb.g.Battle
	b.Cup = []JPPlan{jpKamikaze}
	bb.run(battleTask{Op: taskDraw})
	bb.event("Kamikaze Attacks has no effect", "1942")

	bb = newBench(t, solomons)
	bb.g.Year = 1944
	for _, n := range []string{"Colorado/Maryland", "New Mexico/Mississippi", "N. Carolina/Washington", "S. Dakota/Indiana"} {
		bb.unit(US, n, ZoneUSOcean)
	}
	var ids []string
	for i := 0; i < 3; i++ {
		ids = append(ids, bb.cba(Japan, "D3A", "JP:Kaga", "").id)
	}
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.jp(PlanKamikaze, PlanAirCombat)
	bb.run(battleTask{Op: taskMoveJP})
	for _, id := range ids {
		if bb.u(id).pos != ZoneUSOcean {
			t.Fatalf("Kamikaze bombers at %s, want the US Ocean (a roll of 10)", bb.u(id).pos)
		}
	}
	bb.dice(9, 5, 1)
	bb.run(battleTask{Op: taskBombs})
	r := eventsOf(bb.evs, EvAttack)
	if len(r) != 3 || r[0].Hits != 1 || r[1].Hits != 2 || r[2].Hits != 3 {
		t.Fatalf("Kamikaze hits %v", r)
	}
	for _, id := range ids {
		bb.want(id, "lost")
	}
}

// No Contact: "The US may not send Aircraft to the Japanese Ocean this Battle Turn."
func TestJapanesePlanNoContact(t *testing.T) {
	bb := newBench(t, solomons)
	bb.cba(US, "SBD", "US:Lexington", "")
	bb.jp(PlanNoContact)
	bb.run(battleTask{Op: taskMoveUS})
	bb.wantAsk(AskFly)
	for _, o := range bb.g.Battle.Options {
		if o.Zone == ZoneJapaneseOcean {
			t.Fatalf("the Japanese Ocean is offered under No Contact")
		}
	}
}

// Screening Ship: "The first Hit inflicted on a Japanese Aircraft Carrier is
// stopped"; saved when no carrier is hit; "If the US has a Submarine in the
// Japanese Ocean, the Submarine cannot Attack this Battle Turn."
func TestJapanesePlanScreeningShip(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.unit(US, "Sub Gp 1", ZoneJapaneseOcean)
	bb.unit(US, "DESRON 1", ZoneUSOcean)
	bb.jp(PlanScreeningShip)
	bb.run(battleTask{Op: taskTorpedoes})
	bb.event("cannot attack this Battle Turn")
	if bb.rolls() != 0 {
		t.Errorf("the screened Submarine attacked")
	}
	// No carrier Hit this Battle Turn: saved, and used on the next Hit on a carrier.
	b := bb.g.Battle
	b.TurnsLeft = 3
	bb.g.turns().advanceBattleTrack(&bb.evs)
	b.Tasks = nil
	if !slices.Contains(b.JPSaved, jpScreeningShip) {
		t.Fatalf("Screening Ship not saved")
	}
	b.Pools = []hitPool{{Side: Japan, Zone: ZoneJapaneseOcean, Kind: atkBombShip, Hits: 2}}
	bb.run(battleTask{Op: taskApply})
	bb.want("JP:Kaga", "damaged")
	bb.event("saved Japanese Screening Ship stops")
}

// An AAA Hit stopped with Barrel Roll is asked as "An AAA Hit strikes...",
// not "A AAA Hit".
func TestStopHitQuestionTakesTheRightArticle(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "18th FG", ZoneIsland)
	bb.us(PlanBarrelRoll)
	b := bb.g.Battle
	b.Pools = []hitPool{{Side: US, Zone: ZoneIsland, Kind: atkAAA, Hits: 1}}
	b.HitsInflicted = 1
	bb.run(battleTask{Op: taskApply})
	a := bb.wantAsk(AskStopHit)
	if !strings.HasPrefix(a.Prompt, "An AAA Hit strikes") {
		t.Errorf("the question reads %q, want it to start \"An AAA Hit strikes\"", a.Prompt)
	}
}

// A US Battle Plan is one counter: "Place your selected Battle Plan counters
// to the side of the Battle Sheet." One held is not offered again; every
// other is, while the points buy it. Checked with each plan held alone and
// with all but each one held, so that every plan's place in the list of
// plans held (a set of bits) is tried.
func TestUSPlanHeldIsNotOfferedAgain(t *testing.T) {
	all := usPlanNames()
	if len(all) != 16 {
		t.Fatalf("%d US plans", len(all))
	}
	for i := range all {
		for _, held := range [][]string{{all[i]}, slices.Delete(slices.Clone(all), i, i+1)} {
			bb := newBench(t, solomons)
			bb.g.Battle.USPoints = 30
			bb.us(held...)
			bb.run(battleTask{Op: taskBuyPlans})
			bb.wantAsk(AskBuyPlans)
			var offered, want []string
			for _, o := range bb.g.Battle.Options {
				if o.Kind == DoBuyPlan {
					offered = append(offered, o.Plans[0])
				}
			}
			for _, name := range all {
				if !slices.Contains(held, name) {
					want = append(want, name)
				}
			}
			if !slices.Equal(offered, want) {
				t.Fatalf("holding %v: offered %v, want %v", held, offered, want)
			}
		}
	}
}

// usIndex finds a US plan by where its name's bytes are and, for a name
// stored elsewhere (a loaded save's), by the name: the same place both ways.
// A part of another name, or a Japanese plan, is no US plan.
func TestUSPlanIndexByAddressAndName(t *testing.T) {
	p, err := LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	for i, pl := range p.US {
		if k, ok := p.usIndex(pl.Name); !ok || k != i {
			t.Errorf("%s, the plan's own string: place %d %v, want %d", pl.Name, k, ok, i)
		}
		if k, ok := p.usIndex(planList(pl.Name)[0]); !ok || k != i {
			t.Errorf("%s, planList's string: place %d %v, want %d", pl.Name, k, ok, i)
		}
		copied := strings.Clone(pl.Name)
		if k, ok := p.usIndex(copied); !ok || k != i {
			t.Errorf("%s, a copy: place %d %v, want %d", pl.Name, k, ok, i)
		}
		if prefix := pl.Name[:len(pl.Name)-1]; prefix != "" {
			if k, ok := p.usIndex(prefix); ok {
				t.Errorf("%q, the start of %s, found as plan %d", prefix, pl.Name, k)
			}
		}
		if rest := pl.Name[1:]; rest != "" {
			if k, ok := p.usIndex(rest); ok {
				t.Errorf("%q, the end of %s, found as plan %d", rest, pl.Name, k)
			}
		}
	}
	for _, name := range []string{PlanKamikaze, PlanSubWarfare, ""} {
		if k, ok := p.usIndex(name); ok {
			t.Errorf("%q found as US plan %d", name, k)
		}
	}
}
