package title_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/playerlog"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

// TestLinkedFromTitle: L on the title starts a linked series at its 1942
// campaign (autosaved as linked); L on the map opens the Player Log, E
// exports it as HTML into the saves folder, Esc goes back to the map.
func TestLinkedFromTitle(t *testing.T) {
	dir := t.TempDir()
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: dir}, title.New(7), scenes.Options{Resume: title.Resume})
	if err != nil {
		t.Fatal(err)
	}
	press := func(k ebiten.Key) {
		t.Helper()
		in.Key(k)
		for i := 0; i < 2; i++ {
			if err := m.Update(); err != nil {
				t.Fatal(err)
			}
			in.EndTick()
		}
	}
	press(ebiten.KeyL)
	c, ok := m.Current().(*campaign.Scene)
	if !ok {
		t.Fatalf("L on the title shows %T", m.Current())
	}
	sess := m.Context().Session
	if sess != c.Session() || !sess.Linked() || c.Game().Year != 1942 || sess.Series().Index != 0 {
		t.Fatal("the title did not start a linked series at 1942")
	}
	// An autosave and the live save, both of the series.
	if list, err := savegame.List(dir); err != nil || len(list) != 2 || !list[0].Linked || !list[1].Linked {
		t.Fatalf("autosave and live save %+v, %v", list, err)
	}
	press(ebiten.KeyL)
	pl, ok := m.Current().(*playerlog.Scene)
	if !ok || !pl.Log().Linked || len(pl.Log().Campaigns) != 1 {
		t.Fatalf("L on the map shows %T", m.Current())
	}
	press(ebiten.KeyE)
	if pl.Written() == "" || filepath.Dir(pl.Written()) != dir || m.Context().LastNote().Bad {
		t.Fatalf("export: %q, %+v", pl.Written(), m.Context().LastNote())
	}
	b, err := os.ReadFile(pl.Written())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<!DOCTYPE html>", "<svg", "Linked Campaign 1942–45", "Campaign 1 of 4", "The 1942 Campaign"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("the export does not say %q", want)
		}
	}
	if strings.Contains(string(b), "<script") || strings.Contains(string(b), "http://") && !strings.Contains(string(b), "http://www.w3.org/2000/svg") {
		t.Error("the export is not self-contained")
	}
	press(ebiten.KeyEscape)
	if m.Current() != c {
		t.Fatalf("Esc on the Player Log shows %T, not the map", m.Current())
	}
}
