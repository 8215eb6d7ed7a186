package lesson

import (
	"fmt"
	"slices"
	"strings"

	"nimitz/rules"
)

// reinforceDie is the example's New Japanese Forces roll: "I roll an 8".
const reinforceDie = 8

// otherBattles plays the battles the example passes over ("I go on to
// resolve the Battles in Borneo, New Guinea, and Midway") quickly: the
// fewest clicks the rules allow (Done where it is offered, else the first
// choice, no Battle Plan used), with the seeded dice, save the New Japanese
// Forces roll that follows the last of them, forced to the example's 8. It
// returns the events of the steps after the battles.
func (b *builder) otherBattles() []rules.Event {
	var after []rules.Event
	for b.err == nil && b.g.Pending().Kind == rules.AskChooseBattle {
		area := b.g.Pending().Options[0].Area
		for _, o := range b.g.Pending().Options {
			if o.Area == borneo {
				area = o.Area
			}
		}
		b.part = "Battle for " + area
		say := fmt.Sprintf("The example goes on to the other battles without telling them: play them quickly, Done wherever it is offered. The battle for %s: click it.", area)
		if area != borneo {
			say = fmt.Sprintf("Next, the battle for %s: click it.", area)
		}
		after = b.reinforced(rules.Decision{Kind: rules.DoChooseBattle, Area: area}, say,
			"I go on to resolve the Battles in Borneo, New Guinea, and Midway.")
		for b.err == nil && b.g.Pending().Kind == rules.AskBattle {
			d, say := b.quick()
			after = b.reinforced(d, say, "Use the Battle Turn Sequence listed on the Battle Sheet to resolve each Battle.")
		}
	}
	return after
}

// reinforced adds a step making d; when d ends the last battle, the New
// Japanese Forces roll it brings is forced to the example's 8. It returns
// the events of the steps after the battles when d brought them.
func (b *builder) reinforced(d rules.Decision, say, rule string) []rules.Event {
	if b.err != nil {
		return nil
	}
	try := b.g.Clone()
	before := try.Dice
	evs, err := try.Apply(d)
	if err != nil || !slices.ContainsFunc(evs, func(e rules.Event) bool { return e.Kind == rules.EvReinforceRoll }) {
		b.do(d, say, rule)
		return nil
	}
	dice := rolled(before, try.Dice)
	for k := len(dice) - 1; k >= 0; k-- {
		forced := slices.Clone(dice)
		forced[k] = reinforceDie
		again := b.g.Clone()
		again.Dice.Forced = append(slices.Clone(again.Dice.Forced), forced...)
		evs, err := again.Apply(d)
		if err != nil || len(again.Dice.Forced) > len(b.g.Dice.Forced) {
			continue
		}
		for _, e := range evs {
			if e.Kind == rules.EvReinforceRoll && slices.Equal(e.Dice, []int{reinforceDie}) {
				b.force(forced...)
				return b.do(d, say, rule)
			}
		}
	}
	b.fail("no die makes the New Japanese Forces roll an %d", reinforceDie)
	return nil
}

// quick is the fewest-clicks answer to a battle question, and what the coach
// says of it.
func (b *builder) quick() (rules.Decision, string) {
	p := b.g.Pending()
	a := p.Battle
	d := p.Options[0]
	done := slices.IndexFunc(p.Options, func(o rules.Decision) bool { return o.Kind == rules.DoDone })
	keep := slices.IndexFunc(p.Options, func(o rules.Decision) bool { return o.Kind == rules.DoUsePlan && !o.Yes })
	switch {
	case done >= 0:
		d = p.Options[done]
		switch a.Kind {
		case rules.AskBuyPlans:
			return d, "No Battle Plans this time: press Done selecting Battle Plans."
		case rules.AskFly:
			return d, "Let the aircraft fly where they are: press Done."
		}
		return d, "Press Done."
	case keep >= 0:
		return p.Options[keep], "Keep the Battle Plan for later."
	case a.Kind == rules.AskPlaceJapanese || a.Kind == rules.AskJapaneseFirstLight || (a.Kind == rules.AskAllocateHit && a.AttackBy == rules.US):
		return d, fmt.Sprintf("Japan has equal choices here and you make them: take %s, in the ring.", b.the(d.Force))
	case d.Kind == rules.DoPlace:
		return d, fmt.Sprintf("Place %s in the %s.", b.name(d.Force), d.Zone)
	case d.Kind == rules.DoAllocateHit && d.Force == rules.AirfieldTarget:
		return d, "The Hit goes to your Airfields: click them."
	case d.Kind == rules.DoAllocateHit:
		return d, fmt.Sprintf("The Hit goes to %s: click it.", b.the(d.Force))
	}
	return d, "Take the ringed choice."
}

