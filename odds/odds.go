// Package odds estimates the outcome of a battle before the player commits to
// it: Monte Carlo over the real rules engine, on copies of the game.
//
// Each sample plays the battle to its end on a quiet copy (rules.Game.SetQuiet)
// whose dice are seeded afresh: Japan's face-down Battle Plans are drawn from
// what is left in the campaign's cup, and every die is new, exactly as the
// player would see them. The game's own dice state is never read, so nothing
// the player cannot know leaks into the figure. The US side's later choices
// are made by the headless heuristic (sim.DecideBattle).
package odds

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"

	"nimitz/rules"
	"nimitz/sim"
)

// maxDecisions bounds one sample: a battle that needs more has stalled.
const maxDecisions = 100000

// Estimate is a mean over the samples with its standard error (the standard
// deviation of the mean): the true value lies within 2 standard errors of
// the mean about 95 times in 100.
type Estimate struct {
	Mean   float64 `json:"mean"`
	StdErr float64 `json:"std_err"`
}

// Losses are the Forces one side is expected to lose from now to the end of
// the battle, Carrier-Based Aircraft left out (they are replaced free):
// carriers are counted apart from the other Forces.
type Losses struct {
	Destroyed         Estimate `json:"destroyed"`
	Damaged           Estimate `json:"damaged"`
	CarriersDestroyed Estimate `json:"carriers_destroyed"`
	CarriersDamaged   Estimate `json:"carriers_damaged"`
}

// Result is the odds of one battle.
type Result struct {
	Area    string `json:"area"`
	Samples int    `json:"samples"`
	// USWins: no Japanese Force is left in the area and a US one is.
	USWins Estimate `json:"us_wins"`
	// BothRemain: both sides still have Forces in the area.
	BothRemain Estimate `json:"both_remain"`
	// USWipedOut: no US Force is left and a Japanese one is.
	USWipedOut Estimate `json:"us_wiped_out"`
	// NoneLeft: both sides lost every Force.
	NoneLeft Estimate `json:"none_left"`
	// HawaiiDefeat is the chance of the immediate defeat in the Hawaiian
	// Islands (meaningful only when AtHawaii).
	HawaiiDefeat Estimate `json:"hawaii_defeat"`
	AtHawaii     bool     `json:"at_hawaii"`
	US           Losses   `json:"us"`
	Japan        Losses   `json:"japan"`
}

// Tally gathers samples; Result turns it into estimates. Tallies of the same
// battle add up (Add), so a screen can show a figure that grows sharper.
type Tally struct {
	Area     string
	AtHawaii bool
	N        int
	outcome  [4]int // US wins, both remain, US wiped out, none left
	defeat   int
	// losses by side (0 US, 1 Japan) and kind: destroyed, damaged, carriers
	// destroyed, carriers damaged; sums and sums of squares.
	sum, sq [2][4]float64
}

// Add counts another tally of the same battle into t.
func (t *Tally) Add(o Tally) {
	if t.Area == "" {
		t.Area, t.AtHawaii = o.Area, o.AtHawaii
	}
	t.N += o.N
	t.defeat += o.defeat
	for i := range t.outcome {
		t.outcome[i] += o.outcome[i]
	}
	for s := range t.sum {
		for k := range t.sum[s] {
			t.sum[s][k] += o.sum[s][k]
			t.sq[s][k] += o.sq[s][k]
		}
	}
}

// Result returns the estimates of the samples counted so far.
func (t Tally) Result() Result {
	r := Result{Area: t.Area, Samples: t.N, AtHawaii: t.AtHawaii}
	p := func(k int) Estimate { return proportion(k, t.N) }
	r.USWins, r.BothRemain, r.USWipedOut, r.NoneLeft = p(t.outcome[0]), p(t.outcome[1]), p(t.outcome[2]), p(t.outcome[3])
	r.HawaiiDefeat = p(t.defeat)
	l := func(s int) Losses {
		m := func(k int) Estimate { return mean(t.sum[s][k], t.sq[s][k], t.N) }
		return Losses{Destroyed: m(0), Damaged: m(1), CarriersDestroyed: m(2), CarriersDamaged: m(3)}
	}
	r.US, r.Japan = l(0), l(1)
	return r
}

// proportion estimates a chance from k successes in n samples. The standard
// error uses the Agresti-Coull adjusted proportion, so that a chance never
// seen (k = 0 or n) still shows an honest, non-zero error.
func proportion(k, n int) Estimate {
	if n == 0 {
		return Estimate{}
	}
	p := float64(k) / float64(n)
	pa := (float64(k) + 2) / (float64(n) + 4)
	return Estimate{Mean: p, StdErr: math.Sqrt(pa * (1 - pa) / float64(n))}
}

