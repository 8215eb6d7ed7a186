package savegame

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"nimitz/rules"
)

// TestTakeOverSavesAndLoads plays a campaign whose dice are forced (as the
// tutorial's are), takes it over, plays on, and checks that its save loads
// to the same game: the forced dice are in the start's state, not needed by
// the record, and none are left forced after the take-over.
func TestTakeOverSavesAndLoads(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	g.Dice.Forced = []int{4, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}
	tut, err := NewSessionFrom(g, FromTutorial)
	if err != nil {
		t.Fatal(err)
	}
	// A tutorial session saves too: its start carries the forced dice.
	for _, d := range []rules.Decision{{Kind: rules.DoDone}, {Kind: rules.DoScout, Area: "Philippines"}, {Kind: rules.DoDone}} {
		if _, err := tut.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	if tut.Game().Dice.Rolls == 0 || len(tut.Game().Dice.Forced) == len(g.Dice.Forced) {
		t.Fatalf("the Scouting roll used no forced die (%d rolls, %d forced left)", tut.Game().Dice.Rolls, len(tut.Game().Dice.Forced))
	}
	l, err := Decode(bytes.NewReader(marshal(t, tut)))
	if err != nil {
		t.Fatalf("the tutorial's own save does not load: %v", err)
	}
	if !sameGame(t, l.Session.Game(), tut.Game()) {
		t.Fatal("the tutorial's save loads to another game")
	}

	own, err := tut.TakeOver(FromTutorial)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(own.Game().Dice.Forced); n != 0 {
		t.Fatalf("%d dice still forced after the take-over", n)
	}
	if len(tut.Game().Dice.Forced) == 0 {
		t.Fatal("TakeOver changed the tutorial's game")
	}
	if h := own.Start().History; len(h) != 3 || own.Len() != 0 {
		t.Fatalf("history %v, record %d; want the 3 decisions as history", h, own.Len())
	}
	playRandom(t, own, rand.New(rand.NewPCG(1, 2)), 60)
	if own.Game().Dice.Rolls <= tut.Game().Dice.Rolls {
		t.Fatal("no die rolled after the take-over: the test shows nothing")
	}
	b := marshal(t, own)
	l, err = Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("a taken-over game does not load: %v", err)
	}
	if !sameGame(t, l.Session.Game(), own.Game()) || l.Continued {
		t.Fatalf("the loaded game differs (continued %v)", l.Continued)
	}
	if l.Session.Start() == nil || l.Session.Start().From != FromTutorial {
		t.Fatal("the loaded game forgot it was taken over from the tutorial")
	}
	evs, err := l.Session.History()
	if err != nil {
		t.Fatal(err)
	}
	if len(evs) == 0 || !strings.Contains(evs[0].Text, "Learn to play") || !strings.Contains(evs[1].Text, "Example decision 1: ended the step") {
		t.Fatalf("the log of a taken-over game begins %q", evs[:2])
	}
	// An edited save is caught, as for any game.
	bad := bytes.Replace(b, []byte(`"supply_points":`), []byte(`"supply_points":1`), 1)
	if _, err := Decode(bytes.NewReader(bad)); err == nil {
		t.Error("a save whose start state was edited loads")
	}
}
