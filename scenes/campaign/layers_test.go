package campaign

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
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

// TestDecisionRedrawsOnlyWhatChanged moves a stack, drawing every frame of
// it as the game does, and checks that the screen, drawn again only where
// the areas changed, is the screen drawn whole.
func TestDecisionRedrawsOnlyWhatChanged(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	screen := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer screen.Deallocate()
	p.ctx.Full = true
	p.s.Draw(screen, p.ctx)
	p.ctx.Full = false
	parts := 0
	draw := func() {
		p.s.Draw(screen, p.ctx)
		if len(p.s.layers.changed) > 0 {
			parts++
		}
	}
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	draw()
	p.clickArea("Samoa")
	draw()
	for i := 0; i < 100000 && p.s.anim.busy(); i++ {
		p.tick()
		draw()
	}
	p.tick()
	draw()
	if parts == 0 {
		t.Fatal("no frame of the move drew the map only where it changed")
	}
	if n := len(p.s.layers.changed); n > 8 {
		t.Errorf("the last frame drew %d areas again", n)
	}
	got := pixels(screen, ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight})
	// The same screen drawn whole.
	p.s.layers.spots = nil
	p.s.applied++
	p.ctx.Full = true
	p.s.Draw(screen, p.ctx)
	want := pixels(screen, ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight})
	diff := 0
	for i := range got {
		if got[i] != want[i] {
			if diff == 0 {
				t.Errorf("pixel (%d, %d) is %08x, drawn whole %08x", i%scenes.DesignWidth, i/scenes.DesignWidth, got[i], want[i])
			}
			diff++
		}
	}
	if diff > 0 {
		t.Fatalf("%d pixels differ from the screen drawn whole", diff)
	}
}

// mapDrawn is a new 1942 game's map drawn whole once on a screen of the
// design's size, freed when the test ends.
func mapDrawn(t *testing.T) (*player_, *ebiten.Image) {
	t.Helper()
	p := newPlayer(t, 2)
	screen := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	t.Cleanup(screen.Deallocate)
	p.tick()
	p.ctx.Full = true
	p.s.Draw(screen, p.ctx)
	p.ctx.Full = false
	return p, screen
}

// TestZoomSharpensAFewTilesAFrame: once a zoom step rests, the board is
// shown scaled and drawn at the new zoom over several frames, a few tiles
// each, with the state over each; once every tile in view is drawn the
// scaled board is let go and the screen is the one drawn whole at the new
// zoom: nothing blurred or missing left.
func TestZoomSharpensAFewTilesAFrame(t *testing.T) {
	p, screen := mapDrawn(t)
	for _, size := range []string{"zoom", "resize"} {
		if size == "zoom" {
			p.in.MoveTo(600, 400)
			p.in.Scroll(1)
			p.tick()
			p.s.Draw(screen, p.ctx)
			for i := 0; i < zoomRest+1; i++ {
				p.tick()
			}
		} else {
			// What a new window size does to the layers.
			p.s.layers.scale = 0
		}
		frames := 0
		for ; frames < 100 && (frames == 0 || p.s.layers.filling); frames++ {
			p.s.Draw(screen, p.ctx)
			if frames == 0 && p.s.layers.sharpening == nil {
				t.Fatalf("after the %s the board was drawn whole in one frame", size)
			}
			p.tick()
		}
		if p.s.layers.sharpening != nil || frames < 3 {
			t.Fatalf("after the %s: %d frames, the scaled board still kept: %v", size, frames, p.s.layers.sharpening != nil)
		}
		got := pixels(screen, ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight})
		// The state drawn whole over every tile, the screen painted whole.
		p.s.layers.spots = nil
		p.s.applied++
		p.ctx.Full = true
		p.s.Draw(screen, p.ctx)
		p.ctx.Full = false
		want := pixels(screen, ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight})
		diff := 0
		for i := range got {
			if got[i] != want[i] {
				diff++
			}
		}
		if diff > 0 {
			t.Fatalf("after the %s, %d pixels differ from the screen painted whole", size, diff)
		}
	}
}
