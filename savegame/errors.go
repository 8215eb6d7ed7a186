package savegame

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
)

// Problem says why a save could not be loaded. Each Problem is also an error,
// so callers can test for one with errors.Is(err, savegame.Newer).
type Problem int

// The problems a load can meet, in the order Load checks for them.
const (
	Unreadable Problem = iota + 1 // the file cannot be opened or read
	TooLarge                      // larger than MaxFileSize
	Damaged                       // not JSON, truncated, or a field of the wrong type
	Foreign                       // JSON, but not a Nimitz save
	Newer                         // written by a newer version, in a format this one does not know
	BadState                      // the rules refuse the saved game state
	Mismatch                      // the recorded decisions do not replay to the saved state
	NoSave                        // Newest found no save in the folder
)

// Error is a short name of the problem; LoadError.Error gives the full message.
func (p Problem) Error() string {
	switch p {
	case Unreadable:
		return "the file cannot be read"
	case TooLarge:
		return "the file is too large to be a save"
	case Damaged:
		return "the file is damaged"
	case Foreign:
		return "the file is not a Fleet Commander Nimitz save"
	case Newer:
		return "the file was saved by a newer version"
	case BadState:
		return "the saved game is not valid"
	case Mismatch:
		return "the saved game does not match its record of moves"
	case NoSave:
		return "there is no saved game"
	}
	return fmt.Sprintf("load problem %d", int(p))
}

// LoadError is a failed load: which file, what kind of problem, a message for
// the player, and the underlying cause for logs.
type LoadError struct {
	Path    string  // the file, or "" when decoding from a reader
	Problem Problem // what kind of failure
	Msg     string  // a sentence for the player, without the file name
	Err     error   // the cause, if any
}

// Error is the message to show the player.
func (e *LoadError) Error() string {
	if e.Problem == NoSave {
		return "There is no saved game to continue yet."
	}
	name := "This file"
	if e.Path != "" {
		name = fmt.Sprintf("%q", filepath.Base(e.Path))
	}
	return name + " " + e.Msg
}

// Unwrap gives the cause (a JSON syntax error, the rules' refusal, ...).
func (e *LoadError) Unwrap() error { return e.Err }

// Is lets errors.Is(err, savegame.Damaged) match on the Problem.
func (e *LoadError) Is(target error) bool {
	p, ok := target.(Problem)
	return ok && p == e.Problem
}

func loadErr(p Problem, err error, format string, args ...any) *LoadError {
	return &LoadError{Problem: p, Msg: fmt.Sprintf(format, args...), Err: err}
}

// withPath names the file in a LoadError coming from Decode.
func withPath(err error, path string) error {
	var le *LoadError
	if errors.As(err, &le) {
		c := *le
		c.Path = path
		return &c
	}
	return err
}

// openProblem words a failure to open or read a file for the player.
func openProblem(err error) *LoadError {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return loadErr(Unreadable, err, "does not exist (it may have been moved or deleted).")
	case errors.Is(err, fs.ErrPermission):
		return loadErr(Unreadable, err, "cannot be read: this computer does not allow the game to open it.")
	case isDirError(err):
		return loadErr(Unreadable, err, "is a folder, not a save file.")
	}
	return loadErr(Unreadable, err, "cannot be read: %v.", err)
}

// WriteError is a failed save or settings write. The file that was there
// before (the last good save) is untouched.
type WriteError struct {
	Path string // the file that was to be written
	Op   string // the step that failed: "create", "write", "sync", "rename", ...
	Err  error  // the cause from the operating system
}

// Error is the message to show the player.
func (e *WriteError) Error() string {
	dir := filepath.Dir(e.Path)
	name := filepath.Base(e.Path)
	var why string
	switch {
	case isDiskFull(e.Err):
		why = fmt.Sprintf("the disk is full. Free some space, or save in another folder than %q.", dir)
	case errors.Is(e.Err, fs.ErrPermission):
		why = fmt.Sprintf("the game is not allowed to write in the folder %q. Choose another folder.", dir)
	case isReadOnly(e.Err):
		why = fmt.Sprintf("the folder %q is on a disk that cannot be written to. Choose another folder.", dir)
	case isNotDir(e.Err, e.Path):
		why = fmt.Sprintf("%q is not a folder (a file has that name). Choose another folder.", dir)
	case errors.Is(e.Err, fs.ErrNotExist):
		why = fmt.Sprintf("the folder %q does not exist. Choose another folder.", dir)
	case isDirError(e.Err):
		why = fmt.Sprintf("%q is a folder. Choose a file name.", e.Path)
	default:
		why = fmt.Sprintf("the computer reported: %v.", e.Err)
	}
	return fmt.Sprintf("Could not save %q: %s Nothing was lost: the file that was there before is unchanged.", name, why)
}

// Unwrap gives the operating system's error.
func (e *WriteError) Unwrap() error { return e.Err }
