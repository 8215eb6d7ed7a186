package rules

import "slices"

// planWords says which words a US plan's note (noteUSPlan) tells what the
// plan did in: set words, or words that name what the note keeps.
type planWords uint8

// The words of a US plan used.
const (
	wordsSet        planWords = iota // the note's why
	wordsReroll                      // unit's roll of die is negated and rolled again
	wordsFirstLight                  // carrier's aircraft (the note's units) attack
	wordsAAA                         // an extra AAA Attack in zone with unit's value
	wordsCharge                      // an extra Infantry Attack with unit's value
	wordsExtraHit                    // unit inflicts 1 extra Hit
	wordsStopped                     // the Hit on target is stopped
)

// useUSPlan discards a US plan after use and notes it (noteUSPlan), with the
// words given; it returns the note, for the caller to fill in what the words
// name, or nil when the US does not hold the plan.
func (g *Game) useUSPlan(plan string, words planWords, evs *[]Event) *note {
	b := g.Battle
	i := slices.Index(b.USPlans, plan)
	if i < 0 {
		return nil
	}
	// Closed up over the plan; the place left at the end is not cleared, as
	// slices.Delete would with a call of the runtime: nothing reads it.
	b.USPlans = append(b.USPlans[:i], b.USPlans[i+1:]...)
	b.USUsed = append(b.USUsed, plan)
	n := g.note(noteUSPlan, evs)
	n.plan, n.words = plan, words
	return n
}

// useUSPlanSaying is useUSPlan in set words.
func (g *Game) useUSPlanSaying(plan, what string, evs *[]Event) {
	if n := g.useUSPlan(plan, wordsSet, evs); n != nil {
		n.why = what
	}
}

// usPlanEvent is the Event of a US plan's note (noteUSPlan).
func (g *Game) usPlanEvent(n *note, e *Event) {
	b := g.Battle
	what := n.why
	switch n.words {
	case wordsReroll:
		what = g.textf("%s's roll of %d is negated and rolled again", g.noteName(b.unit(n.unit), n.carrier), n.die)
	case wordsFirstLight:
		what = g.textf("%s's aircraft (%s) attack", g.Name(n.carrier), g.noteNames(n.units, n.carrier))
	case wordsAAA:
		what = g.textf("an extra AAA Attack in the %s with %s's value", n.zone, g.noteName(b.unit(n.unit), n.carrier))
	case wordsCharge:
		what = g.textf("an extra Infantry Attack with %s's value", g.noteName(b.unit(n.unit), n.carrier))
	case wordsExtraHit:
		what = g.textf("%s inflicts 1 extra Hit", g.noteName(b.unit(n.unit), n.carrier))
	case wordsStopped:
		what = g.textf("the Hit on %s is stopped", g.hits().notedTarget(n, US))
	}
	g.startEvent(e, EvPlan, US, g.textf("US %s Battle Plan: %s.", n.plan, what), "US Battle Plans: "+n.plan)
}
