package savegame

import "path/filepath"

// LiveName is the live save in the saves folder: the game in play, written
// again after every decision, so that a crash, a kill or a closed window
// loses nothing the player saw. "Continue" opens it, being the newest save.
// The autosaves are kept apart from it: they are moments to go back to.
const LiveName = "live.json"

// LiveSave writes the session to the live save in dir, creating dir,
// atomically: a failure (a full disk) returns a *WriteError and leaves the
// last good live save as it was.
func (st Store) LiveSave(dir string, s *Session) error {
	path := filepath.Join(dir, LiveName)
	if err := st.FS.MkdirAll(dir, 0o755); err != nil {
		return &WriteError{Path: path, Op: "create folder", Err: err}
	}
	return st.Save(path, s)
}

// LiveSave writes the live save on the real disk (Store.LiveSave).
func LiveSave(dir string, s *Session) error { return Disk().LiveSave(dir, s) }
