package ui

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
)

// Counters caches each counter drawn once at each size, so a screen draws a
// counter as one image instead of some twenty shapes and texts. Every screen
// that shows counters frame after frame draws them through one: a counter's
// silhouettes are anti-aliased, which Ebitengine does in an offscreen image
// twice the size of every region it has ever anti-aliased on the
// destination, composited and cleared again before the next plain draw; drawn
// straight onto a screen, a board of counters took half a second a frame on
// a software renderer. The map through its zoom and the boxes and panels draw
// at two scales; the cache keeps the last few scales and forgets older ones
// (a zoom left behind, a window resized). The zero value is ready to use.
type Counters struct {
	scales []float64 // the scales kept, most recent last
	imgs   map[counterKey]*ebiten.Image
}

// countersScalesKept is how many scales the cache keeps: the screen's, the
// map's zoom, and the zoom just left (for zooming back).
const countersScalesKept = 3

type counterKey struct {
	ct      *rules.Counter
	year    int
	damaged bool
	size    float64
	scale   float64
}

// use makes scale the most recent one kept, forgetting the images of the
// oldest when there are too many.
func (c *Counters) use(scale float64) {
	if c.imgs == nil {
		c.imgs = map[counterKey]*ebiten.Image{}
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
	if len(c.scales) <= countersScalesKept {
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

// counterMargin is the room around a counter's square for its shadow.
const counterMargin = 0.08

// Draw draws a counter as printed (DrawCounter), size design units square with
// its top-left corner at (x, y), from the cache.
func (c *Counters) Draw(dst *ebiten.Image, v View, x, y, size float64, year int, ct *rules.Counter, damaged bool) {
	if ct == nil {
		return
	}
	c.use(v.Scale)
	k := counterKey{ct, year, damaged, size, v.Scale}
	img := c.imgs[k]
	if img == nil {
		n := int(math.Ceil(size*(1+counterMargin)*v.Scale)) + 1
		img = ebiten.NewImage(n, n)
		cv := v
		cv.OX, cv.OY = 0, 0
		DrawCounter(img, cv, 0, 0, size, year, ct, damaged)
		c.imgs[k] = img
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(float64(v.X(x))), math.Round(float64(v.Y(y))))
	dst.DrawImage(img, op)
}

// Len is how many counter images the cache holds.
func (c *Counters) Len() int { return len(c.imgs) }
