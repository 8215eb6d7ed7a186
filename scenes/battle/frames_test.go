package battle

import (
	"testing"
)

// TestEventsPlayOnWallClockTime: an event lasts the same wall-clock time
// whatever the frame rate: with 100 ms frames (6 sixtieths a frame) the
// board plays its events in a sixth of the frames it needs at 60 frames a
// second. Every frame of an animation is drawn.
func TestEventsPlayOnWallClockTime(t *testing.T) {
	count := func(elapsed float64) (frames int, total float64, events int) {
		tr := toBattle(t, 34)
		if tr.s.cur == nil {
			t.Fatal("no event is playing when the board opens")
		}
		total, events = tr.s.dur-tr.s.t, 1
		for _, e := range tr.s.queue {
			total += duration(e)
			events++
		}
		tr.ctx.Elapsed = elapsed
		for ; !tr.s.Settled(); frames++ {
			if frames > 100000 {
				t.Fatal("the events never finished playing")
			}
			tr.ctx.ClearRedraw()
			tr.tick()
			if !tr.ctx.RedrawAsked() {
				t.Fatalf("frame %d of an animation was not asked for", frames)
			}
		}
		return frames, total, events
	}
	for _, elapsed := range []float64{1, 2.5, 6} {
		frames, total, events := count(elapsed)
		// Within a frame of the wall-clock time (an event ends at the frame
		// that passes its time, and hands the rest of that frame to the next).
		if want := total / elapsed; float64(frames) < want-1 || float64(frames) > want+1 {
			t.Errorf("%d events lasting %.0f/60 s took %d frames of %.1f/60 s, want %.0f", events, total, frames, elapsed, want)
		}
	}
}

// TestIdleBoardDrawsNothing: once the events have played, an Update with no
// change asks for no frame; a cursor moving onto a button or a counter does,
// and so does every move while a counter's tip follows the cursor.
func TestIdleBoardDrawsNothing(t *testing.T) {
	tr := toBattle(t, 34)
	tr.settle()
	tr.in.MoveTo(2, 2)
	tr.tick()
	tr.ctx.ClearRedraw()
	tr.tick()
	if tr.ctx.RedrawAsked() {
		t.Fatal("an idle board asked for a frame")
	}
	bs := tr.s.buttons()
	if len(bs) == 0 {
		t.Fatal("no button to hover")
	}
	r := buttonRect(0, len(bs))
	tr.in.MoveTo(r.CX(), r.CY())
	tr.tick()
	if !tr.ctx.RedrawAsked() || tr.s.hoverBtn != 0 {
		t.Fatal("hovering a button asked for no frame")
	}
	if len(tr.s.lay.units) == 0 {
		t.Fatal("no counter on the board")
	}
	u := tr.s.lay.units[0].r
	for i, x := range []float64{u.X + 4, u.X + 8} {
		tr.ctx.ClearRedraw()
		tr.in.MoveTo(x, u.CY())
		tr.tick()
		if !tr.ctx.RedrawAsked() {
			t.Fatalf("move %d over a counter, its tip following, asked for no frame", i)
		}
	}
	tr.ctx.ClearRedraw()
	tr.tick()
	if tr.ctx.RedrawAsked() {
		t.Error("a still cursor over a counter asked for a frame")
	}
}
