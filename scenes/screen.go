package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// Screen is what every screen's Update and Draw begin with, written once:
// the view that fits the design canvas to the window, its sprites, and the
// cursor in design units. A screen embeds it, calls Pointer first in Update
// and Frame first in Draw, and is drawn on demand.
type Screen struct {
	View ui.View
	Art  ui.Art
	// X and Y are the cursor at the last Pointer, in design units.
	X, Y float64
}

// Canvas is the design canvas every screen lays out on.
func (s *Screen) Canvas() ui.Rect { return ui.Rect{W: DesignWidth, H: DesignHeight} }

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
	s.View = ui.NewView(DesignWidth, DesignHeight, float64(b.Dx()), float64(b.Dy()), ctx.Fonts)
	s.View.Art = &s.Art
	return s.View
}

// DrawsOnDemand implements OnDemand: every Screen asks for its frames.
func (s *Screen) DrawsOnDemand() bool { return true }
