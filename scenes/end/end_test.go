package end

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/reference"
	"nimitz/scenes/ui"
	"nimitz/sim"
)

// finished plays a seeded 1942 campaign to its end with the heuristic policy.
func finished(t *testing.T) *rules.Game {
	t.Helper()
	res := sim.PlayOne(1942, 5, "heuristic", false, nil)
	if res.Err != "" || res.Final == nil || !res.Final.Over {
		t.Fatalf("the seeded campaign did not end: %s", res.Err)
	}
	g := res.Final
	if g.Evaluation == "" || len(g.PlayerLog) == 0 {
		t.Fatalf("the finished game has no Evaluation (%q) or no Player Log (%d turns)", g.Evaluation, len(g.PlayerLog))
	}
	return g
}

// screen stands for the scenes the end screen leads to.
type screen struct{ name string }

func (screen) Update(*scenes.Context) error        { return nil }
func (screen) Draw(*ebiten.Image, *scenes.Context) {}

// endTester drives the end screen through a manager with scripted input.
type endTester struct {
	t  *testing.T
	m  *scenes.Manager
	in *ui.Script
	s  *Scene
}

func newEndTester(t *testing.T, g *rules.Game) *endTester {
	t.Helper()
	s, err := New(g, func() scenes.Scene { return screen{name: "title"} }, func() scenes.Scene { return screen{name: "map"} })
	if err != nil {
		t.Fatal(err)
	}
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Game: g, Input: in}, s, scenes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tr := &endTester{t: t, m: m, in: in, s: s}
	tr.tick()
	return tr
}

func (tr *endTester) tick() {
	tr.t.Helper()
	if err := tr.m.Update(); err != nil {
		tr.t.Fatal(err)
	}
	tr.in.EndTick()
}

func (tr *endTester) click(r ui.Rect) { tr.in.Click(r.CX(), r.CY()); tr.tick(); tr.tick() }

func (tr *endTester) key(k ebiten.Key) { tr.in.Key(k); tr.tick(); tr.tick() }

func (tr *endTester) at() string {
	switch c := tr.m.Current().(type) {
	case *Scene:
		return "end"
	case *reference.Scene:
		return "reference"
	case screen:
		return c.name
	default:
		return "?"
	}
}

func TestEndRefusesAGameInProgress(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(g, nil, nil); err == nil {
		t.Error("the end screen opened on a campaign in progress")
	}
}

// TestEndNavigates: the rules reference opens and closes back to the end
// screen; the map and the title are reached by their buttons and Enter.
func TestEndNavigates(t *testing.T) {
	g := finished(t)
	tr := newEndTester(t, g)
	tr.click(rulesRect)
	if tr.at() != "reference" {
		t.Fatalf("Rules led to %s", tr.at())
	}
	tr.key(ebiten.KeyEscape)
	if tr.at() != "end" {
		t.Fatalf("closing the reference led to %s", tr.at())
	}
	tr.key(ebiten.KeyF1)
	tr.key(ebiten.KeyF1)
	if tr.at() != "end" {
		t.Fatalf("F1 twice led to %s", tr.at())
	}
	tr.click(mapRect)
	if tr.at() != "map" {
		t.Fatalf("Look at the map led to %s", tr.at())
	}
	tr = newEndTester(t, g)
	tr.key(ebiten.KeyEnter)
	if tr.at() != "title" {
		t.Fatalf("Enter led to %s", tr.at())
	}
	tr = newEndTester(t, g)
	tr.click(titleRect)
	if tr.at() != "title" {
		t.Fatalf("New campaign led to %s", tr.at())
	}
}

// TestEndDrawsOnlyOnChange: an idle end screen asks for no frame; moving onto
// a button does.
func TestEndDrawsOnlyOnChange(t *testing.T) {
	g := finished(t)
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(g, in)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	_ = s.Update(ctx)
	ctx.ClearRedraw()
	_ = s.Update(ctx)
	if ctx.RedrawAsked() {
		t.Error("an idle end screen asked for a frame")
	}
	in.MoveTo(rulesRect.CX(), rulesRect.CY())
	_ = s.Update(ctx)
	if !ctx.RedrawAsked() {
		t.Error("hovering Rules asked for no frame")
	}
}

