package warrecord

import (
	"math"
	"testing"
)

// TestLuckAgainstBruteForce: on a small case, the expected count of battles
// won and its spread are those of every way the battles could have gone,
// counted one by one with their chances.
func TestLuckAgainstBruteForce(t *testing.T) {
	battles := []Battle{
		{Area: "Midway Island", PWin: 0.8, Won: true, Samples: 400},
		{Area: "Wake Island", PWin: 0.35, Won: false, Samples: 400},
		{Area: "Borneo", PWin: 0.5, Won: true, Samples: 400},
		{Area: "Samoa", PWin: 0.05, Won: true, Samples: 400},
		{Area: "Okinawa", PWin: 0.9, Samples: 0}, // no odds: left out
	}
	l := LuckOf(battles)
	if l.Battles != 4 || l.Won != 3 {
		t.Fatalf("%d battles, %d won; want 4 and 3", l.Battles, l.Won)
	}
	// Every outcome of the four battles with odds, and its chance.
	var mean, sq, pAtLeast float64
	for mask := 0; mask < 1<<4; mask++ {
		p, won := 1.0, 0
		for i := range 4 {
			if mask&(1<<i) != 0 {
				p *= battles[i].PWin
				won++
			} else {
				p *= 1 - battles[i].PWin
			}
		}
		mean += p * float64(won)
		sq += p * float64(won*won)
		if won >= l.Won {
			pAtLeast += p
		}
	}
	sd := math.Sqrt(sq - mean*mean)
	if math.Abs(l.Expected-mean) > 1e-12 || math.Abs(l.SD-sd) > 1e-12 {
		t.Errorf("expected %.4f ± %.4f, the brute-force count %.4f ± %.4f", l.Expected, l.SD, mean, sd)
	}
	if got := l.Text(); got != "battles won: 3, expected 1.7 ± 0.8" {
		t.Errorf("the figure reads %q", got)
	}
	if l.Z() <= 0 || pAtLeast > 0.5 {
		t.Errorf("three won against 1.7 expected should read lucky: z %.2f, P(at least 3) %.2f", l.Z(), pAtLeast)
	}
	two := l.Add(l)
	if two.Won != 6 || math.Abs(two.Expected-2*mean) > 1e-12 || math.Abs(two.SD-sd*math.Sqrt2) > 1e-12 {
		t.Errorf("two campaigns: %+v", two)
	}
}
