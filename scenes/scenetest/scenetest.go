// Package scenetest runs a scene package's tests inside Ebitengine's game loop,
// so that tests and benchmarks may draw. Each scene package's TestMain calls
// Main.
//
// The tests always need a display: on Linux and the BSDs, Ebitengine's package
// init opens the X display and panics where there is none, before TestMain or
// any test runs, so there is no display-less run to skip drawing in.
// build/test.sh runs them under Xvfb. (The game itself gets round this with
// the headless package, and main_test.go checks that by running the game as a
// child process with the display stripped from its environment.)
package scenetest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main runs the tests inside the game loop and returns their exit code.
func Main(m *testing.M) int {
	r := &runner{m: m}
	ebiten.SetWindowSize(320, 180)
	ebiten.SetWindowTitle("nimitz scene tests")
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(r); err != nil && err != ebiten.Termination {
		panic(err)
	}
	return r.code
}

type runner struct {
	m    *testing.M
	code int
	done bool
}

func (r *runner) Update() error {
	if !r.done {
		r.done = true
		r.code = r.m.Run()
	}
	return ebiten.Termination
}

func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(w, h int) (int, int) { return w, h }
