package sim

import (
	"fmt"
	"time"

	"nimitz/rules"
)

// Linked is the campaign name of the linked series, 1942 through 1945.
const Linked = "linked"

// EndedEarly is how the balance table and chart name the series that stopped
// at a Replaced campaign (they have no Linked Evaluation).
const EndedEarly = "Ended early"

// linkedRatings lists the Linked Campaign Evaluations best first, then the
// series that ended early.
func linkedRatings() []string {
	l, err := rules.LoadLinked()
	if err != nil {
		return []string{EndedEarly}
	}
	var out []string
	for _, r := range l.Evaluation {
		out = append(out, r.Name)
	}
	return append(out, EndedEarly)
}

// count is how many games of a result ended with the named Evaluation.
func (r Result) count(name string) int {
	if name == EndedEarly && r.Campaign == Linked {
		return r.EndedEarly
	}
	return r.Evaluations[name]
}

// SeriesResult is what one simulated linked series ended with.
type SeriesResult struct {
	GameResult
	EndedEarly bool `json:"ended_early,omitempty"`
	// Final is the series as it ended (not reported, for tests).
	Series *rules.Series `json:"-"`
}

// PlayLinked plays one whole linked series with a policy: each campaign with a
// fresh policy seeded from the series and the year, checking the invariants
// of the campaign being played after every decision when check is set.
func PlayLinked(seed uint64, policyName string, check bool, trace func(*rules.Series, rules.Decision)) SeriesResult {
	res := SeriesResult{GameResult: GameResult{Seed: seed}}
	s, _, err := rules.NewSeries(rules.Options{Seed: seed})
	if err != nil {
		res.Err = err.Error()
		return res
	}
	var pol Policy
	year := 0
	for !s.Over {
		if s.Year() != year {
			year = s.Year()
			if pol, err = NewPolicy(policyName, policySeed(rules.YearSeed(seed, year))); err != nil {
				res.Err = err.Error()
				return res
			}
		}
		if res.Decisions >= 4*MaxDecisions {
			res.Err = fmt.Sprintf("no end after %d decisions (%d %s %s)", res.Decisions, year, s.Game.TurnName(), s.Game.Step)
			return res
		}
		g := s.Game
		d, err := pol.Decide(g)
		if err != nil {
			res.Err = fmt.Sprintf("%d: %v", year, err)
			return res
		}
		if trace != nil {
			trace(s, d)
		}
		evs, err := s.Apply(d)
		if err != nil {
			res.Err = fmt.Sprintf("%d %s %s: %s chose %+v, refused: %v", year, g.TurnName(), g.Step, pol.Name(), d, err)
			return res
		}
		res.Decisions++
		res.Battles += countBattles(evs)
		if check {
			if bad := Check(g); len(bad) > 0 {
				for _, b := range bad {
					res.Violations = append(res.Violations, fmt.Sprintf("%d %s %s: %s", year, g.TurnName(), g.Step, b))
				}
				check = false
			}
		}
	}
	res.Series = s
	res.Evaluation = s.Evaluation
	res.EndedEarly = s.EndedEarly
	res.Objectives = s.Total()
	return res
}

// runLinked plays cfg.Games linked series.
func runLinked(cfg Config) (Result, error) {
	if _, err := NewPolicy(cfg.Policy, 0); err != nil {
		return Result{}, err
	}
	if cfg.Games < 1 {
		return Result{}, fmt.Errorf("-games must be at least 1")
	}
	res := Result{Campaign: Linked, Games: cfg.Games, Seed: cfg.Seed, Policy: cfg.Policy, Evaluations: map[string]int{}}
	for _, r := range linkedRatings() {
		if r != EndedEarly {
			res.Evaluations[r] = 0
		}
	}
	start := time.Now()
	for i := 0; i < cfg.Games; i++ {
		sr := PlayLinked(GameSeed(cfg.Seed, i), cfg.Policy, cfg.CheckEvery, nil)
		if sr.EndedEarly && sr.Err == "" {
			res.EndedEarly++
			sr.Evaluation = ""
			res.objectives += sr.Objectives
			res.battles += sr.Battles
			if len(sr.Violations) > 0 {
				res.InvariantViolations++
				if len(res.Problems) < 20 {
					res.Problems = append(res.Problems, fmt.Sprintf("series seed %d: %s", sr.Seed, sr.Violations[0]))
				}
			}
			continue
		}
		res.add(sr.GameResult)
	}
	res.finish(cfg.Games, time.Since(start))
	return res, nil
}
