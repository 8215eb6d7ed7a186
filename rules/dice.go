package rules

import (
	"fmt"
	"slices"
)

// Dice is the engine's only source of randomness: a seeded splitmix64 generator
// whose whole state is plain data, so a saved game carries the dice still to come.
//
// Forced holds results to hand out before the generator is used. It is empty in a
// real game; tests fill it with the rolls a rulebook example reports, so that the
// example can be replayed exactly. ForcedRolls holds results for named rolls
// alone (ForceRoll): a die forced for "Battle Turns" is the Battle Turns roll's,
// however many dice are rolled before it, and the other rolls go on as they
// would have.
type Dice struct {
	Seed        uint64           `json:"seed"`
	State       uint64           `json:"state"`
	Rolls       int              `json:"rolls"`
	Forced      []int            `json:"forced,omitempty"`
	ForcedRolls map[string][]int `json:"forced_rolls,omitempty"`
}

// RollKind is what a die is rolled for, as the rulebook names the roll.
type RollKind string

// The rolls of the game. The attack rolls of a battle are named by their
// attack (AttackTorpedo, AttackDogfight, ...), the unit that rolls them their
// Of: "Torpedo: I-168".
const (
	RollBattleTurns    RollKind = "Battle Turns"            // Battle Set-Up: Roll for Battle Turns
	RollPlanDraw       RollKind = "Japanese Battle Plan"    // a plan drawn from the cup
	RollJapaneseGroup  RollKind = "Japanese Air Group"      // Of: the group's first aircraft
	RollFirstLight     RollKind = "First Light"             // the US plan's roll
	RollOrders         RollKind = "Orders"                  // Of: the area
	RollDestination    RollKind = "Destination"             // Of: the area ordered
	RollReinforcements RollKind = "New Japanese Forces"     // Japanese Reinforcements
	RollBombing        RollKind = "Strategic Bombing"       // the Force bombed, among equals
	RollOrderMoving    RollKind = "Forces chosen"           // Of: the area ordered
	RollSetUp          RollKind = "Set-Up: stacks shuffled" // the stacks at set-up
)

// Roll names one roll: its kind and what it is rolled for ("Orders: Marshall
// Islands"), or its kind alone ("Battle Turns").
type Roll struct {
	Kind RollKind
	Of   string
}

// Name is how ForceRoll names the roll: "Kind: Of", or Kind alone.
func (r Roll) Name() string {
	if r.Of == "" {
		return string(r.Kind)
	}
	return string(r.Kind) + ": " + r.Of
}

// ForceRoll makes the next rolls named name (Roll.Name) come up dice, in
// order, whatever is rolled before them; the other rolls are not changed.
// A named roll with no die forced for it takes the next die as any roll.
func (d *Dice) ForceRoll(name string, dice ...int) {
	if d.ForcedRolls == nil {
		d.ForcedRolls = map[string][]int{}
	}
	d.ForcedRolls[name] = append(d.ForcedRolls[name], dice...)
}

// forcing reports whether any named roll has a die forced: only then does a
// roll need its name.
func (d *Dice) forcing() bool { return len(d.ForcedRolls) > 0 }

// rollFor rolls the die for r: the die forced for its name, if any, or the
// next die (D10).
func (d *Dice) rollFor(r Roll) int {
	if len(d.ForcedRolls) > 0 && r.Kind != "" {
		name := r.Name()
		if q := d.ForcedRolls[name]; len(q) > 0 {
			d.Rolls++
			if len(q) == 1 {
				delete(d.ForcedRolls, name)
			} else {
				d.ForcedRolls[name] = q[1:]
			}
			return face(q[0])
		}
	}
	return d.D10()
}

// clone is a copy of d that shares no list with it.
func (d Dice) clone(room []int) Dice {
	d.Forced = copyList(room, d.Forced)
	if d.ForcedRolls != nil {
		rolls := make(map[string][]int, len(d.ForcedRolls))
		for name, q := range d.ForcedRolls {
			rolls[name] = slices.Clone(q)
		}
		d.ForcedRolls = rolls
	}
	return d
}

