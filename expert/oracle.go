package expert

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"nimitz/rules"
	"nimitz/sim"
)

// OracleName is the clairvoyant bound's policy name: "oracle:K" weighs K
// candidates a decision, "oracle:K+battles" the questions inside a battle
// too. It is a measuring stick for docs/balance.md, never advice: it cheats.
const OracleName = "oracle"

// BlindName is the oracle's search made honest, its control: "blind:K"
// weighs the same K candidates with the same heuristic after them, each
// once, but on a copy redealt with its own dice (one future a player could
// imagine) instead of the game's own. What the oracle gains over it is what
// seeing the dice is worth to that search.
const BlindName = "blind"

// Oracle is not a player but an upper bound on what search over the
// heuristic can reach: it reads the game's own future. At each US decision
// it copies the real game, dice stream and cup order included (no redeal),
// plays each of K candidate options on a copy and lets the heuristic play
// the copy to the campaign's end, and takes the option whose real outcome is
// best, ties to the line it follows. Since the copies' dice are the game's,
// an option's value is what it will bring, not what it may: no honest
// player whose plan after the decision is the heuristic's can do better at
// one step of look-ahead, and applied at every decision this is a greedy
// search with perfect information.
//
// The line is the game the oracle expects: a heuristic that started afresh
// at the last decision where the oracle left the line before it (or at the
// campaign's start), played on the real game. Every rollout is such a
// heuristic, with the same dice of its own, so when the oracle takes an
// option the real game then plays exactly as its rollout did, and the
// line's value is known without playing it again. So the oracle's outcome
// is never worse than the line's, and the first line is the heuristic's own
// game (the same policy seed): campaign by campaign, the oracle ends at
// least as well as the heuristic.
type Oracle struct {
	k       int
	battles bool
	seed    uint64
	name    string
	// blind redeals every copy (BlindName): the search without the sight.
	blind bool
	// asked counts the decisions weighed, so that each blind one imagines
	// its own future.
	asked uint64
	// line is the heuristic playing the line and value its real outcome;
	// line is nil before the first decision.
	line  sim.Policy
	value ending
	// Deviations counts the decisions where the oracle left the line.
	Deviations int
}

// ending is how a campaign ends, in the order the oracle prefers: a better
// Evaluation first, then more Objectives.
type ending struct {
	rating     int // place among the campaign's Evaluations, best first
	objectives int
}

// better reports whether e is a better end than f.
func (e ending) better(f ending) bool {
	if e.rating != f.rating {
		return e.rating < f.rating
	}
	return e.objectives > f.objectives
}

// NewOracle returns the bound weighing k candidates a decision (at least
// 1), inside battles too when battles is set; seed is the heuristic's own
// dice, as the sim gives a policy, so that the first line is the
// heuristic's game.
func NewOracle(k int, battles bool, seed uint64) (*Oracle, error) {
	if k < 1 {
		return nil, fmt.Errorf("the oracle needs at least 1 candidate a decision, not %d", k)
	}
	name := fmt.Sprintf("%s:%d", OracleName, k)
	if battles {
		name += "+battles"
	}
	return &Oracle{k: k, battles: battles, seed: seed, name: name}, nil
}

// parseOracle makes the oracle a policy name asks for: "oracle:K" or
// "oracle:K+battles", or its blind control "blind:K" ("blind:K+battles").
func parseOracle(name string, seed uint64) (*Oracle, error) {
	prefix, blind := OracleName+":", false
	if strings.HasPrefix(name, BlindName+":") {
		prefix, blind = BlindName+":", true
	}
	b, ok := strings.CutPrefix(name, prefix)
	if !ok {
		return nil, fmt.Errorf("policy %q: the oracle is named %q", name, OracleName+":K")
	}
	b, battles := strings.CutSuffix(b, "+battles")
	k, err := strconv.Atoi(b)
	if err != nil || k < 1 {
		return nil, fmt.Errorf("policy %q: the number after %q must be the candidates a decision, at least 1", name, prefix)
	}
	o, err := NewOracle(k, battles, seed)
	if err != nil {
		return nil, err
	}
	if blind {
		o.blind = true
		o.name = BlindName + strings.TrimPrefix(o.name, OracleName)
	}
	return o, nil
}

