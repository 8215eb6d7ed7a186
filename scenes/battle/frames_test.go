package battle

import (
	"bytes"
	"encoding/json"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestEventsPlayOnWallClockTime: an event lasts the same wall-clock time
// whatever the frame rate: with 100 ms frames (6 sixtieths a frame) the
// board plays its events in a sixth of the frames it needs at 60 frames a
// second. Every frame of an animation is drawn.
func TestEventsPlayOnWallClockTime(t *testing.T) {
	count := func(elapsed float64) (frames int, total float64, events int) {
		tr := toBattle(t, 34, "")
		if tr.s.cur == nil {
			t.Fatal("no event is playing when the board opens")
		}
		total, events = tr.s.dur-tr.s.t, 1
		for _, e := range tr.s.queue {
			total += duration(e)
			events++
		}
		tr.ctx.Elapsed = elapsed
		for ; !tr.s.Settled(); frames++ {
			if frames > 100000 {
				t.Fatal("the events never finished playing")
			}
			tr.ctx.ClearRedraw()
			tr.tick()
			if !tr.ctx.RedrawAsked() {
				t.Fatalf("frame %d of an animation was not asked for", frames)
			}
		}
		return frames, total, events
	}
	for _, elapsed := range []float64{1, 2.5, 6} {
		frames, total, events := count(elapsed)
		// Within a frame of the wall-clock time (an event ends at the frame
		// that passes its time, and hands the rest of that frame to the next).
		if want := total / elapsed; float64(frames) < want-1 || float64(frames) > want+1 {
			t.Errorf("%d events lasting %.0f/60 s took %d frames of %.1f/60 s, want %.0f", events, total, frames, elapsed, want)
		}
	}
}

// TestIdleBoardDrawsNothing: once the events have played, an Update with no
// change asks for no frame; a cursor moving onto a button or a counter does,
// and so does every move while a counter's tip follows the cursor.
func TestIdleBoardDrawsNothing(t *testing.T) {
	tr := toBattle(t, 34, "")
	tr.settle()
	// Idle is also the odds panel's figure complete: a new figure is a frame.
	tr.waitOdds()
	tr.in.MoveTo(2, 2)
	tr.tick()
	tr.ctx.ClearRedraw()
	tr.tick()
	if tr.ctx.RedrawAsked() {
		t.Fatal("an idle board asked for a frame")
	}
	bs := tr.s.buttons()
	if len(bs) == 0 {
		t.Fatal("no button to hover")
	}
	r := buttonRect(bs, 0)
	tr.in.MoveTo(r.CX(), r.CY())
	tr.tick()
	if !tr.ctx.RedrawAsked() || tr.s.hoverBtn != 0 {
		t.Fatal("hovering a button asked for no frame")
	}
	if len(tr.s.lay.units) == 0 {
		t.Fatal("no counter on the board")
	}
	u := tr.s.lay.units[0].r
	for i, x := range []float64{u.X + 4, u.X + 8} {
		tr.ctx.ClearRedraw()
		tr.in.MoveTo(x, u.CY())
		tr.tick()
		if !tr.ctx.RedrawAsked() {
			t.Fatalf("move %d over a counter, its tip following, asked for no frame", i)
		}
	}
	tr.ctx.ClearRedraw()
	tr.tick()
	if tr.ctx.RedrawAsked() {
		t.Error("a still cursor over a counter asked for a frame")
	}
}

// sameUnit compares two units as the game saves them: what the engine caches
// inside a Unit (its counter, side and class) is not part of its state.
func sameUnit(a, b rules.Unit) bool {
	ja, errA := json.Marshal(a)
	jb, errB := json.Marshal(b)
	return errA == nil && errB == nil && bytes.Equal(ja, jb)
}

// TestLastFrameShowsTheEngineState: the frame drawn when the last event of
// a decision has played (the only one drawn before the next input) lays the
// counters out as the engine has them, not as they stood when the events
// began. The battle is fought with the engine's first option each time.
func TestLastFrameShowsTheEngineState(t *testing.T) {
	tr := toBattle(t, 34, "")
	tr.ctx.Elapsed = 6 // frames of 100 ms, to draw fewer
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	for step := 0; step < 12 && tr.g().Battle != nil; step++ {
		for i := 0; i < 100000 && !tr.s.Settled(); i++ {
			tr.s.Draw(img, tr.ctx) // every frame of the events, as the manager does
			tr.tick()
		}
		tr.s.Draw(img, tr.ctx)
		want := computeLayout(tr.g(), tr.g().Battle)
		if len(tr.s.lay.units) != len(want.units) {
			t.Fatalf("decision %d: the last frame shows %d counters, the engine has %d", step, len(tr.s.lay.units), len(want.units))
		}
		for i, p := range want.units {
			got := tr.s.lay.units[i]
			if got.u.ID() != p.u.ID() || got.r != p.r || !sameUnit(*got.u, *p.u) {
				t.Fatalf("decision %d: the last frame shows %s at %v (%+v), the engine at %v (%+v)", step, got.u.ID(), got.r, *got.u, p.r, *p.u)
			}
		}
		if !tr.s.apply(tr.g().Pending().Options[0]) {
			t.Fatalf("the engine refused its own first option: %s", tr.s.note.Text)
		}
	}
}

// TestJapaneseInfantryOnTheBeachIsShown: Japanese Infantry landing on a
// US-held island appear in a Beach box of the Japanese side, and the board
// draws their counter there. The battle is set out by hand, US Infantry in
// the Foxholes of Midway Island and Japanese Infantry on its Beach, so the
// test never depends on a seed's campaign bringing Japanese Infantry ashore.
func TestJapaneseInfantryOnTheBeachIsShown(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	const area = "Midway Island"
	jp, us := g.Force("JP:16th Inf"), g.Force("US:1st Marine")
	if jp == nil || us == nil {
		t.Fatal("the 1942 campaign has no JP:16th Inf or US:1st Marine")
	}
	for _, f := range []*rules.Force{jp, us} {
		if k := g.Counter(f).Type.Kind(); k != rules.KindInfantry {
			t.Fatalf("%s is %s, want Infantry", f.ID, k)
		}
		f.Where, f.Area = rules.OnMap, area
	}
	g.Battle = &rules.Battle{Area: area, Turn: 1, TurnsLeft: 2, USAirfields: 1, Units: []rules.Unit{
		rules.Unit{Order: 0}.As(us.ID, rules.US, us.Counter, false).At(rules.PosFoxholes),
		rules.Unit{Order: 1}.As(jp.ID, rules.Japan, jp.Counter, false).At(rules.PosBeach),
	}}
	l := computeLayout(g, g.Battle)
	p, ok := l.find(jp.ID)
	if !ok {
		t.Fatalf("Japanese Infantry %s on the Beach is not on the board", jp.ID)
	}
	var beach *group
	for i := range l.groups {
		if gr := &l.groups[i]; gr.side == rules.Japan && gr.zone == rules.ZoneIsland && gr.label == "Beach" {
			beach = gr
		}
	}
	if beach == nil {
		t.Fatal("the Island has no Japanese Beach box")
	}
	if len(beach.units) != 1 || beach.units[0].ID() != jp.ID {
		t.Errorf("the Japanese Beach box holds %d counters, want only %s", len(beach.units), jp.ID)
	}
	if !beach.r.Contains(p.r.X, p.r.Y) || !beach.r.Contains(p.r.Right()-0.5, p.r.Bottom()-0.5) {
		t.Errorf("%s is laid out at %v, outside the Japanese Beach box %v", jp.ID, p.r, beach.r)
	}
	// And the board draws it there: a Japanese counter is red.
	s, err := New(g, nil, nil, func([]rules.Event) scenes.Scene { return nil })
	if err != nil {
		t.Fatal(err)
	}
	ctx, err := scenes.NewTestContext(g, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	s.Draw(img, ctx)
	rgba := image.NewRGBA(image.Rect(0, 0, scenes.DesignWidth, scenes.DesignHeight))
	img.ReadPixels(rgba.Pix)
	red, all := 0, 0
	for y := int(p.r.Y) + 2; y < int(p.r.Bottom())-2; y++ {
		for x := int(p.r.X) + 2; x < int(p.r.Right())-2; x++ {
			c := rgba.RGBAAt(x, y)
			if abs(int(c.R)-int(ui.JPRed.R)) < 28 && abs(int(c.G)-int(ui.JPRed.G)) < 28 && abs(int(c.B)-int(ui.JPRed.B)) < 28 {
				red++
			}
			all++
		}
	}
	if red < all/3 {
		t.Errorf("%d of %d pixels where %s is laid out are Japanese red: is the counter drawn?", red, all, jp.ID)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
