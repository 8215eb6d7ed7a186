package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// stepScene is a screen that goes to next when clicked and counts its
// frames.
type stepScene struct {
	next  Scene
	drawn int
}

func (s *stepScene) Update(ctx *Context) error {
	if ctx.Input.Clicked() && s.next != nil {
		ctx.GoTo(s.next)
	}
	return nil
}

func (s *stepScene) Draw(*ebiten.Image, *Context) { s.drawn++ }

// TestGoToDrawnInTheSameTick: the screen a click goes to is the one the
// frame after that Update draws, not the screen left.
func TestGoToDrawnInTheSameTick(t *testing.T) {
	in := &ui.Script{}
	ctx, err := NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	to := &stepScene{}
	from := &stepScene{next: to}
	m, err := NewManager(*ctx, from, Options{})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebiten.NewImage(64, 48)
	defer screen.Deallocate()
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
	m.Draw(screen)
	in.Click(10, 10)
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
	in.EndTick()
	if m.Current() != to {
		t.Fatalf("after the click's Update the current screen is %p, want the one gone to (%p)", m.Current(), to)
	}
	m.Draw(screen)
	if from.drawn != 1 || to.drawn != 1 {
		t.Errorf("frames drawn: %d of the screen left (want 1), %d of the screen gone to (want 1)", from.drawn, to.drawn)
	}
}
