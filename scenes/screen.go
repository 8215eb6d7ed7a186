package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// Screen is what every screen's Update and Draw begin with, written once:
// the view that lays the canvas over the window, its sprites, and the cursor
// in design units. A screen embeds it, calls Pointer first in Update and
// Frame first in Draw, and is drawn on demand.
type Screen struct {
	View ui.View
	Art  ui.Art
	// X and Y are the cursor at the last Pointer, in design units.
	X, Y float64
	// Fluid says the screen lays out on the whole canvas, the window's
	// shape (Canvas), using the room it gets. Otherwise it lays out on a
	// DesignWidth x DesignHeight block in the middle of the window, and
	// paints the whole screen's background itself.
	Fluid bool
}

// Canvas is the rectangle the screen lays out on, in design units: the
// window's shape for a Fluid screen, DesignWidth x DesignHeight otherwise.
func (s *Screen) Canvas() ui.Rect {
	if s.View.W == 0 {
		return ui.Rect{W: DesignWidth, H: DesignHeight}
	}
	return s.View.Canvas()
}

// Pointer begins an Update: it makes the view if no frame has been drawn
// yet (a scripted test may update before it draws) and returns the cursor in
// design units.
func (s *Screen) Pointer(ctx *Context) (x, y float64) {
	if s.View.Scale == 0 {
		s.View = ui.NewView(DesignWidth, DesignHeight, DesignWidth, DesignHeight, ctx.Fonts)
		s.View.Art = &s.Art
	}
	s.X, s.Y = s.View.ToDesign(ctx.Input.Cursor())
	return s.X, s.Y
}

// Frame begins a Draw: it fits the view to the screen's size and returns it.
func (s *Screen) Frame(screen *ebiten.Image, ctx *Context) ui.View {
	b := screen.Bounds()
	s.View = ctx.Canvas(float64(b.Dx()), float64(b.Dy()))
	if !s.Fluid {
		s.View = s.View.Block(DesignWidth, DesignHeight)
	}
	s.View.Art = &s.Art
	return s.View
}

// LastView is the view of the last frame (or of the design canvas before
// the first).
func (s *Screen) LastView() ui.View {
	if s.View.Scale == 0 {
		return ui.NewView(DesignWidth, DesignHeight, DesignWidth, DesignHeight, nil)
	}
	return s.View
}

// DrawsOnDemand implements OnDemand: every Screen asks for its frames.
func (s *Screen) DrawsOnDemand() bool { return true }
