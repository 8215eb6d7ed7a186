package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"nimitz/rules"
)

// TestSelfPlay plays 2,000 seeded 1942 campaigns (200 under -short), half with
// each US policy, checking after every decision the invariants of Check; at
// random moments that a JSON round trip of the state changes nothing; and for
// every fifth game that replaying its decision log from the seed reproduces
// the game exactly.
func TestSelfPlay(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 200
	}
	var (
		mu       sync.Mutex
		problems []string
		evals    = map[string]int{}
	)
	report := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		if len(problems) < 20 {
			problems = append(problems, fmt.Sprintf(format, args...))
		}
	}
	var wg sync.WaitGroup
	workers := 2
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < games; i += workers {
				selfPlayOne(i, report, &mu, evals)
			}
		}(w)
	}
	wg.Wait()
	for _, p := range problems {
		t.Error(p)
	}
	t.Logf("%d campaigns: %v", games, evals)
}

func selfPlayOne(i int, report func(string, ...any), mu *sync.Mutex, evals map[string]int) {
	seed := GameSeed(2026, i)
	policy := Policies[i%len(Policies)]
	pick := rand.New(rand.NewPCG(seed, 7))
	var log []rules.Decision
	step := 0
	res := PlayOne(1942, seed, policy, true, func(g *rules.Game, d rules.Decision) {
		log = append(log, d)
		step++
		if pick.IntN(40) != 0 {
			return
		}
		b, err := json.Marshal(g)
		if err != nil {
			report("seed %d: marshal at decision %d: %v", seed, step, err)
			return
		}
		var back rules.Game
		if err := json.Unmarshal(b, &back); err != nil {
			report("seed %d: unmarshal at decision %d: %v", seed, step, err)
			return
		}
		if b2, _ := json.Marshal(&back); !bytes.Equal(b, b2) {
			report("seed %d (%s): the JSON round trip at decision %d changed the state", seed, policy, step)
		}
	})
	if res.Err != "" {
		report("seed %d (%s): %s", seed, policy, res.Err)
		return
	}
	for _, v := range res.Violations {
		report("seed %d (%s): invariant: %s", seed, policy, v)
	}
	mu.Lock()
	evals[policy+" "+res.Evaluation]++
	mu.Unlock()
	if i%5 != 0 {
		return
	}
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: seed})
	if err != nil {
		report("seed %d: %v", seed, err)
		return
	}
	for k, d := range log {
		if _, err := g.Apply(d); err != nil {
			report("seed %d (%s): replaying decision %d: %v", seed, policy, k, err)
			return
		}
	}
	a, _ := json.Marshal(res.Final)
	b, _ := json.Marshal(g)
	if !bytes.Equal(a, b) {
		report("seed %d (%s): replaying the decision log gave another game", seed, policy)
	}
}
