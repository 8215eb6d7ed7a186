package campaign

import (
	"bytes"
	"context"
	"path/filepath"
	"reflect"
	"strings"
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

// buyAdvisor advises buying the first three Forces the game offers, each
// with a reason long enough to need its three lines: a staff whose choices
// the test knows, and quick.
func buyAdvisor(_ context.Context, g *rules.Game, n int) ([]expert.Choice, error) {
	var out []expert.Choice
	for i, o := range g.Pending().Options {
		if o.Kind != rules.DoBuy || len(out) == n {
			continue
		}
		out = append(out, expert.Choice{Option: i, Decision: o, Objectives: 6.2 - float64(len(out))/4, ObjectivesSE: 0.31,
			Historical: 0.71, HistoricalSE: 0.04, Show: expert.Show{Units: []string{o.Force}},
			Reason: "Buy " + g.Name(o.Force) + ": 4 Japanese Ships can reach the Solomon Islands by Engage; holding them keeps New Caledonia In-Supply, and with it the road to Australia."})
	}
	return out, nil
}

// heuristicAdvisor is the heuristic policy as a staff of one choice: legal
// at every question, and fast enough for a test to play a step with it.
func heuristicAdvisor(t *testing.T) staff.Advisor {
	pol, err := sim.NewPolicy("heuristic", 1)
	if err != nil {
		t.Fatal(err)
	}
	return func(_ context.Context, g *rules.Game, n int) ([]expert.Choice, error) {
		d, err := pol.Decide(g)
		return []expert.Choice{{Decision: d, Reason: "As the heuristic would."}}, err
	}
}

// awaitAdvice ticks the map until the staff has answered.
func awaitAdvice(t *testing.T, p *player_) staff.State {
	t.Helper()
	for range 2000 {
		p.tick()
		if st := p.s.staff.advice.State(); !st.Running {
			return st
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the staff never answered")
	return staff.State{}
}

// liveDecisions are the decisions recorded in the live save in dir.
func liveDecisions(t *testing.T, dir string) []rules.Decision {
	t.Helper()
	l, err := savegame.Load(filepath.Join(dir, savegame.LiveName))
	if err != nil {
		t.Fatal(err)
	}
	return l.Session.Decisions()
}

// A asks the staff; its choices come from the advisor, off the screen's
// goroutine, and 1 ("Do it") applies the first through the session: the
// live save holds it and the game on disk is the game on screen, and Z
// takes it back as any click.
func TestAskTheStaffAndDoIt(t *testing.T) {
	p := newPlayer(t, 1)
	dir := t.TempDir()
	p.ctx.AutosaveDir = dir
	p.s.Advisor = buyAdvisor
	p.tick()
	p.key(ebiten.KeyA)
	if !p.s.staff.open {
		t.Fatal("A did not open the staff's panel")
	}
	st := awaitAdvice(t, p)
	if st.Err != nil || len(st.Choices) != 3 {
		t.Fatalf("the panel has %d choices (%v), want 3", len(st.Choices), st.Err)
	}
	want := st.Choices[0].Decision
	p.key(ebiten.Key1)
	p.settle()
	ds := p.ctx.Session.Decisions()
	if len(ds) != 1 || !reflect.DeepEqual(ds[0], want) {
		t.Fatalf("Do it recorded %v, want [%v]", ds, want)
	}
	if live := liveDecisions(t, dir); !reflect.DeepEqual(live, ds) {
		t.Errorf("the live save holds %v, the session %v", live, ds)
	}
	if !bytes.Equal(liveState(t, dir), gameJSON(t, p.g())) {
		t.Error("the live save is not the game on screen")
	}
	if p.s.staff.open {
		t.Error("the panel stayed open after Do it")
	}
	p.key(ebiten.KeyZ)
	if n := p.ctx.Session.Len(); n != 0 {
		t.Errorf("Z left %d decisions: the staff's was not taken back", n)
	}
}

// Advice still being worked out when the position changes is dropped: the
// staff is told to stop, the answer that comes later is never shown, and 1
// does nothing with it.
func TestStaleAdviceIsDropped(t *testing.T) {
	p := newPlayer(t, 1)
	release, done := make(chan struct{}), make(chan struct{})
	stopped := false
	p.s.Advisor = func(ctx context.Context, g *rules.Game, n int) ([]expert.Choice, error) {
		defer close(done)
		<-release
		stopped = ctx.Err() != nil
		return buyAdvisor(ctx, g, n)
	}
	p.tick()
	p.key(ebiten.KeyA)
	if st := p.s.staff.advice.State(); !st.Running {
		t.Fatal("the staff is not thinking after A")
	}
	buyHornet(t, p) // the player decides meanwhile
	close(release)
	<-done
	if !stopped {
		t.Error("the staff was not told to stop thinking about the position left")
	}
	for range 5 {
		p.tick()
	}
	if st := p.s.staff.advice.State(); len(st.Choices) > 0 || st.Running {
		t.Errorf("advice about the position before the purchase is still held: %+v", st)
	}
	if p.s.staff.open {
		t.Error("the panel stayed open on a position it has no advice for")
	}
	n := p.ctx.Session.Len()
	p.key(ebiten.Key1)
	if p.ctx.Session.Len() != n {
		t.Error("1 applied stale advice")
	}
}

// Let the staff do the step: its decisions go through the session one at a
// time, each in the live save as it is made; a key takes the command back
// (and does nothing else), and Z then takes the staff's decision back.
func TestHandedStepGoesThroughTheSession(t *testing.T) {
	p := newPlayer(t, 1)
	dir := t.TempDir()
	p.ctx.AutosaveDir = dir
	p.s.Advisor = heuristicAdvisor(t)
	p.ctx.Settings.AnimationSpeed = 0
	p.tick()
	if err := p.ctx.HandOver(scenes.HandStep); err != nil {
		t.Fatal(err)
	}
	p.ctx.Elapsed = 60 // a second a tick: the pace is no wait
	for i := 0; i < 2000 && p.ctx.Session.Len() == 0; i++ {
		p.tick()
		time.Sleep(time.Millisecond)
	}
	p.ctx.Elapsed = 0
	ds := p.ctx.Session.Decisions()
	if len(ds) == 0 {
		t.Fatal("the staff made no decision")
	}
	if live := liveDecisions(t, dir); !reflect.DeepEqual(live, ds) {
		t.Errorf("the live save holds %v, the session %v", live, ds)
	}
	if !strings.HasPrefix(p.s.note.Text, "The staff: ") {
		t.Errorf("the status line says %q, not what the staff did", p.s.note.Text)
	}
	n := len(ds)
	p.key(ebiten.KeyZ)
	if p.ctx.Handover != nil {
		t.Fatal("a key did not take the command back")
	}
	if p.ctx.Session.Len() != n {
		t.Fatalf("the key that took the command back also undid: %d decisions, was %d", p.ctx.Session.Len(), n)
	}
	p.key(ebiten.KeyZ)
	if p.ctx.Session.Len() != n-1 {
		t.Errorf("Z after the handover left %d decisions, want %d", p.ctx.Session.Len(), n-1)
	}
}

// The advice panel fits the side panel at a laptop's window and a large
// monitor's: every text of it inside it and none running into another,
// its buttons apart and inside it, and the action panel left in sight.
func TestAdvicePanelFits(t *testing.T) {
	p := newPlayer(t, 1)
	p.s.Advisor = buyAdvisor
	p.tick()
	p.key(ebiten.KeyA)
	awaitAdvice(t, p)
	var rec ui.Layout
	p.ctx.Fonts.Layout = &rec
	defer func() { p.ctx.Fonts.Layout = nil }()
	for _, sz := range [][2]int{{1366, 768}, {2560, 1440}} {
		img := ebiten.NewImage(sz[0], sz[1])
		p.ctx.Full = true
		p.s.Draw(img, p.ctx) // fits the view to the window
		p.tick()
		rec.Reset()
		p.ctx.Full = true
		p.s.Draw(img, p.ctx)
		img.Deallocate()
		panel := p.s.staff.panel(&p.s.lay)
		canvas := p.s.LastView().Canvas()
		if !canvas.Encloses(panel.R) {
			t.Errorf("%dx%d: the panel %v runs out of the window %v", sz[0], sz[1], panel.R, canvas)
		}
		if overlaps(panel.R, p.s.lay.action) || overlaps(panel.R, p.s.lay.mapArea) {
			t.Errorf("%dx%d: the panel %v covers the action panel or the map", sz[0], sz[1], panel.R)
		}
		var in []ui.Drawn
		for _, d := range rec.Texts {
			if overlaps(d.Box, panel.R) {
				in = append(in, d)
				if !panel.R.Inset(-1).Encloses(d.Box) {
					t.Errorf("%dx%d: %q runs out of the panel (%v, %v)", sz[0], sz[1], d.Text, d.Box, panel.R)
				}
			}
		}
		if len(in) < 10 {
			t.Errorf("%dx%d: only %d texts drawn in the panel", sz[0], sz[1], len(in))
		}
		for i, a := range in {
			for _, b := range in[i+1:] {
				if ui.Overlaps(a.Box, b.Box, 1.5) && !inButton(a, panel) && !inButton(b, panel) {
					t.Errorf("%dx%d: %q runs into %q", sz[0], sz[1], a.Text, b.Text)
				}
			}
		}
		for i, a := range panel.Do {
			if !panel.R.Encloses(a) || overlaps(a, panel.Close) {
				t.Errorf("%dx%d: Do it %d at %v is outside the panel or on Close", sz[0], sz[1], i+1, a)
			}
		}
	}
}

// inButton reports that a text is a button's label (drawn over its fill).
func inButton(d ui.Drawn, p staff.Panel) bool {
	for _, r := range append([]ui.Rect{p.Close}, p.Do...) {
		if r.Inset(-1).Encloses(d.Box) {
			return true
		}
	}
	return false
}

// The magnifier opens on the cursor's other side rather than over the
// staff's open advice: the player weighs its choices against the map.
func TestTheMagnifierLeavesTheAdviceInSight(t *testing.T) {
	p := newPlayer(t, 1)
	p.s.layout()
	p.s.staff.open = true
	advice := p.s.staff.panel(&p.s.lay).R
	p.s.cursor.x, p.s.cursor.y = p.s.lay.mapArea.Right()-250, p.s.lay.mapArea.Y+120
	for _, n := range []int{1, 5, 20} {
		if r := p.s.magnifierRect(n); rectsMeet(r, advice) {
			t.Errorf("the magnifier of %d Forces at %v covers the advice at %v", n, r, advice)
		}
	}
	p.s.staff.open = false
	if r := p.s.magnifierRect(1); !rectsMeet(r, advice) {
		t.Errorf("with the advice closed the magnifier at %v went left of the cursor: the test does not test the flip", r)
	}
}
