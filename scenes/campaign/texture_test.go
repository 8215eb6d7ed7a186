package campaign

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
)

// TestOwnTextureKeepsItsTextureForASizeItHolds: a size that fits in the
// texture and takes as large a texture on the GPU is drawn into its corner;
// a larger size, or one the GPU would hold in a smaller texture, gets a new
// texture.
func TestOwnTextureKeepsItsTextureForASizeItHolds(t *testing.T) {
	var tex ownTexture
	first := tex.image(image.Pt(1920, 1080))
	defer tex.whole.Deallocate()
	for _, c := range []struct {
		size image.Point
		same bool
	}{
		{image.Pt(1900, 1060), true},  // 2048x2048 on the GPU, as 1920x1080
		{image.Pt(1920, 1080), true},  // back to the first size
		{image.Pt(1366, 700), false},  // 2048x1024: a new, smaller texture
		{image.Pt(1300, 1000), false}, // larger than 1366x700 holds
	} {
		before := tex.whole
		img := tex.image(c.size)
		if got := img.Bounds(); got != (image.Rectangle{Max: c.size}) {
			t.Fatalf("image(%v) has bounds %v", c.size, got)
		}
		if same := tex.whole == before; same != c.same {
			t.Errorf("image(%v) after %v: same texture %v, want %v", c.size, before.Bounds().Size(), same, c.same)
		}
	}
	if first.Bounds().Size() != image.Pt(1920, 1080) {
		t.Errorf("the first image is %v", first.Bounds())
	}
}

// TestResizeKeepsTheLayersTextures: a new window size the textures hold
// draws chrome and mapState into the textures they had, and the board's
// tiles into the last tiles' textures.
func TestResizeKeepsTheLayersTextures(t *testing.T) {
	p, screen := mapDrawn(t)
	for p.s.layers.filling {
		p.s.Draw(screen, p.ctx)
	}
	l := &p.s.layers
	chrome, state := l.chromeTex.whole, l.stateTex.whole
	tiles := map[*ebiten.Image]bool{}
	for _, img := range l.tiles {
		tiles[img] = true
	}
	// What a new window size does to the layers.
	l.scale = 0
	p.s.Draw(screen, p.ctx)
	if l.chromeTex.whole != chrome || l.stateTex.whole != state {
		t.Fatalf("after a resize: chrome's texture kept %v, mapState's %v", l.chromeTex.whole == chrome, l.stateTex.whole == state)
	}
	kept := 0
	for _, img := range l.tiles {
		if tiles[img] {
			kept++
		}
	}
	if kept == 0 {
		t.Fatalf("none of the %d tiles drawn after the resize is in a texture of the last tiles", len(l.tiles))
	}
	for p.s.layers.filling {
		p.s.Draw(screen, p.ctx)
	}
	if len(l.spare) > 0 {
		t.Fatalf("%d spare tiles kept once the board is drawn", len(l.spare))
	}
}

// TestOldPixelsOfAKeptTextureNeverShow: mapState's texture holds, where no
// tile is drawn yet, what was drawn there before. Zooming out while its
// margin is still being drawn shows more of it than the view did: the
// scaled board of that moment, and the copy kept to sharpen the next zoom
// from, must show open sea there, not the old pixels.
func TestOldPixelsOfAKeptTextureNeverShow(t *testing.T) {
	p, screen := mapDrawn(t)
	l := &p.s.layers
	zoom := func(dir int) {
		p.in.MoveTo(600, 400)
		p.in.Scroll(float64(dir))
		p.tick()
		p.s.Draw(screen, p.ctx)
	}
	zoom(+1)
	zoom(+1)
	for i := 0; i < zoomRest+1; i++ {
		p.tick()
	}
	for i := 0; i < 100 && (i == 0 || l.sharpening != nil); i++ {
		p.s.Draw(screen, p.ctx)
		p.tick()
	}
	missing := l.missing(l.win)
	if l.sharpening != nil || len(missing) == 0 {
		t.Fatalf("after the zoom, the scaled board is kept (%v) or no margin tile is left to draw (%d)", l.sharpening != nil, len(missing))
	}
	// What an old board left in the texture, where the margin is not drawn.
	magenta := color.RGBA{0xff, 0, 0xff, 0xff}
	for _, tp := range missing {
		if r := tileRect(tp).Intersect(l.win).Sub(l.win.Min); !r.Empty() {
			l.mapState.SubImage(r).(*ebiten.Image).Fill(magenta)
		}
	}
	shown := func(when string) {
		t.Helper()
		buf := make([]byte, 4*scenes.DesignWidth*scenes.DesignHeight)
		screen.ReadPixels(buf)
		n := 0
		for i := 0; i < len(buf); i += 4 {
			if buf[i] > 200 && buf[i+1] < 60 && buf[i+2] > 200 {
				n++
			}
		}
		if n > 0 {
			t.Fatalf("%s: %d pixels of the texture's old pixels shown", when, n)
		}
	}
	zoom(-1)
	if !l.preview {
		t.Fatal("the zoom step out shows no scaled board")
	}
	shown("the zoom step out")
	for i := 0; i < zoomRest+1; i++ {
		p.tick()
	}
	for i := 0; i < 100 && (i == 0 || l.filling); i++ {
		p.s.Draw(screen, p.ctx)
		shown("sharpening after the zoom step out")
		p.tick()
	}
}
