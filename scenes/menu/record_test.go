package menu

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/ui"
)

type screen struct{ back func() scenes.Scene }

func (screen) Update(*scenes.Context) error        { return nil }
func (screen) Draw(*ebiten.Image, *scenes.Context) {}

// TestMenuOpensTheWarRecord: the game menu lists the War record where the
// game has one, and its Back comes back to the menu.
func TestMenuOpensTheWarRecord(t *testing.T) {
	in := &ui.Script{}
	mn := New(screen{})
	opts := scenes.Options{Record: func(_ *scenes.Context, back func() scenes.Scene) scenes.Scene { return screen{back} }}
	m, err := scenes.NewManager(scenes.Context{Input: in}, mn, opts)
	if err != nil {
		t.Fatal(err)
	}
	labels := mn.Labels(m.Context())
	i := slices.Index(labels, "War record")
	if i < 0 {
		t.Fatalf("the menu has no War record: %q", labels)
	}
	for range i + 1 { // the first press chooses the first entry
		in.Key(ebiten.KeyArrowDown)
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	in.Key(ebiten.KeyEnter)
	for range 2 {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	r, ok := m.Context().Current().(screen)
	if !ok || r.back == nil || r.back() != mn {
		t.Fatalf("the War record entry opened %T", m.Context().Current())
	}
	if slices.Contains(New(screen{}).Labels(&scenes.Context{}), "War record") {
		t.Error("the menu offers a War record where there is none")
	}
}
