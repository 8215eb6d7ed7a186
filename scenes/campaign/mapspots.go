package campaign

import (
	"image"
	"math"
	"strconv"
	"strings"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// mapSpot is what the map's state shows at one area: whether it is lit, its
// Objective marker, its Scouting counters and each side's stack as drawn.
// Two equal spots draw the same pixels, so after a decision only the areas
// whose spot changed are drawn again (layers.redrawSpots).
type mapSpot struct {
	lit, objective, held bool
	scouts               int
	stacks               [2]string // Japan's and the US's pile (pileKey)
}

// mapSpots is the spot of every area of the map, by name.
func (s *Scene) mapSpots(board map[stackKey][]*rules.Force) map[string]mapSpot {
	lit := s.litAreas()
	setup := s.g.Data().Setup
	scouts := map[string]int{}
	for _, a := range s.g.Scouting {
		scouts[a]++
	}
	movement := s.pending().Kind == rules.AskMovement
	out := make(map[string]mapSpot, len(s.g.Data().Map.Areas))
	for _, a := range s.g.Data().Map.Areas {
		sp := mapSpot{lit: lit[a.Name], objective: setup.IsObjective(a.Name), scouts: scouts[a.Name]}
		if sp.objective {
			sp.held = s.g.Holds(a.Name)
		}
		for i, side := range []rules.Side{rules.Japan, rules.US} {
			sp.stacks[i] = s.pileKey(board[stackKey{a.Name, side}], movement)
		}
		out[a.Name] = sp
	}
	return out
}

// pileKey is what drawPile and drawCount show of a pile: its Forces in
// order, each counter's face, and the markers over it.
func (s *Scene) pileKey(fs []*rules.Force, movement bool) string {
	var b strings.Builder
	for _, f := range fs {
		b.WriteString(f.ID)
		b.WriteByte('|')
		b.WriteString(f.Counter)
		b.WriteByte('|')
		b.WriteString(strconv.FormatBool(f.Damaged))
		b.WriteString(strconv.Itoa(int(s.anim.markerOf(f))))
		b.WriteString(strconv.FormatBool(movement && f.MovedFrom != ""))
		b.WriteByte(';')
	}
	return b.String()
}

// spotBounds is all the map's state may draw for an area, in board units:
// the lit ring, the Objective marker and its counter, the Scouting
// counters, and both sides' piles with their depth, markers and counts,
// with a unit to spare for anti-aliasing.
func (s *Scene) spotBounds(area string) ui.Rect {
	x, y := s.markerAt(area)
	x0, y0, x1, y1 := x-litRing-4, y-30, x+litRing+4, y+32
	for _, side := range []rules.Side{rules.Japan, rules.US} {
		r := s.stackRectOf(area, side)
		x0, y0 = min(x0, r.X-3), min(y0, r.Y-17)
		x1, y1 = max(x1, r.Right()+14), max(y1, r.Bottom()+3)
	}
	return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// changedSpots are the areas whose spot differs between was and now.
func changedSpots(was, now map[string]mapSpot) []string {
	var out []string
	for a, sp := range now {
		if old, ok := was[a]; !ok || old != sp {
			out = append(out, a)
		}
	}
	return out
}

// boardPixels is the pixels of an image drawn by view bv under the board
// rectangle r, two more on every side.
func boardPixels(bv ui.View, r ui.Rect) image.Rectangle {
	return image.Rect(int(math.Floor(float64(bv.X(r.X))))-2, int(math.Floor(float64(bv.Y(r.Y))))-2,
		int(math.Ceil(float64(bv.X(r.Right()))))+2, int(math.Ceil(float64(bv.Y(r.Bottom()))))+2)
}
