package scenes

import (
	"fmt"
	"regexp"
	"strings"
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

// TestScreenFirstDrawnLogged: -fps says when each screen was first drawn,
// the first after launch, the next after the click that went to it, once
// each.
func TestScreenFirstDrawnLogged(t *testing.T) {
	in := &ui.Script{}
	ctx, err := NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	log := func(format string, a ...any) {
		if l := fmt.Sprintf(format, a...); strings.Contains(l, "first drawn") {
			lines = append(lines, l)
		}
	}
	m, err := NewManager(*ctx, &stepScene{next: &stepScene{}}, Options{Log: log})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebiten.NewImage(64, 48)
	defer screen.Deallocate()
	for i := range 4 {
		if i == 1 {
			in.Click(10, 10)
		}
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
		m.Draw(screen)
	}
	launch := regexp.MustCompile(`^scenes first drawn \d+ ms after launch$`)
	click := regexp.MustCompile(`^scenes first drawn \d+ ms after the input$`)
	if len(lines) != 2 || !launch.MatchString(lines[0]) || !click.MatchString(lines[1]) {
		t.Errorf("logged %q, want the first screen after launch, then the next after the input", lines)
	}
}

// TestFirstFrameRunsOnceAfterTheFirstFrame: what the window must not wait
// for (the audio device) starts once the first frame is drawn, and once.
func TestFirstFrameRunsOnceAfterTheFirstFrame(t *testing.T) {
	ctx, err := NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	runs := 0
	m, err := NewManager(*ctx, &stepScene{}, Options{FirstFrame: func() { runs++ }})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Update(); err != nil {
		t.Fatal(err)
	}
	if runs != 0 {
		t.Fatalf("ran %d times before any frame was drawn", runs)
	}
	screen := ebiten.NewImage(64, 48)
	defer screen.Deallocate()
	for range 3 {
		m.Draw(screen)
		if runs != 1 {
			t.Fatalf("ran %d times after a frame, want once", runs)
		}
	}
}
