package campaign

import (
	"path/filepath"
	"strings"
	"testing"

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
