package battle

import (
	"encoding/json"
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
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	const area = "Solomon Islands"
	ids := []string{"JP:Destroyer Gp 1", "JP:Destroyer Gp 2", "US:Lexington", "US:18th FG"}
	putInArea(t, g, area, ids...)
	g.Step = rules.StepBattles
	g.Battle = &rules.Battle{Area: area, Turn: 1, TurnsLeft: 2, Units: []rules.Unit{
		{ID: ids[0], Side: rules.Japan, Counter: ids[0], Pos: rules.ZoneJapaneseOcean, Order: 0},
		{ID: ids[1], Side: rules.Japan, Counter: ids[1], Pos: rules.ZoneJapaneseOcean, Order: 1},
		{ID: ids[2], Side: rules.US, Counter: ids[2], Pos: rules.ZoneUSOcean, Order: 2},
		{ID: ids[3], Side: rules.US, Counter: ids[3], Order: 3},
	}}
	// The engine's work list and hit pools are its own; a save carries them
	// as JSON, and so does this test. After the Hit, US aircraft move (a
	// question, so the battle waits there).
	if err := json.Unmarshal([]byte(`{"pools":[{"side":"JP","zone":"Japanese Ocean","kind":"bomb-ship","hits":1}],"tasks":[{"op":"move-us"}]}`), g.Battle); err != nil {
		t.Fatal(err)
	}
	g.Battle.Ask = &rules.BattleAsk{Kind: rules.AskAllocateHit, Area: area, Zone: rules.ZoneJapaneseOcean, AttackBy: rules.US, Hits: 1,
		Prompt: "Japanese Ocean: the rules leave you the choice of the Japanese Force a Bombs vs Ships Hit strikes."}
	g.Battle.Options = []rules.Decision{{Kind: rules.DoAllocateHit, Force: ids[0]}, {Kind: rules.DoAllocateHit, Force: ids[1]}}

	tr := builtBoard(t, g)
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
