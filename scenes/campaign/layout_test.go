package campaign

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
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
	v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, scenes.DesignWidth, scenes.DesignHeight, p.ctx.Fonts)
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
		"Return to Port": r2pRect, "Japanese Orders chart": ordersRect, "New Japanese Forces table": newForcesRect,
		"special boxes (1944 and 1945)": sheetRects[sheetSpecial]}
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

// windowSizes are the screens the layout is checked at: a 1366x768 laptop
// (full screen, and the default 1280x800 window shrunk by its panel), the
// design size and 1920x1080.
var windowSizes = [][2]float64{{1366, 768}, {1280, 720}, {1600, 900}, {1920, 1080}}

// TestTopBarNothingOverlaps: at every window size the top bar's texts keep
// clear of each other, of the Campaign Turn track and of its buttons (bug
// 7: "FLEET COMMANDER NIMITZ" ran into "1942 Campaign" at 1366x768).
func TestTopBarNothingOverlaps(t *testing.T) {
	p := newPlayer(t, 1)
	linked := newLinkedPlayer(t)
	for _, sz := range windowSizes {
		v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], p.ctx.Fonts)
		for _, s := range []*Scene{p.s, linked} {
			type item struct {
				what string
				r    ui.Rect
			}
			var items []item
			for _, tt := range s.topBar().texts(v) {
				items = append(items, item{tt.what, tt.rect(v)})
			}
			for i := range len(s.g.Data().Setup.Turns) + 1 {
				items = append(items, item{fmt.Sprintf("turn box %d", i), turnBoxRect(i)})
			}
			items = append(items, item{"Save", fileButtonRect(s, 0)}, item{"Open", fileButtonRect(s, 1)}, item{"Player Log", logButtonRect(s)})
			for i := range items {
				a := items[i]
				if a.r.X < 0 || a.r.Right() > scenes.DesignWidth || a.r.Bottom() > topH {
					t.Errorf("%.0fx%.0f: %s (%v) leaves the top bar", sz[0], sz[1], a.what, a.r)
				}
				for j := i + 1; j < len(items); j++ {
					if b := items[j]; overlaps(a.r, b.r) {
						t.Errorf("%.0fx%.0f: %s (%v) overlaps %s (%v)", sz[0], sz[1], a.what, a.r, b.what, b.r)
					}
				}
			}
		}
	}
}

// newLinkedPlayer is the map of a new linked series' first campaign.
func newLinkedPlayer(t *testing.T) *Scene {
	t.Helper()
	sess, evs, err := savegame.NewSeriesSession(rules.Options{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(sess, evs)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// statusReadable is the least type size a movement explanation is written
// at: 9.4 pixels at 1366x768.
const statusReadable = 11.0

// TestStatusIsShownWhole: every explanation hovering the map gives with a
// stack selected in US Movement is shown whole, wrapped, between the
// buttons and the bottom of the panel, and readable (not shrunk under
// statusReadable), at every window size (bug 7: they were cut with "…", and
// ran over the End Movement button; the Land-Based Aircraft's refusal
// shrank to 8 pixels).
func TestStatusIsShownWhole(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	longest := 0
	for _, a := range p.g().Data().Map.Areas {
		p.in.MoveTo(p.s.markerAt(a.Name))
		p.tick()
		if p.s.note.Text == "" {
			continue
		}
		for _, sz := range windowSizes {
			v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], p.ctx.Fonts)
			size, lines, top := p.s.statusLayout(v)
			longest = max(longest, len(lines))
			if got := strings.Join(lines, " "); got != strings.Join(strings.Fields(p.s.note.Text), " ") {
				t.Errorf("%.0fx%.0f: %s's status shows %q, not %q", sz[0], sz[1], a.Name, got, p.s.note.Text)
			}
			if size < statusReadable {
				t.Errorf("%.0fx%.0f: %s's status (%d lines) is written at %g, under %g", sz[0], sz[1], a.Name, len(lines), size, statusReadable)
			}
			bs := p.s.buttons()
			if last := buttonRect(len(bs)-1, len(bs)); top < last.Bottom() {
				t.Errorf("%.0fx%.0f: %s's status (%d lines at %g) starts at %.0f, over the button ending at %.0f", sz[0], sz[1], a.Name, len(lines), size, top, last.Bottom())
			}
			for _, l := range lines {
				if w := v.TextWidth(l, size, false); w > actionRect.W-20 {
					t.Errorf("%.0fx%.0f: the line %q is %.0f wide, the panel %.0f", sz[0], sz[1], l, w, actionRect.W-20)
				}
			}
		}
	}
	if longest < 3 {
		t.Errorf("the longest explanation took %d lines: the test needs one that does not fit two", longest)
	}
}

// TestStackPanelHelpFits: the stack panel, made shorter for three rows of
// action buttons, still holds its help whole and two rows of counters with
// the description under them, at every window size.
func TestStackPanelHelpFits(t *testing.T) {
	p := newPlayer(t, 1)
	for _, sz := range windowSizes {
		v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], p.ctx.Fonts)
		lines := ui.Wrap(stackHelp, v.Face(12.5, false), (stackRect.W-20)*v.Scale)
		if bottom := stackRect.Y + 30 + float64(len(lines))*12.5*1.3; bottom > stackRect.Bottom()-4 {
			t.Errorf("%.0fx%.0f: the help's %d lines end at %.0f, the panel at %.0f", sz[0], sz[1], len(lines), bottom, stackRect.Bottom())
		}
	}
	if panelSlot(7).Bottom() > stackRect.Bottom()-40 {
		t.Errorf("the second row of counters (to %.0f) runs into the description (%.0f)", panelSlot(7).Bottom(), stackRect.Bottom()-40)
	}
}

