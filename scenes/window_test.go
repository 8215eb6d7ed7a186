package scenes

import "testing"

// TestWindowFillsTheScreen: the first window takes most of any screen, in
// the board's shape: a 1366x768 laptop, full HD, 1440p and 4K.
func TestWindowFillsTheScreen(t *testing.T) {
	for _, m := range [][2]int{{1366, 768}, {1280, 720}, {1920, 1080}, {2560, 1440}, {3840, 2160}, {1280, 1024}} {
		w, h := WindowSize(m[0], m[1])
		if w > m[0] || h > m[1] {
			t.Errorf("%dx%d: a %dx%d window does not fit", m[0], m[1], w, h)
		}
		if fill := max(float64(w)/float64(m[0]), float64(h)/float64(m[1])); fill < 0.85 {
			t.Errorf("%dx%d: a %dx%d window fills only %.0f%% of the screen", m[0], m[1], w, h, fill*100)
		}
		if r := float64(w) / float64(h); r < 1.76 || r > 1.79 {
			t.Errorf("%dx%d: the window %dx%d is not the board's shape", m[0], m[1], w, h)
		}
	}
	if w, h := WindowSize(0, 0); w != DesignWidth || h != DesignHeight {
		t.Errorf("no monitor: %dx%d, want the design size", w, h)
	}
}
