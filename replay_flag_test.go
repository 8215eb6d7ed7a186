package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"nimitz/rules"
	"nimitz/savegame"
)

// TestReplayFlag: -replay FILE opens a save on the replay screen, -load of
// an exported replay does too, a bad file opens the title screen, which says
// why as standard error does, naming it, and -replay with -load is a usage
// error.
func TestReplayFlag(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(bad, []byte(`{"game": "Fleet Commander Nimitz", "format": 3`), 0o644); err != nil {
		t.Fatal(err)
	}
	{
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		cmd := exec.CommandContext(ctx, os.Args[0], "-replay", bad, "-shot", bad+".png")
		cmd.Env = append(os.Environ(), runMainEnv+"=1")
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		cancel()
		if err != nil || !strings.Contains(errOut.String(), "bad.json") || !strings.Contains(out.String(), "the title screen") {
			t.Errorf("-replay of a cut file: %v, %q, %q; want the title screen and a message naming it", err, &out, &errOut)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-replay", bad, "-load", bad}, &stdout, &stderr); code != 2 {
		t.Errorf("-replay with -load exited %d, want 2", code)
	}

	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 3; i++ {
		if _, err := sess.Apply(rules.Decision{Kind: rules.DoDone}); err != nil {
			t.Fatal(err)
		}
	}
	dir := t.TempDir()
	save := filepath.Join(dir, "good.json")
	if err := savegame.Save(save, sess); err != nil {
		t.Fatal(err)
	}
	p, err := savegame.NewPlayback(sess)
	if err != nil {
		t.Fatal(err)
	}
	p.Seek(1)
	exported, err := savegame.Store{FS: savegame.OSFS{}, Now: time.Now}.ExportReplay(dir, "exported.json", p)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-replay", save}, "the replay of " + save + ", 3 decisions, at decision 3"},
		{[]string{"-load", exported}, "the replay of " + exported + ", 3 decisions, at decision 1"},
	} {
		out := filepath.Join(dir, "shot.png")
		os.Remove(out)
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		cmd := exec.CommandContext(ctx, os.Args[0], append(c.args, "-shot", out)...)
		cmd.Env = append(os.Environ(), runMainEnv+"=1")
		b, err := cmd.CombinedOutput()
		cancel()
		if err != nil {
			t.Fatalf("%v failed: %v\n%s", c.args, err, b)
		}
		if !strings.Contains(string(b), c.want) {
			t.Errorf("%v printed %q, want %q", c.args, b, c.want)
		}
		if _, err := os.Stat(out); err != nil {
			t.Errorf("%v: no screenshot of the replay: %v", c.args, err)
		}
	}
}
