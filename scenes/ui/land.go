package ui

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
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
	a := LandCoverage(nil, nil, coast, at, w, h)
	if a == nil {
		return nil
	}
	return maskImage(a)
}

// LandCoverage is LandMask's coverage of each pixel, as an alpha image (nil
// for an empty one), rasterised in sc. It is drawn in into's memory when
// that holds w x h pixels (into may be nil): one that draws many keeps
// what it returns and passes it back.
func LandCoverage(sc *Scratch, into *image.Alpha, coast [][]assets.Point, at func(lon, lat float64) (x, y float32), w, h int) *image.Alpha {
	if w <= 0 || h <= 0 {
		return nil
	}
	z := sc.rasterizer(w, h)
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
	return coverage(z, resizeAlpha(into, w, h))
}

// coverage is what z has rasterised, written into every pixel of alpha
// (its size): drawn as Src, not over what a reused alpha held before.
func coverage(z *xvector.Rasterizer, alpha *image.Alpha) *image.Alpha {
	z.DrawOp = draw.Src
	z.Draw(alpha, alpha.Bounds(), image.Opaque, image.Point{})
	return alpha
}

// maskImage is the coverage alpha as a white image whose alpha is the
// coverage: an image of its own, not a page of Ebitengine's atlas.
func maskImage(alpha *image.Alpha) *ebiten.Image {
	w, h := alpha.Rect.Dx(), alpha.Rect.Dy()
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
// units wide, anti-aliased, in one draw. The lines are rasterised on the CPU
// into a mask of dst's size, as the land is: Ebitengine's anti-aliased
// stroke of lines across a large image works in an offscreen image twice
// its width, which Ebitengine keeps for the rest of the game (tens of
// megabytes for a screen's or a zoomed map's width).
func (v View) StrokeLines(dst *ebiten.Image, segs [][4]float64, width float64, c color.Color) {
	b := dst.Bounds()
	a := v.lineCoverage(nil, 0, b, segs, width)
	if a == nil {
		return
	}
	mask := maskImage(a)
	defer mask.Deallocate()
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	// Read as the stroked paths were (pathOptions), so a translucent line
	// keeps its depth.
	op.ColorScale = pathColour(c)
	dst.DrawImage(mask, op)
}

// StrokeCasedLines draws the line segments as StrokeLines does, width
// units wide in c, over a casing casingWidth wide in casing: as the two
// StrokeLines would, in one image drawn once, rasterised and composed in
// sc.
func (v View) StrokeCasedLines(dst *ebiten.Image, sc *Scratch, segs [][4]float64, casingWidth float64, casing color.Color, width float64, c color.Color) {
	b := dst.Bounds()
	outer := v.lineCoverage(sc, 0, b, segs, casingWidth)
	if outer == nil {
		return
	}
	inner := v.lineCoverage(sc, 1, b, segs, width)
	ps := []Paint{{Mask: outer, Colour: pathColour(casing)}}
	if inner != nil {
		ps = append(ps, Paint{Mask: inner, Colour: pathColour(c)})
	}
	Composite(dst, sc, b.Min, ps)
}

// lineCoverage is the coverage of the pixels b by the segments width
// units wide, in sc's mask i; nil when none reaches b.
func (v View) lineCoverage(sc *Scratch, i int, b image.Rectangle, segs [][4]float64, width float64) *image.Alpha {
	w, h := b.Dx(), b.Dy()
	if w <= 0 || h <= 0 || len(segs) == 0 {
		return nil
	}
	half := float64(v.L(width)) / 2
	ox, oy := float64(b.Min.X), float64(b.Min.Y)
	z := sc.rasterizer(w, h)
	drawn := false
	for _, s := range segs {
		x0, y0 := float64(v.X(s[0]))-ox, float64(v.Y(s[1]))-oy
		x1, y1 := float64(v.X(s[2]))-ox, float64(v.Y(s[3]))-oy
		l := math.Hypot(x1-x0, y1-y0)
		if l == 0 || max(x0, x1)+half < 0 || min(x0, x1)-half > float64(w) ||
			max(y0, y1)+half < 0 || min(y0, y1)-half > float64(h) {
			continue
		}
		// The segment as the quadrilateral a butt-ended stroke covers.
		nx, ny := -(y1-y0)/l*half, (x1-x0)/l*half
		z.MoveTo(float32(x0+nx), float32(y0+ny))
		z.LineTo(float32(x1+nx), float32(y1+ny))
		z.LineTo(float32(x1-nx), float32(y1-ny))
		z.LineTo(float32(x0-nx), float32(y0-ny))
		z.ClosePath()
		drawn = true
	}
	if !drawn {
		return nil
	}
	return coverage(z, sc.mask(i, w, h))
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
