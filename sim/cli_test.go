package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
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

// TestLoadLinkedSave: "-load FILE -sim" continues a saved linked series to its
// end, and a policy resumed mid-series reaches the same result as the series
// played through (Linked Campaigns; headless play of every campaign): the
// heuristic saved in its 1943 campaign, the random policy (whose dice-driven
// choices show a policy rebuilt out of step) in its 1942.
func TestLoadLinkedSave(t *testing.T) {
	for _, c := range []struct {
		policy string
		year   int // the campaign the save stops in
		into   int // decisions into it
	}{{"heuristic", 1943, 40}, {"random", 1942, 100}} {
		const seed = 20 // the heuristic's 1942 is not Replaced (rules versions 2 and 3): the series reaches 1943
		var ds []rules.Decision
		var years []int
		whole := PlayLinked(seed, c.policy, false, func(s *rules.Series, d rules.Decision) {
			ds = append(ds, d)
			years = append(years, s.Year())
		})
		if whole.Err != "" {
			t.Fatal(whole.Err)
		}
		cut := 0
		for cut < len(years) && years[cut] < c.year {
			cut++
		}
		cut += c.into
		if cut >= len(ds) || years[cut] != c.year {
			t.Fatalf("%s seed %d: the series does not last %d decisions into %d", c.policy, seed, c.into, c.year)
		}
		sess, err := savegame.ReplaySeries(rules.Options{Seed: seed}, ds[:cut])
		if err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), "linked.json")
		if err := savegame.Save(path, sess); err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		if code := Main([]string{"-load", path, "-sim", "-policy", c.policy, "-json"}, &out, &errb); code != 0 || errb.Len() > 0 {
			t.Fatalf("%s: exit %d, message %q; want 0 and none", c.policy, code, errb.String())
		}
		var resumed map[string]any
		if err := json.Unmarshal(out.Bytes(), &resumed); err != nil {
			t.Fatalf("not JSON: %q", out.String())
		}
		if resumed["campaign"] != Linked {
			t.Errorf("%s: campaign %v, want %q", c.policy, resumed["campaign"], Linked)
		}
		ended, _ := resumed["ended_early"].(float64)
		if whole.EndedEarly != (ended == 1) {
			t.Errorf("%s: resumed series ended early %v, the whole one %v", c.policy, ended, whole.EndedEarly)
		}
		if evs, _ := resumed["evaluations"].(map[string]any); !whole.EndedEarly && evs[whole.Evaluation] != 1.0 {
			t.Errorf("%s: resumed series: evaluations %v, the whole one %q", c.policy, evs, whole.Evaluation)
		}
		if got, _ := resumed["objectives_mean"].(float64); int(got) != whole.Objectives {
			t.Errorf("%s: resumed series: %v Objectives, the whole one %d", c.policy, resumed["objectives_mean"], whole.Objectives)
		}
		if got, _ := resumed["battles_mean"].(float64); int(got) != whole.Battles {
			t.Errorf("%s: resumed series: %v battles, the whole one %d", c.policy, resumed["battles_mean"], whole.Battles)
		}
		if v, _ := resumed["invariant_violations"].(float64); v != 0 {
			t.Errorf("%s: resumed series: %v invariant violations", c.policy, v)
		}
	}
}
