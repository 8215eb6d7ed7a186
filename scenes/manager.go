package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes/ui"
)

// Options configure a Manager.
type Options struct {
	// ShotPath, when set, makes the manager write a PNG of the screen to this file
	// once the scene has settled, and then end the game loop.
	ShotPath string
	// Log, when set, receives the speed figures: frames drawn per second,
	// the time a click takes to be answered on screen, the first frame.
	Log func(format string, a ...any)
	// Continuous draws every frame even when nothing changed (to measure the
	// greatest frame rate).
	Continuous bool
	// Resume makes the screen for a saved campaign (ctx.Resume).
	Resume func(ctx *Context, sess *savegame.Session) (Scene, error)
	// Replay makes the replay screen of a record (ctx.Watch); nil offers
	// no replays.
	Replay func(ctx *Context, p *savegame.Playback) (Scene, error)
	// Record makes the War record screen, back making the screen its Back
	// returns to (ctx.OpenRecord); nil offers no war record.
	Record func(ctx *Context, back func() Scene) Scene
	// SettingsDir is where settings are written when they change and when the
	// game ends ("" writes nothing).
	SettingsDir string
	// Start is when the program started, for the time to the first frame.
	Start time.Time
	// FirstFrame, when set, runs once after the first frame is drawn: for
	// what the game needs soon but the window must not wait for (main
	// opens the audio device there).
	FirstFrame func()
	// Stop, when it delivers, ends the game as closing the window does,
	// the game saved first (main sends SIGINT and SIGTERM here).
	Stop <-chan os.Signal
	// Title makes a title screen, for the game menu's "Quit to title"
	// (ctx.QuitToTitle); nil offers no way back to it.
	Title func() Scene
}

// shotAfterFrames is how many frames are drawn at least before a screenshot, so
// that the window has settled at its final size; shotMaxFrames is how long a
// screenshot waits for animations to end.
const (
	shotAfterFrames = 3
	shotMaxFrames   = 600
)

// noteTime is how long a message stays on screen.
const noteTime = 5 * time.Second

// maxElapsed caps the time one Update may stand for (ticks), so a stall does
// not jump an animation to its end.
const maxElapsed = 6

// Manager runs the current scene. It implements ebiten.Game and ebiten.LayoutFer.
//
// Run it with ebiten.SetScreenClearedEveryFrame(false) and
// ebiten.SetTPS(ebiten.SyncWithFPS) (see Configure): every frame then has
// exactly one Update, so a press and release that fall between two frames
// are both seen (Ebitengine's sticky input), and frames with nothing new are
// not drawn at all.
type Manager struct {
	ctx     Context
	current Scene
	next    Scene
	opts    Options

	drawn    int   // frames drawn so far
	frames   int   // frames (Draw calls) so far
	shotDone bool  // the screenshot has been attempted
	shotErr  error // why the screenshot failed, returned from the next Update

	dirty bool        // something asked for a frame
	full  bool        // the next frame must paint everything
	size  image.Point // the screen's size at the last frame

	lastUpdate time.Time
	note       Note
	noteUntil  time.Time

	settings      savegame.Settings
	settingsDirty bool
	// closeRefused is set when a close found the game could not be saved:
	// the player was told, and the next close quits all the same.
	closeRefused bool
	// quitAsked is set by ctx.Quit: the game ends as when the window is
	// closed, saved first.
	quitAsked bool
	outside   [2]int // the window's size in logical pixels

	stats stats
}

// Configure sets Ebitengine up for the manager: the screen keeps its picture
// between frames and every frame has one Update.
func Configure() {
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetTPS(ebiten.SyncWithFPS)
}

// NewManager returns a manager showing first. ctx.Fonts is loaded when nil,
// ctx.Input defaults to the real mouse and keyboard, ctx.Settings to the
// defaults.
func NewManager(ctx Context, first Scene, opts Options) (*Manager, error) {
	if first == nil {
		return nil, fmt.Errorf("scenes: no first scene")
	}
	if ctx.Fonts == nil {
		f, err := ui.LoadFonts()
		if err != nil {
			return nil, err
		}
		ctx.Fonts = f
	}
	if ctx.Input == nil {
		ctx.Input = &ui.Mouse{}
	}
	m := &Manager{ctx: ctx, current: first, opts: opts, dirty: true, full: true}
	if ctx.Settings == nil {
		m.settings = savegame.DefaultSettings()
	} else {
		m.settings = *ctx.Settings
	}
	m.ctx.Settings = &m.settings
	m.ctx.manager = m
	if opts.Start.IsZero() {
		m.opts.Start = time.Now()
	}
	return m, nil
}

// Context is the manager's context, shared by every scene.
func (m *Manager) Context() *Context { return &m.ctx }

// Current is the scene on screen.
func (m *Manager) Current() Scene { return m.current }

// Update implements ebiten.Game. A scene switched to during it (ctx.GoTo)
// is current when it returns, so this tick's frame shows it: a frame of the
// old screen in between would only delay the answer.
func (m *Manager) Update() error {
	err := m.update()
	m.takeNext()
	return err
}