func mean(sum, sq float64, n int) Estimate {
	if n == 0 {
		return Estimate{}
	}
	m := sum / float64(n)
	if n == 1 {
		return Estimate{Mean: m}
	}
	v := (sq - sum*m) / float64(n-1)
	return Estimate{Mean: m, StdErr: math.Sqrt(max(v, 0) / float64(n))}
}

// ErrNoBattle is returned for a game with no battle to estimate.
var ErrNoBattle = errors.New("no battle to estimate here")

// Battle estimates the battle g is at: the battle being fought (g.Battle), or
// the one area of g.Battles named by area before it is chosen (area may be
// "" when a battle is being fought). g is not changed. seed chooses the
// samples' fresh dice; the same seed gives the same figure. ctx stops the
// work early: the samples played so far are returned with ctx's error.
func Battle(ctx context.Context, g *rules.Game, area string, samples int, seed uint64) (Tally, error) {
	start := g.Clone()
	start.SetQuiet(true)
	// Japan's equal choices, which the rules leave to the player, are
	// answered by the policy with the first option: the engine's documented
	// order, which the engine follows itself with this option, without
	// stopping to ask (TestPolicyChoosesForJapanAsTheEngine).
	start.Options.GameMakesJapanChoices = true
	start.JapanChoices = rules.JapanChoices{} // a change in play gives way to the option
	if start.Battle != nil {
		area = start.Battle.Area
	} else if start.Step != rules.StepBattles || !slices.Contains(start.Battles, area) {
		return Tally{}, ErrNoBattle
	}
	if start.Over {
		return Tally{}, ErrNoBattle
	}
	t := Tally{Area: area, AtHawaii: area == rules.Hawaii}
	// The copy must stop when this battle ends rather than play on into
	// the next steps: another battle left to choose keeps it waiting.
	start.Battles = slices.DeleteFunc(start.Battles, func(a string) bool { return a == area })
	if len(start.Battles) == 0 {
		start.Battles = []string{otherArea(start, area)}
	}
	start.Battles = append(start.Battles, area)
	if start.Battle != nil {
		start.Battles = start.Battles[:len(start.Battles)-1]
	}
	before := &starting{byID: startingState(start, area)}
	start = sharedStart(start, area)
	// One game plays every sample, copied afresh from start each time into
	// the room the last sample used.
	var play *rules.Game
	for i := range samples {
		if i%16 == 0 {
			if err := ctx.Err(); err != nil {
				return t, err
			}
		}
		play = start.CloneInto(play)
		if err := t.sampleFrom(play, area, before, seed, uint64(i)); err != nil {
			return t, err
		}
	}
	return t, nil
}

// Move estimates the battle that a US move during US Movement would bring
// about, as if it were fought at once with the Forces that would then be in
// the area: Japanese Orders, still to be rolled, are hidden dice and are not
// guessed at. It returns ErrNoBattle when no Japanese Force would be there.
func Move(ctx context.Context, g *rules.Game, move rules.Decision, samples int, seed uint64) (Tally, error) {
	if g.Step != rules.StepMovement || move.Kind != rules.DoMove {
		return Tally{}, ErrNoBattle
	}
	c := g.Clone()
	c.SetQuiet(true)
	// The move's own checks come first: an illegal move has no odds.
	if _, err := c.Apply(move); err != nil {
		return Tally{}, err
	}
	if !c.Has(move.Area, rules.Japan) || !c.Has(move.Area, rules.US) {
		return Tally{}, ErrNoBattle
	}
	c.Step, c.Battles, c.Battle = rules.StepBattles, []string{move.Area}, nil
	return Battle(ctx, c, move.Area, samples, seed)
}

// otherArea names an area of the map other than area.
func otherArea(g *rules.Game, area string) string {
	for _, a := range g.Data().Map.Areas {
		if a.Name != area {
			return a.Name
		}
	}
	return area
}

// force is a Force's state when the estimate starts.
type force struct {
	lost, damaged, carrier bool
}

// starting is the state of the Forces when the estimate starts, by ID, and
// as found at each place of the Battle Sheet by the last sample.
type starting struct {
	byID map[string]force
	at   []placed
}

// placed is what starting.of found for the unit at a place.
type placed struct {
	id    string
	state force
	known bool
}

