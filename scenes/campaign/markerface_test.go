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

// TestSupplyNetworkKeepsAirfieldValues: the supply network (N) draws each
// In-Supply area's path from the West Coast, marker to marker. The paths
// stop at the markers' edges: every marker's face reads as it did with the
// network off (the paths once crossed Alaska's, Hawaii's and Samoa's values).
func TestSupplyNetworkKeepsAirfieldValues(t *testing.T) {
	p := newPlayer(t, 1)
	before := drawnPixels(p)
	p.key(ebiten.KeyN)
	if !p.s.network {
		t.Fatal("N did not show the supply network")
	}
	after := drawnPixels(p)
	paths, changed := 0, 0
	for _, a := range p.g().Data().Map.Areas {
		if len(p.g().Explain(a.Name).SupplyPath) > 1 {
			paths++
		}
		x, y := p.s.markerAt(a.Name)
		for dy := -12; dy <= 12; dy++ {
			for dx := -12; dx <= 12; dx++ {
				if math.Hypot(float64(dx), float64(dy)) <= 12 && before.RGBAAt(int(x)+dx, int(y)+dy) != after.RGBAAt(int(x)+dx, int(y)+dy) {
					changed++
				}
			}
		}
	}
	if paths < 5 {
		t.Fatalf("only %d areas have a supply path: the test needs a network", paths)
	}
	if changed > 0 {
		t.Errorf("the supply network changed %d pixels of the markers' faces", changed)
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
