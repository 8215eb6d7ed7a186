package lesson

import (
	"fmt"
	"slices"

	"nimitz/rules"
)

// dieFor returns the dice that make rules.Dice.Choose(n) pick option i.
func dieFor(n, i int) []int { return rules.DiceToChoose(n, i) }

// pickDice returns the dice that make the rules' random selection ("Randomly
// select") take want, in that order, out of the candidates; none when every
// candidate is taken anyway.
func pickDice(cands, want []string) ([]int, error) {
	if len(cands) <= len(want) {
		return nil, nil
	}
	rest := slices.Clone(cands)
	var dice []int
	for _, w := range want {
		i := slices.Index(rest, w)
		if i < 0 {
			return nil, fmt.Errorf("%s is not among the Forces the example picks from (%v)", w, rest)
		}
		dice = append(dice, dieFor(len(rest), i)...)
		rest = slices.Delete(rest, i, i+1)
	}
	return dice, nil
}

// cupDice returns the dice that draw the named Japanese Battle Plans, in
// turn, out of the cup.
func cupDice(cup []string, want ...string) ([]int, error) {
	cup = slices.Clone(cup)
	var dice []int
	for _, w := range want {
		i := slices.Index(cup, w)
		if i < 0 {
			return nil, fmt.Errorf("the Battle Plan %s is not in the cup (%v)", w, cup)
		}
		dice = append(dice, dieFor(len(cup), i)...)
		cup = slices.Delete(cup, i, i+1)
	}
	return dice, nil
}

// rolled are the dice a decision rolled: the forced ones it used, then what
// the seeded generator gave, read off a copy of the dice as they were before.
func rolled(before rules.Dice, after rules.Dice) []int {
	n := after.Rolls - before.Rolls
	var out []int
	forced := min(n, len(before.Forced))
	out = append(out, before.Forced[:forced]...)
	gen := before
	gen.Forced = nil
	for i := forced; i < n; i++ {
		out = append(out, gen.D10())
	}
	return out
}

// ids returns the IDs of Forces.
func ids(fs []*rules.Force) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.ID
	}
	return out
}

// ofKind keeps the Forces of one kind.
func ofKind(g *rules.Game, fs []*rules.Force, k rules.Kind) []*rules.Force {
	var out []*rules.Force
	for _, f := range fs {
		if g.Kind(f) == k {
			out = append(out, f)
		}
	}
	return out
}
