package replay

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// mapDrag is a pan of the replay's map by the mouse under way.
type mapDrag struct {
	on   bool
	x, y float64
}

// updateMapView zooms and pans the replay's map as the map screen does: the
// wheel (in Update), + and -, a drag on the map, and 0 for the whole
// Pacific (Home seeks the replay's start here). It reports whether the view
// changed.
func (s *Scene) updateMapView(in ui.Input, x, y float64) bool {
	if s.sheet != nil {
		s.pan = mapDrag{}
		return false
	}
	changed := false
	switch {
	case in.Pressed(ebiten.KeyEqual) || in.Pressed(ebiten.KeyKPAdd):
		changed = s.board.Zoom(1, x, y)
	case in.Pressed(ebiten.KeyMinus) || in.Pressed(ebiten.KeyKPSubtract):
		changed = s.board.Zoom(-1, x, y)
	case in.Pressed(ebiten.Key0) || in.Pressed(ebiten.KeyKP0):
		changed = s.board.Zoom(0, x, y)
	}
	switch {
	case in.Down() && s.pan.on:
		changed = s.board.Pan(x-s.pan.x, y-s.pan.y) || changed
		s.pan.x, s.pan.y = x, y
	case in.Down() && !s.dragging && s.board.OnMap(x, y):
		s.pan = mapDrag{on: true, x: x, y: y}
	case !in.Down():
		s.pan = mapDrag{}
	}
	return changed
}
