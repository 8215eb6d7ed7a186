package files_test

import (
	"bytes"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/files"
	"nimitz/scenes/replay"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

// withReplays is newTable with a manager that opens the replay screen.
func withReplays(t *testing.T, d files.Dialog) *table {
	t.Helper()
	dir := t.TempDir()
	in := &ui.Script{}
	f := files.New(dir, d)
	m, err := scenes.NewManager(scenes.Context{Input: in, Files: f}, title.New(1), scenes.Options{Resume: title.Resume,
		Replay: func(_ *scenes.Context, p *savegame.Playback) (scenes.Scene, error) { return replay.New(p) }})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Start(func(ctx *scenes.Context) (scenes.Scene, error) { return title.Start(ctx, 1942, 7) }); err != nil {
		t.Fatal(err)
	}
	return &table{t: t, m: m, in: in, f: f, dir: dir}
}

// TestWatchFromTheInGameList: "Watch a saved game as a replay" lists the
// saves; the one chosen opens on the replay screen at its saved moment, and
// the game in play stays in play.
func TestWatchFromTheInGameList(t *testing.T) {
	tb := withReplays(t, nil)
	tb.apply(rules.Decision{Kind: rules.DoDone})
	if !tb.f.SaveTo(tb.ctx(), filepath.Join(tb.dir, "one")) {
		t.Fatalf("save failed: %+v", tb.ctx().LastNote())
	}
	inPlay := tb.ctx().Session
	tb.apply(rules.Decision{Kind: rules.DoDone})
	tb.f.OpenReplay(tb.ctx())
	tb.tick()
	if _, ok := tb.m.Current().(*files.Picker); !ok {
		t.Fatalf("Watch shows %T, want the file list", tb.m.Current())
	}
	tb.key(ebiten.KeyEnter, false)
	r, ok := tb.m.Current().(*replay.Scene)
	if !ok {
		t.Fatalf("after choosing a save the screen is %T (%+v)", tb.m.Current(), tb.ctx().LastNote())
	}
	if r.Playback().Len() != 1 || r.Playback().At() != 1 {
		t.Fatalf("the replay is at %d of %d, want 1 of 1", r.Playback().At(), r.Playback().Len())
	}
	if tb.ctx().Session != inPlay || inPlay.Len() != 2 {
		t.Fatal("watching a replay changed the game in play")
	}
}

// TestExportWithTheNativeDialog: the replay goes where the dialog says, and
// opens again as a replay.
func TestExportWithTheNativeDialog(t *testing.T) {
	dir := t.TempDir()
	tb := withReplays(t, fakeDialog{path: filepath.Join(dir, "kept")})
	for range 3 {
		tb.apply(rules.Decision{Kind: rules.DoDone})
	}
	p, err := savegame.NewPlayback(tb.ctx().Session)
	if err != nil {
		t.Fatal(err)
	}
	p.Seek(2)
	tb.f.ExportReplay(tb.ctx(), p)
	tb.waitDialog()
	l, err := savegame.Load(filepath.Join(dir, "kept.json"))
	if err != nil {
		t.Fatalf("the exported replay: %v (note %+v)", err, tb.ctx().LastNote())
	}
	if l.Replay == nil || l.Replay.At != 2 || l.Session.Len() != 3 {
		t.Fatalf("the file is flagged %+v with %d decisions, want a replay at 2 of 3", l.Replay, l.Session.Len())
	}
}

// TestExportDownloadsAndUploadWatches: in the browser the replay is a
// download, and an upload from the watch list opens it on the replay screen.
func TestExportDownloadsAndUploadWatches(t *testing.T) {
	tb := withReplays(t, nil)
	tr := &fakeTransfer{downloaded: map[string][]byte{}}
	tb.f.Transfer = tr
	for range 2 {
		tb.apply(rules.Decision{Kind: rules.DoDone})
	}
	p, err := savegame.NewPlayback(tb.ctx().Session)
	if err != nil {
		t.Fatal(err)
	}
	p.Seek(1)
	tb.f.ExportReplay(tb.ctx(), p)
	if len(tr.downloaded) != 1 || tb.ctx().LastNote().Bad {
		t.Fatalf("export handed %d files to the browser (note %+v)", len(tr.downloaded), tb.ctx().LastNote())
	}
	for name, data := range tr.downloaded {
		tr.upName, tr.upData = name, data
	}
	tb.f.OpenReplay(tb.ctx())
	tb.tick()
	tb.click(transferX, transferY)
	tb.waitDialog()
	r, ok := tb.m.Current().(*replay.Scene)
	if !ok {
		t.Fatalf("after the upload the screen is %T (%+v)", tb.m.Current(), tb.ctx().LastNote())
	}
	if r.Playback().At() != 1 || r.Playback().Len() != 2 {
		t.Fatalf("the uploaded replay is at %d of %d, want 1 of 2", r.Playback().At(), r.Playback().Len())
	}
	// A damaged upload is refused with a message and changes nothing.
	tr.upData = bytes.Repeat([]byte("x"), 10)
	before := tb.m.Current()
	tb.f.OpenReplay(tb.ctx())
	tb.tick()
	tb.click(transferX, transferY)
	tb.waitDialog()
	if tb.m.Current() != before || !tb.ctx().LastNote().Bad {
		t.Fatalf("a damaged upload: screen %T, note %+v", tb.m.Current(), tb.ctx().LastNote())
	}
}

// TestOpenListOffersAReplay: the Open list's Replay (W) opens the save
// chosen as a replay instead of playing it.
func TestOpenListOffersAReplay(t *testing.T) {
	tb := withReplays(t, nil)
	tb.apply(rules.Decision{Kind: rules.DoDone})
	if !tb.f.SaveTo(tb.ctx(), filepath.Join(tb.dir, "one")) {
		t.Fatalf("save failed: %+v", tb.ctx().LastNote())
	}
	inPlay := tb.ctx().Session
	tb.key(ebiten.KeyO, true)
	if _, ok := tb.m.Current().(*files.Picker); !ok {
		t.Fatalf("Ctrl+O shows %T", tb.m.Current())
	}
	tb.key(ebiten.KeyW, false)
	r, ok := tb.m.Current().(*replay.Scene)
	if !ok {
		t.Fatalf("W in the Open list led to %T (%+v)", tb.m.Current(), tb.ctx().LastNote())
	}
	if r.Playback().Len() != 1 || tb.ctx().Session != inPlay {
		t.Fatal("the replay is not the save chosen, or the game in play changed")
	}
}
