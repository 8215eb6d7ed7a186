package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// glyphImages are a typeface's glyph images at one size, each kept while it
// is drawn: a window resized or a screen zoomed sets its text at new sizes,
// and the old sizes' images must not pile up.
type glyphImages struct {
	images map[glyphKey]*glyphImage
	used   int64 // the tick these were last drawn at
}

// glyphKey is a glyph drawn at a fraction of a pixel.
type glyphKey struct {
	index sfnt.GlyphIndex
	sub   fixed.Point26_6
}

type glyphImage struct {
	img  *ebiten.Image
	used int64
}

// A size's images are let go when they are more than keptImages and have
// not been drawn for keptTicks; sizes, when there are more than keptSizes.
const (
	keptImages = 128
	keptSizes  = 32
	keptTicks  = 60
)

// image is g's image at f's size moved by sub, made when first drawn.
func (t *typeface) image(f *Face, g *glyph, sub fixed.Point26_6, b fixed.Rectangle26_6) *ebiten.Image {
	now := ebiten.Tick()
	t.mu.Lock()
	defer t.mu.Unlock()
	size := t.sizes[f.size]
	if size == nil {
		t.forgetSizes(now)
		size = &glyphImages{images: map[glyphKey]*glyphImage{}}
		t.sizes[f.size] = size
	}
	size.used = now
	k := glyphKey{g.index, sub}
	if e := size.images[k]; e != nil {
		e.used = now
		return e.img
	}
	if len(size.images) >= keptImages*int(f.variants()) {
		for k, e := range size.images {
			if e.used < now-keptTicks {
				delete(size.images, k)
			}
		}
	}
	img := f.rasterize(g, sub, b)
	size.images[k] = &glyphImage{img: img, used: now}
	return img
}

// forgetSizes lets go of the sizes not drawn lately once there are many.
func (t *typeface) forgetSizes(now int64) {
	if len(t.sizes) < keptSizes {
		return
	}
	for s, e := range t.sizes {
		if e.used < now-keptTicks {
			delete(t.sizes, s)
		}
	}
}
