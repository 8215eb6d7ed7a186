package lesson

import (
	"fmt"
	"slices"

	"nimitz/rules"
)

// The areas the example names.
const (
	hawaii    = "Hawaiian Islands"
	midway    = "Midway Island"
	solomons  = "Solomon Islands"
	borneo    = "Borneo"
	carolines = "Caroline Islands"
	philipp   = "Philippines"
)

// us and jp make counter IDs.
func us(name string) string { return rules.CounterKey(rules.US, name) }
func jp(name string) string { return rules.CounterKey(rules.Japan, name) }

// firstTurn is the example's First Campaign Turn up to the battles.
func (b *builder) firstTurn() {
	g := b.g
	b.part = "Set-Up"
	b.read("This is the rulebook's Extended Example: the 1942 Campaign's first Campaign Turn and the battle for the Solomon Islands, played with the example's own dice. "+
		"I say what happens and why; you make each decision by clicking what I ring in dashed pink. Next goes on; Take over plays on as your own game; Esc leaves.",
		"I start by deciding to play the 1942 Campaign. I reference the 1942 Set-Up Sheet to place the 1942 US and Japanese Forces on the Campaign Map.")
	b.read("The board is set up: US Forces in blue, Japanese in red, each stack beside its area. The Campaign Turn counter stands on Jan/Feb.",
		"I begin by moving the Campaign Turn counter from the “Start” box to the “Jan-Feb” box.")

	b.part = "US Resupply"
	b.pending(rules.AskResupply)
	b.read(fmt.Sprintf("Each turn brings %d Reinforcement Points and %d Supply Points (top bar). Reinforcement Points only buy Forces from the US Reinforcements box; Supply Points pay for everything else, and for Forces too.",
		g.ReinforcementPoints, g.SupplyPoints),
		"I place 7 points of Supply counters in the US Reinforcements area as well as 20 points of Supply counters in the US Supply Points box.")
	b.do(rules.Decision{Kind: rules.DoBuy, Force: us("Hornet")},
		"Buy the carrier Hornet for 5 points: click it in the US Reinforcements box. A carrier costs the figure in parentheses.",
		"Aircraft Carriers have a special purchase cost. Instead of paying the cost in brackets, pay the cost in parenthesis.")
	b.do(rules.Decision{Kind: rules.DoBuy, Force: us("1st Marine")},
		"Buy the 1st Marine for 2 points. The last Reinforcement Points go first, then Supply Points.",
		"You can combine Reinforcement Points and Supply Points to purchase Forces.")
	b.do(rules.Decision{Kind: rules.DoBuy, Force: us("RAAF BG 2")},
		"Buy the Beaufighter (RAAF BG 2) for 2 points. It is Australian, so it is placed in Australia; the others went to the West Coast.",
		"To purchase a Force, pay the Force's Cost in Reinforcement Points. Place US Forces in the West Coast. Place Australian Forces in Australia.")
	b.do(rules.Decision{Kind: rules.DoDone},
		"9 points spent: all 7 Reinforcement Points and 2 Supply Points, leaving 18. End the Resupply step: with points left the game asks first, and you End the step.",
		"I spend all 7 of my Reinforcement points as well as 2 of my Supply Points, leaving me 18 Supply Points.")

	b.part = "US Scouting"
	b.pending(rules.AskScouting)
	b.do(rules.Decision{Kind: rules.DoScout, Area: philipp},
		"Scouting shows where Japanese Ships will go before you move yours. Place a Scouting counter on the Philippines (1 Supply Point).",
		"During the Scouting phase, you can pay 1 Supply Point to place a Scouting counter on any Area with Enemy Forces.")
	b.do(rules.Decision{Kind: rules.DoScout, Area: rules.JapanArea},
		"Scout Japan: click it.",
		"You can place more than one Scouting counter on an Area if you want to make more than one Japanese Orders roll for that Area.")
	b.do(rules.Decision{Kind: rules.DoScout, Area: rules.JapanArea},
		"And Japan a second time, for a second Orders roll there: 3 Supply Points spent in all.",
		"I decide to Scout the Japanese Forces in the Philippines once, and their Forces in Japan twice. I spend 3 Supply points to do so.")

	// The Scouting rolls: Philippines 4 South (the 14 Sentai and 3 Kokutai
	// on top of the aircraft), Japan 2 Hold (the top 6 Ships), Japan 10
	// Sortie, 2 for Midway (Kaga, Akagi, Hiei/Kirishima on top).
	b.force(4)
	b.pick(b.in(philipp, rules.Japan, rules.KindAircraft), []string{jp("14 Sentai"), jp("3 Kokutai")})
	ships := b.in(rules.JapanArea, rules.Japan, rules.KindShip)
	held := []string{jp("Soryu"), jp("Shoho"), jp("Nagato/Mutsu"), jp("Tone/Chikuma"), jp("Destroyer Gp 1"), jp("Sub Gp 1")}
	b.force(2)
	b.pick(ships, held)
	b.force(10, 2)
	b.pick(slices.DeleteFunc(slices.Clone(ships), func(id string) bool { return slices.Contains(held, id) }),
		[]string{jp("Kaga"), jp("Akagi"), jp("Hiei/Kirishima")})
	b.do(rules.Decision{Kind: rules.DoDone},
		"End Scouting (the game asks first, as Supply Points are left: End the step). Japanese Orders are then rolled once for each Scouting counter: watch the Orders chart.",
		"Once all Scouting counters are placed, roll Japanese Orders once for each Scouting counter.")
	// The map is in US Movement once the rolls are played: the coach's
	// heading follows it.
	b.part = "US Movement"
	b.read("Scouting is over and the map is in US Movement; first, what the rolls did. Philippines: a 4, South. Borneo is the only area one closer to Australia, so 3 Ships and the 16th Inf go, and 2 Land-Based Aircraft since Japan has Forces Ashore there. The Infantry goes on a Transport: Borneo has US Forces.",
		"I roll for the Philippines and get a “4”, a “South” Order. The only legal Area to move to is Borneo.")
	b.read("Japan: a 2, Hold. 6 Ships and 2 Battalions stay In Transit in Japan, and Japan gains a Resupply counter. Then a 10, Sortie: Midway, the Solomons and New Guinea are equally close; a 2 picks Midway. Kaga, Akagi and Hiei/Kirishima sail with a Battalion from the box.",
		"I then roll again for Japan, and get a “10”, “Closest Objective with US Present”. … I roll a die (1-3 = Midway, 4-6 = Solomon Islands, 7-9 = New Guinea, 10= roll again), and I get a “2”.")

	b.pending(rules.AskMovement)
	b.do(rules.Decision{Kind: rules.DoMove, Forces: []string{us("Lexington"), us("Chester/Louisville"), us("DESRON 1"), us("11th BG")}, Area: midway},
		"Japan's carriers are heading for Midway: defend it with the Lexington, Chester/Louisville, DESRON 1 and the B-17 (11th BG) from Hawaii. Click what I ring, one click at a time: the US stack in the Hawaiian Islands (a click takes all its Forces), Clear selection, then in the stack panel each Force to take, then Midway. 1 Supply Point a Force: 4.",
		"Each time you move a US Ship, Land-Based Aircraft, or Infantry, during the Movement step you must pay 1 Supply point.")
	bns := slices.DeleteFunc(b.in(rules.WestCoast, rules.US, rules.KindInfantry), func(id string) bool { return id == us("1st Marine") })
	b.do(rules.Decision{Kind: rules.DoMove, Forces: bns, Area: midway},
		"Move the 2 Battalions from the West Coast to Midway (2 points): the West Coast stack, then in the stack panel the Forces to leave behind, then Midway. They go on Transports until they land.",
		"If a US Infantry Force is moved to an Area, place it on a Transport ship.")
	b.do(rules.Decision{Kind: rules.DoMove, Forces: []string{us("Enterprise"), us("Chicago/Northampton"), us("DESRON 2"), us("18th FG"), us("28th BG")}, Area: solomons},
		"In case Japan comes to the Solomon Islands, send the Enterprise, Chicago/Northampton and the P-39 (18th FG) from Hawaii, DESRON 2 from the West Coast and the B-17 (28th BG) from Alaska (5 points). One move gathers Forces from several areas: after Clear selection and the Forces to take from Hawaii, Shift and a click add another stack, and you click its Forces to leave behind. Aircraft may go: the Solomons began the step with US Infantry.",
		"Land-Based Aircraft may only move to an Area that started the Movement step with US Infantry or Land-Based Aircraft already in the Area.")
	b.do(rules.Decision{Kind: rules.DoMove, Forces: []string{us("MAG 21"), us("RAAF BG 1")}, Area: borneo},
		"Move the F4F+SBD (MAG 21) from Hawaii and the Anson (RAAF BG 1) from New Guinea to Borneo (2 points) the same way: the Hawaii stack, Clear selection, the F4F+SBD to take, Shift and the New Guinea stack, the P-40 to leave behind, then Borneo. 2 Supply Points are left.",
		"I also move MAG 21 and RAAF BG 1 to Borneo for a cost of 2.")
	b.do(rules.Decision{Kind: rules.DoDone},
		"End Movement: now Japan moves.",
		"Each Campaign Turn, US Ships must Move before Japanese Ships.")

	b.part = "Japanese Orders"
	b.pending(rules.AskOrdersArea)
	b.read("The In Transit counters become Moved counters, and the lone Infantry or Land-Based Aircraft of Okinawa, Iwo Jima, the Marianas, the Carolines, the Gilberts and Wake get Moved counters too: they stay.",
		"Start the Orders step by placing a \"Moved\" counter on each Area that has only 1 Japanese Infantry or Land-Based Aircraft.")
	car := b.in(carolines, rules.Japan, rules.KindShip)
	b.force(4, 3)
	b.pick(car, []string{jp("Furutaka/Kako"), jp("Aoba/Kinugasa"), jp("Destroyer Gp 5")})
	b.force(7, 1)
	b.do(rules.Decision{Kind: rules.DoOrdersArea, Area: carolines},
		"You choose the order in which Japanese areas roll Orders. Start with the Caroline Islands.",
		"You choose the order in which the enemy Forces move. Move all Forces in an Area before rolling for another Area.")
	b.read("A 4, South: New Guinea or the Solomons; a roll sends them to the Solomon Islands. Furutaka/Kako, Aoba/Kinugasa and Destroyer Gp 5 go, with a Battalion from the box (the Carolines' only Battalion cannot leave). Then a 7, Battle: of the 4 battles a roll picks Midway, and Destroyer Gp 4, Sub Gp 3 and a Battalion go there.",
		"If the Japanese Move fewer Infantry than are called for by the Order, take 1 Japanese Battalion from the Battalion area on the Map for each Infantry that was not available to move.")
	b.japan()
	for i := 0; b.err == nil && g.Pending().Kind == rules.AskOrdersArea; i++ {
		area := g.Pending().Options[0].Area
		say := fmt.Sprintf("Roll Orders for %s: click it.", area)
		if i == 0 {
			say = fmt.Sprintf("The example does not tell the other areas' rolls: the game's dice roll them. Roll Orders for %s: click it.", area)
		}
		b.do(rules.Decision{Kind: rules.DoOrdersArea, Area: area}, say,
			"I proceed to the other Japanese Areas and roll Orders to resolve the movement for all of their Forces. During this time, the Hiryu moves to the Solomon Islands.")
	}
	if f := g.Force(jp("Hiryu")); b.err == nil && (f == nil || f.Area != solomons) {
		b.fail("the seeded Orders did not send the Hiryu to the Solomon Islands")
	}
	b.pending(rules.AskChooseBattle)
	b.part = "Resolve Battles"
	b.read("Japan has moved. Wherever both sides have Forces there is a battle: Borneo, New Guinea, the Solomon Islands and Midway.",
		"You must resolve a Battle for each Area containing both US and Japanese Forces.")
}

