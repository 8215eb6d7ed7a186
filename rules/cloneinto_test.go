package rules

import (
	"encoding/json"
	"testing"
)

// TestCloneIntoIsClone: a copy made in the memory of another game
// (CloneInto) is the copy Clone makes, and plays on exactly as it does,
// whatever the other game was, and without touching the game copied: in
// particular a battle being fought, copied into the room of another battle
// (the battle odds copy one for every sample).
func TestCloneIntoIsClone(t *testing.T) {
	// battleAfter is the large battle, quiet, after n decisions.
	battleAfter := func(seed uint64, n int) func() *Game {
		return func() *Game {
			g := largeBattleGame(t, seed)
			g.SetQuiet(true)
			apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
			playFirstOptions(t, g, n, nil)
			if g.Battle == nil {
				t.Fatalf("the battle ended within %d decisions", n)
			}
			return g
		}
	}
	loud := func() *Game {
		g := newGame(t, Options{Year: 1943, Seed: 9})
		playFirstOptions(t, g, 30, nil)
		return g
	}
	sources := map[string]func() *Game{
		"the large battle at its first question": battleAfter(1, 0),
		"the large battle after 19 decisions":    battleAfter(2, 19),
		"the large battle after 60 decisions":    battleAfter(3, 60),
		"a loud 1943 game after 30 decisions":    loud,
		"a loud large battle after 40 decisions": func() *Game {
			g := largeBattleGame(t, 4)
			apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
			playFirstOptions(t, g, 40, nil)
			return g
		},
	}
	rooms := map[string]func() *Game{
		"no game":                           func() *Game { return nil },
		"another large battle":              battleAfter(5, 45),
		"another large battle at its start": battleAfter(6, 0),
		"a loud 1943 game":                  loud,
		"a quiet game after the large battle": func() *Game {
			g := largeBattleGame(t, 7)
			g.SetQuiet(true)
			playFirstOptions(t, g, 100000, func() bool { return g.EndedBattle() != nil })
			return g
		},
	}
	for sname, source := range sources {
		for rname, room := range rooms {
			what := sname + " into " + rname
			src := source()
			before, err := json.Marshal(src)
			if err != nil {
				t.Fatal(err)
			}
			want := src.Clone()
			got := src.CloneInto(room())
			if got.Quiet() != src.Quiet() {
				t.Errorf("%s: quiet %v, want %v", what, got.Quiet(), src.Quiet())
			}
			sameState(t, what, want, got)
			playFirstOptions(t, want, 300, nil)
			playFirstOptions(t, got, 300, nil)
			sameState(t, what+", after 300 decisions", want, got)
			after, err := json.Marshal(src)
			if err != nil {
				t.Fatal(err)
			}
			if string(before) != string(after) {
				t.Errorf("%s: playing the copy changed the game copied", what)
			}
		}
	}
}
