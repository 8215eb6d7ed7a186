package savegame

import (
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// tempDir is t.TempDir for these tests, removed when the test ends one file
// and folder at a time with os.Remove. The tests also run as a Windows
// program under Wine (build/wine), where os.RemoveAll, and with it
// t.TempDir's own clean-up, fails ("unlinkat: Invalid function": Go deletes
// through a call Wine lacks) while os.Remove works.
func tempDir(t testing.TB) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "savegame-test-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := removeTree(dir); err != nil {
			t.Errorf("removing the test's folder: %v", err)
		}
	})
	return dir
}

// removeTree removes dir and everything in it, the deepest first.
func removeTree(dir string) error {
	var paths []string
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		paths = append(paths, p)
		return err
	})
	if err != nil {
		return err
	}
	for i := len(paths) - 1; i >= 0; i-- {
		if err := os.Remove(paths[i]); err != nil && !os.IsNotExist(err) {
			return err
		}
	}
	return nil
}
