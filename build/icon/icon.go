// Package icon draws the game's application icon, for the Windows resources
// (build/winres) and the macOS bundle (build/macapp).
package icon

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// Draw draws the application icon at size x size pixels: a gold star on
// a navy square with rounded corners, the colours of the title screen.
func Draw(size int) image.Image {
	navy := color.NRGBA{0x0b, 0x1f, 0x3a, 0xff}
	gold := color.NRGBA{0xe0, 0xb0, 0x3c, 0xff}
	s := float32(size)
	img := image.NewNRGBA(image.Rect(0, 0, size, size))

	r := vector.NewRasterizer(size, size)
	roundedSquare(r, s, s*0.16)
	r.Draw(img, img.Bounds(), image.NewUniform(navy), image.Point{})

	r = vector.NewRasterizer(size, size)
	star(r, s/2, s*0.53, s*0.42, s*0.17)
	r.Draw(img, img.Bounds(), image.NewUniform(gold), image.Point{})
	return img
}

// roundedSquare traces the whole square with corners of radius rad.
func roundedSquare(r *vector.Rasterizer, s, rad float32) {
	const k = 0.5523 // control distance of a quarter circle drawn as a cubic
	r.MoveTo(rad, 0)
	r.LineTo(s-rad, 0)
	r.CubeTo(s-rad+rad*k, 0, s, rad-rad*k, s, rad)
	r.LineTo(s, s-rad)
	r.CubeTo(s, s-rad+rad*k, s-rad+rad*k, s, s-rad, s)
	r.LineTo(rad, s)
	r.CubeTo(rad-rad*k, s, 0, s-rad+rad*k, 0, s-rad)
	r.LineTo(0, rad)
	r.CubeTo(0, rad-rad*k, rad-rad*k, 0, rad, 0)
	r.ClosePath()
}

// star traces a five-pointed star centred on (cx, cy), one point up.
func star(r *vector.Rasterizer, cx, cy, outer, inner float32) {
	for i := 0; i < 10; i++ {
		rad := outer
		if i%2 == 1 {
			rad = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		x, y := cx+rad*float32(math.Cos(a)), cy+rad*float32(math.Sin(a))
		if i == 0 {
			r.MoveTo(x, y)
		} else {
			r.LineTo(x, y)
		}
	}
	r.ClosePath()
}
