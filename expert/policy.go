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
	best, err := Advise(g, 1, o)
	if err != nil {
		return rules.Decision{}, err
	}
	return best[0].Decision, nil
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
