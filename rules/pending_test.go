package rules

import (
	"encoding/json"
	"testing"
)

// TestPendingIsTheEnginesUntilApply: inside a battle, Pending hands out the
// engine's own question and options, valid until the next Apply, which
// builds the next question in their room. A caller that keeps them longer
// must keep a Clone: the test fails if the engine stops reusing the room
// (then Pending's rule and its callers' copies are no longer needed, and
// should go) or if a Clone shares anything with it. The battle is the large
// one, answered with first options, so that every kind of question comes.
func TestPendingIsTheEnginesUntilApply(t *testing.T) {
	g := largeBattleGame(t, 1)
	if _, err := g.Apply(Decision{Kind: DoChooseBattle, Area: "Midway Island"}); err != nil {
		t.Fatal(err)
	}
	overwritten := 0
	for steps := 0; g.Battle != nil && steps < 2000; steps++ {
		p := g.Pending()
		if len(p.Options) == 0 {
			t.Fatalf("the battle asks nothing: %+v", p)
		}
		kept := p.Clone()
		want := jsonOf(t, kept)
		first := p.Options[0] // an option copied out is the caller's
		firstJSON := jsonOf(t, first)
		if _, err := g.Apply(first); err != nil {
			t.Fatal(err)
		}
		if got := jsonOf(t, kept); got != want {
			t.Fatalf("question %d: a Clone changed with the next Apply:\n%s\n%s", steps, want, got)
		}
		if got := jsonOf(t, first); got != firstJSON {
			t.Fatalf("question %d: an option copied out changed with the next Apply", steps)
		}
		if g.Battle == nil {
			break
		}
		// The next question: the old list's room is written over, the old
		// question too two questions on.
		if jsonOf(t, p) != want {
			overwritten++
		}
	}
	if g.Battle != nil {
		t.Fatal("the battle did not end")
	}
	if overwritten == 0 {
		t.Error("no question's options or prompt were written over by the next Apply: " +
			"Pending copies now, so its rule (valid until the next Apply) and the callers' Clones can go")
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
