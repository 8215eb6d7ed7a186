package campaign

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/scenetest"
	"nimitz/scenes/ui"
	"nimitz/sim"
)

// twin is a map screen playing its own session of one campaign.
type twin struct {
	s   *Scene
	ctx *scenes.Context
	img *ebiten.Image
}

func newTwin(t *testing.T, seed uint64, reword bool) *twin {
	t.Helper()
	sess, evs, err := savegame.NewSession(rules.Options{Year: 1942, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	if reword {
		evs = scenetest.Reword(evs)
	}
	s, err := New(sess, evs)
	if err != nil {
		t.Fatal(err)
	}
	ctx, err := scenes.NewSessionTestContext(sess, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	// Half size: every frame is read back, and a quarter of the pixels
	// spares the software renderer of the test display. Each twin has a
	// texture of its own: in Ebitengine's shared atlas, where an image sits
	// shifts a scaled sprite's smoothed edge by a level between two twins.
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, scenes.DesignWidth/2, scenes.DesignHeight/2), &ebiten.NewImageOptions{Unmanaged: true})
	return &twin{s: s, ctx: ctx, img: img}
}

// decide applies d through the context and shows its events, reworded or not.
func (w *twin) decide(t *testing.T, d rules.Decision, reword bool) {
	t.Helper()
	before := w.s.g.Clone()
	evs, err := w.ctx.Apply(d)
	if err != nil {
		t.Fatal(err)
	}
	if reword {
		evs = scenetest.Reword(evs)
	}
	w.s.show(before, evs)
}

func (w *twin) frame(t *testing.T) *image.RGBA {
	t.Helper()
	w.ctx.Elapsed = 25
	if err := w.s.Update(w.ctx); err != nil {
		t.Fatal(err)
	}
	w.ctx.Full = true
	w.s.Draw(w.img, w.ctx)
	return scenetest.Pixels(w.img)
}

// TestMapDrawsTheSameWithEventsReworded plays the first Campaign Turn of 1942
// twice, once with every event's text and rule rewritten, and compares every
// frame of every animation: the issue "The screens rebuilt on structured
// events" asks that "rewording any log line must not change what is drawn".
// Only the log panel, which prints the words, may differ.
func TestMapDrawsTheSameWithEventsReworded(t *testing.T) {
	const seed = 4
	a, b := newTwin(t, seed, false), newTwin(t, seed, true)
	defer a.img.Deallocate()
	defer b.img.Deallocate()
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	masks := []image.Rectangle{image.Rect(int(logRect.X)/2-2, int(logRect.Y)/2-2, int(logRect.Right())/2+2, int(logRect.Bottom())/2+2)}
	frames, events := 0, 0
	for i := 0; i < 400; i++ {
		g := a.s.g
		if g.Over || g.Turn > 1 || g.Step == rules.StepBattles {
			break
		}
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		a.decide(t, d, false)
		b.decide(t, d, true)
		events += len(a.s.anim.queue)
		for k := 0; k < 2000; k++ {
			pa, pb := a.frame(t), b.frame(t)
			frames++
			if p, differ := scenetest.FirstDifference(pa, pb, masks); differ {
				t.Fatalf("after %s (decision %d), frame %d differs at %v once the events are reworded", d.Kind, i, k, p)
			}
			if !a.s.anim.busy() && !b.s.anim.busy() {
				break
			}
		}
	}
	if a.s.g.Step != rules.StepBattles && a.s.g.Turn < 2 {
		t.Fatalf("the turn stopped at %s, before the battles", a.s.g.Step)
	}
	if events < 20 || frames < 40 {
		t.Fatalf("only %d events and %d frames compared: the test saw too little", events, frames)
	}
	t.Logf("%d events, %d frames compared", events, frames)
}
