package scenes

import (
	"errors"
	"fmt"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/ui"
	"nimitz/warrecord"
)

// Context is what every scene may use: the campaign in play (nil on the title
// screen), the fonts, the input, the settings, the saving actions, and the
// way to switch to another scene or ask for a frame.
type Context struct {
	// Session is the campaign (or linked series) in play and its record of
	// decisions; Game is Session.Game(), the campaign being played. Apply
	// decisions with ctx.Apply, never Game.Apply.
	Session *savegame.Session
	Game    *rules.Game
	Seed    uint64 // the seed the game was started with, shown so a game can be replayed
	Fonts   *ui.Fonts
	Input   ui.Input

	// Settings are the player's preferences; never nil. After changing one,
	// call SettingsChanged so they are written to disk.
	Settings *savegame.Settings
	// Files saves and loads (quick save, Save As, Open); nil in tests that do
	// not need it.
	Files Files
	// AutosaveDir is the saves folder: Apply writes an autosave there at the
	// start of every Campaign Turn step and Battle Turn, and the live save
	// (savegame.LiveName) after every decision; "" writes neither.
	AutosaveDir string
	// Store is how the live save and autosaves are written (the real disk
	// when its FS is nil; tests put in one that fails).
	Store savegame.Store

	// Elapsed is the time since the previous Update in sixtieths of a second,
	// set by the manager; 0 (in tests) counts as one tick. Use Ticks.
	Elapsed float64
	// Full says that Draw must paint the whole screen this frame (the first
	// frame of a scene, after a resize or after a message was shown).
	Full bool

	// Gate, when not nil, is asked before every decision, undo and redo:
	// the tutorial accepts only what its step waits for. Its refusal is
	// the error the screen shows.
	Gate Gate
	// Sound plays the sound effects (PlaySound, EventSounds); nil is
	// silent, as in tests.
	Sound SoundPlayer

	// Practice says the game in play is not the player's (the tutorial):
	// it is never written to the live save or to autosaves, so Continue
	// keeps the player's own game.
	Practice bool

	// Handover is what the player has handed to the staff ("Let the staff
	// do it"), nil while the player decides; read it with Handed.
	Handover *Handover

	manager *Manager
	// deviceScale is the monitor's device pixels per logical pixel, as the
	// manager last laid the screen out; 0 (in tests) counts as 1.
	deviceScale float64
	// screen is the size of the last frame's screen, in device pixels.
	screen [2]float64
	// hosting is set while Host runs a scene inside another; GoTo then
	// keeps the scene asked for in hosted instead of switching.
	hosting bool
	hosted  Scene
	note    Note
	redraw  bool
	// liveFailed is set while the live save fails, so the player is told
	// once, not at every move.
	liveFailed bool
	// sounds are the effects played this frame, one bit each.
	sounds uint32
	// record is WarRecord's keeper, made at its first use.
	record *warrecord.Keeper
}

// Files are the saving actions a scene may offer (implemented by scenes/files).
type Files interface {
	// QuickSave writes the quick save; QuickLoad loads it.
	QuickSave(ctx *Context)
	QuickLoad(ctx *Context)
	// SaveAs asks for a file and saves to it; Open asks for a file and loads it.
	SaveAs(ctx *Context)
	Open(ctx *Context)
	// OpenReplay asks for a file and opens it as a replay to watch (any
	// save, or an exported replay); ExportReplay writes a replay as one
	// file the player keeps (a file of their choice, or a download in the
	// browser).
	OpenReplay(ctx *Context)
	ExportReplay(ctx *Context, p *savegame.Playback)
	// Update runs once a tick before the scene's; Busy reports that a native
	// dialog is open, while which the scene is not updated.
	Update(ctx *Context)
	Busy() bool
}

// Note is a message shown at the bottom of the screen for a few seconds.
type Note struct {
	Text string
	Bad  bool // a failure, shown in red
}

// Ticks is the time the current Update stands for, in sixtieths of a second.
func (c *Context) Ticks() float64 {
	if c.Elapsed <= 0 {
		return 1
	}
	return c.Elapsed
}

// Gate is what the tutorial puts between the screens and the game: it
// refuses any decision but the one its step waits for.
type Gate interface {
	// Allow returns nil for the decision awaited, else why not, in words
	// for the player ("Click Hawaii, in the coach's pink ring.").
	Allow(d rules.Decision) error
	// AllowUndo returns nil when Undo and Redo may be used.
	AllowUndo() error
}

