// sqweek/dialog has a backend on Windows (no cgo) and, through cgo, on Linux
// (GTK) and macOS (Cocoa); everywhere else none. On Linux GTK's dialog is
// asked for with the gtk build tag: a plain go build, with or without a C
// compiler, needs no GTK headers and uses the in-game file list.
//go:build windows || (cgo && darwin) || (cgo && linux && gtk)

package nativedialog

import (
	"errors"
	"fmt"

	"github.com/sqweek/dialog"
)

// Available is true where this build has a native dialog to open.
const Available = true

func save(dir, name string) (path string, err error) {
	defer recoverInto(&err)
	path, err = dialog.File().Title("Save the campaign as").Filter("Fleet Commander Nimitz saves (*.json)", "json").
		SetStartDir(dir).SetStartFile(name).Save()
	return path, translate(err)
}

func open(dir string) (path string, err error) {
	defer recoverInto(&err)
	path, err = dialog.File().Title("Open a saved campaign").Filter("Fleet Commander Nimitz saves (*.json)", "json").
		SetStartDir(dir).Load()
	return path, translate(err)
}

func translate(err error) error {
	if errors.Is(err, dialog.ErrCancelled) {
		return ErrCancelled
	}
	return err
}

// recoverInto turns a panic of the dialog library (it panics when GTK could
// not start, for instance with no display) into an error.
func recoverInto(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("no file dialog is available: %v", r)
	}
}
