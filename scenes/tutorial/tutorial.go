// Package tutorial is "Learn to play": the rulebook's Extended Example played
// on the real map and Battle Sheet, step by step, with its own dice. A coach
// panel says what happens and why, quoting the rule; what to click is lit in
// gold; the game waits for that click, and takes no other decision (a
// scenes.Gate on the context). The script is package lesson. The player can
// leave at any time (Esc, Leave) or take over and play on from there as a
// normal saved game.
package tutorial

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/tutorial/lesson"
	"nimitz/scenes/ui"
)

// Scene is the tutorial: the map or the Battle Sheet (inner), played by the
// lesson, with the coach over it.
type Scene struct {
	scenes.Screen
	title  func() scenes.Scene
	lesson *lesson.Lesson
	sess   *savegame.Session
	inner  scenes.Scene
	step   int // the lesson's step shown
	in     coachedInput

	hint    scenes.Hint // what is lit now
	lit     bool
	msg     string // a gentle word after a wrong click
	buttons ui.Buttons
	err     string // a failure to start or to take over, shown on the panel
	started bool
}

// New returns the tutorial; title makes the title screen it leaves to.
func New(title func() scenes.Scene) *Scene {
	s := &Scene{title: title}
	s.Fluid = true
	return s
}

// Settled reports that the board below the coach is not animating.
func (s *Scene) Settled() bool {
	if st, ok := s.inner.(scenes.Settler); ok {
		return st.Settled()
	}
	return true
}

// Step is the lesson's step on screen and the number of steps.
func (s *Scene) Step() (int, int) {
	if s.lesson == nil {
		return 0, 0
	}
	return s.step, len(s.lesson.Steps)
}

// Lesson is the script being played (nil until the first Update).
func (s *Scene) Lesson() *lesson.Lesson { return s.lesson }

// Inner is the screen under the coach: the map or the Battle Sheet.
func (s *Scene) Inner() scenes.Scene { return s.inner }

// Hint is what the coach lights now; false when nothing on the board is lit
// (a step read and passed with Next, or the board still animating).
func (s *Scene) Hint() (scenes.Hint, bool) { return s.hint, s.lit }

// Message is the coach's last word after a wrong click ("" for none).
func (s *Scene) Message() string { return s.msg }

// start builds the lesson and the practice game it is played in.
func (s *Scene) start(ctx *scenes.Context) error {
	s.started = true
	l, err := lesson.Build()
	if err != nil {
		return err
	}
	sess, err := savegame.NewSessionFrom(l.Start, savegame.FromTutorial)
	if err != nil {
		return err
	}
	m, err := campaign.New(sess, l.SetUp)
	if err != nil {
		return err
	}
	m.NewTitle, m.Covered = s.title, mapPanel(s.Canvas())
	s.lesson, s.sess, s.inner = l, sess, m
	ctx.PlayPractice(sess, gate{s})
	return nil
}

// current is the step on screen.
func (s *Scene) current() lesson.Step {
	if s.lesson == nil || s.step >= len(s.lesson.Steps) {
		return lesson.Step{}
	}
	return s.lesson.Steps[s.step]
}

// gate admits only the decision the lesson's step waits for.
type gate struct{ s *Scene }

// Allow implements scenes.Gate.
func (g gate) Allow(d rules.Decision) error {
	st := g.s.current()
	if st.Acts() && st.Accepts(d) && !st.Continue {
		return nil
	}
	return errors.New(g.s.nudge())
}

// AllowUndo implements scenes.Gate.
func (g gate) AllowUndo() error {
	return errors.New("Undo is off while the example plays; Take over to play on as your own game, where it works.")
}

// nudge is the gentle word for a click that is not the one awaited.
func (s *Scene) nudge() string {
	st := s.current()
	switch {
	case s.lesson != nil && s.step == len(s.lesson.Steps)-1:
		return "The example ends here: Take over to play on as your own game, or Leave."
	case s.lit:
		return fmt.Sprintf("Click %s, lit in gold.", s.hint.What)
	case !st.Acts() && !st.Continue:
		return "Not yet: read on, then press Next (lit in gold)."
	}
	if _, board := s.inner.(scenes.Guide); !board {
		return "Close this screen (Esc) to go back to the example."
	}
	return "Wait a moment: the board is still moving."
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	mx, my := s.Pointer(ctx)
	if !s.started {
		if err := s.start(ctx); err != nil {
			s.err = "The example cannot be played: " + err.Error()
			ctx.Notify(s.err, true)
		}
		ctx.Redraw()
	}
	in := ctx.Input
	s.buttons.Grid = s.buttonGrid()
	s.buttons.Set(s.coachButtons())
	if s.buttons.Update(mx, my) {
		ctx.Redraw()
	}
	onPanel := s.panelRect().Contains(mx, my)
	_, board := s.inner.(scenes.Guide)
	switch {
	case in.Pressed(ebiten.KeyEscape) && (board || s.inner == nil):
		s.leave(ctx)
		return nil
	case in.Clicked() && onPanel:
		s.press(ctx, s.buttons.Clicked())
		return nil
	case (in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeySpace)) && s.lesson != nil && s.reading() && s.Settled():
		s.next(ctx)
		return nil
	}
	if s.inner == nil {
		return nil
	}
	settled := s.Settled()
	before := s.sess.Len()
	hint, lit := s.hint, s.lit
	// Over another screen (the rules reference, F1's button on the Battle
	// Sheet), Esc closes that screen.
	s.in = coachedInput{Input: in, hideClick: onPanel, esc: !board}
	saved := ctx.Input
	ctx.Input = &s.in
	if m, ok := s.inner.(*campaign.Scene); ok {
		m.Covered = mapPanel(s.Canvas()) // the window may have been resized
	}
	next, err := ctx.Host(func() error { return s.inner.Update(ctx) })
	ctx.Input = saved
	if err != nil {
		return err
	}
	if next != nil {
		s.inner = next
		if m, ok := next.(*campaign.Scene); ok {
			m.Covered = mapPanel(s.Canvas())
		}
		if s.current().Continue {
			// The screen's own Continue was the step's click.
			s.msg = ""
			s.step++
		}
		ctx.Redraw()
	}
	s.follow()
	clicked := in.Clicked() && settled && !onPanel
	switch {
	case s.sess.Len() > before:
		// The awaited decision was made (the gate let nothing else by).
		s.msg = ""
		s.step++
		s.follow()
		ctx.Redraw()
	case clicked && next == nil && (!board || s.reading() || (lit && !hint.R.Contains(mx, my))):
		s.msg = s.nudge()
		ctx.Redraw()
	}
	return nil
}