// UndoRefused is why Undo and Redo are off for the game in play (the
// tutorial's Gate refuses them), nil when they may be used: the screens
// draw their Undo and Redo buttons by it.
func (c *Context) UndoRefused() error {
	if c == nil || c.Gate == nil {
		return nil
	}
	return c.Gate.AllowUndo()
}

// Host runs update, the Update of a scene shown inside another (the
// tutorial's coach over the map), and returns the scene it asked GoTo for,
// instead of switching to it: the outer scene then shows that one inside
// itself. nil when it asked for none.
func (c *Context) Host(update func() error) (Scene, error) {
	was, prev := c.hosting, c.hosted
	c.hosting, c.hosted = true, nil
	err := update()
	next := c.hosted
	c.hosting, c.hosted = was, prev
	return next, err
}

// GoTo switches to scene s at the end of this Update: this tick's frame
// draws it.
func (c *Context) GoTo(s Scene) {
	if c.hosting {
		c.hosted = s
		return
	}
	if c.manager != nil {
		c.manager.next = s
	}
}

// Current is the scene on screen (nil without a manager, in tests).
func (c *Context) Current() Scene {
	if c.manager == nil {
		return nil
	}
	return c.manager.current
}

// Redraw asks for the screen to be drawn again after this Update.
func (c *Context) Redraw() {
	c.redraw = true
	if c.manager != nil {
		c.manager.dirty = true
	}
}

// RedrawAsked reports whether Redraw was called since the last ClearRedraw
// (for tests, which run scenes without a manager).
func (c *Context) RedrawAsked() bool { return c.redraw }

// ClearRedraw forgets earlier Redraw calls.
func (c *Context) ClearRedraw() { c.redraw = false }

// Notify shows a message to the player for a few seconds.
func (c *Context) Notify(text string, bad bool) {
	c.note = Note{Text: text, Bad: bad}
	if c.manager != nil {
		c.manager.showNote(c.note)
	}
}

// LastNote is the last message shown with Notify.
func (c *Context) LastNote() Note { return c.note }

// Play makes sess the campaign in play, and writes it to the live save so
// that Continue finds it from the first moment.
func (c *Context) Play(sess *savegame.Session) {
	if sess != nil && sess.Len() == 0 && sess.Start() == nil {
		// A new campaign: the one it replaces is abandoned.
		c.keepAbandoned()
	}
	c.Session = sess
	c.Game = nil
	c.Gate, c.Practice, c.Handover = nil, false, nil
	if sess != nil {
		c.Game = sess.Game()
		c.Seed = sess.Options().Seed
		c.SaveLive()
	}
}

// PlayPractice makes sess the campaign in play as a practice game (the
// tutorial's): every decision is asked of gate first, and nothing is
// written to the live save or autosaves. Play, Resume or QuitToTitle end it.
func (c *Context) PlayPractice(sess *savegame.Session, gate Gate) {
	c.Session, c.Game, c.Gate, c.Practice, c.Handover = sess, nil, gate, true, nil
	if sess != nil {
		c.Game = sess.Game()
		c.Seed = sess.Options().Seed
	}
}

// store is the Store saves are written through.
func (c *Context) store() savegame.Store {
	if c.Store.FS == nil {
		return savegame.Disk()
	}
	return c.Store
}

// SaveLive writes the game in play to the live save in AutosaveDir. A
// failure (a full disk) is shown once, the last good live save is kept, and
// the game goes on; it reports whether the game is safe on disk.
func (c *Context) SaveLive() bool {
	if c.Session == nil || c.AutosaveDir == "" || c.Practice {
		return false
	}
	if err := c.store().LiveSave(c.AutosaveDir, c.Session); err != nil {
		if !c.liveFailed {
			c.Notify(fmt.Sprintf("The game could not be saved: %v The game goes on, and is saved again at your next move.", err), true)
		}
		c.liveFailed = true
		return false
	}
	if c.liveFailed {
		c.Notify("The game is saved again.", false)
	}
	c.liveFailed = false
	return true
}

