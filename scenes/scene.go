// Package scenes holds the game's screens and the manager that runs them on
// Ebitengine. Each screen is a Scene; the Manager is the ebiten.Game.
package scenes

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"nimitz/rules"
)

// DesignWidth and DesignHeight are the window size, in logical pixels, that the
// scenes are laid out for. The window opens at this size; when it is resized,
// scenes scale their layout to fit.
const (
	DesignWidth  = 1280
	DesignHeight = 800
)

// Scene is one screen of the game.
type Scene interface {
	// Update advances the scene by one tick (60 per second).
	Update(ctx *Context) error
	// Draw paints the scene onto screen, whose size is in device pixels.
	Draw(screen *ebiten.Image, ctx *Context)
}

// Context is what every scene may use: the game being played, the fonts, and the
// way to switch to another scene. It is passed in, never global.
type Context struct {
	Game  *rules.Game
	Seed  uint64 // the seed the game was started with, shown so a game can be replayed
	Fonts *Fonts

	manager *Manager
}

// GoTo switches to scene s from the next tick on.
func (c *Context) GoTo(s Scene) {
	c.manager.next = s
}

// Fonts are the Go fonts, loaded once.
type Fonts struct {
	Regular *text.GoTextFaceSource
	Bold    *text.GoTextFaceSource
}

// LoadFonts parses the embedded Go fonts.
func LoadFonts() (*Fonts, error) {
	regular, err := text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
	if err != nil {
		return nil, fmt.Errorf("loading Go Regular font: %w", err)
	}
	bold, err := text.NewGoTextFaceSource(bytes.NewReader(gobold.TTF))
	if err != nil {
		return nil, fmt.Errorf("loading Go Bold font: %w", err)
	}
	return &Fonts{Regular: regular, Bold: bold}, nil
}

// Options configure a Manager.
type Options struct {
	// ShotPath, when set, makes the manager write a PNG of the screen to this file
	// once a few frames have been drawn, and then end the game loop.
	ShotPath string
}

// shotAfterFrames is how many frames are drawn before a screenshot is taken, so
// that the window has settled at its final size.
const shotAfterFrames = 3

// Manager runs the current scene. It implements ebiten.Game and ebiten.LayoutFer.
type Manager struct {
	ctx     Context
	current Scene
	next    Scene
	opts    Options

	drawn    int   // frames drawn so far
	shotDone bool  // the screenshot has been attempted
	shotErr  error // why the screenshot failed, returned from the next Update
}

// NewManager returns a manager showing first. ctx.Fonts is loaded when nil.
func NewManager(ctx Context, first Scene, opts Options) (*Manager, error) {
	if ctx.Game == nil {
		return nil, errors.New("scenes: no game to show")
	}
	if ctx.Fonts == nil {
		f, err := LoadFonts()
		if err != nil {
			return nil, err
		}
		ctx.Fonts = f
	}
	m := &Manager{ctx: ctx, current: first, opts: opts}
	m.ctx.manager = m
	return m, nil
}

// Update implements ebiten.Game.
func (m *Manager) Update() error {
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
	if m.opts.ShotPath != "" && !m.shotDone && m.drawn >= shotAfterFrames {
		m.shotDone = true
		m.shotErr = writePNG(m.opts.ShotPath, screen)
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
