package end

import (
	"image"
	"image/color"
	"image/png"
	"os"

	"nimitz/scenes/ui"
)

// near reports whether a pixel is within a small distance of colour c in
// every channel (text edges are blended with the background).
func near(p color.RGBA, c color.RGBA) bool {
	d := func(a, b uint8) bool { return a-b < 28 || b-a < 28 }
	return d(p.R, c.R) && d(p.G, c.G) && d(p.B, c.B)
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
