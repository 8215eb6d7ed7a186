package sim

import (
	"fmt"
	"time"

	"nimitz/rules"
	"nimitz/savegame"
)

// policySeed is the seed of a game's policy, derived from the game's own seed,
// so that a saved game's policy can be rebuilt from the save alone.
func policySeed(gameSeed uint64) uint64 { return gameSeed ^ 0xa5a5a5a5 }

// StopAndSave plays game 0 of a simulation (the game `-games 1` plays) for at
// most n decisions and saves it to path. It returns the saved session.
func StopAndSave(year int, seed uint64, policyName string, n int, path string) (*savegame.Session, error) {
	return stopAndSave(year, seed, policyName, nil, n, path)
}

// stopAndSave is StopAndSave with the policy made by mk (nil: NewPolicy).
func stopAndSave(year int, seed uint64, policyName string, mk Maker, n int, path string) (*savegame.Session, error) {
	gameSeed := GameSeed(seed, 0)
	s, _, err := savegame.NewSession(rules.Options{Year: year, Seed: gameSeed})
	if err != nil {
		return nil, err
	}
	pol, err := mk.or()(policyName, policySeed(gameSeed))
	if err != nil {
		return nil, err
	}
	for i := 0; i < n && !s.Game().Over; i++ {
		d, err := pol.Decide(s.Game())
		if err != nil {
			return nil, err
		}
		if _, err := s.Apply(d); err != nil {
			return nil, fmt.Errorf("%s chose %+v, refused: %w", policyName, d, err)
		}
	}
	if err := savegame.Save(path, s); err != nil {
		return nil, err
	}
	return s, nil
}

// resume rebuilds a loaded campaign and the policy's own state by showing it
// the recorded game decision by decision, as if it had played it. synced is
// false when the recorded decisions are not the ones this policy makes (a game
// a person played, or another policy): play then goes on with a fresh policy.
func resume(loaded *savegame.Loaded, policyName string, mk Maker) (g *rules.Game, pol Policy, sofar GameResult, synced bool, err error) {
	opts := loaded.Session.Options()
	record := loaded.Session.Decisions()
	synced = true
	if start := loaded.Session.Start(); start != nil {
		// A save of older rules: its record begins at its saved state, and
		// the decisions before it were made under other rules, so no policy
		// can be in step with them.
		g, err = start.Game()
		synced = false
	} else {
		g, _, err = rules.NewGame(opts)
	}
	if err != nil {
		return nil, nil, sofar, false, err
	}
	pol, err = mk.or()(policyName, policySeed(opts.Seed))
	if err != nil {
		return nil, nil, sofar, false, err
	}
	sofar.Seed = opts.Seed
	for k, d := range record {
		if err := replayOne(pol, g, d, g.Apply, &synced, &sofar); err != nil {
			return nil, nil, sofar, false, fmt.Errorf("replaying decision %d of the save: %w", k+1, err)
		}
	}
	if !synced {
		pol, _ = mk.or()(policyName, policySeed(opts.Seed))
	}
	return g, pol, sofar, synced, nil
}

// replayOne replays one recorded decision d with apply, first asking the
// policy what it would decide on g while synced still holds, and counts it
// in sofar.
func replayOne(pol Policy, g *rules.Game, d rules.Decision, apply func(rules.Decision) ([]rules.Event, error), synced *bool, sofar *GameResult) error {
	if *synced {
		mine, err := pol.Decide(g)
		*synced = err == nil && sameDecision(mine, d)
	}
	evs, err := apply(d)
	if err != nil {
		return err
	}
	sofar.Decisions++
	sofar.Battles += countBattles(evs)
	return nil
}

func sameDecision(a, b rules.Decision) bool {
	if a.Kind != b.Kind || a.Force != b.Force || a.Area != b.Area || a.Zone != b.Zone ||
		a.Number != b.Number || a.Yes != b.Yes || len(a.Forces) != len(b.Forces) || len(a.Plans) != len(b.Plans) {
		return false
	}
	for i := range a.Forces {
		if a.Forces[i] != b.Forces[i] {
			return false
		}
	}
	for i := range a.Plans {
		if a.Plans[i] != b.Plans[i] {
			return false
		}
	}
	return true
}

// Continue plays a resumed game to its end and reports it as a one-game
// simulation whose seed is the game's own.
func Continue(g *rules.Game, pol Policy, sofar GameResult, check bool) Result {
	start := time.Now()
	gr := playOn(g, pol, sofar, check, nil)
	res := Result{Campaign: fmt.Sprint(g.Year), Games: 1, Seed: g.Options.Seed, Policy: pol.Name(),
		Evaluations: map[string]int{}}
	for _, r := range setupRatings(g.Year) {
		res.Evaluations[r] = 0
	}
	res.add(gr)
	res.finish(1, time.Since(start))
	return res
}

// ContinueSaved plays the game saved at path to its end, a single campaign or
// a linked series, and reports it as a one-game simulation. synced is false
// when the saved decisions were not the policy's own (see resume).
func ContinueSaved(path, policyName string, check bool) (res Result, synced bool, err error) {
	return continueSaved(path, policyName, nil, check)
}

// continueSaved is ContinueSaved with the policy made by mk (nil:
// NewPolicy).
func continueSaved(path, policyName string, mk Maker, check bool) (res Result, synced bool, err error) {
	loaded, err := savegame.Load(path)
	if err != nil {
		return Result{}, false, err
	}
	if !loaded.Session.Linked() {
		g, pol, sofar, synced, err := resume(loaded, policyName, mk)
		if err != nil {
			return Result{}, false, err
		}
		return Continue(g, pol, sofar, check), synced, nil
	}
	start := time.Now()
	s, pol, sofar, synced, err := resumeSeries(loaded, policyName, mk)
	if err != nil {
		return Result{}, false, err
	}
	res = newLinkedResult(1, s.Options.Seed, policyName)
	res.addSeries(playSeriesOn(s, policyName, mk, pol, s.Year(), sofar, check, nil))
	res.finish(1, time.Since(start))
	return res, synced, nil
}

// resumeSeries is resume for a linked series: it replays the saved decisions
// from the series' set-up, showing each campaign's to a policy built for its
// year as PlayLinked builds it, so that play goes on as if never stopped.
func resumeSeries(loaded *savegame.Loaded, policyName string, mk Maker) (s *rules.Series, pol Policy, sofar SeriesResult, synced bool, err error) {
	opts := loaded.Session.Options()
	synced = true
	if start := loaded.Session.Start(); start != nil {
		// A save of older rules: see resume.
		s, err = start.Series()
		synced = false
	} else {
		s, _, err = rules.NewSeries(opts)
	}
	if err != nil {
		return nil, nil, sofar, false, err
	}
	sofar.Seed = opts.Seed
	year := 0
	for k, d := range loaded.Session.Decisions() {
		if s.Year() != year {
			year = s.Year()
			if pol, err = seriesPolicy(s, policyName, mk); err != nil {
				return nil, nil, sofar, false, err
			}
		}
		if err := replayOne(pol, s.Game, d, s.Apply, &synced, &sofar.GameResult); err != nil {
			return nil, nil, sofar, false, fmt.Errorf("replaying decision %d of the save: %w", k+1, err)
		}
	}
	if !synced || s.Year() != year {
		// A fresh policy for the campaign in play: the saved decisions were
		// not this policy's, or the save stopped as a new campaign began.
		if pol, err = seriesPolicy(s, policyName, mk); err != nil {
			return nil, nil, sofar, false, err
		}
	}
	return s, pol, sofar, synced, nil
}
