// Package campaign is the campaign map screen: the Pacific board with its areas,
// counters, boxes and charts, played with the mouse. It reads what the rules
// engine asks (Pending), sends the player's decisions (Apply) and animates the
// events that come back.
package campaign

import (
	"errors"
	"fmt"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/assets"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/menu"
	"nimitz/scenes/movement"
	"nimitz/scenes/oddsview"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
)

// Scene is the campaign map screen. Its own methods are the screen's flow:
// Update reads the input and dispatches it (update, click, the keys), the
// decisions go through apply and the session, and Draw lays the screen out
// and paints it. What each part of the screen keeps is a type of its own,
// held in a field:
//
//   - cam, the map's zoom and pan and the player's hand on them (camera.go,
//     zoom.go);
//   - cursor, where the mouse is and what the layout put under it
//     (cursor.go);
//   - sel, the Forces chosen to move (the movement model, no Ebitengine);
//   - anim, the animation player and the moment it shows (anim.go);
//   - layers, the cached images the board is drawn from (layers.go);
//   - folds, the charts and boxes folded away (sheets.go);
//   - note, the status line (status.go); confirm, the question before a
//     step ends (confirm.go); staff, the advice panel (staff.go); log, the
//     game log (log.go); flow, the hand-over to the next screen (flow.go);
//   - lay, where every part sits on the window (layout.go).
type Scene struct {
	scenes.Screen
	// The game in play, and the context of the frame being run.
	sess *savegame.Session
	g    *rules.Game
	ctx  *scenes.Context

	// What the board is drawn with and from.
	coast   [][]assets.Point
	layer   mapLayer
	layers  layers      // the cached background and board (layers.go)
	sprites ui.Counters // the counters, each drawn once
	applied int         // decisions applied, for the board layer's key
	shown   frameKey    // what the last frame showed
	// asBoard is a scene drawn as a Board: the screen showing it covers
	// the top bar's buttons with its own.
	asBoard bool

	// NewTitle, when set, makes the screen offer a way back to the title
	// screen once the campaign is over.
	NewTitle func() scenes.Scene
	// Covered is a part of the screen another screen draws over the map
	// (the tutorial's coach): the magnifier opens on the other side of the
	// cursor rather than under it.
	Covered ui.Rect
	// Help, when set, is what the stack panel says while no stack is
	// open, instead of the game's own help and keys (the tutorial, whose
	// keys are the coach's).
	Help string
	// Advisor, when set, is asked for advice instead of the expert (tests
	// give one they control).
	Advisor staff.Advisor

	// lay is where the screen's parts sit on the window's canvas (frameFor).
	lay frame
	// cam is the map's zoom and pan and the player's hand on them (zoom.go).
	cam mapCamera
	// cursor is where the mouse is and what the last layout put under it
	// (cursor.go).
	cursor cursor
	// folds are the charts and boxes folded to their title bars (sheets.go).
	folds sheetFolds
	// network shows the supply network and the Objectives Held over the
	// map (N).
	network bool
	tick    int

	// What the player has chosen: the stack shown in the side panel, the
	// US Forces chosen to move and where they may go (the movement model,
	// tested without the screen), and the Forces of those free to go to the
	// special boxes (special.go).
	open   stackKey
	sel    movement.Selection
	movers movers

	// The action panel: the page of its buttons shown when they need
	// several, the status line under the prompt (status.go), and the
	// question asked before a step is ended with points or moves unused
	// (confirm.go; nil when none is asked).
	buttonPage int
	note       statusLine
	confirm    *confirmEnd
	wantTitle  bool // the player asked for the title screen

	anim player    // the animation player (anim.go)
	flow flowState // hand-over to the battle, logistics and end screens (flow.go)
	log  logPanel  // the game log (log.go)
	// asked is what the engine asks at the position it names (pending).
	asked askedAt

	// odds estimates the battle a move hovered would bring (odds.go). A
	// pointer, so that reload can replace the screen's state wholesale and
	// keep one tracker (stopped first).
	odds *oddsview.Tracker
	// staff is "Ask the staff" and "Let the staff do it" (staff.go).
	staff staffState
}

// stackKey names one side's stack in one place.
type stackKey struct {
	area string
	side rules.Side
}

