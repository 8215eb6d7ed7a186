// Command balance plays a campaign under every US policy and writes the figures
// docs/balance.md reports: a PNG chart of the Evaluations and a markdown table.
//
//	go run ./sim/cmd/balance -campaign 1942 -games 1000 -seed 1 -out docs
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"nimitz/sim"
)

func main() {
	campaign := flag.String("campaign", "1942", "campaign to play")
	games := flag.Int("games", 1000, "campaigns per policy")
	seed := flag.Uint64("seed", 1, "simulation seed")
	out := flag.String("out", "docs", "folder for the chart")
	flag.Parse()
	var results []sim.Result
	for _, p := range sim.Policies {
		r, err := sim.Run(sim.Config{Campaign: *campaign, Games: *games, Seed: *seed, Policy: p, CheckEvery: true})
		if err != nil {
			fmt.Fprintln(os.Stderr, "balance:", err)
			os.Exit(1)
		}
		results = append(results, r)
		fmt.Fprint(os.Stderr, sim.Summary(r))
	}
	path := filepath.Join(*out, "balance-"+*campaign+".png")
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "balance:", err)
		os.Exit(1)
	}
	title := fmt.Sprintf("%s Campaign: Evaluations over %d games per policy", *campaign, *games)
	if *campaign == sim.Linked {
		title = fmt.Sprintf("Linked Campaign 1942-45: Evaluations over %d series per policy", *games)
	}
	if err := sim.Chart(f, title, results); err != nil {
		fmt.Fprintln(os.Stderr, "balance:", err)
		os.Exit(1)
	}
	if err := f.Close(); err != nil {
		fmt.Fprintln(os.Stderr, "balance:", err)
		os.Exit(1)
	}
	fmt.Print(sim.Table(results))
	fmt.Fprintln(os.Stderr, "chart written to", path)
}
