package odds

import "nimitz/rules"

// Outcome is how a battle ended for the US, as the odds count it.
type Outcome int

// The outcomes, in the order of Result's chances.
const (
	USWinsArea   Outcome = iota // US Forces are left and no Japanese
	BothRemain                  // both sides are left
	USWipedOut                  // only Japanese Forces are left
	NoneLeftThen                // no one is left
)

// OutcomeOf is how the battle on b, a Battle Sheet at its end
// (rules.Game.EndedBattle), came out: the count the odds keep of each
// sample, so that a battle fought can be set against them.
func OutcomeOf(b *rules.Battle) Outcome {
	var left [2]bool
	for k := range b.Units {
		u := &b.Units[k]
		if u.CBA() || u.Lost() {
			continue
		}
		if u.Side() == rules.Japan {
			left[1] = true
		} else {
			left[0] = true
		}
	}
	switch {
	case left[0] && !left[1]:
		return USWinsArea
	case left[0] && left[1]:
		return BothRemain
	case left[1]:
		return USWipedOut
	}
	return NoneLeftThen
}

// Chance is the estimated chance of outcome o.
func (r Result) Chance(o Outcome) Estimate {
	switch o {
	case USWinsArea:
		return r.USWins
	case BothRemain:
		return r.BothRemain
	case USWipedOut:
		return r.USWipedOut
	}
	return r.NoneLeft
}

// Words names an outcome as the odds panel does.
func (o Outcome) Words() string {
	switch o {
	case USWinsArea:
		return "US wins the area"
	case BothRemain:
		return "both sides remain"
	case USWipedOut:
		return "US wiped out"
	}
	return "no one left"
}

// USWon reports whether an ended battle is what Result.USWins counts: no
// Japanese Force left in the area and a US one left (Carrier-Based Aircraft
// aside, which go with their carriers), so that a battle's result can be set
// against its odds.
func USWon(b *rules.Battle) bool { return OutcomeOf(b) == USWinsArea }
