package sim

import (
	"math/rand/v2"

	"nimitz/rules"
)

// decideBattle answers a question inside a battle.
func decideBattle(g *rules.Game, p rules.Pending, rng *rand.Rand) rules.Decision {
	return p.Options[0]
}
