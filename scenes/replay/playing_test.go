package replay

import (
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
)

// TestPlaysForwardAndBackAtItsSpeed: Space plays the replay forward an
// event at a time at the chosen speed, and pauses; R plays it back; S
// changes the speed; the play stops at the end.
func TestPlaysForwardAndBackAtItsSpeed(t *testing.T) {
	s := played(t, 60)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	p.Seek(10)
	tr := newTester(t, p, nil)
	sc := tr.scene()
	if sc.Speed() != 2 || sc.Playing() != 0 {
		t.Fatalf("opens at speed %v, playing %d", sc.Speed(), sc.Playing())
	}
	// count is how many events the cursor stands from the record's start.
	q, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	count := func() int {
		q.Seek(0)
		for q.PrevEvent() {
		}
		n := 0
		for q.At() != p.At() || q.EventIndex() != p.EventIndex() {
			if !q.NextEvent() {
				t.Fatal("the cursor is not on the record")
			}
			n++
		}
		return n
	}
	// A frame of a sixtieth of a second, whatever the clock says.
	frame := func() {
		ctx := tr.m.Context()
		ctx.Elapsed = 1
		if err := sc.Update(ctx); err != nil {
			t.Fatal(err)
		}
		tr.in.EndTick()
	}
	tr.in.Key(ebiten.KeySpace)
	frame()
	if sc.Playing() != 1 {
		t.Fatal("Space does not play")
	}
	from := count()
	for range 60 { // a second at 2 events a second
		frame()
	}
	if got := count() - from; got < 2 || got > 3 {
		t.Errorf("a second of play at 2 a second moved %d events", got)
	}
	tr.key(ebiten.KeyS)
	tr.key(ebiten.KeyS)
	if sc.Speed() != 8 {
		t.Fatalf("S twice: speed %v, want 8", sc.Speed())
	}
	from = count()
	for range 60 {
		frame()
	}
	if got := count() - from; got < 7 || got > 9 {
		t.Errorf("a second at 8 a second moved %d events", got)
	}
	tr.key(ebiten.KeySpace)
	if sc.Playing() != 0 {
		t.Fatal("Space again does not pause")
	}
	from = count()
	for range 60 {
		frame()
	}
	if count() != from {
		t.Error("the paused replay moved")
	}
	tr.key(ebiten.KeyR)
	for range 30 {
		frame()
	}
	if sc.Playing() != -1 || count() >= from {
		t.Errorf("R: playing %d, %d events shown (was %d)", sc.Playing(), count(), from)
	}
	// Played forward fast to the end, it stops there.
	tr.key(ebiten.KeyS)
	tr.key(ebiten.KeySpace)
	for range 60 * 60 {
		frame()
		if sc.Playing() == 0 {
			break
		}
	}
	if !p.AtEnd() || sc.Playing() != 0 {
		t.Errorf("played to the end: at the end %v, playing %d", p.AtEnd(), sc.Playing())
	}
}

// TestNextMarkAndBookmarks: ] goes from mark to mark (turns, battles); M
// opens a note, Enter keeps the bookmark with the game in play (its live
// save), and it is then a mark of the timeline that ] stops at.
func TestNextMarkAndBookmarks(t *testing.T) {
	s := played(t, 90)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	tr := newTester(t, p, s)
	p.Seek(0)
	tr.key(ebiten.KeyBracketRight)
	want, _ := func() (savegame.TimelineMark, bool) {
		q, _ := savegame.NewPlayback(s)
		q.Seek(0)
		return q.NextMark()
	}()
	if p.At() != want.At {
		t.Fatalf("] went to %d, the first mark is at %d", p.At(), want.At)
	}
	p.Seek(40)
	tr.key(ebiten.KeyArrowLeft)
	at, ev := p.At(), p.EventIndex()
	tr.key(ebiten.KeyM)
	if !tr.scene().Noting() {
		t.Fatal("M opens no note")
	}
	tr.in.Type("Pearl Harbor again")
	tr.key(ebiten.KeyP) // typed into the note, not "Play from here"
	tr.in.Type("!")
	tr.tick()
	tr.key(ebiten.KeyEnter)
	if tr.scene().Noting() {
		t.Fatal("Enter leaves the note open")
	}
	ctx := tr.m.Context()
	bs := ctx.Session.Bookmarks()
	if len(bs) != 1 || bs[0] != (savegame.Bookmark{At: at, Event: ev, Note: "Pearl Harbor again!"}) {
		t.Fatalf("the game in play has bookmarks %+v, want one at %d/%d", bs, at, ev)
	}
	l, err := savegame.Load(filepath.Join(tr.dir, savegame.LiveName))
	if err != nil || len(l.Session.Bookmarks()) != 1 {
		t.Fatalf("the live save: %v, %+v", err, l)
	}
	p.Seek(30)
	for p.At() < at || p.EventIndex() != ev {
		before := [2]int{p.At(), p.EventIndex()}
		tr.key(ebiten.KeyBracketRight)
		if [2]int{p.At(), p.EventIndex()} == before || p.At() > at {
			t.Fatalf("] does not stop at the bookmark (%d/%d): at %d/%d", at, ev, p.At(), p.EventIndex())
		}
	}
	if got := tr.scene().markAt(); got != "Pearl Harbor again!" {
		t.Errorf("the head shows the mark %q", got)
	}
	// Esc leaves a note without a bookmark.
	tr.key(ebiten.KeyM)
	tr.in.Type("never mind")
	tr.tick()
	tr.key(ebiten.KeyEscape)
	if tr.scene().Noting() || len(ctx.Session.Bookmarks()) != 1 {
		t.Errorf("Esc: noting %v, %d bookmarks", tr.scene().Noting(), len(ctx.Session.Bookmarks()))
	}
}
