package sim

import "testing"

// BenchmarkCampaignHeuristic plays a whole 1942 campaign under the heuristic
// policy, invariants unchecked, as a balance run (Run) plays its campaigns:
// one after another, each in the memory of the last.
func BenchmarkCampaignHeuristic(b *testing.B) {
	b.ReportAllocs()
	var s sequence
	for i := 0; i < b.N; i++ {
		r := s.play(1942, GameSeed(1, i), "heuristic", false, nil)
		if r.Err != "" {
			b.Fatal(r.Err)
		}
	}
}

// BenchmarkCampaignHeuristicAlone is the same campaign played alone
// (PlayOne), in a new game's memory.
func BenchmarkCampaignHeuristicAlone(b *testing.B) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		r := PlayOne(1942, GameSeed(1, i), "heuristic", false, nil)
		if r.Err != "" {
			b.Fatal(r.Err)
		}
	}
}