// NewDice returns dice seeded with seed.
func NewDice(seed uint64) Dice {
	return Dice{Seed: seed, State: seed}
}

func (d *Dice) next() uint64 {
	d.State += 0x9e3779b97f4a7c15
	z := d.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform integer in [0,n) without modulo bias.
func (d *Dice) intn(n int) int {
	if n <= 1 {
		return 0
	}
	limit := ^uint64(0) - (^uint64(0) % uint64(n))
	for {
		v := d.next()
		if v < limit {
			return int(v % uint64(n))
		}
	}
}

// D10 rolls the game's ten-sided die: 1..10 ("Treat the 0 as being a 10").
func (d *Dice) D10() int {
	d.Rolls++
	if len(d.Forced) > 0 {
		v := d.Forced[0]
		d.Forced = d.Forced[1:]
		return face(v)
	}
	return d.intn(10) + 1
}

// face is a forced die as a face of the die, 1..10.
func face(v int) int {
	if v < 1 || v > 10 {
		v = ((v-1)%10+10)%10 + 1
	}
	return v
}

// Choose picks one of n equally valid options the way the rulebook does it at the
// table: the die's faces are split into n equal ranges and the faces left over are
// rolled again (Extended Example: "1-3 = Midway, 4-6 = Solomon Islands,
// 7-9 = New Guinea, 10 = roll again"). It returns the index chosen and every die
// rolled. More than ten options use two dice read as 1..100.
func (d *Dice) Choose(n int) (int, []int) {
	var dice []int
	k := d.choose(Roll{}, n, &dice)
	return k, dice
}

// choose is Choose for the roll r (each of its dice forced for r's name
// first, ForceRoll), appending the dice rolled to *keep unless keep is nil:
// the same dice are rolled either way.
func (d *Dice) choose(r Roll, n int, keep *[]int) int {
	if n <= 1 {
		return 0
	}
	faces := 10
	if n > 10 {
		faces = 100
	}
	per := faces / n
	for {
		var v int
		if faces == 10 {
			v = d.rollFor(r)
			if keep != nil {
				*keep = append(*keep, v)
			}
		} else {
			a := d.rollFor(r)
			b := d.rollFor(r)
			if keep != nil {
				*keep = append(*keep, a, b)
			}
			v = (a%10)*10 + b%10 + 1
		}
		if v <= per*n {
			return (v - 1) / per
		}
	}
}

// Shuffle returns the indexes 0..n-1 in a random order, drawn with Choose so every
// draw is a die the log can show.
func (d *Dice) Shuffle(n int) []int { return d.shuffle(Roll{}, n) }

// shuffle is Shuffle for the roll r (ForceRoll).
func (d *Dice) shuffle(r Roll, n int) []int {
	rest := make([]int, n)
	for i := range rest {
		rest[i] = i
	}
	out := make([]int, 0, n)
	for len(rest) > 0 {
		k := d.choose(r, len(rest), nil) // the same die, not kept
		out = append(out, rest[k])
		rest = append(rest[:k], rest[k+1:]...)
	}
	return out
}

// String describes the dice for logs and errors.
func (d Dice) String() string {
	return fmt.Sprintf("seed %d, %d rolls made", d.Seed, d.Rolls)
}

// DiceToChoose returns the dice that make Choose(n) pick option i: the die's
// faces split into n equal ranges, two dice read as 1..100 above ten
// options. Forced dice built with it replay a position a rulebook example
// describes (the tutorial, the example tests).
func DiceToChoose(n, i int) []int {
	if n <= 1 {
		return nil
	}
	faces := 10
	if n > 10 {
		faces = 100
	}
	v := i*(faces/n) + 1
	if faces == 10 {
		return []int{v}
	}
	a, b := (v-1)/10, (v-1)%10
	if a == 0 {
		a = 10
	}
	if b == 0 {
		b = 10
	}
	return []int{a, b}
}
