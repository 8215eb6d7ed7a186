package battle

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// standIn is the screen after the battle in these tests.
type standIn struct{}

func (standIn) Update(*scenes.Context) error        { return nil }
func (standIn) Draw(*ebiten.Image, *scenes.Context) {}

// boardFor makes the battle board for a session's battle, as the map does
// for a loaded game.
func boardFor(ctx *scenes.Context, sess *savegame.Session) (scenes.Scene, error) {
	return New(sess.Game(), nil, nil, func([]rules.Event) scenes.Scene { return standIn{} })
}

// Z on the battle board takes back a Battle Plan selected: the board is
// made again on the game before it, and the live save on disk is that game.
// The save, from an older build, continues from its Start: the record is
// cut back to it.
func TestZOnTheBoardTakesBackABattlePlan(t *testing.T) {
	l, err := savegame.Load(filepath.Join("..", "..", "savegame", "testdata", "frozen", "v1-1942-battle.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in := &ui.Script{}
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: dir}, standIn{}, scenes.Options{Resume: boardFor})
	if err != nil {
		t.Fatal(err)
	}
	sess := l.Session
	if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) {
		ctx.Play(sess)
		return boardFor(ctx, sess)
	}); err != nil {
		t.Fatal(err)
	}
	loaded, err := json.Marshal(sess.Game())
	if err != nil {
		t.Fatal(err)
	}
	tick := func() {
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	tick()
	b := m.Current().(*Scene)
	var plan *button
	for _, bt := range b.buttons() {
		if bt.d.Kind == rules.DoBuyPlan {
			plan = &bt
			break
		}
	}
	if plan == nil {
		for _, o := range sess.Game().Pending().Options {
			if o.Kind == rules.DoBuyPlan {
				b.apply(o)
				break
			}
		}
	} else {
		b.press(m.Context(), *plan)
	}
	if m.Context().Session.Len() != 1 {
		t.Fatalf("selecting a Battle Plan left %d decisions", m.Context().Session.Len())
	}
	for i := 0; i < 100 && !b.Settled(); i++ {
		in.Key(ebiten.KeySpace) // skips the animation
		tick()
	}
	if !b.Settled() {
		t.Fatal("the board never settled")
	}
	in.Key(ebiten.KeyZ)
	tick()
	tick()
	nb, ok := m.Current().(*Scene)
	if !ok || nb == b {
		t.Fatalf("after Z the screen is %T (the same board: %v, status %q), want a board made again", m.Current(), nb == b, b.note.Text)
	}
	now, err := json.Marshal(nb.g)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(now, loaded) || m.Context().Session.Len() != 0 {
		t.Errorf("after Z the board shows another game than before the plan (%d decisions)", m.Context().Session.Len())
	}
	live, err := savegame.Load(filepath.Join(dir, savegame.LiveName))
	if err != nil {
		t.Fatal(err)
	}
	if disk, _ := json.Marshal(live.Session.Game()); !bytes.Equal(disk, loaded) {
		t.Error("the live save still has the Battle Plan after Z")
	}
	// Nothing more to take back: the record begins at the continued save.
	in.Key(ebiten.KeyZ)
	tick()
	if !strings.Contains(nb.note.Text, "Cannot undo") || !nb.note.Bad {
		t.Errorf("Z with nothing to undo says %q", nb.note.Text)
	}
}

// noUndo is a Gate that admits every decision and refuses Undo and Redo,
// as the tutorial's does.
type noUndo struct{}

func (noUndo) Allow(rules.Decision) error { return nil }
func (noUndo) AllowUndo() error           { return errors.New("Undo is off here.") }

// TestNoUndoButtonWhereTheGateRefusesIt: after a Battle Plan is selected
// the board offers Undo; under a Gate that refuses it (the tutorial) the
// board shows no Undo button that looks as if it worked (playtest of issue
// 56).
func TestNoUndoButtonWhereTheGateRefusesIt(t *testing.T) {
	l, err := savegame.Load(filepath.Join("..", "..", "savegame", "testdata", "frozen", "v1-1942-battle.json"))
	if err != nil {
		t.Fatal(err)
	}
	sess := l.Session
	ctx, err := scenes.NewSessionTestContext(sess, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range sess.Game().Pending().Options {
		if o.Kind == rules.DoBuyPlan {
			if _, err := ctx.Apply(o); err != nil {
				t.Fatal(err)
			}
			break
		}
	}
	if sess.Len() != 1 {
		t.Fatalf("%d decisions, want a Battle Plan selected", sess.Len())
	}
	b, err := New(sess.Game(), nil, nil, func([]rules.Event) scenes.Scene { return standIn{} })
	if err != nil {
		t.Fatal(err)
	}
	undo := func() bool {
		if err := b.Update(ctx); err != nil {
			t.Fatal(err)
		}
		return slices.ContainsFunc(b.choices(), func(bt button) bool { return bt.undo })
	}
	if !undo() {
		t.Fatal("no Undo after a Battle Plan was selected")
	}
	ctx.Gate = noUndo{}
	if undo() {
		t.Error("under a Gate that refuses Undo the board shows its button")
	}
}
