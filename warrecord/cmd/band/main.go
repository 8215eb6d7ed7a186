// Command band plays the simulated campaigns the war record compares with
// and writes them up as the band the game ships (warrecord/band.json):
// go generate ./warrecord.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/warrecord"
)

func main() {
	games := flag.Int("games", 1000, "campaigns of each kind to play")
	seed := flag.Uint64("seed", 1, "seed of the first game, as -sim takes it")
	out := flag.String("o", "band.json", "file to write")
	flag.Parse()
	b := warrecord.Band{RulesVersion: rules.Version, Games: *games, Seed: *seed, Policies: map[string]map[string]warrecord.CampaignBand{}}
	// The heuristic only: a policy added to sim (the staff's) is added
	// here when it is made.
	for _, policy := range []string{"heuristic"} {
		c, err := warrecord.MakeBand(policy, *games, *seed, warrecord.BandChecks)
		if err != nil {
			fmt.Fprintln(os.Stderr, "band:", err)
			os.Exit(1)
		}
		b.Policies[policy] = c
	}
	data, err := json.MarshalIndent(b, "", " ")
	if err != nil {
		fmt.Fprintln(os.Stderr, "band:", err)
		os.Exit(1)
	}
	if err := savegame.Disk().WriteFile(*out, append(data, '\n')); err != nil {
		fmt.Fprintln(os.Stderr, "band:", err)
		os.Exit(1)
	}
}