// TestSheetTitlesAreWhole: every chart and box is headed by its title whole,
// as printed where its bar has room, else in its shorter wording, never cut
// ("RETURN TO PORT (to Hawaiian Isla…" at 1366x768), at every window size.
func TestSheetTitlesAreWhole(t *testing.T) {
	for _, year := range []int{1942, 1944, 1945} {
		checkSheetTitles(t, newPlayerWith(t, rules.Options{Year: year, Seed: 1}))
	}
}

func checkSheetTitles(t *testing.T, p *player_) {
	t.Helper()
	p.tick()
	for _, sz := range windowSizes {
		v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], p.ctx.Fonts)
		for k := range sheetCount {
			if !hasSheet(p.s.g, k) {
				continue
			}
			var rec ui.Layout
			v.Fonts.Layout = &rec
			img := ebiten.NewImage(int(sz[0]), int(sz[1]))
			r := p.s.lay.sheets[k]
			titles := sheetTitles[k]
			drawSheetTitle(img, v, r, k)
			img.Deallocate()
			v.Fonts.Layout = nil
			if len(rec.Texts) != 1 {
				t.Fatalf("%.0fx%.0f: sheet %d's title drew %d texts", sz[0], sz[1], k, len(rec.Texts))
			}
			got := rec.Texts[0]
			bar := ui.Rect{X: r.X, Y: r.Y, W: p.s.lay.foldButtonRect(k).X - r.X, H: sheetTitleH}
			if !slices.Contains(titles, got.Text) || !bar.Encloses(got.Box) {
				t.Errorf("%d, %.0fx%.0f: %s is headed %q at %v, want one of %q inside its bar %v", p.g().Year, sz[0], sz[1], sheetName(k), got.Text, got.Box, titles, bar)
			}
			if sz == [2]float64{scenes.DesignWidth, scenes.DesignHeight} && got.Text != titles[0] && k != sheetReturnToPort {
				t.Errorf("at the design size %s is headed %q, not as printed", sheetName(k), got.Text)
			}
		}
	}
}

// TestEveryReinforcementIsShown: at the start of each campaign every Force
// in the US Reinforcements box is drawn inside the box, clear of the others,
// and answers a click there ("You may only spend Reinforcement Points to
// purchase Forces from the US Reinforcement box."): the 1943 Campaign's 35
// Forces were cut to the 28 that four rows of seven hold.
func TestEveryReinforcementIsShown(t *testing.T) {
	for _, year := range []int{1942, 1943, 1944, 1945} {
		p := newPlayerWith(t, rules.Options{Year: year, Seed: 1})
		p.tick()
		box := p.s.reinforcementBox()
		sheetR := p.s.lay.sheets[sheetUSReinforcements]
		inside := ui.Rect{X: sheetR.X, Y: sheetR.Y + usBoxTop, W: sheetR.W, H: sheetR.H - usBoxTop}
		var rs []ui.Rect
		for i, f := range box {
			r := p.s.lay.usBoxSlot(i, len(box))
			if !inside.Encloses(r) {
				t.Errorf("%d: %s is drawn at %v, outside the box %v", year, f.ID, r, inside)
			}
			for j, o := range rs {
				if overlaps(r, o) {
					t.Errorf("%d: %s at %v overlaps %s", year, f.ID, r, box[j].ID)
				}
			}
			rs = append(rs, r)
			if h := p.s.cursor.at(r.CX(), r.CY()); h.kind != spotCounter || h.force != f.ID {
				t.Errorf("%d: a click on %s finds %+v", year, f.ID, h)
			}
		}
		if year == 1943 && len(box) <= 28 {
			t.Errorf("the 1943 box holds %d Forces: the test needs more than 28", len(box))
		}
	}
}

