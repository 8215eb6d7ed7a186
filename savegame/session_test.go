package savegame

import (
	"errors"
	"math/rand/v2"
	"reflect"
	"testing"

	"nimitz/rules"
)

// TestSessionRecords: legal decisions are applied and recorded; an illegal
// one is refused, not recorded, and changes nothing.
func TestSessionRecords(t *testing.T) {
	s := newSession(t, 3)
	before := stateJSON(t, s.Game())
	if _, err := s.Apply(rules.Decision{Kind: "fly-to-the-moon"}); err == nil {
		t.Fatal("an illegal decision was accepted")
	}
	if s.Len() != 0 || string(before) != string(stateJSON(t, s.Game())) {
		t.Fatal("an illegal decision was recorded or changed the game")
	}
	playRandom(t, s, rand.New(rand.NewPCG(3, 3)), 10)
	if s.Len() == 0 {
		t.Fatal("no decision recorded")
	}
	// The record is the caller's copy: changing it changes nothing.
	ds := s.Decisions()
	ds[0].Kind = "tampered"
	if s.Decisions()[0].Kind == "tampered" {
		t.Fatal("Decisions exposes the record itself")
	}
}

// TestSessionKeepsItsOwnCopy: a caller reusing a decision's slice cannot
// rewrite the record.
func TestSessionKeepsItsOwnCopy(t *testing.T) {
	s := newSession(t, 4)
	r := rand.New(rand.NewPCG(4, 4))
	for i := 0; i < 30; i++ {
		d, ok := pick(s.Game(), r)
		if !ok {
			break
		}
		if _, err := s.Apply(d); err != nil {
			t.Fatal(err)
		}
		for j := range d.Forces {
			d.Forces[j] = "scribbled"
		}
	}
	for _, d := range s.Decisions() {
		for _, f := range d.Forces {
			if f == "scribbled" {
				t.Fatal("the record shares a slice with the caller")
			}
		}
	}
}

// TestReplay: replaying the record rebuilds the same game, bit for bit.
func TestReplay(t *testing.T) {
	for seed := uint64(1); seed <= 8; seed++ {
		s := newSession(t, seed)
		playRandom(t, s, rand.New(rand.NewPCG(seed, 1)), 40)
		r, err := Replay(s.Options(), s.Decisions())
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !sameGame(t, s.Game(), r.Game()) || !reflect.DeepEqual(s.Decisions(), r.Decisions()) {
			t.Fatalf("seed %d: the replay differs", seed)
		}
	}
}

// TestReplayRefusal names the decision the rules refuse.
func TestReplayRefusal(t *testing.T) {
	s := newSession(t, 5)
	playRandom(t, s, rand.New(rand.NewPCG(5, 5)), 3)
	ds := append(s.Decisions(), rules.Decision{Kind: rules.DoBuy, Force: "US:Bismarck"})
	_, err := Replay(s.Options(), ds)
	var re *ReplayError
	if !errors.As(err, &re) || re.Index != len(ds)-1 || re.Decision.Force != "US:Bismarck" {
		t.Fatalf("got %v, want a ReplayError at decision %d", err, len(ds))
	}
	var rule *rules.RuleError
	if !errors.As(err, &rule) {
		t.Errorf("the ReplayError hides the rules' reason: %v", err)
	}
	if _, err := Replay(rules.Options{Year: 1066}, nil); err == nil {
		t.Error("a campaign that does not exist was set up")
	}
}

// TestSessionLast: Last is the last decision recorded, a copy, and none
// before the first.
func TestSessionLast(t *testing.T) {
	s := newSession(t, 5)
	if _, ok := s.Last(); ok {
		t.Fatal("a new session has a last decision")
	}
	playRandom(t, s, rand.New(rand.NewPCG(5, 5)), 6)
	ds := s.Decisions()
	last, ok := s.Last()
	if !ok || !reflect.DeepEqual(last, ds[len(ds)-1]) {
		t.Fatalf("Last is %+v, the record ends with %+v", last, ds[len(ds)-1])
	}
	last.Kind = "tampered"
	if l, _ := s.Last(); l.Kind == "tampered" {
		t.Fatal("Last exposes the record itself")
	}
}
