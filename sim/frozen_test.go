package sim

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nimitz/savegame"
)

// frozenDir holds real saves written by earlier builds, never regenerated.
var frozenDir = filepath.Join("..", "savegame", "testdata", "frozen")

// TestFrozenSavesPlayToTheEnd: every save an earlier version wrote loads
// under today's rules, never refused as altered or damaged, and plays on to
// the end of its campaign (or series) with the heuristic, every decision
// checked against the invariants.
func TestFrozenSavesPlayToTheEnd(t *testing.T) {
	ents, err := os.ReadDir(frozenDir)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, e := range ents {
		if !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		n++
		path := filepath.Join(frozenDir, e.Name())
		t.Run(e.Name(), func(t *testing.T) {
			if _, err := savegame.Load(path); err != nil {
				t.Fatalf("refused: %v", err)
			}
			res, _, err := ContinueSaved(path, "heuristic", true)
			if err != nil {
				t.Fatal(err)
			}
			if res.Games != 1 || res.Errors != 0 || res.InvariantViolations != 0 {
				t.Fatalf("played on: %d games, %d errors, %d violations: %v", res.Games, res.Errors, res.InvariantViolations, res.Problems)
			}
			rated := 0
			for _, c := range res.Evaluations {
				rated += c
			}
			if rated != 1 && res.EndedEarly != 1 {
				t.Fatalf("the game did not reach an Evaluation: %+v", res)
			}
		})
	}
	if n < 10 {
		t.Fatalf("%d frozen saves; the folder should hold at least 10", n)
	}
}
