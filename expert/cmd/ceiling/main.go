// Command ceiling measures the ladder of docs/balance.md's "Where the
// game's ceiling lies": it plays campaigns with one policy, each game's end
// written as one JSON line as it finishes (so a long run can be stopped and
// still counted), and turns such files into the tables and the chart.
//
//	ceiling play -campaign 1942 -games 200 -seed 1 -policy oracle:8 > o8-1942.jsonl
//	ceiling report -out docs/staff-ceiling.png h-*.jsonl e16-*.jsonl o8-*.jsonl
//
// play plays exactly the campaigns `nimitz -sim -campaign Y -games N -seed
// S -policy P` plays (game i has the seed sim.GameSeed(S, i)), every
// decision checked against the invariants.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: ceiling play|report [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "play":
		err = play(os.Args[2:], os.Stdout)
	case "report":
		err = report(os.Args[2:], os.Stdout)
	default:
		err = fmt.Errorf("unknown command %q (play or report)", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "ceiling:", err)
		os.Exit(1)
	}
}
