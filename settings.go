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
	mw, mh := ebiten.Monitor().Size()
	d := savegame.DefaultSettings()
	w, h := st.s.WindowWidth, st.s.WindowHeight
	if (w != d.WindowWidth || h != d.WindowHeight) && fitsMonitor(w, h, mw, mh) {
		return w, h
	}
	return scenes.WindowSize(mw, mh)
}

// fitsMonitor reports whether a remembered window fits the monitor the game
// opens on: a player who moved to a smaller screen gets a window that fits it,
// not one cut off at the edge.
func fitsMonitor(w, h, mw, mh int) bool {
	return mw <= 0 || mh <= 0 || (w <= mw && h <= mh)
}
