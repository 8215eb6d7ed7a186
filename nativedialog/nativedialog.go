// Package nativedialog opens the system's Save As and Open dialogs for save
// files (GTK on Linux, the common dialogs on Windows, Cocoa on macOS) through
// github.com/sqweek/dialog. Where none can open (no display, no GTK, a
// failure), the calls return an error that is not ErrCancelled, and the game
// falls back to its own file list.
package nativedialog

import (
	"errors"
	"fmt"

	"github.com/sqweek/dialog"
)

// ErrCancelled is returned when the player closes the dialog without a file.
var ErrCancelled = errors.New("cancelled")

// Native is the system's file dialog, filtered to save files (*.json).
type Native struct{}

// Save asks where to save, starting in dir with name suggested.
func (Native) Save(dir, name string) (path string, err error) {
	defer recoverInto(&err)
	path, err = dialog.File().Title("Save the campaign as").Filter("Fleet Commander Nimitz saves (*.json)", "json").
		SetStartDir(dir).SetStartFile(name).Save()
	return path, translate(err)
}

// Open asks for a save to open, starting in dir.
func (Native) Open(dir string) (path string, err error) {
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
