package savegame

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// faultFS is the real file system with one operation failing on purpose.
type faultFS struct {
	OSFS
	failOp string // "create", "write", "sync", "close", "rename", "syncdir", "mkdir"
	err    error
}

func (f faultFS) CreateTemp(dir, pattern string) (TempFile, error) {
	if f.failOp == "create" {
		return nil, &fs.PathError{Op: "open", Path: filepath.Join(dir, pattern), Err: f.err}
	}
	t, err := f.OSFS.CreateTemp(dir, pattern)
	if err != nil {
		return nil, err
	}
	return faultFile{TempFile: t, fs: f}, nil
}

func (f faultFS) Rename(a, b string) error {
	if f.failOp == "rename" {
		return &os.LinkError{Op: "rename", Old: a, New: b, Err: f.err}
	}
	return f.OSFS.Rename(a, b)
}

func (f faultFS) SyncDir(dir string) error {
	if f.failOp == "syncdir" {
		return f.err
	}
	return f.OSFS.SyncDir(dir)
}

func (f faultFS) MkdirAll(dir string, perm fs.FileMode) error {
	if f.failOp == "mkdir" {
		return &fs.PathError{Op: "mkdir", Path: dir, Err: f.err}
	}
	return f.OSFS.MkdirAll(dir, perm)
}

type faultFile struct {
	TempFile
	fs faultFS
}

func (f faultFile) Write(p []byte) (int, error) {
	if f.fs.failOp == "write" {
		// A full disk takes part of the data, then refuses.
		n, _ := f.TempFile.Write(p[:len(p)/2])
		return n, &fs.PathError{Op: "write", Path: f.Name(), Err: f.fs.err}
	}
	return f.TempFile.Write(p)
}

func (f faultFile) Sync() error {
	if f.fs.failOp == "sync" {
		return &fs.PathError{Op: "sync", Path: f.Name(), Err: f.fs.err}
	}
	return f.TempFile.Sync()
}

func (f faultFile) Close() error {
	err := f.TempFile.Close()
	if f.fs.failOp == "close" {
		return &fs.PathError{Op: "close", Path: f.Name(), Err: f.fs.err}
	}
	return err
}

func fixedClock() time.Time { return when }

// dirNames lists a folder's file names.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range ents {
		out = append(out, e.Name())
	}
	return out
}

// TestSaveFailuresKeepTheLastGoodSave: whatever step fails, the player gets a
// message saying what happened, the previous save is byte for byte the same,
// and no temporary file is left behind.
func TestSaveFailuresKeepTheLastGoodSave(t *testing.T) {
	s := newSession(t, 21)
	later := newSession(t, 22)
	cases := []struct {
		op   string
		err  error
		says string
	}{
		{"create", syscall.EACCES, "not allowed to write in the folder"},
		{"create", syscall.EROFS, "cannot be written to"},
		{"write", syscall.ENOSPC, "the disk is full"},
		{"write", syscall.EDQUOT, "the disk is full"},
		{"sync", syscall.EIO, "the computer reported"},
		{"close", syscall.ENOSPC, "the disk is full"},
		{"rename", syscall.EACCES, "not allowed"},
		{"rename", syscall.EXDEV, "the computer reported"},
	}
	for _, c := range cases {
		dir := tempDir(t)
		path := filepath.Join(dir, "campaign.json")
		if err := (Store{FS: OSFS{}, Now: fixedClock}).Save(path, s); err != nil {
			t.Fatal(err)
		}
		before, _ := os.ReadFile(path)
		err := Store{FS: faultFS{failOp: c.op, err: c.err}, Now: fixedClock}.Save(path, later)
		var we *WriteError
		if !errors.As(err, &we) || !errors.Is(err, c.err) {
			t.Errorf("%s %v: got %v", c.op, c.err, err)
			continue
		}
		msg := err.Error()
		if !strings.Contains(msg, c.says) || !strings.Contains(msg, `"campaign.json"`) || !strings.Contains(msg, "unchanged") {
			t.Errorf("%s %v: message %q does not say %q", c.op, c.err, msg, c.says)
		}
		after, _ := os.ReadFile(path)
		if string(before) != string(after) {
			t.Errorf("%s %v: the last good save changed", c.op, c.err)
		}
		if names := dirNames(t, dir); len(names) != 1 {
			t.Errorf("%s %v: files left behind: %v", c.op, c.err, names)
		}
	}
}

// TestSyncDirFailureIsNotAFailedSave: once renamed, the save is in place; a
// folder that cannot be synced does not make it a failure.
func TestSyncDirFailureIsNotAFailedSave(t *testing.T) {
	path := filepath.Join(tempDir(t), "a.json")
	st := Store{FS: faultFS{failOp: "syncdir", err: syscall.EINVAL}, Now: fixedClock}
	if err := st.Save(path, newSession(t, 1)); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Load(path); err != nil {
		t.Fatal(err)
	}
}

