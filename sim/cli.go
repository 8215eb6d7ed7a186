package sim

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
)

// IsSim reports whether the command line asks for a headless simulation.
func IsSim(args []string) bool {
	for _, a := range args {
		if a == "-sim" || a == "--sim" || strings.HasPrefix(a, "-sim=") || strings.HasPrefix(a, "--sim=") {
			return true
		}
	}
	return false
}

// Main runs `nimitz -sim ...` and returns the exit status: 0 when the
// simulation ran, 1 when it could not, 2 for bad flags.
func Main(args []string, stdout, stderr io.Writer) int {
	return MainWith(args, stdout, stderr, nil, Policies)
}

// MainWith is Main with the policies mk makes (nil: NewPolicy), named in
// the help by names: the game's command line hands in the expert's.
func MainWith(args []string, stdout, stderr io.Writer, mk Maker, names []string) int {
	newPolicy := mk.or()
	fs := flag.NewFlagSet("nimitz -sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Bool("sim", true, "play whole campaigns headless")
	campaign := fs.String("campaign", "1942", "campaign to play: a year (1942-1945) or linked")
	games := fs.Int("games", 100, "number of campaigns to play")
	seed := fs.Uint64("seed", 1, "seed of the first game's dice; each game's seed derives from it")
	policy := fs.String("policy", "heuristic", "US policy: "+strings.Join(names, " or "))
	asJSON := fs.Bool("json", false, "print one JSON object instead of a summary")
	stopAfter := fs.Int("stop-after", 0, "stop the first game after N decisions and save it (with -save)")
	savePath := fs.String("save", "", "where -stop-after saves the game")
	loadPath := fs.String("load", "", "continue the game saved in FILE to its end")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: nimitz -sim [-campaign 1942] [-games N] [-seed S] [-policy "+strings.Join(names, "|")+"] [-json]")
		fmt.Fprintln(stderr, "       nimitz -sim -stop-after N -save FILE [-campaign 1942] [-seed S] [-policy P]")
		fmt.Fprintln(stderr, "       nimitz -load FILE -sim [-policy P] [-json]")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "nimitz -sim: unexpected arguments %q\n", fs.Args())
		fs.Usage()
		return 2
	}
	usage := func(msg string) int {
		fmt.Fprintf(stderr, "nimitz -sim: %s\n", msg)
		fs.Usage()
		return 2
	}
	switch {
	case *stopAfter < 0:
		return usage("-stop-after must be at least 1")
	case (*stopAfter > 0) != (*savePath != ""):
		return usage("-stop-after and -save go together")
	case *loadPath != "" && *savePath != "":
		return usage("-load continues a game to its end; it cannot also -save")
	}
	if *loadPath != "" {
		if _, err := newPolicy(*policy, 0); err != nil {
			return usage(err.Error())
		}
		res, synced, err := continueSaved(*loadPath, *policy, mk, true)
		if err != nil {
			fmt.Fprintf(stderr, "nimitz -sim: cannot continue %s: %v\n", *loadPath, err)
			return 1
		}
		if !synced {
			fmt.Fprintf(stderr, "nimitz -sim: the saved decisions were not made by the %s policy; it plays on from the saved moment.\n", *policy)
		}
		return printResult(res, *asJSON, stdout)
	}
	cfg := Config{Campaign: *campaign, Games: *games, Seed: *seed, Policy: *policy, CheckEvery: true, New: mk}
	if _, err := Year(cfg.Campaign); err != nil && cfg.Campaign != Linked {
		fmt.Fprintf(stderr, "nimitz -sim: %v\n", err)
		fs.Usage()
		return 2
	}
	if _, err := newPolicy(cfg.Policy, 0); err != nil || cfg.Games < 1 {
		if err == nil {
			err = fmt.Errorf("-games must be at least 1")
		}
		fmt.Fprintf(stderr, "nimitz -sim: %v\n", err)
		fs.Usage()
		return 2
	}
	if *stopAfter > 0 {
		if cfg.Campaign == Linked {
			return usage("-stop-after saves one campaign; choose a year")
		}
		year, _ := Year(cfg.Campaign)
		sess, err := stopAndSave(year, cfg.Seed, cfg.Policy, mk, *stopAfter, *savePath)
		if err != nil {
			fmt.Fprintf(stderr, "nimitz -sim: %v\n", err)
			return 1
		}
		g := sess.Game()
		fmt.Fprintf(stdout, "Saved the game after %d decisions (%s, %s) to %s\n", sess.Len(), g.TurnName(), g.Step, *savePath)
		return 0
	}
	res, err := Run(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "nimitz -sim: %v\n", err)
		return 1
	}
	return printResult(res, *asJSON, stdout)
}

func printResult(res Result, asJSON bool, stdout io.Writer) int {
	if asJSON {
		b, _ := json.Marshal(res)
		fmt.Fprintln(stdout, string(b))
		return 0
	}
	fmt.Fprint(stdout, Summary(res))
	return 0
}

// Summary is a simulation's result in words.
func Summary(r Result) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d campaign(s) of %s, policy %s, seed %d\n", r.Games, r.Campaign, r.Policy, r.Seed)
	names := ratingOrder(r)
	for _, n := range names {
		fmt.Fprintf(&b, "  %-11s %6d  %5.1f%%\n", n, r.count(n), 100*float64(r.count(n))/float64(max(r.Games-r.Errors, 1)))
	}
	fmt.Fprintf(&b, "Objectives held at the end: %.2f on average\n", r.ObjectivesMean)
	fmt.Fprintf(&b, "Battles per campaign: %.2f on average\n", r.BattlesMean)
	fmt.Fprintf(&b, "Invariant violations: %d; errors: %d\n", r.InvariantViolations, r.Errors)
	fmt.Fprintf(&b, "Time: %.2f ms per campaign\n", r.MsPerGame)
	for _, p := range r.Problems {
		fmt.Fprintf(&b, "  problem: %s\n", p)
	}
	return b.String()
}

// ratingOrder lists the Evaluations best first, as the campaign's table does.
func ratingOrder(r Result) []string {
	if r.Campaign == Linked {
		return linkedRatings()
	}
	if y, err := Year(r.Campaign); err == nil {
		if names := setupRatings(y); len(names) > 0 {
			return names
		}
	}
	names := make([]string, 0, len(r.Evaluations))
	for n := range r.Evaluations {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Table is a markdown table of several simulations' Evaluations (percent of
// games), with their means, for docs/balance.md.
func Table(results []Result) string {
	if len(results) == 0 {
		return ""
	}
	names := ratingOrder(results[0])
	var b strings.Builder
	b.WriteString("| policy | games |")
	for _, n := range names {
		b.WriteString(" " + n + " |")
	}
	b.WriteString(" Objectives (mean) | battles (mean) | violations | errors | ms per game |\n|---|---|")
	for range names {
		b.WriteString("---|")
	}
	b.WriteString("---|---|---|---|---|\n")
	for _, r := range results {
		played := float64(max(r.Games-r.Errors, 1))
		fmt.Fprintf(&b, "| %s | %d |", r.Policy, r.Games)
		for _, n := range names {
			fmt.Fprintf(&b, " %.1f%% |", 100*float64(r.count(n))/played)
		}
		fmt.Fprintf(&b, " %.2f | %.2f | %d | %d | %.2f |\n", r.ObjectivesMean, r.BattlesMean, r.InvariantViolations, r.Errors, r.MsPerGame)
	}
	return b.String()
}
