package lesson

import (
	"fmt"

	"nimitz/rules"
)

// answer checks the battle asks kind, first letting the player make any of
// Japan's equal choices in the example's way, and adds a step making d.
func (b *builder) answer(kind rules.BattleAskKind, d rules.Decision, say, rule string) {
	b.japanese()
	b.battleAsk(kind)
	b.do(d, say, rule)
}

// japanese answers the equal choices the rulebook leaves to the player on
// Japan's behalf as the example makes them: the Aoba is the Cruiser taken
// first (it goes to the Coastal Area and takes the Hits of the Bomb Runs);
// otherwise the first of the equal Forces.
func (b *builder) japanese() {
	for b.err == nil {
		p := b.g.Pending()
		if p.Battle == nil || len(p.Options) == 0 {
			return
		}
		a := p.Battle
		japan := a.Kind == rules.AskPlaceJapanese || (a.Kind == rules.AskAllocateHit && a.AttackBy == rules.US)
		if !japan {
			return
		}
		d := p.Options[0]
		for _, o := range p.Options {
			if o.Force == jp("Aoba/Kinugasa") {
				d = o
			}
		}
		name := b.the(d.Force)
		switch a.Kind {
		case rules.AskPlaceJapanese:
			b.do(d, fmt.Sprintf("Japan's placement meets a tie: the rules leave it to you. The example takes %s: click it.", name),
				"A Ship with the highest Surface Attack rating, the Aoba, goes in the Coastal Area.")
		default:
			say := fmt.Sprintf("The Hit may strike any of equal Japanese Forces: you choose for Japan. The example's choice is %s: click it.", name)
			if d.Force == jp("Aoba/Kinugasa") {
				say = "The Hits may strike either Cruiser: you choose for Japan. The example Destroys the Aoba: click it."
			}
			b.do(d, say, "When there is more than one equally valid choice for the Japanese, you choose.")
		}
	}
}

