package ui

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"nimitz/rules"
)

// mapCounter is the size of a counter on the campaign map, in design units
// (scenes/campaign's counterSize), shown at the board's design scale when the
// whole Pacific is in view.
const mapCounter = 42.0

// TestCompactValuesReadOnALaptopMap: on the whole map of a laptop's window,
// at 1366x768 (the interface at 85%) and at 77% (the window a 1366x768
// screen leaves the game), every compact counter's attack figures are at
// least 6 pixels tall, on its Full and its Damaged side, most of them 8 or
// more (they were 3.6 to 5.5, squares as wide as high: "map counter values
// are about 5 px tall"). The figures are measured as the font's capital
// height at the size drawn.
func TestCompactValuesReadOnALaptopMap(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	const least = 6.0
	for _, scale := range []float64{768.0 / 900, 0.768} {
		v := View{Scale: scale, W: 1600, H: 900, Fonts: fonts}
		if !Compact(v, mapCounter) {
			t.Fatalf("at %.0f%% a map counter is not compact", scale*100)
		}
		smallest, at := math.Inf(1), ""
		var all []float64
		everyCounter(t, func(year int, key string, ct *rules.Counter) {
			for _, damaged := range []bool{false, true} {
				parts := CounterParts(v, 0, 0, mapCounter, ct, damaged)
				vals := ct.Full
				if damaged {
					vals = ct.Damaged
				}
				sq := squares(ct, vals)
				boxes := parts[len(parts)-len(sq):]
				for i, s := range sq {
					label := "–"
					if s.a.Value > 0 {
						label = fmt.Sprint(s.a.Value)
					}
					fs, _, _ := compactFigure(v, label, boxes[i].Box.W, boxes[i].Box.H, s.a.Superior > 0)
					cap := v.Face(fs, true).Metrics().CapHeight
					all = append(all, cap)
					if cap < smallest {
						smallest, at = cap, fmt.Sprintf("%d %s %s (damaged %v)", year, key, s.what, damaged)
					}
				}
			}
		})
		slices.Sort(all)
		t.Logf("at %.0f%%: the figures on map counters are %.1f pixels tall at least (%s), %.1f for half of them",
			scale*100, smallest, at, all[len(all)/2])
		if smallest < least {
			t.Errorf("at %.0f%% a map counter's figure is %.1f pixels tall (%s), want at least %g", scale*100, smallest, at, least)
		}
	}
}
