package savegame

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"strings"
	"syscall"
	"testing"
	"time"
)

// memKV is a KV in memory that, like the browser's localStorage, refuses a
// value that would take the total past its quota (counted in bytes here).
type memKV struct {
	m     map[string]string
	quota int // 0: no limit
}

var errMemFull = errors.New("quota exceeded")

func newMemKV(quota int) *memKV { return &memKV{m: map[string]string{}, quota: quota} }

func (k *memKV) Get(key string) (string, bool, error) { v, ok := k.m[key]; return v, ok, nil }

func (k *memKV) Set(key, value string) error {
	if k.quota > 0 && k.used()-len(k.m[key])+len(key)+len(value) > k.quota {
		return errMemFull
	}
	k.m[key] = value
	return nil
}

func (k *memKV) Remove(key string) error { delete(k.m, key); return nil }

func (k *memKV) Keys() ([]string, error) {
	var out []string
	for key := range k.m {
		out = append(out, key)
	}
	return out, nil
}

func (k *memKV) used() int {
	n := 0
	for key, v := range k.m {
		n += len(key) + len(v)
	}
	return n
}

func kvStore(kv KV) Store {
	now := tickingClock(time.Second)
	return Store{FS: KVFS{KV: kv, Now: now}, Now: now}
}

// TestKVFSSavesLikeADisk: every way the game saves works on browser storage
// as on a disk: quick save and load, autosaves kept to ten, the list and
// Continue's newest save, and settings.
func TestKVFSSavesLikeADisk(t *testing.T) {
	kv := newMemKV(0)
	st := kvStore(kv)
	dir := "/nimitz/saves"
	s := newSession(t, 3)
	playRandom(t, s, rand.New(rand.NewPCG(3, 3)), 40)
	if err := st.QuickSave(dir, s); err != nil {
		t.Fatalf("QuickSave: %v", err)
	}
	l, err := st.QuickLoad(dir)
	if err != nil {
		t.Fatalf("QuickLoad: %v", err)
	}
	if !bytes.Equal(stateJSON(t, l.Session.Game()), stateJSON(t, s.Game())) {
		t.Fatal("the quick save loads another state than the one saved")
	}
	for i := 0; i < KeepAutosaves+3; i++ {
		if _, err := st.AutoSave(dir, s); err != nil {
			t.Fatalf("AutoSave %d: %v", i, err)
		}
	}
	list, err := st.List(dir)
	if err != nil {
		t.Fatalf("List: %v", err)
	}
	autos := 0
	for _, e := range list {
		if e.Auto {
			autos++
		}
	}
	if autos != KeepAutosaves || len(list) != KeepAutosaves+1 {
		t.Fatalf("List has %d saves, %d of them autosaves; want %d and %d", len(list), autos, KeepAutosaves+1, KeepAutosaves)
	}
	newest, err := st.Newest(dir)
	if err != nil || !newest.Auto {
		t.Fatalf("Newest = %+v, %v; want the last autosave", newest, err)
	}
	set := DefaultSettings()
	set.AnimationSpeed = 2.5
	set.LastSaveDir = dir
	if err := st.SaveSettings("/nimitz", set); err != nil {
		t.Fatalf("SaveSettings: %v", err)
	}
	if got, err := st.LoadSettings("/nimitz"); err != nil || got != set {
		t.Fatalf("LoadSettings = %+v, %v; want %+v", got, err, set)
	}
	for key := range kv.m {
		if strings.Contains(key, ".tmp-") {
			t.Errorf("a temporary file is left: %s", key)
		}
	}
}

