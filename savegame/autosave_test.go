package savegame

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// tickingClock returns a clock that starts at when and moves on by step at
// each reading.
func tickingClock(step time.Duration) func() time.Time {
	t := when
	return func() time.Time {
		now := t
		t = t.Add(step)
		return now
	}
}

// TestAutoSaveRotation: autosaves sort by time, the newest ten are kept, and
// other files in the folder are left alone.
func TestAutoSaveRotation(t *testing.T) {
	dir := filepath.Join(tempDir(t), "saves") // created by AutoSave
	st := Store{FS: OSFS{}, Now: tickingClock(time.Minute)}
	s := newSession(t, 31)
	var written []string
	for i := 0; i < 14; i++ {
		p, err := st.AutoSave(dir, s)
		if err != nil {
			t.Fatal(err)
		}
		written = append(written, filepath.Base(p))
	}
	if err := os.WriteFile(filepath.Join(dir, "mine.json"), marshal(t, s), 0o644); err != nil {
		t.Fatal(err)
	}
	if !slices.IsSorted(written) {
		t.Errorf("autosave names do not sort by time: %v", written)
	}
	if written[0] != "auto-20250314-092653.000-000001.json" {
		t.Errorf("first autosave is %s", written[0])
	}
	names := dirNames(t, dir)
	want := append(slices.Clone(written[len(written)-KeepAutosaves:]), "mine.json")
	if !slices.Equal(names, want) {
		t.Fatalf("folder holds %v, want %v", names, want)
	}
}

// TestAutoSaveSameInstant: autosaves in the same millisecond, or with the
// clock set back, keep distinct names in writing order.
func TestAutoSaveSameInstant(t *testing.T) {
	dir := tempDir(t)
	s := newSession(t, 32)
	clocks := []time.Time{when, when, when.Add(-time.Hour), when.Add(time.Second)}
	var written []string
	for _, c := range clocks {
		st := Store{FS: OSFS{}, Now: func() time.Time { return c }}
		p, err := st.AutoSave(dir, s)
		if err != nil {
			t.Fatal(err)
		}
		written = append(written, filepath.Base(p))
	}
	if !slices.IsSorted(written) || len(slices.Compact(slices.Clone(written))) != len(written) {
		t.Fatalf("names %v", written)
	}
	e, err := Newest(dir)
	if err != nil || e.Name != written[len(written)-1] {
		t.Fatalf("newest %v, %v; want %s", e.Name, err, written[len(written)-1])
	}
}

// TestAutoSaveFailure: a full disk during an autosave is a WriteError, and
// the earlier autosaves are kept.
func TestAutoSaveFailure(t *testing.T) {
	dir := tempDir(t)
	s := newSession(t, 33)
	good := Store{FS: OSFS{}, Now: tickingClock(time.Second)}
	for i := 0; i < KeepAutosaves; i++ {
		if _, err := good.AutoSave(dir, s); err != nil {
			t.Fatal(err)
		}
	}
	before := dirNames(t, dir)
	full := Store{FS: faultFS{failOp: "write", err: syscall.ENOSPC}, Now: good.Now}
	_, err := full.AutoSave(dir, s)
	var we *WriteError
	if !errors.As(err, &we) || !strings.Contains(err.Error(), "disk is full") {
		t.Fatalf("got %v", err)
	}
	if !slices.Equal(before, dirNames(t, dir)) {
		t.Fatal("a failed autosave changed the folder")
	}
	mk := Store{FS: faultFS{failOp: "mkdir", err: syscall.ENOSPC}, Now: good.Now}
	if _, err := mk.AutoSave(filepath.Join(dir, "new"), s); err == nil {
		t.Fatal("an autosave whose folder cannot be made succeeded")
	}
}

