package staff

import (
	"testing"
	"time"
)

// The clock a frame shows moves in whole seconds while the staff thinks,
// so a screen redraws once a second for it, not every tenth.
func TestClockCountsWholeSecondsWhileThinking(t *testing.T) {
	for _, c := range []struct {
		st   State
		want int
	}{
		{State{Running: true, Took: 900 * time.Millisecond}, 0},
		{State{Running: true, Took: 1500 * time.Millisecond}, 1},
		{State{Running: true, Took: 2 * time.Second}, 2},
		{State{Running: false, Took: 3 * time.Second}, 0},
	} {
		if got := c.st.Clock(); got != c.want {
			t.Errorf("Running %v, Took %v: Clock %d, want %d", c.st.Running, c.st.Took, got, c.want)
		}
	}
}