// Resume makes sess the campaign in play and switches to its screen, as made
// by the manager's Options.Resume (the map, or whatever the moment needs).
func (c *Context) Resume(sess *savegame.Session) error {
	if c.manager == nil || c.manager.opts.Resume == nil {
		return errors.New("this screen cannot open a saved game")
	}
	prev, prevGame, prevSeed, prevGate, prevPractice := c.Session, c.Game, c.Seed, c.Gate, c.Practice
	c.Play(sess)
	s, err := c.manager.opts.Resume(c, sess)
	if err != nil {
		c.Session, c.Game, c.Seed, c.Gate, c.Practice = prev, prevGame, prevSeed, prevGate, prevPractice
		return err
	}
	c.GoTo(s)
	return nil
}

// CanWatch reports whether Watch has a replay screen to open.
func (c *Context) CanWatch() bool { return c.manager != nil && c.manager.opts.Replay != nil }

// Watch opens the replay screen on p (the manager's Options.Replay). The
// game in play, if any, is not touched: it stays in play, and the replay's
// Close comes back to it (Home).
func (c *Context) Watch(p *savegame.Playback) error {
	if !c.CanWatch() {
		return errors.New("this game cannot show replays here")
	}
	s, err := c.ReplayScene(p)
	if err != nil {
		return err
	}
	c.GoTo(s)
	return nil
}

// ReplayScene makes the replay screen on p, as Watch does, without going
// to it: a screen that opens the replay with something of its own on it
// (the staff's verdict) sets that first, then goes to it.
func (c *Context) ReplayScene(p *savegame.Playback) (Scene, error) {
	if !c.CanWatch() {
		return nil, errors.New("this game cannot show replays here")
	}
	if p == nil {
		return nil, errors.New("there is no replay to watch")
	}
	return c.manager.opts.Replay(c, p)
}

// Home leaves a screen that is not part of play (a replay) for the game in
// play, its screen made afresh as a loaded game's (Reopen), or for the title
// screen when no game is in play.
func (c *Context) Home() error {
	if c.Session != nil && c.CanReopen() {
		return c.Reopen()
	}
	if !c.CanQuitToTitle() {
		return errors.New("this screen has nowhere to go back to")
	}
	c.Session, c.Game = nil, nil
	c.GoTo(c.manager.opts.Title())
	return nil
}

// Quit ends the game as closing its window does: the game and the settings
// are saved first, and a save that fails keeps the window open once, with
// the reason on screen. It takes effect at the next Update.
func (c *Context) Quit() {
	if c.manager != nil {
		c.manager.quitAsked = true
	}
}

// CanQuitToTitle reports whether QuitToTitle has a title screen to go to.
func (c *Context) CanQuitToTitle() bool { return c.manager != nil && c.manager.opts.Title != nil }

// QuitToTitle leaves the campaign in play for the title screen, from which
// Continue takes it up again: it is written to the live save first. A save
// that fails is shown and the campaign stays on screen; false then.
func (c *Context) QuitToTitle() bool {
	if !c.CanQuitToTitle() {
		c.Notify("This screen has no title screen to go back to.", true)
		return false
	}
	if c.Session != nil && c.AutosaveDir != "" && !c.Practice && !c.SaveLive() {
		return false
	}
	c.Session, c.Game, c.Gate, c.Practice = nil, nil, nil, false
	c.GoTo(c.manager.opts.Title())
	return true
}

// SettingsChanged asks for the settings to be written to disk.
func (c *Context) SettingsChanged() {
	if c.manager != nil {
		c.manager.settingsDirty = true
	}
}

// Apply applies a decision to the campaign in play through its Session, so
// that it is recorded and saves replay, and writes the live save before
// returning the events to show. When the decision brings a new
// Campaign Turn step or Battle Turn, an autosave is written to AutosaveDir; a
// failed autosave is shown as a message and the game goes on.
func (c *Context) Apply(d rules.Decision) ([]rules.Event, error) {
	return c.apply(d, (*savegame.Session).Apply)
}

// ApplyJoined applies a decision as Apply does, as part of the same click as
// the decision before it (savegame.Session.ApplyJoined): Undo takes them
// back together.
func (c *Context) ApplyJoined(d rules.Decision) ([]rules.Event, error) {
	return c.apply(d, (*savegame.Session).ApplyJoined)
}

