package savegame

import (
	"testing"

	"nimitz/rules"
)

// TestHistory: replaying a session's record gives the same events, in order,
// as were reported while it was played, and changes nothing.
func TestHistory(t *testing.T) {
	s, setup, err := NewSession(rules.Options{Year: 1942, Seed: 12})
	if err != nil {
		t.Fatal(err)
	}
	played := append([]rules.Event(nil), setup...)
	for i := 0; i < 60 && !s.Game().Over; i++ {
		p := s.Game().Pending()
		d := p.Options[len(p.Options)-1] // "done" where there is one: turns move on
		evs, err := s.Apply(d)
		if err != nil {
			t.Fatal(err)
		}
		played = append(played, evs...)
	}
	before := s.Len()
	got, err := s.History()
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(played) {
		t.Fatalf("history has %d events, play reported %d", len(got), len(played))
	}
	for i := range got {
		if got[i].Text != played[i].Text {
			t.Fatalf("event %d: %q, played %q", i, got[i].Text, played[i].Text)
		}
	}
	if s.Len() != before {
		t.Error("History changed the session")
	}
}
