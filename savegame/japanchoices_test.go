package savegame

import (
	"bytes"
	"math/rand/v2"
	"reflect"
	"testing"

	"nimitz/rules"
)

// TestJapanChoicesChangedInPlaySaveAndReplay: the player gives Japan's
// equal choices to the game in the middle of a campaign and takes them back
// later; the save replays those changes where they were made (the state's
// Options stay the campaign's own), loads as the same game, undoes the
// change and plays on like the game saved.
func TestJapanChoicesChangedInPlaySaveAndReplay(t *testing.T) {
	s := newSession(t, 5)
	r := rand.New(rand.NewPCG(5, 9))
	playRandom(t, s, r, 30)
	if _, err := s.Apply(rules.Decision{Kind: rules.DoJapanChoices, Yes: true}); err != nil {
		t.Fatal(err)
	}
	playRandom(t, s, r, 40)
	if _, err := s.Apply(rules.Decision{Kind: rules.DoJapanChoices, Zone: string(rules.AskAllocateHit)}); err != nil {
		t.Fatal(err)
	}
	playRandom(t, s, r, 20)
	if s.Game().Options != s.Options() {
		t.Fatalf("the game's Options changed: %+v, began with %+v", s.Game().Options, s.Options())
	}
	b := marshal(t, s)
	sv, err := Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	l := sv.Session
	if !sameGame(t, s.Game(), l.Game()) || !reflect.DeepEqual(s.Decisions(), l.Decisions()) {
		t.Fatal("the loaded game differs from the saved one")
	}
	if l.Game().GameMakesTies(rules.AskAllocateHit) || !l.Game().GameMakesTies(rules.AskPlaceJapanese) {
		t.Fatalf("loaded choices %+v", l.Game().JapanChoices)
	}
	for i := 0; i < 3000 && !s.Game().Over; i++ {
		d, ok := pick(s.Game(), r)
		if !ok {
			break
		}
		_, err1 := s.Apply(d)
		_, err2 := l.Apply(d)
		if err1 != nil || err2 != nil {
			t.Fatalf("%+v: %v / %v", d, err1, err2)
		}
	}
	if !sameGame(t, s.Game(), l.Game()) {
		t.Fatal("the loaded game played on differently")
	}
}

// TestJapanChoicesChangeUndoes: the change is one decision, which Undo takes
// back like any other (it rolls no die).
func TestJapanChoicesChangeUndoes(t *testing.T) {
	s := newSession(t, 3)
	if _, err := s.Apply(rules.Decision{Kind: rules.DoJapanChoices, Yes: true}); err != nil {
		t.Fatal(err)
	}
	u, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if u.Game().JapanChoices != (rules.JapanChoices{}) || u.Game().GameMakesTies(rules.AskAllocateHit) {
		t.Fatalf("after Undo: %+v", u.Game().JapanChoices)
	}
}
