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

// pathOptions colours a path with c's components read as straight alpha, as
// the shapes were drawn when they were triangles with c in their vertices
// (Ebitengine's default for vertex colours): a translucent colour keeps the
// depth it had.
func pathOptions(c color.Color) *vector.DrawPathOptions {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale = pathColour(c)
	return op
}

// pathColour is the colour scale of a path or a mask drawn in c, its
// components read as straight alpha (pathOptions).
func pathColour(c color.Color) ebiten.ColorScale {
	r, g, b, a := c.RGBA()
	var s ebiten.ColorScale
	s.ScaleWithColor(color.NRGBA64{R: uint16(r), G: uint16(g), B: uint16(b), A: uint16(a)})
	return s
}
