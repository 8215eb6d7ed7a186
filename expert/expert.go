// Package expert is the staff: a player that searches over the real engine,
// each option of a US decision weighed by rollouts to the campaign's end
// played by the heuristic (sim.Heuristic), and an adviser built on it. It
// sees only what a player sees: every rollout plays on a copy of the game
// redealt with the adviser's own dice (rules.Game.Redeal), never the game's
// dice to come nor the order of its cup and stacks.
package expert

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"

	"nimitz/rules"
)

// DefaultBudget is the rollouts one decision costs when Options.Budget is
// 0: advice within a second on one core even at a campaign's first
// decisions, whose rollouts play the whole campaign (BenchmarkAdvise,
// docs/balance.md).
const DefaultBudget = 192

// Options sets how hard the staff thinks.
type Options struct {
	// Seed is the adviser's own dice: the same seed, the same advice.
	Seed uint64
	// Budget is the rollouts one decision may cost, shared among its
	// options; 0 is DefaultBudget.
	Budget int
	// Progress, when not nil, is told after each rollout how many of the
	// budget are done, for a progress line; it runs in Advise's goroutine.
	Progress func(done, budget int)
}

func (o Options) budget() int {
	if o.Budget <= 0 {
		return DefaultBudget
	}
	return o.Budget
}

// Choice is one option the staff weighs at the game's pending question.
type Choice struct {
	// Option is the place of Decision among g.Pending().Options, or -1
	// when Decision is a legal combination the options do not spell out
	// (several Forces moving together, as the heuristic moves them).
	Option int
	// Decision is what "Do it" applies through the session.
	Decision rules.Decision
	// Objectives is the Objectives expected at the campaign's end, with its
	// standard error over the rollouts.
	Objectives, ObjectivesSE float64
	// Historical is the chance of an Evaluation of Historical or better,
	// with its standard error.
	Historical, HistoricalSE float64
	// Rollouts is how many campaigns played to their end stand behind the
	// figures.
	Rollouts int
	// Battle is, at a battle's question, the battle's area; Cleared the
	// chance that the battle ends with no Japanese Force left there, with
	// its standard error, and JapanLeft and USLeft the Forces of each side
	// left there on average: the odds the choice gives the battle.
	Battle             string
	Cleared, ClearedSE float64
	JapanLeft, USLeft  float64
	// Reason says why, in the game's words, from the facts of the position.
	Reason string
	// Show is what the board marks for the choice.
	Show Show
}

// Show says what the board marks for a choice.
type Show struct {
	// From and To are the areas the choice moves from and to: the stack to
	// ring and the arrow's end.
	From, To []string
	// Units are the IDs of the Forces (or a battle's units) the choice
	// moves, buys, repairs or strikes.
	Units []string
	// Plan is the Battle Plan the choice selects or uses, if any.
	Plan string
}

// ErrNothingToDecide is Advise's answer when the game asks the US nothing.
var ErrNothingToDecide = errors.New("the game asks nothing of the US now")

// Advise returns up to n of the best choices at g's pending US decision,
// best first. It never changes g and reads nothing of it a player cannot see.
func Advise(g *rules.Game, n int, o Options) ([]Choice, error) {
	return AdviseContext(context.Background(), g, n, o)
}

// AdviseContext is Advise that stops when ctx is done (the position changed,
// the screen closed), returning ctx's error and no advice. g is read only
// before the first rollout, while it is copied: a screen that thinks in
// another goroutine hands it a copy made on its own (rules.Game.Clone).
func AdviseContext(ctx context.Context, g *rules.Game, n int, o Options) ([]Choice, error) {
	if g.Over {
		return nil, ErrNothingToDecide
	}
	p := g.Pending()
	cands := candidates(p.Options)
	if len(cands) == 0 {
		return nil, ErrNothingToDecide
	}
	if n < 1 {
		n = 1
	}
	s, err := newSearch(g, o)
	if err != nil {
		return nil, err
	}
	s.ctx = ctx
	if p.Kind == rules.AskBattle && g.Battle != nil {
		s.battle = g.Battle.Area
	}
	budget := o.budget()
	s.heuristicPick(p.Options)
	cands = prune(s.base, p.Options, cands, s.pickAt, max(budget/perCandidate, 2))
	arms := s.weigh(p.Options, cands, budget)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := make([]Choice, 0, min(n, len(arms)))
	for _, a := range arms[:min(n, len(arms))] {
		c := a.choice(p.Options)
		// The copy, not g: the board is the same, and g may be in play
		// again by now.
		c.Reason, c.Show = explain(s.base, c.Decision)
		if s.battle != "" && c.Rollouts > 0 {
			c.Battle = s.battle
			c.Reason += " " + battleOdds(c)
		}
		out = append(out, c)
	}
	return out, nil
}

