// Package replay is the replay screen: a saved or finished game shown as it
// was at any moment of its record, stepped forward and back decision by
// decision and event by event, with the log and the dice in step, a slider
// over the Campaign Turns, "Play from here" and export.
//
// The stepping is savegame.Playback's (the record replayed on copies, with
// snapshots); the board is the map screen's own drawing (campaign.Board).
// The screen changes no game: "Play from here" makes a new session and hands
// it to the context like any loaded game.
package replay

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/battle"
	"nimitz/scenes/campaign"
	"nimitz/scenes/reference"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
)

// The screen's controls, in the order of its buttons.
const (
	actPrevDecision = iota
	actNextDecision
	actPrevEvent
	actNextEvent
	actPrevMark
	actNextMark
	actPlayBack
	actPlayForward
	actSpeed
	actBookmark
	actPlay
	actExport
	actBattle
	actClose
	actions
)

// Scene is the replay screen.
type Scene struct {
	scenes.Screen
	pn    panes // where the parts go on the window's canvas
	p     *savegame.Playback
	board *campaign.Board
	marks []savegame.Mark // the Campaign Turns of the record, for the slider

	buttons ui.Buttons
	status  ui.Status
	log     logView

	// dragging is set while the left button, pressed on the slider, is
	// held: the cursor moves the replay along the turns.
	dragging bool
	pan      mapDrag // a drag of the map under way (mapview.go)
	// shown is the cursor the board was last made for.
	shown [2]int
	// game and before are the games at the cursor and before its decision.
	game, before *rules.Game
	sess         *savegame.Session

	// sheetAsked says the player wants the Battle Sheet while a battle is
	// fought; sheet is the battle board drawn then (only drawn: it takes no
	// input and, having no game in play of its own, can change nothing).
	sheetAsked bool
	sheet      *battle.Scene
	sheetHover bool // the cursor is on the sheet bar's "The map" button

	play player // playing forward or back (playing.go)
	note noting // a bookmark's note being typed (bookmark.go)
	// timeline is the record's marks (turns, battles, Evaluations,
	// bookmarks, and any added).
	timeline []savegame.TimelineMark
	// keeper keeps bookmarks added (nil: with the game in play, or the
	// replay); back makes the screen Close goes to (nil: ctx.Home).
	keeper Keeper
	back   func() scenes.Scene
	// verdict is the staff's verdict on the record, once asked (V;
	// verdict.go), nil before.
	verdict *staff.Verdict
}

// New returns the replay screen of p, at p's cursor.
func New(p *savegame.Playback) (*Scene, error) {
	if p == nil {
		return nil, errors.New("replay: nothing to replay")
	}
	b, err := campaign.NewBoard()
	if err != nil {
		return nil, err
	}
	s := &Scene{p: p, board: b, marks: p.Marks(), shown: [2]int{-1, -1}, play: newPlayer(), timeline: p.Timeline()}
	s.Fluid = true
	s.pn = panesFor(s.Canvas(), 0)
	if err := s.refresh(); err != nil {
		return nil, err
	}
	return s, nil
}

// Playback is what the screen steps through.
func (s *Scene) Playback() *savegame.Playback { return s.p }

// Game is the game shown: at the cursor's decision.
func (s *Scene) Game() *rules.Game { return s.game }

// Status is the screen's status line ("" when none), for tests.
func (s *Scene) Status() (string, bool) { return s.status.Text, s.status.Bad }

// refresh rebuilds what the cursor shows, when it moved: the games, the
// board stopped at the cursor's event, and the log.
func (s *Scene) refresh() error {
	at := [2]int{s.p.At(), s.p.EventIndex()}
	if at == s.shown {
		return nil
	}
	sess, err := s.p.Shown()
	if err != nil {
		return err
	}
	before, err := s.p.Before()
	if err != nil {
		return err
	}
	if err := s.board.Show(sess, before, s.p.Events(at[0]), at[1]); err != nil {
		return err
	}
	s.sess, s.game, s.before, s.shown = sess, sess.Game(), before, at
	s.log.follow(s.p)
	return s.makeSheet()
}

// makeSheet makes the Battle Sheet of the moment shown, when it is asked for
// and a battle is being fought: the battle board as a loaded game's shows
// it, its log recalled from the replay's.
func (s *Scene) makeSheet() error {
	s.sheet = nil
	if !s.sheetAsked || s.game.Battle == nil {
		return nil
	}
	b, err := battle.New(s.game, nil, nil, func([]rules.Event) scenes.Scene { return s })
	if err != nil {
		return err
	}
	b.Recall(s.p.Log())
	b.Watch(s.answered())
	s.sheet = b
	return nil
}

// SheetShown reports whether the Battle Sheet is on screen instead of the
// map.
func (s *Scene) SheetShown() bool { return s.sheet != nil }

