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
