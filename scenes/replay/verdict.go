package replay

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
	"nimitz/scenes/verdict"
)

// SetVerdict marks the staff's verdict on the timeline: the three
// decisions that cost the most, numbered (verdict.Shown).
func (s *Scene) SetVerdict(v *staff.Verdict) { s.setVerdict(v) }

// MarkCostly is the timeline's kind for the staff's costliest decisions, so
// that the keys that jump from mark to mark stop at them too.
const MarkCostly savegame.MarkKind = "costly"

// setVerdict keeps v and puts its three costliest decisions on the
// timeline, once.
func (s *Scene) setVerdict(v *staff.Verdict) {
	if v == nil {
		return
	}
	first := s.verdict == nil
	s.verdict = v
	if !first {
		return
	}
	for i, k := range v.Costliest(3) {
		j := v.Judged[k]
		s.p.AddMarks(savegame.TimelineMark{Kind: MarkCostly, At: j.At + 1, Event: -1,
			Label: fmt.Sprintf("Costliest decision %d: −%.1f Objectives against the staff's %s.", i+1, j.Lost, j.Staff)})
	}
	s.timeline = s.p.Timeline()
}

// openVerdict shows "Where it was won or lost" on the record replayed (V),
// back to this replay with the verdict on its timeline; a costly decision
// clicked there is shown here.
func (s *Scene) openVerdict(ctx *scenes.Context) {
	sc := verdict.New(s.p.Whole(), func(v *staff.Verdict) scenes.Scene {
		s.setVerdict(v)
		return s
	})
	sc.WatchWith(func(v *staff.Verdict, at int) scenes.Scene {
		s.setVerdict(v)
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
// discs on the track at the moment after each (the head says the one the
// cursor is at: its timeline mark's label).
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
	}
}
