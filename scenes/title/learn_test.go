package title_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/title"
	"nimitz/scenes/tutorial"
	"nimitz/scenes/ui"
)

// TestLearnToPlay: T on the title opens the tutorial, which writes nothing
// to the saves folder (Continue keeps the player's game); Esc goes back to
// the title; Take over makes the example a saved game that Continue opens.
func TestLearnToPlay(t *testing.T) {
	dir := t.TempDir()
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: dir}, title.New(7), scenes.Options{Resume: title.Resume, Title: func() scenes.Scene { return title.New(8) }})
	if err != nil {
		t.Fatal(err)
	}
	run := func(n int) {
		t.Helper()
		for i := 0; i < n; i++ {
			if err := m.Update(); err != nil {
				t.Fatal(err)
			}
			in.EndTick()
		}
	}
	saves := func() int {
		t.Helper()
		es, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		return len(es)
	}
	in.Key(ebiten.KeyT)
	run(3)
	tut, ok := m.Current().(*tutorial.Scene)
	if !ok || tut.Lesson() == nil {
		t.Fatalf("T on the title shows %T, not the tutorial", m.Current())
	}
	for i := 0; i < 3; i++ {
		in.Key(ebiten.KeyEnter)
		run(2)
	}
	if n, _ := tut.Step(); n != 3 {
		t.Fatalf("three Enters took the tutorial to step %d, want 3", n+1)
	}
	if n := saves(); n != 0 {
		t.Fatalf("the tutorial wrote %d files into the saves folder", n)
	}
	in.Key(ebiten.KeyEscape)
	run(2)
	if _, ok := m.Current().(*title.Scene); !ok {
		t.Fatalf("Esc in the tutorial shows %T, not the title", m.Current())
	}
	if m.Context().Session != nil || saves() != 0 {
		t.Fatal("leaving the tutorial left a game in play or a save")
	}

	in.Key(ebiten.KeyT)
	run(3)
	tut = m.Current().(*tutorial.Scene)
	r, ok := tut.ButtonRect("Take over")
	if !ok {
		t.Fatal("no Take over button")
	}
	in.Click(r.CX(), r.CY())
	run(2)
	c, ok := m.Current().(*campaign.Scene)
	if !ok {
		t.Fatalf("Take over shows %T, not the map", m.Current())
	}
	if c.Session() != m.Context().Session || m.Context().Practice {
		t.Fatal("the map is not the game in play")
	}
	l, err := savegame.Load(filepath.Join(dir, savegame.LiveName))
	if err != nil {
		t.Fatalf("the game taken over is not saved: %v", err)
	}
	if l.Session.Start() == nil || l.Session.Start().From != savegame.FromTutorial || l.Session.Game().Year != 1942 {
		t.Fatal("the live save is not the example taken over")
	}
}
