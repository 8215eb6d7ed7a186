package odds

import (
	"math/rand/v2"

	"nimitz/rules"
	"nimitz/sim"
)

// sharedStart plays, once for all samples, the part of the battle that no
// die decides: choosing the battle, placing both sides' Ships, the US
// answers to the set-up questions. Every sample would play it alike, and in
// a large battle it is a tenth of the work. It stops before the first
// decision whose play rolls a die, asks the policy for a random number, or
// ends the battle, so each sample still starts with its own dice unrolled:
// the figures are exactly those of samples played from g.
//
// g is the estimate's own copy; the game returned is g or a copy played on.
func sharedStart(g *rules.Game, area string) *rules.Game {
	var decider sim.BattleDecider
	var src countedSource
	rng := rand.New(&src)
	var next *rules.Game
	for n := 0; n < maxDecisions && !g.Over; n++ {
		var d rules.Decision
		switch {
		case g.Battle != nil:
			p := g.Pending()
			if len(p.Options) == 0 {
				return g
			}
			d = decider.Decide(g, p, rng)
			if src.n > 0 {
				return g
			}
		case g.EndedBattle() == nil:
			d = rules.Decision{Kind: rules.DoChooseBattle, Area: area}
		default:
			return g
		}
		next = g.CloneInto(next)
		rolls := next.Dice.Rolls
		if _, err := next.Apply(d); err != nil || next.Dice.Rolls != rolls || next.Battle == nil || next.Over {
			// The samples play this decision themselves, and report its
			// error if it has one.
			return g
		}
		g, next = next, g
	}
	return g
}

// countedSource is a random source that counts the numbers asked of it: a
// decision that asks any is one the samples must make each with their own.
type countedSource struct{ n int }

// Uint64 returns 0: its value is never used, sharedStart stops at once.
func (s *countedSource) Uint64() uint64 {
	s.n++
	return 0
}
