package savegame

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBookmarksAreKeptWithTheSave: bookmarks added to a game go into its
// save and come back with it, in the order of the record; Undo and Redo
// keep them; a game without bookmarks writes no field, so its save is the
// one older builds wrote.
func TestBookmarksAreKeptWithTheSave(t *testing.T) {
	s := newSession(t, 3)
	playRandom(t, s, rand.New(rand.NewPCG(3, 3)), 40)
	plain, err := Marshal(s, when)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(plain, []byte(`"bookmarks"`)) {
		t.Error("a save without bookmarks has the field")
	}
	for _, b := range []Bookmark{{At: 30, Event: 0, Note: "  the carriers sail  "}, {At: 4, Event: -1, Note: "first"}} {
		if err := s.AddBookmark(b); err != nil {
			t.Fatal(err)
		}
	}
	for _, bad := range []Bookmark{{At: s.Len() + 1, Event: -1}, {At: -1}, {At: 1, Event: -2}, {At: 1, Note: strings.Repeat("x", MaxBookmarkNote+1)}} {
		if err := s.AddBookmark(bad); err == nil {
			t.Errorf("bookmark %+v accepted", bad)
		}
	}
	b, err := Marshal(s, when)
	if err != nil {
		t.Fatal(err)
	}
	l, err := Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	got := l.Session.Bookmarks()
	if len(got) != 2 || got[0].Note != "first" || got[1] != (Bookmark{At: 30, Event: 0, Note: "the carriers sail"}) {
		t.Errorf("bookmarks read back: %+v", got)
	}
	if err := s.CanUndo(); err == nil {
		u, err := s.Undo()
		if err != nil {
			t.Fatal(err)
		}
		if len(u.Bookmarks()) != 2 {
			t.Errorf("Undo lost the bookmarks: %+v", u.Bookmarks())
		}
	}
}

// TestOlderSavesLoadWithoutBookmarks: every frozen save loads, with no
// bookmarks.
func TestOlderSavesLoadWithoutBookmarks(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "frozen", "*.json"))
	if len(files) == 0 {
		t.Fatal("no frozen saves")
	}
	for _, f := range files {
		l, err := Disk().Load(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if len(l.Session.Bookmarks()) != 0 {
			t.Errorf("%s: bookmarks %+v", f, l.Session.Bookmarks())
		}
	}
}

// TestBadBookmarksAreDamage: a save whose bookmarks mark no moment of its
// record, or hold no text, is damaged, and nothing loads.
func TestBadBookmarksAreDamage(t *testing.T) {
	s := newSession(t, 4)
	playRandom(t, s, rand.New(rand.NewPCG(4, 4)), 10)
	if err := s.AddBookmark(Bookmark{At: 2, Event: 1, Note: "n"}); err != nil {
		t.Fatal(err)
	}
	good, err := Marshal(s, when)
	if err != nil {
		t.Fatal(err)
	}
	for name, from := range map[string]string{
		"past the record":    `"at": 99999`,
		"a word for a place": `"at": "two"`,
		"no event":           `"event": -5`,
	} {
		was := `"at": 2`
		if strings.HasPrefix(from, `"event"`) {
			was = `"event": 1`
		}
		b := bytes.Replace(good, []byte(was), []byte(from), 1)
		if bytes.Equal(b, good) {
			t.Fatalf("%s: nothing edited", name)
		}
		path := filepath.Join(tempDir(t), "edited.json")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := Disk().Load(path); !errors.Is(err, Damaged) {
			t.Errorf("%s: %v, want damaged", name, err)
		}
	}
}

// TestTimelineMarks: the replay's timeline marks every Campaign Turn,
// battle and Evaluation of the record and the bookmarks, in order; others
// add marks of their own kind; the cursor jumps from mark to mark.
func TestTimelineMarks(t *testing.T) {
	s := newSession(t, 5)
	r := rand.New(rand.NewPCG(5, 5))
	for !s.Over() {
		playRandom(t, s, r, 50)
	}
	if err := s.AddBookmark(Bookmark{At: 7, Event: -1, Note: "here"}); err != nil {
		t.Fatal(err)
	}
	p, err := NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	p.AddMarks(TimelineMark{Kind: "advice", At: 9, Event: -1, Label: "costly"}, TimelineMark{Kind: "advice", At: p.Len() + 5})
	ms := p.Timeline()
	kinds := map[MarkKind]int{}
	for i, m := range ms {
		kinds[m.Kind]++
		if i > 0 && after(ms[i-1].At, ms[i-1].Event, m.At, m.Event) {
			t.Errorf("mark %d (%+v) comes before the one it follows (%+v)", i, m, ms[i-1])
		}
	}
	if kinds[MarkTurn] != len(p.Marks()) || kinds[MarkBattle] == 0 || kinds[MarkEvaluation] != 1 || kinds[MarkBookmark] != 1 || kinds["advice"] != 1 {
		t.Errorf("marks by kind: %v", kinds)
	}
	if last := ms[len(ms)-1]; last.Kind != MarkEvaluation || !strings.Contains(last.Label, s.Game().Evaluation) {
		t.Errorf("the last mark is %+v, want the Evaluation %q", last, s.Game().Evaluation)
	}
	p.Seek(0)
	for p.PrevEvent() {
	}
	seen := 0
	for {
		m, ok := p.NextMark()
		if !ok {
			break
		}
		p.SeekEvent(m.At, m.Event)
		seen++
		if seen > len(ms)+1 {
			t.Fatal("NextMark does not move on")
		}
	}
	if seen < len(ms)-1 {
		t.Errorf("NextMark went through %d of %d marks", seen, len(ms))
	}
	if _, ok := p.PrevMark(); !ok {
		t.Error("no mark before the end")
	}
	p.Seek(p.Len())
	bm, err := p.AddBookmark("at the end")
	if err != nil || bm.At != p.Len() || len(p.Whole().Bookmarks()) != 2 {
		t.Errorf("bookmark %+v, %v; the whole game has %d", bm, err, len(p.Whole().Bookmarks()))
	}
}
