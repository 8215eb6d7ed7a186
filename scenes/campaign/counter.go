package campaign

import (
	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// drawCounter paints a counter as printed (see ui.DrawCounter, shared with the
// battle board).
func drawCounter(dst *ebiten.Image, v ui.View, x, y, size float64, year int, ct *rules.Counter, damaged bool) {
	ui.DrawCounter(dst, v, x, y, size, year, ct, damaged)
}

// valuesText lists a Force's attack values in words: "AAA 4[2] · DC 2".
func valuesText(ct *rules.Counter, damaged bool) string { return ui.ValuesText(ct, damaged) }
