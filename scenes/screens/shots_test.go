package screens

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// shot writes img to $NIMITZ_SHOTS/name-WxH.png when that is set, for a
// person to look at what a layout test checked.
func shot(t *testing.T, img *ebiten.Image, name string) {
	t.Helper()
	dir := os.Getenv("NIMITZ_SHOTS")
	if dir == "" {
		return
	}
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	file := strings.NewReplacer(" ", "-", ",", "", ":", "", "(", "", ")", "").Replace(name)
	f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", file, b.Dx(), b.Dy())))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}
