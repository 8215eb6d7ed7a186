// Package headless runs the command-line modes that need no window (-sim)
// from its init function. Ebitengine opens the X display in its own package
// init, before main runs, and panics where there is none; main imports this
// package so that a simulation runs, and exits, before that happens, and so
// that a player without a display gets a message instead of that panic.
// TestSimWithoutDisplay and TestNoDisplayMessage in the main package guard
// the order.
package headless

import (
	"fmt"
	"os"
	"runtime"

	"nimitz/sim"
)

func init() {
	if sim.IsSim(os.Args[1:]) {
		os.Exit(sim.Main(os.Args[1:], os.Stdout, os.Stderr))
	}
	if noDisplay() {
		fmt.Fprintln(os.Stderr, "nimitz: there is no display to open the game's window on (DISPLAY is not set).\n"+
			"Play on a desktop, or play whole campaigns headless with -sim (nimitz -sim -h lists its flags).")
		os.Exit(1)
	}
}

// noDisplay reports a Unix desktop session without an X display: Ebitengine
// draws through X11 there (XWayland under Wayland), and cannot start.
func noDisplay() bool {
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		return os.Getenv("DISPLAY") == ""
	}
	return false
}
