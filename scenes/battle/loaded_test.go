package battle

import (
	"path/filepath"
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
)

// A game loaded in the middle of a battle, from saves whose record an
// earlier rules version wrote (so no events tell the board the step), lights
// the step of the Battle Turn Sequence the engine says it stands at and heads
// the question with it.
func TestLoadedBattleShowsItsStep(t *testing.T) {
	for _, name := range []string{"1942-battle.json", "1943-mid.json", "v1-1942-battle.json", "v1-1944.json"} {
		l, err := savegame.Load(filepath.Join("..", "..", "savegame", "testdata", "frozen", name))
		if err != nil {
			t.Fatal(err)
		}
		g := l.Session.Game()
		if g.Battle == nil || g.Battle.Ask == nil {
			t.Fatalf("%s: no battle question in the save", name)
		}
		want := g.Battle.SheetNow()
		if want == "" {
			t.Fatalf("%s: the engine says no step at %s", name, g.Battle.Ask.Kind)
		}
		s, err := New(g, nil, nil, func([]rules.Event) scenes.Scene { return standIn{} })
		if err != nil {
			t.Fatal(err)
		}
		s.Recall(nil) // the record of an earlier version plays no events back
		if got := s.currentStep(); got != want {
			t.Errorf("%s: the board lights %q, the engine stands at %q", name, got, want)
		}
		if title := s.askTitle(g.Battle.Ask); title == "" {
			t.Errorf("%s: the question at %s has no heading", name, g.Battle.Ask.Kind)
		}
		t.Logf("%s: %s, lit %q", name, g.Battle.Ask.Kind, s.currentStep())
	}
}
