package savegame

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"nimitz/rules"
)

// asFormat2 rewrites a save as format 2 wrote it: no rules version, no start.
func asFormat2(t testing.TB, b []byte) []byte {
	t.Helper()
	return edit(t, b, func(top map[string]any) {
		delete(top, "rules_version")
		delete(top, "start")
		top["format"] = 2
	})
}

// frozenBeforeSetupHeld is a real format 0 save written before commit
// d9bb36c added "setup_held" to the state: under today's rules its record
// no longer replays to its state.
var frozenBeforeSetupHeld = filepath.Join("testdata", "frozen", "format0-1942-before-setup-held.json")

// continuedSession is the frozen save of older rules, loaded and played on
// for a few decisions under today's.
func continuedSession(t testing.TB) *Session {
	t.Helper()
	sv, err := Load(frozenBeforeSetupHeld)
	if err != nil {
		t.Fatal(err)
	}
	playRandom(t, sv.Session, rand.New(rand.NewPCG(7, 7)), 5)
	return sv.Session
}

// TestOlderRulesSaveContinues: a save written under older rules is never
// called altered: its state is taken as the truth (migrated to today's
// shape), its decisions are kept as history, and the player is told once.
func TestOlderRulesSaveContinues(t *testing.T) {
	sv, err := Load(frozenBeforeSetupHeld)
	if err != nil {
		t.Fatalf("an honest save of older rules is refused: %v", err)
	}
	if !sv.Continued || sv.RulesVersion != 0 {
		t.Fatalf("continued %v, rules version %d", sv.Continued, sv.RulesVersion)
	}
	note := sv.ContinuedNote()
	for _, want := range []string{"earlier version", "goes on from where it was saved"} {
		if !strings.Contains(note, want) {
			t.Errorf("the note %q does not say %q", note, want)
		}
	}
	for _, bad := range []string{"altered", "damaged"} {
		if strings.Contains(note, bad) {
			t.Errorf("the note %q calls the save %s", note, bad)
		}
	}
	// The state is the file's, migrated: the 1942 Set-Up holds 6 Objectives,
	// and the campaign's cup of Japanese plans is full.
	var file struct {
		State     json.RawMessage  `json:"state"`
		Decisions []rules.Decision `json:"decisions"`
	}
	raw := readFile(t, frozenBeforeSetupHeld)
	if err := json.Unmarshal(raw, &file); err != nil {
		t.Fatal(err)
	}
	g := sv.Session.Game()
	if g.SetupHeld != 6 {
		t.Errorf("setup_held %d after migration, want 6", g.SetupHeld)
	}
	var saved rules.Game
	if err := json.Unmarshal(file.State, &saved); err != nil {
		t.Fatal(err)
	}
	saved.SetupHeld = 6
	// Rules version 2's one cup of plans: the save of version 1 and older had
	// none, and gets a full one.
	if len(g.PlanCup) != 14 {
		t.Errorf("the plan cup holds %d after migration, want 14", len(g.PlanCup))
	}
	saved.PlanCup = rules.JapanesePlans()
	if !sameGame(t, &saved, g) {
		t.Error("the continued game is not the saved state")
	}
	start := sv.Session.Start()
	if start == nil || len(start.History) != len(file.Decisions) || sv.Session.Len() != 0 {
		t.Fatalf("start %v, %d decisions since", start != nil, sv.Session.Len())
	}
	// The log begins with the history, one line a decision.
	evs, err := sv.Session.History()
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) != len(file.Decisions)+1 || !strings.Contains(evs[0].Text, "earlier version") {
		t.Fatalf("%d log lines for %d earlier decisions; first %q", len(evs), len(file.Decisions), evs[0].Text)
	}
}

