package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// Paint is a coverage mask painted in a colour (a colour scale of a white
// image, as a DrawImage's), moved DX, DY whole pixels.
type Paint struct {
	Mask   *image.Alpha
	DX, DY int
	Colour ebiten.ColorScale
}

// Composite draws the paints onto dst with their masks' top-left corner at
// at, each over those before it, as that many DrawImage calls of white
// masks would, but in one image of what they cover, composed on the CPU: a
// draw of a mask costs a pass over all its pixels on a software renderer,
// and a texture made and filled. Every mask is as large as the first. The
// pixels are composed in sc's memory (nil: new memory).
func Composite(dst *ebiten.Image, sc *Scratch, at image.Point, ps []Paint) {
	if len(ps) == 0 || ps[0].Mask == nil {
		return
	}
	w, h := ps[0].Mask.Rect.Dx(), ps[0].Mask.Rect.Dy()
	// What the masks cover, moved.
	var box image.Rectangle
	for _, p := range ps {
		box = box.Union(opaqueBounds(p.Mask).Add(image.Pt(p.DX, p.DY)))
	}
	box = box.Intersect(image.Rect(0, 0, w, h))
	if box.Empty() {
		return
	}
	type rgba struct{ r, g, b, a float32 }
	cs := make([]rgba, len(ps))
	for i, p := range ps {
		cs[i] = rgba{p.Colour.R(), p.Colour.G(), p.Colour.B(), p.Colour.A()}
	}
	// Where every mask covers the pixel whole, the result is the same.
	var full rgba
	for _, c := range cs {
		full = rgba{c.r + full.r*(1-c.a), c.g + full.g*(1-c.a), c.b + full.b*(1-c.a), c.a + full.a*(1-c.a)}
	}
	fullPx := [4]byte{unit(full.r), unit(full.g), unit(full.b), unit(full.a)}
	bw, bh := box.Dx(), box.Dy()
	px := sc.pixels(4 * bw * bh)
	cov := make([]byte, len(ps))
	for y := 0; y < bh; y++ {
		for x := 0; x < bw; x++ {
			all, none := true, true
			for i, p := range ps {
				mx, my := box.Min.X+x-p.DX, box.Min.Y+y-p.DY
				var a byte
				if mx >= 0 && my >= 0 && mx < w && my < h {
					a = p.Mask.Pix[my*p.Mask.Stride+mx]
				}
				cov[i] = a
				all = all && a == 0xff
				none = none && a == 0
			}
			o := 4 * (y*bw + x)
			switch {
			case none:
				continue
			case all:
				copy(px[o:o+4], fullPx[:])
				continue
			}
			var d rgba
			for i, c := range cs {
				k := float32(cov[i]) / 0xff
				sa := c.a * k
				d = rgba{c.r*k + d.r*(1-sa), c.g*k + d.g*(1-sa), c.b*k + d.b*(1-sa), sa + d.a*(1-sa)}
			}
			px[o], px[o+1], px[o+2], px[o+3] = unit(d.r), unit(d.g), unit(d.b), unit(d.a)
		}
	}
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, bw, bh), &ebiten.NewImageOptions{Unmanaged: true})
	defer img.Deallocate()
	img.WritePixels(px)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(at.X+box.Min.X), float64(at.Y+box.Min.Y))
	dst.DrawImage(img, op)
}

// unit is a channel of 0 to 1 as a byte, rounded.
func unit(v float32) byte {
	switch {
	case v <= 0:
		return 0
	case v >= 1:
		return 0xff
	}
	return byte(v*0xff + 0.5)
}

// opaqueBounds is the smallest rectangle holding every pixel of a that is
// not transparent, from a's top-left corner.
func opaqueBounds(a *image.Alpha) image.Rectangle {
	w, h := a.Rect.Dx(), a.Rect.Dy()
	x0, y0, x1, y1 := w, h, 0, 0
	for y := 0; y < h; y++ {
		row := a.Pix[y*a.Stride : y*a.Stride+w]
		for x, v := range row {
			if v != 0 {
				x0, x1 = min(x0, x), max(x1, x+1)
				y0, y1 = min(y0, y), max(y1, y+1)
			}
		}
	}
	if x0 >= x1 {
		return image.Rectangle{}
	}
	return image.Rect(x0, y0, x1, y1)
}
