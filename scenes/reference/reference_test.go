package reference

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// behind is the scene the reference was opened from.
type behind struct{}

func (behind) Update(*scenes.Context) error        { return nil }
func (behind) Draw(*ebiten.Image, *scenes.Context) {}

// refTester drives the reference through a manager with scripted input.
type refTester struct {
	t  *testing.T
	m  *scenes.Manager
	in *ui.Script
	s  *Scene
}

func open(t *testing.T) *refTester {
	t.Helper()
	in := &ui.Script{}
	s := New(behind{})
	if s.err != "" {
		t.Fatalf("the reference could not read the rules: %s", s.err)
	}
	m, err := scenes.NewManager(scenes.Context{Input: in}, s, scenes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tr := &refTester{t: t, m: m, in: in, s: s}
	tr.tick()
	return tr
}

func (tr *refTester) tick() {
	tr.t.Helper()
	if err := tr.m.Update(); err != nil {
		tr.t.Fatal(err)
	}
	tr.in.EndTick()
}

func (tr *refTester) key(k ebiten.Key) { tr.in.Key(k); tr.tick(); tr.tick() }

func (tr *refTester) click(r ui.Rect) { tr.in.Click(r.CX(), r.CY()); tr.tick(); tr.tick() }

func (tr *refTester) closed() bool {
	_, ok := tr.m.Current().(behind)
	return ok
}

// TestReferenceTabsAndClose: every tab opens by a click, Tab and the arrows
// go round them, and Esc, F1, a right click and the button close the
// reference, back to the scene it was opened from.
func TestReferenceTabsAndClose(t *testing.T) {
	tr := open(t)
	for i := len(Tabs) - 1; i >= 0; i-- {
		tr.click(tr.s.head().tab(i))
		if tr.s.Tab() != i {
			t.Fatalf("clicking tab %q shows tab %d", Tabs[i], tr.s.Tab())
		}
	}
	tr.key(ebiten.KeyArrowLeft)
	if tr.s.Tab() != len(Tabs)-1 {
		t.Errorf("← from the first tab shows %d, want the last", tr.s.Tab())
	}
	tr.key(ebiten.KeyTab)
	tr.key(ebiten.KeyArrowRight)
	if tr.s.Tab() != 1 {
		t.Errorf("Tab and → from the last tab show %d, want 1", tr.s.Tab())
	}
	if tr.closed() {
		t.Fatal("changing tabs closed the reference")
	}
	closers := []func(){
		func() { tr.key(ebiten.KeyEscape) },
		func() { tr.key(ebiten.KeyF1) },
		func() { tr.in.RightClick(800, 450); tr.tick(); tr.tick() },
		func() { tr.click(headFor(ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight}, 0).back) },
	}
	for i, c := range closers {
		tr = open(t)
		c()
		if !tr.closed() {
			t.Errorf("closer %d left %T on screen", i, tr.m.Current())
		}
	}
}

// TestReferenceDrawsOnDemand: the reference is drawn on input only; a new
// page asks for a frame.
func TestReferenceDrawsOnDemand(t *testing.T) {
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	s := New(behind{})
	if !s.DrawsOnDemand() {
		t.Fatal("the reference is drawn every frame")
	}
	_ = s.Update(ctx)
	ctx.ClearRedraw()
	_ = s.Update(ctx)
	if ctx.RedrawAsked() {
		t.Error("an idle reference asked for a frame")
	}
	in.Key(ebiten.KeyTab)
	_ = s.Update(ctx)
	if !ctx.RedrawAsked() || s.Tab() != 1 {
		t.Error("a new page asked for no frame")
	}
}

// TestReferenceDrawsEveryTab draws each page: text on it, and none below the
// page's frame. The pictures go to $NIMITZ_SHOTS/reference-N.png when set.
func TestReferenceDrawsEveryTab(t *testing.T) {
	ctx, err := scenes.NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	s := New(behind{})
	for i := range Tabs {
		s.tab = i
		img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
		s.Draw(img, ctx)
		rgba := image.NewRGBA(image.Rect(0, 0, scenes.DesignWidth, scenes.DesignHeight))
		img.ReadPixels(rgba.Pix)
		img.Deallocate()
		if n := textPixels(rgba, 100, scenes.DesignHeight-16); n < 3000 {
			t.Errorf("tab %q has %d text pixels on its page", Tabs[i], n)
		}
		if n := textPixels(rgba, scenes.DesignHeight-13, scenes.DesignHeight); n > 0 {
			t.Errorf("tab %q draws %d text pixels below its page", Tabs[i], n)
		}
		if dir := os.Getenv("NIMITZ_SHOTS"); dir != "" {
			f, err := os.Create(filepath.Join(dir, "reference-"+string(rune('1'+i))+".png"))
			if err != nil {
				t.Fatal(err)
			}
			if err := png.Encode(f, rgba); err != nil {
				t.Error(err)
			}
			f.Close()
		}
	}
}

