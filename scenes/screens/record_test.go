package screens

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestTheWarRecordFitsATablet: the War record screen, whose charts grow
// with the window, fits a tablet's page in landscape and portrait with a
// mouse too (the layout test's sizes are all landscape): in portrait its
// plot of Objectives per turn is tall, and nothing it draws may reach
// over the legend above it.
func TestTheWarRecordFitsATablet(t *testing.T) {
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	p := play(t, 1942, 2)
	p.until(func(g *rules.Game, _ []rules.Event) bool { return g.Over })
	s := recordWith(t, ctx, p.sess)
	in.MoveTo(-100, -100) // no hover
	settle(t, ctx, s)
	for _, size := range tablets {
		img := ebiten.NewImage(size[0], size[1])
		rec.Reset()
		ctx.Full = true
		s.Draw(img, ctx)
		img.Deallocate()
		for _, d := range rec.Covered() {
			t.Errorf("%dx%d: %q is cut off by a panel drawn over it (%v)", size[0], size[1], d.Text, d.Box)
		}
		for _, pr := range layoutProblems(s.(viewed).LastView().Canvas(), rec.Texts, rec.Buttons) {
			t.Errorf("%dx%d: %s", size[0], size[1], pr)
		}
		if len(rec.Texts) < 20 {
			t.Errorf("%dx%d: only %d texts drawn", size[0], size[1], len(rec.Texts))
		}
	}
}
