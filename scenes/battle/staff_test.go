package battle

import (
	"context"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/expert"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
	"nimitz/sim"
)

// firstOptions advises the first three options the battle offers, each
// with a reason that needs its three lines, and the plan card to light.
func firstOptions(_ context.Context, g *rules.Game, n int) ([]expert.Choice, error) {
	var out []expert.Choice
	for i, o := range g.Pending().Options {
		if len(out) == n {
			break
		}
		c := expert.Choice{Option: i, Decision: o, Objectives: 5.4, ObjectivesSE: 0.3, Historical: 0.64, HistoricalSE: 0.05,
			Reason: "The Japanese carriers are in the Japanese Ocean and 6 Japanese aircraft can reach the Coastal Area: the US Ships there would take their Hits first."}
		if len(o.Plans) > 0 {
			c.Show.Plan = o.Plans[0]
		}
		out = append(out, c)
	}
	return out, nil
}

func (tr *tester) awaitAdvice() staff.State {
	tr.t.Helper()
	for range 2000 {
		tr.tick()
		if st := tr.s.staff.advice.State(); !st.Running {
			return st
		}
		time.Sleep(time.Millisecond)
	}
	tr.t.Fatal("the staff never answered")
	return staff.State{}
}

func liveDecisions(t *testing.T, dir string) []rules.Decision {
	t.Helper()
	l, err := savegame.Load(filepath.Join(dir, savegame.LiveName))
	if err != nil {
		t.Fatal(err)
	}
	return l.Session.Decisions()
}

// A on the Battle Sheet asks the staff; 1 applies its first choice through
// the session, into the live save.
func TestAskTheStaffOnTheSheet(t *testing.T) {
	tr := toBattle(t, 1, "")
	dir := t.TempDir()
	tr.ctx.AutosaveDir = dir
	tr.s.SetAdvisor(firstOptions)
	tr.settle()
	before := tr.ctx.Session.Len()
	tr.in.Key(ebiten.KeyA)
	tr.tick()
	st := tr.awaitAdvice()
	if st.Err != nil || len(st.Choices) == 0 {
		t.Fatalf("no advice: %v", st.Err)
	}
	want := st.Choices[0].Decision
	tr.in.Key(ebiten.Key1)
	tr.tick()
	tr.settle()
	ds := tr.ctx.Session.Decisions()
	if len(ds) != before+1 || !reflect.DeepEqual(ds[len(ds)-1], want) {
		t.Fatalf("Do it recorded %v, want %v last", ds[before:], want)
	}
	if live := liveDecisions(t, dir); !reflect.DeepEqual(live, ds) {
		t.Errorf("the live save holds %d decisions, the session %d", len(live), len(ds))
	}
}

// A pressed while the log still plays shows the log whole and asks the
// staff at once: the key is not lost to the animation.
func TestAskTheStaffWhileTheLogPlays(t *testing.T) {
	tr := toBattle(t, 1, "")
	tr.s.SetAdvisor(firstOptions)
	if tr.s.cur == nil {
		t.Fatal("the battle's log is not playing at its start")
	}
	tr.in.Key(ebiten.KeyA)
	tr.tick()
	if tr.s.cur != nil {
		t.Error("the log still plays after A")
	}
	if !tr.s.staff.open {
		t.Fatal("A during the log did not open the staff's panel")
	}
	if st := tr.awaitAdvice(); st.Err != nil || len(st.Choices) == 0 {
		t.Fatalf("no advice: %v", st.Err)
	}
}

