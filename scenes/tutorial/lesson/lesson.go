// Package lesson is the script of "Learn to play": the rulebook's Extended
// Example (1942 Campaign, the first Campaign Turn and the Solomon Islands
// battle) as a list of steps, each with what the coach says, the rule it
// quotes and the decision the player's click must make, and the dice the
// example rolls. It knows nothing of screens: the tutorial screen
// (scenes/tutorial) lights and waits for what a step asks.
//
// The dice are the example's. Where the example does not report a die (which
// of several Forces is "on top", which of two destinations a roll picks, the
// Orders of the areas it passes over) the script forces the die that gives
// the example's outcome, or keeps what the seeded dice roll.
package lesson

import (
	"fmt"
	"slices"

	"nimitz/rules"
)

// Step is one moment of the lesson.
type Step struct {
	// Part is the part of the Sequence of Play (or of the battle) the step
	// is in, as a heading: "US Resupply", "Solomon Islands, Battle Turn 1".
	Part string
	// Say is what happens and why, as the coach says it.
	Say string
	// Rule is the rulebook's passage behind it, quoted word for word.
	Rule string
	// Do is the decision the player's click makes. A step whose Do has no
	// Kind is read and passed with the coach's Next button, unless it is a
	// Continue step.
	Do rules.Decision
	// Continue says the step waits for the screen's own button that moves
	// on without a decision (the battle's summary, the steps after the
	// battles), not for Next.
	Continue bool
	// Dice are the dice the decision rolls, in order (none for most).
	Dice []int
}

// Acts reports whether the step waits for a decision on the board (and not
// for the coach's Next button).
func (s Step) Acts() bool { return s.Do.Kind != "" }

// Accepts reports whether d is the decision the step waits for. The Forces
// of a move may be listed in any order.
func (s Step) Accepts(d rules.Decision) bool {
	w := s.Do
	if w.Kind == "" || d.Kind != w.Kind || d.Force != w.Force || d.Area != w.Area || d.Zone != w.Zone ||
		d.Yes != w.Yes || d.Number != w.Number || !slices.Equal(d.Plans, w.Plans) {
		return false
	}
	a, b := slices.Clone(d.Forces), slices.Clone(w.Forces)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// Lesson is the whole script: the campaign's options, the set-up it begins
// from (with every die of the lesson forced, so that the example plays out
// exactly), and the steps.
type Lesson struct {
	Options rules.Options
	// Start is the set-up of the 1942 Campaign with the lesson's dice in
	// Dice.Forced; never changed (Session copies it).
	Start *rules.Game
	// SetUp are the events of the set-up, for the game log.
	SetUp []rules.Event
	Steps []Step
}

// Options are the lesson's campaign: 1942, the player choosing which area
// rolls Japanese Orders next (the example starts with the Carolines) and
// making Japan's equal choices (the example Destroys the Aoba, not the
// Furutaka).
func Options() rules.Options {
	return rules.Options{Year: 1942, Seed: Seed, ChooseOrdersArea: true}
}

// Seed is the dice seed of the lesson's campaign. The example's dice are
// forced; the seeded dice decide only the Orders of the areas the example
// passes over ("I proceed to the other Japanese Areas and roll Orders"), and
// with this seed none of them sends Forces to the Solomon Islands or ends one
// of the example's battles.
const Seed = 1942

// Build plays the example on a fresh campaign and returns its script. It
// fails only if the rules no longer play the example as the rulebook tells
// it, naming where.
func Build() (*Lesson, error) { return build(Options()) }

// build plays the example on a campaign of opts.
func build(opts rules.Options) (*Lesson, error) {
	g, setup, err := rules.NewGame(opts)
	if err != nil {
		return nil, err
	}
	l := &Lesson{Options: opts, Start: g.Clone(), SetUp: setup}
	b := &builder{g: g, l: l}
	b.firstTurn()
	b.solomons()
	if b.err != nil {
		return nil, b.err
	}
	if n := len(g.Dice.Forced); n > 0 {
		return nil, fmt.Errorf("lesson: %d forced dice were left unused", n)
	}
	l.Start.Dice.Forced = b.dice
	return l, nil
}

// builder plays the example step by step on a scratch game, recording each
// step and the dice its decision rolled.
type builder struct {
	g    *rules.Game
	l    *Lesson
	part string
	dice []int // every die rolled so far, in order
	err  error
}

// fail keeps the first error.
func (b *builder) fail(format string, args ...any) {
	if b.err == nil {
		b.err = fmt.Errorf("lesson: "+format, args...)
	}
}

// force queues dice for the next rolls.
func (b *builder) force(dice ...int) { b.g.Dice.Forced = append(b.g.Dice.Forced, dice...) }

// pick queues the dice that make the rules' random selection take want out
// of cands.
func (b *builder) pick(cands, want []string) {
	d, err := pickDice(cands, want)
	if err != nil {
		b.fail("%v", err)
	}
	b.force(d...)
}

// carryOn adds a step waiting for the screen's own Continue button.
func (b *builder) carryOn(say, rule string) {
	if b.err != nil {
		return
	}
	b.l.Steps = append(b.l.Steps, Step{Part: b.part, Say: say, Rule: rule, Continue: true})
}

// read adds a step that only explains.
func (b *builder) read(say, rule string) {
	if b.err != nil {
		return
	}
	b.l.Steps = append(b.l.Steps, Step{Part: b.part, Say: say, Rule: rule})
}

// do adds a step whose click makes d, and plays it.
func (b *builder) do(d rules.Decision, say, rule string) []rules.Event {
	if b.err != nil {
		return nil
	}
	if d.Kind != rules.DoMove {
		// The step makes exactly what the screen's click makes: the option
		// the game offers.
		found := false
		for _, o := range b.g.Pending().Options {
			if (Step{Do: d}).Accepts(o) {
				found = true
			}
		}
		if !found {
			b.fail("step %d (%s): %+v is not among the options the game offers: %+v", len(b.l.Steps)+1, say, d, b.g.Pending().Options)
			return nil
		}
	}
	before := b.g.Dice
	before.Forced = slices.Clone(before.Forced)
	evs, err := b.g.Apply(d)
	if err != nil {
		b.fail("step %d (%s): %v", len(b.l.Steps)+1, say, err)
		return nil
	}
	dice := rolled(before, b.g.Dice)
	b.dice = append(b.dice, dice...)
	b.l.Steps = append(b.l.Steps, Step{Part: b.part, Say: say, Rule: rule, Do: d, Dice: dice})
	return evs
}

// pending checks what the game asks now.
func (b *builder) pending(kind rules.PendingKind) rules.Pending {
	p := b.g.Pending()
	if b.err == nil && p.Kind != kind {
		b.fail("step %d: the game asks %s (%s), the example %s", len(b.l.Steps)+1, p.Kind, p.Prompt, kind)
	}
	return p
}

// battleAsk checks the battle question asked now.
func (b *builder) battleAsk(kind rules.BattleAskKind) *rules.BattleAsk {
	p := b.g.Pending()
	if p.Battle == nil || p.Battle.Kind != kind {
		if b.err == nil {
			b.fail("step %d: the battle asks %q (%s), the example %s", len(b.l.Steps)+1, p.Kind, p.Prompt, kind)
		}
		return &rules.BattleAsk{}
	}
	return p.Battle
}

// in lists the IDs of one side's Forces of a kind in an area.
func (b *builder) in(area string, side rules.Side, k rules.Kind) []string {
	return ids(ofKind(b.g, b.g.In(area, side), k))
}
