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
	percent := 100
	if c.Settings != nil {
		percent = c.Settings.UIScale
	}
	return ui.NewCanvas(sw, sh, UnitScale(sh, c.deviceScale, percent), DesignWidth, DesignHeight, c.Fonts)
}

// UIScaleShown is the interface size v actually draws at, in percent of the
// design size: the setting, or less when the window is too small for it.
func (c *Context) UIScaleShown(v ui.View) int {
	full := UnitScale(v.H*v.Scale, c.deviceScale, 100)
	return int(math.Round(v.Scale / full * 100))
}
