package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"time"

	"nimitz/expert"
	"nimitz/sim"
)

// game is one campaign's line in a play file.
type game struct {
	Campaign   string   `json:"campaign"`
	Policy     string   `json:"policy"`
	Index      int      `json:"index"`
	Seed       uint64   `json:"seed"`
	Evaluation string   `json:"evaluation"`
	Objectives int      `json:"objectives"`
	Held       []string `json:"held"`
	Violations int      `json:"violations"`
	Err        string   `json:"error,omitempty"`
	Seconds    float64  `json:"seconds"`
}

func play(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("ceiling play", flag.ContinueOnError)
	campaign := fs.String("campaign", "1942", "campaign year")
	games := fs.Int("games", 200, "campaigns to play")
	from := fs.Int("from", 0, "first campaign's index")
	seed := fs.Uint64("seed", 1, "the simulation's seed, as -sim -seed")
	policy := fs.String("policy", "heuristic", "policy, as -sim -policy")
	if err := fs.Parse(args); err != nil {
		return err
	}
	year, err := sim.Year(*campaign)
	if err != nil {
		return err
	}
	if _, err := expert.NewNamedPolicy(*policy, 0); err != nil {
		return err
	}
	enc := json.NewEncoder(w)
	for i := *from; i < *from+*games; i++ {
		start := time.Now()
		r := sim.PlayOneWith(expert.NewNamedPolicy, year, sim.GameSeed(*seed, i), *policy, true, nil)
		g := game{Campaign: *campaign, Policy: *policy, Index: i, Seed: r.Seed, Evaluation: r.Evaluation,
			Objectives: r.Objectives, Violations: len(r.Violations), Err: r.Err, Seconds: time.Since(start).Seconds()}
		if r.Final != nil {
			if n := len(r.Final.PlayerLog); n > 0 {
				g.Held = r.Final.PlayerLog[n-1].Held
			}
		}
		if err := enc.Encode(g); err != nil {
			return fmt.Errorf("writing game %d: %w", i, err)
		}
	}
	return nil
}
