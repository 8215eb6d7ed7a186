package battle

import "nimitz/rules"

// tellApart words the buttons that name the same Force type alike so that
// a player can tell them apart: "Lose SBD (CV Essex)" twice, one Damaged,
// asked which aircraft to lose, read as two equal choices. A label shared
// by several buttons gains ", Damaged" for a Damaged Force, then where
// the Force is when that differs. Buttons still alike after that name
// Forces alike in every way the sheet shows (same counter, side, place):
// the first stands for them all, the others are left out (each can still
// be clicked on the sheet).
func tellApart(s *Scene, bs []button) []button {
	units := make([]*rules.Unit, len(bs))
	count := map[string]int{}
	for i, b := range bs {
		if b.d.Force != "" && b.d.Force != rules.AirfieldTarget {
			units[i] = s.sh.unit(b.d.Force)
		}
		if units[i] != nil {
			count[b.label]++
		}
	}
	places := map[string]map[string]bool{}
	for i, b := range bs {
		if u := units[i]; u != nil && count[b.label] > 1 {
			if places[b.label] == nil {
				places[b.label] = map[string]bool{}
			}
			places[b.label][u.Pos()] = true
		}
	}
	seen := map[string]bool{}
	out := bs[:0]
	for i, b := range bs {
		if u := units[i]; u != nil && count[b.label] > 1 {
			label := b.label
			if u.Damaged() {
				b.label += ", Damaged"
			}
			if len(places[label]) > 1 {
				b.label += " " + placeWords(u)
			}
			if seen[b.label] {
				continue
			}
			seen[b.label] = true
		}
		out = append(out, b)
	}
	return out
}

// placeWords says where a Force is on the Battle Sheet: "in the Island",
// "on the Beach", "aboard" its carrier, "at the Airfields".
func placeWords(u *rules.Unit) string {
	switch u.Pos() {
	case "":
		if u.CBA() {
			return "aboard"
		}
		return "at the Airfields"
	case rules.PosBeach:
		return "on the Beach"
	}
	return "in the " + zoneName(u.Pos())
}
