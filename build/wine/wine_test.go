//go:build !js

package wine

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"

	"nimitz/sim"
)

// TestWindowsBuildUnderWine builds nimitz.exe as a release does and checks,
// under Wine, that it plays whole campaigns with the same figures as the
// Linux build, that a game it saves continues the same on Linux, that the
// savegame package's tests pass on Windows' file system, and that it opens
// its window and draws the map.
func TestWindowsBuildUnderWine(t *testing.T) {
	p := newPrefix(t)
	dir := t.TempDir()
	build := exec.Command("bash", filepath.Join("..", "windows.sh"), dir)
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		t.Fatalf("build/windows.sh: %v", err)
	}
	exe := filepath.Join(dir, "nimitz.exe")

	t.Run("resources", func(t *testing.T) { checkResources(t, exe) })

	t.Run("sim matches Linux", func(t *testing.T) {
		args := []string{"-sim", "-campaign", "1942", "-games", "20", "-seed", "5", "-json"}
		win, err := p.run(t, 5*time.Minute, append([]string{exe}, args...)...)
		if err != nil {
			t.Fatalf("nimitz.exe %v: %v\n%s", args, err, win)
		}
		sameFigures(t, win, linux(t, args...))
	})

	t.Run("save on Windows, continue on Linux", func(t *testing.T) {
		save := filepath.Join(t.TempDir(), "game.json")
		if out, err := p.run(t, 5*time.Minute, exe, "-sim", "-campaign", "1942", "-seed", "1",
			"-stop-after", "40", "-save", winPath(save)); err != nil {
			t.Fatalf("saving under Wine: %v\n%s", err, out)
		}
		win, err := p.run(t, 5*time.Minute, exe, "-load", winPath(save), "-sim", "-json")
		if err != nil {
			t.Fatalf("continuing under Wine: %v\n%s", err, win)
		}
		sameFigures(t, win, linux(t, "-load", save, "-sim", "-json"))
	})

	// The save files' code meets Windows' file system here: its tests
	// (atomic replacement, full disks, missing folders, the messages) run as
	// a Windows program, in the package's folder for its testdata.
	t.Run("savegame tests", func(t *testing.T) {
		test := filepath.Join(dir, "savegame.test.exe")
		cc := exec.Command("go", "test", "-c", "-o", test, "nimitz/savegame")
		cc.Env = append(os.Environ(), "GOOS=windows", "GOARCH=amd64", "CGO_ENABLED=0")
		if out, err := cc.CombinedOutput(); err != nil {
			t.Fatalf("building the savegame tests for Windows: %v\n%s", err, out)
		}
		out, err := p.runIn(t, filepath.Join("..", "..", "savegame"), 15*time.Minute, test)
		if err != nil || !bytes.Contains(out, []byte("PASS")) {
			t.Fatalf("the savegame tests failed under Wine: %v\n%s", err, out)
		}
	})

	t.Run("shot draws the map", func(t *testing.T) {
		if os.Getenv("DISPLAY") == "" {
			need(t, "an X display (build/test.sh runs the tests under xvfb-run)")
		}
		shot := filepath.Join(t.TempDir(), "map.png")
		if out, err := p.run(t, 5*time.Minute, exe, "-campaign", "1942", "-seed", "5", "-shot", winPath(shot)); err != nil {
			t.Fatalf("nimitz.exe -shot under Wine: %v\n%s", err, out)
		}
		data, err := os.ReadFile(shot)
		if err != nil {
			t.Fatalf("nimitz.exe -shot wrote no picture: %v", err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("the picture is no PNG: %v", err)
		}
		if err := os.MkdirAll(filepath.Join("..", "..", "screenshots"), 0o755); err == nil {
			_ = os.WriteFile(filepath.Join("..", "..", "screenshots", "wine-map-1942.png"), data, 0o644) // to look at
		}
		b := img.Bounds()
		if b.Dx() < 640 || b.Dy() < 400 {
			t.Fatalf("the picture is %dx%d: no game window", b.Dx(), b.Dy())
		}
		seen := map[uint32]bool{}
		for y := b.Min.Y; y < b.Max.Y; y += 3 {
			for x := b.Min.X; x < b.Max.X; x += 3 {
				r, g, bl, _ := img.At(x, y).RGBA()
				seen[(r>>8)<<16|(g>>8)<<8|bl>>8] = true
			}
		}
		if len(seen) < 1000 {
			t.Fatalf("the picture has %d colours: the map is not drawn (see screenshots/wine-map-1942.png)", len(seen))
		}
	})
}

// linux runs the same -sim command in this process, as the Linux build would.
func linux(t *testing.T, args ...string) []byte {
	t.Helper()
	var out, errb bytes.Buffer
	if code := sim.Main(args, &out, &errb); code != 0 {
		t.Fatalf("nimitz %v on Linux: exit %d: %s", args, code, errb.String())
	}
	return out.Bytes()
}

// sameFigures compares two -json summaries, all but the time per game.
func sameFigures(t *testing.T, win, lin []byte) {
	t.Helper()
	var w, l map[string]any
	if err := json.Unmarshal(win, &w); err != nil {
		t.Fatalf("nimitz.exe printed no JSON: %v\n%s", err, win)
	}
	if err := json.Unmarshal(lin, &l); err != nil {
		t.Fatalf("Linux printed no JSON: %v\n%s", err, lin)
	}
	delete(w, "ms_per_game")
	delete(l, "ms_per_game")
	if !reflect.DeepEqual(w, l) {
		t.Fatalf("Windows and Linux differ:\nWindows: %s\nLinux:   %s", win, lin)
	}
	t.Logf("Windows under Wine and Linux agree: %s", bytes.TrimSpace(win))
}

// checkResources reads the icon and version information back from the exe.
func checkResources(t *testing.T, exe string) {
	f, err := os.Open(exe)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rs, err := winres.LoadFromEXE(f)
	if err != nil {
		t.Fatalf("nimitz.exe has no resources: %v", err)
	}
	icon, err := rs.GetIcon(winres.ID(1))
	if err != nil || icon == nil {
		t.Errorf("nimitz.exe has no application icon: %v", err)
	}
	data := rs.Get(winres.RT_VERSION, winres.ID(1), version.LangDefault)
	vi, err := version.FromBytes(data)
	if err != nil {
		t.Fatalf("nimitz.exe has no version information: %v", err)
	}
	text, err := json.Marshal(vi)
	if err != nil || !bytes.Contains(text, []byte(`"ProductName":"Fleet Commander Nimitz"`)) {
		t.Errorf("nimitz.exe's version information lacks its product name: %s (%v)", text, err)
	}
}
