package rules

import "testing"

// TestD10RollsAsBefore: "The die generates results from 1 to 10", every
// face alike, and from any state the very number the general uniform
// draw (intn) gives: saved games carry the dice's state, so the same
// state must give the same rolls in every version.
func TestD10RollsAsBefore(t *testing.T) {
	var faces [11]int
	for seed := range uint64(2000) {
		a, b := NewDice(seed*0x9e3779b97f4a7c15+seed), NewDice(seed*0x9e3779b97f4a7c15+seed)
		for range 50 {
			got, want := a.D10(), b.intn(10)+1
			if got != want || a.State != b.State {
				t.Fatalf("seed %d: D10 rolled %d (state %x), the uniform draw %d (state %x)", seed, got, a.State, want, b.State)
			}
			faces[got]++
		}
	}
	if faces[0] != 0 {
		t.Fatalf("a 0 was rolled %d times", faces[0])
	}
	for f := 1; f <= 10; f++ {
		// 100,000 rolls: each face 10,000 times, give or take 4 standard
		// deviations (about 380).
		if n := faces[f]; n < 9600 || n > 10400 {
			t.Errorf("face %d came up %d times in 100,000 rolls", f, n)
		}
	}
}

// TestDiceKeepTheirSequence: the dice of seed 1 roll as they always have.
// Saved games carry the dice's seed and state, and the rules' fingerprints
// rest on the rolls: a change to the generator changes every game.
func TestDiceKeepTheirSequence(t *testing.T) {
	want := []int{6, 10, 1, 6, 2, 9, 6, 4, 1, 1, 8, 1, 5, 3, 7, 10, 6, 2, 5, 3}
	d := NewDice(1)
	for i, w := range want {
		if got := d.D10(); got != w {
			t.Fatalf("roll %d of seed 1: %d, want %d (the rolls %v)", i+1, got, w, want)
		}
	}
	if d.State != 6653367501949350309 || d.Rolls != len(want) {
		t.Fatalf("after %d rolls of seed 1: state %d, %d rolls counted; want 6653367501949350309, %d", len(want), d.State, d.Rolls, len(want))
	}
}
