package title_test

import (
	"testing"

	"nimitz/scenes"
	"nimitz/scenes/menu"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

// TestCoverOffersSettings: the cover's Settings button opens the settings
// page of the game menu over it; Load without a saving service says so.
func TestCoverOffersSettings(t *testing.T) {
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in}, title.New(1), scenes.Options{})
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
	// The design canvas is drawn 1:1 until a frame is drawn: the buttons
	// sit where the cover lays them out.
	in.MoveTo(scenes.DesignWidth/2-300+204+96, 826)
	tick()
	in.Click(scenes.DesignWidth/2-300+204+96, 826)
	tick()
	tick()
	mn, ok := m.Context().Current().(*menu.Scene)
	if !ok {
		t.Fatalf("Settings opened %T, not the game menu", m.Context().Current())
	}
	if labels := mn.Labels(m.Context()); len(labels) == 0 || labels[len(labels)-1] != "Back" {
		t.Fatalf("the menu shows %q, not its settings page", labels)
	}
}
