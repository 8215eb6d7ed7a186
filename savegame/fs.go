package savegame

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
)

// FS is the little of the file system that saving needs. The real one is
// OSFS; tests put in one that fails the way a full disk or a forbidden folder
// does, which cannot be arranged for real when tests run as root.
type FS interface {
	// CreateTemp creates a new file in dir, as os.CreateTemp does.
	CreateTemp(dir, pattern string) (TempFile, error)
	Rename(oldpath, newpath string) error
	Remove(name string) error
	// SyncDir makes a rename in dir durable (fsync of the folder).
	SyncDir(dir string) error
	MkdirAll(dir string, perm fs.FileMode) error
	Open(name string) (ReadFile, error)
	ReadDir(dir string) ([]fs.DirEntry, error)
}

// TempFile is a file being written.
type TempFile interface {
	io.Writer
	Name() string
	Sync() error
	Close() error
}

// ReadFile is a file being read.
type ReadFile interface {
	io.ReadCloser
	Stat() (fs.FileInfo, error)
}

// OSFS is the real file system.
type OSFS struct{}

// CreateTemp calls os.CreateTemp.
func (OSFS) CreateTemp(dir, pattern string) (TempFile, error) { return os.CreateTemp(dir, pattern) }

// Rename calls os.Rename, which replaces newpath in one step.
func (OSFS) Rename(oldpath, newpath string) error { return os.Rename(oldpath, newpath) }

// Remove calls os.Remove.
func (OSFS) Remove(name string) error { return os.Remove(name) }

// MkdirAll calls os.MkdirAll.
func (OSFS) MkdirAll(dir string, perm fs.FileMode) error { return os.MkdirAll(dir, perm) }

// Open calls os.Open.
func (OSFS) Open(name string) (ReadFile, error) { return os.Open(name) }

// ReadDir calls os.ReadDir.
func (OSFS) ReadDir(dir string) ([]fs.DirEntry, error) { return os.ReadDir(dir) }

// SyncDir fsyncs a folder so that a rename into it survives a power cut.
// Windows cannot open a folder for syncing and makes renames durable itself.
func (OSFS) SyncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// writeAtomic replaces path with data so that, whatever fails and whenever,
// the file holds either its old contents or the new ones, never a mix: write
// a temporary file in the same folder (a rename across disks is not atomic),
// sync it, rename it over path, sync the folder. Before the rename any failure
// removes the temporary file and leaves path untouched.
func writeAtomic(fsys FS, path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	fail := func(op string, e error) error { return &WriteError{Path: path, Op: op, Err: e} }
	// Hidden and not ending in .json, so List never shows a leftover.
	f, err := fsys.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fail("create", err)
	}
	tmp := f.Name()
	renamed := false
	defer func() {
		if !renamed {
			_ = fsys.Remove(tmp) // best effort: the real error is already reported
		}
	}()
	if _, err := f.Write(data); err != nil {
		_ = f.Close()
		return fail("write", err)
	}
	if err := f.Sync(); err != nil {
		_ = f.Close()
		return fail("sync", err)
	}
	// Close can report a delayed write error (NFS, full disk).
	if err := f.Close(); err != nil {
		return fail("close", err)
	}
	if err := fsys.Rename(tmp, path); err != nil {
		return fail("rename", err)
	}
	renamed = true
	// The new file is in place now. A folder that cannot be synced (some
	// network and FUSE file systems refuse) only weakens durability after a
	// power cut; telling the player the save failed would be false.
	_ = fsys.SyncDir(dir)
	return nil
}

// sizeError is a file larger than a reader accepts.
type sizeError struct{ n int64 }

func (e *sizeError) Error() string { return fmt.Sprintf("the file is too large (%s)", size(e.n)) }

// readLimited reads a whole file, refusing one larger than limit before
// reading it (and, should it grow meanwhile, after reading limit+1 bytes).
// Errors are the operating system's, or a *sizeError.
func readLimited(fsys FS, path string, limit int64) ([]byte, error) {
	f, err := fsys.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if info.IsDir() {
		return nil, &fs.PathError{Op: "read", Path: path, Err: syscall.EISDIR}
	}
	if info.Size() > limit {
		return nil, &sizeError{info.Size()}
	}
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, &sizeError{int64(len(b))}
	}
	return b, nil
}

// readSave reads a save file for Load and ReadHeader, wording failures.
func readSave(fsys FS, path string) ([]byte, error) {
	b, err := readLimited(fsys, path, MaxFileSize)
	var se *sizeError
	switch {
	case errors.As(err, &se):
		return nil, withPath(tooLarge(se.n), path)
	case err != nil:
		return nil, withPath(openProblem(err), path)
	}
	return b, nil
}
