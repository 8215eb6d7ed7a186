// Package scenes holds the manager that runs the game's screens on Ebitengine.
// Each screen is a Scene in its own package (title, campaign); they share a
// Context passed in, never globals.
package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// DesignWidth and DesignHeight are the canvas, in logical pixels, that scenes
// lay out on. Scenes scale it to fit the window and draw in device pixels.
const (
	DesignWidth  = 1600
	DesignHeight = 900
)

// Scene is one screen of the game.
type Scene interface {
	// Update advances the scene by one tick (60 per second).
	Update(ctx *Context) error
	// Draw paints the scene onto screen, whose size is in device pixels.
	Draw(screen *ebiten.Image, ctx *Context)
}

// Settler is a Scene that may be busy (animating): a screenshot waits until it
// has settled.
type Settler interface {
	Settled() bool
}

// Context is what every scene may use: the game being played (nil on the title
// screen), the fonts, the input, and the way to switch to another scene.
type Context struct {
	Game  *rules.Game
	Seed  uint64 // the seed the game was started with, shown so a game can be replayed
	Fonts *ui.Fonts
	Input ui.Input

	manager *Manager
}

// GoTo switches to scene s from the next tick on.
func (c *Context) GoTo(s Scene) {
	if c.manager != nil {
		c.manager.next = s
	}
}

// NewTestContext returns a context for scene tests: the Go fonts and a
// scripted input. It needs no window.
func NewTestContext(g *rules.Game, in ui.Input) (*Context, error) {
	f, err := ui.LoadFonts()
	if err != nil {
		return nil, err
	}
	return &Context{Game: g, Fonts: f, Input: in}, nil
}

// Options configure a Manager.
type Options struct {
	// ShotPath, when set, makes the manager write a PNG of the screen to this file
	// once the scene has settled, and then end the game loop.
	ShotPath string
	// FPS, when set, receives the measured frames per second every 120 ticks (2 s at full speed).
	FPS func(fps, tps float64)
}

// shotAfterFrames is how many frames are drawn at least before a screenshot, so
// that the window has settled at its final size; shotMaxFrames is how long a
// screenshot waits for animations to end.
const (
	shotAfterFrames = 3
	shotMaxFrames   = 600
)

// Manager runs the current scene. It implements ebiten.Game and ebiten.LayoutFer.
type Manager struct {
	ctx     Context
	current Scene
	next    Scene
	opts    Options

	drawn    int   // frames drawn so far
	ticks    int   // updates so far
	shotDone bool  // the screenshot has been attempted
	shotErr  error // why the screenshot failed, returned from the next Update
}

// NewManager returns a manager showing first. ctx.Fonts is loaded when nil and
// ctx.Input defaults to the real mouse and keyboard.
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
		ctx.Input = ui.Mouse{}
	}
	m := &Manager{ctx: ctx, current: first, opts: opts}
	m.ctx.manager = m
	return m, nil
}

// Update implements ebiten.Game.
func (m *Manager) Update() error {
	m.ticks++
	if m.opts.FPS != nil && m.ticks%120 == 0 {
		m.opts.FPS(ebiten.ActualFPS(), ebiten.ActualTPS())
	}
	if m.shotDone {
		if m.shotErr != nil {
			return m.shotErr
		}
		return ebiten.Termination
	}
	if m.next != nil {
		m.current, m.next = m.next, nil
	}
	return m.current.Update(&m.ctx)
}

// Draw implements ebiten.Game.
func (m *Manager) Draw(screen *ebiten.Image) {
	m.current.Draw(screen, &m.ctx)
	m.drawn++
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

// Layout implements ebiten.Game. Ebitengine calls LayoutF instead; this gives
// the same answer rounded, for completeness.
func (m *Manager) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := m.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(math.Ceil(w)), int(math.Ceil(h))
}

// LayoutF implements ebiten.LayoutFer: the screen has one pixel per device pixel,
// so text and lines stay crisp on high-DPI monitors.
func (m *Manager) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return outsideWidth * s, outsideHeight * s
}

// WindowSize is a comfortable window for a monitor of mw x mh logical pixels:
// the design size, or less to leave a margin on small screens, same shape.
func WindowSize(mw, mh int) (int, int) {
	w, h := float64(DesignWidth), float64(DesignHeight)
	if mw > 0 && mh > 0 {
		s := math.Min(1, math.Min(float64(mw)*0.92/w, float64(mh)*0.88/h))
		w, h = w*s, h*s
	}
	return int(w), int(h)
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
	return s, nil
}
