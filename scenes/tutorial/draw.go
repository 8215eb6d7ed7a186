package tutorial

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/battle"
	"nimitz/scenes/campaign"
	"nimitz/scenes/logistics"
	"nimitz/scenes/tutorial/lesson"
	"nimitz/scenes/ui"
)

// The coach's buttons.
const (
	labelNext     = "Next"
	labelTakeOver = "Take over"
	labelLeave    = "Leave"
)

// The coach panel on canvas c: on the map over the game log, exactly, on
// the Battle Sheet over the Battle Turn track and the plans, whole (the
// coach says what they are), after the battles a strip at the foot, left of the screen's own
// Rules and Continue buttons. The screens' side panels keep their widths at
// the right of the canvas, and the log takes the map's height that is left.
func mapPanel(c ui.Rect, finger float64) ui.Rect { return campaign.LogRect(c, finger) }

func battlePanel(c ui.Rect, finger float64) ui.Rect { return battle.PlansRect(c, finger) }

func stripPanel(c ui.Rect) ui.Rect { return ui.Rect{X: 12, Y: c.H - 76, W: c.W - 524, H: 70} }

// stripButtons is the width of the coach's buttons in the strip.
const stripButtons = 372.0

// Sizes of the coach's text, a little larger than the board's body text.
const (
	sayMax   = 16.0
	sayMin   = 13.0
	quoteMax = 14.0
	quoteMin = 12.0
)

// panelRect is where the coach sits on the screen under it: on the steps
// after the battles, whose panels fill the screen, a strip at its foot.
func (s *Scene) panelRect() ui.Rect {
	c := s.Canvas()
	switch s.inner.(type) {
	case *campaign.Scene, nil:
		return mapPanel(c, s.View.Finger)
	case *logistics.Scene:
		return stripPanel(c)
	}
	return battlePanel(c, s.View.Finger)
}

// strip reports whether the coach is the strip at the foot of the screen.
func (s *Scene) strip() bool {
	_, ok := s.inner.(*logistics.Scene)
	return ok
}

// buttonGrid lays the coach's buttons in a row at the panel's foot (in the
// strip, at its right end).
func (s *Scene) buttonGrid() ui.Grid {
	r := s.panelRect().Inset(10)
	if s.strip() {
		r = ui.Rect{X: r.Right() - stripButtons, Y: r.Y, W: stripButtons, H: r.H}
	}
	return ui.Grid{Area: r, Cols: 3, H: 32, Gap: 8, FromBottom: true}
}

// coachButtons are Next (lit when the step only explains), Take over and
// Leave.
func (s *Scene) coachButtons() []ui.Button {
	next := ui.Button{Label: labelNext, Key: "Enter", Style: ui.Primary}
	if s.lesson == nil || !s.reading() || s.step >= len(s.lesson.Steps)-1 {
		next.Off = true
	}
	return []ui.Button{next, {Label: labelTakeOver}, {Label: labelLeave, Key: "Esc", Style: ui.Quiet}}
}

// Draw implements scenes.Scene: the board, the coach's ring round what to
// click, and the coach.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	if s.inner != nil {
		// The ring and the coach move over the board: it is painted whole.
		ctx.Full = true
		s.inner.Draw(screen, ctx)
	} else {
		screen.Fill(ui.Ocean)
	}
	s.drawCoach(screen, v)
	switch {
	case s.lit && s.Settled():
		ring(screen, v, s.hint.R)
	case s.lesson != nil && s.reading() && s.step < len(s.lesson.Steps)-1:
		ring(screen, v, s.buttons.Grid.Rect(0, len(s.buttons.Items)))
	}
}

// ring is the coach's dashed ring round what to click, edged with Ink
// both sides: its colour and its dashes are the coach's alone, never the
// solid gold of a selection or of a legal destination.
func ring(dst *ebiten.Image, v ui.View, r ui.Rect) {
	r = r.Inset(-5)
	v.StrokeRect(dst, r.Inset(-3), 1.5, ui.Ink)
	v.StrokeRect(dst, r.Inset(3), 1.5, ui.Ink)
	v.StrokeDashed(dst, r, 4.5, 9, ui.Coach, ui.White)
}

