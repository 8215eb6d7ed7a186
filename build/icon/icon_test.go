package icon

import (
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// TestIcon: the star is gold in the middle, the square navy at its edge, and
// the rounded corner clear.
func TestIcon(t *testing.T) {
	img := Draw(256)
	at := func(x, y int) color.NRGBA { return color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA) }
	if c := at(128, 136); c.R < 0xc0 || c.B > 0x80 {
		t.Errorf("the centre is %v, not the gold star", c)
	}
	if c := at(128, 4); c.A != 0xff || c.B < c.R {
		t.Errorf("the top edge is %v, not navy", c)
	}
	if c := at(1, 1); c.A != 0 {
		t.Errorf("the corner is %v, not clear", c)
	}
	dir := filepath.Join("..", "..", "screenshots")
	if err := os.MkdirAll(dir, 0o755); err == nil {
		if f, err := os.Create(filepath.Join(dir, "icon.png")); err == nil {
			_ = png.Encode(f, img) // a copy to look at only
			f.Close()
		}
	}
}
