package battle

import (
	"testing"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestJapaneseHitChosenOnTheSheet: "You get to decide which Ship to Damage"
// (Solitaire Decisions). When the rules leave several Japanese targets for a
// Hit, the board lights them and the player clicks one, as for US Hits; the
// Hit strikes that one. The position is built directly: two Destroyer Groups
// of equal value in the Japanese Ocean and a Bomb Hit to allocate.
func TestJapaneseHitChosenOnTheSheet(t *testing.T) {
	tr, ids := equalHitBoard(t)
	g := tr.s.g
	tr.clickUnit(ids[1])
	tr.settle()
	if !g.Force(ids[1]).Damaged || g.Force(ids[0]).Damaged {
		t.Fatalf("clicking %s: it is Damaged %v, %s %v", ids[1], g.Force(ids[1]).Damaged, ids[0], g.Force(ids[0]).Damaged)
	}
}

// putInArea puts the Forces ids on the map in area, for a battle built
// directly.
func putInArea(t *testing.T, g *rules.Game, area string, ids ...string) {
	t.Helper()
	for _, id := range ids {
		f := g.Force(id)
		if f == nil {
			t.Fatalf("no %s in %d", id, g.Year)
		}
		f.Where, f.Area = rules.OnMap, area
	}
}

// builtBoard opens the Battle Sheet on a battle a test built directly,
// updated once.
func builtBoard(t *testing.T, g *rules.Game) *tester {
	t.Helper()
	in := &ui.Script{}
	tr := &tester{t: t, in: in}
	var err error
	tr.s, err = New(g, nil, nil, func(evs []rules.Event) scenes.Scene { tr.left = evs; return nil })
	if err != nil {
		t.Fatal(err)
	}
	if tr.ctx, err = scenes.NewTestContext(g, in); err != nil {
		t.Fatal(err)
	}
	tr.ctx.Settings = nil
	tr.tick()
	return tr
}
