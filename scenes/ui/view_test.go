package ui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

func TestWrapFitsWidthAndKeepsWords(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := &text.GoTextFace{Source: fonts.Regular, Size: 30}
	s := "US Resupply: buy Forces and repair Damaged ones. 7 Reinforcement Points, 20 Supply Points.\nSecond paragraph."
	const width = 400
	lines := Wrap(s, face, width)
	if len(lines) < 3 {
		t.Errorf("got %d lines, want the text wrapped onto at least 3: %q", len(lines), lines)
	}
	for _, l := range lines {
		if w := text.Advance(l, face); w > width && strings.Contains(l, " ") {
			t.Errorf("line %q is %.0f wide, more than %d", l, w, width)
		}
	}
	if got, want := strings.Join(lines, " "), strings.Join(strings.Fields(s), " "); got != want {
		t.Errorf("wrapping changed the words:\n got %q\nwant %q", got, want)
	}
	if lines[len(lines)-1] != "Second paragraph." {
		t.Errorf("the newline did not start a new line: %q", lines)
	}
}

func TestViewRoundTrip(t *testing.T) {
	v := NewView(1600, 900, 1920, 1200, nil)
	x, y := v.ToDesign(float64(v.X(100)), float64(v.Y(200)))
	if d := (x-100)*(x-100) + (y-200)*(y-200); d > 1e-6 {
		t.Errorf("round trip gave %v,%v", x, y)
	}
	if v.Scale != 1.2 || v.OY != 60 {
		t.Errorf("view %+v: want scale 1.2 centred vertically", v)
	}
}
