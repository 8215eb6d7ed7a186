//go:build !js

package release

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestReleasePackages runs build/release.sh into a temporary dist folder and
// checks each package: named with the version, holding the program for its
// system, the README and the licence notes of what it carries.
func TestReleasePackages(t *testing.T) {
	if _, err := exec.LookPath("zip"); err != nil {
		msg := "zip is missing: run build/deps.sh --test"
		if os.Getenv("CI") != "" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	out, err := exec.Command("git", "describe", "--tags", "--always", "--dirty").Output()
	if err != nil {
		t.Fatalf("git describe: %v", err)
	}
	version := strings.ReplaceAll(strings.TrimSpace(string(out)), "/", "-")
	dist := t.TempDir()
	cmd := exec.Command("bash", filepath.Join("..", "release.sh"))
	cmd.Env = append(os.Environ(), "DIST="+dist)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("build/release.sh: %v", err)
	}

	linux := readTarGz(t, filepath.Join(dist, "nimitz-"+version+"-linux-amd64.tar.gz"))
	checkPackage(t, "Linux", linux, "nimitz-"+version+"-linux-amd64/", "nimitz", "\x7fELF", "github.com/hajimehoshi/ebiten/v2")
	windows := readZip(t, filepath.Join(dist, "nimitz-"+version+"-windows-amd64.zip"))
	checkPackage(t, "Windows", windows, "nimitz-"+version+"-windows-amd64/", "nimitz.exe", "MZ", "github.com/sqweek/dialog")

	webDir := filepath.Join(dist, "nimitz-"+version+"-web")
	web := map[string][]byte{}
	for _, n := range []string{"index.html", "wasm_exec.js", "sw.js", "nimitz.wasm.gz", "SERVE.txt", "README.md", "THIRD-PARTY-NOTICES.txt"} {
		b, err := os.ReadFile(filepath.Join(webDir, n))
		if err != nil {
			t.Errorf("web: %v", err)
		}
		web["web/"+n] = b
	}
	wasm := gunzip(t, web["web/nimitz.wasm.gz"])
	web["web/nimitz.wasm"] = wasm
	checkPackage(t, "web", web, "web/", "nimitz.wasm", "\x00asm", "github.com/hajimehoshi/ebiten/v2")
	if sw := string(web["web/sw.js"]); !strings.Contains(sw, `"nimitz-`+version+`"`) {
		t.Errorf("web: sw.js does not name its cache after the version %s", version)
	}
	if !bytes.Contains(web["web/SERVE.txt"], []byte("python3 -m http.server")) {
		t.Error("web: SERVE.txt gives no command to serve the page")
	}
}

// checkPackage looks for the program (starting with magic), the README and
// notices that name the map data, the fonts and module mod.
func checkPackage(t *testing.T, what string, files map[string][]byte, dir, program, magic, mod string) {
	t.Helper()
	if b := files[dir+program]; !bytes.HasPrefix(b, []byte(magic)) {
		t.Errorf("%s: %s%s is missing or not a program for its system (%d bytes)", what, dir, program, len(b))
	}
	if !bytes.Contains(files[dir+"README.md"], []byte("# Fleet Commander Nimitz")) {
		t.Errorf("%s: no README.md", what)
	}
	notes := files[dir+"THIRD-PARTY-NOTICES.txt"]
	for _, want := range []string{"Natural Earth", "Go fonts", "golang.org/x/image", mod, "Go standard library"} {
		if !bytes.Contains(notes, []byte(want)) {
			t.Errorf("%s: THIRD-PARTY-NOTICES.txt does not mention %s", what, want)
		}
	}
}

func readTarGz(t *testing.T, path string) map[string][]byte {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	files := map[string][]byte{}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return files
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		b, err := io.ReadAll(tr)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		files[h.Name] = b
	}
}

func readZip(t *testing.T, path string) map[string][]byte {
	t.Helper()
	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	files := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatalf("%s: %s: %v", path, f.Name, err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %s: %v", path, f.Name, err)
		}
		files[f.Name] = b
	}
	return files
}

func gunzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("nimitz.wasm.gz: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("nimitz.wasm.gz: %v", err)
	}
	return out
}
