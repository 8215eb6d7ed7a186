// Command eventdump plays 96 logged and 96 quiet campaigns (every year,
// the heuristic and random policies, twelve seeds each) and writes, as
// JSON lines, every decision, every event Apply returns, a hash of the
// game's state after each decision and each battle question's prompt: two
// engines that play and log the same write the same file, and a change
// meant to leave play and the log alone is checked by comparing the files
// of the commits before and after (docs/engine-speed.md). It lives under a
// directory the go tool's ./... skips; run it with
// go run ./sim/_eventdump > out.jsonl.
package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"

	"nimitz/rules"
	"nimitz/sim"
)

func main() {
	w := bufio.NewWriterSize(os.Stdout, 1<<20)
	defer w.Flush()
	enc := json.NewEncoder(w)
	for _, quiet := range []bool{false, true} {
		for _, year := range rules.Years() {
			for _, pol := range []string{"heuristic", "random"} {
				for i := range 12 {
					seed := sim.GameSeed(uint64(year), i)
					if err := play(enc, year, seed, pol, quiet); err != nil {
						fmt.Fprintln(os.Stderr, year, pol, seed, quiet, err)
						os.Exit(1)
					}
				}
			}
		}
	}
}

func play(enc *json.Encoder, year int, seed uint64, pol string, quiet bool) error {
	g, evs, err := rules.NewGame(rules.Options{Year: year, Seed: seed})
	if err != nil {
		return err
	}
	g.SetQuiet(quiet)
	p, err := sim.NewPolicy(pol, seed^0xa5a5a5a5)
	if err != nil {
		return err
	}
	enc.Encode(map[string]any{"campaign": year, "seed": seed, "policy": pol, "quiet": quiet})
	for _, e := range evs {
		enc.Encode(e)
	}
	for n := 0; !g.Over; n++ {
		if n > sim.MaxDecisions {
			return fmt.Errorf("no end")
		}
		d, err := p.Decide(g)
		if err != nil {
			return err
		}
		evs, err := g.Apply(d)
		if err != nil {
			return err
		}
		enc.Encode(d)
		for _, e := range evs {
			enc.Encode(e)
		}
		st, _ := json.Marshal(g)
		enc.Encode(map[string]string{"state": fmt.Sprintf("%x", sha256.Sum256(st))})
		if pd := g.Pending(); pd.Kind == rules.AskBattle {
			enc.Encode(map[string]string{"prompt": pd.Prompt, "ask": pd.Battle.Prompt})
		}
	}
	return nil
}
