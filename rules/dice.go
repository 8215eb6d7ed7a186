package rules

import "fmt"

// Dice is the engine's only source of randomness: a seeded splitmix64 generator
// whose whole state is plain data, so a saved game carries the dice still to come.
//
// Forced holds results to hand out before the generator is used. It is empty in a
// real game; tests fill it with the rolls a rulebook example reports, so that the
// example can be replayed exactly.
type Dice struct {
	Seed   uint64 `json:"seed"`
	State  uint64 `json:"state"`
	Rolls  int    `json:"rolls"`
	Forced []int  `json:"forced,omitempty"`
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
		if v < 1 || v > 10 {
			v = ((v-1)%10+10)%10 + 1
		}
		return v
	}
	return d.intn(10) + 1
}

// Choose picks one of n equally valid options the way the rulebook does it at the
// table: the die's faces are split into n equal ranges and the faces left over are
// rolled again (Extended Example: "1-3 = Midway, 4-6 = Solomon Islands,
// 7-9 = New Guinea, 10 = roll again"). It returns the index chosen and every die
// rolled. More than ten options use two dice read as 1..100.
func (d *Dice) Choose(n int) (int, []int) { return d.choose(n, true) }

// choose is Choose, with the dice only when keep asks for them (a quiet
// game shows none): the same dice are rolled either way.
func (d *Dice) choose(n int, keep bool) (int, []int) {
	if n <= 1 {
		return 0, nil
	}
	var dice []int
	faces := 10
	if n > 10 {
		faces = 100
	}
	per := faces / n
	for {
		var v int
		if faces == 10 {
			v = d.D10()
			if keep {
				dice = append(dice, v)
			}
		} else {
			a, b := d.D10(), d.D10()
			if keep {
				dice = append(dice, a, b)
			}
			v = (a%10)*10 + b%10 + 1
		}
		if v <= per*n {
			return (v - 1) / per, dice
		}
	}
}

// Shuffle returns the indexes 0..n-1 in a random order, drawn with Choose so every
// draw is a die the log can show.
func (d *Dice) Shuffle(n int) []int {
	rest := make([]int, n)
	for i := range rest {
		rest[i] = i
	}
	out := make([]int, 0, n)
	for len(rest) > 0 {
		k, _ := d.choose(len(rest), false) // the same die, not kept
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
