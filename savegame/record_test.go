package savegame_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/sim"
)

// linkedRecord is testdata/linked-record.json: the decisions of a whole
// linked series played by the sim's heuristic, for a seed whose
// 1942 is not Replaced, so the record crosses into the later campaigns and
// ends early at a Replaced one.
// The package's own tests replay it to reach a later campaign, which random
// play never does.
type linkedRecord struct {
	Seed      uint64           `json:"seed"`
	Policy    string           `json:"policy"`
	Decisions []rules.Decision `json:"decisions"`
}

// recordSeed is the series recorded: under rules version 3 the heuristic's
// 1942 ends Historical, its 1943 Historical and its 1944 Replaced, which ends
// the series early. (Version 2's was seed 20, whose series now plays to 1945.)
const recordSeed = 40

// TestLinkedRecord: the committed record is the heuristic's series for its
// seed, replays through a Session to the same series, and reaches a second
// campaign. -update rewrites it.
func TestLinkedRecord(t *testing.T) {
	path := filepath.Join("testdata", "linked-record.json")
	var ds []rules.Decision
	res := sim.PlayLinked(recordSeed, "heuristic", false, func(_ *rules.Series, d rules.Decision) { ds = append(ds, d) })
	if res.Err != "" || res.Series == nil {
		t.Fatalf("the heuristic's series: %s", res.Err)
	}
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		b, err := json.MarshalIndent(linkedRecord{Seed: recordSeed, Policy: "heuristic", Decisions: ds}, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rec linkedRecord
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	s, err := savegame.ReplaySeries(rules.Options{Seed: rec.Seed}, rec.Decisions)
	if err != nil {
		t.Fatalf("the committed record no longer replays (run with -update): %v", err)
	}
	a, _ := json.Marshal(s.Series())
	b, _ := json.Marshal(res.Series)
	if !bytes.Equal(a, b) {
		t.Fatal("the committed record is not the heuristic's series any more (run with -update)")
	}
	if !s.Over() || len(s.Series().Log) < 2 {
		t.Fatalf("the record ends after %d campaign(s); it must reach a second one", len(s.Series().Log))
	}
}