// TestContinuedSaveIsOfTodaysRules: once saved again, a continued game is a
// save of today's rules: it loads without the note, replays from its start,
// and is checked as strictly as any (an edited state is refused).
func TestContinuedSaveIsOfTodaysRules(t *testing.T) {
	s := continuedSession(t)
	b := marshal(t, s)
	sv, err := Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if sv.Continued || sv.ContinuedNote() != "" || sv.RulesVersion != rules.Version {
		t.Fatalf("continued %v, rules version %d", sv.Continued, sv.RulesVersion)
	}
	if !sameGame(t, s.Game(), sv.Session.Game()) || sv.Session.Len() != s.Len() || len(sv.Session.Start().History) != len(s.Start().History) {
		t.Fatal("saved and loaded again, the continued game changed")
	}
	altered := edit(t, b, func(top map[string]any) {
		top["state"].(map[string]any)["supply_points"] = 99
	})
	if _, err := Decode(bytes.NewReader(altered)); problem(t, err) != Mismatch {
		t.Fatalf("an edited save of today's rules: %v", err)
	}
	alteredStart := edit(t, b, func(top map[string]any) {
		top["start"].(map[string]any)["state"].(map[string]any)["supply_points"] = 99
	})
	if _, err := Decode(bytes.NewReader(alteredStart)); problem(t, err) != Mismatch {
		t.Fatalf("a save whose start was edited: %v", err)
	}
}

// TestOlderSaveWithAStartContinuesAgain: a save of older rules that had
// itself been continued keeps all its history, oldest first.
func TestOlderSaveWithAStartContinuesAgain(t *testing.T) {
	s := continuedSession(t)
	older := edit(t, marshal(t, s), func(top map[string]any) { top["rules_version"] = 0 })
	sv, err := Decode(bytes.NewReader(older))
	if err != nil {
		t.Fatal(err)
	}
	want := append(s.Start().History, s.Decisions()...)
	got := sv.Session.Start().History
	if !sv.Continued || len(got) != len(want) || got[len(got)-1].Kind != want[len(want)-1].Kind {
		t.Fatalf("continued %v, history %d, want %d", sv.Continued, len(got), len(want))
	}
}

// TestUnversionedSaveThatReplaysIsOfTodaysRules: a save written before rules
// versions were recorded whose record still replays to its state was played
// under today's rules: it loads as one, without the note.
func TestUnversionedSaveThatReplaysIsOfTodaysRules(t *testing.T) {
	s := newSession(t, 4)
	playRandom(t, s, rand.New(rand.NewPCG(4, 4)), 20)
	sv, err := Decode(bytes.NewReader(asFormat2(t, marshal(t, s))))
	if err != nil {
		t.Fatal(err)
	}
	if sv.Continued || sv.Session.Start() != nil || sv.Session.Len() != s.Len() {
		t.Fatalf("continued %v, %d decisions", sv.Continued, sv.Session.Len())
	}
}

// TestNewerRulesVersionRefused: a save of rules newer than this build's is
// refused as newer, naming the version, and nothing is loaded.
func TestNewerRulesVersionRefused(t *testing.T) {
	b := edit(t, marshal(t, newSession(t, 5)), func(top map[string]any) { top["rules_version"] = rules.Version + 1 })
	sv, err := Decode(bytes.NewReader(b))
	if sv != nil || !errors.Is(err, Newer) || !strings.Contains(err.Error(), "rules version") {
		t.Fatalf("got %v, %v", sv, err)
	}
}

// TestSaveRecordsRulesVersion: every save says which rules it was played under.
func TestSaveRecordsRulesVersion(t *testing.T) {
	var top struct {
		Format       int `json:"format"`
		RulesVersion int `json:"rules_version"`
	}
	if err := json.Unmarshal(marshal(t, newSession(t, 6)), &top); err != nil {
		t.Fatal(err)
	}
	if top.Format != Format || top.RulesVersion != rules.Version || rules.Version < 1 {
		t.Fatalf("format %d, rules version %d", top.Format, top.RulesVersion)
	}
}
