package replay

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
	"nimitz/scenes/verdict"
)

// SetVerdict marks the staff's verdict on the timeline: the three
// decisions that cost the most, numbered (verdict.Shown).
func (s *Scene) SetVerdict(v *staff.Verdict) { s.verdict = v }

// openVerdict shows "Where it was won or lost" on the record replayed (V),
// back to this replay with the verdict on its timeline; a costly decision
// clicked there is shown here.
func (s *Scene) openVerdict(ctx *scenes.Context) {
	sc := verdict.New(s.p.Whole(), func(v *staff.Verdict) scenes.Scene {
		if v != nil {
			s.verdict = v
		}
		return s
	})
	sc.WatchWith(func(v *staff.Verdict, at int) scenes.Scene {
		s.verdict = v
		s.p.Seek(at + 1) // the game after it: the head says what was decided
		return s
	})
	ctx.GoTo(sc)
}

// updateVerdict handles V; it reports that it took the input.
func (s *Scene) updateVerdict(ctx *scenes.Context) bool {
	if ctx.Input.Pressed(ebiten.KeyV) {
		s.openVerdict(ctx)
		return true
	}
	return false
}

// drawVerdict numbers the three costliest decisions on the timeline, red
// discs on the track at the moment after each, and says the one the
// cursor is at under the event.
func (s *Scene) drawVerdict(dst *ebiten.Image, v ui.View) {
	if s.verdict == nil || s.sheet != nil {
		return
	}
	t := s.pn.track
	for i, k := range s.verdict.Costliest(3) {
		j := s.verdict.Judged[k]
		x := sliderX(t, s.p, s.marks, j.At+1)
		v.Circle(dst, x, t.CY(), 7, ui.Slash)
		v.Text(dst, fmt.Sprint(i+1), ui.SizeFine, true, ui.White, x, t.CY()-7, ui.Center)
		if s.p.At() == j.At+1 {
			line := fmt.Sprintf("Costliest decision %d: −%.1f Objectives against the staff's %s.", i+1, j.Lost, j.Staff)
			r := s.pn.event
			v.Text(dst, v.FitText(line, ui.SizeSmall, true, r.W-20), ui.SizeSmall, true, ui.Refused, r.X+10, r.Bottom()-20, ui.Left)
		}
	}
}
