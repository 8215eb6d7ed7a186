package campaign

import (
	"image"
	"testing"
)

// TestDisjointCoversOnce checks that the rectangles chrome is painted
// through cover each pixel of the sheets once: overlapping sheets and
// shadows would be blended twice, darker.
func TestDisjointCoversOnce(t *testing.T) {
	rs := []image.Rectangle{image.Rect(0, 0, 10, 10), image.Rect(5, 5, 20, 12), image.Rect(30, 0, 40, 4), image.Rect(2, 2, 4, 4)}
	got := disjoint(rs)
	for y := -1; y < 14; y++ {
		for x := -1; x < 42; x++ {
			p := image.Pt(x, y)
			want := 0
			for _, r := range rs {
				if p.In(r) {
					want = 1
					break
				}
			}
			n := 0
			for _, r := range got {
				if p.In(r) {
					n++
				}
			}
			if n != want {
				t.Fatalf("pixel %v is in %d of %v, want %d", p, n, got, want)
			}
		}
	}
}

// TestOutsideCoversTheRest checks that the screen round the map area is
// painted whole and once, and none of the map area.
func TestOutsideCoversTheRest(t *testing.T) {
	r, m := image.Rect(0, 0, 50, 40), image.Rect(0, 8, 38, 40)
	for _, px := range []image.Rectangle{r, image.Rect(30, 2, 45, 20), image.Rect(5, 10, 20, 20), image.Rect(45, 0, 50, 40)} {
		got := outside(px, m)
		for y := px.Min.Y; y < px.Max.Y; y++ {
			for x := px.Min.X; x < px.Max.X; x++ {
				p := image.Pt(x, y)
				n := 0
				for _, o := range got {
					if p.In(o) {
						n++
					}
				}
				if want := map[bool]int{true: 0, false: 1}[p.In(m)]; n != want {
					t.Fatalf("outside(%v): pixel %v is in %d of %v, want %d", px, p, n, got, want)
				}
			}
		}
	}
}
