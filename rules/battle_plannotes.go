package rules

import (
	"fmt"
	"slices"
	"strings"
)

// planWords says in which words a Battle Plan's note (noteUSPlan,
// notePlanSays) tells what happened: set words, or words that name what
// the note keeps.
type planWords uint8

// The words of a US plan used (noteUSPlan).
const (
	wordsSet        planWords = iota // the note's why
	wordsReroll                      // unit's roll of die is negated and rolled again
	wordsFirstLight                  // carrier's aircraft (the note's units) attack
	wordsAAA                         // an extra AAA Attack in zone with unit's value
	wordsCharge                      // an extra Infantry Attack with unit's value
	wordsExtraHit                    // unit inflicts 1 extra Hit
	wordsStopped                     // the Hit on target is stopped
)

// The words of the other Battle Plan events (notePlanSays).
const (
	wordsDraw         planWords = iota + 1 // Japan draws plan, with the dice
	wordsJPLightNone                       // unit, a carrier, has no Bombers for Japanese First Light
	wordsJPLight                           // unit's Bombers (the units) attack in zone
	wordsUSLightSaved                      // US First Light's die under 7
	wordsUSLightGo                         // US First Light's die of 7 or more
	wordsScreened                          // unit cannot attack: Japan's Screening Ship
	wordsSelect                            // the US selects plan at its cost
	wordsSupply                            // the US spends a Supply Point
	wordsSelected                          // the US plans for the battle (the note's names)
)

// useUSPlan discards a US plan after use and notes it (noteUSPlan), with the
// words given; it returns the note, for the caller to fill in what the words
// name, or nil when the US does not hold the plan.
func (g *Game) useUSPlan(plan string, words planWords, evs *[]Event) *note {
	b := g.Battle
	held := usPlanOf(plan)
	i := slices.Index(b.USPlans, held)
	if held == 0 || i < 0 {
		return nil
	}
	// Closed up over the plan; the place left at the end is not cleared, as
	// slices.Delete would with a call of the runtime: nothing reads it.
	b.USPlans = append(b.USPlans[:i], b.USPlans[i+1:]...)
	b.USUsed = append(b.USUsed, held)
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
		what = fmt.Sprintf("%s's roll of %d is negated and rolled again", g.noteName(b.unit(n.unit), n.carrier), n.die)
	case wordsFirstLight:
		what = fmt.Sprintf("%s's aircraft (%s) attack", g.Name(n.carrier), g.noteNames(n.units, n.carrier))
	case wordsAAA:
		what = fmt.Sprintf("an extra AAA Attack in the %s with %s's value", n.zone, g.noteName(b.unit(n.unit), n.carrier))
	case wordsCharge:
		what = fmt.Sprintf("an extra Infantry Attack with %s's value", g.noteName(b.unit(n.unit), n.carrier))
	case wordsExtraHit:
		what = fmt.Sprintf("%s inflicts 1 extra Hit", g.noteName(b.unit(n.unit), n.carrier))
	case wordsStopped:
		what = fmt.Sprintf("the Hit on %s is stopped", g.hits().notedTarget(n, US))
	}
	g.startEvent(e, EvPlan, US, fmt.Sprintf("US %s Battle Plan: %s.", n.plan, what), "US Battle Plans: "+n.plan)
}

// notePlanSays notes a Battle Plan's event in the words given; the caller
// fills in what they name.
func (g *Game) notePlanSays(words planWords, evs *[]Event) *note {
	n := g.note(notePlanSays, evs)
	n.words = words
	return n
}

// planSaysEvent is the Event of a Battle Plan's note in words that name
// Forces or numbers (notePlanSays).
func (g *Game) planSaysEvent(n *note, e *Event) {
	const usLight, jpLight, selectPlans = "US Battle Plans: First Light", ruleJPFirstLight, ruleSelectPlans
	switch n.words {
	case wordsDraw:
		summary := ""
		if p := g.data.Plans.Find(Japan, n.plan); p != nil {
			summary = p.Summary
		}
		g.startEvent(e, EvPlan, Japan, fmt.Sprintf("Japan draws %s (%s).", n.plan, summary), "Draw Japanese Battle Plans")
		if n.dice.to > n.dice.from {
			e.Dice = slices.Clone(g.noteDice[n.dice.from:n.dice.to])
		}
	case wordsJPLightNone:
		g.startEvent(e, EvPlan, Japan, fmt.Sprintf("Japanese First Light: %s has no Bombers with a legal area; no effect.", g.Name(n.unit)), jpLight)
	case wordsJPLight:
		g.startEvent(e, EvPlan, Japan, fmt.Sprintf("Japanese First Light: %s's Bombers (%s) attack at once with an area roll of 10: the %s.",
			g.Name(n.unit), g.noteNames(n.units, n.unit), n.zone), jpLight)
		e.Zone, e.Forces, e.To = n.zone, slices.Clone(g.noteIDs[n.units.from:n.units.to]), n.zone
	case wordsUSLightSaved, wordsUSLightGo:
		text := fmt.Sprintf("US First Light: roll %d, less than 7; the plan is saved.", n.die)
		if n.words == wordsUSLightGo {
			text = fmt.Sprintf("US First Light: roll %d, 7 or more: one carrier's aircraft attack before Japan moves.", n.die)
		}
		g.startEvent(e, EvPlan, US, text, usLight)
		e.Dice, e.Total = []int{int(n.die)}, int(n.die)
	case wordsScreened:
		g.startEvent(e, EvPlan, Japan, fmt.Sprintf("%s cannot attack this Battle Turn: Japan's Screening Ship.", g.Name(n.unit)), "Japanese Battle Plans: Screening Ship")
	case wordsSelect:
		g.startEvent(e, EvPlan, US, fmt.Sprintf("The US selects %s (%d): %d Battle Plan Points left.", n.plan, n.cost, n.points), selectPlans)
	case wordsSupply:
		g.startEvent(e, EvPlan, US, fmt.Sprintf("The US spends 1 Supply Point for 3 more Battle Plan Points (%d left; %d Supply Points remain).", n.points, n.supply), selectPlans)
	case wordsSelected:
		text := "The US selects no Battle Plans."
		if n.units.to > n.units.from {
			text = fmt.Sprintf("US Battle Plans for this battle: %s.", strings.Join(g.noteIDs[n.units.from:n.units.to], ", "))
		}
		g.startEvent(e, EvPlan, US, text, selectPlans)
	}
}
