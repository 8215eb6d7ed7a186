package scenetest

import (
	"bytes"
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
)

// Reword returns a copy of evs with every Text and Rule replaced by other
// words of another length, keeping the typed fields: what a screen draws
// from it must not change, except where it prints those words (the log).
func Reword(evs []rules.Event) []rules.Event {
	out := make([]rules.Event, len(evs))
	for i, e := range evs {
		e.Text = fmt.Sprintf("Reworded line %d, which says nothing a screen may act on: Destroyed Damaged Airfields Battle Turn", i)
		if e.Rule != "" {
			e.Rule = fmt.Sprintf("Rule %d (Combat: Done Moving)", i)
		}
		out[i] = e
	}
	return out
}

// Pixels draws img's content as RGBA.
func Pixels(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	return rgba
}

// FirstDifference is the first pixel where a and b differ outside the masked
// rectangles, and false when they are the same there. It blanks the masked
// rectangles of both images.
func FirstDifference(a, b *image.RGBA, masks []image.Rectangle) (image.Point, bool) {
	for _, img := range []*image.RGBA{a, b} {
		for _, m := range masks {
			m = m.Intersect(img.Bounds())
			for y := m.Min.Y; y < m.Max.Y; y++ {
				clear(img.Pix[img.PixOffset(m.Min.X, y):img.PixOffset(m.Max.X, y)])
			}
		}
	}
	if bytes.Equal(a.Pix, b.Pix) {
		return image.Point{}, false
	}
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := a.PixOffset(r.Min.X, y)
		if bytes.Equal(a.Pix[row:row+4*r.Dx()], b.Pix[row:row+4*r.Dx()]) {
			continue
		}
		for x := r.Min.X; x < r.Max.X; x++ {
			i := a.PixOffset(x, y)
			if !bytes.Equal(a.Pix[i:i+4], b.Pix[i:i+4]) {
				return image.Pt(x, y), true
			}
		}
	}
	return image.Point{}, true
}
