package title_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

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
	in.MoveTo(scenes.DesignWidth/2-300+2*153+70, 826)
	tick()
	in.Click(scenes.DesignWidth/2-300+2*153+70, 826)
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

// recordStub stands for the War record screen.
type recordStub struct{ back func() scenes.Scene }

func (recordStub) Update(*scenes.Context) error        { return nil }
func (recordStub) Draw(*ebiten.Image, *scenes.Context) {}

// TestCoverOpensTheWarRecord: the War record button, and R, open the
// record, whose Back returns to the cover.
func TestCoverOpensTheWarRecord(t *testing.T) {
	for _, how := range []string{"button", "key"} {
		in := &ui.Script{}
		cover := title.New(1)
		opts := scenes.Options{Record: func(_ *scenes.Context, back func() scenes.Scene) scenes.Scene { return recordStub{back} }}
		m, err := scenes.NewManager(scenes.Context{Input: in}, cover, opts)
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
		if how == "key" {
			in.Key(ebiten.KeyR)
		} else {
			in.MoveTo(scenes.DesignWidth/2-300+153+70, 826)
			tick()
			in.Click(scenes.DesignWidth/2-300+153+70, 826)
		}
		tick()
		tick()
		r, ok := m.Context().Current().(recordStub)
		if !ok {
			t.Fatalf("%s: opened %T, not the war record", how, m.Context().Current())
		}
		if r.back() != cover {
			t.Errorf("%s: the record goes back to %T", how, r.back())
		}
	}
}
