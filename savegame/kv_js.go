package savegame

import (
	"errors"
	"fmt"
	"syscall/js"
)

// LocalStorage is the browser's window.localStorage as a KV. Its calls throw
// JavaScript exceptions (a full store: QuotaExceededError; storage turned off
// by the player) that become errors here, never a crash.
type LocalStorage struct{}

// ErrStorageFull says the browser keeps no more for this page.
var ErrStorageFull = errors.New("the browser's storage for this page is full: delete old saves from the file list, or download them and delete them here")

func (LocalStorage) store() (v js.Value, err error) {
	defer catchJS(&err)
	v = js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		return js.Value{}, errors.New("this browser keeps no storage for the page (it may be turned off for this site)")
	}
	return v, nil
}

// Get reads a key.
func (l LocalStorage) Get(key string) (value string, ok bool, err error) {
	s, err := l.store()
	if err != nil {
		return "", false, err
	}
	defer catchJS(&err)
	v := s.Call("getItem", key)
	if v.IsNull() {
		return "", false, nil
	}
	return v.String(), true, nil
}

// Set writes a key; a full store returns ErrStorageFull.
func (l LocalStorage) Set(key, value string) (err error) {
	s, err := l.store()
	if err != nil {
		return err
	}
	defer catchJS(&err)
	s.Call("setItem", key, value)
	return nil
}

// Remove deletes a key.
func (l LocalStorage) Remove(key string) (err error) {
	s, err := l.store()
	if err != nil {
		return err
	}
	defer catchJS(&err)
	s.Call("removeItem", key)
	return nil
}

// Keys lists the keys.
func (l LocalStorage) Keys() (keys []string, err error) {
	s, err := l.store()
	if err != nil {
		return nil, err
	}
	defer catchJS(&err)
	n := s.Get("length").Int()
	keys = make([]string, 0, n)
	for i := 0; i < n; i++ {
		if k := s.Call("key", i); !k.IsNull() {
			keys = append(keys, k.String())
		}
	}
	return keys, nil
}

// catchJS turns a JavaScript exception, which syscall/js raises as a panic
// of js.Error, into an error.
func catchJS(err *error) {
	r := recover()
	if r == nil {
		return
	}
	jerr, ok := r.(js.Error)
	if !ok {
		panic(r)
	}
	if jerr.Get("name").String() == "QuotaExceededError" {
		*err = ErrStorageFull
		return
	}
	*err = fmt.Errorf("the browser's storage refused: %v", jerr.Error())
}
