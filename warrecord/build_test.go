package warrecord

import (
	"testing"
	"time"

	"nimitz/rules"
	"nimitz/savegame"
)

var when = time.Date(2026, 5, 4, 12, 0, 0, 0, time.UTC)

// TestEntryHasTheCampaignsFigures: a whole campaign played by the heuristic
// gives an entry with its Evaluation, its Player Log turn by turn, every
// battle the record fought with odds, and a replay that opens to the same
// game.
func TestEntryHasTheCampaignsFigures(t *testing.T) {
	s := playedTo(t, 1943, 4, nil)
	e, err := FromSession(s, when, false, 100)
	if err != nil {
		t.Fatal(err)
	}
	g := s.Game()
	if e.Result != g.Evaluation || e.Result == "" || e.EndReason != g.EndReason || e.Campaign != "1943" || e.Seed != 4 || e.Abandoned {
		t.Errorf("entry %q %q %q seed %d, want the game's %q %q", e.Campaign, e.Result, e.EndReason, e.Seed, g.Evaluation, g.EndReason)
	}
	if len(e.Campaigns) != 1 || len(e.Campaigns[0].Turns) != len(g.PlayerLog) {
		t.Fatalf("campaigns %+v, want one of %d turns", e.Campaigns, len(g.PlayerLog))
	}
	for i, tr := range g.PlayerLog {
		if got := e.Campaigns[0].Turns[i]; got.Held != len(tr.Held) || got.Name != tr.TurnName {
			t.Errorf("turn %d: %+v, want %s %d", i+1, got, tr.TurnName, len(tr.Held))
		}
	}
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	fought := 0
	for k := 0; k <= p.Len(); k++ {
		for _, ev := range p.Events(k) {
			if ev.Kind == rules.EvBattleStart {
				fought++
			}
		}
	}
	if len(e.Battles) != fought || fought == 0 {
		t.Errorf("%d battles in the entry, %d in the record", len(e.Battles), fought)
	}
	for _, b := range e.Battles {
		if b.Samples != 100 || b.PWin < 0 || b.PWin > 1 {
			t.Errorf("battle %+v: no odds", b)
		}
	}
	if e.Losses.US.Total() == 0 && e.Losses.Japan.Total() == 0 {
		t.Errorf("no losses counted: %+v", e.Losses)
	}
	l, err := e.Load()
	if err != nil {
		t.Fatal(err)
	}
	if l.Session.Len() != s.Len() || l.Session.Game().Evaluation != g.Evaluation {
		t.Errorf("the replay opens at %d decisions (%s), want %d", l.Session.Len(), l.Session.Game().Evaluation, s.Len())
	}
}

// TestLinkedEntry: a linked series ended keeps every campaign's figures.
func TestLinkedEntry(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole linked series")
	}
	s := playedTo(t, 0, 2, nil)
	e, err := FromSession(s, when, false, 20)
	if err != nil {
		t.Fatal(err)
	}
	sr := s.Series()
	if e.Campaign != Linked || len(e.Campaigns) != len(sr.Log) || e.Objectives != sr.Total() {
		t.Fatalf("entry %s, %d campaigns, %d Objectives; the series has %d campaigns, %d", e.Campaign, len(e.Campaigns), e.Objectives, len(sr.Log), sr.Total())
	}
	want := sr.Evaluation
	if sr.EndedEarly {
		want = EndedEarly
	}
	if e.Result != want {
		t.Errorf("result %q, want %q", e.Result, want)
	}
}

// TestAbandonedThenFinished: a game kept as abandoned and then played on to
// its end is one entry, the finished one; another game is another entry;
// the same end kept twice is still one.
func TestAbandonedThenFinished(t *testing.T) {
	st := savegame.Disk()
	dir := t.TempDir()
	half := playedTo(t, 1942, 3, func(s *savegame.Session) bool { return s.Game().Turn >= 3 })
	if _, err := Keep(st, dir, half, when, true); err != nil {
		t.Fatal(err)
	}
	r, err := Load(st, dir)
	if err != nil || len(r.Entries) != 1 || !r.Entries[0].Abandoned || r.Entries[0].Outcome() != Abandoned {
		t.Fatalf("after abandoning: %+v, %v", r.Entries, err)
	}
	whole := playedTo(t, 1942, 3, nil)
	for range 2 {
		if _, err := Keep(st, dir, whole, when.Add(time.Hour), false); err != nil {
			t.Fatal(err)
		}
	}
	other := playedTo(t, 1942, 8, func(s *savegame.Session) bool { return s.Len() > 20 })
	if _, err := Keep(st, dir, other, when, true); err != nil {
		t.Fatal(err)
	}
	r, err = Load(st, dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Entries) != 2 || r.Entries[0].Abandoned || r.Entries[0].Result != whole.Game().Evaluation || !r.Entries[1].Abandoned {
		t.Fatalf("entries %d: %+v", len(r.Entries), r.Entries)
	}
}
