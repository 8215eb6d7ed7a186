package rules

import (
	"slices"
	"testing"
)

// TestAreaBoardFollowsTheOrders rolls the Japanese Orders of whole turns as
// continueOrders does and checks after every roll that the board kept up to
// date move by move (boardMoved) says what a new pass over the Forces says:
// the same Forces in each area, in board order, and the same census.
func TestAreaBoardFollowsTheOrders(t *testing.T) {
	rolls, moves := 0, 0
	for _, year := range []int{1942, 1943, 1944, 1945} {
		for seed := uint64(1); seed <= 5; seed++ {
			g := newGame(t, Options{Year: year, Seed: seed})
			for turn := 0; turn < 3; turn++ {
				g.keepBoard()
				for _, a := range g.data.Map.Areas {
					for {
						before := len(g.Forces)
						wasIn := slices.Clone(g.boardNow().in[g.data.Map.index[a.Name]])
						var evs []Event
						more := g.orders().rollOrders(a.Name, false, &evs)
						rolls++
						if !g.board.fresh {
							t.Fatalf("%d seed %d: after rolling for %s the board was left to be read anew instead of kept up to date", year, seed, a.Name)
						}
						if !slices.Equal(wasIn, g.board.in[g.data.Map.index[a.Name]]) || len(g.Forces) != before {
							moves++
						}
						checkBoard(t, g, year, seed, a.Name)
						if !more {
							break
						}
					}
				}
				g.dropBoard()
				for i := range g.Forces {
					g.Forces[i].Moved = false
				}
			}
		}
	}
	if moves < 50 {
		t.Fatalf("only %d of %d rolls moved Forces: the board was hardly tested", moves, rolls)
	}
	t.Logf("%d rolls, %d moved Forces", rolls, moves)
}

// checkBoard compares the kept board with one read anew.
func checkBoard(t *testing.T, g *Game, year int, seed uint64, area string) {
	t.Helper()
	kept := g.boardNow()
	if kept == nil {
		t.Fatal("no board kept")
	}
	anew := &areaBoard{kept: true}
	g.board = anew
	g.boardNow()
	g.board = kept
	for k := range anew.in {
		if !slices.Equal(kept.in[k], anew.in[k]) || kept.census[k] != anew.census[k] {
			t.Fatalf("%d seed %d, after rolling for %s: the board of %s says %v %+v, a new pass %v %+v",
				year, seed, area, g.data.Map.Areas[k].Name, kept.in[k], kept.census[k], anew.in[k], anew.census[k])
		}
	}
}
