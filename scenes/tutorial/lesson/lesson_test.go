package lesson

import "testing"

func TestBuild(t *testing.T) {
	l, err := Build()
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Steps) == 0 || len(l.Start.Dice.Forced) == 0 {
		t.Fatalf("%d steps, %d dice", len(l.Steps), len(l.Start.Dice.Forced))
	}
}
