package sim

import (
	"bytes"
	"encoding/json"
	"testing"

	"nimitz/rules"
)

// TestSequencePlaysAsPlayOne: campaigns played one after another in the
// memory of the last (sequence, as Run plays them) end exactly as the same
// campaigns played alone, whatever year and policy came before.
func TestSequencePlaysAsPlayOne(t *testing.T) {
	var s sequence
	n := 0
	for round := range 3 {
		for _, year := range rules.Years() {
			for _, pol := range []string{"heuristic", "random", "heuristic"} {
				seed := GameSeed(uint64(year)+uint64(round), n)
				n++
				alone := PlayOne(year, seed, pol, false, nil)
				inSeq := s.play(year, seed, pol, false, nil)
				if alone.Err != "" || inSeq.Err != "" {
					t.Fatalf("%d %s seed %d: %q / %q", year, pol, seed, alone.Err, inSeq.Err)
				}
				a, _ := json.Marshal(alone.Final)
				b, _ := json.Marshal(inSeq.Final)
				if alone.Decisions != inSeq.Decisions || alone.Battles != inSeq.Battles || !bytes.Equal(a, b) {
					t.Fatalf("%d %s seed %d: %d decisions and %d battles in a sequence, %d and %d alone, or another end",
						year, pol, seed, inSeq.Decisions, inSeq.Battles, alone.Decisions, alone.Battles)
				}
			}
		}
	}
}
