//go:build !js

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
)

// runGame runs the game loop until the window is closed.
func runGame(m *scenes.Manager) error { return ebiten.RunGame(m) }
