// Package scenetest runs a scene package's tests inside Ebitengine's game loop,
// so that tests and benchmarks may draw. Each scene package's TestMain calls
// Main.
package scenetest

import (
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs the tests inside the game loop when there is a display
// (build/test.sh runs them under Xvfb) and returns the exit code; canDraw is
// set true while they run there. Without a display the tests run directly,
// and those that only script clicks still pass.
func Main(m *testing.M, canDraw *bool) int {
	if os.Getenv("DISPLAY") == "" {
		return m.Run()
	}
	r := &runner{m: m, canDraw: canDraw}
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("nimitz scene tests")
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(r); err != nil && err != ebiten.Termination {
		panic(err)
	}
	return r.code
}

type runner struct {
	m       *testing.M
	canDraw *bool
	code    int
	done    bool
}

func (r *runner) Update() error {
	if !r.done {
		r.done = true
		*r.canDraw = true
		r.code = r.m.Run()
	}
	return ebiten.Termination
}

func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(w, h int) (int, int) { return w, h }
