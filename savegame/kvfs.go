package savegame

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"
)

// KV is a store of named strings that outlives the program: the browser's
// localStorage in the web build (kv_js.go), a map in tests.
type KV interface {
	// Get returns the value of key; ok is false when there is none.
	Get(key string) (value string, ok bool, err error)
	// Set stores value under key, replacing any; it fails when the store is
	// full, leaving the old value.
	Set(key, value string) error
	Remove(key string) error
	// Keys lists every key in the store, in any order.
	Keys() ([]string, error)
}

// KVFS is the FS of the web build: files and folders kept in a KV under
// keys made from their slash-separated paths, so quick saves, autosaves,
// Save As, settings and anything else written through Store work there as on
// a disk. A file is one value (its modification time, then its bytes), so
// writing one is all or nothing, and writeAtomic's rename keeps the last good
// save when the store is full.
type KVFS struct {
	KV  KV
	Now func() time.Time
}

// Key prefixes: a file's value is its contents, a folder's is empty.
const (
	kvFilePrefix = "nimitz:file:"
	kvDirPrefix  = "nimitz:dir:"
)

// kvFile is a stored file's value, decoded.
type kvFile struct {
	mod  time.Time
	data []byte
}

// encodeKVFile keeps a file as "<unix nanoseconds> t <text>" when it is UTF-8
// (saves and settings are JSON: no growth) and "<nanoseconds> b <base64>"
// otherwise, since a JavaScript string cannot carry arbitrary bytes intact.
func encodeKVFile(f kvFile) string {
	stamp := strconv.FormatInt(f.mod.UnixNano(), 10)
	if utf8.Valid(f.data) {
		return stamp + " t " + string(f.data)
	}
	return stamp + " b " + base64.StdEncoding.EncodeToString(f.data)
}

func decodeKVFile(v string) (kvFile, error) {
	stamp, rest, ok := strings.Cut(v, " ")
	if !ok || len(rest) < 2 || rest[1] != ' ' {
		return kvFile{}, errors.New("the stored file is damaged")
	}
	ns, err := strconv.ParseInt(stamp, 10, 64)
	if err != nil {
		return kvFile{}, errors.New("the stored file is damaged")
	}
	f := kvFile{mod: time.Unix(0, ns)}
	switch rest[0] {
	case 't':
		f.data = []byte(rest[2:])
	case 'b':
		if f.data, err = base64.StdEncoding.DecodeString(rest[2:]); err != nil {
			return kvFile{}, errors.New("the stored file is damaged")
		}
	default:
		return kvFile{}, errors.New("the stored file is damaged")
	}
	return f, nil
}

// kvClean makes every spelling of a path one key: absolute, slash-separated
// (the save code builds paths with filepath, whose separator is the
// system's).
func kvClean(name string) string { return path.Clean("/" + filepath.ToSlash(name)) }

func (k KVFS) isDir(p string) (bool, error) {
	if p == "/" {
		return true, nil
	}
	_, ok, err := k.KV.Get(kvDirPrefix + p)
	return ok, err
}

func (k KVFS) readFile(p string) (kvFile, bool, error) {
	v, ok, err := k.KV.Get(kvFilePrefix + p)
	if err != nil || !ok {
		return kvFile{}, false, err
	}
	f, err := decodeKVFile(v)
	return f, err == nil, err
}

func (k KVFS) writeFile(p string, data []byte) error {
	return k.KV.Set(kvFilePrefix+p, encodeKVFile(kvFile{mod: k.Now(), data: data}))
}

// CreateTemp creates an empty file named from pattern ("*" is replaced by a
// number no file has) in dir, which must exist.
func (k KVFS) CreateTemp(dir, pattern string) (TempFile, error) {
	dir = kvClean(dir)
	if ok, err := k.isDir(dir); err != nil || !ok {
		return nil, &fs.PathError{Op: "createtemp", Path: dir, Err: orNotExist(err)}
	}
	prefix, suffix, _ := strings.Cut(pattern, "*")
	for n := k.Now().UnixNano() % 1e9; ; n++ {
		p := path.Join(dir, prefix+strconv.FormatInt(n, 10)+suffix)
		if _, ok, err := k.KV.Get(kvFilePrefix + p); err != nil {
			return nil, &fs.PathError{Op: "createtemp", Path: p, Err: err}
		} else if ok {
			continue
		}
		if err := k.writeFile(p, nil); err != nil {
			return nil, &fs.PathError{Op: "createtemp", Path: p, Err: err}
		}
		return &kvTemp{fs: k, name: p}, nil
	}
}