// candidates lists the places of the options worth weighing: taking back a
// move and handing Japan's choices over are conveniences of the interface,
// not moves of the game.
func candidates(opts []rules.Decision) []int {
	var out []int
	for i, d := range opts {
		if d.Kind == rules.DoUndoMove || d.Kind == rules.DoJapanChoices {
			continue
		}
		out = append(out, i)
	}
	return out
}

// arm is one option and its rollouts' sums.
type arm struct {
	option    int
	n         int
	obj, obj2 float64
	hist      float64
	cleared   float64
	jp, us    float64 // the Forces left in the battle's area, summed
	prior     bool    // the heuristic's own pick
	// decision is the heuristic's pick when it is no listed option.
	decision *rules.Decision
	// each is the Objectives of each rollout, in the order of their dice:
	// rollout k of two arms played from the same redeal (pairedGain).
	each []int
}

func (a *arm) add(r outcome) {
	a.each = append(a.each, r.objectives)
	a.n++
	a.obj += float64(r.objectives)
	a.obj2 += float64(r.objectives * r.objectives)
	if r.historical {
		a.hist++
	}
	if r.cleared {
		a.cleared++
	}
	a.jp += float64(r.jpLeft)
	a.us += float64(r.usLeft)
}

func (a *arm) mean() float64 {
	if a.n == 0 {
		return math.Inf(-1)
	}
	return a.obj / float64(a.n)
}

func (a *arm) choice(opts []rules.Decision) Choice {
	c := Choice{Option: a.option, Rollouts: a.n}
	if a.option >= 0 {
		c.Decision = opts[a.option]
	} else if a.decision != nil {
		c.Decision = *a.decision
	}
	if a.n == 0 {
		return c
	}
	n := float64(a.n)
	c.Objectives = a.obj / n
	c.Historical = a.hist / n
	if a.n > 1 {
		v := max(0, (a.obj2-a.obj*a.obj/n)/(n-1))
		c.ObjectivesSE = math.Sqrt(v / n)
		c.HistoricalSE = math.Sqrt(c.Historical * (1 - c.Historical) / n)
	}
	c.Cleared, c.JapanLeft, c.USLeft = a.cleared/n, a.jp/n, a.us/n
	if a.n > 1 {
		c.ClearedSE = math.Sqrt(c.Cleared * (1 - c.Cleared) / n)
	}
	return c
}

// rank orders arms best first: expected Objectives, then the chance of
// Historical or better, then the heuristic's pick, then the option's place
// (the order is total, so advice is reproducible).
func rank(arms []*arm) {
	slices.SortStableFunc(arms, func(a, b *arm) int {
		if ma, mb := a.mean(), b.mean(); ma != mb {
			if ma > mb {
				return -1
			}
			return 1
		}
		if a.n > 0 && b.n > 0 {
			ha, hb := a.hist/float64(a.n), b.hist/float64(b.n)
			if ha != hb {
				if ha > hb {
					return -1
				}
				return 1
			}
		}
		if a.prior != b.prior {
			if a.prior {
				return -1
			}
			return 1
		}
		return a.option - b.option
	})
}

func (a *arm) String() string {
	return fmt.Sprintf("option %d: %.2f over %d", a.option, a.mean(), a.n)
}

// pairedGain is how many Objectives a gains over b on the rollouts both
// played from the same redeals, and the standard error of that gain.
func pairedGain(a, b *arm) (gain, se float64) {
	n := min(len(a.each), len(b.each))
	if n == 0 {
		return 0, math.Inf(1)
	}
	var sum, sum2 float64
	for k := 0; k < n; k++ {
		d := float64(a.each[k] - b.each[k])
		sum += d
		sum2 += d * d
	}
	m := sum / float64(n)
	if n == 1 {
		return m, math.Inf(1)
	}
	v := max(0, (sum2-sum*sum/float64(n))/float64(n-1))
	return m, math.Sqrt(v / float64(n))
}
