package sim

import (
	"math/rand/v2"

	"nimitz/rules"
)

// DecideBattle answers a question inside a battle as the heuristic policy
// does (decideBattle). The battle odds (package odds) play the US side's
// later choices with it, so that the figure shown is what a careful player
// would get, without the screens re-implementing a rule.
func DecideBattle(g *rules.Game, p rules.Pending, rng *rand.Rand) rules.Decision {
	return p.Options[decideBattle(g, p, rng, nil)]
}

// BattleDecider answers the questions of one game's battles as DecideBattle
// does, the same answer to the same question, but remembers between the
// Move US Aircraft questions of a step what they do not change, instead of
// reading every unit again for each aircraft. Each game played needs its
// own, asked every battle question in order.
type BattleDecider struct {
	memo flyMemo
}

// Decide answers the battle question p of g (DecideBattle).
func (d *BattleDecider) Decide(g *rules.Game, p rules.Pending, rng *rand.Rand) rules.Decision {
	return p.Options[d.DecideOption(g, p, rng)]
}

// DecideOption is Decide's answer as its place among p.Options.
func (d *BattleDecider) DecideOption(g *rules.Game, p rules.Pending, rng *rand.Rand) int {
	return decideBattle(g, p, rng, &d.memo)
}
