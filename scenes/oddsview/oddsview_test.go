package oddsview

import (
	"context"
	"strings"
	"testing"
	"time"

	"nimitz/odds"
	"nimitz/scenes/ui"
)

// TestLossesNeverRunTogether: a large battle's expected losses, two digits
// on both sides, stand apart in their columns and clear of their labels in
// the narrowest panel the screens give (the battle board's left column, 208
// units, 192 inside its margins), where "17.15±0.1312.85±0.08" once ran the
// US figure into the Japanese one.
func TestLossesNeverRunTogether(t *testing.T) {
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	v := ui.NewView(1600, 900, 1600, 900, fonts)
	big := odds.Estimate{Mean: 37.16, StdErr: 0.13}
	res := odds.Result{
		US:    odds.Losses{Destroyed: big, Damaged: odds.Estimate{Mean: 13.47, StdErr: 0.11}, CarriersDestroyed: odds.Estimate{Mean: 3.21, StdErr: 0.04}},
		Japan: odds.Losses{Destroyed: odds.Estimate{Mean: 32.85, StdErr: 0.08}, Damaged: odds.Estimate{Mean: 10.97, StdErr: 0.12}},
	}
	const x, w = 8.0, 192.0
	rows := lossRows(res)
	c1, c2 := lossColumns(v, rows, x+w)
	for _, r := range rows {
		labelEnd := x + v.TextWidth(r.label, size, false)
		usStart, usEnd := c1-v.TextWidth(r.us, size, false), c1
		jpStart := c2 - v.TextWidth(r.jp, size, false)
		if usStart < labelEnd+lossGap || usEnd+lossGap > jpStart {
			t.Errorf("%q: label ends at %.1f, US %q spans %.1f to %.1f, Japan %q starts at %.1f: they touch", r.label, labelEnd, r.us, usStart, usEnd, r.jp, jpStart)
		}
	}
	for e, want := range map[odds.Estimate]string{big: "37.2±0.1", {Mean: 0.974, StdErr: 0.021}: "0.97±0.02", {}: "0", {Mean: 9.996, StdErr: 0.2}: "10.0±0.2"} {
		if got := lossText(e); got != want {
			t.Errorf("%+v printed %q, want %q", e, got, want)
		}
	}
}

// TestAPanicInTheOddsIsTheirError: the odds run on a goroutine of their own
// over a copy of the game; a panic there (a bug of the rules) becomes the
// panel's error instead of ending the game.
func TestAPanicInTheOddsIsTheirError(t *testing.T) {
	var tr Tracker
	tr.Follow("battle", func(context.Context, int, uint64) (odds.Tally, error) { panic("index out of range") })
	deadline := time.Now().Add(time.Minute)
	for tr.State().Running && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if st := tr.State(); st.Running || st.Err == nil || !strings.Contains(st.Err.Error(), "internal error") {
		t.Fatalf("after a panic: running %v, error %v", st.Running, st.Err)
	}
}
