package end

import (
	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/verdict"
)

// openVerdict shows the staff's verdict on the campaign just played: made
// the first time, then the same screen again, its work done once.
func (s *Scene) openVerdict(ctx *scenes.Context) {
	if s.verdict == nil {
		s.verdict = verdict.New(ctx.Session, func(*staff.Verdict) scenes.Scene { return s })
	}
	ctx.GoTo(s.verdict)
}
