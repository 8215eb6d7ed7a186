package setup

import (
	"testing"

	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestExplanationsFitTheirRows: every option's explanation is drawn whole
// inside its row (a third line ran out of the first row once).
func TestExplanationsFitTheirRows(t *testing.T) {
	f, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, scenes.DesignWidth, scenes.DesignHeight, f)
	const size = 14.0
	for i, o := range options() {
		r := form{}.rowRect(i)
		lines := ui.Wrap(o.explain, v.Face(size, false), explainW*v.Scale)
		if bottom := r.Y + 38 + float64(len(lines))*size*1.3; bottom > r.Bottom()+2 {
			t.Errorf("%q: %d lines end at %.0f, below the row's %.0f", o.title, len(lines), bottom, r.Bottom())
		}
	}
}
