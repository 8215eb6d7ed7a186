package savegame_test

import (
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/sim"
)

// heuristicCampaign is a whole 1942 campaign played by the sim's heuristic
// policy: a careful player's record, longer than a random one's.
func heuristicCampaign(b *testing.B) *savegame.Session {
	b.Helper()
	s, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 5})
	if err != nil {
		b.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", 5)
	if err != nil {
		b.Fatal(err)
	}
	for !s.Over() {
		d, err := pol.Decide(s.Game())
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Apply(d); err != nil {
			b.Fatal(err)
		}
	}
	return s
}

// BenchmarkPlaybackStepBack steps a playback back, one decision at a time,
// from the end of a whole 1942 campaign to its set-up, showing the game at
// every decision (Game and Before, as the replay screen does). The figure
// per operation is the whole walk; b.ReportMetric adds the time a step.
func BenchmarkPlaybackStepBack(b *testing.B) {
	s := heuristicCampaign(b)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		p.Seek(p.Len())
		for p.PrevDecision() {
			if _, err := p.Game(); err != nil {
				b.Fatal(err)
			}
			if _, err := p.Before(); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(p.Len())/1e3, "µs/step")
	b.ReportMetric(float64(p.Len()), "decisions")
}

// BenchmarkReplayStepBackNoSnapshots is the same walk without a playback:
// every step replays the record's prefix from the set-up (savegame.Replay),
// as Undo does. It is what the snapshots save.
func BenchmarkReplayStepBackNoSnapshots(b *testing.B) {
	s := heuristicCampaign(b)
	ds := s.Decisions()
	b.ResetTimer()
	for b.Loop() {
		for k := len(ds) - 1; k >= 0; k-- {
			if _, err := savegame.Replay(s.Options(), ds[:k]); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(ds))/1e3, "µs/step")
}

// BenchmarkNewPlayback is opening a whole 1942 campaign as a replay.
func BenchmarkNewPlayback(b *testing.B) {
	s := heuristicCampaign(b)
	b.ResetTimer()
	for b.Loop() {
		if _, err := savegame.NewPlayback(s); err != nil {
			b.Fatal(err)
		}
	}
}
