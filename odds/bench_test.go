package odds

import (
	"context"
	"testing"

	"nimitz/rules"
)

// largeBattle is the battle of rules.BenchmarkLargeBattle: Japan's whole home
// fleet with Infantry against the US Pacific Fleet, Land-Based Aircraft and
// Marines at Midway, about to be chosen.
func largeBattle(b testing.TB) *rules.Game {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	for _, from := range []string{rules.JapanArea, rules.EastAsia} {
		for _, f := range g.In(from, rules.Japan) {
			f.Area = "Midway Island"
			f.OnTransport = g.Kind(f) == rules.KindInfantry
		}
	}
	for _, f := range g.In(rules.Hawaii, rules.US) {
		f.Area = "Midway Island"
	}
	for _, n := range []string{"Hornet", "Wasp", "1st Marine", "2nd Marine", "Colorado/Maryland"} {
		f := g.Force("US:" + n)
		f.Where, f.Area = rules.OnMap, "Midway Island"
		f.OnTransport = g.Kind(f) == rules.KindInfantry
	}
	g.Step, g.Battles = rules.StepBattles, []string{"Midway Island"}
	return g
}

// BenchmarkOdds estimates the large battle's odds at 2,000 samples, the
// figure the Battle Sheet shows.
func BenchmarkOdds(b *testing.B) {
	g := largeBattle(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		t, err := Battle(context.Background(), g, "Midway Island", 2000, uint64(i+1))
		if err != nil || t.N != 2000 {
			b.Fatalf("%d samples: %v", t.N, err)
		}
	}
}
