package savegame

import (
	"cmp"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"nimitz/rules"
)

// KeepAutosaves is how many autosaves a folder keeps; older ones are deleted.
const KeepAutosaves = 10

// autoStamp is the time in an autosave's name: UTC, fixed width, so names
// sort by time.
const autoStamp = "20060102-150405.000"

// Entry is one save in a folder, for the in-game file list and "Continue".
type Entry struct {
	Path     string
	Name     string // the file name
	Auto     bool   // an autosave
	Live     bool   // the live save of the game in play (LiveName)
	Linked   bool   // a linked series (Campaign is the year being played)
	Campaign int
	Turn     int
	TurnName string
	Step     rules.Step
	SavedAt  time.Time
	Replay   bool // an exported replay, to be watched (Header.Replay)
	// Decisions is how many decisions the save's record holds, which
	// tells apart saves of one step.
	Decisions int
	// Problem is why the file cannot be opened, worded to follow its name
	// ("is not a Fleet Commander Nimitz save."; "" for a save that can): ListAll lists such files too, with
	// SavedAt the time the file was last written.
	Problem string
}

// AutoSave writes the session to dir as auto-<UTC time>-<seq>.json, creating
// dir, then deletes all but the newest KeepAutosaves autosaves. It returns the
// path written. A failure to delete an old autosave is not an error: the new
// one is safe, and the next autosave tries again.
func (st Store) AutoSave(dir string, s *Session) (string, error) {
	if err := st.FS.MkdirAll(dir, 0o755); err != nil {
		return "", &WriteError{Path: filepath.Join(dir, "auto.json"), Op: "create folder", Err: err}
	}
	autos, _ := st.autosaves(dir) // an unreadable folder fails at the write, with a message
	now := st.Now().UTC()
	seq := 1
	if n := len(autos); n > 0 {
		last := autos[n-1]
		seq = last.seq + 1
		// A clock set back must not make the new autosave sort first, or it
		// would be the one rotation deletes and Continue skips.
		if now.Before(last.at) {
			now = last.at
		}
	}
	name := fmt.Sprintf("auto-%s-%06d.json", now.Format(autoStamp), seq)
	path := filepath.Join(dir, name)
	b, err := Marshal(s, now)
	if err != nil {
		return "", &WriteError{Path: path, Op: "encode", Err: err}
	}
	if err := writeAtomic(st.FS, path, b); err != nil {
		return "", err
	}
	autos = append(autos, autoName{name: name, at: now, seq: seq})
	for len(autos) > KeepAutosaves {
		_ = st.FS.Remove(filepath.Join(dir, autos[0].name))
		autos = autos[1:]
	}
	return path, nil
}

// AutoSave writes an autosave on the real disk (Store.AutoSave).
func AutoSave(dir string, s *Session) (string, error) { return Disk().AutoSave(dir, s) }

// autoName is an autosave's name, parsed.
type autoName struct {
	name string
	at   time.Time
	seq  int
}

// parseAutoName reads auto-<stamp>-<seq>.json; other names are not autosaves.
func parseAutoName(name string) (autoName, bool) {
	rest, ok := strings.CutPrefix(name, "auto-")
	if !ok {
		return autoName{}, false
	}
	rest, ok = strings.CutSuffix(rest, ".json")
	if !ok || len(rest) < len(autoStamp)+2 || rest[len(autoStamp)] != '-' {
		return autoName{}, false
	}
	at, err := time.Parse(autoStamp, rest[:len(autoStamp)])
	if err != nil {
		return autoName{}, false
	}
	seq, err := strconv.Atoi(rest[len(autoStamp)+1:])
	if err != nil || seq < 0 {
		return autoName{}, false
	}
	return autoName{name: name, at: at, seq: seq}, true
}

