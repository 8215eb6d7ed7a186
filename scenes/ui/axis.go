package ui

// AxisStep is how many units apart a chart's axis labels go, so that labels
// from 0 to most along height design units stand at least least apart: 1,
// 2 or 5 times a power of ten, the smallest that does. With 1945's 19
// Objectives toward Victory on the Player Log, every unit labelled put the
// labels 11.8 units apart in 12-unit type, each on the next.
func AxisStep(most int, height, least float64) int {
	if most <= 0 || height <= 0 {
		return 1
	}
	for p := 1; ; p *= 10 {
		for _, m := range []int{1, 2, 5} {
			step := m * p
			if height*float64(step)/float64(most) >= least || step >= most {
				return step
			}
		}
	}
}
