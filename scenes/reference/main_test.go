package reference

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMain runs the tests inside Ebitengine's game loop when there is a display
// (build/test.sh runs them under Xvfb), so tests and benchmarks may draw.
// Without one, the tests that only script clicks still run.
func TestMain(m *testing.M) {
	if os.Getenv("DISPLAY") == "" {
		os.Exit(m.Run())
	}
	r := &testRunner{m: m}
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("nimitz scene tests")
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(r); err != nil && err != ebiten.Termination {
		panic(err)
	}
	os.Exit(r.code)
}

type testRunner struct {
	m    *testing.M
	code int
	done bool
}

var canDraw bool // set only while tests run inside the game loop

func (r *testRunner) Update() error {
	if !r.done {
		r.done = true
		canDraw = true
		r.code = r.m.Run()
	}
	return ebiten.Termination
}

func (r *testRunner) Draw(*ebiten.Image)         {}
func (r *testRunner) Layout(w, h int) (int, int) { return w, h }
