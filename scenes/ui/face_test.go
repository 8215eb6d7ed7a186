package ui

import (
	"bytes"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// faceSamples are texts in every sign the screens set.
var faceSamples = []string{
	"Fleet Commander Nimitz",
	"US Resupply: buy Forces and repair Damaged ones. 7 Reinforcement Points, 20 Supply Points.",
	"AV To Wa LAVA ToyoTA ffi fl fj",
	"Yorktown — 1942, ½ × 3 → Hold · In-Supply … “Objective” ‘Area’ ±1 ≤ 6 ≥ 2 % € £ é ü",
	`!"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_` + "`abcdefghijklmnopqrstuvwxyz{|}~",
}

// TestFacesSetTextAsAShaperDoes checks the premise of setting text without a
// shaper (typeface): in the Go fonts, at the screens' sizes, every text is as
// wide as go-text's shaper (Ebitengine's text/v2) makes it, with the same
// metrics, and drawn with the same pixels but for a few of a glyph's edge
// (the two read a few outlines' points differently, by a fraction of a
// pixel): none more than an eighth off, and under 2 in 100 of the text's
// pixels more than 4 levels of 255 off.
func TestFacesSetTextAsAShaperDoes(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, bold := range []bool{false, true} {
		ttf := goregular.TTF
		if bold {
			ttf = gobold.TTF
		}
		src, err := text.NewGoTextFaceSource(bytes.NewReader(ttf))
		if err != nil {
			t.Fatal(err)
		}
		for _, size := range []float64{8.75, 11, 12.5, 13.5, 16, 19.2, 27.3, 44, 90} {
			ours, theirs := fonts.Face(size, bold), &text.GoTextFace{Source: src, Size: size}
			m, tm := ours.Metrics(), theirs.Metrics()
			if m.Ascent != tm.HAscent || m.Descent != tm.HDescent || m.CapHeight != tm.CapHeight {
				t.Errorf("bold %v size %v: metrics %+v, the shaper's %+v", bold, size, m, tm)
			}
			for _, s := range faceSamples {
				if got, want := ours.Advance(s), text.AdvanceAt(s, len(s), theirs); got != want {
					t.Errorf("bold %v size %v: %q is %v wide, the shaper's %v", bold, size, s, got, want)
				}
				for _, x := range []float64{10, 10.3, 10.75} {
					a := ebiten.NewImage(int(ours.Advance(s))+40, int(size*2)+10)
					b := ebiten.NewImage(a.Bounds().Dx(), a.Bounds().Dy())
					op := &ebiten.DrawImageOptions{}
					op.ColorScale.ScaleWithColor(color.RGBA{0xf0, 0xe0, 0xc0, 0xff})
					ours.draw(a, s, x, 3.5, 0, op)
					top := &text.DrawOptions{}
					top.GeoM.Translate(x, 3.5)
					top.ColorScale.ScaleWithColor(color.RGBA{0xf0, 0xe0, 0xc0, 0xff})
					text.Draw(b, s, theirs, top)
					off, most, inked := differentPixels(a, b)
					if most > 32 || off*50 > inked {
						t.Errorf("bold %v size %v at x %v: %q drawn with %d of %d pixels unlike the shaper's, by up to %d", bold, size, x, s, off, inked, most)
					}
					a.Deallocate()
					b.Deallocate()
				}
			}
		}
	}
}

// differentPixels compares two drawings: how many pixels are more than 4
// levels apart, the most any channel is apart, and how many pixels b inks.
// TestControlCharactersSetNothing: a line break or a tab left in a text (a
// file name, a message) is neither drawn as the font's missing-glyph box nor
// counted in the width.
func TestControlCharactersSetNothing(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	f := fonts.Face(20, false)
	if a, b := f.Advance("Mid\nway\t"), f.Advance("Midway"); a != b {
		t.Errorf("with control characters %v wide, without %v", a, b)
	}
	a, b := ebiten.NewImage(120, 40), ebiten.NewImage(120, 40)
	op := &ebiten.DrawImageOptions{}
	f.draw(a, "\n\t\r", 5, 5, 0, op)
	if off, _, _ := differentPixels(a, b); off > 0 {
		t.Errorf("control characters drew %d pixels", off)
	}
}

func differentPixels(a, b *ebiten.Image) (off, most, inked int) {
	pa := make([]byte, 4*a.Bounds().Dx()*a.Bounds().Dy())
	pb := make([]byte, len(pa))
	a.ReadPixels(pa)
	b.ReadPixels(pb)
	for i := 0; i < len(pa); i += 4 {
		if pb[i+3] != 0 {
			inked++
		}
		d := 0
		for j := i; j < i+4; j++ {
			d = max(d, int(pa[j])-int(pb[j]), int(pb[j])-int(pa[j]))
		}
		if d > 4 {
			off++
		}
		most = max(most, d)
	}
	return off, most, inked
}
