package savegame

import (
	"path/filepath"
	"time"
)

// Store saves and loads through a file system and a clock, both replaceable
// in tests. The package-level functions use Disk().
type Store struct {
	FS  FS
	Now func() time.Time
}

// Disk is the Store on the real file system and clock: the disk, or in the
// browser its storage (platformFS).
func Disk() Store { return Store{FS: platformFS(), Now: time.Now} }

// Save writes a session to path atomically. On failure it returns a
// *WriteError and the file that was at path is unchanged. The folder must
// exist: a path the player chose names a folder that does.
func (st Store) Save(path string, s *Session) error {
	b, err := Marshal(s, st.Now())
	if err != nil {
		return &WriteError{Path: path, Op: "encode", Err: err}
	}
	return writeAtomic(st.FS, path, b)
}

// Load reads, checks and replays a save file (see Decode for the checks). On
// failure it returns a *LoadError naming the file.
func (st Store) Load(path string) (*Loaded, error) {
	b, err := readSave(st.FS, path)
	if err != nil {
		return nil, err
	}
	sv, err := decodeBytes(b)
	if err != nil {
		return nil, withPath(err, path)
	}
	return sv, nil
}

// Save writes a session to path atomically on the real disk (Store.Save).
func Save(path string, s *Session) error { return Disk().Save(path, s) }

// Load reads a save file from the real disk (Store.Load).
func Load(path string) (*Loaded, error) { return Disk().Load(path) }

// QuickSaveName is the file the quick save key writes in the saves folder.
const QuickSaveName = "quick.json"

// QuickSave writes the session to the quick save file in dir, creating dir.
func (st Store) QuickSave(dir string, s *Session) error {
	path := filepath.Join(dir, QuickSaveName)
	if err := st.FS.MkdirAll(dir, 0o755); err != nil {
		return &WriteError{Path: path, Op: "create folder", Err: err}
	}
	return st.Save(path, s)
}

// QuickLoad loads the quick save file in dir.
func (st Store) QuickLoad(dir string) (*Loaded, error) {
	return st.Load(filepath.Join(dir, QuickSaveName))
}

// QuickSave writes the quick save on the real disk (Store.QuickSave).
func QuickSave(dir string, s *Session) error { return Disk().QuickSave(dir, s) }

// QuickLoad loads the quick save from the real disk (Store.QuickLoad).
func QuickLoad(dir string) (*Loaded, error) { return Disk().QuickLoad(dir) }

// ConfigDir is the game's folder for settings and saves:
// os.UserConfigDir()/nimitz (in the browser, a folder of its storage).
func ConfigDir() (string, error) {
	base, err := userConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "nimitz"), nil
}

// DefaultDir is the folder for saves and autosaves: ConfigDir()/saves. It may
// not exist yet; AutoSave and QuickSave create it.
func DefaultDir() (string, error) {
	dir, err := ConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "saves"), nil
}

// ReadHeader reads only a save's summary, for file lists: it checks identity
// and format but neither the state nor the replay, so it is quick.
func (st Store) ReadHeader(path string) (Header, error) {
	b, err := readSave(st.FS, path)
	if err != nil {
		return Header{}, err
	}
	doc, format, err := parse(trimBOM(b))
	if err != nil {
		return Header{}, withPath(err, path)
	}
	h := doc.Header
	h.Format, h.decisions = format, len(doc.Decisions)
	return h, nil
}
