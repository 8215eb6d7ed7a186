package savegame

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// TestExport writes a file, creating its folder; a folder that cannot be
// made fails with a WriteError and writes nothing.
func TestExport(t *testing.T) {
	dir := filepath.Join(tempDir(t), "new", "saves")
	path, err := Disk().Export(dir, "log.html", []byte("<html></html>"))
	if err != nil || path != filepath.Join(dir, "log.html") {
		t.Fatalf("%q, %v", path, err)
	}
	if b, err := os.ReadFile(path); err != nil || string(b) != "<html></html>" {
		t.Fatalf("%q, %v", b, err)
	}
	file := filepath.Join(tempDir(t), "a-file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Disk().Export(filepath.Join(file, "sub"), "log.html", []byte("x"))
	var we *WriteError
	if !errors.As(err, &we) {
		t.Fatalf("got %v", err)
	}
	if _, err := os.Stat(filepath.Join(file, "sub", "log.html")); err == nil {
		t.Fatal("a failed export left a file")
	}
}
