package ui

import (
	"strings"
	"testing"
)

func TestWrapFitsWidthAndKeepsWords(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	face := fonts.Face(30, false)
	s := "US Resupply: buy Forces and repair Damaged ones. 7 Reinforcement Points, 20 Supply Points.\nSecond paragraph."
	const width = 400
	lines := Wrap(s, face, width)
	if len(lines) < 3 {
		t.Errorf("got %d lines, want the text wrapped onto at least 3: %q", len(lines), lines)
	}
	for _, l := range lines {
		if w := advance(l, face); w > width && strings.Contains(l, " ") {
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

// TestFitTextKeepsTheLongestStartThatFits: FitText, which halves its way to
// the cut, keeps exactly as much as cutting a rune at a time would, and never
// returns a line wider than asked (but for one rune and the ellipsis).
func TestFitTextKeepsTheLongestStartThatFits(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	v := NewView(1600, 900, 1600, 900, nil)
	v.Fonts = fonts
	s := "Roll a die at the start of a Battle Turn. If you roll a 7 or higher, you can select the Carrier-Based Aircraft from any 1 of your Carriers."
	for _, width := range []float64{2, 30, 95, 180, 333, 600, 2000} {
		got := v.FitText(s, SizeSmall, false, width)
		// The rune-at-a-time cut, as FitText did before it halved.
		want := s
		if v.TextWidth(s, SizeSmall, false) > width {
			r := []rune(s)
			for n := len(r) - 1; n >= 1; n-- {
				want = strings.TrimRight(string(r[:n]), " ") + "…"
				if v.TextWidth(want, SizeSmall, false) <= width {
					break
				}
			}
		}
		if got != want {
			t.Errorf("width %.0f: %q, want %q", width, got, want)
		}
		if w := v.TextWidth(got, SizeSmall, false); w > width && len([]rune(got)) > 2 {
			t.Errorf("width %.0f: %q is %.1f wide", width, got, w)
		}
	}
}
