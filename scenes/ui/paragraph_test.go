package ui

import (
	"strings"
	"testing"
)

// TestParagraphSizeFitsItsBox: help set in a box too short for it at the
// body size comes down in size until every line fits the box's height, and
// stays at the body size where it fits already; it never goes below least.
func TestParagraphSizeFitsItsBox(t *testing.T) {
	v := designView(t)
	help := strings.Repeat("Movement: click a US stack, pick its Forces here, then a lit area. ", 8)
	lines := func(size float64) float64 {
		return float64(len(Wrap(help, v.Face(size, false), 300*v.Scale))) * size * 1.3
	}
	if got := v.ParagraphSize(help, SizeBody, false, 300, 1000, 9); got != SizeBody {
		t.Fatalf("in a tall box the help is set at %v, not the body size %v", got, SizeBody)
	}
	short := lines(SizeBody) * 0.7
	got := v.ParagraphSize(help, SizeBody, false, 300, short, 9)
	if got >= SizeBody || lines(got) > short {
		t.Fatalf("in a box %.0f high the help is set at %v, taking %.0f", short, got, lines(got))
	}
	if got := v.ParagraphSize(help, SizeBody, false, 300, 10, 9); got != 9 {
		t.Fatalf("in a box 10 high the help is set at %v, below or above the least, 9", got)
	}
}
