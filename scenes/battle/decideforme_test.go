package battle

import (
	"encoding/json"
	"testing"

	"nimitz/rules"
)

// equalHitBoard is the Battle Sheet asking which of two equal Destroyer
// Groups a Bomb Hit strikes ("You get to decide which Ship to Damage",
// Solitaire Decisions), built directly.
func equalHitBoard(t *testing.T) (*tester, []string) {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	const area = "Solomon Islands"
	ids := []string{"JP:Destroyer Gp 1", "JP:Destroyer Gp 2", "US:Lexington", "US:18th FG"}
	putInArea(t, g, area, ids...)
	g.Step = rules.StepBattles
	g.Battle = &rules.Battle{Area: area, Turn: 1, TurnsLeft: 2, Units: []rules.Unit{
		rules.Unit{Order: 0}.As(ids[0], rules.Japan, ids[0], false).At(rules.ZoneJapaneseOcean),
		rules.Unit{Order: 1}.As(ids[1], rules.Japan, ids[1], false).At(rules.ZoneJapaneseOcean),
		rules.Unit{Order: 2}.As(ids[2], rules.US, ids[2], false).At(rules.ZoneUSOcean),
		rules.Unit{Order: 3}.As(ids[3], rules.US, ids[3], false),
	}}
	if err := json.Unmarshal([]byte(`{"pools":[{"side":"JP","zone":"Japanese Ocean","kind":"bomb-ship","hits":1}],"tasks":[{"op":"move-us"}]}`), g.Battle); err != nil {
		t.Fatal(err)
	}
	g.Battle.Ask = &rules.BattleAsk{Kind: rules.AskAllocateHit, Area: area, Zone: rules.ZoneJapaneseOcean, AttackBy: rules.US, Hits: 1,
		Prompt: "Japanese Ocean: the rules leave you the choice of the Japanese Force a Bombs vs Ships Hit strikes."}
	g.Battle.Options = []rules.Decision{{Kind: rules.DoAllocateHit, Force: ids[0]}, {Kind: rules.DoAllocateHit, Force: ids[1]}}
	return builtBoard(t, g), ids
}

// TestDecideThisTieForMe: the tie's "Decide this tie for me" answers it with
// the option the engine's documented order picks (the first Destroyer
// Group), as one decision of the record, and changes no setting.
func TestDecideThisTieForMe(t *testing.T) {
	tr, ids := equalHitBoard(t)
	if !tr.press("Decide this tie for me") {
		t.Fatalf("no such button among %v", labels(tr.s.buttons()))
	}
	tr.settle()
	g := tr.g()
	if !g.Force(ids[0]).Damaged || g.Force(ids[1]).Damaged {
		t.Fatalf("%s Damaged %v, %s %v: want the first", ids[0], g.Force(ids[0]).Damaged, ids[1], g.Force(ids[1]).Damaged)
	}
	if g.GameMakesTies(rules.AskAllocateHit) || tr.ctx.Session.Len() != 1 {
		t.Fatalf("setting changed %v, %d decisions", g.GameMakesTies(rules.AskAllocateHit), tr.ctx.Session.Len())
	}
}

// TestAlwaysDecideThisKindOfTie: "Always decide equal Hits" gives the ties
// of Hits to the game from now on and answers this one as the game would:
// two decisions of the record, one click, which one Undo takes back.
func TestAlwaysDecideThisKindOfTie(t *testing.T) {
	tr, ids := equalHitBoard(t)
	if !tr.press("Always decide equal Hits") {
		t.Fatalf("no such button among %v", labels(tr.s.buttons()))
	}
	tr.settle()
	g := tr.g()
	if !g.Force(ids[0]).Damaged || !g.GameMakesTies(rules.AskAllocateHit) || g.GameMakesTies(rules.AskPlaceJapanese) {
		t.Fatalf("Damaged %v, choices %+v", g.Force(ids[0]).Damaged, g.JapanChoices)
	}
	sess := tr.ctx.Session
	if sess.Len() != 2 {
		t.Fatalf("%d decisions, want the change and the Hit", sess.Len())
	}
	back, err := sess.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if back.Len() != 0 || back.Game().GameMakesTies(rules.AskAllocateHit) {
		t.Fatalf("one Undo leaves %d decisions, choices %+v", back.Len(), back.Game().JapanChoices)
	}
}

// TestNoDecideForMeOnOtherQuestions: a Hit on the US is the player's own
// choice among the lowest-value Forces, not one of Japan's: no button.
func TestNoDecideForMeOnOtherQuestions(t *testing.T) {
	tr, _ := equalHitBoard(t)
	a := tr.g().Battle.Ask
	a.AttackBy = rules.Japan
	for _, b := range tr.s.buttons() {
		if b.always != "" || b.label == "Decide this tie for me" {
			t.Fatalf("%q offered on a Hit on the US", b.label)
		}
	}
}

func labels(bs []button) []string {
	var out []string
	for _, b := range bs {
		out = append(out, b.label)
	}
	return out
}
