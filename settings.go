package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
)

// settings are the player's settings and the folder they live in ("" when
// the system has no config folder, or when writing them would replace a
// damaged file that could not be moved aside: then they are not kept).
type settings struct {
	s   savegame.Settings
	dir string
	// notice says why the settings in force are not the player's own, for
	// the first screen; "" when they are.
	notice string
}

// loadSettings reads the settings; a damaged file is reported (on stderr and,
// through notice, on the first screen) and the defaults are used.
func loadSettings(stderr io.Writer) *settings {
	st := &settings{s: savegame.DefaultSettings()}
	dir, err := savegame.ConfigDir()
	if err != nil {
		st.notice = fmt.Sprintf("Your settings cannot be kept on this computer (%v); the game uses its default settings.", err)
		fmt.Fprintf(stderr, "nimitz: %s\n", st.notice)
		return st
	}
	st.dir = dir
	s, err := savegame.LoadSettings(dir)
	if err != nil {
		st.notice = err.Error()
		fmt.Fprintf(stderr, "nimitz: %v\n", err)
		var se *savegame.SettingsError
		if errors.As(err, &se) && se.NotKept {
			st.dir = ""
		}
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
