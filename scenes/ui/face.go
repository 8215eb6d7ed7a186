package ui

import (
	"image"
	"image/draw"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Face is a typeface at one size, in pixels: what measures and draws text.
type Face struct {
	tf   *typeface
	size float64
	// spacing is the size the glyphs are spaced at: the whole number of
	// pixels at or above size, as go-text's shaper spaced them, so that a
	// text set here is as wide as the screens were laid out with.
	spacing float64
	scale   float64 // pixels per font unit
}

// Metrics are a face's vertical measures, in pixels.
type Metrics struct {
	// Ascent is from the top of a line to its baseline; Descent from the
	// baseline to the line's bottom.
	Ascent, Descent float64
	// CapHeight is how tall a capital letter stands on the baseline.
	CapHeight float64
}

func newFace(tf *typeface, size float64) *Face {
	return &Face{tf: tf, size: size, spacing: math.Ceil(size), scale: size / tf.upem}
}

// Metrics are the face's vertical measures.
func (f *Face) Metrics() Metrics {
	return Metrics{Ascent: f.tf.ascent * f.scale, Descent: f.tf.descent * f.scale, CapHeight: f.tf.capHeight * f.scale}
}

// advance26 is g's advance at the face's size.
func (f *Face) advance26(g *glyph) fixed.Int26_6 {
	return fixed.Int26_6(math.Round(g.advance * f.spacing * 64 / f.tf.upem))
}

// Advance is the width of s, one line, in pixels.
func (f *Face) Advance(s string) float64 {
	var x fixed.Int26_6
	for _, r := range s {
		x += f.advance26(f.tf.glyphOf(r))
	}
	return float64(x) / 64
}

// variants is how many horizontal positions within a pixel a glyph is drawn
// at: more for small type, where a quarter pixel shows in the spacing.
func (f *Face) variants() fixed.Int26_6 {
	m := f.Metrics()
	switch s := m.Ascent + m.Descent; {
	case s < 20:
		return 8
	case s < 40:
		return 4
	case s < 80:
		return 2
	}
	return 1
}

// bounds26 is g's bounding box at the face's size.
func (f *Face) bounds26(g *glyph) fixed.Rectangle26_6 {
	k := float32(f.scale)
	at := func(v float64) fixed.Int26_6 { return fixed.Int26_6(float32(v) * k * 64) }
	return fixed.Rectangle26_6{
		Min: fixed.Point26_6{X: at(g.bounds[0]), Y: at(g.bounds[1])},
		Max: fixed.Point26_6{X: at(g.bounds[2]), Y: at(g.bounds[3])},
	}
}

// placedGlyph is a glyph's image and where it goes, relative to the text's
// top-left corner.
type placedGlyph struct {
	img  *ebiten.Image
	x, y int
}

// draw draws s on dst, its top-left corner at (x, y) in pixels moved left by
// shift (the line's width or half of it, to align it), tinted by op's
// colour scale.
func (f *Face) draw(dst *ebiten.Image, s string, x, y, shift float64, op *ebiten.DrawImageOptions) {
	origin := fixed.Point26_6{X: fixed.Int26_6(-shift * 64), Y: fixed.Int26_6(f.Metrics().Ascent * 64)}
	step := 64 / f.variants()
	clip := dst.Bounds()
	// The images are made first and drawn after: making one between two
	// draws would break the draws' batch.
	var buf [64]placedGlyph
	placed := buf[:0]
	for _, r := range s {
		g := f.tf.glyphOf(r)
		if g.outline != nil {
			o := fixed.Point26_6{X: origin.X / step * step, Y: origin.Y &^ 63}
			b := f.bounds26(g)
			sub := fixed.Point26_6{X: (o.X + b.Min.X) & 63, Y: (o.Y + b.Min.Y) & 63}
			px, py := (o.X + b.Min.X).Floor(), (o.Y + b.Min.Y).Floor()
			w, h := (b.Max.X-b.Min.X).Ceil()+1, (b.Max.Y-b.Min.Y).Ceil()+1
			at := image.Rect(int(math.Floor(x))+px, int(math.Floor(y))+py, int(math.Ceil(x))+px+w, int(math.Ceil(y))+py+h)
			if at.Overlaps(clip) {
				if img := f.tf.image(f, g, sub, b); img != nil {
					placed = append(placed, placedGlyph{img, px, py})
				}
			}
		}
		origin.X += f.advance26(g)
	}
	for _, p := range placed {
		op.GeoM.Reset()
		op.GeoM.Translate(float64(p.x)+x, float64(p.y)+y)
		dst.DrawImage(p.img, op)
	}
}

// rasterize draws g's outline at the face's size, moved by sub (a fraction
// of a pixel), as a white mask of coverage.
func (f *Face) rasterize(g *glyph, sub fixed.Point26_6, b fixed.Rectangle26_6) *ebiten.Image {
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return nil
	}
	// One pixel more each way: the outline may reach the bounds' far edge
	// once moved by sub.
	w, h = w+1, h+1
	k := float32(f.scale)
	bx := float32(-b.Min.X+sub.X) / 64
	by := float32(-b.Min.Y+sub.Y) / 64
	pt := func(p fixed.Point26_6) (float32, float32) {
		return float32(p.X)/64*k + bx, float32(p.Y)/64*k + by
	}
	r := vector.NewRasterizer(w, h)
	r.DrawOp = draw.Src
	for _, s := range g.outline {
		switch s.Op {
		case sfnt.SegmentOpMoveTo:
			r.MoveTo(pt(s.Args[0]))
		case sfnt.SegmentOpLineTo:
			r.LineTo(pt(s.Args[0]))
		case sfnt.SegmentOpQuadTo:
			x1, y1 := pt(s.Args[0])
			x2, y2 := pt(s.Args[1])
			r.QuadTo(x1, y1, x2, y2)
		case sfnt.SegmentOpCubeTo:
			x1, y1 := pt(s.Args[0])
			x2, y2 := pt(s.Args[1])
			x3, y3 := pt(s.Args[2])
			r.CubeTo(x1, y1, x2, y2, x3, y3)
		}
	}
	r.ClosePath()
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	r.Draw(dst, dst.Bounds(), image.Opaque, image.Point{})
	return ebiten.NewImageFromImage(dst)
}
