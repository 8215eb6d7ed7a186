package savegame

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"nimitz/rules"
)

// sessionState is a session's game (or series) as it marshals itself.
func sessionState(t testing.TB, s *Session) []byte {
	t.Helper()
	b, err := s.stateJSON()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// sameAsReplay fails the test unless s is exactly the session its record,
// replayed from its start, makes: the state (dice included) and the record.
func sameAsReplay(t *testing.T, what string, s *Session, record []rules.Decision) {
	t.Helper()
	want, err := replayRecord(s.Kind(), s.opts, s.start, record)
	if err != nil {
		t.Fatalf("%s: the record does not replay: %v", what, err)
	}
	if !bytes.Equal(sessionState(t, s), sessionState(t, want)) {
		t.Errorf("%s: the state differs from a replay of the record", what)
	}
	if !slices.EqualFunc(s.Decisions(), record, func(a, b rules.Decision) bool { return describe(a) == describe(b) && a.Kind == b.Kind }) {
		t.Errorf("%s: the record is %v, want %v", what, s.Decisions(), record)
	}
}

// offered is the first option of kind k the game offers now.
func offered(t *testing.T, g *rules.Game, k rules.DecisionKind) rules.Decision {
	t.Helper()
	for _, d := range g.Pending().Options {
		if d.Kind == k {
			return d
		}
	}
	t.Fatalf("%s in %s offers no %s", g.TurnName(), g.Step, k)
	return rules.Decision{}
}

// applyNoRoll applies d and fails the test if it rolled a die: the position
// the test builds needs a decision that can be taken back.
func applyNoRoll(t *testing.T, s *Session, d rules.Decision) {
	t.Helper()
	noRoll(t, s, d, s.Apply)
}

// noRoll applies d by apply (Apply or ApplyJoined) and fails the test if it
// rolled a die.
func noRoll(t *testing.T, s *Session, d rules.Decision, apply func(rules.Decision) ([]rules.Event, error)) {
	t.Helper()
	rolls := s.Game().Dice.Rolls
	if _, err := apply(d); err != nil {
		t.Fatalf("%s: %v", describe(d), err)
	}
	if s.Game().Dice.Rolls != rolls {
		t.Fatalf("%s rolled the dice: the test needs a decision that does not", describe(d))
	}
}

func mustUndo(t *testing.T, s *Session) *Session {
	t.Helper()
	u, err := s.Undo()
	if err != nil {
		t.Fatalf("Undo: %v", err)
	}
	return u
}

// A purchase taken back leaves the game exactly as before it; Redo buys it
// again; a new decision after an undo leaves nothing to redo.
func TestUndoAPurchaseAndRedoIt(t *testing.T) {
	s := newSession(t, 1)
	before := sessionState(t, s)
	buy := offered(t, s.Game(), rules.DoBuy)
	applyNoRoll(t, s, buy)
	bought := sessionState(t, s)

	u := mustUndo(t, s)
	sameAsReplay(t, "after undo", u, nil)
	if !bytes.Equal(sessionState(t, u), before) {
		t.Error("the undone game is not the game before the purchase")
	}
	if f := u.Game().Force(buy.Force); f == nil || f.Where == s.Game().Force(buy.Force).Where {
		t.Errorf("%s is still where the purchase put it", buy.Force)
	}
	if !bytes.Equal(sessionState(t, s), bought) || s.Len() != 1 {
		t.Error("Undo changed the session it was asked of")
	}
	if u == s {
		t.Error("Undo returned the session it was asked of: a session and its Len would no longer name one position")
	}
	if err := s.CanRedo(); err == nil {
		t.Error("the session that made the purchase offers a redo")
	}

	r, err := u.Redo()
	if err != nil {
		t.Fatalf("Redo: %v", err)
	}
	sameAsReplay(t, "after redo", r, []rules.Decision{buy})
	if !bytes.Equal(sessionState(t, r), bought) {
		t.Error("Redo does not give the game the purchase made")
	}
	if err := r.CanRedo(); err == nil {
		t.Error("after redoing the only decision taken back there is still one to redo")
	}

	// A new decision after the undo: the purchase taken back is gone.
	u2 := mustUndo(t, s)
	if err := u2.CanRedo(); err != nil {
		t.Fatalf("after an undo: %v", err)
	}
	if _, err := u2.Apply(offered(t, u2.Game(), rules.DoDone)); err != nil {
		t.Fatal(err)
	}
	var ue *UndoError
	if err := u2.CanRedo(); !errors.As(err, &ue) || !ue.Redo {
		t.Errorf("a new decision after undo still offers a redo (%v)", err)
	}
	if _, err := u2.Redo(); err == nil {
		t.Error("Redo after a new decision did something")
	}
}

// Undo goes back across steps while no die is rolled: the "done" that ended
// US Resupply and US Scouting, and moves in US Movement, one at a time.
func TestUndoAcrossSteps(t *testing.T) {
	s := newSession(t, 1)
	buy := offered(t, s.Game(), rules.DoBuy)
	applyNoRoll(t, s, buy)
	applyNoRoll(t, s, rules.Decision{Kind: rules.DoDone})
	if s.Game().Step != rules.StepScouting {
		t.Fatalf("done in US Resupply went to %s", s.Game().Step)
	}
	applyNoRoll(t, s, rules.Decision{Kind: rules.DoDone})
	if s.Game().Step != rules.StepMovement {
		t.Fatalf("done in US Scouting went to %s", s.Game().Step)
	}
	move := offered(t, s.Game(), rules.DoMove)
	applyNoRoll(t, s, move)
	record := s.Decisions()

	u := s
	for n := len(record) - 1; n >= 0; n-- {
		u = mustUndo(t, u)
		sameAsReplay(t, describe(record[n])+" taken back", u, record[:n])
	}
	if u.Game().Step != rules.StepResupply || u.Len() != 0 {
		t.Errorf("four undos leave %s with %d decisions, want US Resupply and none", u.Game().Step, u.Len())
	}
	if err := u.CanUndo(); err == nil || !strings.Contains(err.Error(), "nothing has been decided") {
		t.Errorf("undo with nothing decided: %v", err)
	}
	// And all of it again, in order.
	for n := 1; n <= len(record); n++ {
		var err error
		if u, err = u.Redo(); err != nil {
			t.Fatalf("redo %d: %v", n, err)
		}
		sameAsReplay(t, "redo "+describe(record[n-1]), u, record[:n])
	}
	if !bytes.Equal(sessionState(t, u), sessionState(t, s)) {
		t.Error("redoing everything does not give back the game")
	}
}

// movedToBattles plays a 1942 campaign to the end of US Movement and past it:
// Japanese Orders rolls its dice.
func movedToBattles(t *testing.T) *Session {
	t.Helper()
	s := newSession(t, 1)
	applyNoRoll(t, s, rules.Decision{Kind: rules.DoDone})
	applyNoRoll(t, s, rules.Decision{Kind: rules.DoDone})
	applyNoRoll(t, s, offered(t, s.Game(), rules.DoMove))
	rolls := s.Game().Dice.Rolls
	if _, err := s.Apply(rules.Decision{Kind: rules.DoDone}); err != nil {
		t.Fatal(err)
	}
	if s.Game().Dice.Rolls == rolls {
		t.Fatal("ending US Movement rolled no die: Japanese Orders should have")
	}
	return s
}

// What the dice decided cannot be taken back, and the refusal says why.
func TestUndoRefusedAfterTheDice(t *testing.T) {
	s := movedToBattles(t)
	state := sessionState(t, s)
	err := s.CanUndo()
	var ue *UndoError
	if !errors.As(err, &ue) {
		t.Fatalf("undo after Japanese Orders rolled: %v, want an *UndoError", err)
	}
	if want := "Cannot undo: the dice have been rolled since (Japanese Orders: the Orders roll)."; err.Error() != want {
		t.Errorf("the refusal says %q, want %q", err.Error(), want)
	}
	if u, err := s.Undo(); u != nil || err == nil {
		t.Errorf("Undo after the dice gave %v, %v", u, err)
	}
	if !bytes.Equal(sessionState(t, s), state) || s.Len() != 3+1 {
		t.Error("a refused undo changed the session")
	}
}

// A loaded save knows which decisions rolled the dice (the save holds only
// the decisions; the replay tells), and undo works on it.
func TestUndoAfterLoad(t *testing.T) {
	dir := tempDir(t)
	s := newSession(t, 1)
	applyNoRoll(t, s, offered(t, s.Game(), rules.DoBuy))
	path := filepath.Join(dir, "a.json")
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	l, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	u := mustUndo(t, l.Session)
	sameAsReplay(t, "a loaded purchase taken back", u, nil)

	rolled := movedToBattles(t)
	if err := Save(path, rolled); err != nil {
		t.Fatal(err)
	}
	if l, err = Load(path); err != nil {
		t.Fatal(err)
	}
	if err := l.Session.CanUndo(); err == nil || !strings.Contains(err.Error(), "dice have been rolled") {
		t.Errorf("a loaded game just past Japanese Orders: undo says %v", err)
	}
}

// A save of older rules continues from its Start: a Battle Plan selected
// after it can be taken back, to exactly the loaded game, also once the
// game is saved and loaded again; and the earlier history is never undone.
func TestUndoOnAContinuedSave(t *testing.T) {
	l, err := Load(filepath.Join("testdata", "frozen", "v1-1942-battle.json"))
	if err != nil {
		t.Fatal(err)
	}
	s := l.Session
	if s.Start() == nil {
		t.Fatal("the frozen save of rules version 1 did not continue from a Start")
	}
	if err := s.CanUndo(); err == nil || !strings.Contains(err.Error(), "continued from an earlier version") {
		t.Errorf("undo of a game just continued: %v", err)
	}
	loaded := sessionState(t, s)
	plan := offered(t, s.Game(), rules.DoBuyPlan)
	applyNoRoll(t, s, plan)
	u := mustUndo(t, s)
	sameAsReplay(t, "a Battle Plan taken back", u, nil)
	if !bytes.Equal(sessionState(t, u), loaded) {
		t.Error("taking the Battle Plan back does not give the loaded game")
	}
	if u.Start() == nil || len(u.Start().History) != len(s.Start().History) {
		t.Error("the undone game lost its Start")
	}

	path := filepath.Join(tempDir(t), "c.json")
	if err := Save(path, s); err != nil {
		t.Fatal(err)
	}
	again, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	u = mustUndo(t, again.Session)
	if !bytes.Equal(sessionState(t, u), loaded) {
		t.Error("after a save and load, taking the Battle Plan back does not give the loaded game")
	}
}

// In a linked series the decision that begins the next campaign is a
// barrier too.
func TestUndoRefusedAcrossCampaigns(t *testing.T) {
	s := seriesInLaterYear(t)
	// Find the decision that began the campaign being played.
	opts, record := s.opts, s.Decisions()
	fresh, err := ReplaySeries(opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, d := range record {
		year := fresh.Game().Year
		if _, err := fresh.Apply(d); err != nil {
			t.Fatal(err)
		}
		if fresh.Game().Year != year {
			if fresh.barriers[i] == "" {
				t.Fatalf("decision %d began the %d campaign and may be undone", i+1, fresh.Game().Year)
			}
			if !strings.Contains(fresh.barriers[i], "campaign has begun") {
				t.Errorf("decision %d began a campaign; the refusal says %q", i+1, fresh.barriers[i])
			}
			return
		}
	}
	t.Fatal("the series never began a second campaign")
}

// applyJoinedNoRoll applies d as part of the click before it and fails the
// test if it rolled a die.
func applyJoinedNoRoll(t *testing.T, s *Session, d rules.Decision) {
	t.Helper()
	noRoll(t, s, d, s.ApplyJoined)
}

// Decisions applied as one click (the battle board's "All 5 to the Coastal
// Area") are taken back by one Undo and given again by one Redo; the
// decisions before the click stay, one Undo each.
func TestUndoTakesBackAClickWhole(t *testing.T) {
	s := newSession(t, 1)
	applyNoRoll(t, s, offered(t, s.Game(), rules.DoBuy))
	applyNoRoll(t, s, rules.Decision{Kind: rules.DoDone})
	// Two Undo-able decisions after the first, joined to it: the click.
	applyNoRoll(t, s, rules.Decision{Kind: rules.DoDone})
	applyJoinedNoRoll(t, s, offered(t, s.Game(), rules.DoMove))
	applyJoinedNoRoll(t, s, offered(t, s.Game(), rules.DoMove))
	record := s.Decisions()
	if len(record) != 5 {
		t.Fatalf("%d decisions, want 5", len(record))
	}

	u := mustUndo(t, s)
	sameAsReplay(t, "the click taken back", u, record[:2])
	if u.Game().Step != rules.StepScouting {
		t.Errorf("after one Undo the game is in %s, want US Scouting (before the click)", u.Game().Step)
	}
	u = mustUndo(t, u)
	sameAsReplay(t, "then one decision", u, record[:1])

	r, err := u.Redo()
	if err != nil {
		t.Fatal(err)
	}
	sameAsReplay(t, "one decision given again", r, record[:2])
	if r, err = r.Redo(); err != nil {
		t.Fatal(err)
	}
	sameAsReplay(t, "the click given again", r, record)
	if err := r.CanRedo(); err == nil {
		t.Error("after redoing everything there is still something to redo")
	}
	// Given again, it is still one click.
	sameAsReplay(t, "the click taken back again", mustUndo(t, r), record[:2])
}

// A click is taken back only as far as the dice allow: a decision joined to
// one that rolled (choosing a battle rolls its Battle Turns) is taken back
// alone.
func TestUndoOfAClickStopsAtTheDice(t *testing.T) {
	s := movedToBattles(t)
	if _, err := s.Apply(offered(t, s.Game(), rules.DoChooseBattle)); err != nil {
		t.Fatal(err)
	}
	n := s.Len()
	applyJoinedNoRoll(t, s, s.Game().Pending().Options[0])
	u := mustUndo(t, s)
	if u.Len() != n {
		t.Errorf("Undo left %d decisions, want %d: it went past the dice", u.Len(), n)
	}
	if err := u.CanUndo(); err == nil {
		t.Error("the decision that rolled can be taken back")
	}
}

// A save keeps which decisions were one click: loaded, one Undo still takes
// the click back whole. A save that joins a decision it does not record is
// damaged, and says so.
func TestAClickIsOneUndoAfterALoad(t *testing.T) {
	s := newSession(t, 1)
	applyNoRoll(t, s, rules.Decision{Kind: rules.DoDone})
	applyNoRoll(t, s, rules.Decision{Kind: rules.DoDone})
	applyNoRoll(t, s, offered(t, s.Game(), rules.DoMove))
	applyJoinedNoRoll(t, s, offered(t, s.Game(), rules.DoMove))
	record := s.Decisions()
	b, err := Marshal(s, time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b, []byte(`"joined": [`)) {
		t.Fatalf("the save does not record the click:\n%s", b)
	}
	l, err := Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	sameAsReplay(t, "after one Undo of the loaded game", mustUndo(t, l.Session), record[:2])

	damaged := bytes.Replace(b, []byte(`"joined": [
    3
  ]`), []byte(`"joined": [
    9
  ]`), 1)
	if bytes.Equal(damaged, b) {
		t.Fatalf("the save's joined list is not where the test looks:\n%s", b)
	}
	if _, err := Decode(bytes.NewReader(damaged)); !errors.Is(err, Damaged) || !strings.Contains(err.Error(), "joins decision 10") {
		t.Errorf("a save joining a decision it does not record: %v, want it damaged", err)
	}
}
