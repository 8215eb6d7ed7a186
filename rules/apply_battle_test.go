package rules

import (
	"math/rand/v2"
	"testing"
)

// TestApplyRefusesWhatTheBattleDoesNotOffer: "Bad input never crashes the
// game and never loses data": an answer to a battle's question that is not
// among its options (another question's kind, an option changed, an unknown
// Force) is refused with a rule error and the game is unchanged; an option
// offered is taken.
func TestApplyRefusesWhatTheBattleDoesNotOffer(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 3})
	r := rand.New(rand.NewPCG(3, 11))
	randomForces(t, g, r, "Midway Island")
	startBattle(t, g, "Midway Island")
	if g.Battle == nil || g.Battle.Ask == nil {
		t.Fatal("the battle asks nothing: the test checks nothing")
	}
	p := g.Pending()
	last := p.Options[len(p.Options)-1]
	changed := last
	changed.Number += 7
	changed.Force = "no such Force"
	for what, d := range map[string]Decision{
		"a choice of battle": {Kind: DoChooseBattle, Area: "Midway Island"},
		"an option changed":  changed,
		"nothing":            {},
	} {
		mustRefuseBy(t, g, what, func() error {
			_, err := g.Apply(d)
			return err
		})
	}
	if _, err := g.Apply(last); err != nil {
		t.Fatalf("the last option refused: %v", err)
	}
}
