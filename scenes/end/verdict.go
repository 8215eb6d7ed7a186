package end

import (
	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
	"nimitz/scenes/verdict"
)

// verdictRect is "Where it was won or lost", at the top left, clear of the
// bottom row, where the 1945 Campaign writes its Japan Invasion box.
var verdictRect = ui.Rect{X: 40, Y: 20, W: 300, H: 40}

// openVerdict shows the staff's verdict on the campaign just played: made
// the first time, then the same screen again, its work done once.
func (s *Scene) openVerdict(ctx *scenes.Context) {
	if s.verdict == nil {
		s.verdict = verdict.New(ctx.Session, func(*staff.Verdict) scenes.Scene { return s })
	}
	ctx.GoTo(s.verdict)
}