func (c *Context) apply(d rules.Decision, apply func(*savegame.Session, rules.Decision) ([]rules.Event, error)) ([]rules.Event, error) {
	if c.Session == nil {
		return nil, errors.New("no campaign is in play")
	}
	if c.Gate != nil {
		if err := c.Gate.Allow(d); err != nil {
			return nil, err
		}
	}
	before := momentOf(c.Session.Game())
	wasOver := c.Session.Over()
	evs, err := apply(c.Session, d)
	if err != nil {
		return nil, err
	}
	// In a linked series the decision that ends a campaign sets up the next:
	// Game follows the session to it.
	c.Game = c.Session.Game()
	// On disk before the screen shows what the decision did.
	c.SaveLive()
	if !wasOver && c.Session.Over() {
		c.keepEnded(c.Session)
	}
	if c.AutosaveDir != "" && !c.Practice && momentOf(c.Session.Game()) != before {
		if _, err := c.store().AutoSave(c.AutosaveDir, c.Session); err != nil {
			c.Notify(fmt.Sprintf("Autosave failed: %v", err), true)
		}
	}
	return evs, nil
}

// ToggleFullscreen switches between the window and the full screen, as F11
// does; without a window (tests) it does nothing.
func (c *Context) ToggleFullscreen() {
	if c.manager != nil {
		c.manager.toggleFullscreen()
	}
}

// Undo takes back the last decision of the campaign in play
// (savegame.Session.Undo: the record cut and replayed) and writes the live
// save, so that the game on disk is the game on screen. The screen must then
// show the rebuilt game (ctx.Session): its own copy of the old one is stale.
// A refusal (*savegame.UndoError: "Cannot undo: the dice have been rolled
// since …") changes nothing.
func (c *Context) Undo() error {
	return c.swap((*savegame.Session).Undo)
}

// Redo gives again the last decision Undo took back, as Undo does.
func (c *Context) Redo() error {
	return c.swap((*savegame.Session).Redo)
}

// swap replaces the session in play with what step makes of it, and saves.
func (c *Context) swap(step func(*savegame.Session) (*savegame.Session, error)) error {
	if c.Session == nil {
		return errors.New("no campaign is in play")
	}
	if c.Gate != nil {
		if err := c.Gate.AllowUndo(); err != nil {
			return err
		}
	}
	next, err := step(c.Session)
	if err != nil {
		return err
	}
	c.Session, c.Game = next, next.Game()
	c.SaveLive()
	return nil
}

// CanReopen reports whether Reopen has a way to make the screen for a
// session (the manager's Options.Resume).
func (c *Context) CanReopen() bool { return c.manager != nil && c.manager.opts.Resume != nil }

// Reopen switches to a new screen for the campaign in play, made as a loaded
// game's is (the map, or the battle board mid-battle): what a screen that
// cannot rebuild itself does after Undo or Redo.
func (c *Context) Reopen() error {
	if !c.CanReopen() {
		return errors.New("this screen cannot show the game again")
	}
	if c.Session == nil {
		return errors.New("no campaign is in play")
	}
	s, err := c.manager.opts.Resume(c, c.Session)
	if err != nil {
		return err
	}
	c.GoTo(s)
	return nil
}

// moment is where a campaign stands, for autosaves: a change of Campaign Turn,
// step, battle or Battle Turn starts a new moment.
type moment struct {
	turn   int
	step   rules.Step
	battle string
	bturn  int
}

func momentOf(g *rules.Game) moment {
	m := moment{turn: g.Turn, step: g.Step}
	if g.Battle != nil {
		m.battle, m.bturn = g.Battle.Area, g.Battle.Turn
	}
	return m
}

// NewTestContext returns a context for scene tests showing g: the Go fonts,
// a scripted input and default settings. It needs no window. g (when not
// nil) is played by a session whose record begins where g stands
// (savegame.SessionFrom), so screens apply decisions through ctx.Apply as in
// the game; tests of a whole campaign use NewSessionTestContext.
func NewTestContext(g *rules.Game, in ui.Input) (*Context, error) {
	f, err := ui.LoadFonts()
	if err != nil {
		return nil, err
	}
	st := savegame.DefaultSettings()
	c := &Context{Fonts: f, Input: in, Settings: &st}
	if g != nil {
		sess, err := savegame.SessionFrom(g)
		if err != nil {
			return nil, err
		}
		c.Play(sess)
	}
	return c, nil
}

// NewSessionTestContext is NewTestContext playing sess, so Apply works.
func NewSessionTestContext(sess *savegame.Session, in ui.Input) (*Context, error) {
	c, err := NewTestContext(nil, in)
	if err != nil {
		return nil, err
	}
	c.Play(sess)
	return c, nil
}
