// Command strength turns the JSON results of `nimitz -sim -json` runs of one
// campaign (the heuristic's and the expert's, on the same seeds) into the
// chart and the table docs/balance.md shows for the staff:
//
//	nimitz -sim -campaign 1942 -games 200 -seed 1 -policy heuristic -json > h.json
//	nimitz -sim -campaign 1942 -games 200 -seed 1 -policy expert -json > e.json
//	go run ./expert/cmd/strength -out docs/staff-1942.png h.json e.json
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"nimitz/sim"
)

func main() {
	out := flag.String("out", "", "where to write the chart (PNG)")
	title := flag.String("title", "", "the chart's title (default: from the results)")
	flag.Parse()
	if err := run(*out, *title, flag.Args()); err != nil {
		fmt.Fprintln(os.Stderr, "strength:", err)
		os.Exit(1)
	}
}

func run(out, title string, files []string) error {
	if out == "" || len(files) == 0 {
		return fmt.Errorf("usage: strength -out FILE.png RESULT.json [RESULT.json]")
	}
	var results []sim.Result
	for _, name := range files {
		b, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		var r sim.Result
		if err := json.Unmarshal(b, &r); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		results = append(results, r)
	}
	if title == "" {
		title = fmt.Sprintf("%s Campaign: the staff against the heuristic", results[0].Campaign)
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if err := sim.Chart(f, title, results); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Print(sim.Table(results))
	return nil
}
