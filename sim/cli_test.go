package sim

import (
	"bytes"
	"encoding/json"
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
