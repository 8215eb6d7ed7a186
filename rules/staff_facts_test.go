package rules

import (
	"slices"
	"testing"
)

// TestSupplyRestsOn: "To be In-Supply, you must be able to trace an
// uninterrupted path of US Held Areas starting from the US West Coast and
// leading up to the Area." With the US Ashore in the Hawaiian Islands, the
// Gilberts, the Solomons and New Caledonia and nobody in Samoa, New
// Caledonia's only path runs through the Solomons, and the Solomons' through
// the Gilberts; an area the US does not Hold supports nothing, and the
// empty areas beside a US one (the Marshalls) are not its business: the
// Supply Check looks at "each of your Areas with Infantry or Land-Based
// Aircraft".
func TestSupplyRestsOn(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	emptyBoard(g)
	put(t, g, US, "25th Inf", Hawaii)
	put(t, g, US, "Battalion", "Gilbert Islands")
	put(t, g, US, "Battalion", "Solomon Islands")
	put(t, g, US, "Battalion", "New Caledonia")

	for _, c := range []struct {
		area string
		want []string
	}{
		{"Solomon Islands", []string{"New Caledonia"}},
		{"Gilbert Islands", []string{"New Caledonia", "Solomon Islands"}},
		{"New Caledonia", nil},
		{"Samoa", nil},   // no US Force Ashore
		{"Nowhere", nil}, // no such area
	} {
		if got := g.SupplyRestsOn(c.area); !slices.Equal(got, c.want) {
			t.Errorf("SupplyRestsOn(%s) = %v, want %v", c.area, got, c.want)
		}
	}

	// A Japanese Infantry Ashore breaks Hold condition 2: the Solomons
	// carry no supply line, so nothing rests on them, and New Caledonia is
	// not In-Supply at all. The Solomons themselves, US Forces still
	// Ashore, are In-Supply through the Gilberts.
	put(t, g, Japan, "6th Inf", "Solomon Islands")
	if got := g.SupplyRestsOn("Solomon Islands"); got != nil {
		t.Errorf("a contested Solomons: SupplyRestsOn = %v, want nil", got)
	}
	if got := g.SupplyRestsOn("Gilbert Islands"); !slices.Equal(got, []string{"Solomon Islands"}) {
		t.Errorf("with the Solomons contested, the Gilberts keep %v In-Supply, want the Solomons alone", got)
	}
	if g.InSupply()["New Caledonia"] {
		t.Error("New Caledonia is In-Supply with its only path contested")
	}
}