// toggleSheet shows the Battle Sheet of the battle being fought, or the map
// again.
func (s *Scene) toggleSheet() {
	if s.game.Battle == nil && !s.sheetAsked {
		s.status.Say("No battle is being fought at this moment: the Battle Sheet is shown during a battle.", true, ui.Rect{})
		return
	}
	s.sheetAsked = !s.sheetAsked
	if err := s.makeSheet(); err != nil {
		s.status.Say(err.Error(), true, ui.Rect{})
	}
}

// items are the buttons' texts, keys and whether each can be pressed now.
func (s *Scene) items(ctx *scenes.Context) []ui.Button {
	p := s.p
	atStart := p.At() == 0 && p.EventIndex() <= 0
	return []ui.Button{
		actPrevDecision: {Label: "Previous decision", Key: "PgUp", Off: atStart},
		actNextDecision: {Label: "Next decision", Key: "PgDn", Off: p.AtEnd()},
		actPrevEvent:    {Label: "Previous event", Key: "←", Off: atStart},
		actNextEvent:    {Label: "Next event", Key: "→", Off: p.AtEnd()},
		actPrevMark:     {Label: "Previous mark", Key: "[", Off: atStart},
		actNextMark:     {Label: "Next mark", Key: "]", Off: p.AtEnd()},
		actPlayBack:     {Label: s.playLabel(-1), Key: "R", Off: atStart && s.play.dir >= 0},
		actPlayForward:  {Label: s.playLabel(1), Key: "Space", Off: p.AtEnd() && s.play.dir <= 0},
		actSpeed:        {Label: s.speedLabel(), Key: "S"},
		actBookmark:     {Label: "Bookmark…", Key: "M"},
		actPlay:         {Label: "Play from here", Key: "P", Style: ui.Primary, Off: !ctx.CanReopen()},
		actExport:       {Label: "Export replay", Key: "E", Off: ctx.Files == nil},
		actBattle:       {Label: "Battle Sheet", Key: "B", Off: s.game.Battle == nil},
		actClose:        {Label: "Close the replay", Key: "Esc", Style: ui.Quiet},
	}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	in := ctx.Input
	x, y := s.Pointer(ctx)
	s.pn = panesFor(s.Canvas(), s.View.Finger)
	s.buttons.Grid = s.pn.buttonGrid()
	s.buttons.Set(s.items(ctx))
	redraw := false
	if s.sheet == nil {
		redraw = s.buttons.Update(x, y)
		if s.board.Hover(x, y) {
			redraw = true
		}
	} else if s.sheetBack(x, y) != s.sheetHover {
		s.sheetHover = !s.sheetHover
		redraw = true
	}
	if s.status.Follow(x, y) {
		redraw = true
	}
	if s.note.on {
		s.typeNote(ctx)
		return nil
	}
	if s.updateVerdict(ctx) {
		return nil
	}
	moved := s.advance(ctx)
	switch {
	case in.Pressed(ebiten.KeyArrowLeft):
		moved = s.p.PrevEvent()
	case in.Pressed(ebiten.KeyArrowRight):
		moved = s.p.NextEvent()
	case in.Pressed(ebiten.KeyPageUp):
		moved = s.p.PrevDecision()
	case in.Pressed(ebiten.KeyPageDown):
		moved = s.p.NextDecision()
	case in.Pressed(ebiten.KeyHome):
		s.p.Seek(0)
		for s.p.PrevEvent() {
		}
		moved = true
	case in.Pressed(ebiten.KeyEnd):
		s.p.Seek(s.p.Len())
		moved = true
	case in.Pressed(ebiten.KeySpace):
		s.toggle(1)
		redraw = true
	case in.Pressed(ebiten.KeyR):
		s.toggle(-1)
		redraw = true
	case in.Pressed(ebiten.KeyS):
		s.faster()
		redraw = true
	case in.Pressed(ebiten.KeyBracketRight):
		moved = s.toMark(true)
	case in.Pressed(ebiten.KeyBracketLeft):
		moved = s.toMark(false)
	case in.Pressed(ebiten.KeyM):
		s.startNote()
		redraw = true
	case in.Pressed(ebiten.KeyP):
		s.playFromHere(ctx)
	case in.Pressed(ebiten.KeyE):
		s.export(ctx)
	case in.Pressed(ebiten.KeyB):
		s.toggleSheet()
		redraw = true
	case in.Pressed(ebiten.KeyF1) || (s.sheet != nil && in.Clicked() && y < s.pn.sheetBar.Bottom() && x > s.pn.sheetBar.Right()):
		// The rules reference (the Battle Sheet's Rules button too), back
		// to the replay.
		ctx.GoTo(reference.New(s))
	case s.sheet != nil && in.Clicked():
		if s.sheetBack(x, y) {
			s.toggleSheet()
			redraw = true
		}
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked():
		s.close(ctx)
	case in.Clicked() && !s.dragging:
		if i := s.buttons.Clicked(); i >= 0 {
			moved = s.act(ctx, i)
		} else if s.pn.track.Inset(-8).Contains(x, y) {
			moved = s.seekSlider(x)
		}
	}
	// The slider follows the cursor while the button is held on it.
	switch {
	case s.sheet != nil:
	case in.Down() && (s.dragging || s.pn.track.Inset(-8).Contains(x, y)):
		s.dragging = true
		if s.seekSlider(x) {
			moved = true
		}
	case s.dragging:
		s.dragging = false
		redraw = true
	}
	if w := in.Wheel(); w != 0 && s.log.scroll(s.pn.log, x, y, w) {
		redraw = true
	} else if w != 0 && s.sheet == nil && s.board.OnMap(x, y) {
		dir := 1
		if w < 0 {
			dir = -1
		}
		redraw = s.board.Zoom(dir, x, y) || redraw
	}
	if s.updateMapView(in, x, y) {
		redraw = true
	}
	if moved {
		redraw = true
		if err := s.refresh(); err != nil {
			s.status.Say(err.Error(), true, ui.Rect{})
		}
	}
	if redraw {
		ctx.Redraw()
	}
	return nil
}