// TestListAndNewest: List reads the summaries newest first and skips what is
// not a readable save; Newest is the first of them.
func TestListAndNewest(t *testing.T) {
	dir := tempDir(t)
	if _, err := Newest(dir); !errors.Is(err, NoSave) || err.Error() != "There is no saved game to continue yet." {
		t.Fatalf("empty folder: %v", err)
	}
	if list, err := List(filepath.Join(dir, "not-yet")); err != nil || len(list) != 0 {
		t.Fatalf("missing folder: %v %v", list, err)
	}
	st := Store{FS: OSFS{}, Now: tickingClock(time.Hour)}
	s := newSession(t, 34)
	if _, err := st.AutoSave(dir, s); err != nil { // 09:26
		t.Fatal(err)
	}
	named := filepath.Join(dir, "before midway.json")
	if err := st.Save(named, s); err != nil { // 10:26
		t.Fatal(err)
	}
	if err := st.QuickSave(dir, s); err != nil { // 11:26
		t.Fatal(err)
	}
	for name, body := range map[string]string{
		"broken.json":    `{"game":"Fleet Commander Nimitz","format":1,`,
		"foreign.json":   `{"hello":"world"}`,
		"newer.json":     `{"game":"Fleet Commander Nimitz","format":9}`,
		"notes.txt":      "not a save",
		".x.json.tmp-12": "a leftover temporary file",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "folder.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	list, err := List(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range list {
		names = append(names, e.Name)
		if e.Campaign != 1942 || e.TurnName != s.Game().TurnName() || e.Step != s.Game().Step || e.Path != filepath.Join(dir, e.Name) {
			t.Errorf("entry %+v", e)
		}
	}
	want := []string{QuickSaveName, "before midway.json", "auto-20250314-092653.000-000001.json"}
	if !slices.Equal(names, want) {
		t.Fatalf("list %v, want %v", names, want)
	}
	if !list[2].Auto || list[0].Auto || !list[0].SavedAt.Equal(when.Add(2*time.Hour)) {
		t.Errorf("entries %+v", list)
	}
	// ListAll also lists the .json files that cannot be opened, after the
	// saves, each with why: the Open list left them out without a word.
	all, err := ListAll(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != len(list)+3 {
		t.Fatalf("ListAll has %d entries, want the %d saves and the 3 .json files that are not", len(all), len(list))
	}
	for i, e := range all {
		if i < len(list) {
			if e.Problem != "" || e.Name != list[i].Name || e.Decisions != s.Len() {
				t.Errorf("ListAll's %dth entry %+v, want %s with %d decisions", i, e, list[i].Name, s.Len())
			}
			continue
		}
		if e.Problem == "" || strings.Contains(e.Problem, e.Name) || e.SavedAt.IsZero() {
			t.Errorf("ListAll's %dth entry %+v: want why it cannot be opened, without its name, and when it was written", i, e)
		}
		t.Logf("%s: %s", e.Name, e.Problem)
	}
	e, err := Newest(dir)
	if err != nil || e.Name != QuickSaveName {
		t.Fatalf("newest %+v %v", e, err)
	}
	sv, err := QuickLoad(dir)
	if err != nil || !sameGame(t, sv.Session.Game(), s.Game()) {
		t.Fatalf("quick load: %v", err)
	}
}

// TestNewestWithinAMillisecond: a quick save and an autosave written a few
// microseconds apart (as a fast machine does when the player quick saves and
// then ends a step) still sort by when they were written, not by name.
func TestNewestWithinAMillisecond(t *testing.T) {
	dir := tempDir(t)
	st := Store{FS: OSFS{}, Now: tickingClock(50 * time.Microsecond)}
	s := newSession(t, 34)
	if err := st.QuickSave(dir, s); err != nil {
		t.Fatal(err)
	}
	auto, err := st.AutoSave(dir, s)
	if err != nil {
		t.Fatal(err)
	}
	e, err := st.Newest(dir)
	if err != nil || e.Path != auto {
		t.Fatalf("newest %+v %v, want the autosave %s", e, err, auto)
	}
}

// TestParseAutoName accepts only the names AutoSave writes.
func TestParseAutoName(t *testing.T) {
	for name, ok := range map[string]bool{
		"auto-20250314-092653.000-000001.json": true,
		"auto-20250314-092653.000-1.json":      true,
		"auto-20250314-092653.000-.json":       false,
		"auto-20250314-092653.000-x.json":      false,
		"auto-20251314-092653.000-000001.json": false,
		"auto-20250314-092653.000-000001.txt":  false,
		"auto-.json":                           false,
		"quick.json":                           false,
	} {
		if _, got := parseAutoName(name); got != ok {
			t.Errorf("%s: %v", name, got)
		}
	}
}
