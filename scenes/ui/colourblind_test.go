package ui

import (
	"image/color"
	"math"
	"testing"

	"nimitz/rules"
)

// colourBlind are the colour-vision deficiencies a player may have, as
// linear RGB matrices (Viénot, Brettel and Mollon 1999, the usual
// simulation of dichromacy).
var colourBlind = map[string][3][3]float64{
	"deuteranopia": {{0.625, 0.375, 0}, {0.7, 0.3, 0}, {0, 0.3, 0.7}},
	"protanopia":   {{0.567, 0.433, 0}, {0.558, 0.442, 0}, {0, 0.242, 0.758}},
	"tritanopia":   {{0.95, 0.05, 0}, {0, 0.433, 0.567}, {0, 0.475, 0.525}},
}

// seen is c as an eye with deficiency m sees it, 0..255 per channel.
func seen(m [3][3]float64, c color.RGBA) [3]float64 {
	in := [3]float64{float64(c.R), float64(c.G), float64(c.B)}
	var out [3]float64
	for i := range out {
		for j := range in {
			out[i] += m[i][j] * in[j]
		}
	}
	return out
}

// TestSidesDifferToEveryEye: "US and Japanese counters must differ by more
// than colour (check with a colour-blind simulation)". The sides' counter
// colours stay far apart for each dichromacy, and the nationality stripe is
// on opposite edges, so shape alone tells them apart.
func TestSidesDifferToEveryEye(t *testing.T) {
	for name, m := range colourBlind {
		us, jp := seen(m, USBlue), seen(m, JPRed)
		d := math.Sqrt((us[0]-jp[0])*(us[0]-jp[0]) + (us[1]-jp[1])*(us[1]-jp[1]) + (us[2]-jp[2])*(us[2]-jp[2]))
		if d < 80 {
			t.Errorf("%s: US %v and Japanese %v counters are only %.0f apart", name, us, jp, d)
		}
	}
	usC := &rules.Counter{Side: rules.US, Type: rules.CV}
	jpC := &rules.Counter{Side: rules.Japan, Type: rules.CV}
	u, j := NationalityStripe(0, 0, 100, usC), NationalityStripe(0, 0, 100, jpC)
	if u.X < 50 || j.Right() > 50 {
		t.Fatalf("the stripes are not on opposite edges: US %v, Japan %v", u, j)
	}
}