// With the setting "the staff fights the battles", a battle begun is
// fought by the staff: its decisions go through the session, one at a
// time, each in the live save, until the battle is over.
func TestTheStaffFightsTheBattleBySetting(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", 1)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; g.Asks() != rules.AskChooseBattle; i++ {
		if i > 5000 || g.Over {
			t.Fatal("no battle in sight")
		}
		d, err := pol.Decide(g)
		if err == nil {
			_, err = g.Apply(d)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(g, in)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ctx.AutosaveDir = dir
	ctx.Settings.StaffFightsBattles, ctx.Settings.AnimationSpeed = true, 0
	evs, err := ctx.Apply(g.Pending().Options[0])
	if err != nil {
		t.Fatal(err)
	}
	begun := ctx.Session.Len()
	s, err := New(ctx.Game, nil, evs, func([]rules.Event) scenes.Scene { return nil })
	if err != nil {
		t.Fatal(err)
	}
	s.SetAdvisor(func(_ context.Context, g *rules.Game, n int) ([]expert.Choice, error) {
		d, err := pol.Decide(g)
		return []expert.Choice{{Decision: d}}, err
	})
	ctx.Elapsed = 60
	for i := 0; i < 20000 && !s.Over(); i++ {
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
		if i%16 == 0 {
			time.Sleep(time.Millisecond)
		}
	}
	if !s.Over() {
		t.Fatalf("the staff did not finish the battle: %d decisions made", ctx.Session.Len()-begun)
	}
	ds := ctx.Session.Decisions()
	if len(ds) <= begun {
		t.Fatal("the battle ended with no decision of the staff's")
	}
	if live := liveDecisions(t, dir); !reflect.DeepEqual(live, ds) {
		t.Errorf("the live save holds %d decisions, the session %d", len(live), len(ds))
	}
}

// The advice panel fits the right column at a laptop's window and a large
// monitor's, leaving the sheet, the track and the plans in sight.
func TestAdvicePanelFitsTheSheet(t *testing.T) {
	tr := toBattle(t, 1, "")
	tr.s.SetAdvisor(firstOptions)
	tr.settle()
	tr.in.Key(ebiten.KeyA)
	tr.tick()
	tr.awaitAdvice()
	var rec ui.Layout
	tr.ctx.Fonts.Layout = &rec
	defer func() { tr.ctx.Fonts.Layout = nil }()
	for _, sz := range [][2]int{{1366, 768}, {2560, 1440}} {
		img := ebiten.NewImage(sz[0], sz[1])
		tr.ctx.Full = true
		tr.s.Draw(img, tr.ctx)
		tr.tick()
		rec.Reset()
		tr.ctx.Full = true
		tr.s.Draw(img, tr.ctx)
		img.Deallocate()
		p := tr.s.staffPanel()
		canvas := tr.s.LastView().Canvas()
		if !canvas.Encloses(p.R) {
			t.Errorf("%dx%d: the panel %v runs out of the window %v", sz[0], sz[1], p.R, canvas)
		}
		for name, r := range map[string]ui.Rect{"sheet": tr.s.fr.sheet, "track": tr.s.fr.track, "US plans": tr.s.fr.usPlan, "Japanese plans": tr.s.fr.jpPlan} {
			if ui.Overlaps(p.R, r, 0) {
				t.Errorf("%dx%d: the panel %v covers the %s %v", sz[0], sz[1], p.R, name, r)
			}
		}
		var in []ui.Drawn
		for _, d := range rec.Texts {
			if ui.Overlaps(d.Box, p.R, 0) {
				in = append(in, d)
				if !p.R.Inset(-1).Encloses(d.Box) {
					t.Errorf("%dx%d: %q runs out of the panel (%v, %v)", sz[0], sz[1], d.Text, d.Box, p.R)
				}
			}
		}
		if len(in) < 5 {
			t.Errorf("%dx%d: only %d texts drawn in the panel", sz[0], sz[1], len(in))
		}
		for i, a := range in {
			for _, b := range in[i+1:] {
				if ui.Overlaps(a.Box, b.Box, 1.5) {
					t.Errorf("%dx%d: %q runs into %q", sz[0], sz[1], a.Text, b.Text)
				}
			}
		}
		if b := tr.s.fr.staffButtonRect(); ui.Overlaps(b, tr.s.fr.rules, 0) {
			t.Errorf("%dx%d: Ask the staff %v lies on Rules %v", sz[0], sz[1], b, tr.s.fr.rules)
		}
	}
}
