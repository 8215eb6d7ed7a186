//go:build !js

package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	// headless runs -sim from its init, before Ebitengine's own init needs a
	// display (see headless/headless.go). The browser has no command line.
	_ "nimitz/headless"
	"nimitz/scenes"
	"nimitz/scenes/files"
)

// runGame runs the game loop until the window is closed.
func runGame(m *scenes.Manager) error { return ebiten.RunGame(m) }

// fileTransfer is nil on the desktop: saves are files the player reaches
// through the disk.
func fileTransfer() files.Transfer { return nil }
