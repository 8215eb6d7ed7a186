package campaign

import (
	"image"
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
)

// TestLitAreasKeepTheirAirfieldValue: in US Scouting every area with
// Japanese Forces is lit for a click, and the player reads its Airfield
// value to choose. The lit ring goes round the marker: the marker's face is
// drawn as it is in US Resupply, unlit, and the ring is there outside it.
// (A glow over the whole marker, in a colour brighter than it meant to be,
// once washed the value out to pale yellow.)
func TestLitAreasKeepTheirAirfieldValue(t *testing.T) {
	p := newPlayer(t, 1)
	const area = "Wake Island"
	x, y := p.s.markerAt(area)
	before := drawnPixels(p)
	if p.s.litAreas()[area] {
		t.Fatalf("%s is lit in US Resupply", area)
	}
	p.endStep(ebiten.KeyEnter) // end US Resupply
	p.settle()
	if p.g().Step != rules.StepScouting || !p.s.litAreas()[area] {
		t.Fatalf("step %s, %s lit %v: want US Scouting with it lit", p.g().Step, area, p.s.litAreas()[area])
	}
	after := drawnPixels(p)
	changedFace, ringLit := 0, 0
	for dy := -26; dy <= 26; dy++ {
		for dx := -26; dx <= 26; dx++ {
			px, py := int(x)+dx, int(y)+dy
			d := math.Hypot(float64(dx), float64(dy))
			b, a := before.RGBAAt(px, py), after.RGBAAt(px, py)
			switch {
			case d <= 13 && b != a:
				changedFace++
			case d >= 20 && d <= 23.5 && isLit(a):
				ringLit++
			}
		}
	}
	if changedFace > 0 {
		t.Errorf("lighting %s changed %d pixels of its marker's face", area, changedFace)
	}
	if ringLit < 100 {
		t.Errorf("only %d pixels of the lit ring round %s are lit, want a ring", ringLit, area)
	}
}

func drawnPixels(p *player_) *image.RGBA {
	const w, h = 1600, 900
	img := ebiten.NewImage(w, h)
	p.s.Draw(img, p.ctx)
	pix := make([]byte, 4*w*h)
	img.ReadPixels(pix)
	return &image.RGBA{Pix: pix, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
}

// isLit reports whether c is the lit yellow over the sea.
func isLit(c color.RGBA) bool { return c.R > 0xd0 && c.G > 0xb8 && c.B < 0xa0 }
