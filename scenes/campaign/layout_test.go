package campaign

import (
	"fmt"
	"testing"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// footprint is a named rectangle of the board.
type footprint struct {
	what string
	r    ui.Rect
}

func overlaps(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// boardFootprints lays out, for every area, what the map draws around it in
// the most crowded case: the marker, its name tab, and each side's stack that
// may be there with its pile, count badge and two marker tags.
func boardFootprints(s *Scene, v ui.View) []footprint {
	var out []footprint
	for _, a := range s.g.Data().Map.Areas {
		x, y := project(a.Lon, a.Lat)
		// The marker, its Objective ring and the small Objective counter on top.
		out = append(out, footprint{a.Name + " marker", ui.Rect{X: x - 17, Y: y - 23, W: 34, H: 40}})
		out = append(out, footprint{a.Name + " label", labelRect(v, a)})
		for _, side := range []rules.Side{rules.US, rules.Japan} {
			if !rules.Entrable(side, a.Name) {
				continue
			}
			r := s.stackRectOf(a.Name, side)
			// Pile and count: up to 7.5 up and right, the count (radius 8) at
			// (Right+3, Y-5); 2 of margin on the left.
			pile := ui.Rect{X: r.X - 2, Y: r.Y - 13, W: r.W + 13, H: r.H + 13}
			out = append(out, footprint{fmt.Sprintf("%s %s stack", a.Name, side), pile})
			// Marker tags lie across the stack, at most 2 wider on each side.
			tags := ui.Rect{X: r.X - 2, Y: r.Bottom() - 26, W: r.W + 4, H: 26}
			out = append(out, footprint{fmt.Sprintf("%s %s tags", a.Name, side), tags})
		}
	}
	return out
}

// TestMapNothingOverlaps: with both sides stacked in every area they may
// enter, each with two marker tags, no stack, tag, marker or name covers
// another anywhere on the board.
func TestMapNothingOverlaps(t *testing.T) {
	p := newPlayer(t, 1)
	v := ui.NewView(canvasW, canvasH, canvasW, canvasH, p.ctx.Fonts)
	fps := boardFootprints(p.s, v)
	bad := 0
	for i := range fps {
		for j := i + 1; j < len(fps); j++ {
			a, b := fps[i], fps[j]
			// A stack's own pile and tags touch by design.
			if overlaps(a.r, b.r) && !sameStack(a.what, b.what) {
				bad++
				t.Errorf("%s overlaps %s", a.what, b.what)
			}
		}
	}
	panels := map[string]ui.Rect{"Sequence of Play": seqRect, "Japanese boxes": jpBoxRect, "US Reinforcements": usBoxRect,
		"Return to Port": r2pRect, "Japanese Orders chart": ordersRect, "New Japanese Forces table": newForcesRect}
	for _, f := range fps {
		for name, r := range panels {
			if overlaps(f.r, r) {
				bad++
				t.Errorf("%s lies under the %s", f.what, name)
			}
		}
		if f.r.X < mapRect.X || f.r.Right() > mapRect.Right() || f.r.Y < mapRect.Y || f.r.Bottom() > mapRect.Bottom() {
			bad++
			t.Errorf("%s leaves the map", f.what)
		}
	}
	if bad > 0 {
		t.Logf("%d overlaps", bad)
	}
}

func sameStack(a, b string) bool {
	trim := func(s string) string {
		for _, suf := range []string{" stack", " tags"} {
			if len(s) > len(suf) && s[len(s)-len(suf):] == suf {
				return s[:len(s)-len(suf)]
			}
		}
		return s
	}
	return trim(a) == trim(b) && trim(a) != a && trim(b) != b
}
