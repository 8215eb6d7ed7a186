// Package headless runs the command-line modes that need no window (-sim)
// from its init function. Ebitengine opens the X display in its own package
// init, before main runs, and panics where there is none; main imports this
// package so that a simulation runs, and exits, before that happens.
// TestSimWithoutDisplay in the main package guards the order.
package headless

import (
	"os"

	"nimitz/sim"
)

func init() {
	if sim.IsSim(os.Args[1:]) {
		os.Exit(sim.Main(os.Args[1:], os.Stdout, os.Stderr))
	}
}