// TestSaveIntoAFile: the folder named is a regular file (a real failure, no
// injection): a message, and nothing is created.
func TestSaveIntoAFile(t *testing.T) {
	dir := tempDir(t)
	notDir := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notDir, []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := Save(filepath.Join(notDir, "campaign.json"), newSession(t, 1))
	var we *WriteError
	if !errors.As(err, &we) || !strings.Contains(err.Error(), "is not a folder") {
		t.Fatalf("got %v", err)
	}
	if b, _ := os.ReadFile(notDir); string(b) != "hello" {
		t.Fatal("the file in the way changed")
	}
	// The same for the managed folders, which Save creates.
	if _, err := AutoSave(filepath.Join(notDir, "saves"), newSession(t, 1)); err == nil || !strings.Contains(err.Error(), "is not a folder") {
		t.Errorf("AutoSave: %v", err)
	}
	if err := SaveSettings(filepath.Join(notDir, "cfg"), DefaultSettings()); err == nil {
		t.Error("SaveSettings into a file succeeded")
	}
}

// TestSaveIntoAMissingFolder: a chosen folder that does not exist is not
// created behind the player's back; the message says so.
func TestSaveIntoAMissingFolder(t *testing.T) {
	err := Save(filepath.Join(tempDir(t), "gone", "campaign.json"), newSession(t, 1))
	if err == nil || !strings.Contains(err.Error(), "does not exist") {
		t.Fatalf("got %v", err)
	}
}

// TestSaveOverAFolder: the file name is a folder.
func TestSaveOverAFolder(t *testing.T) {
	dir := tempDir(t)
	path := filepath.Join(dir, "campaign.json")
	if err := os.Mkdir(path, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := Save(path, newSession(t, 1)); err == nil {
		t.Fatal("saved over a folder")
	}
	if names := dirNames(t, dir); len(names) != 1 {
		t.Errorf("files left behind: %v", names)
	}
}

// TestSaveReplaces: saving over an existing save replaces it, and Load reads it.
func TestSaveReplaces(t *testing.T) {
	path := filepath.Join(tempDir(t), "campaign.json")
	if err := Save(path, newSession(t, 1)); err != nil {
		t.Fatal(err)
	}
	s := newSession(t, 2)
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	sv, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if sv.Session.Options().Seed != 2 || !sameGame(t, s.Game(), sv.Session.Game()) {
		t.Fatal("Load did not read the newest save")
	}
	if time.Since(sv.SavedAt) > time.Minute {
		t.Errorf("saved_at %v is not now", sv.SavedAt)
	}
}

// TestLoadFileProblems: missing files, folders and huge files are refused
// before reading, with the file's name in the message.
func TestLoadFileProblems(t *testing.T) {
	dir := tempDir(t)
	huge := filepath.Join(dir, "huge.json")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	// Sparse: large on paper, nothing written, so the test stays fast.
	if err := f.Truncate(MaxFileSize + 1); err != nil {
		t.Fatal(err)
	}
	f.Close()
	for _, c := range []struct {
		path string
		want Problem
		says string
	}{
		{filepath.Join(dir, "none.json"), Unreadable, `"none.json" does not exist`},
		{dir, Unreadable, "is a folder"},
		{huge, TooLarge, `"huge.json" is too large to be a save (16.0 MB`},
	} {
		sv, err := Load(c.path)
		if sv != nil || err == nil {
			t.Fatalf("%s loaded", c.path)
		}
		if problem(t, err) != c.want || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v", c.path, err)
		}
		if _, err := (Disk()).ReadHeader(c.path); err == nil {
			t.Errorf("%s: ReadHeader succeeded", c.path)
		}
	}
}

// TestLoadUnreadable: a read permission failure, injected because tests run
// as root.
func TestLoadUnreadable(t *testing.T) {
	st := Store{FS: deniedFS{}, Now: fixedClock}
	_, err := st.Load("/saves/campaign.json")
	if problem(t, err) != Unreadable || !strings.Contains(err.Error(), "does not allow the game to open it") {
		t.Fatalf("got %v", err)
	}
	if s, err := st.LoadSettings("/cfg"); err == nil || s != DefaultSettings() {
		t.Errorf("settings: %v, %+v", err, s)
	}
}

// deniedFS refuses every read.
type deniedFS struct{ OSFS }

func (deniedFS) Open(name string) (ReadFile, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: syscall.EACCES}
}
