package warrecord

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nimitz/savegame"
)

var writeFrozen = flag.Bool("write-frozen", false, "write a new frozen record of this format (never over one)")

// short is a record of one short abandoned campaign and one whole one.
func short(t testing.TB) Record {
	t.Helper()
	var r Record
	half := playedTo(t, 1942, 6, func(s *savegame.Session) bool { return s.Len() >= 30 })
	if err := half.AddBookmark(savegame.Bookmark{At: 12, Event: -1, Note: "where it went wrong"}); err != nil {
		t.Fatal(err)
	}
	for _, s := range []*savegame.Session{half, playedTo(t, 1945, 6, nil)} {
		e, err := FromSession(s, when, !s.Over(), 50)
		if err != nil {
			t.Fatal(err)
		}
		r = r.With(e, nil)
	}
	return r
}

// TestRecordRoundTrip: a record written and read back is the same record,
// and the file is written atomically where the saves are.
func TestRecordRoundTrip(t *testing.T) {
	dir := t.TempDir()
	r := short(t)
	if err := Save(savegame.Disk(), dir, r); err != nil {
		t.Fatal(err)
	}
	got, err := Load(savegame.Disk(), dir)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := r.Encode()
	b, _ := got.Encode()
	if !bytes.Equal(a, b) {
		t.Error("the record read back differs")
	}
	if len(got.Entries) != 2 || len(got.Entries[0].Bookmarks) != 1 || got.Entries[0].Bookmarks[0].Note != "where it went wrong" {
		t.Errorf("entries %+v", got.Entries)
	}
	left, _ := os.ReadDir(dir)
	if len(left) != 1 || left[0].Name() != FileName {
		t.Errorf("the folder holds %v", left)
	}
	if r, err := Load(savegame.Disk(), t.TempDir()); err != nil || len(r.Entries) != 0 {
		t.Errorf("no file: %d entries, %v", len(r.Entries), err)
	}
}

// TestDamagedRecordIsKeptAside: a truncated, binary or hand-edited record is
// refused with a message, kept aside byte for byte, and the next campaign
// begins a new record beside it instead of writing over it.
func TestDamagedRecordIsKeptAside(t *testing.T) {
	good, err := short(t).Encode()
	if err != nil {
		t.Fatal(err)
	}
	edit := func(from, to string) []byte {
		if !bytes.Contains(good, []byte(from)) {
			t.Fatalf("no %q in the record", from)
		}
		return bytes.Replace(good, []byte(from), []byte(to), 1)
	}
	cases := map[string][]byte{
		"truncated":                  good[:len(good)/2],
		"empty":                      {},
		"binary":                     {0x89, 'P', 'N', 'G', 0, 0, 0xff, 0xfe, 7, 1},
		"a save, not a record":       []byte(`{"game": "Fleet Commander Nimitz", "format": 3}`),
		"a chance over 1":            edit(`"p_win": 0`, `"p_win": 7`),
		"a year of no campaign":      edit(`"campaign": "1942"`, `"campaign": "1941"`),
		"text for a number":          edit(`"objectives": `, `"objectives": "many", "x": `),
		"a bookmark past the record": edit(`"at": 12`, `"at": 99999`),
		"format as text":             edit(`"format": 1`, `"format": "one"`),
	}
	sess := playedTo(t, 1942, 2, func(s *savegame.Session) bool { return s.Len() >= 5 })
	for name, data := range cases {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, FileName)
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			r, err := Load(savegame.Disk(), dir)
			var re *Error
			if !errors.As(err, &re) || len(r.Entries) != 0 {
				t.Fatalf("loaded %d entries, error %v", len(r.Entries), err)
			}
			if re.KeptAs == "" || !strings.Contains(err.Error(), "war-record.damaged.rec") || !strings.Contains(err.Error(), "could not be read") {
				t.Errorf("message %q", err)
			}
			kept, err := os.ReadFile(filepath.Join(dir, "war-record.damaged.rec"))
			if err != nil || !bytes.Equal(kept, data) {
				t.Fatalf("the damaged file is not kept as it was: %v", err)
			}
			// The next campaign kept: a new record; the damaged one stays.
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			if _, err := Keep(savegame.Disk(), dir, sess, when, true); !errors.As(err, &re) {
				t.Errorf("keeping over a damaged record says %v", err)
			}
			if kept2, err := os.ReadFile(filepath.Join(dir, "war-record.damaged-2.rec")); err != nil || !bytes.Equal(kept2, data) {
				t.Errorf("the second damaged file is not kept: %v", err)
			}
			if r, err := Load(savegame.Disk(), dir); err != nil || len(r.Entries) != 1 {
				t.Errorf("the new record: %d entries, %v", len(r.Entries), err)
			}
		})
	}
}

// TestNewerRecordIsLeftAlone: a record of a newer format is neither read
// nor moved nor written over.
func TestNewerRecordIsLeftAlone(t *testing.T) {
	dir := t.TempDir()
	data := []byte(`{"game": "` + Magic + `", "format": 9, "entries": [{"what": "a newer entry"}]}`)
	path := filepath.Join(dir, FileName)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(savegame.Disk(), dir)
	var re *Error
	if !errors.As(err, &re) || !re.Newer || re.Writable() || !strings.Contains(err.Error(), "newer version") {
		t.Fatalf("error %v", err)
	}
	sess := playedTo(t, 1942, 2, func(s *savegame.Session) bool { return s.Len() >= 5 })
	if _, err := Keep(savegame.Disk(), dir, sess, when, true); err == nil {
		t.Error("kept a game over a newer record")
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, data) {
		t.Error("the newer record was changed")
	}
}

// TestFrozenRecordsLoad: every record a released build wrote still loads
// (testdata/frozen, never rewritten: -write-frozen adds a file only when
// its name is new).
func TestFrozenRecordsLoad(t *testing.T) {
	name := filepath.Join("testdata", "frozen", "format1.rec")
	if *writeFrozen {
		if _, err := os.Stat(name); err == nil {
			t.Fatalf("%s exists and is never rewritten", name)
		}
		b, err := short(t).Encode()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "frozen", "*.rec"))
	if len(files) == 0 {
		t.Fatal("no frozen records")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Decode(b)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if len(r.Entries) == 0 {
			t.Errorf("%s: no entries", f)
		}
		for _, e := range r.Entries {
			if _, err := e.Load(); err != nil {
				t.Errorf("%s: the replay of %s does not open: %v", f, e.ID, err)
			}
		}
	}
}

// FuzzDecode: whatever the bytes, reading a record returns a record or an
// error, never a panic; a record read writes back to one that reads the
// same.
func FuzzDecode(f *testing.F) {
	if b, err := os.ReadFile(filepath.Join("testdata", "frozen", "format1.rec")); err == nil {
		f.Add(b)
		f.Add(b[:len(b)/3])
	}
	f.Add([]byte(`{"game": "` + Magic + `", "format": 1, "entries": []}`))
	f.Add([]byte{0, 1, 2, 0xff})
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := Decode(b)
		if err != nil {
			return
		}
		again, err := r.Encode()
		if err != nil {
			t.Fatal(err)
		}
		r2, err := Decode(again)
		if err != nil {
			t.Fatalf("a record read does not read back: %v", err)
		}
		if len(r2.Entries) != len(r.Entries) {
			t.Fatal("entries lost")
		}
	})
}
