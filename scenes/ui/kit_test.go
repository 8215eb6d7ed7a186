package ui

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"nimitz/rules"
)

// TestGridNeverOverlaps lays out 1 to 12 buttons in a few grids: no two
// overlap and every one lies in the area.
func TestGridNeverOverlaps(t *testing.T) {
	for _, g := range []Grid{
		{Area: Rect{X: 10, Y: 10, W: 300, H: 400}, Cols: 2, H: 30, Gap: 6, LastWide: true},
		{Area: Rect{X: 10, Y: 10, W: 300, H: 400}, Cols: 2, H: 30, Gap: 6, LastWide: true, FromBottom: true},
		{Area: Rect{X: 0, Y: 0, W: 600, H: 200}, Cols: 3, H: 40, Gap: 8},
		{Area: Rect{X: 0, Y: 0, W: 400, H: 600}, Cols: 1, H: 48, Gap: 10},
	} {
		for n := 1; n <= g.Slots(); n++ {
			var rs []Rect
			for i := 0; i < n; i++ {
				r := g.Rect(i, n)
				if r.X < g.Area.X-0.01 || r.Y < g.Area.Y-0.01 || r.Right() > g.Area.Right()+0.01 || r.Bottom() > g.Area.Bottom()+0.01 {
					t.Fatalf("%+v: button %d of %d at %+v is outside the area", g, i, n, r)
				}
				for j, o := range rs {
					if r.X < o.Right() && o.X < r.Right() && r.Y < o.Bottom() && o.Y < r.Bottom() {
						t.Fatalf("%+v: buttons %d and %d of %d overlap: %+v %+v", g, j, i, n, o, r)
					}
				}
				rs = append(rs, r)
			}
		}
	}
}

// TestButtonsReachEveryChoice pages through more choices than fit: every
// one is shown on some page, and the last stays on every page.
func TestButtonsReachEveryChoice(t *testing.T) {
	bs := Buttons{Grid: Grid{Area: Rect{W: 300, H: 140}, Cols: 2, H: 30, Gap: 6, LastWide: true}}
	items := make([]Button, 13)
	for i := range items {
		items[i] = Button{Label: string(rune('A' + i))}
	}
	bs.Set(items)
	if len(bs.Shown()) > bs.Grid.Slots() {
		t.Fatalf("%d buttons shown in %d slots", len(bs.Shown()), bs.Grid.Slots())
	}
	seen := map[int]bool{}
	for page := 0; page < 10; page++ {
		shown := bs.Shown()
		if shown[len(shown)-1] != 12 {
			t.Fatalf("page %d: the last choice is not last: %v", page, shown)
		}
		for _, i := range shown {
			seen[i] = true
		}
		// Click "More choices": it turns the page and presses nothing.
		r := bs.Grid.Rect(len(shown)-2, len(shown))
		bs.Update(r.CX(), r.CY())
		if got := bs.Clicked(); got != -1 {
			t.Fatalf("More choices pressed item %d", got)
		}
	}
	for i := range items {
		if !seen[i] {
			t.Errorf("choice %d never shown", i)
		}
	}
}

// TestButtonsClickAndKeys: a click presses the button under the cursor, an
// Off button cannot be pressed, and the arrow keys move the choice.
func TestButtonsClickAndKeys(t *testing.T) {
	bs := Buttons{Grid: Grid{Area: Rect{W: 200, H: 200}, Cols: 1, H: 40, Gap: 10}}
	bs.Set([]Button{{Label: "a"}, {Label: "b", Off: true}, {Label: "c"}})
	r, _ := bs.RectOf(2)
	if !bs.Update(r.CX(), r.CY()) || bs.Clicked() != 2 {
		t.Fatal("a click on c did not press it")
	}
	r, _ = bs.RectOf(1)
	bs.Update(r.CX(), r.CY())
	if bs.Clicked() != -1 {
		t.Fatal("an Off button was pressed")
	}
	bs.Step(1)
	if bs.Chosen() != 2 {
		t.Fatalf("arrow down from b chose %d, want 2", bs.Chosen())
	}
	if bs.Update(r.CX(), r.CY()) {
		t.Fatal("a cursor that did not move took the choice back")
	}
}

// TestStatusClearsWhenTheCursorLeaves: a message about an area goes when the
// cursor leaves it; one about nothing stays.
func TestStatusClearsWhenTheCursorLeaves(t *testing.T) {
	var s Status
	s.Say("Cannot move there", true, Rect{X: 10, Y: 10, W: 20, H: 20})
	if s.Follow(15, 15) || s.Text == "" {
		t.Fatal("cleared while the cursor is on its area")
	}
	if !s.Follow(100, 100) || s.Text != "" {
		t.Fatal("not cleared when the cursor left")
	}
	s.Say("Saved", false, Rect{})
	if s.Follow(100, 100) || s.Text == "" {
		t.Fatal("a message about nothing was cleared by the cursor")
	}
}

