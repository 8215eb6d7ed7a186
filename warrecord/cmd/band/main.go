// Command band plays the simulated campaigns the war record compares with
// and writes them up as the band the game ships (warrecord/band.json).
//
// go generate ./warrecord makes the heuristic's band whole. A policy that
// thinks (the staff's, "expert:N") takes hours for 1,000 campaigns of each
// kind, so it is played in parts side by side and summed up after:
//
//	band -policy expert:8 -kind 1942 -from 0 -n 1000 -part 1942.json
//	band -merge -o band.json 1942.json 1943.json ...
//
// -merge keeps the policies band.json has and replaces those the parts
// bring.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"slices"

	"nimitz/expert"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/warrecord"
)

// part is some games of one kind played by one policy: what -part writes
// and -merge reads.
type part struct {
	RulesVersion int                  `json:"rules_version"`
	Policy       string               `json:"policy"`
	Kind         string               `json:"kind"`
	Seed         uint64               `json:"seed"`
	From         int                  `json:"from"`
	Games        []warrecord.BandGame `json:"games"`
}

func main() {
	games := flag.Int("games", 1000, "campaigns of each kind in the band")
	seed := flag.Uint64("seed", 1, "seed of the first game, as -sim takes it")
	out := flag.String("o", "band.json", "band file to write (-merge: also read)")
	policy := flag.String("policy", "heuristic", "policy of a -part")
	kind := flag.String("kind", "", "campaign of a -part: 1942 to 1945, or linked")
	from := flag.Int("from", 0, "first game of a -part")
	n := flag.Int("n", 0, "games in a -part")
	partOut := flag.String("part", "", "play a part and write it to this file")
	merge := flag.Bool("merge", false, "sum up the part files named after the flags into -o")
	flag.Parse()
	var err error
	switch {
	case *partOut != "":
		err = playPart(*partOut, part{RulesVersion: rules.Version, Policy: *policy, Kind: *kind, Seed: *seed, From: *from}, *n)
	case *merge:
		err = mergeParts(*out, *games, *seed, flag.Args())
	default:
		err = makeWhole(*out, *games, *seed)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "band:", err)
		os.Exit(1)
	}
}

// makeWhole plays the heuristic's band in one go.
func makeWhole(out string, games int, seed uint64) error {
	b := warrecord.Band{RulesVersion: rules.Version, Games: games, Seed: seed, Policies: map[string]map[string]warrecord.CampaignBand{}}
	c, err := warrecord.MakeBand("heuristic", games, seed, warrecord.BandChecks)
	if err != nil {
		return err
	}
	b.Policies["heuristic"] = c
	return write(out, b)
}

// playPart plays n games of one part.
func playPart(out string, p part, n int) error {
	if n < 1 {
		return fmt.Errorf("-n: a part plays at least one game")
	}
	played, err := warrecord.PlayBand(expert.NewNamedPolicy, p.Policy, p.Kind, p.Seed, p.From, n)
	if err != nil {
		return err
	}
	p.Games = played
	return write(out, p)
}

// mergeParts sums the parts up into the band file out, which keeps the
// policies no part brings.
func mergeParts(out string, games int, seed uint64, files []string) error {
	var b warrecord.Band
	if data, err := os.ReadFile(out); err == nil {
		if err := json.Unmarshal(data, &b); err != nil {
			return fmt.Errorf("%s: %v", out, err)
		}
	} else if !os.IsNotExist(err) {
		return err
	}
	if b.Policies == nil {
		b = warrecord.Band{RulesVersion: rules.Version, Games: games, Seed: seed, Policies: map[string]map[string]warrecord.CampaignBand{}}
	}
	if b.RulesVersion != rules.Version || b.Games != games || b.Seed != seed {
		return fmt.Errorf("%s was made under rules version %d, %d games, seed %d: not today's %d, %d, %d", out, b.RulesVersion, b.Games, b.Seed, rules.Version, games, seed)
	}
	type key struct{ policy, kind string }
	parts := map[key][]part{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		var p part
		if err := json.Unmarshal(data, &p); err != nil {
			return fmt.Errorf("%s: %v", f, err)
		}
		if p.RulesVersion != rules.Version || p.Seed != seed {
			return fmt.Errorf("%s: rules version %d, seed %d, not %d and %d", f, p.RulesVersion, p.Seed, rules.Version, seed)
		}
		k := key{p.Policy, p.Kind}
		parts[k] = append(parts[k], p)
	}
	for k, ps := range parts {
		slices.SortFunc(ps, func(a, b part) int { return a.From - b.From })
		var all []warrecord.BandGame
		for _, p := range ps {
			if p.From != len(all) {
				return fmt.Errorf("%s %s: the parts have game %d next, not %d", k.policy, k.kind, p.From, len(all))
			}
			all = append(all, p.Games...)
		}
		if len(all) != games {
			return fmt.Errorf("%s %s: the parts hold %d games, not %d", k.policy, k.kind, len(all), games)
		}
		if b.Policies[k.policy] == nil {
			b.Policies[k.policy] = map[string]warrecord.CampaignBand{}
		}
		b.Policies[k.policy][k.kind] = warrecord.BandOf(k.kind, all, warrecord.BandChecks)
	}
	return write(out, b)
}

// write writes v as indented JSON, atomically.
func write(out string, v any) error {
	data, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		return err
	}
	return savegame.Disk().WriteFile(out, append(data, '\n'))
}
