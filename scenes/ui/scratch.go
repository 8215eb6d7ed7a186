package ui

import (
	"image"

	xvector "golang.org/x/image/vector"
)

// Scratch is the memory the CPU rasterisations work in: the rasteriser's
// accumulation buffer, the coverage masks of a stroke and the pixels
// Composite composes. One that draws many images (the map's tiles) keeps a
// Scratch and passes it to each draw, which reuses its memory instead of
// making its own: each tile of a zoomed map made some 1.5 MB of garbage,
// and the Go heap grows with the garbage made between collections.
//
// Nothing a draw takes from a Scratch outlives the draw: what a caller
// keeps (LandCoverage's mask) is the caller's own. The zero value is
// ready; a nil *Scratch makes the memory anew for each draw. A Scratch is
// used by one goroutine at a time.
type Scratch struct {
	z     xvector.Rasterizer
	masks [2]image.Alpha
	px    []byte
}

// rasterizer is a rasteriser of w x h pixels with nothing drawn.
func (sc *Scratch) rasterizer(w, h int) *xvector.Rasterizer {
	if sc == nil {
		return xvector.NewRasterizer(w, h)
	}
	sc.z.Reset(w, h)
	return &sc.z
}

// mask is the scratch's coverage mask i (of those a draw holds at once) as
// a w x h image; its pixels are left for the rasteriser to write, every
// one of them.
func (sc *Scratch) mask(i, w, h int) *image.Alpha {
	if sc == nil {
		return image.NewAlpha(image.Rect(0, 0, w, h))
	}
	return resizeAlpha(&sc.masks[i], w, h)
}

// pixels is n bytes, every one of them zero.
func (sc *Scratch) pixels(n int) []byte {
	if sc == nil {
		return make([]byte, n)
	}
	if cap(sc.px) < n {
		sc.px = make([]byte, n)
	}
	sc.px = sc.px[:n]
	clear(sc.px)
	return sc.px
}

// resizeAlpha makes a a w x h alpha image, in its own memory when that
// holds as many pixels, and returns it; its pixels are not cleared. A nil a
// is a new image.
func resizeAlpha(a *image.Alpha, w, h int) *image.Alpha {
	r := image.Rect(0, 0, w, h)
	switch {
	case a == nil:
		return image.NewAlpha(r)
	case cap(a.Pix) < w*h:
		*a = *image.NewAlpha(r)
	default:
		*a = image.Alpha{Pix: a.Pix[:w*h], Stride: w, Rect: r}
	}
	return a
}
