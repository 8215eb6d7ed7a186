package title_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/menu"
	"nimitz/scenes/playerlog"
	"nimitz/scenes/setup"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

// TestLinkedFromTitle: L on the title opens the setup screen of a linked
// series (its options and seed, as for one campaign), which starts it at its
// 1942 campaign (autosaved as linked); L on the map opens the Player Log, E
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
	su, ok := m.Current().(*setup.Scene)
	if !ok || su.Year() != setup.Linked {
		t.Fatalf("L on the title shows %T, not the setup screen of the linked series", m.Current())
	}
	press(ebiten.KeyEnter)
	c, ok := m.Current().(*campaign.Scene)
	if !ok {
		t.Fatalf("Enter on the setup screen shows %T", m.Current())
	}
	sess := m.Context().Session
	if sess != c.Session() || !sess.Linked() || c.Game().Year != 1942 || sess.Series().Index != 0 {
		t.Fatal("the title did not start a linked series at 1942")
	}
	list, err := savegame.List(dir)
	if err != nil || !slices.ContainsFunc(list, func(e savegame.Entry) bool { return e.Auto }) {
		t.Fatalf("no autosave: %+v, %v", list, err)
	}
	for _, e := range list {
		if !e.Linked {
			t.Errorf("%s is not a linked series' save", e.Name)
		}
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

// TestEscOnTheTitleOpensTheMenu: Esc on the title opens the game menu, with
// no saving or quitting to the title while no campaign is in play, and its
// Quit ends the game loop.
func TestEscOnTheTitleOpensTheMenu(t *testing.T) {
	in := &ui.Script{}
	tl := title.New(7)
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: t.TempDir()}, tl, scenes.Options{Resume: title.Resume})
	if err != nil {
		t.Fatal(err)
	}
	step := func(k ebiten.Key) error {
		in.Key(k)
		err := m.Update()
		in.EndTick()
		if err == nil {
			err = m.Update()
		}
		return err
	}
	if err := step(ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	mn, ok := m.Current().(*menu.Scene)
	if !ok {
		t.Fatalf("Esc on the title shows %T", m.Current())
	}
	labels := mn.Labels(m.Context())
	if labels[len(labels)-1] != "Quit the game" || strings.Contains(strings.Join(labels, "|"), "Save") || strings.Contains(strings.Join(labels, "|"), "title") {
		t.Errorf("the title's menu offers %v", labels)
	}
	if err := step(ebiten.KeyEscape); err != nil || m.Current() != tl {
		t.Fatalf("Esc in the menu shows %T (%v), not the title", m.Current(), err)
	}
	if err := step(ebiten.KeyEscape); err != nil {
		t.Fatal(err)
	}
	if err := step(ebiten.KeyArrowUp); err != nil { // from none: the last entry
		t.Fatal(err)
	}
	if err := step(ebiten.KeyEnter); !errors.Is(err, ebiten.Termination) {
		t.Errorf("Quit the game on the title's menu: %v, want the end of the game loop", err)
	}
}
