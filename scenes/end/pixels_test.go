package end

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"testing"

	"nimitz/scenes/ui"
)

// near reports whether a pixel is within a small distance of colour c in
// every channel (text edges are blended with the background). The channels
// are compared as ints: uint8 differences wrap, and 0-255 would be 1.
func near(p color.RGBA, c color.RGBA) bool {
	d := func(a, b uint8) bool {
		x := int(a) - int(b)
		return -28 < x && x < 28
	}
	return d(p.R, c.R) && d(p.G, c.G) && d(p.B, c.B)
}

// TestNear: a channel's difference must not wrap round, or black would pass
// for white and the pixel counts below would find colours that are not
// drawn; colours a blended edge away from c still count.
func TestNear(t *testing.T) {
	black := color.RGBA{0, 0, 0, 0xff}
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	cases := []struct {
		p, c color.RGBA
		want bool
	}{
		{black, white, false},
		{white, black, false},
		{color.RGBA{0x05, 0xf0, 0x10, 0xff}, color.RGBA{0xf0, 0x05, 0x10, 0xff}, false},
		{ui.Gold, ui.Gold, true},
		{color.RGBA{0xe0 + 27, 0xb0 - 27, 0x40 + 10, 0xff}, ui.Gold, true},
		{color.RGBA{0xe0 + 28, 0xb0, 0x40, 0xff}, ui.Gold, false},
		{color.RGBA{0xe0, 0xb0 - 28, 0x40, 0xff}, ui.Gold, false},
		{ui.Navy, ui.Cream, false},
	}
	for _, c := range cases {
		if got := near(c.p, c.c); got != c.want {
			t.Errorf("near(%v, %v) = %v, want %v", c.p, c.c, got, c.want)
		}
	}
}

// bright counts the pixels of colour c inside r.
func bright(img *image.RGBA, r ui.Rect, c color.RGBA) int {
	n := 0
	for y := int(r.Y); y < int(r.Bottom()); y++ {
		for x := int(r.X); x < int(r.Right()); x++ {
			if near(img.RGBAAt(x, y), c) {
				n++
			}
		}
	}
	return n
}

// rows counts the bands of pixel rows inside r holding colour c: lines of
// text.
func rows(img *image.RGBA, r ui.Rect, c color.RGBA) int {
	n, in := 0, false
	for y := int(r.Y); y < int(r.Bottom()); y++ {
		has := false
		for x := int(r.X); x < int(r.Right()) && !has; x++ {
			has = near(img.RGBAAt(x, y), c)
		}
		if has && !in {
			n++
		}
		in = has
	}
	return n
}

// columns counts the bands of pixel columns inside r holding colour c: bars.
func columns(img *image.RGBA, r ui.Rect, c color.RGBA) int {
	n, in := 0, false
	for x := int(r.X); x < int(r.Right()); x++ {
		has := false
		for y := int(r.Y); y < int(r.Bottom()) && !has; y++ {
			has = near(img.RGBAAt(x, y), c)
		}
		if has && !in {
			n++
		}
		in = has
	}
	return n
}

// writePNG saves img to path.
func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
