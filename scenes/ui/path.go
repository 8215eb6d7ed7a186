package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// FillPath fills p anti-aliased with c.
func FillPath(dst *ebiten.Image, p *vector.Path, c color.Color) {
	vector.FillPath(dst, p, nil, pathOptions(c))
}

// strokePath strokes p anti-aliased, width pixels wide, with c.
func strokePath(dst *ebiten.Image, p *vector.Path, width float32, c color.Color) {
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: width}, pathOptions(c))
}

// pathOptions colours a path with c's components read as straight alpha, as
// the shapes were drawn when they were triangles with c in their vertices
// (Ebitengine's default for vertex colours): a translucent colour keeps the
// depth it had.
func pathOptions(c color.Color) *vector.DrawPathOptions {
	r, g, b, a := c.RGBA()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(color.NRGBA64{R: uint16(r), G: uint16(g), B: uint16(b), A: uint16(a)})
	return op
}