// japan rolls Japan's Orders so that the Hiryu reaches the Solomon Islands
// alone, as the example has it ("During this time, the Hiryu moves to the
// Solomon Islands"): a Hold keeps 6 of the 9 Ships left, a Battle Order
// sends Ise/Hyuga and Fuso/Yamashiro to Midway, and a second one the Hiryu
// to the Solomons. The example does not report these dice; each Battle Order
// takes a Battalion from the box along, as the rules require, so the
// Solomons' battle has one Japanese Battalion more than the example's.
func (b *builder) japan() {
	if b.err != nil {
		return
	}
	var ships []string
	for _, f := range ofKind(b.g, b.g.In(rules.JapanArea, rules.Japan), rules.KindShip) {
		if !f.Moved {
			ships = append(ships, f.ID)
		}
	}
	hiryu, pair := jp("Hiryu"), []string{jp("Ise/Hyuga"), jp("Fuso/Yamashiro")}
	var held []string
	for _, id := range ships {
		if id != hiryu && !slices.Contains(pair, id) {
			held = append(held, id)
		}
	}
	hold, err := pickDice(ships, held)
	if err != nil {
		b.fail("%v", err)
		return
	}
	rest := slices.DeleteFunc(slices.Clone(ships), func(id string) bool { return slices.Contains(held, id) })
	battle, err := pickDice(rest, pair)
	if err != nil {
		b.fail("%v", err)
		return
	}
	d := rules.Decision{Kind: rules.DoOrdersArea, Area: rules.JapanArea}
	// The destinations of the Battle Orders are picked among the battles of
	// the moment, in the rules' order: try the dice that pick each.
	for _, toMidway := range []int{1, 3, 5, 7} {
		for _, toSolomons := range []int{1, 3, 5, 7} {
			dice := append([]int{1}, hold...)
			dice = append(append(append(dice, 7, toMidway), battle...), 7, toSolomons)
			try := b.g.Clone()
			try.Dice.Forced = append(slices.Clone(try.Dice.Forced), dice...)
			if _, err := try.Apply(d); err != nil || len(try.Dice.Forced) > 0 {
				continue
			}
			if try.Force(hiryu).Area == solomons && try.Force(pair[0]).Area == midway {
				b.force(dice...)
				b.do(d, "Roll Orders for Japan next: click it.",
					"You choose the order in which the enemy Forces move. Move all Forces in an Area before rolling for another Area.")
				b.read("Japan: a Hold keeps 6 Ships (another Resupply counter), a Battle Order sends Ise/Hyuga and Fuso/Yamashiro to Midway, and another the Hiryu to the Solomon Islands. The example does not give these dice; every Battle Order also takes a Battalion from the box, so the Solomons will hold one Japanese Battalion more than in the example.",
					"Battle Order: Randomly select 2 Ships and 1 Infantry to move to an Area that has both US and Japanese Forces.")
				return
			}
		}
	}
	b.fail("no Battle Order dice send the Hiryu to the Solomon Islands")
}
