package warrecord

import (
	"bytes"
	"context"
	"encoding/csv"
	"reflect"
	"slices"
	"strings"
	"testing"

	"nimitz/savegame"
)

// TestTheEntryIsWrittenAtOnceAndCompletedAfter: a campaign that ends is in
// the record at once, with its result and Objectives but its battles, odds
// and losses pending; the keeper works them out in the background and
// fills them in, the same figures the whole entry made at once has.
func TestTheEntryIsWrittenAtOnceAndCompletedAfter(t *testing.T) {
	dir, st := t.TempDir(), savegame.Disk()
	s := playedTo(t, 1942, 1, nil)
	e, err := Keep(st, dir, s, when, false)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Load(st, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Entries) != 1 || !r.Entries[0].Pending || len(r.Entries[0].Battles) != 0 || r.Entries[0].Result != s.Game().Evaluation || len(r.Pending()) != 1 {
		t.Fatalf("kept at once: %+v", r.Entries)
	}
	// Exported meanwhile: the battles and losses blank, not counts of none.
	b, err := r.CSV()
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil || len(rows) != 2 {
		t.Fatalf("the CSV: %d rows, %v", len(rows), err)
	}
	if got := rows[1][slices.Index(CSVHeader, "battles fought")] + rows[1][slices.Index(CSVHeader, "US ships lost")]; got != "" {
		t.Errorf("a pending entry's CSV row counts battles and losses: %q", got)
	}
	if page := string(r.HTML(Band{}, when)); !strings.Contains(page, "being worked out") {
		t.Error("the HTML page does not say the entry's battles are being worked out")
	}
	whole, err := FromSession(s, when, false, 30)
	if err != nil {
		t.Fatal(err)
	}
	if len(whole.Battles) == 0 {
		t.Fatal("the campaign fought no battle: nothing to work out")
	}
	k := &Keeper{Samples: 30}
	k.Complete(st, dir, e)
	k.Wait()
	if f := k.Failures(); len(f) != 0 {
		t.Fatal(f)
	}
	if r, err = Load(st, dir); err != nil {
		t.Fatal(err)
	}
	got := r.Entries[0]
	if got.Pending || !reflect.DeepEqual(got.Battles, whole.Battles) || got.Losses != whole.Losses || len(r.Pending()) != 0 {
		t.Errorf("completed: pending %v, battles %+v, losses %+v; made at once %+v, %+v", got.Pending, got.Battles, got.Losses, whole.Battles, whole.Losses)
	}
	if c, ok := k.Completed(e.ID); !ok || c.Pending || k.Ver() != 1 || k.Busy() {
		t.Errorf("the keeper says %v %v, ver %d, busy %v", ok, c.Pending, k.Ver(), k.Busy())
	}
	// Completed again (the record opened again): nothing is begun.
	k.Complete(st, dir, r.Entries[0], e)
	if k.Busy() {
		t.Error("an entry completed already is worked out again")
	}
}

// TestAPendingRecordLoadsAndCompletes: work cut short leaves the entry as
// it was, pending (the game closed before the odds were worked out); the
// record read back in a later session holds it pending, and completes it
// then.
func TestAPendingRecordLoadsAndCompletes(t *testing.T) {
	dir, st := t.TempDir(), savegame.Disk()
	s := playedTo(t, 1943, 2, nil)
	e, err := NewEntry(s, when, false)
	if err != nil {
		t.Fatal(err)
	}
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	cut := e
	if err := cut.Complete(stopped, 30); err == nil || !cut.Pending || cut.Battles != nil {
		t.Fatalf("cut short: %v, pending %v, %d battles", err, cut.Pending, len(cut.Battles))
	}
	if err := Save(st, dir, Record{}.With(cut, nil)); err != nil {
		t.Fatal(err)
	}
	// A later session.
	k := &Keeper{Samples: 30}
	r, err := k.Load(st, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Pending()) != 1 {
		t.Fatalf("%d pending entries read back", len(r.Pending()))
	}
	k.Complete(st, dir, r.Pending()...)
	k.Wait()
	if f := k.Failures(); len(f) != 0 {
		t.Fatal(f)
	}
	if r, err = k.Load(st, dir); err != nil {
		t.Fatal(err)
	}
	whole, err := FromSession(s, when, false, 30)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Entries[0]; got.Pending || !reflect.DeepEqual(got.Battles, whole.Battles) || len(got.Battles) == 0 {
		t.Errorf("completed: pending %v, %d battles, want %d", got.Pending, len(got.Battles), len(whole.Battles))
	}
}

// TestFillLeavesAnEntryKeptAgain: the same game kept again while its first
// entry was being completed (with the whole figures) is not written over
// by the late work, nor is an entry no longer there brought back.
func TestFillLeavesAnEntryKeptAgain(t *testing.T) {
	dir, st := t.TempDir(), savegame.Disk()
	s := playedTo(t, 1942, 6, func(s *savegame.Session) bool { return s.Len() >= 30 })
	pending, err := NewEntry(s, when, true)
	if err != nil {
		t.Fatal(err)
	}
	whole, err := FromSession(s, when, true, 10)
	if err != nil {
		t.Fatal(err)
	}
	whole.Bookmarks = []savegame.Bookmark{{At: 3, Event: -1, Note: "kept"}}
	if err := Save(st, dir, Record{}.With(whole, nil)); err != nil {
		t.Fatal(err)
	}
	late := pending
	late.Battles, late.Pending = []Battle{{Area: "Nowhere", Won: true}}, false
	if err := Fill(st, dir, late); err != nil {
		t.Fatal(err)
	}
	r, err := Load(st, dir)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.Entries[0].Battles, whole.Battles) || len(r.Entries[0].Bookmarks) != 1 {
		t.Errorf("the late work wrote over the entry: %+v", r.Entries[0])
	}
	late.ID = "gone"
	if err := Fill(st, dir, late); err != nil {
		t.Fatal(err)
	}
	if r, _ := Load(st, dir); len(r.Entries) != 1 {
		t.Errorf("%d entries after filling one not there", len(r.Entries))
	}
}

// TestStopLeavesTheEntryPending: the game closed while an entry's odds are
// being worked out (far too many games of each battle to finish) stops
// the work, and the entry stays in the record, pending, for the next time.
func TestStopLeavesTheEntryPending(t *testing.T) {
	dir, st := t.TempDir(), savegame.Disk()
	k := &Keeper{Samples: 1 << 30}
	e, err := k.Keep(st, dir, playedTo(t, 1942, 1, nil), when, false)
	if err != nil {
		t.Fatal(err)
	}
	if !k.Busy() {
		t.Fatal("the keeper is not working the entry out")
	}
	k.Stop()
	if k.Busy() || len(k.Failures()) != 0 {
		t.Fatalf("stopped: busy %v", k.Busy())
	}
	if _, ok := k.Completed(e.ID); ok {
		t.Fatal("a billion games a battle completed")
	}
	r, err := Load(st, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Entries) != 1 || !r.Entries[0].Pending || r.Entries[0].ID != e.ID {
		t.Fatalf("after the stop the record holds %+v", r.Entries)
	}
}
