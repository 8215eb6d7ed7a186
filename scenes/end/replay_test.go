package end

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
	"nimitz/sim"
)

// watched stands for the replay screen: the playback it was opened on.
type watched struct {
	screen
	p *savegame.Playback
}

// TestWatchTheReplay: the end screen offers the replay of the campaign just
// played, which opens at its end without touching the game.
func TestWatchTheReplay(t *testing.T) {
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", 5)
	if err != nil {
		t.Fatal(err)
	}
	for !sess.Over() {
		d, err := pol.Decide(sess.Game())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	s, err := New(sess.Game(), nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in}, s, scenes.Options{
		Replay: func(_ *scenes.Context, p *savegame.Playback) (scenes.Scene, error) { return watched{p: p}, nil }})
	if err != nil {
		t.Fatal(err)
	}
	tr := &endTester{t: t, m: m, in: in, s: s}
	tr.tick()
	// Without a game in play there is nothing to replay.
	tr.key(ebiten.KeyW)
	if tr.m.Current() != s {
		t.Fatalf("W with no game in play led to %T", tr.m.Current())
	}
	m.Context().Play(sess)
	tr.click(replayRect)
	w, ok := tr.m.Current().(watched)
	if !ok {
		t.Fatalf("Watch the replay led to %T", tr.m.Current())
	}
	if w.p.Len() != sess.Len() || !w.p.AtEnd() {
		t.Fatalf("the replay is at %d of %d, want the end of %d", w.p.At(), w.p.Len(), sess.Len())
	}
	if m.Context().Session != sess || !sess.Over() {
		t.Fatal("watching changed the game")
	}
}
