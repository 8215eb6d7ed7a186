package staff

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"

	"nimitz/expert"
	"nimitz/odds"
	"nimitz/rules"
	"nimitz/savegame"
)

// VerdictBudget is the rollouts the staff spends to find its own choice at
// a key decision when it judges a whole campaign, and on each side of the
// comparison with the player's: a small budget, so that a campaign's few
// hundred decisions are judged in a minute or two.
const VerdictBudget = 12

// verdictOdds is how many battles the odds at a battle's start rest on.
const verdictOdds = 400

// Verdict is the staff's view of a campaign played: each key decision of
// the player's set against the staff's own choice there, and each battle's
// result set against the odds the player had when it began.
type Verdict struct {
	Judged  []Judged
	Battles []Luck
}

// Judged is one key decision of the player's, judged.
type Judged struct {
	// At is the decision's place in the record: the replay's cursor
	// before it is At, after it At+1.
	At       int
	TurnName string
	Step     rules.Step
	Played   string // the player's decision, in words
	Staff    string // the staff's choice there, in words ("" when the same)
	Reason   string // the staff's reason for its choice
	// Lost is the Objectives at the campaign's end the player's decision
	// is expected to have cost against the staff's choice (0 when it was
	// the staff's own), with the standard error of the difference.
	Lost, LostSE float64
}

// Luck is one battle's result against its odds when it began.
type Luck struct {
	At       int // the decision that began the battle
	Area     string
	TurnName string
	Odds     odds.Result
	Outcome  odds.Outcome
}

// Costliest are the places in v.Judged of the n decisions that cost the
// most, costliest first; decisions that cost nothing are left out.
func (v *Verdict) Costliest(n int) []int {
	var out []int
	for i, j := range v.Judged {
		if j.Lost > 0 {
			out = append(out, i)
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return v.Judged[out[a]].Lost > v.Judged[out[b]].Lost })
	return out[:min(n, len(out))]
}

// Cost is the Objectives all the player's key decisions are expected to
// have cost against the staff's choices.
func (v *Verdict) Cost() float64 {
	sum := 0.0
	for _, j := range v.Judged {
		sum += max(j.Lost, 0)
	}
	return sum
}

// KeyDecision reports whether the question g asks is one of the player's key
// decisions: a US decision between two or more choices that are moves of
// the game (not taking back a move, not Japan's equal choices, which the
// rulebook leaves to the player on Japan's behalf).
func KeyDecision(g *rules.Game) bool {
	p := g.Pending()
	if p.Kind == rules.AskOrdersArea || (p.Battle != nil && p.Battle.JapaneseTie()) {
		return false
	}
	n := 0
	for _, d := range p.Options {
		if d.Kind != rules.DoUndoMove && d.Kind != rules.DoJapanChoices {
			n++
		}
	}
	return n > 1
}

// Judge replays the record ds of a campaign set up with opts, asks the
// staff at each key decision (budget rollouts a side) and plays the odds
// at each battle's start. progress is told how far it is, from the
// goroutine Judge runs on. ctx stops it.
func Judge(ctx context.Context, opts rules.Options, ds []rules.Decision, budget int, seed uint64, progress func(done, total int)) (*Verdict, error) {
	sess, err := savegame.Replay(opts, nil)
	if err != nil {
		return nil, err
	}
	v := &Verdict{}
	for k, d := range ds {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if progress != nil {
			progress(k, len(ds))
		}
		g := sess.Game()
		var j *Judged
		if !g.Over && KeyDecision(g) {
			if j, err = judge(ctx, g, d, budget, seed+uint64(k)); err != nil {
				return nil, fmt.Errorf("decision %d (%s): %w", k+1, Words(g, d), err)
			}
			j.At = k
		}
		battle := g.Battle
		evs, err := sess.Apply(d)
		if err != nil {
			return nil, fmt.Errorf("the record does not replay at decision %d: %w", k+1, err)
		}
		if j != nil {
			v.Judged = append(v.Judged, *j)
		}
		if battle == nil && sess.Game().Battle != nil {
			if l, err := luckAt(ctx, sess.Game(), k, seed); err == nil {
				v.Battles = append(v.Battles, l)
			}
		}
		for _, e := range evs {
			b, n := sess.Game().EndedBattle(), len(v.Battles)
			if e.Kind == rules.EvBattleEnd && b != nil && n > 0 && v.Battles[n-1].Outcome < 0 && v.Battles[n-1].Area == b.Area {
				v.Battles[n-1].Outcome = odds.OutcomeOf(b)
			}
		}
	}
	if progress != nil {
		progress(len(ds), len(ds))
	}
	return v, nil
}