// of returns the starting state of Force id, the unit at place k of an
// ended Battle Sheet, and whether it was in the battle then. Every sample
// sets the battle up alike, so a place mostly holds the unit it held in the
// last sample: its answer is kept by place, and the ID compared (mostly the
// very same string), rather than looked up by ID for every unit of every
// sample.
func (s *starting) of(k int, id string) (force, bool) {
	if k < len(s.at) && s.at[k].id == id {
		return s.at[k].state, s.at[k].known
	}
	f, ok := s.byID[id]
	switch {
	case k < len(s.at):
		s.at[k] = placed{id, f, ok}
	case k == len(s.at):
		s.at = append(s.at, placed{id, f, ok})
	}
	return f, ok
}

// startingState records the state of every Force in the battle now, so that
// only the losses still to come are counted.
func startingState(g *rules.Game, area string) map[string]force {
	out := map[string]force{}
	if b := g.Battle; b != nil {
		for _, u := range b.Units {
			if !u.CBA() {
				out[u.ID()] = force{lost: u.Lost(), damaged: u.Damaged(), carrier: isCarrier(g, u.Counter())}
			}
		}
		return out
	}
	for _, side := range []rules.Side{rules.US, rules.Japan} {
		for _, f := range g.In(area, side) {
			out[f.ID] = force{damaged: f.Damaged, carrier: isCarrier(g, f.Counter)}
		}
	}
	return out
}

func isCarrier(g *rules.Game, counter string) bool {
	ct := g.Data().Counters[counter]
	return ct != nil && ct.IsCarrier()
}

// sampleDice returns the fresh dice of sample i: splitmix64 of the seed and
// the sample's number, never the game's own dice.
func sampleDice(seed, i uint64) uint64 {
	z := seed + (i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// sample plays the battle once to its end on g, a fresh copy of the game,
// and counts its outcome.
func (t *Tally) sample(g *rules.Game, area string, before map[string]force, seed, i uint64) error {
	return t.sampleFrom(g, area, &starting{byID: before}, seed, i)
}

// sampleFrom is sample with the starting state kept across samples.
func (t *Tally) sampleFrom(g *rules.Game, area string, before *starting, seed, i uint64) error {
	g.SetQuiet(true)
	g.Dice = rules.NewDice(sampleDice(seed, i))
	rng := rand.New(rand.NewPCG(seed, i))
	var decider sim.BattleDecider // this sample's: it remembers within the battle
	defeat := false
	for n := 0; g.Battle != nil || g.EndedBattle() == nil; n++ {
		if n > maxDecisions {
			return fmt.Errorf("the battle in %s did not end after %d decisions", area, n)
		}
		var evs []rules.Event
		var err error
		if g.Battle == nil {
			d := rules.Decision{Kind: rules.DoChooseBattle, Area: area}
			if evs, err = g.Apply(d); err != nil {
				return fmt.Errorf("the battle in %s refused %+v: %w", area, d, err)
			}
		} else {
			p := g.Pending()
			if len(p.Options) == 0 {
				return fmt.Errorf("the battle in %s asks nothing and goes nowhere", area)
			}
			i := decider.DecideOption(g, p, rng)
			if evs, err = g.Apply(p.Options[i]); err != nil {
				// Refused, the game is unchanged: the options still stand.
				return fmt.Errorf("the battle in %s refused %+v: %w", area, p.Options[i], err)
			}
		}
		for _, e := range evs {
			if e.Kind == rules.EvDefeat && e.Area == rules.Hawaii {
				defeat = true
			}
		}
		if g.Over && g.Battle != nil {
			break
		}
	}
	b := g.EndedBattle()
	if b == nil || b.Area != area {
		return fmt.Errorf("the battle in %s left no Battle Sheet", area)
	}
	var loss [2][4]float64
	for k := range b.Units {
		u := &b.Units[k]
		if u.CBA() {
			continue
		}
		s := 0
		if u.Side() == rules.Japan {
			s = 1
		}
		was, ok := before.of(k, u.ID())
		if !ok || was.lost {
			continue
		}
		k := -1
		switch {
		case u.Lost():
			k = 0
		case u.Damaged() && !was.damaged:
			k = 1
		}
		if k < 0 {
			continue
		}
		loss[s][k]++
		if was.carrier {
			loss[s][k+2]++
		}
	}
	t.outcome[OutcomeOf(b)]++
	if defeat {
		t.defeat++
	}
	for s := range loss {
		for k, v := range loss[s] {
			t.sum[s][k] += v
			t.sq[s][k] += v * v
		}
	}
	t.N++
	return nil
}
