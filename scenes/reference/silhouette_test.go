package reference

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/scenetest"
	"nimitz/scenes/ui"
)

// The faint picture behind a counter's type and name is as faint in its
// masts as in its hull: drawn in white at a sixth of opacity on black, no
// pixel of a carrier is brighter than that (the mast read as premultiplied
// drew a bright tick beside "CV" on the legend's counter).
func TestFaintSilhouetteHasNoBrightMast(t *testing.T) {
	img := ebiten.NewImage(240, 160)
	defer img.Deallocate()
	img.Fill(color.Black)
	v := ui.NewView(240, 160, 240, 160, nil)
	v.Art = &ui.Art{}
	faint := color.RGBA{0xff, 0xff, 0xff, 0x2a} // as DrawCounter paints it
	ui.DrawSilhouette(img, v, ui.Rect{X: 10, Y: 10, W: 220, H: 140}, ui.FleetCarrier, faint)
	px := scenetest.Pixels(img)
	brightest, lit := uint8(0), 0
	for i := 0; i < len(px.Pix); i += 4 {
		if g := px.Pix[i+1]; g > 0 {
			lit++
			brightest = max(brightest, g)
		}
	}
	if lit == 0 {
		t.Fatal("nothing was drawn")
	}
	if brightest > 0x2a+8 {
		t.Errorf("the faint carrier has a pixel of brightness %#x, more than its %#x", brightest, 0x2a)
	}
}
