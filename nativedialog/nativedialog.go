// Package nativedialog opens the system's Save As and Open dialogs for save
// files (GTK on Linux, the common dialogs on Windows, Cocoa on macOS) through
// github.com/sqweek/dialog. Where none can open (no display, no GTK, a
// failure, or a build without one: Linux unless built with cgo and the gtk
// tag, macOS cross-compiled without cgo, the browser), the calls return an
// error that is not ErrCancelled, and the game falls back to its own file
// list.
package nativedialog

import "errors"

// ErrCancelled is returned when the player closes the dialog without a file.
var ErrCancelled = errors.New("cancelled")

// Native is the system's file dialog, filtered to save files (*.json).
type Native struct{}

// Save asks where to save, starting in dir with name suggested.
func (Native) Save(dir, name string) (path string, err error) { return save(dir, name) }

// Open asks for a save to open, starting in dir.
func (Native) Open(dir string) (path string, err error) { return open(dir) }
