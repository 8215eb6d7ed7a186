package campaign

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// sprites caches each counter drawn once at each size, so a stack, a box or
// the magnifier draws a counter as one image instead of some twenty shapes
// and texts. The cache is for one scale; it is emptied when the scale changes.
type sprites struct {
	scale float64
	imgs  map[spriteKey]*ebiten.Image
}

type spriteKey struct {
	ct      *rules.Counter
	year    int
	damaged bool
	size    float64
}

// spriteMargin is the room around a counter's square for its shadow.
const spriteMargin = 0.08

// counter draws a counter as printed, size design units square with its
// top-left corner at (x, y), from the cache.
func (s *Scene) counter(dst *ebiten.Image, v ui.View, x, y, size float64, ct *rules.Counter, damaged bool) {
	c := &s.sprites
	if c.scale != v.Scale || c.imgs == nil {
		for _, img := range c.imgs {
			img.Deallocate()
		}
		c.scale, c.imgs = v.Scale, map[spriteKey]*ebiten.Image{}
	}
	k := spriteKey{ct, s.g.Year, damaged, size}
	img := c.imgs[k]
	if img == nil {
		n := int(math.Ceil(size*(1+spriteMargin)*v.Scale)) + 1
		img = ebiten.NewImage(n, n)
		cv := v
		cv.OX, cv.OY = 0, 0
		drawCounter(img, cv, 0, 0, size, s.g.Year, ct, damaged)
		c.imgs[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(float64(v.X(x))), math.Round(float64(v.Y(y))))
	dst.DrawImage(img, op)
}
