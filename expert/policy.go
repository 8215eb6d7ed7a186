package expert

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimitz/rules"
	"nimitz/sim"
)

// Name is the expert's policy name (-policy expert; "expert:N" thinks with
// a budget of N rollouts a decision).
const Name = "expert"

// Policy is the expert as a sim.Policy: it searches the US decisions of the
// campaign steps (Resupply, Scouting, Movement, the choice of the next
// battle) and leaves the questions inside a battle to the heuristic.
type Policy struct {
	opt  Options
	name string
	// inner answers the questions the expert does not search.
	inner sim.Policy
	// asked counts the searches, so that each draws its own dice.
	asked uint64
}

// NewPolicy returns the expert thinking with o.
func NewPolicy(o Options) (*Policy, error) {
	inner, err := sim.NewPolicy("heuristic", mix(o.Seed, 0, 4))
	if err != nil {
		return nil, err
	}
	name := Name
	if o.Budget > 0 {
		name = fmt.Sprintf("%s:%d", Name, o.Budget)
	}
	return &Policy{opt: o, name: name, inner: inner}, nil
}

// Name implements sim.Policy.
func (p *Policy) Name() string { return p.name }

// searched are the questions the expert weighs by rollouts.
func searched(k rules.PendingKind) bool {
	switch k {
	case rules.AskResupply, rules.AskScouting, rules.AskMovement, rules.AskChooseBattle:
		return true
	}
	return false
}

// Decide implements sim.Policy.
func (p *Policy) Decide(g *rules.Game) (rules.Decision, error) {
	if !searched(g.Asks()) {
		return p.inner.Decide(g)
	}
	p.asked++
	o := p.opt
	o.Seed = mix(p.opt.Seed, p.asked, 5)
	return decide(g, o)
}

// confidence is how many standard errors an option's gain over the
// heuristic's pick must clear before the expert plays it instead: with a
// few rollouts an option is often ahead by luck alone, and a policy that
// follows luck plays worse than the heuristic it is built on.
const confidence = 2

// decide is the expert's move: the best option the search found when it
// beats the heuristic's pick clearly on the same dice, else that pick.
func decide(g *rules.Game, o Options) (rules.Decision, error) {
	p := g.PendingShared()
	cands := candidates(p.Options)
	if len(cands) == 0 {
		return rules.Decision{}, ErrNothingToDecide
	}
	s, err := newSearch(g, o)
	if err != nil {
		return rules.Decision{}, err
	}
	s.heuristicPick(p.Options)
	if len(cands) == 1 && s.pick != nil {
		return *s.pick, nil
	}
	budget := o.budget()
	cands = prune(s.base, p.Options, cands, s.pickAt, max(budget/perCandidate, 2))
	arms := s.weigh(p.Options, cands, budget)
	best := arms[0]
	var prior *arm
	for _, a := range arms {
		if a.prior {
			prior = a
		}
	}
	if prior != nil && prior != best {
		if gain, se := pairedGain(best, prior); gain <= confidence*se {
			best = prior
		}
	}
	return best.choice(p.Options).Decision, nil
}

// PolicyNames lists the policies NewNamedPolicy makes: sim's and the
// expert's.
func PolicyNames() []string { return append(slices.Clone(sim.Policies), Name) }

// NewNamedPolicy makes the policy named name with its own dice from seed:
// "expert" or "expert:N" (a budget of N rollouts), or any of sim's.
func NewNamedPolicy(name string, seed uint64) (sim.Policy, error) {
	if name == Name {
		return NewPolicy(Options{Seed: seed})
	}
	if b, ok := strings.CutPrefix(name, Name+":"); ok {
		n, err := strconv.Atoi(b)
		if err != nil || n < 1 {
			return nil, fmt.Errorf("policy %q: the budget after %q must be a number of rollouts, at least 1", name, Name+":")
		}
		return NewPolicy(Options{Seed: seed, Budget: n})
	}
	return sim.NewPolicy(name, seed)
}
