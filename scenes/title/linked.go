package title

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// drawLinked paints the Linked 1942–45 button in r, below the campaigns. It is a
// plain choice like the campaigns: the gold edge belongs to what Enter does.
func (s *Scene) drawLinked(screen *ebiten.Image, v ui.View, r ui.Rect) {
	ui.DrawButton(screen, v, r, ui.Button{Label: "Linked 1942–45", Key: "L",
		Note: "the four campaigns in turn, each from its own Set-Up, with one Player Log"}, s.hover == linkedButton)
}
