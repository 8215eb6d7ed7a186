package logistics

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/scenetest"
	"nimitz/scenes/ui"
	"nimitz/sim"
	"nimitz/sound"
)

// postBattle plays a campaign with the heuristic policy until the engine has
// played the steps after the battles, and returns the events of that decision.
func postBattle(t *testing.T, seed uint64) (*rules.Game, []rules.Event) {
	t.Helper()
	return postBattleIn(t, 1942, seed)
}

// postBattleIn is postBattle in the campaign of a year.
func postBattleIn(t *testing.T, year int, seed uint64) (*rules.Game, []rules.Event) {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: year, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !g.Over; i++ {
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := g.Apply(d)
		if err != nil {
			t.Fatal(err)
		}
		if Has(evs) {
			return g, evs
		}
	}
	t.Fatal("the steps after the battles never came")
	return nil, nil
}

type done struct{ scenes.Scene }

func TestLogisticsShowsEveryStepAndContinues(t *testing.T) {
	g, evs := postBattle(t, 46)
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(g, in)
	if err != nil {
		t.Fatal(err)
	}
	var next scenes.Scene = done{}
	called := false
	s, err := New(g, evs, func() scenes.Scene { called = true; return next })
	if err != nil {
		t.Fatal(err)
	}
	tick := func() {
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	for i := 0; i < 10000 && !s.Settled(); i++ {
		tick()
	}
	if !s.Settled() {
		t.Fatal("the panels never all showed")
	}
	// The Reinforcement roll with its die and row, and the Forces arriving in Japan.
	var roll, arrived, hold *rules.Event
	for i := range s.panels {
		for j := range s.panels[i].evs {
			e := &s.panels[i].evs[j]
			switch e.Kind {
			case rules.EvReinforceRoll:
				roll = e
			case rules.EvReinforcements:
				arrived = e
			case rules.EvHold:
				hold = e
			}
		}
	}
	if roll == nil || len(roll.Dice) != 1 || roll.Row == "" {
		t.Fatalf("no Reinforcement roll with its die and row: %+v", roll)
	}
	if arrived == nil {
		t.Fatal("no new Japanese Forces shown")
	}
	for _, id := range arrived.Forces {
		if f := g.Force(id); f == nil || f.Where != rules.OnMap || f.Area != rules.JapanArea {
			t.Errorf("%s is shown arriving but is not in Japan", id)
		}
	}
	if hold == nil || len(g.PlayerLog) == 0 || hold.Points != len(g.PlayerLog[len(g.PlayerLog)-1].Held) {
		t.Errorf("the Objectives shown (%+v) disagree with the Player Log", hold)
	}
	// The roll's modifiers as the game log words them, "+8 for 8 Resupply
	// counter(s)": the value is not printed twice ("+8  8 Resupply…").
	if len(roll.Modifiers) == 0 {
		t.Fatal("the roll has no modifier to show")
	}
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	s.Draw(ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight), ctx)
	ctx.Fonts.Layout = nil
	for _, m := range roll.Modifiers {
		want := fmt.Sprintf("%+d for %s", m.Value, m.Reason)
		found := false
		for _, d := range rec.Texts {
			found = found || strings.HasPrefix(want, d.Text) && len(d.Text) > 6
		}
		if !found {
			t.Errorf("the modifier %q is not shown as %q", m.Reason, want)
		}
	}
	// The turn's summary tells the Ships home from Return to Port apart from
	// those sent into it (both were "move through the Return to Port boxes").
	drawn := ""
	for _, d := range rec.Texts {
		drawn += d.Text + " "
	}
	drawn = strings.Join(strings.Fields(drawn), " ")
	moves := 0
	for i := range s.panels {
		for _, e := range s.panels[i].evs {
			if e.Kind != rules.EvReturnToPort {
				continue
			}
			moves++
			want := fmt.Sprintf("%d US Ships go into the Return to Port box.", len(e.Forces))
			if e.To != "" {
				want = fmt.Sprintf("%d US Ships come back from Return to Port to the %s.", len(e.Forces), e.To)
			}
			if !strings.Contains(drawn, want) {
				t.Errorf("the summary does not say %q", want)
			}
		}
	}
	if moves != 2 {
		t.Errorf("the turn has %d Return to Port moves: the test needs Ships both home and sent", moves)
	}
	if strings.Contains(drawn, "Japan Invasion") {
		t.Error("a 1942 turn speaks of the Japan Invasion box")
	}
	if dir := os.Getenv("NIMITZ_SHOTS"); dir != "" {
		img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
		s.Draw(img, ctx)
		rgba := image.NewRGBA(image.Rect(0, 0, scenes.DesignWidth, scenes.DesignHeight))
		img.ReadPixels(rgba.Pix)
		f, err := os.Create(filepath.Join(dir, "logistics.png"))
		if err != nil {
			t.Fatal(err)
		}
		png.Encode(f, rgba)
		f.Close()
	}
	in.Click(s.continueRect.CX(), s.continueRect.CY())
	tick()
	tick()
	if !called {
		t.Error("Continue did not leave the screen")
	}
}

func TestLogisticsRefusesNoEvents(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := New(g, nil, func() scenes.Scene { return nil }); err == nil {
		t.Error("a screen with nothing to show was made")
	}
}

// TestLogisticsSoundsTheRoll: the Japanese reinforcement roll rattles the
// dice when its panel is revealed, once, and a click that reveals every
// panel at once sounds each kind once.
func TestLogisticsSoundsTheRoll(t *testing.T) {
	g, evs := postBattle(t, 46)
	for _, skip := range []bool{false, true} {
		in := &ui.Script{}
		ctx, err := scenes.NewTestContext(g, in)
		if err != nil {
			t.Fatal(err)
		}
		rec := &scenetest.Sounds{}
		ctx.Sound = rec
		s, err := New(g, evs, func() scenes.Scene { return done{} })
		if err != nil {
			t.Fatal(err)
		}
		dice := 0
		for i := 0; i < 10000 && !s.Settled(); i++ {
			ctx.ClearSounds()
			rec.Frames = append(rec.Frames, nil)
			if skip {
				in.Click(0, 0)
			}
			if err := s.Update(ctx); err != nil {
				t.Fatal(err)
			}
			in.EndTick()
			for _, e := range rec.Frames[len(rec.Frames)-1] {
				if e == sound.Dice {
					dice++
				}
			}
		}
		if dice != 1 {
			t.Errorf("skip %v: the dice sounded %d times, want once for the reinforcement roll", skip, dice)
		}
	}
}

// TestInvasionCountsBesideTheObjectives: in 1945 "add up the Buy Cost of all
// the Forces in the box to determine the number of Objective Points they
// earn toward Victory": the turn's Objectives panel says what the box holds
// and earns, which the Objectives held leave out.
func TestInvasionCountsBesideTheObjectives(t *testing.T) {
	g, evs := postBattleIn(t, 1945, 3)
	ctx, err := scenes.NewTestContext(g, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(g, evs, func() scenes.Scene { return done{} })
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10000 && !s.Settled(); i++ {
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	s.Draw(ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight), ctx)
	ctx.Fonts.Layout = nil
	drawn := ""
	for _, d := range rec.Texts {
		drawn += d.Text + " "
	}
	drawn = strings.Join(strings.Fields(drawn), " ")
	want := fmt.Sprintf("Japan Invasion box: Buy Cost %d, %d Objective", g.InvasionCost(), g.InvasionObjectives())
	if !strings.Contains(drawn, want) {
		t.Errorf("the panels do not say %q", want)
	}
}
