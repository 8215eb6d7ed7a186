package ui

import (
	"math"
	"testing"
)

// TestRingIsWholeAllRound: the ring sprite, under every Objective marker,
// area and Battle Sheet circle, is opaque all the way round its middle and
// clear inside and out. (Ebitengine's stroked circle, which drew it before,
// left a notch where the stroke began, at three o'clock.)
func TestRingIsWholeAllRound(t *testing.T) {
	var a Art
	img := a.ring()
	px := make([]byte, 4*artSize*artSize)
	img.ReadPixels(px)
	alpha := func(r, angle float64) byte {
		x := int(artSize/2 + r*math.Cos(angle))
		y := int(artSize/2 + r*math.Sin(angle))
		return px[4*(y*artSize+x)+3]
	}
	const c, w = artSize / 2, float64(artSize) / 9
	for i := 0; i < 720; i++ {
		angle := float64(i) * math.Pi / 360
		if got := alpha(c-1-w/2, angle); got < 0xf8 {
			t.Fatalf("the ring's middle at %.1f° has alpha %d, want opaque", angle*180/math.Pi, got)
		}
		if got := alpha(c-1-w-3, angle); got != 0 {
			t.Fatalf("inside the ring at %.1f° alpha is %d, want clear", angle*180/math.Pi, got)
		}
	}
	// Beyond the ring, towards the sprite's corners.
	for _, angle := range []float64{math.Pi / 4, 3 * math.Pi / 4, 5 * math.Pi / 4, 7 * math.Pi / 4} {
		if got := alpha(c+4, angle); got != 0 {
			t.Fatalf("outside the ring at %.0f° alpha is %d, want clear", angle*180/math.Pi, got)
		}
	}
}