// TestKVFSFullKeepsTheLastGoodSave: when the browser's storage is full, the
// save fails with a message and the save that was there loads as before.
func TestKVFSFullKeepsTheLastGoodSave(t *testing.T) {
	kv := newMemKV(0)
	st := kvStore(kv)
	dir := "/nimitz/saves"
	s := newSession(t, 5)
	if err := st.QuickSave(dir, s); err != nil {
		t.Fatal(err)
	}
	before := kv.m[kvFilePrefix+dir+"/"+QuickSaveName]
	kv.quota = kv.used() + 100 // room for the folder, not for a second copy
	playRandom(t, s, rand.New(rand.NewPCG(5, 5)), 60)
	err := st.QuickSave(dir, s)
	var we *WriteError
	if !errors.As(err, &we) || !errors.Is(err, errMemFull) {
		t.Fatalf("QuickSave into a full store = %v; want a *WriteError caused by the full store", err)
	}
	if !strings.Contains(err.Error(), "Nothing was lost") {
		t.Errorf("message %q does not reassure the player", err)
	}
	if kv.m[kvFilePrefix+dir+"/"+QuickSaveName] != before {
		t.Fatal("the last good save changed")
	}
	if _, err := st.QuickLoad(dir); err != nil {
		t.Fatalf("the last good save no longer loads: %v", err)
	}
	for key := range kv.m {
		if strings.Contains(key, ".tmp-") {
			t.Errorf("a temporary file is left: %s", key)
		}
	}
}

// TestKVFSErrorsLikeADisk: the errors the save code words for the player
// come out of KVFS as they do from the disk.
func TestKVFSErrorsLikeADisk(t *testing.T) {
	kv := newMemKV(0)
	k := KVFS{KV: kv, Now: fixedClock}
	if err := k.MkdirAll("/a/b", 0o755); err != nil {
		t.Fatal(err)
	}
	st := Store{FS: k, Now: fixedClock}
	s := newSession(t, 1)
	if err := st.Save("/a/b/one.json", s); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		err  error
		want error
	}{
		{"save into a missing folder", st.Save("/nowhere/x.json", s), fs.ErrNotExist},
		{"save over a folder", st.Save("/a/b", s), syscall.EISDIR},
		{"folder through a file", k.MkdirAll("/a/b/one.json/c", 0o755), syscall.ENOTDIR},
		{"list a file", second(k.ReadDir("/a/b/one.json")), syscall.ENOTDIR},
		{"list a missing folder", second(k.ReadDir("/x")), fs.ErrNotExist},
		{"remove a full folder", k.Remove("/a/b"), syscall.ENOTEMPTY},
		{"remove a missing file", k.Remove("/a/b/two.json"), fs.ErrNotExist},
	}
	for _, c := range cases {
		if !errors.Is(c.err, c.want) {
			t.Errorf("%s: error %v; want %v", c.name, c.err, c.want)
		}
	}
	if _, err := st.Load("/a/b"); err == nil || !strings.Contains(err.Error(), "folder") {
		t.Errorf("Load of a folder = %v; want the folder message", err)
	}
	if _, err := st.Load("/a/b/missing.json"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load of a missing file = %v; want not-exist", err)
	}
	kv.m[kvFilePrefix+"/a/b/bad.json"] = "garbage"
	if _, err := st.Load("/a/b/bad.json"); err == nil {
		t.Error("a damaged stored value loads")
	}
	if list, err := st.List("/a/b"); err != nil || len(list) != 1 {
		t.Errorf("List with a damaged value = %d saves, %v; want the one good save", len(list), err)
	}
}

func second[T any](_ T, err error) error { return err }

// TestKVFSBinaryAndText: any bytes come back as written, text and not.
func TestKVFSBinaryAndText(t *testing.T) {
	k := KVFS{KV: newMemKV(0), Now: fixedClock}
	for i, data := range [][]byte{nil, []byte(`{"a":"é"}`), {0xff, 0xfe, 0, 1, 2}} {
		p := "/f" + string(rune('0'+i))
		if err := writeAtomic(k, p, data); err != nil {
			t.Fatal(err)
		}
		f, err := k.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(f)
		info, _ := f.Stat()
		if !bytes.Equal(got, data) || info.Size() != int64(len(data)) || !info.ModTime().Equal(when) {
			t.Errorf("%s: read %q (%v); wrote %q at %v", p, got, info, data, when)
		}
	}
}
