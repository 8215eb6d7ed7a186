package campaign

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// fullBoard is a 1942 game with every counter of the campaign on the map:
// each Force off the map is put in an area its side may enter, in turn.
func fullBoard(b *testing.B) (*Scene, *scenes.Context, *ui.Script) {
	g, evs, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	areas := g.Data().Map.Areas
	k := 0
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Where == rules.OnMap {
			continue
		}
		for !rules.Entrable(f.Side, areas[k%len(areas)].Name) {
			k++
		}
		f.Where, f.Area = rules.OnMap, areas[k%len(areas)].Name
		k++
	}
	g.Stacks = rules.Stacks{}
	s, err := New(g, evs)
	if err != nil {
		b.Fatal(err)
	}
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(g, in)
	if err != nil {
		b.Fatal(err)
	}
	return s, ctx, in
}

// BenchmarkUpdate is one tick with the cursor over the Hawaii stack.
func BenchmarkUpdate(b *testing.B) {
	s, ctx, in := fullBoard(b)
	r := s.stackRectOf(rules.Hawaii, rules.US)
	in.MoveTo(r.CX(), r.CY())
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := s.Update(ctx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDraw draws a 1920x1080 frame with every 1942 counter on the map and
// a stack magnified, and waits for the GPU (reading back one pixel).
func BenchmarkDraw(b *testing.B) {
	if !canDraw {
		b.Skip("no display: run under Xvfb")
	}
	s, ctx, in := fullBoard(b)
	screen := ebiten.NewImage(1920, 1080)
	v := ui.NewView(canvasW, canvasH, 1920, 1080, ctx.Fonts)
	r := s.stackRectOf("Japan", rules.Japan)
	in.MoveTo(float64(v.X(r.CX())), float64(v.Y(r.CY())))
	s.Draw(screen, ctx)
	s.Update(ctx)
	px := make([]byte, 4)
	one := screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s.Draw(screen, ctx)
		one.ReadPixels(px)
	}
}
