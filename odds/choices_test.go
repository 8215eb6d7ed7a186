package odds

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// TestPolicyChoosesForJapanAsTheEngine: the estimate lets the engine make
// Japan's equal choices (Options.GameMakesJapanChoices) because the policy
// would make them alike. "If there is more than one equally valid choice for
// a Japanese Force, you make the choice" (Solitaire Decisions); the policy
// takes the first option, which is the engine's documented order. Twin
// games, one asking and one not, must end every battle with the same Battle
// Sheet and the same dice rolled.
func TestPolicyChoosesForJapanAsTheEngine(t *testing.T) {
	start := largeBattle(t)
	start.SetQuiet(true)
	asked := 0
	for i := range uint64(40) {
		var ended [2][]byte
		var rolls [2]int
		for k, engine := range []bool{false, true} {
			g := start.Clone()
			g.SetQuiet(true)
			g.Options.GameMakesJapanChoices = engine
			g.Dice = rules.NewDice(sampleDice(7, i))
			rng := rand.New(rand.NewPCG(7, i))
			var decider sim.BattleDecider
			for n := 0; g.Battle != nil || g.EndedBattle() == nil; n++ {
				if n > maxDecisions {
					t.Fatalf("sample %d: the battle did not end", i)
				}
				d := rules.Decision{Kind: rules.DoChooseBattle, Area: "Midway Island"}
				if g.Battle != nil {
					p := g.Pending()
					if a := p.Battle; a.AttackBy == rules.US && !engine {
						asked++ // a choice made for Japan
					}
					d = decider.Decide(g, p, rng)
				}
				if _, err := g.Apply(d); err != nil {
					t.Fatalf("sample %d: %v", i, err)
				}
			}
			var err error
			if ended[k], err = json.Marshal(g.EndedBattle()); err != nil {
				t.Fatal(err)
			}
			rolls[k] = g.Dice.Rolls
		}
		if !bytes.Equal(ended[0], ended[1]) || rolls[0] != rolls[1] {
			t.Fatalf("sample %d: the battle ends otherwise when the engine chooses for Japan (%d and %d dice rolled)", i, rolls[0], rolls[1])
		}
	}
	if asked < 40 {
		t.Fatalf("only %d choices for Japan asked in 40 battles: the test compares too little", asked)
	}
}
