package campaign

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// counter draws a counter as printed, size design units square with its
// top-left corner at (x, y), from the screen's cache of counter images.
func (s *Scene) counter(dst *ebiten.Image, v ui.View, x, y, size float64, ct *rules.Counter, damaged bool) {
	s.sprites.Draw(dst, v, x, y, size, s.g.Year, ct, damaged)
}

// valuesText lists a Force's attack values in words: "AAA 4[2] · DC 2".
func valuesText(ct *rules.Counter, damaged bool) string { return ui.ValuesText(ct, damaged) }
