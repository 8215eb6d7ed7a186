package scenes

import (
	"math"

	"nimitz/savegame"
	"nimitz/scenes/ui"
)

// roomyHeight is the window height, in logical pixels, up to which the
// interface keeps its design size at 100%: a taller window (1440 and up)
// grows it in step, so its text stays as easy to read on a large monitor as
// on a laptop, while the extra width and height still go to the map.
const roomyHeight = 1152

// UnitScale is how many device pixels a design unit takes on a screen sh
// device pixels tall with device pixels per logical pixel (the monitor's
// scale factor, 2 on most hi-DPI screens), at an interface size of percent:
// one logical pixel at 100% up to roomyHeight, growing beyond it. A screen
// too small for the design canvas shrinks it further (ui.NewCanvas).
func UnitScale(sh, device float64, percent int) float64 {
	if !(device > 0) {
		device = 1
	}
	if percent < savegame.MinUIScale || percent > savegame.MaxUIScale {
		percent = 100
	}
	grow := math.Max(1, sh/device/roomyHeight)
	return device * grow * float64(percent) / 100
}

// Canvas is the view a screen of sw x sh device pixels lays out on: the
// window's shape, at the interface size of the settings, never smaller than
// DesignWidth x DesignHeight design units.
func (c *Context) Canvas(sw, sh float64) ui.View {
	c.screen = [2]float64{sw, sh}
	percent := 100
	if c.Settings != nil {
		percent = c.Settings.UIScale
	}
	v := ui.NewCanvas(sw, sh, UnitScale(sh, c.deviceScale, percent), DesignWidth, DesignHeight, c.Fonts)
	if c.Input != nil && c.Input.Touched() {
		device := c.deviceScale
		if !(device > 0) {
			device = 1
		}
		v.Finger = ui.FingerPx * device / v.Scale
	}
	return v
}

// UIScaleShown is the interface size the last frame was drawn at, in
// percent: the setting, or less when the window is too small for it (the
// design canvas must fit).
func (c *Context) UIScaleShown() int {
	sw, sh := c.screen[0], c.screen[1]
	if sw <= 0 || sh <= 0 {
		return c.Settings.UIScale
	}
	return int(math.Round(c.Canvas(sw, sh).Scale / UnitScale(sh, c.deviceScale, 100) * 100))
}
