package sim

import (
	"fmt"
	"time"

	"nimitz/rules"
)

// MaxDecisions bounds one campaign: a game that needs more has stalled, and
// counts as an error rather than running for ever.
const MaxDecisions = 200000

// Config says what to simulate.
type Config struct {
	Campaign string // "1942"
	Games    int
	Seed     uint64
	Policy   string
	// CheckEvery checks the invariants after every decision (true in tests and
	// in the -sim command; benchmarks turn it off to time the engine alone).
	CheckEvery bool
	// New makes the policy from its name (nil: NewPolicy).
	New Maker
}

// GameResult is what one simulated campaign ended with.
type GameResult struct {
	Seed       uint64   `json:"seed"`
	Evaluation string   `json:"evaluation"`
	Objectives int      `json:"objectives"`
	Battles    int      `json:"battles"`
	Decisions  int      `json:"decisions"`
	Violations []string `json:"violations,omitempty"`
	Err        string   `json:"error,omitempty"`
	// Final is the game as it ended (not reported, for tests).
	Final *rules.Game `json:"-"`
}

// Result sums up a simulation; its JSON form is what `-sim -json` prints.
type Result struct {
	Campaign            string         `json:"campaign"`
	Games               int            `json:"games"`
	Seed                uint64         `json:"seed"`
	Policy              string         `json:"policy"`
	Evaluations         map[string]int `json:"evaluations"`
	ObjectivesMean      float64        `json:"objectives_mean"`
	BattlesMean         float64        `json:"battles_mean"`
	InvariantViolations int            `json:"invariant_violations"`
	Errors              int            `json:"errors"`
	MsPerGame           float64        `json:"ms_per_game"`
	// Problems lists the first violations and errors with the seed that shows them.
	Problems []string `json:"problems,omitempty"`
	// EndedEarly counts the linked series that stopped at a Replaced
	// campaign (campaign "linked" only; sim/linked.go).
	EndedEarly int `json:"ended_early,omitempty"`

	objectives, battles int // sums behind the means
}