// judge sets the player's decision d at g against the staff's choice: the
// staff's best choice there (expert.AdviseContext), then both weighed
// side by side on the same dice (expert.Compare), the staff's own dice:
// the dice the game went on to roll (luck) play no part.
func judge(ctx context.Context, g *rules.Game, d rules.Decision, budget int, seed uint64) (*Judged, error) {
	o := expert.Options{Seed: seed, Budget: budget}
	best, err := expert.AdviseContext(ctx, g.Clone(), 1, o)
	if err != nil || len(best) == 0 {
		return nil, orNone(err)
	}
	b := best[0]
	j := &Judged{TurnName: g.TurnName(), Step: g.Step, Played: Words(g, d), Reason: b.Reason}
	if sameChoice(b.Decision, d) {
		return j, nil
	}
	j.Staff = Words(g, b.Decision)
	o.Budget = 2 * budget
	cs, err := expert.Compare(ctx, g.Clone(), []rules.Decision{b.Decision, d}, o)
	if err != nil {
		return nil, err
	}
	if len(cs) != 2 {
		return nil, fmt.Errorf("the staff weighed %d decisions, not 2", len(cs))
	}
	j.Lost = cs[0].Objectives - cs[1].Objectives
	j.LostSE = math.Sqrt(cs[0].ObjectivesSE*cs[0].ObjectivesSE + cs[1].ObjectivesSE*cs[1].ObjectivesSE)
	return j, nil
}

// luckAt is the odds of the battle g has just begun.
func luckAt(ctx context.Context, g *rules.Game, k int, seed uint64) (Luck, error) {
	t, err := odds.Battle(ctx, g, "", verdictOdds, seed)
	if err != nil {
		return Luck{}, err
	}
	return Luck{At: k, Area: g.Battle.Area, TurnName: g.TurnName(), Odds: t.Result(), Outcome: -1}, nil
}

func orNone(err error) error {
	if err != nil {
		return err
	}
	return errors.New("the staff offered no choice")
}

func sameChoice(a, b rules.Decision) bool {
	return a.Kind == b.Kind && a.Force == b.Force && a.Area == b.Area && a.Zone == b.Zone && a.Number == b.Number &&
		a.Yes == b.Yes && strings.Join(a.Forces, ",") == strings.Join(b.Forces, ",") && strings.Join(a.Plans, ",") == strings.Join(b.Plans, ",")
}

// Judging is a verdict being worked out on a goroutine of its own, for a
// screen to show as it goes.
type Judging struct {
	mu          sync.Mutex
	done, total int
	v           *Verdict
	err         error
	cancel      context.CancelFunc
}

// StartJudging judges the record of sess (its options and decisions, read
// here) on another goroutine.
func StartJudging(sess *savegame.Session, budget int, seed uint64) *Judging {
	j := &Judging{total: sess.Len()}
	ctx, cancel := context.WithCancel(context.Background())
	j.cancel = cancel
	opts, ds := sess.Options(), sess.Decisions()
	go func() {
		v, err := judgeSafely(ctx, opts, ds, budget, seed, func(done, total int) {
			j.mu.Lock()
			j.done, j.total = done, total
			j.mu.Unlock()
		})
		j.mu.Lock()
		j.v, j.err = v, err
		j.mu.Unlock()
	}()
	return j
}

// judgeSafely is Judge with a panic (a bug met on the copy) turned into
// the screen's error.
func judgeSafely(ctx context.Context, opts rules.Options, ds []rules.Decision, budget int, seed uint64, progress func(int, int)) (v *Verdict, err error) {
	defer func() {
		if r := recover(); r != nil {
			v, err = nil, fmt.Errorf("the staff met an internal error (%v); please report it", r)
		}
	}()
	return Judge(ctx, opts, ds, budget, seed, progress)
}

// Done is a judging already done, with verdict v: what a screen shows
// when the verdict was worked out before (tests, a screen opened again).
func Done(v *Verdict) *Judging {
	return &Judging{done: 1, total: 1, v: v, cancel: func() {}}
}

// State is how far the judging is, and its verdict once done (or why not).
func (j *Judging) State() (done, total int, v *Verdict, err error) {
	j.mu.Lock()
	defer j.mu.Unlock()
	return j.done, j.total, j.v, j.err
}

// Stop ends the work.
func (j *Judging) Stop() { j.cancel() }
