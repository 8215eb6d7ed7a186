// Builds where sqweek/dialog has no backend: macOS cross-compiled without cgo,
// the browser, Linux without cgo or without the gtk build tag.
//go:build !(windows || (cgo && darwin) || (cgo && linux && gtk))

package nativedialog

import "errors"

// Available is true where this build has a native dialog to open.
const Available = false

// errUnavailable makes the game use its own file list instead.
var errUnavailable = errors.New("this build of the game has no system file dialog")

func save(dir, name string) (string, error) { return "", errUnavailable }

func open(dir string) (string, error) { return "", errUnavailable }
