package record

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/replay"
	"nimitz/scenes/ui"
	"nimitz/sim"
	"nimitz/warrecord"
)

// playedFor is a campaign the heuristic played for n decisions, or to its
// end (n 0).
func playedFor(t *testing.T, year int, seed uint64, n int) *savegame.Session {
	t.Helper()
	s, _, err := savegame.NewSession(rules.Options{Year: year, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	for !s.Over() && (n == 0 || s.Len() < n) {
		d, err := pol.Decide(s.Game())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// recordIn writes a record of three campaigns into dir: a 1943 and a 1945
// played to their ends, and a 1942 abandoned.
func recordIn(t *testing.T, dir string) warrecord.Record {
	t.Helper()
	var r warrecord.Record
	at := time.Date(2026, 3, 1, 18, 0, 0, 0, time.UTC)
	for i, s := range []*savegame.Session{playedFor(t, 1943, 2, 0), playedFor(t, 1942, 3, 25), playedFor(t, 1945, 4, 0)} {
		e, err := warrecord.FromSession(s, at.Add(time.Duration(i)*time.Hour), !s.Over(), 20)
		if err != nil {
			t.Fatal(err)
		}
		r = r.With(e, nil)
	}
	if err := warrecord.Save(savegame.Disk(), dir, r); err != nil {
		t.Fatal(err)
	}
	return r
}

type tester struct {
	t  *testing.T
	m  *scenes.Manager
	in *ui.Script
}

func (tr *tester) tick() {
	tr.t.Helper()
	if err := tr.m.Update(); err != nil {
		tr.t.Fatal(err)
	}
	tr.in.EndTick()
}

func (tr *tester) key(k ebiten.Key) { tr.in.Key(k); tr.tick(); tr.tick() }

type title struct{}

func (title) Update(*scenes.Context) error        { return nil }
func (title) Draw(*ebiten.Image, *scenes.Context) {}

// TestTheRecordListsFiltersOpensAndExports: the screen lists the record
// newest first, filters it by campaign and result, opens an entry's
// replay (whose bookmarks go back into the record, and whose Close comes
// back here), and writes the CSV and HTML exports into the saves folder.
func TestTheRecordListsFiltersOpensAndExports(t *testing.T) {
	dir := t.TempDir()
	rec := recordIn(t, dir)
	in := &ui.Script{}
	ctx := scenes.Context{Input: in, AutosaveDir: dir}
	s := New(func() scenes.Scene { return title{} })
	m, err := scenes.NewManager(ctx, s, scenes.Options{Title: func() scenes.Scene { return title{} }})
	if err != nil {
		t.Fatal(err)
	}
	tr := &tester{t: t, m: m, in: in}
	tr.tick()
	if s.Problem() != "" {
		t.Fatalf("problem: %s", s.Problem())
	}
	got := s.Shown()
	if len(got) != 3 || got[0].Campaign != "1945" || got[2].Campaign != "1943" || !got[1].Abandoned {
		t.Fatalf("the list: %+v", got)
	}
	// The campaign filters are the first buttons: All, 1942, 1943, ...
	click := func(i int) {
		r, ok := s.filters.RectOf(i)
		if !ok {
			t.Fatalf("no filter button %d", i)
		}
		in.Click(r.CX(), r.CY())
		tr.tick()
		tr.tick()
	}
	click(2) // 1943
	if got := s.Shown(); len(got) != 1 || got[0].Campaign != "1943" {
		t.Fatalf("1943: %+v", got)
	}
	click(0)
	click(6) // the result: the first one the record holds
	if got := s.Shown(); len(got) == 0 || len(got) == 3 {
		t.Fatalf("filtered by a result: %d entries", len(got))
	}
	s.SetFilter(warrecord.Filter{Result: warrecord.Abandoned})
	if got := s.Shown(); len(got) != 1 || got[0].Campaign != "1942" {
		t.Fatalf("abandoned: %+v", got)
	}
	s.SetFilter(warrecord.Filter{})
	s.SortBy(warrecord.ByObjectives, true)
	if got := s.Shown(); got[0].Objectives < got[1].Objectives || got[1].Objectives < got[2].Objectives {
		t.Errorf("by Objectives: %d %d %d", got[0].Objectives, got[1].Objectives, got[2].Objectives)
	}
	// Exports, into the saves folder.
	tr.key(ebiten.KeyC)
	tr.key(ebiten.KeyH)
	csvs, _ := filepath.Glob(filepath.Join(dir, "war-record-*.csv"))
	pages, _ := filepath.Glob(filepath.Join(dir, "war-record-*.html"))
	if len(csvs) != 1 || len(pages) != 1 {
		t.Fatalf("exports: %v %v", csvs, pages)
	}
	f, err := os.Open(csvs[0])
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(f).ReadAll()
	f.Close()
	if err != nil || len(rows) != 4 {
		t.Fatalf("the CSV: %d rows, %v", len(rows), err)
	}
	if page, _ := os.ReadFile(pages[0]); !strings.Contains(string(page), "<svg") {
		t.Error("the HTML page has no chart")
	}
	// Enter watches the chosen entry's replay.
	s.SortBy(warrecord.ByDate, true)
	s.Select(0)
	tr.key(ebiten.KeyEnter)
	r, ok := m.Current().(*replay.Scene)
	if !ok {
		t.Fatalf("Enter led to %T", m.Current())
	}
	want, _ := rec.Find(s.Shown()[0].ID)
	if r.Playback().Len() != want.Decisions {
		t.Fatalf("the replay has %d decisions, the entry %d", r.Playback().Len(), want.Decisions)
	}
	tr.key(ebiten.KeyM)
	in.Type("kept in the record")
	tr.tick()
	tr.key(ebiten.KeyEnter)
	after, err := warrecord.Load(savegame.Disk(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if e, _ := after.Find(want.ID); len(e.Bookmarks) != 1 || e.Bookmarks[0].Note != "kept in the record" {
		t.Fatalf("the entry's bookmarks: %+v", e.Bookmarks)
	}
	tr.key(ebiten.KeyEscape)
	back, ok := m.Current().(*Scene)
	if !ok {
		t.Fatalf("the replay's Close led to %T", m.Current())
	}
	tr.tick()
	if e, ok := back.chosen(); !ok || e.ID != want.ID || len(e.Bookmarks) != 1 {
		t.Errorf("back in the record, the entry chosen is %+v", e)
	}
	tr.key(ebiten.KeyEscape)
	if _, ok := m.Current().(title); !ok {
		t.Errorf("Esc led to %T", m.Current())
	}
}

// TestADamagedRecordIsSaid: the screen says the record could not be read
// and that it is kept aside, and shows an empty list.
func TestADamagedRecordIsSaid(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, warrecord.FileName), []byte("{\"game\": \"Fleet Commander Nimitz war record\", \"format\": 1, \"entr"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, err := scenes.NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	ctx.AutosaveDir = dir
	s := New(func() scenes.Scene { return title{} })
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(s.Problem(), "war-record.damaged.rec") || len(s.Shown()) != 0 {
		t.Errorf("problem %q, %d shown", s.Problem(), len(s.Shown()))
	}
	img := ebiten.NewImage(1600, 900)
	s.Draw(img, ctx)
}

// TestAPendingEntryIsCompletedWhenOpened: an entry kept pending (the game
// closed before its battles' odds were worked out) is listed at once, and
// worked out in the background while the screen is open: the screen then
// shows its battles, and the record on disk has them.
func TestAPendingEntryIsCompletedWhenOpened(t *testing.T) {
	dir := t.TempDir()
	sess := playedFor(t, 1943, 2, 0)
	at := time.Date(2026, 3, 1, 18, 0, 0, 0, time.UTC)
	pending, err := warrecord.NewEntry(sess, at, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := warrecord.Save(savegame.Disk(), dir, warrecord.Record{}.With(pending, nil)); err != nil {
		t.Fatal(err)
	}
	whole, err := warrecord.FromSession(sess, at, false, 20)
	if err != nil {
		t.Fatal(err)
	}
	in := &ui.Script{}
	s := New(func() scenes.Scene { return title{} })
	m, err := scenes.NewManager(scenes.Context{Input: in, AutosaveDir: dir}, s, scenes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := m.Context().WarRecord()
	k.Samples = 20
	t.Cleanup(k.Wait)
	tr := &tester{t: t, m: m, in: in}
	tr.tick()
	if got := s.Shown(); len(got) != 1 || got[0].Result != whole.Result {
		t.Fatalf("listed: %+v", got)
	}
	img := ebiten.NewImage(1366, 768)
	defer img.Deallocate()
	m.Draw(img)
	k.Wait()
	tr.tick()
	got := s.Shown()[0]
	if got.Pending || len(got.Battles) != len(whole.Battles) || len(got.Battles) == 0 || got.Losses != whole.Losses {
		t.Fatalf("the screen shows pending %v, %d battles, losses %+v; want %d, %+v", got.Pending, len(got.Battles), got.Losses, len(whole.Battles), whole.Losses)
	}
	m.Draw(img)
	r, err := warrecord.Load(savegame.Disk(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Pending()) != 0 || len(r.Entries[0].Battles) != len(whole.Battles) {
		t.Errorf("on disk: %d pending, %d battles", len(r.Pending()), len(r.Entries[0].Battles))
	}
}
