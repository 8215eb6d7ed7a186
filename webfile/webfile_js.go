package webfile

import (
	"errors"
	"fmt"
	"syscall/js"

	"nimitz/nativedialog"
)

// Browser is the browser's downloads and file chooser.
type Browser struct {
	// MaxSize is the largest file Upload reads (savegame.MaxFileSize).
	MaxSize int
}

// UploadInputID is the id of the hidden file input Upload adds to the page
// while it waits; the browser test sets its file through it.
const UploadInputID = "nimitz-upload"

// Download makes the browser save data as a file called name, through a
// link to a Blob that is clicked and removed at once.
func (Browser) Download(name string, data []byte) (err error) {
	defer catch(&err)
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": "application/json"})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The download has its own copy once started; a minute is ample.
	var revoke js.Func
	revoke = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	js.Global().Call("setTimeout", revoke, 60000)
	return nil
}

// upload is what the page answered.
type upload struct {
	name string
	data []byte
	err  error
}

// Upload opens the browser's file chooser for a .json file and waits for
// the player's answer. It must not run in a JavaScript callback (it blocks);
// files.Service calls it from a goroutine of its own.
func (b Browser) Upload() (name string, data []byte, err error) {
	done := make(chan upload, 1)
	answer := func(u upload) {
		select {
		case done <- u:
		default: // answered already (change and cancel both fired)
		}
	}
	var funcs []js.Func
	fn := func(f func(args []js.Value)) js.Func {
		jf := js.FuncOf(func(_ js.Value, args []js.Value) any { f(args); return nil })
		funcs = append(funcs, jf)
		return jf
	}
	defer func() {
		for _, f := range funcs {
			f.Release()
		}
	}()

	doc := js.Global().Get("document")
	input := doc.Call("createElement", "input")
	input.Set("type", "file")
	input.Set("accept", ".json,application/json")
	input.Set("id", UploadInputID)
	input.Get("style").Set("display", "none")
	defer input.Call("remove")
	input.Call("addEventListener", "cancel", fn(func([]js.Value) { answer(upload{err: nativedialog.ErrCancelled}) }))
	// Browsers without the cancel event (Safari before 16.4) say nothing
	// when the chooser is closed empty, and the game would wait for ever:
	// the page getting its focus back with no file a second later is a
	// cancel too. (JavaScript runs these callbacks one at a time, so the
	// flag needs no lock.)
	changed := false
	window := js.Global()
	timer := js.Undefined()
	late := fn(func([]js.Value) {
		if !changed {
			answer(upload{err: nativedialog.ErrCancelled})
		}
	})
	var onFocus js.Func
	onFocus = fn(func([]js.Value) {
		window.Call("removeEventListener", "focus", onFocus)
		timer = window.Call("setTimeout", late, 1000)
	})
	// Before the callbacks are released (the defer above runs after this
	// one): nothing may call them afterwards.
	defer func() {
		window.Call("removeEventListener", "focus", onFocus)
		if !timer.IsUndefined() {
			window.Call("clearTimeout", timer)
		}
	}()
	input.Call("addEventListener", "change", fn(func([]js.Value) {
		changed = true
		list := input.Get("files")
		if list.Get("length").Int() == 0 {
			answer(upload{err: nativedialog.ErrCancelled})
			return
		}
		file := list.Index(0)
		name := file.Get("name").String()
		if size := file.Get("size").Int(); b.MaxSize > 0 && size > b.MaxSize {
			answer(upload{name: name, err: fmt.Errorf("%q is too large to be a saved game (%d bytes)", name, size)})
			return
		}
		file.Call("arrayBuffer").Call("then",
			fn(func(args []js.Value) {
				arr := js.Global().Get("Uint8Array").New(args[0])
				data := make([]byte, arr.Get("length").Int())
				js.CopyBytesToGo(data, arr)
				answer(upload{name: name, data: data})
			}),
			fn(func(args []js.Value) {
				answer(upload{name: name, err: fmt.Errorf("the browser could not read %q: %s", name, jsMessage(args))})
			}))
	}))
	if err := func() (err error) {
		defer catch(&err)
		doc.Get("body").Call("appendChild", input)
		input.Call("click")
		window.Call("addEventListener", "focus", onFocus)
		return nil
	}(); err != nil {
		return "", nil, err
	}
	u := <-done
	return u.name, u.data, u.err
}

func jsMessage(args []js.Value) string {
	if len(args) == 0 {
		return "no reason given"
	}
	return args[0].Call("toString").String()
}

// catch turns a JavaScript exception (a panic of js.Error) into an error.
func catch(err *error) {
	r := recover()
	if r == nil {
		return
	}
	jerr, ok := r.(js.Error)
	if !ok {
		panic(r)
	}
	*err = errors.New(jerr.Error())
}
