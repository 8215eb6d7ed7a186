package sim

import "testing"

// BenchmarkCampaignHeuristic plays a whole 1942 campaign under the heuristic
// policy, invariants unchecked.
func BenchmarkCampaignHeuristic(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		r := PlayOne(1942, GameSeed(1, i), "heuristic", false, nil)
		if r.Err != "" {
			b.Fatal(r.Err)
		}
	}
}