func orNotExist(err error) error {
	if err != nil {
		return err
	}
	return fs.ErrNotExist
}

// kvTemp is a file being written: its bytes are kept in memory and stored
// whole by Sync and Close, which report a full store.
type kvTemp struct {
	fs     KVFS
	name   string
	buf    bytes.Buffer
	dirty  bool
	closed bool
}

func (t *kvTemp) Write(p []byte) (int, error) {
	if t.closed {
		return 0, &fs.PathError{Op: "write", Path: t.name, Err: fs.ErrClosed}
	}
	t.dirty = true
	return t.buf.Write(p)
}

func (t *kvTemp) Name() string { return t.name }

func (t *kvTemp) Sync() error {
	if t.closed {
		return &fs.PathError{Op: "sync", Path: t.name, Err: fs.ErrClosed}
	}
	if !t.dirty {
		return nil
	}
	if err := t.fs.writeFile(t.name, t.buf.Bytes()); err != nil {
		return &fs.PathError{Op: "sync", Path: t.name, Err: err}
	}
	t.dirty = false
	return nil
}

func (t *kvTemp) Close() error {
	if t.closed {
		return &fs.PathError{Op: "close", Path: t.name, Err: fs.ErrClosed}
	}
	err := t.Sync()
	t.closed = true
	return err
}

// Rename moves a file, replacing newpath when it is a file.
func (k KVFS) Rename(oldpath, newpath string) error {
	oldpath, newpath = kvClean(oldpath), kvClean(newpath)
	fail := func(err error) error { return &os.LinkError{Op: "rename", Old: oldpath, New: newpath, Err: err} }
	v, ok, err := k.KV.Get(kvFilePrefix + oldpath)
	if err != nil || !ok {
		return fail(orNotExist(err))
	}
	if isDir, err := k.isDir(newpath); err != nil || isDir {
		return fail(orErr(err, syscall.EISDIR))
	}
	if ok, err := k.isDir(path.Dir(newpath)); err != nil || !ok {
		return fail(orNotExist(err))
	}
	if oldpath == newpath {
		return nil
	}
	if err := k.KV.Set(kvFilePrefix+newpath, v); err != nil {
		return fail(err)
	}
	if err := k.KV.Remove(kvFilePrefix + oldpath); err != nil {
		return fail(err)
	}
	return nil
}

func orErr(err, otherwise error) error {
	if err != nil {
		return err
	}
	return otherwise
}

// Remove deletes a file or an empty folder.
func (k KVFS) Remove(name string) error {
	name = kvClean(name)
	fail := func(err error) error { return &fs.PathError{Op: "remove", Path: name, Err: err} }
	if _, ok, err := k.KV.Get(kvFilePrefix + name); err != nil {
		return fail(err)
	} else if ok {
		return orNil(k.KV.Remove(kvFilePrefix+name), fail)
	}
	isDir, err := k.isDir(name)
	if err != nil || !isDir || name == "/" {
		return fail(orNotExist(err))
	}
	ents, err := k.ReadDir(name)
	if err != nil {
		return err
	}
	if len(ents) > 0 {
		return fail(syscall.ENOTEMPTY)
	}
	return orNil(k.KV.Remove(kvDirPrefix+name), fail)
}

func orNil(err error, wrap func(error) error) error {
	if err != nil {
		return wrap(err)
	}
	return nil
}

// SyncDir does nothing: every change is stored when it is made.
func (KVFS) SyncDir(string) error { return nil }