// act runs button i; it reports whether the cursor moved.
func (s *Scene) act(ctx *scenes.Context, i int) bool {
	switch i {
	case actPrevDecision:
		return s.p.PrevDecision()
	case actNextDecision:
		return s.p.NextDecision()
	case actPrevEvent:
		return s.p.PrevEvent()
	case actNextEvent:
		return s.p.NextEvent()
	case actPrevMark:
		return s.toMark(false)
	case actNextMark:
		return s.toMark(true)
	case actPlayBack:
		s.toggle(-1)
	case actPlayForward:
		s.toggle(1)
	case actSpeed:
		s.faster()
	case actBookmark:
		s.startNote()
	case actPlay:
		s.playFromHere(ctx)
	case actExport:
		s.export(ctx)
	case actBattle:
		s.toggleSheet()
		return true
	case actClose:
		s.close(ctx)
	}
	return false
}

// seekSlider moves the cursor to the decision under x on the slider; it
// reports whether it moved.
func (s *Scene) seekSlider(x float64) bool {
	k := sliderDecision(s.pn.track, s.p, s.marks, x)
	if k == s.p.At() && s.p.EventIndex() == len(s.p.Events(k))-1 {
		return false
	}
	s.p.Seek(k)
	return true
}

// playFromHere makes the moment shown a new game in play: a session whose
// record is the replay's up to the cursor's decision, taken into play as a
// loaded game is (ctx.Resume: its screen, and the live save at once). The
// game that was in play is kept first as an autosave.
func (s *Scene) playFromHere(ctx *scenes.Context) {
	sess, err := s.p.Session()
	if err != nil {
		s.status.Say(fmt.Sprintf("Cannot play from here: %v", err), true, ui.Rect{})
		ctx.Redraw()
		return
	}
	kept := ""
	if ctx.Session != nil && ctx.AutosaveDir != "" {
		if _, err := store(ctx).AutoSave(ctx.AutosaveDir, ctx.Session); err != nil {
			s.status.Say(fmt.Sprintf("The game in play could not be kept before playing from here, so it stays in play: %v", err), true, ui.Rect{})
			ctx.Redraw()
			return
		}
		kept = " The game that was in play is kept as an autosave (Open, autosave)."
	}
	if err := ctx.Resume(sess); err != nil {
		s.status.Say(fmt.Sprintf("Cannot play from here: %v", err), true, ui.Rect{})
		ctx.Redraw()
		return
	}
	if ctx.AutosaveDir != "" {
		if _, err := store(ctx).AutoSave(ctx.AutosaveDir, sess); err != nil {
			ctx.Notify(fmt.Sprintf("Autosave failed: %v", err), true)
			return
		}
	}
	g := sess.Game()
	ctx.Notify(fmt.Sprintf("Playing on from decision %d (%d, %s, %s): a new game, saved as the game in play.%s",
		sess.Len(), g.Year, g.TurnName(), g.Step, kept), false)
}

// store is the context's Store, the real disk when it has none.
func store(ctx *scenes.Context) savegame.Store {
	if ctx.Store.FS == nil {
		return savegame.Disk()
	}
	return ctx.Store
}

// export hands the replay to the saving service, which writes it as one file
// (a download in the browser).
func (s *Scene) export(ctx *scenes.Context) {
	if ctx.Files == nil {
		s.status.Say("Exporting is not available here.", true, ui.Rect{})
		ctx.Redraw()
		return
	}
	ctx.Files.ExportReplay(ctx, s.p)
}

// close leaves the replay for the screen it was opened from when it says
// so (BackTo), else for the game in play, or the title screen.
func (s *Scene) close(ctx *scenes.Context) {
	if s.back != nil {
		ctx.GoTo(s.back())
		return
	}
	if err := ctx.Home(); err != nil {
		s.status.Say(err.Error(), true, ui.Rect{})
		ctx.Redraw()
	}
}
