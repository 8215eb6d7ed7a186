package rules

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestNewGameInIsNewGame: a game made in the memory of an old one
// (NewGameIn) is the game NewGame makes, and plays on exactly as it does,
// whatever the old game was: loud or quiet, of another year, in the middle
// of a battle, or after one.
func TestNewGameInIsNewGame(t *testing.T) {
	olds := map[string]func() *Game{
		"a new loud game of 1944": func() *Game { return newGame(t, Options{Year: 1944, Seed: 3}) },
		"a quiet game in a large battle": func() *Game {
			g := largeBattleGame(t, 5)
			g.SetQuiet(true)
			apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
			if g.Battle == nil {
				t.Fatal("the battle did not begin")
			}
			return g
		},
		"a quiet game after a battle": func() *Game {
			g := largeBattleGame(t, 6)
			g.SetQuiet(true)
			playFirstOptions(t, g, 100000, func() bool { return g.EndedBattle() != nil })
			return g
		},
	}
	for name, old := range olds {
		for _, year := range Years() {
			opt := Options{Year: year, Seed: 77}
			want, wantEvs, err := NewGame(opt)
			if err != nil {
				t.Fatal(err)
			}
			o := old()
			quiet := o.Quiet()
			got, gotEvs, err := NewGameIn(opt, o)
			if err != nil {
				t.Fatalf("%s, %d: %v", name, year, err)
			}
			if got.Quiet() != quiet {
				t.Errorf("%s, %d: quiet %v, want %v as the old game was", name, year, got.Quiet(), quiet)
			}
			if len(gotEvs) != len(wantEvs) {
				t.Errorf("%s, %d: %d events, want %d", name, year, len(gotEvs), len(wantEvs))
			}
			sameState(t, name+" at the start", want, got)
			// 400 decisions with the first options: to the campaign's end,
			// through 3 to 11 battles and the Battalions they bring.
			want.SetQuiet(quiet)
			playFirstOptions(t, want, 400, nil)
			playFirstOptions(t, got, 400, nil)
			sameState(t, name+" after 400 decisions", want, got)
		}
	}
}

// largeBattleGame is the game of BenchmarkLargeBattle, its battle not yet
// chosen: Japan's whole home fleet with Infantry against the US Pacific
// Fleet, Land-Based Aircraft and Marines at Midway.
func largeBattleGame(t testing.TB, seed uint64) *Game {
	g := newGame(t, Options{Seed: seed})
	for _, from := range []string{JapanArea, EastAsia} {
		for _, f := range g.In(from, Japan) {
			f.Area = "Midway Island"
			f.OnTransport = g.Kind(f) == KindInfantry
		}
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
	return g
}

// playFirstOptions answers every question with its first option, n times or
// until done says to stop.
func playFirstOptions(t testing.TB, g *Game, n int, done func() bool) {
	t.Helper()
	for i := 0; i < n && !g.Over && (done == nil || !done()); i++ {
		p := g.Pending()
		if len(p.Options) == 0 {
			t.Fatalf("%s %s: nothing to decide", g.TurnName(), g.Step)
		}
		if _, err := g.Apply(p.Options[0]); err != nil {
			t.Fatal(err)
		}
	}
}

func sameState(t *testing.T, what string, want, got *Game) {
	t.Helper()
	a, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a, b) {
		t.Errorf("%s, %d: the state differs from the one wanted", what, want.Year)
	}
}