// textPixels counts light pixels (text) in the rows y0 to y1.
func textPixels(img *image.RGBA, y0, y1 int) int {
	n := 0
	for y := y0; y < y1; y++ {
		for x := 0; x < scenes.DesignWidth; x++ {
			c := img.RGBAAt(x, y)
			if int(c.R)+int(c.G)+int(c.B) > 3*0xb0 {
				n++
			}
		}
	}
	return n
}

// The Sequence of Play page says what the engine enforces. The rulebook's
// Defeat Check: "If the US is reduced to Holding the number of Objectives
// listed for the "Replaced" evaluation level at the end of any Campaign Turn,
// you immediately lose the Campaign. ... If you are reduced to Holding 3 or
// fewer Objectives at the end of a Campaign Turn, you get Replaced" (1942).
// US Movement: "Each time you move a US Ship, Land-Based Aircraft, or
// Infantry, during the Movement step you must pay 1 Supply point", to "any
// Map Area except Japan and East Asia"; moves have no range
// (docs/rulings.md, "US Movement").
func TestSequenceSaysTheRulesEnforced(t *testing.T) {
	s := New(behind{})
	if s.err != "" {
		t.Fatal(s.err)
	}
	defeat := s.stepLine(rules.StepDefeatCheck)
	if !strings.Contains(defeat, "1942: 3 or fewer") || strings.Contains(defeat, "lose them all") {
		t.Errorf("the Defeat Check says %q", defeat)
	}
	move := s.stepLine(rules.StepMovement)
	for _, want := range []string{"1 Supply Point each", "Japan and East Asia"} {
		if !strings.Contains(move, want) {
			t.Errorf("US Movement says %q: no %q", move, want)
		}
	}
	if strings.Contains(move, "2 areas") || strings.Contains(move, "range") {
		t.Errorf("US Movement gives moves a range the rules do not: %q", move)
	}
	for _, st := range rules.Sequence {
		if s.stepLine(st) == "" {
			t.Errorf("no line for %s", st)
		}
	}
}

// TestLegendCaptionsClearTheLabels: on the Counter legend, a counter's
// caption ("Damaged side: …", long enough to reach under the labels) stands
// below every label of its parts, with a gap, at three window sizes.
func TestLegendCaptionsClearTheLabels(t *testing.T) {
	ctx, err := scenes.NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	s := New(behind{})
	s.tab = slices.Index(Tabs, "Counter legend")
	if s.tab < 0 {
		t.Fatalf("no Counter legend tab: %q", Tabs)
	}
	for _, size := range windowSizes {
		texts := drawnTexts(s, ctx, size)
		captions := 0
		for _, c := range texts {
			if c.Text != "Full strength" && !strings.HasPrefix(c.Text, "Damaged side") {
				continue
			}
			captions++
			for _, l := range texts {
				if l.Text == c.Text || l.Box.Right() <= c.Box.X || l.Box.X >= c.Box.Right() {
					continue
				}
				// A label of the same counter: above the caption, not
				// under it (the second counter's labels are far below).
				if l.Box.Y < c.Box.Y && l.Box.Y > c.Box.Y-200 && l.Box.Bottom()+2 > c.Box.Y {
					t.Errorf("%dx%d: %q (to %.1f) runs into the caption %q at %.1f", size[0], size[1], l.Text, l.Box.Bottom(), c.Text, c.Box.Y)
				}
			}
		}
		if captions != 2 {
			t.Fatalf("%dx%d: %d captions drawn, want 2", size[0], size[1], captions)
		}
	}
}

