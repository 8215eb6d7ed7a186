package scenes

import "testing"

// TestWindowFillsTheScreen: the first window takes most of any screen, in
// the screen's shape (the screens lay out on the room they get): a 1366x768
// laptop, full HD, 1440p, 4K and a 5:4 monitor.
func TestWindowFillsTheScreen(t *testing.T) {
	for _, m := range [][2]int{{1366, 768}, {1280, 720}, {1920, 1080}, {2560, 1440}, {3840, 2160}, {1280, 1024}} {
		w, h := WindowSize(m[0], m[1])
		if w > m[0] || h > m[1] {
			t.Errorf("%dx%d: a %dx%d window does not fit", m[0], m[1], w, h)
		}
		if fill := max(float64(w)/float64(m[0]), float64(h)/float64(m[1])); fill < 0.85 {
			t.Errorf("%dx%d: a %dx%d window fills only %.0f%% of the screen", m[0], m[1], w, h, fill*100)
		}
		if fill := min(float64(w)/float64(m[0]), float64(h)/float64(m[1])); fill < 0.85 {
			t.Errorf("%dx%d: a %dx%d window leaves %.0f%% of the screen unused on one side", m[0], m[1], w, h, 100-fill*100)
		}
	}
	if w, h := WindowSize(0, 0); w != DesignWidth || h != DesignHeight {
		t.Errorf("no monitor: %dx%d, want the design size", w, h)
	}
}
