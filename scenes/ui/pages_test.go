package ui

import "testing"

// TestPagesReachEveryChoice: over all its pages every choice but the last is
// shown exactly once, and the last is kept apart on every page.
func TestPagesReachEveryChoice(t *testing.T) {
	for n := 0; n <= 30; n++ {
		for slots := 3; slots <= 9; slots++ {
			_, _, pages := Pages(n, slots, 0)
			seen := make([]int, n)
			for p := 0; p < pages; p++ {
				from, to, _ := Pages(n, slots, p)
				shown := to - from
				if pages > 1 {
					shown += 2 // "more" and the last choice
					seen[n-1]++
				}
				if shown > slots {
					t.Fatalf("n %d slots %d page %d shows %d buttons", n, slots, p, shown)
				}
				for i := from; i < to; i++ {
					seen[i]++
				}
			}
			for i, c := range seen {
				if pages > 1 && i == n-1 {
					continue
				}
				if c != 1 {
					t.Fatalf("n %d slots %d: choice %d shown on %d pages", n, slots, i, c)
				}
			}
		}
	}
}
