package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"nimitz/rules"
	"nimitz/savegame"
)

// runMainEnv makes the test binary act as the game itself, so a test can start the
// real program (Ebitengine needs the main thread, which TestMain runs on).
//
// The test binary itself needs a display, like the game: without one the
// headless package's init says so and exits before any test runs (build/test.sh
// runs the tests under Xvfb). So no test here checks for a display; the tests
// of the no-display paths strip it from a child's environment instead.
const runMainEnv = "NIMITZ_TEST_RUN_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runMainEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

func TestBadArgumentsExit2WithUsage(t *testing.T) {
	cases := map[string][]string{
		"unknown flag":     {"-nosuch"},
		"negative seed":    {"-seed", "-1"},
		"word seed":        {"-seed", "seven"},
		"missing campaign": {"-campaign", "1950"},
		"word campaign":    {"-campaign", "midway"},
		"stray argument":   {"extra"},
	}
	for name, args := range cases {
		t.Run(name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run(args, &stdout, &stderr); code != 2 {
				t.Errorf("run(%q) = %d, want 2", args, code)
			}
			if !strings.Contains(stderr.String(), "Usage: nimitz") {
				t.Errorf("run(%q) printed no usage; stderr:\n%s", args, &stderr)
			}
		})
	}
}

func TestMissingCampaignSaysWhichExist(t *testing.T) {
	var stderr bytes.Buffer
	run([]string{"-campaign", "1950"}, &bytes.Buffer{}, &stderr)
	if !strings.Contains(stderr.String(), `no "1950" campaign`) {
		t.Errorf("stderr does not name the missing campaign:\n%s", &stderr)
	}
}

func TestHelpExits0(t *testing.T) {
	var stderr bytes.Buffer
	if code := run([]string{"-h"}, &bytes.Buffer{}, &stderr); code != 0 {
		t.Errorf("run(-h) = %d, want 0", code)
	}
	for _, f := range []string{"-campaign", "-seed", "-shot"} {
		if !strings.Contains(stderr.String(), f) {
			t.Errorf("help does not mention %s:\n%s", f, &stderr)
		}
	}
}

func TestParseArgs(t *testing.T) {
	cfg, err := parseArgs([]string{"-seed", "7", "-shot", "x.png"}, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.year != 1942 || cfg.seed != 7 || cfg.shot != "x.png" {
		t.Errorf("got %+v, want year 1942, seed 7, shot x.png", cfg)
	}
	// An explicit seed of 0 is a seed like any other, not "from the clock".
	cfg, err = parseArgs([]string{"-seed", "0"}, &bytes.Buffer{})
	if err != nil || cfg.seed != 0 {
		t.Errorf("-seed 0 gave %+v, %v", cfg, err)
	}
}

// TestScreenshot runs the game with -shot under the X display (build/test.sh runs
// the tests under Xvfb), checks the picture, and keeps it in screenshots/ for
// people to look at.
func TestScreenshot(t *testing.T) {
	out := filepath.Join(t.TempDir(), "map.png")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-campaign", "1942", "-seed", "1", "-shot", out)
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("game with -shot failed: %v\n%s", err, b)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("screenshot is not a PNG: %v", err)
	}
	b := img.Bounds()
	// The window takes most of the screen in its shape (scenes.WindowSize,
	// TestWindowFillsTheScreen); build/test.sh's display is 1600x900.
	if b.Dx() < 800 || b.Dy() < 450 {
		t.Errorf("screenshot is %dx%d, want a window of most of the screen times the device scale", b.Dx(), b.Dy())
	}
	if r, g, bl, _ := img.At(2, 2).RGBA(); r>>8 != 0x0b || g>>8 != 0x1e || bl>>8 != 0x3a {
		t.Errorf("corner pixel is %v, want the navy background", img.At(2, 2))
	}
	if n := countBright(img); n < 1000 {
		t.Errorf("only %d bright pixels: is any text drawn?", n)
	}
	if err := os.MkdirAll("screenshots", 0o755); err == nil {
		_ = os.WriteFile(filepath.Join("screenshots", "map-1942.png"), data, 0o644)
	}
}

// countBright counts pixels much lighter than the background, i.e. text.
func countBright(img image.Image) int {
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if (r+g+bl)>>8 > 3*0xa0 {
				n++
			}
		}
	}
	return n
}

