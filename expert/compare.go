package expert

import (
	"context"

	"nimitz/rules"
)

// Compare weighs the given decisions at g's pending US decision, each with
// an equal share of the budget on the same dice (rollout k of each from
// the same redeal), and returns their choices in the order given: what a
// player's decision is expected to bring beside the staff's own, for the
// verdict after a campaign. A decision the engine refuses here is an error.
// Like Advise, it never changes g and reads only what a player sees.
func Compare(ctx context.Context, g *rules.Game, ds []rules.Decision, o Options) ([]Choice, error) {
	if g.Over {
		return nil, ErrNothingToDecide
	}
	for _, d := range ds {
		if err := g.Check(d); err != nil {
			return nil, err
		}
	}
	s, err := newSearch(g, o)
	if err != nil {
		return nil, err
	}
	s.ctx = ctx
	p := g.Pending()
	s.heuristicPick(p.Options)
	each := max(o.budget()/max(len(ds), 1), 1)
	out := make([]Choice, 0, len(ds))
	for _, d := range ds {
		a := &arm{option: -1, decision: &d}
		for i := range p.Options {
			if sameDecision(p.Options[i], d) {
				a.option = i
				break
			}
		}
		play := &d
		if s.pick != nil && sameDecision(*s.pick, d) {
			a.prior, play = true, nil // played as the heuristic plays its step
		}
		for k := 0; k < each; k++ {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			r, err := s.rollout(play, k)
			if err != nil {
				return nil, err
			}
			a.add(r)
		}
		c := a.choice(p.Options)
		c.Reason, c.Show = explain(s.base, d)
		out = append(out, c)
	}
	return out, nil
}
