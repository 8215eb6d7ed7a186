package logistics

import "testing"

// TestCounterSizeFitsTwoRows: a panel's counters are as large as two rows of
// its width allow, never larger, and never grow as there are more of them.
func TestCounterSizeFitsTwoRows(t *testing.T) {
	const w = 446 // a panel's inner width at the design size
	last := 1000.0
	for n := 1; n <= 40; n++ {
		cs := counterSize(n, w)
		per := int((w + 4) / (cs + 4))
		if cs > 30 && n > 2*per {
			t.Errorf("%d counters at %.0f: %d rows of %d", n, cs, (n+per-1)/per, per)
		}
		if cs > last {
			t.Errorf("%d counters at %.0f, larger than %.0f for one fewer", n, cs, last)
		}
		last = cs
	}
	if got := counterSize(3, w); got != 56 {
		t.Errorf("3 counters drawn at %.0f, want the largest size, 56", got)
	}
	if got := counterSize(9, w); got != 56 {
		t.Errorf("9 counters (7 a row at 56) drawn at %.0f, want 56", got)
	}
	if got := counterSize(16, w); got != 48 {
		t.Errorf("16 counters drawn at %.0f, want 48 (8 a row)", got)
	}
}
