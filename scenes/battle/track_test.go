package battle

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// TestTrackSaysWhatTheCounterShows watches a battle event by event: the
// header and the track's caption name the box the counter is drawn on (bug
// 8: "Battle Turn 3" with the counter on box 1), the counter moves when the
// event moving it is shown, and the summary does not count Battle Turns
// still "to go".
func TestTrackSaysWhatTheCounterShows(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	counting := regexp.MustCompile(`Battle Turn \d`)
	advance := regexp.MustCompile(`advances to box (\d)`)
	watched, advances := 0, 0
	tr.everyTick = func() {
		b := tr.s.sh.b
		if b == nil || tr.s.ended != nil {
			return
		}
		watched++
		head := tr.s.headerInfo()
		if counting.MatchString(head) {
			t.Fatalf("the header counts Battle Turns up: %q", head)
		}
		if b.TurnsLeft > 0 {
			box := fmt.Sprintf("box %d", b.TurnsLeft)
			if !strings.Contains(head, box) || !strings.Contains(tr.s.trackWords(), box) {
				t.Fatalf("the counter is drawn on %s; the header says %q, the track %q", box, head, tr.s.trackWords())
			}
		}
		if c := tr.s.cur; c != nil {
			if m := advance.FindStringSubmatch(c.Text); m != nil {
				advances++
				if fmt.Sprint(b.TurnsLeft) != m[1] {
					t.Fatalf("while %q is shown the counter is on box %d", c.Text, b.TurnsLeft)
				}
			}
		}
	}
	tr.fight([]string{"AAA", "Ranging Shots", "Diving Attack", "Furball"})
	if watched == 0 || advances == 0 {
		t.Fatalf("watched %d frames and %d advances of the counter: the test saw nothing", watched, advances)
	}
	if !tr.s.Over() {
		t.Fatal("the battle did not end")
	}
	if words := tr.s.trackWords(); strings.Contains(words, "to go") || strings.Contains(words, "this Battle Turn") {
		t.Errorf("after the battle the track says %q", words)
	}
	if head := tr.s.headerInfo(); strings.Contains(head, "Battle Turn") {
		t.Errorf("after the battle the header still names a Battle Turn: %q", head)
	}
}