// New returns the map screen for a campaign in play, with the events that
// set it up (shown in the log). Every decision goes through sess (and the
// context's Apply), so saves replay.
func New(sess *savegame.Session, setup []rules.Event) (*Scene, error) {
	if sess == nil || sess.Game() == nil {
		return nil, errors.New("campaign: no game")
	}
	coast, err := assets.Coast()
	if err != nil {
		return nil, err
	}
	s := &Scene{sess: sess, g: sess.Game(), coast: coast, layer: newMapLayer(coast), odds: &oddsview.Tracker{},
		staff: staffState{advice: &staff.Tracker{}, hand: &staff.Hand{}, hover: -1}}
	s.Fluid = true
	s.place()
	if len(setup) == 0 {
		// A loaded game: its log is rebuilt from the record, so the player
		// sees everything that happened before the save (and, for a game
		// saved under older rules, its earlier decisions), even when it was
		// saved before its first decision, with only its set-up to show.
		evs, err := sess.History()
		if err != nil {
			return nil, fmt.Errorf("the game's log cannot be rebuilt from its record: %w", err)
		}
		setup = evs
	}
	for _, e := range setup {
		s.log.add(e)
	}
	return s, nil
}

// Game is the game the screen shows.
func (s *Scene) Game() *rules.Game { return s.g }

// Session is the campaign the screen plays.
func (s *Scene) Session() *savegame.Session { return s.sess }

// DrawsOnDemand implements scenes.OnDemand: the map is drawn only when
// something on it changed.
func (s *Scene) DrawsOnDemand() bool { return true }

// Settled reports that no animation is playing.
func (s *Scene) Settled() bool { return !s.anim.busy() }

// askedAt is the engine's question at one position of the campaign, a
// Clone of its own, since Pending's lists are the engine's only until the
// next Apply.
type askedAt struct {
	at positionKey
	p  rules.Pending
}

// positionKey names a position as the session states it: a Session's record
// only grows, each decision applied through it one longer (Undo and Redo make
// a new Session), so the same session, game and count of decisions are the
// same position. The pointers keep the objects alive, so no new session or
// game can take their addresses while a question about them is kept.
type positionKey struct {
	sess      *savegame.Session
	g         *rules.Game
	decisions int
}

// pending is what the engine asks now. A movement step's question checks
// every move of every US Force, too dear to ask the many times a frame
// looks at it (docs/engine-speed.md), so it is asked once for each position
// of the campaign: what is kept is always the question of the position the
// session stands at, with nothing to clear when it moves on.
func (s *Scene) pending() rules.Pending {
	at := positionKey{sess: s.sess, g: s.g}
	if s.sess != nil {
		at.decisions = s.sess.Len()
	}
	if s.asked.at != at || s.asked.at.g == nil {
		s.asked = askedAt{at: at, p: s.g.Pending().Clone()}
	}
	return s.asked.p
}

// offered reports whether the options p asks for include a decision of
// kind k.
func offered(p rules.Pending, k rules.DecisionKind) bool {
	for _, d := range p.Options {
		if d.Kind == k {
			return true
		}
	}
	return false
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.ctx = ctx
	defer s.askFrame(ctx)
	err := s.update(ctx)
	s.followOdds()
	s.staff.follow(staff.KeyOf(s.sess))
	return err
}

