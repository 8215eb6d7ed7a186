package main

import "testing"

// TestFitsMonitor: a remembered window larger than the monitor is not used.
func TestFitsMonitor(t *testing.T) {
	for _, c := range []struct {
		w, h, mw, mh int
		want         bool
	}{
		{1280, 800, 1600, 900, true},
		{1920, 1080, 1600, 900, false},
		{1600, 1000, 1600, 900, false},
		{1920, 1080, 0, 0, true}, // monitor size unknown: trust the setting
	} {
		if got := fitsMonitor(c.w, c.h, c.mw, c.mh); got != c.want {
			t.Errorf("fitsMonitor(%d, %d, %d, %d) = %v, want %v", c.w, c.h, c.mw, c.mh, got, c.want)
		}
	}
}