// name words a Force or a Carrier-Based Aircraft ("JP:Kaga/A6M#1": the A6M
// of the Kaga).
func (b *builder) name(id string) string {
	side, rest, ok := strings.Cut(id, ":")
	carrier, plane, cba := strings.Cut(rest, "/")
	if ok && cba && strings.Contains(plane, "#") && b.g.Force(id) == nil {
		plane, _, _ = strings.Cut(plane, "#")
		if f := b.g.Force(side + ":" + carrier); f != nil {
			return fmt.Sprintf("the %s of the %s", plane, b.g.Name(f.ID))
		}
	}
	return b.g.CounterName(id)
}

// the is a Force named for a sentence, with "the" before it ("the
// Battalion", "the D3A of the CV Hiryu").
func (b *builder) the(id string) string {
	if n := b.name(id); !strings.HasPrefix(n, "the ") {
		return "the " + n
	}
	return b.name(id)
}

// afterBattles explains the steps after the battles from what the rules did
// in them, beside the example's words.
func (b *builder) afterBattles(evs []rules.Event) {
	b.part = "After the battles"
	for _, e := range evs {
		if e.Kind != rules.EvReinforceRoll {
			continue
		}
		parts := []string{fmt.Sprintf("a roll of %d", e.Dice[0])}
		for _, m := range e.Modifiers {
			parts = append(parts, fmt.Sprintf("%+d for %s", m.Value, m.Reason))
		}
		b.read(fmt.Sprintf("The battles are over; Continue will show the steps after them, one by one. Japan Reinforce: %s, %d in all, row %s of the New Japanese Forces table. The new Forces come off the top of their stacks to Japan. The example's figures differ a little: its other battles went otherwise.",
			strings.Join(parts, ", "), e.Total, e.Row),
			"I roll a die and add 3 due to the Resupply counters. I roll an 8, plus 3, minus 2 for the Damaged Hiryu and Furutaka, equals 9. The Japanese receive 2 Ships, 2 Infantry, and 1 Land-Based Aircraft.")
	}
	b.read("Japan Repair: Damaged Japanese Forces, the Hiryu and the Furutaka among them, go to the bottom of their Reinforcement stacks, full side up.",
		"I flip the Hiryu and Furutaka to their full strength sides and place them at the bottom of the Japan Reinforcement Ship stack.")
	b.read("US Return to Port: the Ships in the Return to Port box come back to the Hawaiian Islands, and the US Ships that fought go into the box, to return next turn.",
		"I move the Ships in the 1942 to 1945 Return to Port box to be next to the Hawaiian Islands. I move all the surviving US Ships in the Solomon Islands, Australia, and Midway to the 1942 to 1945 Return to Port box.")
	if b.err == nil && (b.g.Over || b.g.Turn != 2 || b.g.Step != rules.StepResupply) {
		b.fail("the first Campaign Turn does not end in the next one's US Resupply (%s, turn %d, over %v)", b.g.Step, b.g.Turn, b.g.Over)
	}
	held := len(b.g.HeldObjectives())
	say := fmt.Sprintf("US Supply Check and Defeat Check: you hold %d Objectives, so you are not Replaced and the campaign goes on.", held)
	if held != 6 {
		say = fmt.Sprintf("US Supply Check and Defeat Check: you hold %d Objectives, not the example's 6 (the Battalion the rules sent with the Hiryu still stands in the Solomons, and the other battles went otherwise), but you are not Replaced: the campaign goes on.", held)
	}
	b.read(say, "I check, and all my Forces are in Supply. I Hold 6 Areas, so I am not Replaced.")
	b.carryOn("Continue to the steps after the battles: the screen shows each one as the rules played it.",
		"Continue to the Japanese Reinforce step after you have resolved all Battles.")
	b.carryOn("Continue to the map.", "This ends the 1st Campaign Turn.")
	b.part = string(b.g.Step) // the next turn's, on the map
	b.read("This ends the first Campaign Turn, and the example. The Campaign Turn counter moves to Mar/Apr: the next turn begins with US Resupply. Take over to play on from here as your own saved game, or Leave.",
		"This ends the 1st Campaign Turn.")
}
