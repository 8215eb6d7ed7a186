package files_test

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/nativedialog"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/files"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

// table is a scripted player at the map, with the saving service in a
// temporary folder.
type table struct {
	t   *testing.T
	m   *scenes.Manager
	in  *ui.Script
	f   *files.Service
	dir string
}

func newTable(t *testing.T, d files.Dialog) *table {
	t.Helper()
	dir := t.TempDir()
	in := &ui.Script{}
	f := files.New(dir, d)
	m, err := scenes.NewManager(scenes.Context{Input: in, Files: f}, title.New(1), scenes.Options{Resume: title.Resume})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) { return title.Start(ctx, 1942, 7) }); err != nil {
		t.Fatal(err)
	}
	return &table{t: t, m: m, in: in, f: f, dir: dir}
}

func (tb *table) ctx() *scenes.Context { return tb.m.Context() }

// tick runs one Update of the manager with the input queued.
func (tb *table) tick() {
	tb.t.Helper()
	if err := tb.m.Update(); err != nil {
		tb.t.Fatal(err)
	}
	tb.in.EndTick()
}

func (tb *table) key(k ebiten.Key, ctrl bool) {
	tb.in.CtrlHeld = ctrl
	tb.in.Key(k)
	tb.tick()
	tb.in.CtrlHeld = false
	tb.tick() // the scene switch, if any, happens here
}

// apply plays a decision through the context, as the screens do.
func (tb *table) apply(d rules.Decision) {
	tb.t.Helper()
	if _, err := tb.ctx().Apply(d); err != nil {
		tb.t.Fatal(err)
	}
}

