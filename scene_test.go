package main

import (
	"bytes"
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestSceneFlag(t *testing.T) {
	cfg, err := parseArgs([]string{"-scene", "battle"}, &bytes.Buffer{})
	if err != nil || cfg.scene != "battle" || cfg.seed != 1 || !cfg.title {
		t.Errorf("-scene battle gave %+v, %v; want the battle, seed 1", cfg, err)
	}
	cfg, err = parseArgs([]string{"-scene", "end", "-seed", "9", "-campaign", "1943"}, &bytes.Buffer{})
	if err != nil || cfg.seed != 9 || cfg.year != 1943 {
		t.Errorf("-scene end -seed 9 -campaign 1943 gave %+v, %v", cfg, err)
	}
	for name, args := range map[string][]string{
		"unknown screen":  {"-scene", "harbour"},
		"with a save":     {"-scene", "battle", "-load", "x.json"},
		"missing a value": {"-scene"},
	} {
		var stderr bytes.Buffer
		if code := run(args, &bytes.Buffer{}, &stderr); code != 2 {
			t.Errorf("%s: run(%q) = %d, want 2", name, args, code)
		}
		if !strings.Contains(stderr.String(), "Usage: nimitz") {
			t.Errorf("%s: no usage printed:\n%s", name, &stderr)
		}
	}
	var stderr bytes.Buffer
	run([]string{"-scene", "harbour"}, &bytes.Buffer{}, &stderr)
	for _, s := range sceneNames() {
		if !strings.Contains(stderr.String(), s) {
			t.Errorf("the message for an unknown screen does not list %q:\n%s", s, &stderr)
		}
	}
}

// TestShotOfEveryScene runs the game with -scene NAME -shot for every screen
// under the X display and checks what it says it built and the picture.
func TestShotOfEveryScene(t *testing.T) {
	want := map[string]string{
		"setup":     "the setup screen, 1942 campaign, seed 5",
		"battle":    "the Battle for New Guinea, Jan/Feb, Battle Turn 1, 1942 campaign, seed 5",
		"logistics": "the steps after the battles, 1942 campaign, seed 5",
		"end":       "the end of the campaign, Poor after 6 Campaign Turns, 1942 campaign, seed 5",
		"reference": "the rules reference over the 1942 map, seed 5",
	}
	dir := t.TempDir()
	for _, name := range sceneNames() {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(dir, name+".png")
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, os.Args[0], "-scene", name, "-seed", "5", "-shot", out)
			cmd.Env = append(os.Environ(), runMainEnv+"=1")
			b, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("-scene %s -shot failed: %v\n%s", name, err, b)
			}
			if w := want[name]; !strings.Contains(string(b), "Fleet Commander Nimitz: "+w+"\n") {
				t.Errorf("-scene %s said %q, want %q", name, b, w)
			}
			f, err := os.Open(out)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			img, err := png.Decode(f)
			if err != nil {
				t.Fatalf("the screenshot is not a PNG: %v", err)
			}
			if n := countBright(img); n < 3000 {
				t.Errorf("only %d bright pixels: is the screen drawn?", n)
			}
		})
	}
}
