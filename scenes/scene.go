// Package scenes holds the manager that runs the game's screens on Ebitengine.
// Each screen is a Scene in its own package (title, campaign, ...); they share
// a Context passed in, never globals.
//
// Frames are drawn on demand: the manager keeps the last picture on screen and
// draws a new one only after input, a resize, a scene switch or a scene's
// ctx.Redraw() (see manager.go and the README's "Speed").
package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// DesignWidth and DesignHeight are the smallest canvas, in design units, a
// screen lays out on (Context.Canvas): a Fluid screen lays out on the
// window's shape, at least this large; the others on a block this size in
// the middle of the window. Screens draw in device pixels.
const (
	DesignWidth  = 1600
	DesignHeight = 900
)

// Scene is one screen of the game.
type Scene interface {
	// Update advances the scene by one tick. ctx.Ticks() says how much time
	// the tick stands for, in sixtieths of a second.
	Update(ctx *Context) error
	// Draw paints the scene onto screen, whose size is in device pixels.
	Draw(screen *ebiten.Image, ctx *Context)
}

// Settler is a Scene that may be busy (animating): a screenshot waits until it
// has settled.
type Settler interface {
	Settled() bool
}

// OnDemand is a Scene that asks for its frames. The manager draws it only
// when ctx.Redraw() was called, on input (a click, a key, the wheel), after a
// resize and when it becomes the current scene; between those the last frame
// stays on screen. Its Draw must paint the whole screen when ctx.Full is set;
// otherwise what it painted last time is still there.
//
// A Scene that is not OnDemand is drawn every frame on a cleared screen.
type OnDemand interface {
	DrawsOnDemand() bool
}