func (s *Scene) update(ctx *scenes.Context) error {
	s.tick++
	in := ctx.Input
	if s.wantTitle && s.NewTitle != nil {
		s.wantTitle = false
		ctx.GoTo(s.NewTitle())
		return nil
	}
	s.Pointer(ctx)
	if next := s.flowNext(ctx); next != nil {
		ctx.GoTo(next)
		return nil
	}
	cx, cy := in.Cursor()
	s.cursor.x, s.cursor.y = s.View.ToDesign(cx, cy)
	s.layout()
	s.cursor.follow()
	// A question on screen holds the map still: its keys are the question's
	// (Esc, Enter), and the map behind it should not move while it is read.
	if cam := s.cam.camera; s.confirm == nil {
		in = s.updateCamera(in)
		if s.cam.camera != cam {
			s.layout()
			s.cursor.follow()
		}
	}

	if s.anim.busy() {
		if in.Clicked() || in.RightClicked() || anyKey(in) {
			s.anim.skip(s)
		} else {
			s.anim.update(s, ctx.Ticks()*s.animSpeed(ctx))
		}
		return nil
	}
	if s.confirm != nil {
		s.updateConfirm(in)
		return nil
	}
	if s.runHandover(ctx, in) {
		return nil
	}
	// The advice panel's Do applies that choice as the player's click would,
	// through the session.
	do, taken := s.staff.read(in, s.cursor.x, s.cursor.y, &s.lay)
	if c, ok := s.staff.take(do, staff.KeyOf(s.sess)); ok {
		s.applyStaff(c, false)
	}
	if taken {
		return nil
	}
	if w := in.Wheel(); w != 0 && s.lay.log.Contains(s.cursor.x, s.cursor.y) {
		s.log.scroll(int(w * 3))
	}
	s.note.follow(s.cursor.hover)
	s.note.explain(s.explainHover)
	switch {
	case in.Pressed(ebiten.KeyEscape) && s.sel.Len() == 0:
		// Nothing to clear: the game menu.
		ctx.GoTo(menu.New(s))
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked():
		s.sel.Clear()
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter) || in.Pressed(ebiten.KeySpace):
		// The panel's main action, if it offers one that can act now.
		if b, ok := s.actions().main(); ok {
			b.do()
		}
	case in.Pressed(ebiten.KeyY) && in.Ctrl():
		s.redo()
	case in.Pressed(ebiten.KeyZ) || in.Pressed(ebiten.KeyBackspace):
		s.undo()
	case in.Pressed(ebiten.KeyR):
		s.raidSelected()
	case in.Pressed(ebiten.KeyTab):
		s.buttonPage++
	case in.Pressed(ebiten.KeyA) && in.Ctrl():
		s.selectAll()
	case in.Pressed(ebiten.KeyA) || (in.Clicked() && s.cursor.hover.kind == spotStaff):
		s.askStaff()
	case in.Pressed(ebiten.KeyN):
		s.network = !s.network
	case in.Pressed(ebiten.KeyPageUp):
		s.log.scroll(10)
	case in.Pressed(ebiten.KeyPageDown):
		s.log.scroll(-10)
	case in.Pressed(ebiten.KeyBracketLeft):
		s.setAnimSpeed(ctx, -1)
	case in.Pressed(ebiten.KeyBracketRight):
		s.setAnimSpeed(ctx, +1)
	case in.Pressed(ebiten.KeyL) || (in.Clicked() && logButtonRect(s).Contains(s.cursor.x, s.cursor.y)):
		s.openPlayerLog(ctx)
	case in.Clicked():
		s.click(in.Shift())
	}
	return nil
}

func anyKey(in ui.Input) bool {
	for _, k := range []ebiten.Key{ebiten.KeySpace, ebiten.KeyEnter, ebiten.KeyEscape, ebiten.KeyKPEnter} {
		if in.Pressed(k) {
			return true
		}
	}
	return false
}

// apply sends a decision to the engine; the events it returns are animated
// and logged. An illegal decision only sets the status line.
func (s *Scene) apply(d rules.Decision) bool {
	before := s.g.Clone()
	evs, err := s.decide(d)
	if err != nil {
		s.setStatus(err.Error(), true)
		return false
	}
	s.show(before, evs)
	return true
}

// show animates and logs the events of a decision made on the game as it was
// before.
func (s *Scene) show(before *rules.Game, evs []rules.Event) {
	s.applied++
	s.note.Clear()
	s.buttonPage = 0
	evs = s.cutSeries(evs)
	if s.g.Step != before.Step || s.g.Turn != before.Turn {
		s.sel.Clear()
	}
	s.anim.start(s, before, evs)
	s.noteFlow(before, evs)
	s.sel.Refresh(s.g)
}

// setStatus says msg on the status line, about what the cursor is over.
func (s *Scene) setStatus(msg string, bad bool) {
	s.note.say(msg, bad, s.cursor.hover)
}

// undo takes back the last decision (the README's "Z undo"), whatever it
// was and across steps, until the last die roll: the session's record is
// cut and the game replayed (savegame.Session.Undo), and the screen rebuilt
// on the game that makes. A refusal says why in the status line and changes
// nothing.
func (s *Scene) undo() {
	var last rules.Decision
	if ds := s.sess.Decisions(); len(ds) > 0 {
		last = ds[len(ds)-1]
	}
	if s.takeBack(false) {
		s.setStatus("Taken back: "+s.takenBackLabel(last)+". Ctrl+Y gives it again.", false)
	}
}

