package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCLIBadFlags: bad flags get a usage message and exit status 2.
func TestCLIBadFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-sim", "-games", "zero"},
		{"-sim", "-games", "0"},
		{"-sim", "-policy", "genius"},
		{"-sim", "-campaign", "1950"},
		{"-sim", "-bogus"},
		{"-sim", "stray"},
	} {
		var out, errb bytes.Buffer
		if code := Main(args, &out, &errb); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
		if !strings.Contains(errb.String(), "usage") {
			t.Errorf("%v: no usage message in %q", args, errb.String())
		}
	}
}

// TestCLIJSON: -json prints one JSON object with the fields, and the
// same flags print the same result (all but ms_per_game).
func TestCLIJSON(t *testing.T) {
	run := func() map[string]any {
		var out, errb bytes.Buffer
		if code := Main([]string{"-sim", "-games", "3", "-seed", "9", "-policy", "random", "-json"}, &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		var m map[string]any
		if err := json.Unmarshal(out.Bytes(), &m); err != nil {
			t.Fatalf("not JSON: %q", out.String())
		}
		for _, k := range []string{"campaign", "games", "seed", "policy", "evaluations", "objectives_mean", "battles_mean", "invariant_violations", "errors", "ms_per_game"} {
			if _, ok := m[k]; !ok {
				t.Errorf("no %q in %s", k, out.String())
			}
		}
		delete(m, "ms_per_game")
		return m
	}
	a, b := run(), run()
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if !bytes.Equal(ja, jb) {
		t.Errorf("two runs with the same flags differ:\n%s\n%s", ja, jb)
	}
	var out, errb bytes.Buffer
	if code := Main([]string{"-sim", "-games", "2"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "Objectives held") {
		t.Errorf("summary: exit %d, %q", code, out.String())
	}
}

// TestIsSim recognises the -sim flag in its forms.
func TestIsSim(t *testing.T) {
	if !IsSim([]string{"-games", "3", "-sim"}) || !IsSim([]string{"--sim=true"}) || IsSim([]string{"-shot", "x.png"}) {
		t.Error("IsSim")
	}
}

// TestStopSaveLoad: a game stopped after N decisions and saved, then loaded and
// played on, reaches the same result as the game played without stopping
// (issue: "-load FILE -sim ... must reach the same result").
func TestStopSaveLoad(t *testing.T) {
	for _, policy := range Policies {
		for _, n := range []int{1, 37, 160} {
			path := filepath.Join(t.TempDir(), "stop.json")
			var out, errb bytes.Buffer
			if code := Main([]string{"-sim", "-seed", "4", "-policy", policy, "-stop-after", fmt.Sprint(n), "-save", path}, &out, &errb); code != 0 {
				t.Fatalf("%s stop after %d: exit %d: %s", policy, n, code, errb.String())
			}
			whole := runJSON(t, "-sim", "-games", "1", "-seed", "4", "-policy", policy, "-json")
			resumed := runJSON(t, "-load", path, "-sim", "-policy", policy, "-json")
			for _, k := range []string{"evaluations", "objectives_mean", "battles_mean", "invariant_violations", "errors"} {
				a, _ := json.Marshal(whole[k])
				b, _ := json.Marshal(resumed[k])
				if !bytes.Equal(a, b) {
					t.Errorf("%s stopped after %d: %s %s played through, %s resumed", policy, n, k, a, b)
				}
			}
		}
	}
}

// TestLoadBadFile: a bad file on the command line gets a message and exit 1.
func TestLoadBadFile(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"game":"Fleet Commander Nimitz","format":1,`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{bad, filepath.Join(dir, "missing.json")} {
		var out, errb bytes.Buffer
		if code := Main([]string{"-load", path, "-sim"}, &out, &errb); code != 1 || errb.Len() == 0 {
			t.Errorf("%s: exit %d, message %q; want 1 and a message", path, code, errb.String())
		}
	}
	var out, errb bytes.Buffer
	if code := Main([]string{"-sim", "-stop-after", "5"}, &out, &errb); code != 2 {
		t.Errorf("-stop-after without -save: exit %d, want 2", code)
	}
}

func runJSON(t *testing.T, args ...string) map[string]any {
	t.Helper()
	var out, errb bytes.Buffer
	if code := Main(args, &out, &errb); code != 0 {
		t.Fatalf("%v: exit %d: %s", args, code, errb.String())
	}
	var m map[string]any
	if err := json.Unmarshal(out.Bytes(), &m); err != nil {
		t.Fatalf("%v: not JSON: %q", args, out.String())
	}
	return m
}
