package campaign

import (
	"path/filepath"
	"strings"
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
)

// TestDecisionLabelNamesBattleAircraft: a decision about a carrier's
// aircraft, worded for the replay's "Decided:" line and the map's buttons,
// names the aircraft and its carrier, not the Battle Sheet's unit ID.
func TestDecisionLabelNamesBattleAircraft(t *testing.T) {
	found := false
	for _, name := range []string{"1942-battle.json", "1943-mid.json", "v1-1942-battle.json", "v1-1944.json"} {
		l, err := savegame.Load(filepath.Join("..", "..", "savegame", "testdata", "frozen", name))
		if err != nil {
			t.Fatal(err)
		}
		g := l.Session.Game()
		if g.Battle == nil {
			continue
		}
		for i := range g.Battle.Units {
			u := &g.Battle.Units[i]
			if !u.CBA() {
				continue
			}
			found = true
			got := decisionLabel(g, rules.Decision{Kind: rules.DoDestroy, Force: u.ID()})
			want := g.UnitName(u)
			if !strings.Contains(got, want) || strings.Contains(got, u.ID()) || !strings.Contains(want, g.Name(u.Carrier)) {
				t.Errorf("%s: %q for %s, want it to name %q", name, got, u.ID(), want)
			}
			break
		}
	}
	if !found {
		t.Fatal("no carrier aircraft in the frozen battles")
	}
}
