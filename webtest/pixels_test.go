// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// decodePNG reads a screenshot and keeps it in screenshots/ (beside the other
// tests' pictures, not committed) for people to look at.
func decodePNG(t *testing.T, data []byte, name string) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: the screenshot is no PNG: %v", name, err)
	}
	dir := filepath.Join("..", "screenshots")
	if err := os.MkdirAll(dir, 0o755); err == nil {
		_ = os.WriteFile(filepath.Join(dir, name), data, 0o644) // a look-at copy only
	}
	return img
}

// colours counts the distinct colours of img (up to limit): a blank page or
// a plain loading screen has a handful, the title and the map thousands.
func colours(img image.Image, limit int) int {
	seen := map[[3]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
			if len(seen) >= limit {
				return len(seen)
			}
		}
	}
	return len(seen)
}

// differ is the share of pixels (0 to 1) that differ clearly between two
// pictures of the same size.
func differ(a, b image.Image) float64 {
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Size() != bb.Size() {
		return 1
	}
	n, diff := 0, 0
	for y := 0; y < ab.Dy(); y += 2 {
		for x := 0; x < ab.Dx(); x += 2 {
			r1, g1, b1, _ := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, _ := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			n++
			if absDiff(r1, r2)+absDiff(g1, g2)+absDiff(b1, b2) > 3*16<<8 {
				diff++
			}
		}
	}
	return float64(diff) / float64(n)
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// crop is the part of img between two corners given in page pixels.
func crop(img image.Image, x0, y0, x1, y1 float64) image.Image {
	sub, ok := img.(interface {
		SubImage(image.Rectangle) image.Image
	})
	if !ok {
		return img
	}
	return sub.SubImage(image.Rect(int(x0), int(y0), int(x1), int(y1)))
}
