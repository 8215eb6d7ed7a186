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
		g := newGame(b, Options{Seed: uint64(i + 1)})
		g.SetQuiet(quiet)
		for _, f := range g.In(JapanArea, Japan) {
			f.Area = "Midway Island"
			f.OnTransport = g.Kind(f) == KindInfantry
		}
		for _, f := range g.In(EastAsia, Japan) {
			f.Area = "Midway Island"
			f.OnTransport = g.Kind(f) == KindInfantry
		}
		for _, f := range g.In(Hawaii, US) {
			f.Area = "Midway Island"
		}
		for _, n := range []string{"Hornet", "Wasp", "1st Marine", "2nd Marine", "Colorado/Maryland"} {
			f := g.Force("US:" + n)
			f.Where, f.Area = OnMap, "Midway Island"
			f.OnTransport = g.Kind(f) == KindInfantry
		}
		g.Step, g.Battles = StepBattles, []string{"Midway Island"}
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
