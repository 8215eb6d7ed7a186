package setup

import "nimitz/savegame"

// YearCenter is the centre of campaign button i of n, for tests.
func YearCenter(i, n int) (float64, float64) { r := form{}.yearRect(i, n); return r.CX(), r.CY() }

// ChoiceCenter is the centre of choice j of option i, for tests.
func ChoiceCenter(i, j int) (float64, float64) {
	o := options()[i]
	r := form{}.choiceRect(i, j, len(o.choices))
	return r.CX(), r.CY()
}

// RandomCenter is the centre of the "New random seed" button, for tests.
func RandomCenter() (float64, float64) {
	r := form{counts: make([]int, len(options()))}.randomRect()
	return r.CX(), r.CY()
}

// Chosen is the choice shown lit in each option row for settings st.
func Chosen(s *Scene, st *savegame.Settings) []int {
	var c []int
	for _, o := range s.opts {
		c = append(c, o.get(st))
	}
	return c
}
