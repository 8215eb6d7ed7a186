package ui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	xvector "golang.org/x/image/vector"

	"nimitz/assets"
	"nimitz/rules"
)

// LandMask is the land inside the coastline rings as a white image of w x h
// pixels whose alpha is the land's coverage, anti-aliased; at places each
// ring's point in the image's pixels. Draw it with a colour scale to paint
// the land, moved a pixel each way to outline it.
//
// It is rasterised on the CPU (golang.org/x/image/vector): the GPU's
// anti-aliased fill of the rings costs a pass per triangle of their fans,
// seconds on a software renderer at the sizes a zoomed map needs.
func LandMask(coast [][]assets.Point, at func(lon, lat float64) (x, y float32), w, h int) *ebiten.Image {
	if w <= 0 || h <= 0 {
		return nil
	}
	z := xvector.NewRasterizer(w, h)
	for _, ring := range coast {
		for i, p := range ring {
			x, y := at(p.Lon, p.Lat)
			if i == 0 {
				z.MoveTo(x, y)
			} else {
				z.LineTo(x, y)
			}
		}
		z.ClosePath()
	}
	alpha := image.NewAlpha(image.Rect(0, 0, w, h))
	z.Draw(alpha, alpha.Bounds(), image.Opaque, image.Point{})
	// White with the coverage as alpha, premultiplied: every channel is the
	// coverage.
	px := make([]byte, 4*w*h)
	for i, a := range alpha.Pix {
		px[4*i], px[4*i+1], px[4*i+2], px[4*i+3] = a, a, a, a
	}
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
	img.WritePixels(px)
	return img
}

// StrokeLines draws line segments (x0, y0, x1, y1 in design units) width
// units wide, anti-aliased, in one draw: each anti-aliased draw costs a pass
// over the whole of dst, so many lines drawn one by one are slow on a large
// image.
func (v View) StrokeLines(dst *ebiten.Image, segs [][4]float64, width float64, c color.Color) {
	var p vector.Path
	for _, s := range segs {
		p.MoveTo(v.X(s[0]), v.Y(s[1]))
		p.LineTo(v.X(s[2]), v.Y(s[3]))
	}
	strokePath(dst, &p, v.L(width), c)
}

// MovementLines are the board's Movement lines, each once, from area marker
// to area marker placed by at (design units): what the map draws and the
// title's cover recalls.
func MovementLines(m *rules.Map, at func(lon, lat float64) (x, y float64)) [][4]float64 {
	var lines [][4]float64
	for _, a := range m.Areas {
		ax, ay := at(a.Lon, a.Lat)
		for _, l := range a.Lines {
			b := m.Area(l)
			if l < a.Name || b == nil {
				continue
			}
			bx, by := at(b.Lon, b.Lat)
			lines = append(lines, [4]float64{ax, ay, bx, by})
		}
	}
	return lines
}
