package campaign

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// fullBoard is a 1942 game with every counter of the campaign on the map:
// each Force off the map is put in an area its side may enter, in turn.
func fullBoard(b *testing.B) (*Scene, *scenes.Context, *ui.Script) {
	sess, evs, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	g := sess.Game()
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
	s, err := New(sess, evs)
	if err != nil {
		b.Fatal(err)
	}
	in := &ui.Script{}
	ctx, err := scenes.NewSessionTestContext(sess, in)
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

// benchDraw draws 1920x1080 frames of the map with every 1942 counter on it
// and the Japan stack magnified, and waits for the GPU each frame (reading
// back one pixel). prep runs before each frame, untimed work included.
func benchDraw(b *testing.B, prep func(s *Scene, ctx *scenes.Context)) {
	benchDrawFrom(b, nil, prep)
}

// benchDrawFrom is benchDraw with setup run before the untimed first frames
// (a zoom, so that its images are made before the clock starts).
func benchDrawFrom(b *testing.B, setup func(s *Scene), prep func(s *Scene, ctx *scenes.Context)) {
	s, ctx, in := fullBoard(b)
	screen := ebiten.NewImage(1920, 1080)
	ctx.Full = true
	s.Draw(screen, ctx)
	// The Japan stack where the map shows it on this window's canvas.
	v, r := s.View, s.cam.rect(s.stackRectOf("Japan", rules.Japan))
	in.MoveTo(float64(v.X(r.CX())), float64(v.Y(r.CY())))
	if setup != nil {
		setup(s)
		// A few frames draw what the setup shows for the first time.
		for i := 0; i < 8; i++ {
			prep(s, ctx)
			s.Draw(screen, ctx)
		}
	}
	s.Update(ctx)
	ctx.Full = false
	s.Draw(screen, ctx)
	// The frames after the first draw the margin round the view.
	for s.layers.filling {
		s.Draw(screen, ctx)
	}
	px := make([]byte, 4)
	one := screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	one.ReadPixels(px)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		prep(s, ctx)
		s.Draw(screen, ctx)
		one.ReadPixels(px)
	}
}

// BenchmarkDraw is the frame drawn when the cursor moves over the map: the
// cached board copied back under the last frame's magnifier and panels, then
// those drawn again.
func BenchmarkDraw(b *testing.B) {
	benchDraw(b, func(s *Scene, ctx *scenes.Context) { ctx.Full = false })
}

// BenchmarkDrawFull is a frame that repaints the whole screen from the cached
// board (after a scene switch or a message).
func BenchmarkDrawFull(b *testing.B) {
	benchDraw(b, func(s *Scene, ctx *scenes.Context) { ctx.Full = true })
}

// BenchmarkDrawNewState is a frame after a decision: the board layer is drawn
// again (every stack, box, chart row and the log), then the frame.
func BenchmarkDrawNewState(b *testing.B) {
	benchDraw(b, func(s *Scene, ctx *scenes.Context) { s.applied++ })
}

// BenchmarkDrawResized is the first frame at a new size: both layers are drawn
// from nothing (the map, the coastline, every marker), then the frame.
func BenchmarkDrawResized(b *testing.B) {
	benchDraw(b, func(s *Scene, ctx *scenes.Context) { s.layers.scale = 0 })
}

// BenchmarkDrawPan is a frame of a drag across the zoomed map: the view moves
// a few pixels, so the background is composed again from the zoomed map's
// image and the board state drawn over it.
func BenchmarkDrawPan(b *testing.B) {
	dx := 6.0
	benchDrawFrom(b, func(s *Scene) {
		s.cam.zoomStep(+1, mapRect.CX(), mapRect.CY(), s.View)
		s.cam.zoomStep(+1, mapRect.CX(), mapRect.CY(), s.View)
	}, func(s *Scene, ctx *scenes.Context) {
		if !s.cam.pan(dx, 0) {
			dx = -dx
			s.cam.pan(dx, 0)
		}
	})
}

// BenchmarkDrawZoomStep is the frame after a zoom step (the wheel): the map's
// background is rendered at the new zoom, then both layers and the frame.
func BenchmarkDrawZoomStep(b *testing.B) {
	dir := 1
	benchDrawFrom(b, func(s *Scene) {}, func(s *Scene, ctx *scenes.Context) {
		if !s.cam.zoomStep(dir, mapRect.CX(), mapRect.CY(), s.View) {
			dir = -dir
			s.cam.zoomStep(dir, mapRect.CX(), mapRect.CY(), s.View)
		}
	})
}

// BenchmarkDrawZoomPreview is the frame right after a zoom step by the
// player (the wheel): the board shown by scaling the last one, until the zoom
// rests and BenchmarkDrawZoomStep's frame draws it at its new size.
func BenchmarkDrawZoomPreview(b *testing.B) {
	dir := 1
	benchDrawFrom(b, func(s *Scene) {}, func(s *Scene, ctx *scenes.Context) {
		z := s.cam.Z()
		s.cam.zoomAbout(dir, mapRect.CX(), mapRect.CY(), s.View, s.tick)
		if s.cam.Z() == z {
			dir = -dir
			s.cam.zoomAbout(dir, mapRect.CX(), mapRect.CY(), s.View, s.tick)
		}
	})
}

// framePendings is how often one map frame asks what the engine must
// decide, at most: docs/engine-speed.md gives the count and how it was made.
const framePendings = 34

// BenchmarkFramePending is one map frame's worth of questions at each step
// of a 1942 Campaign Turn, reached by ending each step in turn (the first
// option taken where there is none, the Orders areas chosen): "engine" asks
// the engine each time, "screen" asks as the map does (Scene.pending, kept
// for the position).
func BenchmarkFramePending(b *testing.B) {
	sess, evs, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 1, ChooseOrdersArea: true})
	if err != nil {
		b.Fatal(err)
	}
	s, err := New(sess, evs)
	if err != nil {
		b.Fatal(err)
	}
	for _, ask := range []rules.PendingKind{rules.AskResupply, rules.AskScouting, rules.AskMovement, rules.AskOrdersArea, rules.AskChooseBattle} {
		for i := 0; i < 100 && sess.Game().Asks() != ask; i++ {
			p := sess.Game().Pending()
			if len(p.Options) == 0 {
				b.Fatalf("the game asks nothing at %s", sess.Game().Step)
			}
			d := p.Options[0]
			if offered(p, rules.DoDone) {
				d = rules.Decision{Kind: rules.DoDone}
			}
			if _, err := sess.Apply(d); err != nil {
				b.Fatal(err)
			}
		}
		if k := sess.Game().Asks(); k != ask {
			b.Fatalf("the game asks %s, want %s", k, ask)
		}
		g := sess.Game()
		b.Run(string(ask)+"/engine", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				for range framePendings {
					g.Pending()
				}
			}
		})
		b.Run(string(ask)+"/screen", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				for range framePendings {
					s.pending()
				}
			}
		})
	}
}
