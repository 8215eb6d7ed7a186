package savegame

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"testing"
)

// asFormat0 rewrites a current save in the shape of format 0: no "game"
// marker, no turn/turn_name/step summary.
func asFormat0(t testing.TB, b []byte) []byte {
	t.Helper()
	return edit(t, b, func(top map[string]any) {
		for _, k := range []string{"game", "kind", "turn", "turn_name", "step", "rules_version", "start"} {
			delete(top, k)
		}
		top["format"] = 0
		top["game_version"] = "0.0.1-dev"
	})
}

// TestMigrationsReachFormat: every older format has its migration.
func TestMigrationsReachFormat(t *testing.T) {
	if n := len(migrations()); n != Format {
		t.Fatalf("%d migrations for format %d", n, Format)
	}
	for i, m := range migrations() {
		if m == nil {
			t.Errorf("no migration from format %d", i)
		}
	}
}

// TestMigrate0to1 fills the summary and the marker from the state.
func TestMigrate0to1(t *testing.T) {
	s := newSession(t, 12)
	playRandom(t, s, rand.New(rand.NewPCG(12, 2)), 6)
	var top map[string]json.RawMessage
	if err := json.Unmarshal(asFormat0(t, marshal(t, s)), &top); err != nil {
		t.Fatal(err)
	}
	if err := migrate0to1(top); err != nil {
		t.Fatal(err)
	}
	g := s.Game()
	for k, want := range map[string]any{"game": Magic, "turn": g.Turn, "turn_name": g.TurnName(), "step": g.Step, "campaign": 1942} {
		w, _ := json.Marshal(want)
		if !bytes.Equal(top[k], w) {
			t.Errorf("%s = %s, want %s", k, top[k], w)
		}
	}
	top["state"] = json.RawMessage(`{"format":1,"year":1066}`)
	if err := migrate0to1(top); problem(t, err) != BadState {
		t.Errorf("a bad state migrated: %v", err)
	}
}

// TestLoadFormat0: a format 0 file loads, says it was migrated, and saves
// again as the current format.
func TestLoadFormat0(t *testing.T) {
	s := newSession(t, 13)
	playRandom(t, s, rand.New(rand.NewPCG(13, 3)), 7)
	sv, err := Decode(bytes.NewReader(asFormat0(t, marshal(t, s))))
	if err != nil {
		t.Fatal(err)
	}
	if !sv.Migrated() || sv.Format != 0 || sv.GameVersion != "0.0.1-dev" || sv.TurnName != s.Game().TurnName() || sv.Step != s.Game().Step {
		t.Fatalf("header %+v", sv.Header)
	}
	if !sameGame(t, s.Game(), sv.Session.Game()) {
		t.Fatal("the migrated game differs")
	}
	if !bytes.Equal(marshal(t, sv.Session), marshal(t, s)) {
		t.Fatal("saving a migrated game does not give the current format")
	}
}

// TestFormat0Fixture: a format 0 file as the development builds wrote it,
// frozen (testdata/frozen: never regenerated), still loads.
func TestFormat0Fixture(t *testing.T) {
	path := filepath.Join("testdata", "frozen", "format0-1942.json")
	sv, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if sv.Format != 0 || !sv.Migrated() || sv.Campaign != 1942 {
		t.Fatalf("header %+v", sv.Header)
	}
}