// TestEndShowsEvaluationAndPlayerLog draws the end screen of a finished game:
// the Evaluation in its banner, a bar for every turn of the Player Log in the
// chart, a line for every turn in the log panel. The picture goes to
// $NIMITZ_SHOTS/end.png when set.
func TestEndShowsEvaluationAndPlayerLog(t *testing.T) {
	g := finished(t)
	ctx, err := scenes.NewTestContext(g, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(g, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	img := draw(t, s, ctx)
	if n := bright(img, ui.Rect{X: 200, Y: 66, W: scenes.DesignWidth - 400, H: 74}, ui.Gold); n < 500 {
		t.Errorf("the Evaluation banner has %d gold pixels: is %q drawn?", n, g.Evaluation)
	}
	// The log panel holds a line per turn: each line's turn name is cream.
	log := ui.Rect{X: 960, Y: 240, W: 130, H: 560}
	lines := rows(img, log, ui.Cream)
	if lines < len(g.PlayerLog) {
		t.Errorf("the Player Log shows %d lines of turn names, want %d", lines, len(g.PlayerLog))
	}
	// The chart: a blue bar above every turn that held an Objective.
	plot := ui.Rect{X: 90, Y: 254, W: 830, H: 270}
	bars := 0
	for _, rec := range g.PlayerLog {
		if len(rec.Held) > 0 {
			bars++
		}
	}
	if got := columns(img, plot, ui.USBlue); got < bars {
		t.Errorf("the chart shows %d bars, want %d", got, bars)
	}
	if dir := os.Getenv("NIMITZ_SHOTS"); dir != "" {
		if err := writePNG(filepath.Join(dir, "end.png"), img); err != nil {
			t.Error(err)
		}
	}
}

// draw paints s at the design size and returns the picture.
func draw(t *testing.T, s scenes.Scene, ctx *scenes.Context) *image.RGBA {
	t.Helper()
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	ctx.Full = true
	s.Draw(img, ctx)
	rgba := image.NewRGBA(image.Rect(0, 0, scenes.DesignWidth, scenes.DesignHeight))
	img.ReadPixels(rgba.Pix)
	return rgba
}

// TestInvasionLineSaysTheBoxsObjectives: "At the end of the Campaign, add
// up the Buy Cost of all the Forces in the box to determine the number of
// Objective Points they earn toward Victory." The end screen's line under
// a 1945 Campaign gives the box's cost and its own Objectives, not the whole
// Score, and keeps clear of the buttons.
func TestInvasionLineSaysTheBoxsObjectives(t *testing.T) {
	res := sim.PlayOne(1945, 3, "heuristic", false, nil)
	if res.Err != "" || res.Final == nil || !res.Final.Over {
		t.Fatalf("the seeded 1945 campaign did not end: %s", res.Err)
	}
	g := res.Final
	if len(g.InvasionForces()) == 0 || g.InvasionObjectives() == g.Score {
		t.Fatalf("the test needs a box that earns part of the Score: %d Forces, %d of %d Objectives", len(g.InvasionForces()), g.InvasionObjectives(), g.Score)
	}
	line := invasionLine(g)
	want := fmt.Sprintf("Buy Cost %d, %d Objective", g.InvasionCost(), g.InvasionObjectives())
	if !strings.Contains(line, want) {
		t.Errorf("the line says %q, want %q", line, want)
	}
	ctx, err := scenes.NewTestContext(g, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, scenes.DesignWidth, scenes.DesignHeight, ctx.Fonts)
	if right := invasionX + v.TextWidth(line, ui.SizeBody, true); right > replayRect.X-8 {
		t.Errorf("the line ends at %.0f, under the buttons from %.0f", right, replayRect.X)
	}
	if old := finished(t); invasionLine(old) != "" {
		t.Errorf("a 1942 Campaign shows %q", invasionLine(old))
	}
}
