//go:build !js

package release

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/macho"
	"encoding/xml"
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

	checkMacApp(t, filepath.Join(dist, "nimitz-"+version+"-macos.zip"), "nimitz-"+version+"-macos/", version)
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

// checkMacApp opens the macOS zip: the bundle's layout, its Info.plist's
// keys, a universal binary for both Mac processors (read with debug/macho),
// the arm64 one carrying a code signature (Apple silicon runs no program
// without one; Go's linker signs it ad hoc), the icon, and the executable
// bit that Finder needs to launch the program.
func checkMacApp(t *testing.T, path, dir, version string) {
	t.Helper()
	files := readZip(t, path)
	app := dir + "Fleet Commander Nimitz.app/Contents/"
	checkPackage(t, "macOS", files, dir, "Fleet Commander Nimitz.app/Contents/MacOS/nimitz", "\xca\xfe\xba\xbe", "github.com/ebitengine/purego")

	plist := plistStrings(t, files[app+"Info.plist"])
	for key, want := range map[string]string{
		"CFBundleExecutable":      "nimitz",
		"CFBundleIdentifier":      "org.nimitz.game",
		"CFBundlePackageType":     "APPL",
		"CFBundleIconFile":        "nimitz.icns",
		"CFBundleVersion":         version,
		"LSMinimumSystemVersion":  "12.0",
		"NSHighResolutionCapable": "true",
	} {
		if got, ok := plist[key]; !ok || got != want {
			t.Errorf("macOS: Info.plist has %s = %q (present: %v); want %q", key, got, ok, want)
		}
	}
	if v := plist["CFBundleShortVersionString"]; v == "" {
		t.Error("macOS: Info.plist has no CFBundleShortVersionString")
	}
	if icns := files[app+"Resources/nimitz.icns"]; !bytes.HasPrefix(icns, []byte("icns")) || !bytes.Contains(icns, []byte("ic10")) {
		t.Errorf("macOS: Resources/nimitz.icns is no icon with a 1024-pixel image (%d bytes)", len(icns))
	}

	fat, err := macho.NewFatFile(bytes.NewReader(files[app+"MacOS/nimitz"]))
	if err != nil {
		t.Fatalf("macOS: MacOS/nimitz is no universal binary: %v", err)
	}
	cpus := map[macho.Cpu]bool{}
	for _, a := range fat.Arches {
		cpus[a.Cpu] = true
		if a.Type != macho.TypeExec {
			t.Errorf("macOS: the %v program is a %v, not an executable", a.Cpu, a.Type)
		}
		if a.Cpu == macho.CpuArm64 && !hasCodeSignature(a.File) {
			t.Error("macOS: the arm64 program has no LC_CODE_SIGNATURE load command: Apple silicon would not run it")
		}
	}
	if len(fat.Arches) != 2 || !cpus[macho.CpuArm64] || !cpus[macho.CpuAmd64] {
		t.Errorf("macOS: the universal binary holds %v; want arm64 and amd64", cpus)
	}

	zr, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	for _, f := range zr.File {
		if f.Name == app+"MacOS/nimitz" && f.Mode()&0o111 == 0 {
			t.Errorf("macOS: MacOS/nimitz is not executable in the zip (%v)", f.Mode())
		}
	}
}

// hasCodeSignature says whether a Mach-O program has an LC_CODE_SIGNATURE
// load command (debug/macho names no such command, so it is read raw).
func hasCodeSignature(f *macho.File) bool {
	const lcCodeSignature = 0x1d
	for _, l := range f.Loads {
		if raw := l.Raw(); len(raw) >= 4 && f.ByteOrder.Uint32(raw) == lcCodeSignature {
			return true
		}
	}
	return false
}

// plistStrings reads the top dictionary of an XML property list: each key
// with its string, or "true"/"false" for a boolean.
func plistStrings(t *testing.T, b []byte) map[string]string {
	t.Helper()
	var doc struct {
		Dict struct {
			Items []struct {
				XMLName xml.Name
				Text    string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil {
		t.Fatalf("macOS: Info.plist is no XML property list: %v", err)
	}
	out := map[string]string{}
	key := ""
	for _, it := range doc.Dict.Items {
		switch it.XMLName.Local {
		case "key":
			key = it.Text
		case "string":
			out[key] = it.Text
		case "true", "false":
			out[key] = it.XMLName.Local
		}
	}
	return out
}
