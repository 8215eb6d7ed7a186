//go:build !js

package warrecord

// breathe does nothing where goroutines run side by side (or are
// preempted): the screen's goes on by itself.
func breathe() {}
