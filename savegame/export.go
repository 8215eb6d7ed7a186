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

// WriteFile replaces path with data atomically, as every save is written
// (a *WriteError on failure, the file there before unchanged), creating
// its folder.
func (st Store) WriteFile(path string, data []byte) error {
	if err := st.FS.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return &WriteError{Path: path, Op: "create folder", Err: err}
	}
	return writeAtomic(st.FS, path, data)
}

// ReadFile reads a whole file of at most limit bytes; a larger one is
// refused before it is read. Errors are the operating system's, or say
// the file is too large.
func (st Store) ReadFile(path string, limit int64) ([]byte, error) {
	return readLimited(st.FS, path, limit)
}
