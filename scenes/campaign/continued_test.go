package campaign

import (
	"path/filepath"
	"strings"
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
)

// TestContinuedGameShowsItsHistory: a game saved under older rules opens on
// the map with its earlier decisions in the log, after a line saying it was
// saved by an earlier version, though no decision was made since.
func TestContinuedGameShowsItsHistory(t *testing.T) {
	l, err := savegame.Load(filepath.Join("..", "..", "savegame", "testdata", "frozen", "format0-1942-before-setup-held.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !l.Continued || l.Session.Len() != 0 {
		t.Fatalf("the frozen save was not continued: %v, %d decisions since", l.Continued, l.Session.Len())
	}
	s, err := New(l.Session, nil)
	if err != nil {
		t.Fatal(err)
	}
	history := len(l.Session.Start().History)
	if len(s.log.entries) != history+1 || !strings.Contains(s.log.entries[0].Text, "earlier version") {
		t.Fatalf("%d log lines for %d earlier decisions", len(s.log.entries), history)
	}
	if !strings.HasPrefix(s.log.entries[history].Text, "Earlier decision") {
		t.Fatalf("last line %q", s.log.entries[history].Text)
	}
}

// TestGameSavedBeforeItsFirstDecisionShowsItsSetUp: a new campaign closed at
// once and continued opens with its set-up in the log (the Campaign Turn
// counter, the US Resupply points), as it showed before it was closed.
func TestGameSavedBeforeItsFirstDecisionShowsItsSetUp(t *testing.T) {
	sess, setup, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "new.json")
	if err := savegame.Save(path, sess); err != nil {
		t.Fatal(err)
	}
	l, err := savegame.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if l.Session.Len() != 0 {
		t.Fatalf("%d decisions in a game saved before its first", l.Session.Len())
	}
	s, err := New(l.Session, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.log.entries) != len(setup) || len(setup) == 0 {
		t.Fatalf("the continued game's log has %d lines, its set-up %d", len(s.log.entries), len(setup))
	}
	for i := range setup {
		if s.log.entries[i].Text != setup[i].Text {
			t.Errorf("line %d: %q, want %q", i, s.log.entries[i].Text, setup[i].Text)
		}
	}
}