// TestSimWithoutDisplay: `-sim` plays headless on a machine with no display.
// Ebitengine opens the display in its package init and panics without one;
// the headless package must run the simulation, and exit, before that.
func TestSimWithoutDisplay(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-sim", "-games", "2", "-seed", "3", "-json")
	cmd.Env = envWithoutDisplay()
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("-sim without a display: %v\n%s", err, out)
	}
	if !bytes.Contains(out, []byte(`"games":2`)) || !bytes.Contains(out, []byte(`"invariant_violations":0`)) {
		t.Fatalf("-sim without a display printed %s", out)
	}
}

// envWithoutDisplay is this process's environment with no X or Wayland display.
func envWithoutDisplay() []string {
	var env []string
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "DISPLAY=") && !strings.HasPrefix(e, "WAYLAND_DISPLAY=") {
			env = append(env, e)
		}
	}
	return env
}

// TestNoDisplayMessage: without a display the game says so and exits 1,
// instead of Ebitengine's panic ("Bad input never crashes the game"); help
// needs no window, and prints with exit status 0, as a bad flag prints its
// usage with 2.
func TestNoDisplayMessage(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-campaign", "1942"}, 1, "no display"},
		{[]string{"-h"}, 0, "Usage: nimitz"},
		{[]string{"-help"}, 0, "-campaign year"},
		{[]string{"-nosuch"}, 2, "Usage: nimitz"},
	} {
		cmd := exec.CommandContext(ctx, os.Args[0], c.args...)
		cmd.Env = envWithoutDisplay()
		out, err := cmd.CombinedOutput()
		code := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			code = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != c.code {
			t.Errorf("%v without a display: exit status %d, want %d\n%s", c.args, code, c.code, out)
		}
		if !bytes.Contains(out, []byte(c.want)) || bytes.Contains(out, []byte("panic")) {
			t.Errorf("%v without a display printed %s; want %q, no panic", c.args, out, c.want)
		}
	}
}

// TestLoadBadFileOpensTheTitle: a damaged or missing save on the command
// line gives the loader's message on standard error and opens the title
// screen, which says it too (a player who started the game from a desktop
// sees no standard error), rather than exiting before any window.
func TestLoadBadFileOpensTheTitle(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte("this is not a save"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{bad, filepath.Join(dir, "missing.json")} {
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		shot := filepath.Join(dir, filepath.Base(path)+".png")
		cmd := exec.CommandContext(ctx, os.Args[0], "-load", path, "-shot", shot)
		cmd.Env = append(os.Environ(), runMainEnv+"=1")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		cancel()
		if err != nil {
			t.Errorf("-load %s: %v, want the title screen and exit status 0\n%s", path, err, &stderr)
		}
		if !strings.Contains(stderr.String(), filepath.Base(path)) {
			t.Errorf("-load %s said %q on stderr, want a message naming the file", path, &stderr)
		}
		if !strings.Contains(stdout.String(), "the title screen") {
			t.Errorf("-load %s printed %q, want the title screen", path, &stdout)
		}
		if _, err := os.Stat(shot); err != nil {
			t.Errorf("-load %s: no screenshot of the window: %v", path, err)
		}
	}
}

// TestSimLoadBadFileExits1: headless, where no window can say it, a bad save
// stops -sim with the loader's message and exit status 1.
func TestSimLoadBadFileExits1(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte("this is not a save"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-sim", "-load", bad)
	cmd.Env = envWithoutDisplay()
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Errorf("-sim -load of a bad file: %v, want exit status 1\n%s", err, out)
	}
	if !bytes.Contains(out, []byte("bad.json")) {
		t.Errorf("-sim -load of a bad file printed %s, want the file named", out)
	}
}

// TestLoadGoodFileOpensTheWindow: -load FILE without -sim opens the game at
// the saved moment (shown with -shot).
func TestLoadGoodFileOpensTheWindow(t *testing.T) {
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 2; i++ {
		if _, err := sess.Apply(rules.Decision{Kind: rules.DoDone}); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	save := filepath.Join(dir, "good.json")
	if err := savegame.Save(save, sess); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "loaded.png")
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-load", save, "-shot", out)
	cmd.Env = append(os.Environ(), runMainEnv+"=1")
	b, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("-load a good file failed: %v\n%s", err, b)
	}
	want := fmt.Sprintf("at %s, %s", sess.Game().TurnName(), sess.Game().Step)
	if !strings.Contains(string(b), want) {
		t.Errorf("-load printed %q, want the saved moment %q", b, want)
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("no screenshot of the loaded game: %v", err)
	}
}
