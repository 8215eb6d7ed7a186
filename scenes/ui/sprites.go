package campaign

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// sprites caches each counter drawn once at each size, so a stack, a box or
// the magnifier draws a counter as one image instead of some twenty shapes
// and texts. The map through its zoom and the boxes and panels draw at two
// scales; the cache keeps the last few scales and forgets older ones (a zoom
// left behind, a window resized).
type sprites struct {
	scales []float64 // the scales kept, most recent last
	imgs   map[spriteKey]*ebiten.Image
}

// spritesScalesKept is how many scales the cache keeps: the screen's, the
// map's zoom, and the zoom just left (for zooming back).
const spritesScalesKept = 3

type spriteKey struct {
	ct      *rules.Counter
	year    int
	damaged bool
	size    float64
	scale   float64
}

// use makes scale the most recent one kept, forgetting the images of the
// oldest when there are too many.
func (c *sprites) use(scale float64) {
	if c.imgs == nil {
		c.imgs = map[spriteKey]*ebiten.Image{}
	}
	if n := len(c.scales); n > 0 && c.scales[n-1] == scale {
		return
	}
	for i, s := range c.scales {
		if s == scale {
			c.scales = append(append(c.scales[:i:i], c.scales[i+1:]...), scale)
			return
		}
	}
	c.scales = append(c.scales, scale)
	if len(c.scales) <= spritesScalesKept {
		return
	}
	old := c.scales[0]
	c.scales = c.scales[1:]
	for k, img := range c.imgs {
		if k.scale == old {
			img.Deallocate()
			delete(c.imgs, k)
		}
	}
}

// spriteMargin is the room around a counter's square for its shadow.
const spriteMargin = 0.08

// counter draws a counter as printed, size design units square with its
// top-left corner at (x, y), from the cache.
func (s *Scene) counter(dst *ebiten.Image, v ui.View, x, y, size float64, ct *rules.Counter, damaged bool) {
	c := &s.sprites
	c.use(v.Scale)
	k := spriteKey{ct, s.g.Year, damaged, size, v.Scale}
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
