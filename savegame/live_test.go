package savegame

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// TestLiveSaveKeepsTheLastGood: a live save that fails midway (a full disk)
// reports a *WriteError and leaves the last good live save as it was.
func TestLiveSaveKeepsTheLastGood(t *testing.T) {
	dir := tempDir(t)
	s := newSession(t, 31)
	if err := (Store{FS: OSFS{}, Now: fixedClock}).LiveSave(dir, s); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, LiveName)
	before := readFile(t, path)
	playRandom(t, s, rand.New(rand.NewPCG(31, 1)), 10)
	err := Store{FS: faultFS{failOp: "write", err: syscall.ENOSPC}, Now: fixedClock}.LiveSave(dir, s)
	var we *WriteError
	if !errors.As(err, &we) {
		t.Fatalf("got %v", err)
	}
	if string(readFile(t, path)) != string(before) {
		t.Fatal("the last good live save changed")
	}
}

// TestContinuePrefersTheLiveSave: Continue opens the game in play even when
// another save was written after its last decision (a quick save, an
// autosave), and falls back to the newest save when there is no live one.
func TestContinuePrefersTheLiveSave(t *testing.T) {
	dir := tempDir(t)
	clock := when
	st := Store{FS: OSFS{}, Now: func() time.Time { clock = clock.Add(time.Second); return clock }}
	s := newSession(t, 32)
	if err := st.LiveSave(dir, s); err != nil {
		t.Fatal(err)
	}
	if err := st.QuickSave(dir, newSession(t, 33)); err != nil {
		t.Fatal(err)
	}
	e, err := st.Newest(dir)
	if err != nil || !e.Live || e.Name != LiveName {
		t.Fatalf("Continue opens %+v, %v", e, err)
	}
	if err := os.Remove(filepath.Join(dir, LiveName)); err != nil {
		t.Fatal(err)
	}
	if e, err = st.Newest(dir); err != nil || e.Name != QuickSaveName {
		t.Fatalf("without a live save Continue opens %+v, %v", e, err)
	}
}

// noSyncFS is the real file system without fsync, to measure what the
// syncs cost.
type noSyncFS struct{ OSFS }

func (noSyncFS) CreateTemp(dir, pattern string) (TempFile, error) {
	f, err := os.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return noSyncFile{f}, nil
}

func (noSyncFS) SyncDir(string) error { return nil }

type noSyncFile struct{ *os.File }

func (noSyncFile) Sync() error { return nil }

// BenchmarkLiveSave is the cost of the live save after one decision, late
// in a 1942 campaign (the frozen save of Nov/Dec, 380 decisions), with and
// without fsync. The folder is the system's temporary one.
func BenchmarkLiveSave(b *testing.B) {
	l, err := Load(filepath.Join("testdata", "frozen", "1942-late.json"))
	if err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name string
		fs   FS
	}{{"fsync", OSFS{}}, {"nosync", noSyncFS{}}} {
		b.Run(c.name, func(b *testing.B) {
			dir := tempDir(b)
			st := Store{FS: c.fs, Now: time.Now}
			b.ReportAllocs()
			for b.Loop() {
				if err := st.LiveSave(dir, l.Session); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
