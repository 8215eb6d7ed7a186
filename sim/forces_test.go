package sim

import (
	"bytes"
	"encoding/json"
	"slices"
	"testing"

	"nimitz/rules"
)

// TestForcesMayMove: play does not depend on where Game.Forces lives. The
// rules hand out *Force pointers, and new Forces (Battalions) are appended
// mid-step; code holding a pointer across such an append would write to a
// stale copy once the list had to grow. Campaigns of every year are played
// twice: once as they come, once with the list left without room before
// every decision, so that every Battalion added moves it. Decisions and the
// final state must be the same.
func TestForcesMayMove(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	moved := 0
	for _, year := range rules.Years() {
		for _, pol := range []string{"heuristic", "random"} {
			for i := range games {
				seed := GameSeed(uint64(year)+7, i)
				var ds [2][]rules.Decision
				var finals [2][]byte
				for k := range 2 {
					res := PlayOne(year, seed, pol, false, func(g *rules.Game, d rules.Decision) {
						ds[k] = append(ds[k], d)
						if k == 1 {
							g.Forces = slices.Clip(g.Forces)
						}
					})
					if res.Err != "" {
						t.Fatalf("%d %s seed %d: %s", year, pol, seed, res.Err)
					}
					var err error
					if finals[k], err = json.Marshal(res.Final); err != nil {
						t.Fatal(err)
					}
					if k == 1 {
						moved += res.Final.NextID
					}
				}
				if !slices.EqualFunc(ds[0], ds[1], sameDecision) {
					t.Fatalf("%d %s seed %d: the decisions differ when the Forces move", year, pol, seed)
				}
				if !bytes.Equal(finals[0], finals[1]) {
					t.Fatalf("%d %s seed %d: the final state differs when the Forces move", year, pol, seed)
				}
			}
		}
	}
	// Battalions numbered: each one added moved the list at least once.
	if moved < 20 {
		t.Errorf("only %d Battalions were added; the test needs more to mean anything", moved)
	}
	t.Logf("%d Battalions added", moved)
}
