package replay

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes/staff"
)

// TestCostliestDecisionsAreTimelineMarks: the staff's three costliest
// decisions go on the replay's timeline as marks of their own, so that ]
// stops at them and the head says what each cost; a decision that cost
// nothing is not marked.
func TestCostliestDecisionsAreTimelineMarks(t *testing.T) {
	s := played(t, 60)
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	tr := newTester(t, p, nil)
	sc := tr.scene()
	v := &staff.Verdict{Judged: []staff.Judged{
		{At: 3, Staff: "End Resupply", Lost: 0.4},
		{At: 8, Staff: "Move the Fleet", Lost: 2.5},
		{At: 12, Staff: "", Lost: 0},
		{At: 20, Staff: "Buy 1st Marine", Lost: 1.2},
		{At: 30, Staff: "Scout Wake", Lost: 0.1},
	}}
	sc.SetVerdict(v)
	sc.SetVerdict(v) // twice: marked once
	var at []int
	for _, m := range sc.timeline {
		if m.Kind == MarkCostly {
			at = append(at, m.At)
		}
	}
	if len(at) != 3 || at[0] != 4 || at[1] != 9 || at[2] != 21 {
		t.Fatalf("the costly marks stand at %v, want the moments after decisions 3, 8 and 20: [4 9 21]", at)
	}
	p.Seek(5)
	tr.in.Key(ebiten.KeyBracketRight)
	if err := sc.Update(tr.m.Context()); err != nil {
		t.Fatal(err)
	}
	tr.in.EndTick()
	if p.At() > 9 {
		t.Fatalf("] from decision 5 went to %d, past the costly mark at 9", p.At())
	}
	p.SeekEvent(9, -1)
	if got := sc.markAt(); !strings.Contains(got, "−2.5 Objectives") {
		t.Fatalf("at the costliest decision the head says %q", got)
	}
}