// takenBackLabel words a decision just taken back: a "done" as the end of
// the step it ended, which the game is in again.
func (s *Scene) takenBackLabel(d rules.Decision) string {
	if d.Kind == rules.DoDone {
		return "the end of " + string(s.g.Step)
	}
	return decisionLabel(s.g, d)
}

// inPlay reports why the map cannot change the game: nil when its session is
// the one in play, the context's, through which every decision goes.
func (s *Scene) inPlay() error {
	if s.ctx == nil || s.ctx.Session != s.sess {
		return errors.New("this map is not the game in play: nothing was changed")
	}
	return nil
}

// decide applies a decision through the context's session, the one path
// every screen takes, so it is recorded and saved.
func (s *Scene) decide(d rules.Decision) ([]rules.Event, error) {
	if err := s.inPlay(); err != nil {
		return nil, err
	}
	return s.ctx.Apply(d)
}

// redo gives again the last decision undo took back (Ctrl+Y).
func (s *Scene) redo() {
	if s.takeBack(true) {
		s.setStatus("Given again: "+decisionLabel(s.g, s.sess.Decisions()[s.sess.Len()-1])+".", false)
	}
}

// takeBack undoes (or redoes) through the context, which writes the live
// save, and shows the rebuilt game; false, with the reason in the status
// line, when it is refused.
func (s *Scene) takeBack(redo bool) bool {
	err := s.inPlay()
	if err == nil && redo {
		err = s.ctx.Redo()
	} else if err == nil {
		err = s.ctx.Undo()
	}
	if err != nil {
		s.setStatus(err.Error(), true)
		return false
	}
	if err := s.reload(s.ctx.Session); err != nil {
		s.setStatus(err.Error(), true)
		return false
	}
	return true
}

// reload makes the screen show sess from scratch, as a loaded game is shown:
// the board, the log rebuilt from the record (Session.History), and the
// battle board handed over to when the game is in a battle. What the player
// had open (the selection, the stack, the button page) goes with the old
// game.
func (s *Scene) reload(sess *savegame.Session) error {
	evs, err := sess.History()
	if err != nil {
		return fmt.Errorf("the game's log cannot be rebuilt from its record: %w", err)
	}
	fresh, err := New(sess, evs)
	if err != nil {
		return err
	}
	fresh.NewTitle, fresh.Covered, fresh.Help, fresh.View, fresh.ctx = s.NewTitle, s.Covered, s.Help, s.View, s.ctx
	fresh.Advisor = s.Advisor
	s.staff.advice.Drop() // the advice was about the game taken back
	fresh.staff.advice, fresh.staff.hand = s.staff.advice, s.staff.hand
	fresh.tick = s.tick
	s.odds.Stop() // the estimate was of the game taken back
	fresh.odds = s.odds
	*s = *fresh
	return nil
}

// raidSelected sends the selected Submarines to the Raiding box.
func (s *Scene) raidSelected() {
	subs := s.sel.Submarines(s.g)
	if len(subs) == 0 {
		s.setStatus("Select a US Submarine (SS) to send raiding.", true)
		return
	}
	for _, id := range subs {
		if !s.apply(rules.Decision{Kind: rules.DoRaid, Force: id}) {
			return
		}
	}
	s.sel.Clear()
}

// selectAll selects every Force of the open US stack that may move.
func (s *Scene) selectAll() {
	if s.pending().Kind != rules.AskMovement || s.open.side != rules.US || s.open.area == "" {
		return
	}
	s.sel.AddStack(s.g, s.open.area)
}

// stackOrder sorts a stack of g's Forces as it is piled: carriers on top,
// then battleships, cruisers, destroyers, submarines, aircraft, infantry,
// Battalions.
func stackOrder(g *rules.Game, fs []*rules.Force) {
	rank := map[rules.ForceType]int{rules.CV: 0, rules.CVL: 1, rules.CVE: 2, rules.BB: 3, rules.CRU: 4, rules.DD: 5,
		rules.SS: 6, rules.LBA: 7, rules.Marine: 8, rules.Inf: 9, rules.Battalion: 10}
	sort.SliceStable(fs, func(i, j int) bool {
		a, b := g.Counter(fs[i]), g.Counter(fs[j])
		if rank[a.Type] != rank[b.Type] {
			return rank[a.Type] < rank[b.Type]
		}
		return a.Cost > b.Cost
	})
}
