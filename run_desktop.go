//go:build !js

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/files"
)

// runGame runs the game loop until the window is closed.
func runGame(m *scenes.Manager) error { return ebiten.RunGame(m) }

// fileTransfer is nil on the desktop: saves are files the player reaches
// through the disk.
func fileTransfer() files.Transfer { return nil }