// TestBattleTurnPageSaysEveryStep: the Battle Turn page lists the Battle
// Sheet's sequence, the rulebook's "SET-UP - Move US Forces to Battle Map -
// Move Japanese Forces to Battle Map - Roll for Battle Turns - Determine
// Japanese Battle Plan Draws" and "COMBAT ... Perform the following steps
// each Battle Turn", each step with its line, whole (none cut short) and on
// the page, at three window sizes.
func TestBattleTurnPageSaysEveryStep(t *testing.T) {
	ctx, err := scenes.NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	s := New(behind{})
	s.tab = slices.Index(Tabs, "Battle Turn")
	if s.tab < 0 {
		t.Fatal("no Battle Turn page")
	}
	steps := append(slices.Clone(rules.SheetSetUp), rules.SheetCombat...)
	for _, size := range windowSizes {
		drawn := map[string]ui.Rect{}
		bottom := 0.0
		for _, d := range drawnTexts(s, ctx, size) {
			drawn[d.Text] = d.Box
			if strings.HasSuffix(d.Text, "…") {
				t.Errorf("%dx%d: %q is cut short", size[0], size[1], d.Text)
			}
			bottom = max(bottom, d.Box.Bottom())
		}
		for _, st := range steps {
			line := sheetStepText[st]
			if line == "" {
				t.Fatalf("no line for %s", st)
			}
			name, ok := drawn[string(st)]
			at, ok2 := drawn[line]
			if !ok || !ok2 {
				t.Errorf("%dx%d: %s or its line is not drawn", size[0], size[1], st)
				continue
			}
			if at.X <= name.Right() {
				t.Errorf("%dx%d: %s's line starts at %.0f, inside its name (to %.0f)", size[0], size[1], st, at.X, name.Right())
			}
		}
		if h := float64(size[1]) / s.View.Scale; bottom > h-14 {
			t.Errorf("%dx%d: the page's text reaches %.0f of %.0f", size[0], size[1], bottom, h)
		}
	}
}

// windowSizes are the windows the pages are checked at: a 1366x768 laptop's,
// the design size, and a 2560x1440 screen's (as the window manager leaves
// them).
var windowSizes = [][2]int{{1311, 691}, {1600, 900}, {2458, 1382}}

// drawnTexts draws the page shown in a window of size and returns its texts
// where they were drawn.
func drawnTexts(s *Scene, ctx *scenes.Context, size [2]int) []ui.Drawn {
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	img := ebiten.NewImage(size[0], size[1])
	ctx.Full = true
	s.Draw(img, ctx)
	img.Deallocate()
	ctx.Fonts.Layout = nil
	return rec.Texts
}

// TestSpecialRulesPage: the Special Campaign Rules page tells each rule the
// campaigns use, from their Set-Up data: "During the 1944 Campaign, draw 2
// extra Japanese Infantry counters during each Japanese Reinforcements
// phase", the Strategic Bombing of 1944 and 1945, "you may move up to 7
// Force counters from the Hawaiian Islands and West Coast to the 1945 Japan
// Invasion box" with its table (49- 0, 50-79 1, 80-99 2, 100+ 3), "do not
// roll Japanese Orders for the Forces on Okinawa and Iwo Jima", and "end the
// Campaign after the "Jul/Aug" Campaign Turn".
func TestSpecialRulesPage(t *testing.T) {
	s := New(behind{})
	byTitle := map[string]specialRule{}
	for _, r := range specialRules(s.setups) {
		byTitle[r.title] = r
	}
	check := func(title, years string, words ...string) {
		t.Helper()
		r, ok := byTitle[title]
		if !ok {
			t.Errorf("no rule %q: %v", title, byTitle)
			return
		}
		if yearsText(r.years) != years {
			t.Errorf("%s applies to %q, want %q", title, yearsText(r.years), years)
		}
		for _, w := range words {
			if !strings.Contains(r.text, w) {
				t.Errorf("%s says %q, not %q", title, r.text, w)
			}
		}
	}
	check("Japanese Infantry", "1944", "2 extra Infantry")
	check("US Strategic Bombing", "1944 and 1945", "Mariana Islands", "1 Supply Point each")
	check("Japan Invasion", "1945", "up to 7 Forces", "Hawaiian Islands or the West Coast")
	check("Iwo Jima and Okinawa", "1945", "roll no Japanese Orders")
	check("Campaign length", "1942, 1943, 1944 and 1945", "1945: Jan/Feb to Jul/Aug (4 turns)")
	want := [][2]string{{"Buy Cost 100 or more", "3 Objectives"}, {"Buy Cost 80 to 99", "2 Objectives"}, {"Buy Cost 50 to 79", "1 Objective"}, {"Buy Cost 49 or less", "0 Objectives"}}
	if got := byTitle["Japan Invasion"].table; !slices.Equal(got, want) {
		t.Errorf("the Japan Invasion table reads %q, want %q", got, want)
	}
}
