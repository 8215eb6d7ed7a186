package title_test

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

func TestContinueOpensTheNewestSave(t *testing.T) { continueWith(t, ebiten.KeyC) }

// TestEnterContinues: with a game to go on with, Enter presses the lit
// Continue button rather than opening a new campaign's set-up.
func TestEnterContinues(t *testing.T) { continueWith(t, ebiten.KeyEnter) }

func continueWith(t *testing.T, key ebiten.Key) {
	dir := t.TempDir()
	// Two saves: an older quick save and a newer autosave a step later.
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if err := savegame.QuickSave(dir, sess); err != nil {
		t.Fatal(err)
	}
	if _, err := sess.Apply(rules.Decision{Kind: rules.DoDone}); err != nil {
		t.Fatal(err)
	}
	if _, err := savegame.AutoSave(dir, sess); err != nil {
		t.Fatal(err)
	}
	want, _ := json.Marshal(sess.Game())

	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: dir}, title.New(1), scenes.Options{Resume: title.Resume})
	if err != nil {
		t.Fatal(err)
	}
	tick := func() {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	tick()
	in.Key(key)
	tick()
	tick()
	c, ok := m.Current().(*campaign.Scene)
	if !ok {
		t.Fatalf("Continue shows %T, want the map", m.Current())
	}
	got, _ := json.Marshal(c.Game())
	if string(got) != string(want) {
		t.Error("Continue did not open the newest save")
	}
	if m.Context().Session != c.Session() || m.Context().Session.Len() != 1 {
		t.Error("the context does not play the continued session")
	}
}

func TestNoContinueWithoutSaves(t *testing.T) {
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: filepath.Join(t.TempDir(), "none")}, title.New(1),
		scenes.Options{Resume: title.Resume})
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []ebiten.Key{ebiten.KeyC, ebiten.KeyC} {
		in.Key(k)
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	if _, ok := m.Current().(*title.Scene); !ok {
		t.Errorf("C without saves went to %T", m.Current())
	}
}
