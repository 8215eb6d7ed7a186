package expert

import (
	"context"
	"fmt"
	"slices"

	"nimitz/rules"
	"nimitz/sim"
)

// search weighs the options of one decision.
type search struct {
	base *rules.Game // a quiet copy of the game, never played
	seed uint64
	// historical is the place of "Historical" in the campaign's
	// Evaluations, best first: a rollout ending at or above it counts.
	historical int
	ratings    []rules.Rating
	// pick is the heuristic's decision here and pickAt its place among
	// the options (-1: a combination they do not spell out, or no pick).
	pick   *rules.Decision
	pickAt int
	// ctx stops the rollouts early (nil: never); progress and done count
	// them for Options.Progress against budget.
	ctx      context.Context
	progress func(done, budget int)
	done     int
	budget   int
	// battle, when not "", is the area of the battle whose question is
	// weighed (Advise only): each rollout fights that battle out, then
	// redeals (battleEnd), so that options are told apart by what they do
	// in the battle rather than by the dice they happen to leave after it.
	battle string
}

// outcome is how one rollout ended.
type outcome struct {
	objectives int
	historical bool
	// cleared says that the battle weighed (search.battle) ended with no
	// Japanese Force left in its area, and jpLeft and usLeft are the
	// Forces of each side left there.
	cleared        bool
	jpLeft, usLeft int
}

func newSearch(g *rules.Game, o Options) (*search, error) {
	s := &search{base: g.Clone(), seed: o.Seed, progress: o.Progress, budget: o.budget()}
	s.base.SetQuiet(true)
	// Whatever is worked out on the copy, not only the rollouts, knows no
	// more than the player: its hidden future is the adviser's.
	s.base.Redeal(mix(o.Seed, 0, 0))
	s.ratings = g.Data().Setup.Evaluation
	s.historical = slices.IndexFunc(s.ratings, func(r rules.Rating) bool { return r.Name == "Historical" })
	if s.historical < 0 {
		return nil, fmt.Errorf("the %d Campaign has no Historical Evaluation", g.Year)
	}
	return s, nil
}

// weigh shares budget rollouts among the candidate options by successive
// halving: every candidate gets its first rollouts, the better half plays
// on, and so on until one is left. Rollout k of every option plays from the
// same redeal (common dice), so that options are compared on the same luck.
// The heuristic's own pick joins the candidates (as option -1 when it is a
// combination the options do not spell out). It returns the arms best first.
func (s *search) weigh(opts []rules.Decision, cands []int, budget int) []*arm {
	arms := make([]*arm, 0, len(cands)+1)
	pick, pickAt := s.pick, s.pickAt
	for _, i := range cands {
		arms = append(arms, &arm{option: i, prior: i == pickAt})
	}
	var extra *rules.Decision
	if pickAt < 0 && pick != nil {
		extra = pick
		arms = append(arms, &arm{option: -1, prior: true})
	}
	// The heuristic's pick is played as the heuristic plays it: a
	// heuristic that plans the step from here, the pick first, rather
	// than the pick and then a plan made afresh (Policy).
	decision := func(a *arm) *rules.Decision {
		if a.prior {
			return nil
		}
		return &opts[a.option]
	}
	alive := slices.Clone(arms)
	rounds := 1
	for k := 1; k < len(alive); k *= 2 {
		rounds++
	}
	rounds = max(rounds-1, 1)
	per := max(budget/rounds, 1)
	for r := 0; r < rounds && len(alive) > 0; r++ {
		each := max(per/len(alive), 1)
		for _, a := range alive {
			for k := 0; k < each; k++ {
				if s.ctx != nil && s.ctx.Err() != nil {
					return arms
				}
				out, err := s.rollout(decision(a), a.n)
				if err != nil {
					a.n = 0
					a.obj = 0
					break
				}
				a.add(out)
			}
		}
		rank(alive)
		if r < rounds-1 {
			// The heuristic's pick plays every round: it is what an
			// option must beat (pairedGain).
			var prior *arm
			for _, a := range alive[(len(alive)+1)/2:] {
				if a.prior {
					prior = a
				}
			}
			alive = alive[:(len(alive)+1)/2]
			if prior != nil {
				alive = append(alive, prior)
			}
		}
	}
	// Best first: the options that lasted the most rounds, each round's
	// survivors by their mean, so that an option dropped after two lucky
	// rollouts never tops one that earned its place over many.
	rank(arms)
	slices.SortStableFunc(arms, func(a, b *arm) int { return b.n - a.n })
	if extra != nil {
		for _, a := range arms {
			if a.option < 0 {
				a.decision = extra
			}
		}
	}
	return arms
}

