package rules

import "testing"

// BenchmarkLargeBattle fights one large battle from set-up to its end: Japan's
// whole home fleet with Infantry against the US Pacific Fleet, Land-Based
// Aircraft and Marines at Midway, answering every question with its first
// legal option, in quiet mode (Game.SetQuiet), as simulations play it: each
// battle is fought on a copy of one game made before the timer starts
// (Game.CloneInto, as the odds copy theirs), with dice of its own. Making
// the campaign's game is not part of the battle; the steps the last
// decision plays after the battle (Supply and Defeat Checks) are.
func BenchmarkLargeBattle(b *testing.B) { benchLargeBattle(b, true) }

// BenchmarkLargeBattleLogged is the same battle with its log written.
func BenchmarkLargeBattleLogged(b *testing.B) { benchLargeBattle(b, false) }

func benchLargeBattle(b *testing.B, quiet bool) {
	start := largeBattleGame(b, 1)
	start.SetQuiet(quiet)
	var g *Game
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g = start.CloneInto(g)
		g.Dice = NewDice(uint64(i + 1))
		if _, err := g.Apply(Decision{Kind: DoChooseBattle, Area: "Midway Island"}); err != nil {
			b.Fatal(err)
		}
		for steps := 0; g.Battle != nil; steps++ {
			p := g.Pending() // answered at once: no copy
			if len(p.Options) == 0 || steps > 100000 {
				b.Fatalf("battle stalled: %+v", p)
			}
			if _, err := g.Apply(p.Options[0]); err != nil {
				b.Fatal(err)
			}
		}
	}
}
