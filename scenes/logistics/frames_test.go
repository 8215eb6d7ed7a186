package logistics

import (
	"testing"

	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestPanelsRevealOnWallClockTime: the panels take the same wall-clock time
// to appear whatever the frame rate, every frame of it drawn; once shown, an
// Update with nothing new asks for no frame.
func TestPanelsRevealOnWallClockTime(t *testing.T) {
	g, evs := postBattle(t, 46)
	count := func(elapsed float64) (*Scene, *scenes.Context, *ui.Script, int) {
		in := &ui.Script{}
		ctx, err := scenes.NewTestContext(g, in)
		if err != nil {
			t.Fatal(err)
		}
		ctx.Elapsed = elapsed
		s, err := New(g, evs, func() scenes.Scene { return nil })
		if err != nil {
			t.Fatal(err)
		}
		frames := 0
		for ; !s.Settled(); frames++ {
			if frames > 10000 {
				t.Fatal("the panels never all showed")
			}
			ctx.ClearRedraw()
			if err := s.Update(ctx); err != nil {
				t.Fatal(err)
			}
			if !ctx.RedrawAsked() {
				t.Fatalf("frame %d of the reveal was not asked for", frames)
			}
		}
		return s, ctx, in, frames
	}
	_, _, _, fast := count(1)
	s, ctx, in, slow := count(5)
	if want := (len(s.panels) + 1) * revealTicks; fast != want || slow != want/5 {
		t.Errorf("the reveal took %d frames at 60 frames/s and %d at 12 frames/s, want %d and %d", fast, slow, want, want/5)
	}
	ctx.ClearRedraw()
	_ = s.Update(ctx)
	if ctx.RedrawAsked() {
		t.Error("a settled screen asked for a frame")
	}
	in.MoveTo(s.continueRect.CX(), s.continueRect.CY())
	_ = s.Update(ctx)
	if !ctx.RedrawAsked() {
		t.Error("hovering Continue asked for no frame")
	}
}
