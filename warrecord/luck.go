package warrecord

import "math"

// Luck is a campaign's battles against their odds: won, and how many the
// odds expected, with the spread of that count.
type Luck struct {
	Battles int // battles with odds
	Won     int
	// Expected is the sum of the chances of winning; SD the standard
	// deviation of the number won, sqrt(sum p(1-p)), the battles' dice
	// being independent of one another.
	Expected, SD float64
}

// LuckOf sums up battles; those without odds are left out.
func LuckOf(battles []Battle) Luck {
	var l Luck
	v := 0.0
	for _, b := range battles {
		if b.Samples == 0 {
			continue
		}
		l.Battles++
		if b.Won {
			l.Won++
		}
		l.Expected += b.PWin
		v += b.PWin * (1 - b.PWin)
	}
	l.SD = math.Sqrt(v)
	return l
}

// Add sums two campaigns' luck.
func (l Luck) Add(o Luck) Luck {
	return Luck{Battles: l.Battles + o.Battles, Won: l.Won + o.Won, Expected: l.Expected + o.Expected,
		SD: math.Sqrt(l.SD*l.SD + o.SD*o.SD)}
}

// Z is how many standard deviations the battles won lie above (luckier) or
// below what the odds expected; 0 with no spread.
func (l Luck) Z() float64 {
	if l.SD == 0 {
		return 0
	}
	return (float64(l.Won) - l.Expected) / l.SD
}
