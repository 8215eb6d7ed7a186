package campaign

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// ownTexture is a texture of its own on the GPU (not a page of Ebitengine's
// atlas) that the layers draw into again and again at the size each moment
// needs: after a resize or a zoom step, a size the texture already holds is
// drawn into its corner instead of a new texture. Ebitengine clears every
// new texture, which on a software renderer is a full pass over it: for
// chrome and mapState a large part of a resize's first frame.
// Each use draws all of the image it gets: its pixels are what was last
// drawn there.
type ownTexture struct {
	whole *ebiten.Image // as made; nil before the first use
}

// image is an image of the given size from the corner of t's texture, or of
// a new texture of that size when t's cannot hold it or is larger on the
// GPU than one of that size would be (so it holds no more memory than a
// new one).
func (t *ownTexture) image(size image.Point) *ebiten.Image {
	if t.whole != nil {
		has := t.whole.Bounds().Size()
		if size.X <= has.X && size.Y <= has.Y && gpuSize(size) == gpuSize(has) {
			return t.whole.SubImage(image.Rectangle{Max: size}).(*ebiten.Image)
		}
		t.whole.Deallocate()
	}
	t.whole = ebiten.NewImageWithOptions(image.Rectangle{Max: size}, &ebiten.NewImageOptions{Unmanaged: true})
	return t.whole
}

// gpuSize is the size of the texture a GPU holds for an image of size s:
// each side rounded up to a power of two, as Ebitengine's OpenGL and Metal
// drivers make them. (DirectX's are of the image's own size, so there a kept
// texture can hold a little more than the image drawn into it.)
func gpuSize(s image.Point) image.Point { return image.Pt(pow2(s.X), pow2(s.Y)) }

// pow2 is the least power of two at or above n.
func pow2(n int) int {
	p := 1
	for p < n {
		p <<= 1
	}
	return p
}
