//go:build !linux

package sound

// noDevice is "" where the system is not asked first: a device that fails
// to open only leaves Output silent.
func noDevice() string { return "" }
