// Package tutorial is "Learn to play": the rulebook's Extended Example played
// on the real map and Battle Sheet, step by step, with its own dice. A coach
// panel says what happens and why, quoting the rule; what to click is ringed
// in the coach's dashed pink; the game waits for that click, and takes no
// other decision (a scenes.Gate on the context). The script is package lesson. The player can
// leave at any time (Esc, Leave) or take over and play on from there as a
// normal saved game.
package tutorial

import (
	"errors"
	"fmt"
	"math"
	"slices"

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
	drag   drag

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
	m.NewTitle, m.Covered, m.Help = s.title, mapPanel(s.Canvas(), s.View.Finger), mapHelp
	s.lesson, s.sess, s.inner = l, sess, m
	ctx.PlayPractice(sess, gate{s})
	return nil
}

// mapHelp is what the map's stack panel says under the coach: what may be
// looked at, and the keys that work here.
const mapHelp = "Hover over any stack to magnify it; the coach rings what to click next.\n\n" +
	"Map: wheel or +/- zoom · drag or arrows pan · Home whole Pacific · N supply network · [ ] speed\n" +
	"Keys: Enter Next · Esc Leave. Undo, saving and the game's other keys are off in the example: Take over to play on with them."

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
	//lint:ignore ST1005 the player reads this sentence as it stands
	return errors.New("Undo is off while the example plays; Take over to play on as your own game, where it works.")
}