// solomons is the example's battle for the Solomon Islands.
func (b *builder) solomons() {
	if b.err != nil {
		return
	}
	g := b.g
	cup := rules.PlanNames(g.PlanCup)
	turn1, err1 := cupDice(cup, rules.PlanNoContact, rules.PlanShipCombat)
	var rest []string
	for _, p := range cup {
		if p != rules.PlanNoContact && p != rules.PlanShipCombat {
			rest = append(rest, p)
		}
	}
	turn2, err2 := cupDice(rest, rules.PlanInfantryCombat, rules.PlanCarrierAttack)
	if err1 != nil || err2 != nil {
		b.fail("the cup: %v %v", err1, err2)
		return
	}
	// The battle's dice in the order the engine rolls them (see
	// rules/battle_example_test.go for where the example's order differs and
	// the two misses it does not give).
	b.force(4)        // "I roll a 4 for Battle Turns"
	b.force(turn1...) // "No Contact and Ship Combat"
	b.force(2, 6)     // Hiryu's Bombers "2", Fighter "6"
	b.force(9, 2)     // 18th FG misses; "I roll a 2 for their A6M"
	b.force(8, 6, 3)  // Chicago's AAA misses; "I roll a 6 and 3"
	b.force(2, 1)     // Japanese bombs on the Island: "a 2 and 1"
	b.force(9, 2, 3)  // US bombs in the Coastal Area: 28th BG 9, SBDs 2 and 3
	b.force(2, 1)     // Naval Guns: Chicago 2, Furutaka 1
	b.force(turn2...) // "Infantry Combat and Carrier Attack"
	b.force(8)        // "I roll for their A6M and get an 8"
	b.force(4, 7)     // Dogfight: F4F 4, A6M 7
	b.force(6, 9)     // AAA: Destroyer Group 5 6, Hiryu 9
	b.force(7, 5, 3)  // AAA: DESRON 2 7, Enterprise 5, Anti-Aircraft 3
	b.force(6, 1)     // SBDs in the Japanese Ocean: 6 and 1
	b.force(3)        // B5N in the US Ocean: 3
	b.force(2, 9)     // Naval Guns: Chicago 2, Furutaka 9
	b.force(1)        // US Battalion: 1

	b.part = "Resolve Battles"
	b.do(rules.Decision{Kind: rules.DoChooseBattle, Area: solomons},
		"You choose the order of the battles. The example resolves the Solomon Islands first: click it.",
		"Choose a Battle you would like to resolve. You can resolve the Battles in any order.")

	b.part = "Solomon Islands: Set-Up"
	b.read("The Battle Sheet. Japan's side is at the top, yours at the bottom; between them the Island (with its Airfields) and the Coastal Area. Your Battalion is in the Foxholes and the P-39 (18th FG) and B-17 (28th BG) on the Airfields, worth 2.",
		"I place the Enterprise and DESRON 2 in the US Ocean Area, the Chicago/Northampton in the Coastal Area, the Battalion in the US Foxholes Area, and the 18th FG, and the 28th BG on the US Airfields.")
	for i := 0; i < 2 && b.err == nil; i++ {
		a := b.battleAsk(rules.AskPlaceShip)
		zone, say := rules.ZoneUSOcean, "Place your Ships: "+g.Name(a.Force)+" goes in the US Ocean Area. Click the US Ocean Area."
		if a.Force == us("Chicago/Northampton") {
			zone, say = rules.ZoneCoastal, "The Chicago/Northampton goes in the Coastal Area, where it can fire on the Japanese Ships there. Click the Coastal Area."
		}
		b.answer(rules.AskPlaceShip, rules.Decision{Kind: rules.DoPlace, Force: a.Force, Zone: zone}, say,
			"I place the Enterprise and DESRON 2 in the US Ocean Area, the Chicago/Northampton in the Coastal Area.")
	}
	b.read("Japan places by the rules: the Hiryu and the lowest Surface Attack Ship, Destroyer Gp 5, in the Japanese Ocean; the Cruisers in the Coastal Area; the Battalions on a Transport. The carriers' aircraft come aboard. A 4 rolls 2 Battle Turns; with 6 Forces (the example has 5) Japan draws 2 Battle Plans a turn.",
		"I roll a “4” for Battle Turns, so the Battle will last 2 Turns. Japan has 5 Forces, so they will receive 2 Battle Plan draws each Battle Turn.")

	b.part = "Solomon Islands: Battle Plans"
	plan := func(name, say string) {
		b.answer(rules.AskBuyPlans, rules.Decision{Kind: rules.DoBuyPlan, Plans: []string{name}}, say,
			"I receive 3 free Battle Plan Points, and I spend 1 Supply Point to get 3 more Points. I select: Furball (1), AAA (2), Anti-Aircraft (1), and Seabees (2).")
	}
	plan(rules.PlanFurball, "You have 3 free Battle Plan Points. Select Furball (1): click its card.")
	plan(rules.PlanAAA, "Select AAA (2).")
	b.answer(rules.AskBuyPlans, rules.Decision{Kind: rules.DoSpendSupply},
		"Spend 1 Supply Point for 3 more Battle Plan Points.",
		"I receive 3 free Battle Plan Points, and I spend 1 Supply Point to get 3 more Points.")
	plan(rules.PlanAntiAircraft, "Select Anti-Aircraft (1).")
	plan(rules.PlanSeabees, "Select Seabees (2).")
	b.answer(rules.AskBuyPlans, rules.Decision{Kind: rules.DoDone},
		"Done selecting: the first Battle Turn begins and Japan draws its plans.",
		"I begin the 1st Battle Turn by drawing 2 Japanese Battle Plans: No Contact and Ship Combat.")

	b.part = "Solomon Islands: Battle Turn 1"
	fly := func(id, zone, say, rule string) {
		b.answer(rules.AskFly, rules.Decision{Kind: rules.DoFly, Force: id, Zone: zone}, say, rule)
	}
	const noContact = "Their No Contact prevents me from sending Aircraft to the Japanese Ocean Area, so I send 28th BG, 2 SBDs, and the TBD to the Coastal Area."
	fly(us("28th BG"), rules.ZoneCoastal, "Japan drew No Contact and Ship Combat. No Contact keeps your aircraft out of the Japanese Ocean: send the B-17 (28th BG) to the Coastal Area. Click it, then the Coastal Area.", noContact)
	fly(us("Enterprise/SBD#2"), rules.ZoneCoastal, "Send an SBD from the Enterprise to the Coastal Area.", noContact)
	fly(us("Enterprise/SBD#3"), rules.ZoneCoastal, "And the other SBD.", noContact)
	fly(us("Enterprise/TBD#4"), rules.ZoneCoastal, "And the TBD.", noContact)
	fly(us("18th FG"), rules.ZoneIsland, "Leave the P-39 (18th FG) over the Island: click it, then the Island.", "I leave the 18th FG on the Island, and the F4F in the US Ocean.")
	fly(us("Enterprise/F4F#1"), rules.ZoneUSOcean, "Keep the F4F over the US Ocean. Then Japan's aircraft fly and the fighting begins.", "I leave the 18th FG on the Island, and the F4F in the US Ocean.")
	b.read("The Hiryu's Bombers roll a 2, the Japanese Ocean: no targets there, so they fly on to the Island, to bomb your Airfields. Its Fighter rolls a 6: the Coastal Area. In the Dogfight the P-39 (18th FG) misses; the A6M rolls a 2: 2 Hits on your aircraft in the Coastal Area.",
		"In the Coast, I roll a 2 for their A6M Attack and it inflicts 2 Hits. I have 2 Aircraft of value 1 to allocate the Hits against.")
	const tbd = "Since my Carrier-Based Aircraft get freely replaced at the start of each Battle, I inflict 2 Hits on the TBD, Destroying it."
	b.answer(rules.AskAllocateHit, rules.Decision{Kind: rules.DoAllocateHit, Force: us("Enterprise/TBD#4")},
		"Hits go to the lowest value first: the B-17 (28th BG) or the TBD. Carrier aircraft are replaced free each battle, so give the first Hit to the TBD: click it.", tbd)
	b.answer(rules.AskAllocateHit, rules.Decision{Kind: rules.DoAllocateHit, Force: us("Enterprise/TBD#4")},
		"And the second Hit to the Damaged TBD: it is Destroyed.", tbd)
	b.answer(rules.AskAntiAircraft, rules.Decision{Kind: rules.DoUsePlan, Plans: []string{rules.PlanAntiAircraft}},
		"AAA: the Japanese Cruisers roll 6 and 3 with Ship Combat (5/2): 1 Hit, Damaging the B-17 (28th BG); the Chicago misses the A6M. Anti-Aircraft could roll once more now: keep it for later, as the example does.",
		"I resolve AAA combat for the Coastal Area. They have 2 Ships, each Hits on a 2 or less. However, they also have the Ship Combat Plan, which increases their rolls to 5/2. I roll a 6 and 3, inflicting 1 Hit.")
	b.answer(rules.AskStopHit, rules.Decision{Kind: rules.DoUsePlan, Plans: []string{rules.PlanSeabees}, Yes: true, Force: rules.AirfieldTarget},
		"Japan's bombs on the Island roll 2 and 1: 2 Hits. Japan has no Infantry or aircraft on the Island, so it cannot strike your Battalion: the Hits go to your Airfields. Use Seabees to stop one.",
		"My Battalion has the lowest value on the Island, but the Japanese cannot attack it because they do not have Infantry or Land-Based Aircraft on the Island. I must take the Hits to my Airfield. I expend Seabees to stop 1 Hit, and reduce my Airfield from a 2 to 1.")
	b.japanese()
	b.read("Your Bomb Runs in the Coastal Area roll 9, 2 and 3: 2 Hits, and the Aoba is Destroyed. Naval Guns: the Chicago rolls a 2 and Damages the Furutaka; the Furutaka, 7/2 with Ship Combat, rolls a 1: 2 Hits, your Airfields to 0 and the Chicago Damaged.",
		"I roll for Naval Guns. My Chicago needs to roll a 4 or less, and I roll a 2, inflicting 1 Hit, which Damages the Furutaka. The Furutaka also has a 4, increased to 7/2 due to Ship Combat, and rolls a 1, for 2 Hits.")
	b.read("The Japanese Battalions advance from the Transport to the Beach. Aircraft return: with your Airfields at 0, the P-39 (18th FG) and the B-17 (28th BG) have nowhere to land and are Destroyed. The Battle Turn counter moves from 2 to 1.",
		"I have 2 Land-Based Aircraft trying to land, and my Airfields have been reduced to 0. I Destroy the 18th FG and the 28th BG.")

	b.part = "Solomon Islands: Battle Turn 2"
	const sbds = "I move my 2 SBDs to the Japanese Ocean."
	fly(us("Enterprise/SBD#2"), rules.ZoneJapaneseOcean, "Japan draws Infantry Combat and Carrier Attack. No Contact is gone: send an SBD after the Hiryu in the Japanese Ocean.", sbds)
	fly(us("Enterprise/SBD#3"), rules.ZoneJapaneseOcean, "And the other SBD.", sbds)
	fly(us("Enterprise/F4F#1"), rules.ZoneUSOcean, "The F4F stays over the US Ocean, to meet what Japan sends at the Enterprise.",
		"I don't roll for their Bomber movement, they automatically roll a “10”. I move their D3A and B5N to the US Ocean.")
	b.answer(rules.AskExtraHit, rules.Decision{Kind: rules.DoUsePlan, Plans: []string{rules.PlanFurball}, Yes: true},
		"Carrier Attack sends Japan's Bombers at the US Ocean; its A6M rolls an 8 and follows. Dogfight: the A6M rolls 7 and Damages your F4F; the F4F rolls 4, a Hit. Use Furball for a second Hit.",
		"My F4F rolls a 4, inflicting 1 Hit. I expend Furbal to inflict a 2nd Hit. I Destroy the A6M.")
	b.answer(rules.AskAntiAircraft, rules.Decision{Kind: rules.DoUsePlan, Plans: []string{rules.PlanAntiAircraft}, Yes: true, Force: us("Enterprise")},
		"AAA misses on both sides: 6 and 9 for Japan, 7 and 5 for you. Use Anti-Aircraft now: one more AAA roll, with the Enterprise's value.",
		"I expend the Anti-Aircraft Plan to re-roll for the Enterprise, and get a 3, 1 Hit.")
	b.answer(rules.AskExtraHit, rules.Decision{Kind: rules.DoUsePlan, Plans: []string{rules.PlanAAA}, Yes: true},
		"A 3: a Hit. Use the AAA plan for a second Hit: the D3A is Destroyed.",
		"I expend the AAA Battle Plan to inflict a 2nd Hit. I choose to inflict 2 Hits on the D3A, Destroying it.")
	b.japanese()
	b.read("Your SBDs roll 6 and 1: the Hiryu is Damaged. The B5N rolls 3: the Enterprise is Damaged. Naval Guns: the Furutaka misses with a 9, the Chicago hits a Battalion with a 2. Your Battalion rolls a 1 and Destroys it. Damaged carriers land no aircraft: the B5N, SBDs and F4F are lost.",
		"I Destroy the B5N because the Hiryu is Damaged and cannot land Aircraft. I Destroy the SBDs and F4F because the Enterprise is Damaged and I have no other Aircraft Carriers in the Battle for them to land on.")
	if b.err == nil && g.Battle != nil {
		b.fail("the battle is still on: %s", g.Pending().Prompt)
	}
	b.read("This completes the Battle for the Solomon Islands. The summary shows what each side lost. Your Battalion holds the Island; the Battalion the rules sent with the Hiryu is still on the Beach, and the damaged Ships stay in the area.",
		"This completes the Battle for the Solomon Islands.")
	after := b.otherBattles()
	b.afterBattles(after)
}
