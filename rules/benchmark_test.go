package rules

import "testing"

// BenchmarkLargeBattle fights one large battle from set-up to its end: Japan's
// whole home fleet with Infantry against the US Pacific Fleet, Land-Based
// Aircraft and Marines at Midway, answering every question with its first
// legal option, in quiet mode (Game.SetQuiet), as simulations play it.
func BenchmarkLargeBattle(b *testing.B) { benchLargeBattle(b, true) }

// BenchmarkLargeBattleLogged is the same battle with its log written.
func BenchmarkLargeBattleLogged(b *testing.B) { benchLargeBattle(b, false) }

func benchLargeBattle(b *testing.B, quiet bool) {
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		g := largeBattleGame(b, uint64(i+1))
		g.SetQuiet(quiet)
		if _, err := g.Apply(Decision{Kind: DoChooseBattle, Area: "Midway Island"}); err != nil {
			b.Fatal(err)
		}
		for steps := 0; g.Battle != nil; steps++ {
			// Simulations ask without copies of the options; screens copy.
			pending := g.Pending
			if quiet {
				pending = g.PendingShared
			}
			p := pending()
			if len(p.Options) == 0 || steps > 100000 {
				b.Fatalf("battle stalled: %+v", p)
			}
			if _, err := g.Apply(p.Options[0]); err != nil {
				b.Fatal(err)
			}
		}
	}
}
