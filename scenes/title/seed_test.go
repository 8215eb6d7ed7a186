package title

import "testing"

// TestEveryNewTitleHasItsOwnSeed: the setup screen promises "A new random
// seed each game by default", so the titles a program run goes back to
// (the game menu's "New campaign", twice) must not start the same dice.
func TestEveryNewTitleHasItsOwnSeed(t *testing.T) {
	titles := Titles(41)
	a, b := titles().(*Scene), titles().(*Scene)
	if a.Seed() == 41 || b.Seed() == 41 || a.Seed() == b.Seed() {
		t.Errorf("two new campaigns after a game of seed 41 start with seeds %d and %d", a.Seed(), b.Seed())
	}
}