// GameSeed derives the seed of game i of a simulation (splitmix64), so any one
// game can be replayed alone from the report.
func GameSeed(seed uint64, i int) uint64 {
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Year parses a campaign name into its year.
func Year(campaign string) (int, error) {
	var y int
	if _, err := fmt.Sscanf(campaign, "%d", &y); err != nil || fmt.Sprint(y) != campaign {
		return 0, fmt.Errorf("unknown campaign %q", campaign)
	}
	for _, have := range rules.Years() {
		if have == y {
			return y, nil
		}
	}
	return 0, fmt.Errorf("there is no %s campaign (campaigns: %v)", campaign, rules.Years())
}

// PlayOne plays one whole campaign with a policy and reports how it ended.
// trace, if not nil, sees every decision before it is applied. The game is
// quiet (rules.Game.SetQuiet): nobody reads its log, and a quiet game plays
// exactly as a normal one.
func PlayOne(year int, seed uint64, policyName string, check bool, trace func(*rules.Game, rules.Decision)) GameResult {
	var s sequence
	return s.play(year, seed, policyName, check, trace)
}

// PlayOneWith is PlayOne with the policy made by mk (nil: NewPolicy), for
// policies sim cannot import (the expert's).
func PlayOneWith(mk Maker, year int, seed uint64, policyName string, check bool, trace func(*rules.Game, rules.Decision)) GameResult {
	s := sequence{newPolicy: mk}
	return s.play(year, seed, policyName, check, trace)
}

// sequence plays campaigns one after another, each in the memory of the
// last (rules.NewGameIn): a balance run plays thousands, and a new game's
// room (its Forces, events, Battle Sheet) cost more to allocate and collect
// than a tenth of the campaign itself. A campaign plays exactly as one from
// PlayOne.
type sequence struct {
	last *rules.Game
	pol  Policy
	// newPolicy makes each campaign's policy (nil: NewPolicy).
	newPolicy Maker
}

// play is PlayOne for the next campaign of the sequence. The result's Final
// game is valid only until the next play, which reuses it.
func (s *sequence) play(year int, seed uint64, policyName string, check bool, trace func(*rules.Game, rules.Decision)) GameResult {
	res := GameResult{Seed: seed}
	g, _, err := rules.NewGameIn(rules.Options{Year: year, Seed: seed}, s.last)
	s.last = nil // refused: it may be half made, and is not used again
	if err != nil {
		res.Err = err.Error()
		return res
	}
	g.SetQuiet(true)
	s.last = g
	pol, err := s.newPolicy.or()(policyName, policySeed(seed))
	if err != nil {
		res.Err = err.Error()
		return res
	}
	if h, ok := pol.(*Heuristic); ok {
		if last, ok := s.pol.(*Heuristic); ok {
			h.takeRoom(last)
		}
	}
	s.pol = pol
	return playOn(g, pol, res, check, trace)
}

// playOn plays a game to its end from wherever it stands.
func playOn(g *rules.Game, pol Policy, res GameResult, check bool, trace func(*rules.Game, rules.Decision)) GameResult {
	for !g.Over {
		if res.Decisions >= MaxDecisions {
			res.Err = fmt.Sprintf("no end after %d decisions (%s %s)", res.Decisions, g.TurnName(), g.Step)
			return res
		}
		d, err := pol.Decide(g)
		if err != nil {
			res.Err = err.Error()
			return res
		}
		if trace != nil {
			trace(g, d)
		}
		evs, err := g.Apply(d)
		if err != nil {
			res.Err = fmt.Sprintf("%s %s: %s chose %+v, refused: %v", g.TurnName(), g.Step, pol.Name(), d, err)
			return res
		}
		res.Decisions++
		res.Battles += countBattles(evs)
		if check {
			if bad := Check(g); len(bad) > 0 {
				for _, b := range bad {
					res.Violations = append(res.Violations, fmt.Sprintf("%s %s: %s", g.TurnName(), g.Step, b))
				}
				check = false // report the first broken state, not its echoes
			}
		}
	}
	res.Evaluation = g.Evaluation
	res.Final = g
	if n := len(g.PlayerLog); n > 0 {
		res.Objectives = len(g.PlayerLog[n-1].Held)
	}
	if g.Score > 0 {
		res.Objectives = g.Score // with the 1945 Japan Invasion box
	}
	return res
}

func countBattles(evs []rules.Event) int {
	n := 0
	for _, e := range evs {
		if e.Kind == rules.EvBattleStart {
			n++
		}
	}
	return n
}

// add counts one game into the result.
func (r *Result) add(gr GameResult) {
	if gr.Err != "" {
		r.Errors++
		if len(r.Problems) < 20 {
			r.Problems = append(r.Problems, fmt.Sprintf("game seed %d: %s", gr.Seed, gr.Err))
		}
		return
	}
	if len(gr.Violations) > 0 {
		r.InvariantViolations++
		if len(r.Problems) < 20 {
			r.Problems = append(r.Problems, fmt.Sprintf("game seed %d: %s", gr.Seed, gr.Violations[0]))
		}
	}
	r.Evaluations[gr.Evaluation]++
	r.objectives += gr.Objectives
	r.battles += gr.Battles
}

// finish turns the sums into means.
func (r *Result) finish(games int, elapsed time.Duration) {
	if played := games - r.Errors; played > 0 {
		r.ObjectivesMean = float64(r.objectives) / float64(played)
		r.BattlesMean = float64(r.battles) / float64(played)
	}
	r.MsPerGame = float64(elapsed.Microseconds()) / 1000 / float64(games)
}

// Run plays the simulation the Config describes.
func Run(cfg Config) (Result, error) {
	if cfg.Campaign == Linked {
		return runLinked(cfg)
	}
	year, err := Year(cfg.Campaign)
	if err != nil {
		return Result{}, err
	}
	if _, err := cfg.New.or()(cfg.Policy, 0); err != nil {
		return Result{}, err
	}
	if cfg.Games < 1 {
		return Result{}, fmt.Errorf("-games must be at least 1")
	}
	res := Result{Campaign: cfg.Campaign, Games: cfg.Games, Seed: cfg.Seed, Policy: cfg.Policy,
		Evaluations: map[string]int{}}
	for _, r := range setupRatings(year) {
		res.Evaluations[r] = 0
	}
	start := time.Now()
	s := sequence{newPolicy: cfg.New}
	for i := 0; i < cfg.Games; i++ {
		res.add(s.play(year, GameSeed(cfg.Seed, i), cfg.Policy, cfg.CheckEvery, nil))
	}
	res.finish(cfg.Games, time.Since(start))
	return res, nil
}

// setupRatings lists the Evaluation names of a campaign, best first.
func setupRatings(year int) []string {
	c, err := rules.LoadCampaign(year)
	if err != nil {
		return nil
	}
	var out []string
	for _, r := range c.Setup.Evaluation {
		out = append(out, r.Name)
	}
	return out
}
