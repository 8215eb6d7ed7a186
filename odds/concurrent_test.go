package odds

import (
	"context"
	"sync"
	"testing"

	"nimitz/rules"
)

// TestOddsWhileTheGamePlays runs the odds as the screens do: on a copy of the
// game made on the game's own goroutine, in the background, while the game
// plays on and a second estimate runs beside the first. Both estimates must
// equal the one made with nothing else running, before the battle is chosen
// (the map's odds) and in the middle of it (the Battle Sheet's). Under the
// race detector (build/test.sh runs this test with -race) memory any copy
// still shares with the game or with the other copy is reported as a race.
func TestOddsWhileTheGamePlays(t *testing.T) {
	const samples, seed = 24, 5
	g := largeBattle(t)
	for _, stage := range []struct {
		name  string
		area  string
		ready func(*rules.Game)
	}{
		{"before the battle", "Midway Island", func(*rules.Game) {}},
		{"on the Battle Sheet", "", func(g *rules.Game) {
			if _, err := g.Apply(rules.Decision{Kind: rules.DoChooseBattle, Area: "Midway Island"}); err != nil {
				t.Fatal(err)
			}
			playOn(t, g, 12)
		}},
	} {
		game := g.Clone()
		stage.ready(game)
		alone, err := Battle(context.Background(), game.Clone(), stage.area, samples, seed)
		if err != nil {
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		got := make([]Tally, 2)
		errs := make([]error, 2)
		for i := range got {
			c := game.Clone() // made here, as the screens make theirs
			wg.Go(func() { got[i], errs[i] = Battle(context.Background(), c, stage.area, samples, seed) })
		}
		playOn(t, game, 400) // the screen's game goes on meanwhile
		wg.Wait()
		for i := range got {
			if errs[i] != nil {
				t.Fatalf("%s: estimate %d: %v", stage.name, i, errs[i])
			}
			if got[i] != alone {
				t.Errorf("%s: estimate %d made while the game played: %+v; alone: %+v", stage.name, i, got[i].Result(), alone.Result())
			}
		}
	}
}

// playOn answers the game's questions with their first option, n times or
// until the battle is over.
func playOn(t *testing.T, g *rules.Game, n int) {
	t.Helper()
	for i := 0; i < n && (g.Battle != nil || g.Step == rules.StepBattles) && !g.Over; i++ {
		p := g.Pending()
		if len(p.Options) == 0 {
			return
		}
		if _, err := g.Apply(p.Options[0]); err != nil {
			t.Fatal(err)
		}
	}
}
