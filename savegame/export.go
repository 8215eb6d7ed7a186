package savegame

import "path/filepath"

// Export writes a file the player keeps (the Player Log) into dir, creating
// dir, atomically as every save is written: on failure it returns a
// *WriteError and whatever was at the path is unchanged. It returns the path
// written.
func (st Store) Export(dir, name string, data []byte) (string, error) {
	path := filepath.Join(dir, name)
	if err := st.FS.MkdirAll(dir, 0o755); err != nil {
		return "", &WriteError{Path: path, Op: "create folder", Err: err}
	}
	if err := writeAtomic(st.FS, path, data); err != nil {
		return "", err
	}
	return path, nil
}
