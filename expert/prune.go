package expert

import (
	"slices"

	"nimitz/rules"
)

// perCandidate is the fewest rollouts a candidate should have for its
// figures to say anything: a decision's budget weighs at most budget /
// perCandidate options.
const perCandidate = 8

// prune keeps the limit candidates most worth weighing when there are more
// (a Movement step offers hundreds of moves): the heuristic's pick and
// ending the step first, then the moves after which the US would Hold the
// most Objectives (rules.Game.HeldAfter), those into areas Japan is in
// before the others, then the options in the engine's order.
func prune(g *rules.Game, opts []rules.Decision, cands []int, pickAt, limit int) []int {
	if len(cands) <= limit {
		return cands
	}
	type scored struct {
		at          int
		first       bool
		held        int
		japan, move bool
	}
	list := make([]scored, 0, len(cands))
	for _, i := range cands {
		d := opts[i]
		s := scored{at: i, first: i == pickAt || d.Kind == rules.DoDone}
		if d.Kind == rules.DoMove {
			s.move = true
			if held, _, err := g.HeldAfter(d); err == nil {
				s.held = held
			}
			s.japan = g.Has(d.Area, rules.Japan)
		}
		list = append(list, s)
	}
	slices.SortStableFunc(list, func(a, b scored) int {
		switch {
		case a.first != b.first:
			return boolOrder(a.first)
		case a.held != b.held:
			return b.held - a.held
		case a.japan != b.japan:
			return boolOrder(a.japan)
		}
		return a.at - b.at
	})
	out := make([]int, 0, limit)
	for _, s := range list[:limit] {
		out = append(out, s.at)
	}
	slices.Sort(out)
	return out
}

// boolOrder puts true first.
func boolOrder(first bool) int {
	if first {
		return -1
	}
	return 1
}
