package title

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// drawLinked paints the Linked 1942–45 button, below the campaigns.
func (s *Scene) drawLinked(screen *ebiten.Image, v ui.View) {
	r := linkedRect()
	bg := ui.USBlueDk
	if s.hover == linkedButton {
		bg = color.RGBA{0x3d, 0x72, 0xc8, 0xff}
	}
	v.FillRect(screen, ui.Rect{X: r.X + 3, Y: r.Y + 4, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(screen, r, bg)
	v.StrokeRect(screen, r, 2, ui.Gold)
	v.Text(screen, "Linked 1942–45  [L]", 22, true, ui.White, r.CX(), r.Y+5, ui.Center)
	v.Text(screen, "the four campaigns in turn, each from its own Set-Up, with one Player Log", 13, false, ui.Pale, r.CX(), r.Y+33, ui.Center)
}
