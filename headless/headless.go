// Package headless runs the command-line modes that need no window (-sim)
// from its init function. Ebitengine opens the X display in its own package
// init, before main runs, and panics where there is none; main imports this
// package so that a simulation runs, and exits, before that happens, so that
// help prints without a display, and so that a player without one gets a
// message instead of that panic.
// TestSimWithoutDisplay and TestNoDisplayMessage in the main package guard
// the order.
package headless

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"

	"nimitz/cmdline"
	"nimitz/expert"
	"nimitz/sim"
)

func init() {
	if sim.IsSim(os.Args[1:]) {
		os.Exit(sim.MainWith(os.Args[1:], os.Stdout, os.Stderr, expert.NewNamedPolicy, expert.PolicyNames()))
	}
	if noDisplay() {
		// Help, and a command line that cannot be read, need no window:
		// their usage message is printed here, with the exit status main
		// gives them.
		fs, _ := cmdline.New(os.Stderr)
		if err := fs.Parse(os.Args[1:]); errors.Is(err, flag.ErrHelp) {
			os.Exit(0)
		} else if err != nil {
			os.Exit(2)
		}
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
