package sim

import (
	"fmt"
	"math/rand/v2"

	"nimitz/rules"
)

// Policy decides for the US player, through the same Pending/Apply interface a
// player uses. It never changes the game itself.
type Policy interface {
	Name() string
	// Decide returns the decision to apply to the game's pending question,
	// or an error if the engine offers nothing to decide.
	Decide(g *rules.Game) (rules.Decision, error)
}

// options returns what the game asks, or an error when it offers no decision.
func options(g *rules.Game) (rules.Pending, error) {
	p := g.Pending()
	if len(p.Options) == 0 {
		return p, fmt.Errorf("%s %s: the engine asks %q but offers no decision", g.TurnName(), g.Step, p.Kind)
	}
	return p, nil
}

// Maker makes the policy named name whose own randomness comes from seed:
// NewPolicy, or a wider set of policies (the expert's, package expert)
// that falls back on it. sim cannot import the policies built on it, so
// whoever runs a simulation hands their Maker in (Config.New, MainWith).
type Maker func(name string, seed uint64) (Policy, error)

// or is m, or NewPolicy when m is nil.
func (m Maker) or() Maker {
	if m == nil {
		return NewPolicy
	}
	return m
}

// Policies lists the policy names NewPolicy accepts.
var Policies = []string{"random", "heuristic"}

// NewPolicy makes a named policy whose own randomness comes from seed, so a
// simulation is reproducible from its flags.
func NewPolicy(name string, seed uint64) (Policy, error) {
	rng := rand.New(rand.NewPCG(seed, 0x6e696d69747a))
	switch name {
	case "random":
		return &Random{rng: rng}, nil
	case "heuristic":
		return &Heuristic{rng: rng}, nil
	}
	return nil, fmt.Errorf("unknown policy %q (policies: random, heuristic)", name)
}

// Random picks uniformly among the legal decisions Pending lists. It leaves out
// taking back a move: that is an interface convenience, not a game decision, and
// with it a random player could wander in the Movement step for ever.
type Random struct {
	rng *rand.Rand
}

// Name implements Policy.
func (r *Random) Name() string { return "random" }

// Decide implements Policy.
func (r *Random) Decide(g *rules.Game) (rules.Decision, error) {
	p, err := options(g)
	if err != nil {
		return rules.Decision{}, err
	}
	opts := make([]rules.Decision, 0, len(p.Options))
	for _, d := range p.Options {
		if d.Kind != rules.DoUndoMove {
			opts = append(opts, d)
		}
	}
	if len(opts) == 0 {
		opts = p.Options
	}
	return opts[r.rng.IntN(len(opts))], nil
}
