package rules

import (
	"slices"
	"strings"
)

// Redeal gives g a hidden future drawn afresh from seed: new dice, the
// Japanese Battle Plans in the cup (the campaign's, and the battle's being
// fought) and the counters of each Japanese Reinforcement stack put in an
// order of the new dice's choosing. What the player sees is left as it is:
// which plans are in the cup and which have been drawn, and how many
// counters each stack holds ("Place the Enemy Battle Plan counters in an
// opaque cup"; "randomize the Japanese Forces in each stack"). An advisor
// that looks ahead from a copy redealt so knows nothing the player does not:
// two games that differ only in their dice to come and in the order of their
// cup and stacks are the same game once redealt with the same seed.
//
// The order is drawn from the contents alone, sorted first, so the old order
// leaves no trace. The counters Japan sent to the bottom of a stack
// (Japanese Repair, Strategic Bombing) are shuffled in with the rest: the
// state does not say which of a stack's counters the player saw go there.
func (g *Game) Redeal(seed uint64) {
	g.Dice = NewDice(seed)
	for _, st := range []*[]string{&g.Stacks.Ships, &g.Stacks.Infantry, &g.Stacks.Aircraft} {
		g.Dice.redealList(*st)
	}
	g.Dice.redealPlans(g.PlanCup)
	if g.Battle != nil {
		g.Dice.redealPlans(g.Battle.Cup)
	}
}

// redealList puts list in an order drawn from its contents alone, in place.
func (d *Dice) redealList(list []string) {
	slices.Sort(list)
	shuffle(d, list)
}

// redealPlans is redealList for plans, sorted by name as they once were
// sorted as names: the same seed deals the same order.
func (d *Dice) redealPlans(list []JPPlan) {
	slices.SortFunc(list, func(a, b JPPlan) int { return strings.Compare(a.Name(), b.Name()) })
	shuffle(d, list)
}

// shuffle puts list in an order drawn by the dice, in place.
func shuffle[T any](d *Dice, list []T) {
	for i := len(list) - 1; i > 0; i-- {
		j := d.intn(i + 1)
		list[i], list[j] = list[j], list[i]
	}
}
