package title_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

// TestTheBoardFollowsTheTitle: the title's first frame comes without the
// faint board behind it (so the window shows at once), and the board is
// there in the frames after, with nothing but time passing.
func TestTheBoardFollowsTheTitle(t *testing.T) {
	in := &ui.Script{}
	first := title.New(1)
	m, err := scenes.NewManager(scenes.Context{Input: in}, first, scenes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebiten.NewImage(1366, 768)
	defer screen.Deallocate()
	frame := func() {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
		m.Draw(screen)
	}
	pixels := func() []byte {
		b := make([]byte, 4*1366*768)
		screen.ReadPixels(b)
		return b
	}
	frame()
	if first.Settled() {
		t.Error("the title says it is settled before its board is drawn")
	}
	bare := pixels()
	for range 3 {
		frame()
	}
	if !first.Settled() {
		t.Fatal("three frames on, the board is still not drawn")
	}
	// The land, the grid, the lines and the areas' rings: a good part of
	// the screen is no longer the bare navy.
	changed := 0
	for i, p := range pixels() {
		if i%4 == 0 && p != bare[i] {
			changed++
		}
	}
	if changed < 1366*768/10 {
		t.Errorf("the board changed %d pixels of %d: it was not drawn", changed, 1366*768)
	}
}
