package title

import (
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/scenetest"
	"nimitz/scenes/ui"
)

// TestCoverRasterisedAside: the title's first frame does not wait for the
// board behind it: that frame is plain navy and the board comes in a later
// one, the same picture each time it is made; the screenshot waits for it.
func TestCoverRasterisedAside(t *testing.T) {
	ctx, err := scenes.NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	const w, h = 480, 270
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	v := ctx.Canvas(w, h)
	draw := func(c *boardCover) *image.RGBA {
		t.Helper()
		c.draw(screen, v)
		// Frames come until the goroutine hands the board over; a stuck
		// one fails here rather than hanging the test.
		for end := time.Now().Add(time.Minute); !c.settled(); {
			if time.Now().After(end) {
				t.Fatal("the board never came")
			}
			time.Sleep(5 * time.Millisecond)
			c.draw(screen, v)
		}
		return scenetest.Pixels(screen)
	}
	var c boardCover
	c.draw(screen, v)
	if c.settled() {
		t.Fatal("the first frame waited for the board")
	}
	first := scenetest.Pixels(screen)
	navy := ui.Navy
	for i := 0; i < len(first.Pix); i += 4 {
		if first.Pix[i] != navy.R || first.Pix[i+1] != navy.G || first.Pix[i+2] != navy.B {
			t.Fatalf("the first frame is not plain navy at pixel %d: %v", i/4, first.Pix[i:i+4])
		}
	}
	got := draw(&c)
	land := 0
	for i := 0; i < len(got.Pix); i += 4 {
		if got.Pix[i] != navy.R || got.Pix[i+1] != navy.G || got.Pix[i+2] != navy.B {
			land++
		}
	}
	if land < w*h/20 {
		t.Errorf("only %d of %d pixels show the board", land, w*h)
	}
	again := draw(&boardCover{})
	if p, differ := scenetest.FirstDifference(got, again, nil); differ {
		t.Errorf("a second cover differs at %v", p)
	}
	scene := New(1)
	if scene.Settled() {
		t.Error("a title never drawn says its cover is settled")
	}
}
