package campaign

import (
	"reflect"
	"testing"

	"nimitz/rules"
)

// TestTheQuestionFollowsTheSession: what the map asks is the engine's
// question at the position the session stands at, also after a decision
// made elsewhere (the battle board applies through the same session), with
// nothing cleared by hand.
func TestTheQuestionFollowsTheSession(t *testing.T) {
	p := newPlayer(t, 1)
	p.tick()
	if k := p.s.pending().Kind; k != rules.AskResupply {
		t.Fatalf("the map asks %s, want US Resupply", k)
	}
	for _, want := range []rules.PendingKind{rules.AskScouting, rules.AskMovement} {
		if _, err := p.ctx.Apply(rules.Decision{Kind: rules.DoDone}); err != nil {
			t.Fatal(err)
		}
		got, engine := p.s.pending(), p.g().Pending()
		if got.Kind != want || !reflect.DeepEqual(got, engine) {
			t.Fatalf("after a step ended elsewhere the map asks %s (%q, %d options), the engine %s (%q, %d options)",
				got.Kind, got.Prompt, len(got.Options), engine.Kind, engine.Prompt, len(engine.Options))
		}
	}
}