// drawCoach paints the coach panel: the part of the example, what happens
// and why, the rule quoted, a word after a wrong click, and the buttons.
func (s *Scene) drawCoach(dst *ebiten.Image, v ui.View) {
	r := s.panelRect()
	// The screen under the coach may have changed since the last Update.
	s.buttons.Grid = s.buttonGrid()
	s.buttons.Set(s.coachButtons())
	v.FillRect(dst, ui.Rect{X: r.X + 4, Y: r.Y + 5, W: r.W, H: r.H}, ui.Shadow)
	n, total := s.Step()
	st := s.current()
	title := "LEARN TO PLAY"
	if st.Part != "" {
		title = fmt.Sprintf("LEARN TO PLAY · %s · %d/%d", st.Part, n+1, total)
	}
	if s.strip() {
		v.FillRect(dst, r, ui.Panel)
		v.StrokeRect(dst, r, 2, ui.Coach)
		w := r.W - 30 - stripButtons
		v.Text(dst, v.FitText(title, ui.SizeBody, true, w), ui.SizeBody, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
		say, c := st.Say, ui.White
		if s.msg != "" {
			say, c = s.msg, ui.Gold
		}
		v.Text(dst, v.FitText(say, sayMax, false, w), sayMax, false, c, r.X+10, r.Y+34, ui.Left)
		s.buttons.Draw(dst, v)
		return
	}
	inner := ui.DrawPanel(dst, v, r, title)
	v.StrokeRect(dst, r, 2, ui.Coach)
	top := s.buttonGrid().Rect(0, 3).Y - 8
	room := ui.Rect{X: inner.X, Y: inner.Y, W: inner.W, H: top - inner.Y}
	switch {
	case s.err != "":
		v.Paragraph(dst, s.err, sayMin, false, ui.Refused, room.X, room.Y, room.W)
	case s.lesson == nil:
		v.Paragraph(dst, "Setting up the 1942 Campaign…", sayMax, false, ui.Pale, room.X, room.Y, room.W)
	default:
		s.drawStep(dst, v, room, st)
	}
	s.buttons.Draw(dst, v)
}

// drawStep sets out a step's words in room, the largest sizes that fit.
func (s *Scene) drawStep(dst *ebiten.Image, v ui.View, room ui.Rect, st lesson.Step) {
	msg := s.msg
	sayS, quoteS := sayMax, quoteMax
	for {
		h := s.height(v, st.Say, sayS, false, room.W) + 10 + s.height(v, "“"+st.Rule+"”", quoteS, false, room.W-12)
		if msg != "" {
			h += 8 + s.height(v, msg, sayS, true, room.W)
		}
		if h <= room.H || sayS <= sayMin {
			break
		}
		sayS -= 0.5
		quoteS = max(quoteMin, quoteS-0.5)
	}
	y := room.Y
	if msg != "" {
		y = v.Paragraph(dst, msg, sayS, true, ui.Gold, room.X, y, room.W) + 8
	}
	y = v.Paragraph(dst, st.Say, sayS, false, ui.White, room.X, y, room.W) + 10
	v.FillRect(dst, ui.Rect{X: room.X, Y: y - 2, W: 3, H: min(room.Bottom()-y+2, s.height(v, "“"+st.Rule+"”", quoteS, false, room.W-12)+2)}, ui.Gold)
	v.Paragraph(dst, "“"+st.Rule+"”", quoteS, false, ui.Muted, room.X+12, y, room.W-12)
}

// height is how tall a paragraph is.
func (s *Scene) height(v ui.View, text string, size float64, bold bool, width float64) float64 {
	return float64(len(ui.Wrap(text, v.Face(size, bold), width*v.Scale))) * size * 1.3
}