// MkdirAll creates dir and the folders above it that are missing.
func (k KVFS) MkdirAll(dir string, _ fs.FileMode) error {
	dir = kvClean(dir)
	var missing []string
	for p := dir; p != "/"; p = path.Dir(p) {
		if _, ok, err := k.KV.Get(kvFilePrefix + p); err != nil {
			return &fs.PathError{Op: "mkdir", Path: p, Err: err}
		} else if ok {
			return &fs.PathError{Op: "mkdir", Path: p, Err: syscall.ENOTDIR}
		}
		isDir, err := k.isDir(p)
		if err != nil {
			return &fs.PathError{Op: "mkdir", Path: p, Err: err}
		}
		if isDir {
			break
		}
		missing = append(missing, p)
	}
	for _, p := range slices.Backward(missing) {
		if err := k.KV.Set(kvDirPrefix+p, ""); err != nil {
			return &fs.PathError{Op: "mkdir", Path: p, Err: err}
		}
	}
	return nil
}

// Open opens a file, or a folder (which has a Stat but nothing to read).
func (k KVFS) Open(name string) (ReadFile, error) {
	name = kvClean(name)
	f, ok, err := k.readFile(name)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	if ok {
		return &kvReader{Reader: bytes.NewReader(f.data), info: kvInfo{name: path.Base(name), size: int64(len(f.data)), mod: f.mod}}, nil
	}
	if isDir, err := k.isDir(name); err != nil || !isDir {
		return nil, &fs.PathError{Op: "open", Path: name, Err: orNotExist(err)}
	}
	return &kvReader{Reader: bytes.NewReader(nil), info: kvInfo{name: path.Base(name), dir: true}}, nil
}

// ReadDir lists a folder's files and folders, sorted by name as os.ReadDir
// does.
func (k KVFS) ReadDir(dir string) ([]fs.DirEntry, error) {
	dir = kvClean(dir)
	fail := func(err error) ([]fs.DirEntry, error) { return nil, &fs.PathError{Op: "readdir", Path: dir, Err: err} }
	if _, ok, err := k.KV.Get(kvFilePrefix + dir); err != nil {
		return fail(err)
	} else if ok {
		return fail(syscall.ENOTDIR)
	}
	if isDir, err := k.isDir(dir); err != nil || !isDir {
		return fail(orNotExist(err))
	}
	keys, err := k.KV.Keys()
	if err != nil {
		return fail(err)
	}
	inside := strings.TrimSuffix(dir, "/") + "/"
	var out []fs.DirEntry
	for _, key := range keys {
		p, isFile := strings.CutPrefix(key, kvFilePrefix)
		if !isFile {
			var isDir bool
			if p, isDir = strings.CutPrefix(key, kvDirPrefix); !isDir {
				continue // another program's key in the same store
			}
		}
		base, ok := strings.CutPrefix(p, inside)
		if !ok || base == "" || strings.Contains(base, "/") {
			continue
		}
		info := kvInfo{name: base, dir: !isFile}
		if isFile {
			f, ok, err := k.readFile(p)
			if err != nil || !ok {
				// A damaged value is listed with no size; reading it reports the damage.
				f = kvFile{}
			}
			info.size, info.mod = int64(len(f.data)), f.mod
		}
		out = append(out, fs.FileInfoToDirEntry(info))
	}
	slices.SortFunc(out, func(a, b fs.DirEntry) int { return strings.Compare(a.Name(), b.Name()) })
	return out, nil
}

// kvReader is an open stored file.
type kvReader struct {
	*bytes.Reader
	info kvInfo
}

func (r *kvReader) Close() error { return nil }

func (r *kvReader) Stat() (fs.FileInfo, error) { return r.info, nil }

// kvInfo describes a stored file or folder.
type kvInfo struct {
	name string
	size int64
	mod  time.Time
	dir  bool
}

func (i kvInfo) Name() string       { return i.name }
func (i kvInfo) Size() int64        { return i.size }
func (i kvInfo) ModTime() time.Time { return i.mod }
func (i kvInfo) IsDir() bool        { return i.dir }
func (i kvInfo) Sys() any           { return nil }

func (i kvInfo) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o755
	}
	return 0o644
}

// String is for test failures.
func (i kvInfo) String() string { return fmt.Sprintf("%s (%d bytes)", i.name, i.size) }

var _ FS = KVFS{}