// Name implements sim.Policy.
func (o *Oracle) Name() string { return o.name }

// Value is the real outcome of the line the oracle follows: the Objectives
// the campaign will end with unless a later decision finds better (blind:
// the line's end on the last future it imagined).
func (o *Oracle) Value() int { return o.value.objectives }

// weighs reports whether the oracle searches questions of kind k.
func (o *Oracle) weighs(k rules.PendingKind) bool {
	return searched(k) || o.battles && k == rules.AskBattle
}

// Decide implements sim.Policy.
func (o *Oracle) Decide(g *rules.Game) (rules.Decision, error) {
	if o.line == nil {
		if err := o.startLine(g, nil); err != nil {
			return rules.Decision{}, err
		}
	}
	if g.Over || !o.weighs(g.Asks()) {
		return o.line.Decide(g)
	}
	opts := g.Pending().Options
	cands := candidates(opts)
	// The line's own decision: asked now, as the line would be.
	follow, err := o.line.Decide(g)
	if err != nil || len(cands) < 2 {
		return follow, err
	}
	pickAt := slices.IndexFunc(opts, func(d rules.Decision) bool { return sameDecision(d, follow) })
	cands = prune(g, opts, cands, pickAt, o.k)
	o.asked++
	best, bestAt := o.value, -1
	if o.blind {
		// The line's value on this decision's imagined future: the value
		// from the last one says nothing of this one's dice.
		if best, err = o.playOut(g, nil); err != nil {
			return rules.Decision{}, err
		}
	}
	for _, i := range cands {
		e, err := o.playOut(g, &opts[i])
		if err != nil {
			return rules.Decision{}, err
		}
		if e.better(best) {
			best, bestAt = e, i
		}
	}
	if bestAt < 0 {
		return follow, nil
	}
	// A new line from the state the option leaves, played as its rollout
	// was: the same fresh heuristic, the same game.
	line, err := sim.NewPolicy("heuristic", o.seed)
	if err != nil {
		return rules.Decision{}, err
	}
	o.line, o.value = line, best
	o.Deviations++
	return opts[bestAt], nil
}

// startLine starts the line at g (d applied first, if not nil) and finds
// its value.
func (o *Oracle) startLine(g *rules.Game, d *rules.Decision) error {
	e, err := o.playOut(g, d)
	if err != nil {
		return err
	}
	line, err := sim.NewPolicy("heuristic", o.seed)
	if err != nil {
		return err
	}
	o.line, o.value = line, e
	return nil
}

// playOut is the real end of the campaign if d (nil: none) is played now
// and a fresh heuristic plays the rest: on a copy with the game's own dice
// (blind: redealt, the same future for every option of one decision).
func (o *Oracle) playOut(g *rules.Game, d *rules.Decision) (ending, error) {
	c := g.Clone()
	c.SetQuiet(true)
	if o.blind {
		c.Redeal(mix(o.seed, o.asked, 8))
	}
	if d != nil {
		if _, err := c.Apply(*d); err != nil {
			return ending{}, err
		}
	}
	pol, err := sim.NewPolicy("heuristic", o.seed)
	if err != nil {
		return ending{}, err
	}
	if _, err := playOut(c, pol); err != nil {
		return ending{}, err
	}
	return endingOf(c), nil
}

// endingOf is how the finished campaign g ended.
func endingOf(g *rules.Game) ending {
	e := ending{objectives: ended(g).objectives}
	ratings := g.Data().Setup.Evaluation
	e.rating = slices.IndexFunc(ratings, func(r rules.Rating) bool { return r.Name == g.Evaluation })
	if e.rating < 0 {
		e.rating = len(ratings)
	}
	return e
}
