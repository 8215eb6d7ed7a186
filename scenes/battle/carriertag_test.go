package battle

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// TestAircraftCountersNameTheirCarrier: two Japanese A6M in the air over the
// Island, one from CV Kaga and one from CV Soryu, and a Dogfight Hit the
// rules leave the player to allocate between them. The buttons say "Hit on
// A6M (CV Kaga)" and "Hit on A6M (CV Soryu)"; each counter now names its
// carrier, so the player can tell which is which (playtest 12: the buttons
// named carriers the counters did not show). At 1366x768 and 2560x1440.
func TestAircraftCountersNameTheirCarrier(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	const area = "Solomon Islands"
	putInArea(t, g, area, "JP:Kaga", "JP:Soryu", "US:18th FG")
	kaga, soryu := "JP:Kaga/A6M#1", "JP:Soryu/A6M#3"
	a6m := rules.CounterKey(rules.Japan, "A6M")
	g.Step = rules.StepBattles
	g.Battle = &rules.Battle{Area: area, Turn: 1, TurnsLeft: 2, Units: []rules.Unit{
		rules.Unit{Order: 0}.As("JP:Kaga", rules.Japan, "JP:Kaga", false).At(rules.ZoneJapaneseOcean),
		rules.Unit{Carrier: "JP:Kaga", Order: 1}.As(kaga, rules.Japan, a6m, true).At(rules.ZoneIsland),
		rules.Unit{Order: 2}.As("JP:Soryu", rules.Japan, "JP:Soryu", false).At(rules.ZoneJapaneseOcean),
		rules.Unit{Carrier: "JP:Soryu", Order: 3}.As(soryu, rules.Japan, a6m, true).At(rules.ZoneIsland),
		rules.Unit{Order: 4}.As("US:18th FG", rules.US, "US:18th FG", false).At(rules.ZoneIsland),
	}}
	if err := json.Unmarshal([]byte(`{"pools":[{"side":"JP","zone":"Island","kind":"dogfight","hits":1}],"tasks":[{"op":"move-us"}]}`), g.Battle); err != nil {
		t.Fatal(err)
	}
	g.Battle.Ask = &rules.BattleAsk{Kind: rules.AskAllocateHit, Area: area, Zone: rules.ZoneIsland, AttackBy: rules.US, Hits: 1,
		Prompt: "Island: the rules leave you the choice of the Japanese Force a Dogfight Hit strikes."}
	g.Battle.Options = []rules.Decision{{Kind: rules.DoAllocateHit, Force: kaga}, {Kind: rules.DoAllocateHit, Force: soryu}}
	tr := builtBoard(t, g)
	named := map[string]string{kaga: "Kaga", soryu: "Soryu"}
	for _, b := range tr.s.buttons() {
		if n, ok := named[b.d.Force]; ok && strings.HasPrefix(b.label, "Hit on") && !strings.Contains(b.label, n) {
			t.Errorf("the button %q does not name %s", b.label, n)
		}
	}
	for _, sz := range [][2]int{{1366, 768}, {2560, 1440}} {
		var rec ui.Layout
		tr.ctx.Fonts.Layout = &rec
		tr.ctx.Full = true
		img := ebiten.NewImage(sz[0], sz[1])
		tr.s.Draw(img, tr.ctx)
		img.Deallocate()
		tr.ctx.Fonts.Layout = nil
		for id, n := range named {
			pl, ok := tr.s.lay.find(id)
			if !ok {
				t.Fatalf("%s is not on the sheet", id)
			}
			shown := false
			for _, d := range rec.Texts {
				if d.Text == n && pl.r.Encloses(d.Box) {
					shown = true
				}
			}
			if !shown {
				t.Errorf("%dx%d: the counter of %s at %v does not read %q", sz[0], sz[1], id, pl.r, n)
			}
		}
	}
	tr.ctx.Full = false
	tr.shot("battle-carrier-tags")
}
