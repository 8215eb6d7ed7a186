package scenes

import (
	"math"
	"testing"

	"nimitz/savegame"
)

// TestCanvasFollowsTheWindow: the canvas takes the window's shape at the
// interface size, grows the interface on tall screens, never lays out on
// less than the design canvas, and is the same on a hi-DPI screen as on a
// plain one of the same logical size (drawn in its device pixels, crisp).
func TestCanvasFollowsTheWindow(t *testing.T) {
	st := savegame.DefaultSettings()
	ctx := &Context{Settings: &st}
	for _, c := range []struct {
		name           string
		sw, sh, device float64
		percent        int
		scale, cw, ch  float64
	}{
		{"a 1366x768 laptop", 1366, 768, 1, 100, 0.8533, 1600.8, 900},
		{"full HD", 1920, 1080, 1, 100, 1, 1920, 1080},
		{"full HD at 80%", 1920, 1080, 1, 80, 0.8, 2400, 1350},
		{"full HD at 110%", 1920, 1080, 1, 110, 1.1, 1745.5, 981.8},
		{"1440p: the interface grows", 2560, 1440, 1, 100, 1.25, 2048, 1152},
		{"1440p at 200%, as large as the design canvas allows", 2560, 1440, 1, 200, 1.6, 1600, 900},
		{"4K at 150% (device scale 1.5)", 3840, 2160, 1.5, 100, 1.875, 2048, 1152},
		{"a 16:10 monitor", 1920, 1200, 1, 100, 1.0417, 1843.2, 1152},
		{"out of range: 100%", 1920, 1080, 1, 500, 1, 1920, 1080},
	} {
		st.UIScale = c.percent
		ctx.deviceScale = c.device
		v := ctx.Canvas(c.sw, c.sh)
		if math.Abs(v.Scale-c.scale) > 0.001 || math.Abs(v.W-c.cw) > 0.1 || math.Abs(v.H-c.ch) > 0.1 {
			t.Errorf("%s: scale %.4f, canvas %.1fx%.1f; want %.4f, %.1fx%.1f", c.name, v.Scale, v.W, v.H, c.scale, c.cw, c.ch)
		}
		if v.W < DesignWidth-0.01 || v.H < DesignHeight-0.01 {
			t.Errorf("%s: a canvas %.0fx%.0f is smaller than the design's", c.name, v.W, v.H)
		}
		if v.OX != 0 || v.OY != 0 || math.Abs(v.W*v.Scale-c.sw) > 0.01 || math.Abs(v.H*v.Scale-c.sh) > 0.01 {
			t.Errorf("%s: the canvas does not cover the window (%+v)", c.name, v)
		}
	}
}

// TestUIScaleShown: the settings say what the window allows.
func TestUIScaleShown(t *testing.T) {
	st := savegame.DefaultSettings()
	st.UIScale = 150
	ctx := &Context{Settings: &st}
	ctx.Canvas(1366, 768)
	if got := ctx.UIScaleShown(); got != 85 {
		t.Errorf("150%% on 1366x768 shows %d%%, want 85%% (the design canvas must fit)", got)
	}
	ctx.Canvas(2560, 1440)
	if got := ctx.UIScaleShown(); got != 128 {
		t.Errorf("150%% on 2560x1440 shows %d%%, want 128%%", got)
	}
	st.UIScale = 90
	if got := ctx.UIScaleShown(); got != 90 {
		t.Errorf("90%% on 2560x1440 shows %d%%", got)
	}
}

// TestBlockCentresTheDesign: a screen that keeps its shape is drawn in the
// middle of the window at the canvas's scale.
func TestBlockCentresTheDesign(t *testing.T) {
	st := savegame.DefaultSettings()
	ctx := &Context{Settings: &st}
	b := ctx.Canvas(2560, 1440).Block(DesignWidth, DesignHeight)
	if b.W != DesignWidth || b.H != DesignHeight || b.Scale != 1.25 {
		t.Fatalf("block %+v", b)
	}
	if x0, x1 := b.X(0), b.X(DesignWidth); math.Abs(float64(x0)-(2560-float64(x1))) > 0.01 {
		t.Errorf("the block runs from %v to %v of 2560: not centred", x0, x1)
	}
}