// TestListScrollsToEveryRow: the wheel reaches the last row and no further.
func TestListScrollsToEveryRow(t *testing.T) {
	l := List{Area: Rect{W: 100, H: 100}, RowH: 20, Rows: 12}
	for i := 0; i < 20; i++ {
		l.Scroll(50, 50, -1)
	}
	from, to := l.Visible()
	if to != 12 || from != 7 {
		t.Fatalf("scrolled to the end: rows [%d,%d), want [7,12)", from, to)
	}
	l.Show(0)
	if from, _ := l.Visible(); from != 0 {
		t.Fatalf("Show(0) left row %d on top", from)
	}
	if got := l.RowAt(50, 45); got != 2 {
		t.Fatalf("row at y=45 is %d, want 2", got)
	}
}

// TestEveryCounterHasASilhouette: every counter of every campaign shows a
// picture of what it is, and a mixed air group shows both of its kinds.
func TestEveryCounterHasASilhouette(t *testing.T) {
	for _, year := range rules.Years() {
		c, err := rules.LoadCampaign(year)
		if err != nil {
			t.Fatal(err)
		}
		for key, ct := range c.Counters {
			ss := SilhouettesOf(ct)
			if len(ss) == 0 {
				t.Errorf("%d %s: no silhouette", year, key)
			}
			if strings.Contains(ct.Aircraft, "+") && len(ss) != 2 {
				t.Errorf("%d %s (%s): %d silhouettes, want 2", year, key, ct.Aircraft, len(ss))
			}
			for _, s := range ss {
				if sh := shapeOf(s); len(sh.polys)+len(sh.strokes) == 0 {
					t.Errorf("%d %s: an empty silhouette", year, key)
				}
			}
		}
	}
	for a, want := range map[string]Silhouette{"B-29": HeavyBomber, "G4M": MediumBomber, "SBD": CarrierBomber, "A6M": Fighter, "Beaufort": MediumBomber} {
		if got := aircraftSilhouette(a); got != want {
			t.Errorf("%s drawn as %d, want %d", a, got, want)
		}
	}
}

// The cost line's explanation says what the rulebook does: "Aircraft
// Carriers have a special purchase cost. Instead of paying the cost in
// brackets, pay the cost in parenthesis. The cost in brackets is used when
// allocating Hits in Battle", and "You must pay its Cost in Reinforcement or
// Supply Points when purchasing a Force."
func TestCostWordsSayTheRulebooksCosts(t *testing.T) {
	c, err := rules.LoadCampaign(1942)
	if err != nil {
		t.Fatal(err)
	}
	var carrier, ship, japanese *rules.Counter
	for _, ct := range c.Counters {
		switch {
		case ct.Side == rules.US && ct.BuyCost > 0 && carrier == nil:
			carrier = ct
		case ct.Side == rules.US && ct.BuyCost == 0 && ct.Cost > 0 && ship == nil:
			ship = ct
		case ct.Side == rules.Japan && japanese == nil:
			japanese = ct
		}
	}
	if carrier == nil || ship == nil || japanese == nil {
		t.Fatal("the 1942 counters lack a US carrier, another US Force or a Japanese one")
	}
	w := costWords(carrier)
	for _, want := range []string{fmt.Sprintf("[%d]", carrier.Cost), fmt.Sprintf("(%d)", carrier.BuyCost), "Reinforcement or Supply Points", "Hits go to the lowest Cost"} {
		if !strings.Contains(w, want) {
			t.Errorf("%s: %q lacks %q", carrier.Name, w, want)
		}
	}
	if w := costWords(ship); !strings.Contains(w, fmt.Sprintf("bought for %d Reinforcement or Supply Points", ship.Cost)) {
		t.Errorf("%s: %q", ship.Name, w)
	}
	if w := costWords(japanese); strings.Contains(w, "bought") {
		t.Errorf("a Japanese Force is never bought: %q", w)
	}
}

// TestCompactCountersShowTheirTypeWhole: a counter too small for its full
// printing still names its type whole, on two lines when one would cut it,
// in letters no smaller than a sixth of the counter, and the printed type
// never carries the data's note that tells two counters of one type apart.
// A carrier's aircraft are said to be Carrier-Based, not Land-Based.
func TestCompactCountersShowTheirTypeWhole(t *testing.T) {
	v := designView(t)
	everyCounter(t, func(year int, key string, ct *rules.Counter) {
		if want := "Carrier-Based"; (ct.Type == rules.CarrierAC) != strings.Contains(typeWords(ct), want) {
			t.Errorf("%d %s (%s): type said %q", year, key, ct.Type, typeWords(ct))
		}
		if strings.Contains(TypeLabel(ct), "(") {
			t.Errorf("%d %s: the counter prints %q", year, key, TypeLabel(ct))
		}
		for size := 24.0; Compact(v, size); size += 5 {
			// The stripe and the pads; a Damaged side's hatching too.
			for _, width := range []float64{size*0.89 - size*0.1, size*0.78 - size*0.1} {
				lines, ts := compactLines(v, width, size, ct)
				if ts < size/6 {
					t.Errorf("%d %s at %.0f: type in %.1f-unit letters, want at least %.1f", year, key, size, ts, size/6)
				}
				for _, l := range lines {
					if w := v.TextWidth(l, ts, true); w > width {
						t.Errorf("%d %s at %.0f: %q is %.1f wide, more than the counter's %.1f: it is cut", year, key, size, l, w, width)
					}
				}
				if got, want := strings.Join(lines, ""), TypeLabel(ct); ct.Type != rules.Marine && got != want {
					t.Errorf("%d %s at %.0f: lines %q, want %q", year, key, size, lines, want)
				}
			}
		}
	})
}