// reading reports that the step only explains: it is passed with Next.
func (s *Scene) reading() bool {
	st := s.current()
	return !st.Acts() && !st.Continue
}

// follow asks the board where the step's click is.
func (s *Scene) follow() {
	s.lit = false
	switch st := s.current(); {
	case st.Continue:
		if c, ok := s.inner.(scenes.Continuer); ok {
			s.hint, s.lit = c.ContinueHint()
		}
	case st.Acts():
		if g, ok := s.inner.(scenes.Guide); ok {
			s.hint, s.lit = g.Guide(st.Do)
		}
	}
}

// press carries out a coach button.
func (s *Scene) press(ctx *scenes.Context, i int) {
	if i < 0 || i >= len(s.buttons.Items) {
		return
	}
	switch s.buttons.Items[i].Label {
	case labelNext:
		s.next(ctx)
	case labelTakeOver:
		s.takeOver(ctx)
	case labelLeave:
		s.leave(ctx)
	}
	ctx.Redraw()
}

// next passes a step that only explains.
func (s *Scene) next(ctx *scenes.Context) {
	if s.lesson == nil || !s.reading() || s.step >= len(s.lesson.Steps)-1 || !s.Settled() {
		return
	}
	s.step++
	s.msg = ""
	s.follow()
	ctx.Redraw()
}

// leave goes back to the title screen; nothing of the example is saved.
func (s *Scene) leave(ctx *scenes.Context) {
	ctx.Play(nil)
	if s.title != nil {
		ctx.GoTo(s.title())
	}
}

// takeOver makes the example the player's own game from this moment: a
// normal campaign, saved at once, on the map (or the Battle Sheet mid-battle).
func (s *Scene) takeOver(ctx *scenes.Context) {
	if s.sess == nil {
		return
	}
	own, err := s.sess.TakeOver(savegame.FromTutorial)
	if err == nil {
		var m *campaign.Scene
		if m, err = campaign.New(own, nil); err == nil {
			m.NewTitle = s.title
			ctx.Play(own)
			ctx.GoTo(m)
			ctx.Notify(fmt.Sprintf("The example is your game now, from %s, %s: it is saved like any other, and the dice roll freely.", own.Game().TurnName(), own.Game().Step), false)
			return
		}
	}
	s.err = "The game cannot be taken over: " + err.Error()
	ctx.Notify(s.err, true)
}

// coachedInput is the player's input as the board under the coach sees it:
// no click that landed on the coach, and only the keys that play (Esc, Undo,
// the menu and the other screens' keys belong to the coach or are off).
type coachedInput struct {
	ui.Input
	hideClick bool
	esc       bool // Esc goes to the screen under the coach
}

// Clicked implements ui.Input.
func (c *coachedInput) Clicked() bool { return !c.hideClick && c.Input.Clicked() }

// Pressed implements ui.Input.
func (c *coachedInput) Pressed(k ebiten.Key) bool {
	if k == ebiten.KeyEscape && c.esc {
		return c.Input.Pressed(k)
	}
	switch k {
	case ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace, ebiten.KeyTab, ebiten.KeyA,
		ebiten.KeyPageUp, ebiten.KeyPageDown, ebiten.KeyMinus, ebiten.KeyEqual, ebiten.KeyKPAdd, ebiten.KeyKPSubtract,
		ebiten.KeyBracketLeft, ebiten.KeyBracketRight, ebiten.KeyHome, ebiten.KeyC,
		ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown:
		return c.Input.Pressed(k)
	}
	return false
}

// ButtonRect is where the coach's button with label (Next, Take over,
// Leave) is, in design units.
func (s *Scene) ButtonRect(label string) (ui.Rect, bool) {
	items := s.coachButtons()
	for i, b := range items {
		if b.Label == label {
			return s.buttonGrid().Rect(i, len(items)), true
		}
	}
	return ui.Rect{}, false
}
