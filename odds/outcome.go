package odds

import "nimitz/rules"

// USWon reports whether an ended battle is what Result.USWins counts: no
// Japanese Force left in the area and a US one left (Carrier-Based Aircraft
// aside, which go with their carriers), so that a battle's result can be set
// against its odds.
func USWon(b *rules.Battle) bool {
	var left [2]bool
	for k := range b.Units {
		u := &b.Units[k]
		if u.CBA || u.Lost {
			continue
		}
		if u.Side == rules.Japan {
			left[1] = true
		} else {
			left[0] = true
		}
	}
	return left[0] && !left[1]
}
