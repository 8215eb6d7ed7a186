package replay

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// BenchmarkStepBackFrame is one step back (PgUp) on the replay screen of a
// whole 1942 campaign and the frame that shows it, at 1920x1080: the
// playback's rebuild, the board stopped at the event, the side panel and
// the log. Wrapping around to the end when the start is reached.
func BenchmarkStepBackFrame(b *testing.B) {
	s := played(b, 100_000)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		b.Fatal(err)
	}
	sc, err := New(p)
	if err != nil {
		b.Fatal(err)
	}
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		b.Fatal(err)
	}
	img := ebiten.NewImage(1920, 1080)
	ctx.Full = true
	sc.Draw(img, ctx)
	b.ResetTimer()
	for b.Loop() {
		if p.At() == 0 {
			p.Seek(p.Len())
		}
		in.Key(ebiten.KeyPageUp)
		if err := sc.Update(ctx); err != nil {
			b.Fatal(err)
		}
		in.EndTick()
		sc.Draw(img, ctx)
		img.ReadPixels(make([]byte, 4*1920*1080)) // wait for the GPU
	}
}