func state(t *testing.T, g *rules.Game) string {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestQuickSaveAndQuickLoadBringBackTheMoment(t *testing.T) {
	tb := newTable(t, nil)
	tb.apply(rules.Decision{Kind: rules.DoDone}) // end US Resupply
	saved := state(t, tb.ctx().Game)
	decisions := tb.ctx().Session.Len()
	tb.key(ebiten.KeyF5, false)
	if n := tb.ctx().LastNote(); n.Bad || !strings.Contains(n.Text, "Quick saved") {
		t.Fatalf("F5 said %+v", n)
	}
	if _, err := os.Stat(filepath.Join(tb.dir, savegame.QuickSaveName)); err != nil {
		t.Fatalf("no quick save written: %v", err)
	}
	tb.apply(rules.Decision{Kind: rules.DoDone}) // end Scouting: Japan rolls
	if state(t, tb.ctx().Game) == saved {
		t.Fatal("the game did not move on after the save")
	}
	tb.key(ebiten.KeyF9, false)
	if got := state(t, tb.ctx().Game); got != saved {
		t.Errorf("after F9 the game is not the one saved")
	}
	if tb.ctx().Session.Len() != decisions {
		t.Errorf("the loaded record has %d decisions, want %d", tb.ctx().Session.Len(), decisions)
	}
	c, ok := tb.m.Current().(*campaign.Scene)
	if !ok || c.Game() != tb.ctx().Game {
		t.Errorf("the map does not show the loaded game (current scene %T)", tb.m.Current())
	}
}

func TestInGameListOpensAFileOrCancels(t *testing.T) {
	tb := newTable(t, nil)
	first := state(t, tb.ctx().Game)
	if !tb.f.SaveTo(tb.ctx(), filepath.Join(tb.dir, "start")) {
		t.Fatalf("save failed: %+v", tb.ctx().LastNote())
	}
	tb.apply(rules.Decision{Kind: rules.DoDone})
	moved := state(t, tb.ctx().Game)
	mapScene := tb.m.Current()

	// Ctrl+O with no native dialog: the in-game list, then Esc changes nothing.
	tb.key(ebiten.KeyO, true)
	p, ok := tb.m.Current().(*files.Picker)
	if !ok {
		t.Fatalf("Ctrl+O shows %T, want the file list", tb.m.Current())
	}
	if len(p.Entries()) != 1 || p.Entries()[0].Name != "start.json" {
		t.Fatalf("the list shows %+v", p.Entries())
	}
	tb.key(ebiten.KeyEscape, false)
	if tb.m.Current() != mapScene || state(t, tb.ctx().Game) != moved {
		t.Fatalf("cancel did not go back to the same game (scene %T)", tb.m.Current())
	}

	// Open it: the saved moment is back.
	tb.key(ebiten.KeyO, true)
	tb.key(ebiten.KeyEnter, false)
	if _, ok := tb.m.Current().(*campaign.Scene); !ok {
		t.Fatalf("after opening, the screen is %T", tb.m.Current())
	}
	if state(t, tb.ctx().Game) != first {
		t.Errorf("the opened game is not the one saved")
	}
}

func TestSaveAsInGameWritesTheNameTyped(t *testing.T) {
	tb := newTable(t, nil)
	tb.key(ebiten.KeyS, true)
	p, ok := tb.m.Current().(*files.Picker)
	if !ok {
		t.Fatalf("Ctrl+S shows %T, want the file list", tb.m.Current())
	}
	if !strings.HasPrefix(p.Name(), "1942") {
		t.Errorf("suggested name %q", p.Name())
	}
	for range p.Name() {
		tb.in.Key(ebiten.KeyBackspace)
		tb.tick()
	}
	tb.in.Type("my game/../x")
	tb.tick()
	tb.key(ebiten.KeyEnter, false)
	if _, err := os.Stat(filepath.Join(tb.dir, "my game-..-x.json")); err != nil {
		t.Fatalf("the save was not written under the name typed: %v (note %+v)", err, tb.ctx().LastNote())
	}
	if _, ok := tb.m.Current().(*campaign.Scene); !ok {
		t.Errorf("after saving the screen is %T, want the map", tb.m.Current())
	}
}

func TestFailedSaveShowsAMessageAndKeepsTheLastGoodSave(t *testing.T) {
	tb := newTable(t, nil)
	good := filepath.Join(tb.dir, "good.json")
	if !tb.f.SaveTo(tb.ctx(), good) {
		t.Fatal("the first save failed")
	}
	before, _ := os.ReadFile(good)
	// A saves folder that cannot exist: its parent is a file.
	blocker := filepath.Join(tb.dir, "blocker")
	if err := os.WriteFile(blocker, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	tb.f.Dir = filepath.Join(blocker, "saves")
	tb.apply(rules.Decision{Kind: rules.DoDone})
	moved := state(t, tb.ctx().Game)
	tb.key(ebiten.KeyF5, false)
	n := tb.ctx().LastNote()
	if !n.Bad || !strings.Contains(n.Text, "Quick save failed") {
		t.Fatalf("a failed quick save said %+v", n)
	}
	if tb.f.SaveTo(tb.ctx(), filepath.Join(blocker, "x.json")) {
		t.Fatal("saving into a file's path succeeded")
	}
	if state(t, tb.ctx().Game) != moved {
		t.Error("a failed save changed the game")
	}
	if _, ok := tb.m.Current().(*campaign.Scene); !ok {
		t.Errorf("after a failed save the screen is %T, want the map", tb.m.Current())
	}
	after, _ := os.ReadFile(good)
	if string(after) != string(before) {
		t.Error("the last good save changed")
	}
}

func TestDamagedFileShowsTheLoadersMessageAndChangesNothing(t *testing.T) {
	tb := newTable(t, nil)
	bad := filepath.Join(tb.dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"game": "Fleet Commander Nimitz", "format": 1, "state": {`), 0o644); err != nil {
		t.Fatal(err)
	}
	was := state(t, tb.ctx().Game)
	sess := tb.ctx().Session
	if tb.f.OpenFile(tb.ctx(), bad) {
		t.Fatal("a damaged file opened")
	}
	if n := tb.ctx().LastNote(); !n.Bad || !strings.Contains(n.Text, "bad.json") {
		t.Errorf("opening a damaged file said %+v", n)
	}
	if tb.ctx().Session != sess || state(t, tb.ctx().Game) != was {
		t.Error("a damaged file changed the game")
	}
}

// fakeDialog answers like a native dialog.
type fakeDialog struct {
	path string
	err  error
}

func (d fakeDialog) Save(dir, name string) (string, error) { return d.path, d.err }
func (d fakeDialog) Open(dir string) (string, error)       { return d.path, d.err }

// waitDialog ticks until the service has the dialog's answer.
func (tb *table) waitDialog() {
	for i := 0; i < 5000 && tb.f.Busy(); i++ {
		tb.tick()
		time.Sleep(time.Millisecond)
	}
	tb.tick()
}

func TestNativeDialogSavesWhereChosenOrFallsBack(t *testing.T) {
	dir := t.TempDir()
	tb := newTable(t, fakeDialog{path: filepath.Join(dir, "chosen")})
	tb.key(ebiten.KeyS, true)
	tb.waitDialog()
	if _, err := os.Stat(filepath.Join(dir, "chosen.json")); err != nil {
		t.Fatalf("the native Save As did not save: %v", err)
	}
	if tb.ctx().Settings.LastSaveDir != dir {
		t.Errorf("the folder chosen is not remembered: %q", tb.ctx().Settings.LastSaveDir)
	}

	tb2 := newTable(t, fakeDialog{err: errors.New("gtk initialisation failed")})
	tb2.key(ebiten.KeyO, true)
	tb2.waitDialog()
	if _, ok := tb2.m.Current().(*files.Picker); !ok {
		t.Errorf("with no native dialog the screen is %T, want the in-game list", tb2.m.Current())
	}

	tb3 := newTable(t, fakeDialog{err: nativedialog.ErrCancelled})
	mapScene := tb3.m.Current()
	tb3.key(ebiten.KeyO, true)
	tb3.waitDialog()
	if tb3.m.Current() != mapScene || tb3.ctx().LastNote().Text != "" {
		t.Errorf("a cancelled dialog changed something: %T, %+v", tb3.m.Current(), tb3.ctx().LastNote())
	}
}

func TestAutosaveAtEveryNewStep(t *testing.T) {
	tb := newTable(t, nil)
	tb.ctx().AutosaveDir = tb.dir
	tb.apply(rules.Decision{Kind: rules.DoDone}) // Resupply -> Scouting
	all, err := savegame.List(tb.dir)
	// The live save (written after every decision) is listed too.
	var list []savegame.Entry
	for _, e := range all {
		if !e.Live {
			list = append(list, e)
		}
	}
	if err != nil || len(list) != 1 || !list[0].Auto || list[0].Step != rules.StepScouting {
		t.Fatalf("autosaves after a new step: %+v, %v", all, err)
	}
	l, err := savegame.Load(list[0].Path)
	if err != nil || state(t, l.Session.Game()) != state(t, tb.ctx().Game) {
		t.Fatalf("the autosave does not load to the game: %v", err)
	}
}

// TestInGameListOpensALinkedSeries: a saved linked series appears in the
// in-game list marked as one, opens, and the note says it is the series.
func TestInGameListOpensALinkedSeries(t *testing.T) {
	tb := newTable(t, nil)
	sess, _, err := savegame.NewSeriesSession(rules.Options{Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	if err := savegame.Save(filepath.Join(tb.dir, "series.json"), sess); err != nil {
		t.Fatal(err)
	}
	tb.key(ebiten.KeyO, true)
	p, ok := tb.m.Current().(*files.Picker)
	if !ok {
		t.Fatalf("Ctrl+O shows %T, want the file list", tb.m.Current())
	}
	if len(p.Entries()) != 1 || !p.Entries()[0].Linked {
		t.Fatalf("the list shows %+v; want the series, marked linked", p.Entries())
	}
	tb.key(ebiten.KeyEnter, false)
	if !tb.ctx().Session.Linked() {
		t.Fatal("the opened game is not the linked series")
	}
	if n := tb.ctx().LastNote(); n.Bad || !strings.Contains(n.Text, "linked series") {
		t.Errorf("opening the series said %+v", n)
	}
}
