package main

import (
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
)

// settings are the player's settings and the folder they live in ("" when
// the system has no config folder: then they are not kept).
type settings struct {
	s   savegame.Settings
	dir string
}

// loadSettings reads the settings; a damaged file is reported and the
// defaults are used.
func loadSettings(stderr io.Writer) *settings {
	st := &settings{s: savegame.DefaultSettings()}
	dir, err := savegame.ConfigDir()
	if err != nil {
		fmt.Fprintf(stderr, "nimitz: settings are not kept: %v\n", err)
		return st
	}
	st.dir = dir
	s, err := savegame.LoadSettings(dir)
	if err != nil {
		fmt.Fprintf(stderr, "nimitz: %v\n", err)
	}
	st.s = s
	return st
}

// windowSize is the window to open: the size kept in the settings when the
// player has resized it before, else a comfortable one for the monitor.
func windowSize(st *settings) (int, int) {
	d := savegame.DefaultSettings()
	if st.s.WindowWidth != d.WindowWidth || st.s.WindowHeight != d.WindowHeight {
		return st.s.WindowWidth, st.s.WindowHeight
	}
	return scenes.WindowSize(ebiten.Monitor().Size())
}
