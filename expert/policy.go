package expert

import (
	"fmt"
	"math"
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
//
// The heuristic plans a Resupply or Movement step whole; planned afresh
// after every single decision it plays another, weaker game. So when the
// search keeps the heuristic's pick at a step's decision, the expert hands
// the rest of that step to a heuristic that plans it from there, as the
// heuristic itself would, and searches again at the next step: it plays
// the heuristic's game except where an option beat it clearly.
type Policy struct {
	opt  Options
	name string
	// inner answers the questions the expert does not search, and the
	// rest of a step it hands over (follow).
	inner sim.Policy
	// follow is the step handed to inner, if any.
	follow stepKey
	// asked counts the searches, so that each draws its own dice.
	asked uint64
}

// stepKey names one step of one Campaign Turn.
type stepKey struct {
	turn int
	step rules.Step
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
	return &Policy{opt: o, name: name, inner: inner, follow: stepKey{turn: -1}}, nil
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

// planned are the questions the heuristic answers by a plan for the step.
func planned(k rules.PendingKind) bool {
	return k == rules.AskResupply || k == rules.AskMovement
}

// Decide implements sim.Policy.
func (p *Policy) Decide(g *rules.Game) (rules.Decision, error) {
	kind := g.Asks()
	here := stepKey{g.Turn, g.Step}
	if !searched(kind) || planned(kind) && p.follow == here {
		return p.inner.Decide(g)
	}
	p.asked++
	o := p.opt
	o.Seed = mix(p.opt.Seed, p.asked, 5)
	d, keep, err := decide(g, o)
	if err != nil || !keep || !planned(kind) {
		return d, err
	}
	// The heuristic's pick stands: a heuristic that plans this step now
	// plays it to its end, the pick first.
	inner, err := sim.NewPolicy("heuristic", mix(p.opt.Seed, p.asked, 6))
	if err != nil {
		return rules.Decision{}, err
	}
	p.inner, p.follow = inner, here
	return p.inner.Decide(g)
}

// confidence is how many standard errors an option's gain over the
// heuristic's pick must clear, on rollouts of its own, before the expert
// plays it instead: with a few rollouts an option is often ahead by luck
// alone, and a policy that follows luck plays worse than the heuristic it
// is built on.
const confidence = 2

// spread is the least standard deviation a paired gain is taken to have,
// in Objectives a rollout: near the one BenchmarkStepGains measures. With
// a few rollouts, most of them ending alike, the sample's own deviation is
// often near nothing, and an option one lucky rollout ahead would pass.
const spread = 1.0

// confirmFrom is the first rollout of the confirmation: redeals no
// selection plays.
const confirmFrom = 1 << 20

// decide is the expert's move: the best option the search found when it
// beats the heuristic's pick clearly on the same dice, else that pick
// (keep true). Half the budget chooses the best option by successive
// halving; the other half plays it and the pick again on fresh redeals, and
// only that second half judges the gain: the first half found the option
// that looked best, luck included, and would judge it kindly.
func decide(g *rules.Game, o Options) (d rules.Decision, keep bool, err error) {
	p := g.Pending()
	cands := candidates(p.Options)
	if len(cands) == 0 {
		return rules.Decision{}, false, ErrNothingToDecide
	}
	s, err := newSearch(g, o)
	if err != nil {
		return rules.Decision{}, false, err
	}
	s.heuristicPick(p.Options)
	if len(cands) == 1 && s.pick != nil {
		return *s.pick, true, nil
	}
	budget := o.budget()
	choose := max(budget/2, 2)
	cands = prune(s.base, p.Options, cands, s.pickAt, max(choose/perCandidate, 2))
	arms := s.weigh(p.Options, cands, choose)
	best := arms[0]
	var prior *arm
	for _, a := range arms {
		if a.prior {
			prior = a
		}
	}
	if prior == nil {
		return best.choice(p.Options).Decision, false, nil
	}
	if best == prior {
		return prior.choice(p.Options).Decision, true, nil
	}
	again := &arm{option: best.option}
	pick := &arm{option: prior.option, prior: true}
	n := max((budget-choose)/2, 1)
	for k := 0; k < n; k++ {
		r, err := s.rollout(&p.Options[best.option], confirmFrom+k)
		if err != nil {
			return rules.Decision{}, false, err
		}
		again.add(r)
		if r, err = s.rollout(nil, confirmFrom+k); err != nil {
			return rules.Decision{}, false, err
		}
		pick.add(r)
	}
	gain, se := pairedGain(again, pick)
	if gain <= confidence*max(se, spread/math.Sqrt(float64(n))) {
		return prior.choice(p.Options).Decision, true, nil
	}
	return best.choice(p.Options).Decision, false, nil
}

// PolicyNames lists the policies NewNamedPolicy makes: sim's, the
// expert's and, for measurement alone, the clairvoyant bound (Oracle).
func PolicyNames() []string {
	return append(slices.Clone(sim.Policies), Name, OracleName+":K", BlindName+":K")
}

// NewNamedPolicy makes the policy named name with its own dice from seed:
// "expert" or "expert:N" (a budget of N rollouts), "oracle:K" (the
// clairvoyant bound, Oracle) and "blind:K" (its honest control), or any of
// sim's.
func NewNamedPolicy(name string, seed uint64) (sim.Policy, error) {
	if strings.HasPrefix(name, OracleName+":") || strings.HasPrefix(name, BlindName+":") {
		return parseOracle(name, seed)
	}
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