// heuristicPick finds what the heuristic would decide here, and its place
// among opts.
func (s *search) heuristicPick(opts []rules.Decision) {
	s.pick, s.pickAt = nil, -1
	pol, err := sim.NewPolicy("heuristic", mix(s.seed, 0, 1))
	if err != nil {
		return
	}
	d, err := pol.Decide(s.base)
	if err != nil || s.base.Check(d) != nil {
		return
	}
	s.pick = &d
	for i := range opts {
		if sameDecision(opts[i], d) {
			s.pickAt = i
			return
		}
	}
}

// rollout plays decision d (nil: none) on a copy of the game redealt for
// rollout k, then the heuristic to the campaign's end.
func (s *search) rollout(d *rules.Decision, k int) (outcome, error) {
	defer s.tick()
	g := s.base.Clone()
	g.SetQuiet(true)
	g.Redeal(mix(s.seed, uint64(k), 2))
	if d != nil {
		if _, err := g.Apply(*d); err != nil {
			return outcome{}, err
		}
	}
	pol, err := sim.NewPolicy("heuristic", mix(s.seed, uint64(k), 3))
	if err != nil {
		return outcome{}, err
	}
	if s.battle == "" {
		return playOut(g, pol)
	}
	after, err := battleEnd(g, pol, s.battle)
	if err != nil {
		return outcome{}, err
	}
	// The same dice after the battle for every option: two options that
	// end the battle alike then play the same campaign, and their paired
	// difference is the battle's alone.
	g.Redeal(mix(s.seed, uint64(k), 7))
	out, err := playOut(g, pol)
	out.cleared, out.jpLeft, out.usLeft = len(after.Japan) == 0, len(after.Japan), len(after.US)
	return out, err
}

// battleEnd plays g with pol until the battle in area is over, and returns
// what the rules say of the area then.
func battleEnd(g *rules.Game, pol sim.Policy, area string) (rules.AreaReport, error) {
	for n := 0; !g.Over && g.Battle != nil && g.Battle.Area == area; n++ {
		if n >= sim.MaxDecisions {
			return rules.AreaReport{}, fmt.Errorf("the battle in %s has no end after %d decisions", area, n)
		}
		d, err := pol.Decide(g)
		if err != nil {
			return rules.AreaReport{}, err
		}
		if _, err := g.Apply(d); err != nil {
			return rules.AreaReport{}, err
		}
	}
	return g.Explain(area), nil
}

// tick counts a rollout done for Options.Progress.
func (s *search) tick() {
	s.done++
	if s.progress != nil {
		s.progress(min(s.done, s.budget), s.budget)
	}
}

// playOut plays g to its end with pol.
func playOut(g *rules.Game, pol sim.Policy) (outcome, error) {
	for n := 0; !g.Over; n++ {
		if n >= sim.MaxDecisions {
			return outcome{}, fmt.Errorf("no end after %d decisions", n)
		}
		d, err := pol.Decide(g)
		if err != nil {
			return outcome{}, err
		}
		if _, err := g.Apply(d); err != nil {
			return outcome{}, err
		}
	}
	return ended(g), nil
}

// ended is the Objectives a finished campaign counts (sim's rule: the last
// turn's held, or the Score with the 1945 Japan Invasion box) and whether
// its Evaluation is Historical or better.
func ended(g *rules.Game) outcome {
	var o outcome
	if n := len(g.PlayerLog); n > 0 {
		o.objectives = len(g.PlayerLog[n-1].Held)
	}
	if g.Score > 0 {
		o.objectives = g.Score
	}
	ratings := g.Data().Setup.Evaluation
	at := slices.IndexFunc(ratings, func(r rules.Rating) bool { return r.Name == g.Evaluation })
	hist := slices.IndexFunc(ratings, func(r rules.Rating) bool { return r.Name == "Historical" })
	o.historical = at >= 0 && at <= hist
	return o
}

// sameDecision reports whether two decisions say the same.
func sameDecision(a, b rules.Decision) bool {
	return a.Kind == b.Kind && a.Force == b.Force && a.Area == b.Area && a.Zone == b.Zone &&
		a.Number == b.Number && a.Yes == b.Yes && slices.Equal(a.Forces, b.Forces) && slices.Equal(a.Plans, b.Plans)
}

// mix derives a seed from the adviser's seed, a rollout and a purpose
// (splitmix64).
func mix(seed, k, purpose uint64) uint64 {
	z := seed ^ (k+1)*0x9e3779b97f4a7c15 ^ (purpose+1)*0xd1b54a32d192ed03
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}