// takeNext makes the scene GoTo asked for the current one, drawn whole.
func (m *Manager) takeNext() {
	if m.next != nil {
		m.current, m.next = m.next, nil
		m.dirty, m.full = true, true
		m.stats.switched(m.current)
	}
}

func (m *Manager) update() error {
	now := time.Now()
	m.ctx.Elapsed = 1
	if !m.lastUpdate.IsZero() {
		m.ctx.Elapsed = math.Min(maxElapsed, math.Max(0, now.Sub(m.lastUpdate).Seconds()*60))
	}
	m.lastUpdate = now
	m.ctx.ClearSounds()
	m.stats.tick(m, now)
	if m.shotDone {
		if m.shotErr != nil {
			return m.shotErr
		}
		return ebiten.Termination
	}
	if quit := m.closing(); quit != nil {
		return quit
	}
	// A GoTo outside Update (from Draw) takes effect here.
	m.takeNext()
	if !m.noteUntil.IsZero() && now.After(m.noteUntil) {
		m.noteUntil = time.Time{}
		m.note = Note{}
		m.dirty, m.full = true, true
	}
	in := m.ctx.Input
	if in.Clicked() || in.RightClicked() || in.AnyKey() || in.Wheel() != 0 {
		m.dirty = true
		m.stats.input(now)
	}
	m.saveSettingsIfChanged(now)
	m.ctx.tellRecordFailures()
	if f := m.ctx.Files; f != nil {
		f.Update(&m.ctx)
		if f.Busy() {
			return nil
		}
		if m.fileKeys(f) {
			return nil
		}
	}
	if in.Pressed(ebiten.KeyF11) {
		m.toggleFullscreen()
		return nil
	}
	return m.current.Update(&m.ctx)
}

// toggleFullscreen switches between the window and the full screen (F11, or
// the settings), and remembers the choice for the next start.
func (m *Manager) toggleFullscreen() {
	full := !ebiten.IsFullscreen()
	ebiten.SetFullscreen(full)
	m.settings.Fullscreen = full
	m.settingsDirty = true
	m.dirty, m.full = true, true
}

// closing saves the game and the settings when the window is being closed
// or the program was told to stop, and returns ebiten.Termination to end the
// game loop; nil while play goes on. A close whose save failed is refused
// once, with the reason on screen: the next one quits all the same. A signal
// always quits.
func (m *Manager) closing() error {
	signalled := false
	select {
	case <-m.opts.Stop:
		signalled = true
	default:
	}
	asked := m.quitAsked
	m.quitAsked = false
	if !signalled && !asked && !m.ctx.Input.Closing() {
		return nil
	}
	safe := m.ctx.Session == nil || m.ctx.AutosaveDir == "" || m.ctx.Practice || m.ctx.SaveLive()
	if err := m.SaveSettings(); err != nil {
		m.ctx.Notify(err.Error(), true)
	}
	if !safe && !signalled && !m.closeRefused {
		m.closeRefused = true
		m.ctx.Notify("The game could not be saved, so the window stays open. Close it again to quit without saving the last moves.", true)
		return nil
	}
	if m.ctx.record != nil {
		// The war record's entries still being completed stay pending
		// on disk: the record completes them when it is next opened.
		m.ctx.record.Stop()
	}
	return ebiten.Termination
}

// fileKeys runs the saving keys: F5 quick save, F9 quick load, Ctrl+S Save
// As, Ctrl+O Open. It reports whether one was pressed. Under a Gate (the
// tutorial) they are the scene's, which answers them itself.
func (m *Manager) fileKeys(f Files) bool {
	in := m.ctx.Input
	switch {
	case m.ctx.Gate != nil:
		return false
	case in.Pressed(ebiten.KeyF5):
		f.QuickSave(&m.ctx)
	case in.Pressed(ebiten.KeyF9):
		f.QuickLoad(&m.ctx)
	case in.Ctrl() && in.Pressed(ebiten.KeyS):
		f.SaveAs(&m.ctx)
	case in.Ctrl() && in.Pressed(ebiten.KeyO):
		f.Open(&m.ctx)
	default:
		return false
	}
	m.dirty = true
	return true
}

// needsFrame says whether Draw must paint this frame.
func (m *Manager) needsFrame() bool {
	if m.dirty || m.full || m.opts.Continuous || (m.opts.ShotPath != "" && !m.shotDone) {
		return true
	}
	od, ok := m.current.(OnDemand)
	return !ok || !od.DrawsOnDemand()
}

