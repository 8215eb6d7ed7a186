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
	return decideBattle(g, p, rng)
}
