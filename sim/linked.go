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
	return playLinked(seed, policyName, nil, check, trace)
}

// PlayLinkedWith is PlayLinked with the policy made by mk (nil:
// NewPolicy), for policies sim cannot import (the expert's).
func PlayLinkedWith(mk Maker, seed uint64, policyName string, check bool, trace func(*rules.Series, rules.Decision)) SeriesResult {
	return playLinked(seed, policyName, mk, check, trace)
}

// playLinked is PlayLinked with the policy made by mk (nil: NewPolicy).
func playLinked(seed uint64, policyName string, mk Maker, check bool, trace func(*rules.Series, rules.Decision)) SeriesResult {
	res := SeriesResult{GameResult: GameResult{Seed: seed}}
	s, _, err := rules.NewSeries(rules.Options{Seed: seed})
	if err != nil {
		res.Err = err.Error()
		return res
	}
	return playSeriesOn(s, policyName, mk, nil, 0, res, check, trace)
}

// seriesPolicy is the policy that plays a year of a linked series: each
// campaign has its own, seeded from the series' seed and the year, so that a
// resumed series plays on as the uninterrupted one would.
func seriesPolicy(s *rules.Series, policyName string, mk Maker) (Policy, error) {
	return mk.or()(policyName, policySeed(rules.YearSeed(s.Options.Seed, s.Year())))
}

// playSeriesOn plays a series from where it stands to its end. pol is the
// policy playing year (nil to start one for the current campaign).
func playSeriesOn(s *rules.Series, policyName string, mk Maker, pol Policy, year int, res SeriesResult, check bool, trace func(*rules.Series, rules.Decision)) SeriesResult {
	var err error
	for !s.Over {
		if s.Year() != year || pol == nil {
			year = s.Year()
			if pol, err = seriesPolicy(s, policyName, mk); err != nil {
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
	if _, err := cfg.New.or()(cfg.Policy, 0); err != nil {
		return Result{}, err
	}
	if cfg.Games < 1 {
		return Result{}, fmt.Errorf("-games must be at least 1")
	}
	res := newLinkedResult(cfg.Games, cfg.Seed, cfg.Policy)
	start := time.Now()
	for i := 0; i < cfg.Games; i++ {
		res.addSeries(playLinked(GameSeed(cfg.Seed, i), cfg.Policy, cfg.New, cfg.CheckEvery, nil))
	}
	res.finish(cfg.Games, time.Since(start))
	return res, nil
}

// newLinkedResult is an empty result for linked series, with a count for
// every Linked Campaign Evaluation.
func newLinkedResult(games int, seed uint64, policy string) Result {
	res := Result{Campaign: Linked, Games: games, Seed: seed, Policy: policy, Evaluations: map[string]int{}}
	for _, r := range linkedRatings() {
		if r != EndedEarly {
			res.Evaluations[r] = 0
		}
	}
	return res
}

// addSeries counts one series: one that ended early has no Evaluation.
func (r *Result) addSeries(sr SeriesResult) {
	if !sr.EndedEarly || sr.Err != "" {
		r.add(sr.GameResult)
		return
	}
	r.EndedEarly++
	r.objectives += sr.Objectives
	r.battles += sr.Battles
	if len(sr.Violations) > 0 {
		r.InvariantViolations++
		if len(r.Problems) < 20 {
			r.Problems = append(r.Problems, fmt.Sprintf("series seed %d: %s", sr.Seed, sr.Violations[0]))
		}
	}
}