// TestFullCountersShowTheirNameWhole: a counter drawn with its full printing
// shows its cost line whole ("43 [1](5)") and names its Force whole, as the
// cardboard does ("SAN FRANCISCO/ASTORIA", "GENZAN KOKUTAI"), on its Full
// side and its Damaged side (whose hatching leaves less room), on two lines
// when one would cut it, split at the slash or a space, between the type and
// the value squares ("KIRISHIMA" touched the squares, "HIEI/" the type).
func TestFullCountersShowTheirNameWhole(t *testing.T) {
	v := designView(t)
	twoLines := 0
	everyCounter(t, func(year int, key string, ct *rules.Counter) {
		name := strings.ToUpper(ct.Name)
		for size := compactBelowPx; size <= 160; size += 10 {
			for _, width := range []float64{size*0.89 - size*0.1, size*0.78 - size*0.1} {
				if cost := costLabel(year, ct); v.TextWidth(cost, costSize(v, width, size, cost), true) > width {
					t.Errorf("%d %s at %.0f: the cost line %q is cut", year, key, size, cost)
				}
				lines, ts := nameLines(v, width, size, name)
				if ts < nameSmallest*size-0.5 {
					t.Errorf("%d %s at %.0f: name in %.1f-unit letters, want at least %.1f", year, key, size, ts, nameSmallest*size)
				}
				for _, l := range lines {
					if w := v.TextWidth(l, ts, false); w > width {
						t.Errorf("%d %s at %.0f: %q is %.1f wide, more than the counter's %.1f: it is cut", year, key, size, l, w, width)
					}
				}
				if len(lines) > 2 {
					t.Errorf("%d %s at %.0f: %d lines", year, key, size, len(lines))
				}
				top, pitch, drawn := nameRows(size, ts, len(lines))
				if bottom := top + pitch*float64(len(lines)-1) + drawn; top < typeBottom*size || bottom > valuesTop*size {
					t.Errorf("%d %s at %.0f: the name's %d lines span %.1f to %.1f, out of the band between the type (%.1f) and the values (%.1f)",
						year, key, size, len(lines), top, bottom, typeBottom*size, valuesTop*size)
				}
				if len(lines) == 2 {
					twoLines++
					joined := lines[0] + lines[1]
					if !strings.HasSuffix(lines[0], "/") {
						joined = lines[0] + " " + lines[1]
					}
					if joined != name {
						t.Errorf("%d %s at %.0f: lines %q, want %q", year, key, size, lines, name)
					}
				}
			}
		}
	})
	if twoLines == 0 {
		t.Error("no name took two lines")
	}
}

// designView is a view of the design size, 1:1.
func designView(t *testing.T) View {
	t.Helper()
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return NewView(1600, 900, 1600, 900, fonts)
}

// everyCounter calls check with every counter of every campaign, the
// Forces' and the Carrier-Based Aircraft's.
func everyCounter(t *testing.T, check func(year int, key string, ct *rules.Counter)) {
	t.Helper()
	for _, year := range rules.Years() {
		c, err := rules.LoadCampaign(year)
		if err != nil {
			t.Fatal(err)
		}
		all := maps.Clone(c.Counters)
		maps.Copy(all, c.Aircraft)
		for key, ct := range all {
			check(year, key, ct)
		}
	}
}

// TestAxisLabelsStandApart: a chart's axis labels never crowd each other,
// and are not thinned more than they must be.
func TestAxisLabelsStandApart(t *testing.T) {
	for _, c := range []struct {
		most          int
		height, least float64
		want          int
	}{{8, 224, 14, 1}, {19, 224, 14, 2}, {16, 270, 14, 1}, {48, 224, 14, 5}, {19, 100, 14, 5}, {3, 10, 14, 5}, {0, 224, 14, 1}} {
		got := AxisStep(c.most, c.height, c.least)
		if got != c.want {
			t.Errorf("AxisStep(%d, %.0f, %.0f) = %d, want %d", c.most, c.height, c.least, got, c.want)
		}
		if c.most > 0 && got < c.most && c.height*float64(got)/float64(c.most) < c.least {
			t.Errorf("AxisStep(%d, %.0f, %.0f) = %d puts labels %.1f apart", c.most, c.height, c.least, got, c.height*float64(got)/float64(c.most))
		}
	}
}