// nudge is the gentle word for a click that is not the one awaited.
func (s *Scene) nudge() string {
	st := s.current()
	switch {
	case s.lesson != nil && s.step == len(s.lesson.Steps)-1:
		return "The example ends here: Take over to play on as your own game, or Leave."
	case s.lit:
		return fmt.Sprintf("Click %s, in the coach's pink ring.", s.hint.What)
	case !s.Settled():
		return "Wait a moment: the board is still moving."
	case !st.Acts() && !st.Continue:
		return "Not yet: read on, then press Next (in the pink ring)."
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
	// Over the map's question whether to end the step, Esc is its Go
	// back, not the coach's Leave, and Enter its End the step, the click
	// the coach rings there.
	asking := false
	if m, ok := s.inner.(*campaign.Scene); ok {
		asking = m.Asking()
	}
	switch {
	case in.Pressed(ebiten.KeyEscape) && (board || s.inner == nil) && !asking:
		s.leave(ctx)
		return nil
	case in.Clicked() && onPanel:
		s.press(ctx, s.buttons.Clicked())
		return nil
	case nextKey(in) && s.lesson != nil && s.reading() && s.Settled():
		s.next(ctx)
		return nil
	}
	if s.inner == nil {
		return nil
	}
	settled := s.Settled()
	before := s.sess.Len()
	hint, lit := s.hint, s.lit
	// Once the board is still, only the click the coach lights reaches it
	// (with Shift when the hint asks for it): any other would change what
	// the player has chosen so far, or open what the step does not ask
	// for. Over a screen that lights nothing (the rules reference), the
	// clicks are that screen's.
	guarded := settled && (board || lit)
	awaited := lit && !s.reading() && hint.R.Contains(mx, my) && (!hint.Shift || in.Shift())
	if r, ok := s.inner.(scenes.Reader); ok && r.RulesButton().Contains(mx, my) {
		// The rules reference only shows: it opens at any step.
		awaited = true
	}
	panned := s.drag.update(in, mx, my, s.View.Scale)
	s.in = coachedInput{Input: in, hideClick: onPanel || (guarded && !awaited), hideRight: guarded,
		esc: !board || asking, enter: s.current().Continue || asking}
	saved := ctx.Input
	ctx.Input = &s.in
	if m, ok := s.inner.(*campaign.Scene); ok {
		m.Covered = mapPanel(s.Canvas(), s.View.Finger) // the window may have been resized
	}
	next, err := ctx.Host(func() error { return s.inner.Update(ctx) })
	ctx.Input = saved
	if err != nil {
		return err
	}
	if next != nil {
		s.inner = next
		if m, ok := next.(*campaign.Scene); ok {
			m.Covered, m.Help = mapPanel(s.Canvas(), s.View.Finger), mapHelp
		}
		if s.current().Continue {
			// The screen's own Continue was the step's click.
			s.msg = ""
			s.step++
		}
		ctx.Redraw()
	}
	s.follow()
	clicked := (in.Clicked() && !panned || in.RightClicked()) && !onPanel
	switch {
	case s.sess.Len() > before:
		// The awaited decision was made (the gate let nothing else by).
		s.msg = ""
		s.step++
		s.follow()
		ctx.Redraw()
	case s.msg != "" && s.lit && s.hint.What != hint.What:
		// A click of the step made: the word about the last one is stale
		// (the ring only moving, as the window is resized, leaves it).
		s.msg = ""
		ctx.Redraw()
	case next == nil && ((clicked && (guarded || !board) && !(awaited && in.Clicked())) || s.in.refused()):
		s.msg = s.nudge()
		ctx.Redraw()
	}
	return nil
}

// nextKey reports the keys of the coach's Next.
func nextKey(in ui.Input) bool {
	return in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter) || in.Pressed(ebiten.KeySpace)
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
// no click that landed on the coach or that the step does not wait for, and
// only the keys that move the view (the arrows, zoom, Home, the supply
// network, the log's pages, the animation's speed) and F1, the rules: the
// keys that act (Enter, Esc, Undo, Redo, raid, Ask the staff and its Do it
// keys 1 to 3, select all, the next page of buttons, the player log, the
// files) belong to the coach or are off, and
// get its word, and so does C, whose fold of the charts would hide the counters
// of the US Reinforcements box the coach lights.
type coachedInput struct {
	ui.Input
	hideClick bool
	hideRight bool
	esc       bool // Esc goes to the screen under the coach
	enter     bool // Enter presses the step's click (a Continue, End the step)
}

// Clicked implements ui.Input.
func (c *coachedInput) Clicked() bool { return !c.hideClick && c.Input.Clicked() }

// RightClicked implements ui.Input.
func (c *coachedInput) RightClicked() bool { return !c.hideRight && c.Input.RightClicked() }

// viewKeys are the keys that only move the view of the board, and F1,
// which opens the rules reference over it (Esc closes it).
var viewKeys = []ebiten.Key{
	ebiten.KeyF1, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowDown,
	ebiten.KeyMinus, ebiten.KeyEqual, ebiten.KeyKPAdd, ebiten.KeyKPSubtract, ebiten.KeyHome, ebiten.KeyN, ebiten.KeyPageUp, ebiten.KeyPageDown, ebiten.KeyBracketLeft, ebiten.KeyBracketRight,
}

// actKeys are the keys the map, the Battle Sheet and the game's files
// answer with an action (with Ctrl for Redo, Save as and Open).
var actKeys = []ebiten.Key{
	ebiten.KeyEnter, ebiten.KeyKPEnter, ebiten.KeySpace, ebiten.KeyEscape, ebiten.KeyTab,
	ebiten.KeyZ, ebiten.KeyBackspace, ebiten.KeyR, ebiten.KeyA, ebiten.KeyL, ebiten.KeyC,
	ebiten.KeyF5, ebiten.KeyF9, ebiten.Key1, ebiten.Key2, ebiten.Key3,
}

// ctrlKeys act with Ctrl held.
var ctrlKeys = []ebiten.Key{ebiten.KeyY, ebiten.KeyS, ebiten.KeyO}

// Pressed implements ui.Input.
func (c *coachedInput) Pressed(k ebiten.Key) bool {
	switch {
	case k == ebiten.KeyEscape && c.esc,
		c.enter && (k == ebiten.KeyEnter || k == ebiten.KeyKPEnter || k == ebiten.KeySpace),
		slices.Contains(viewKeys, k):
		return c.Input.Pressed(k)
	}
	return false
}

// refused reports that a key was pressed that acts on the board and is kept
// from it (Esc, Enter and Space, when they are the coach's, have done their
// part before the board is updated).
func (c *coachedInput) refused() bool {
	for _, k := range actKeys {
		if c.Input.Pressed(k) && !c.Pressed(k) {
			return true
		}
	}
	for _, k := range ctrlKeys {
		if c.Input.Pressed(k) && c.Input.Ctrl() {
			return true
		}
	}
	return false
}

// drag tells a pan of the map by the mouse from a click: its release is not
// a wrong click.
type drag struct {
	held, moved bool
	x0, y0      float64
}

// dragSlop is how far, in screen pixels, a press moves before it is a pan
// (as on the map).
const dragSlop = 6

// update follows the left button and reports that this tick's release
// ended a pan.
func (d *drag) update(in ui.Input, x, y, scale float64) bool {
	switch down := in.Down(); {
	case down && !d.held:
		*d = drag{held: true, x0: x, y0: y}
	case down:
		d.moved = d.moved || math.Hypot(x-d.x0, y-d.y0)*scale > dragSlop
	case d.held:
		moved := d.moved
		*d = drag{}
		return moved
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