// Draw implements ebiten.Game.
func (m *Manager) Draw(screen *ebiten.Image) {
	m.frames++
	if sz := screen.Bounds().Size(); sz != m.size {
		m.size, m.full = sz, true
	}
	if !m.needsFrame() {
		return
	}
	od, ok := m.current.(OnDemand)
	if !ok || !od.DrawsOnDemand() {
		screen.Clear()
		m.full = true
	}
	m.ctx.Full = m.full
	m.current.Draw(screen, &m.ctx)
	m.drawNote(screen)
	m.dirty, m.full, m.ctx.Full, m.ctx.redraw = false, false, false, false
	m.drawn++
	m.stats.drawn(m)
	if m.drawn == 1 && m.opts.FirstFrame != nil {
		m.opts.FirstFrame()
	}
	if m.opts.ShotPath != "" && !m.shotDone && m.drawn >= shotAfterFrames && m.next == nil {
		settled := true
		if s, ok := m.current.(Settler); ok {
			settled = s.Settled()
		}
		if settled || m.drawn >= shotMaxFrames {
			m.shotDone = true
			m.shotErr = writePNG(m.opts.ShotPath, screen)
		}
	}
}

// showNote puts a message on screen for a few seconds.
func (m *Manager) showNote(n Note) {
	m.note, m.noteUntil = n, time.Now().Add(noteTime)
	m.dirty, m.full = true, true
}

// drawNote paints the message, if any, at the bottom of the screen.
func (m *Manager) drawNote(screen *ebiten.Image) {
	if m.note.Text == "" {
		return
	}
	b := screen.Bounds()
	v := m.ctx.Canvas(float64(b.Dx()), float64(b.Dy()))
	const size = 15.0
	lines := ui.Wrap(m.note.Text, v.Face(size, true), 900*v.Scale)
	h := float64(len(lines))*size*1.35 + 20
	r := ui.Rect{X: v.W/2 - 470, Y: v.H - h - 60, W: 940, H: h}
	bg, edge := color.RGBA{0x10, 0x3a, 0x22, 0xf4}, ui.Green
	if m.note.Bad {
		bg, edge = color.RGBA{0x4a, 0x12, 0x10, 0xf4}, ui.Slash
	}
	v.FillRect(screen, r, bg)
	v.StrokeRect(screen, r, 2, edge)
	y := r.Y + 10
	for _, l := range lines {
		v.Text(screen, l, size, true, ui.White, r.CX(), y, ui.Center)
		y += size * 1.35
	}
}

// Layout implements ebiten.Game. Ebitengine calls LayoutF instead; this gives
// the same answer rounded, for completeness.
func (m *Manager) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := m.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(math.Ceil(w)), int(math.Ceil(h))
}

// LayoutF implements ebiten.LayoutFer: the screen has one pixel per device pixel,
// so text and lines stay crisp on high-DPI monitors. A new window size is
// kept in the settings.
func (m *Manager) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	if o := [2]int{int(outsideWidth), int(outsideHeight)}; o != m.outside && o[0] > 0 && o[1] > 0 {
		if m.outside != [2]int{} && !ebiten.IsFullscreen() {
			m.settings.WindowWidth, m.settings.WindowHeight = o[0], o[1]
			m.settingsDirty = true
		}
		m.outside = o
		m.dirty, m.full = true, true
	}
	s := ebiten.Monitor().DeviceScaleFactor()
	m.ctx.deviceScale = s
	return outsideWidth * s, outsideHeight * s
}

// saveSettingsIfChanged writes changed settings, at most once a second.
func (m *Manager) saveSettingsIfChanged(now time.Time) {
	if !m.settingsDirty || m.opts.SettingsDir == "" || now.Sub(m.stats.lastSettings) < time.Second {
		return
	}
	m.stats.lastSettings = now
	if err := m.SaveSettings(); err != nil {
		m.ctx.Notify(err.Error(), true)
	}
}

// SaveSettings writes the settings now if they changed (main calls it when
// the game ends).
func (m *Manager) SaveSettings() error {
	if !m.settingsDirty || m.opts.SettingsDir == "" {
		return nil
	}
	m.settingsDirty = false
	return savegame.SaveSettings(m.opts.SettingsDir, m.settings)
}

// Settings are the settings in force.
func (m *Manager) Settings() savegame.Settings { return m.settings }

// WindowSize is the first window on a monitor of mw x mh logical pixels: as
// large as the screen leaves room for (a margin for the taskbar and the
// title bar), in the screen's shape, since the screens lay out on the room
// they get; the design size when the monitor is unknown.
func WindowSize(mw, mh int) (int, int) {
	if mw <= 0 || mh <= 0 {
		return DesignWidth, DesignHeight
	}
	return int(float64(mw) * 0.96), int(float64(mh) * 0.90)
}

// writePNG saves the pixels of img to path.
func writePNG(path string, img *ebiten.Image) error {
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(rgba.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, rgba); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	return nil
}

// Start replaces the first scene with the one make returns, made with the
// manager's context (used to skip the title screen).
func (m *Manager) Start(make func(ctx *Context) (Scene, error)) (Scene, error) {
	s, err := make(&m.ctx)
	if err != nil {
		return nil, err
	}
	m.current = s
	m.dirty, m.full = true, true
	return s, nil
}