// autosaves lists the autosaves in dir, oldest first (by time, then sequence).
func (st Store) autosaves(dir string) ([]autoName, error) {
	ents, err := st.FS.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []autoName
	for _, e := range ents {
		if a, ok := parseAutoName(e.Name()); ok && e.Type().IsRegular() {
			out = append(out, a)
		}
	}
	slices.SortFunc(out, func(a, b autoName) int {
		return cmp.Or(a.at.Compare(b.at), cmp.Compare(a.seq, b.seq), strings.Compare(a.name, b.name))
	})
	return out, nil
}

// List returns the saves in dir, newest first, reading only each file's
// summary. Files that are not saves, or cannot be read, are skipped: a list
// shows what can be offered and never fails for one bad file. A folder that
// does not exist yet holds no saves.
func (st Store) List(dir string) ([]Entry, error) {
	all, err := st.ListAll(dir)
	return slices.DeleteFunc(all, func(e Entry) bool { return e.Problem != "" }), err
}

// ListAll is List with, after the saves, every other .json file of dir that
// cannot be opened, newest first, each with its Problem: a list the player
// picks from says which files are there and why they cannot be opened,
// rather than leaving them out without a word.
func (st Store) ListAll(dir string) ([]Entry, error) {
	ents, err := st.FS.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, withPath(openProblem(err), dir)
	}
	var out []Entry
	for _, e := range ents {
		name := e.Name()
		if !e.Type().IsRegular() || !strings.HasSuffix(name, ".json") || strings.HasPrefix(name, ".") {
			continue
		}
		path := filepath.Join(dir, name)
		_, auto := parseAutoName(name)
		h, err := st.ReadHeader(path)
		if err != nil {
			bad := Entry{Path: path, Name: name, Auto: auto, Live: name == LiveName, Problem: "cannot be read (" + err.Error() + ")."}
			var le *LoadError
			if errors.As(err, &le) {
				bad.Problem = le.Msg
			}
			if info, err := e.Info(); err == nil {
				bad.SavedAt = info.ModTime()
			}
			out = append(out, bad)
			continue
		}
		out = append(out, Entry{Path: path, Name: name, Auto: auto, Live: name == LiveName, Linked: h.Kind == KindLinked, Campaign: h.Campaign,
			Turn: h.Turn, TurnName: h.TurnName, Step: h.Step, SavedAt: h.SavedAt, Replay: h.Replay != nil, Decisions: h.decisions})
	}
	slices.SortFunc(out, func(a, b Entry) int {
		return cmp.Or(cmp.Compare(unopenable(a), unopenable(b)), b.SavedAt.Compare(a.SavedAt), strings.Compare(b.Name, a.Name))
	})
	return out, nil
}

// unopenable is 1 for a file that cannot be opened, which ListAll puts after
// the saves, else 0.
func unopenable(e Entry) int {
	if e.Problem != "" {
		return 1
	}
	return 0
}

// ListAll lists a folder on the real disk (Store.ListAll).
func ListAll(dir string) ([]Entry, error) { return Disk().ListAll(dir) }

// List lists the saves in a folder on the real disk (Store.List).
func List(dir string) ([]Entry, error) { return Disk().List(dir) }

// Newest is the game "Continue" opens from dir: the live save (the game in
// play at its last decision) when there is a readable one; otherwise the
// most recently saved game, autosaves, quick saves and named saves alike, by
// the time written inside each file. With none it returns a *LoadError whose
// Problem is NoSave.
func (st Store) Newest(dir string) (Entry, error) {
	list, err := st.List(dir)
	if err != nil {
		return Entry{}, err
	}
	if len(list) == 0 {
		return Entry{}, &LoadError{Path: dir, Problem: NoSave, Msg: "holds no saved game yet."}
	}
	for _, e := range list {
		if e.Live {
			return e, nil
		}
	}
	return list[0], nil
}

// Newest finds the newest save in a folder on the real disk (Store.Newest).
func Newest(dir string) (Entry, error) { return Disk().Newest(dir) }