// TestEveryForceOfAStackCanBeChosen: an open stack of more Forces than two
// rows of the stack panel hold shows every one of them, smaller, inside the
// panel, each answering a click (from the 15th on they were a "+n more" line
// no click could choose or leave behind).
func TestEveryForceOfAStackCanBeChosen(t *testing.T) {
	for _, n := range []int{1, 14, 15, 21, 40} {
		var prev []ui.Rect
		for i := range n {
			r := designFrame.panelSlot(i, n)
			in := ui.Rect{X: designFrame.stack.X, Y: designFrame.stack.Y + panelTop, W: designFrame.stack.W, H: designFrame.stack.H - panelTop - panelFoot}
			if !in.Encloses(r) {
				t.Errorf("%d Forces: the %dth is at %v, outside the panel's counters %v", n, i+1, r, in)
			}
			for j, o := range prev {
				if overlaps(r, o) {
					t.Errorf("%d Forces: the %dth (%v) overlaps the %dth (%v)", n, i+1, r, j+1, o)
				}
			}
			prev = append(prev, r)
		}
		if s := designFrame.panelSlot(0, n).W; n <= 14 && s != panelCounter {
			t.Errorf("%d Forces are drawn %g wide, not %d: two rows hold them", n, s, panelCounter)
		}
	}
	// On the board: a stack of 20 opened in the panel, every Force a click.
	p := newPlayer(t, 2)
	toMovement(t, p)
	hawaii := p.g().In(rules.Hawaii, rules.US)
	for _, f := range p.g().In(rules.WestCoast, rules.US) {
		if len(hawaii) >= 20 {
			break
		}
		f.Area = rules.Hawaii // moved by hand: the panel shows the stack as the board has it
		hawaii = append(hawaii, f)
	}
	for i := range p.g().Forces {
		if f := &p.g().Forces[i]; f.Where == rules.InUSReinforce && len(hawaii) < 20 && p.g().Kind(f) == rules.KindShip {
			f.Where, f.Area = rules.OnMap, rules.Hawaii
			hawaii = append(hawaii, f)
		}
	}
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	p.tick() // the panel's counters answer clicks from the next frame
	open := p.s.stackPanel().forces(p.s.board())
	if len(open) < 15 {
		t.Fatalf("the open stack has %d Forces: the test needs more than 14", len(open))
	}
	for i, f := range open {
		r := p.s.lay.panelSlot(i, len(open))
		if h := p.s.cursor.at(r.CX(), r.CY()); h.kind != spotCounter || h.force != f.ID {
			t.Errorf("a click on %s (%dth of %d) finds %+v", f.ID, i+1, len(open), h)
		}
	}
	// Smaller than full size, a counter of the panel is magnified under the
	// cursor, headed by its area (it was headed "US Reinforcements").
	r := p.s.lay.panelSlot(len(open)-1, len(open))
	p.in.MoveTo(r.CX(), r.CY())
	p.tick()
	if !p.s.magnifying() {
		t.Fatal("no magnifier over a small counter of the stack panel")
	}
	// The magnifier writes its title, then the Force's name.
	last := open[len(open)-1]
	if got := drawnTexts(p); !strings.Contains(got, rules.Hawaii+"\n"+p.g().Name(last.ID)) {
		t.Errorf("the magnifier of %s is not headed %q:\n%s", last.ID, rules.Hawaii, got)
	}
}

// The Moved marker lies across a stack without hiding what its top counter
// is: over a compact counter's silhouette, below its type and above its
// values (whose figures now fill the lower half: over the silhouette as it
// was drawn, the marker covered them); over a counter zoomed to its full
// printing, on its name, clear of its type and values (at 2560x1440 it hid
// "F4F+SBD" and "SS"). A type on two lines leaves no room but the values'.
func TestMovedMarkerLeavesTheTypeInSight(t *testing.T) {
	p := newPlayer(t, 1)
	r := ui.Rect{X: 100, Y: 100, W: counterSize, H: counterSize}
	// A type on one line and one on two ("F4F" and "+SBD") when compact.
	for _, id := range []string{"US:Lexington", "US:MAG 21"} {
		ct := p.g().Counter(p.g().Force(id))
		for _, scale := range []float64{1, 2, 3} {
			v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, scenes.DesignWidth*scale, scenes.DesignHeight*scale, p.ctx.Fonts)
			top, tall, _ := markerBand(v, r, ct, false)
			band := ui.Rect{X: r.X, Y: top, W: r.W, H: tall}
			full := !ui.Compact(v, r.W)
			for _, part := range ui.CounterParts(v, r.X, r.Y, r.W, ct, false) {
				typ := strings.HasPrefix(part.What, "Type:")
				value := strings.Contains(part.What, "value")
				twoLines := !full && id == "US:MAG 21"
				if (typ || (value && !twoLines)) && part.Box.Y < band.Bottom()-0.5 && band.Y < part.Box.Bottom()-0.5 {
					t.Errorf("%s at %.0f×: the marker (%v) covers the counter's %q (%v)", id, scale, band, part.What, part.Box)
				}
			}
		}
	}
}
