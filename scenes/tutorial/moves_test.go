package tutorial

import (
	"strings"
	"testing"

	"nimitz/rules"
	"nimitz/scenes/campaign"
)

// The clicks a move is led through, as the coach's ring names them, and
// the words of a step that must name each (playtest of issue 56: step 14
// said "the Forces to leave behind" and lit "Clear selection").
var moveClicks = []struct{ lit, say string }{
	{"Clear selection", "Clear selection"},
	{"to leave it behind", "leave behind"},
	{"to add it", "to take"},
	{"with Shift held", "Shift"},
}

// TestMoveWordsNameTheClicksLit plays every move of the lesson one lit
// click at a time: each kind of click the coach rings is one the step's
// words announce, and the words announce no kind of click it never rings;
// a stack is opened once, its Forces all taken at one go (the Solomons'
// move opened Hawaii twice, 21 clicks for five Forces).
func TestMoveWordsNameTheClicksLit(t *testing.T) {
	p := newPlayer(t)
	moves := 0
	for {
		n, total := p.tut.Step()
		if n == total-1 {
			break
		}
		st := p.tut.current()
		if st.Do.Kind != rules.DoMove {
			p.advance()
			continue
		}
		moves++
		lit, stacks := map[string]bool{}, map[string]bool{}
		for i := 0; ; i++ {
			if now, _ := p.tut.Step(); now != n {
				break
			}
			h, ok := p.tut.Hint()
			if !ok || i == 30 {
				t.Fatalf("step %d: the move is not led to its end (%q)", n+1, h.What)
			}
			if stack, ok := strings.CutPrefix(h.What, "the US stack in "); ok {
				area, _, _ := strings.Cut(stack, " with Shift")
				if stacks[area] {
					t.Errorf("step %d rings the stack in %s a second time", n+1, area)
				}
				stacks[area] = true
			}
			for _, c := range moveClicks {
				if strings.Contains(h.What, c.lit) {
					lit[c.say] = true
				}
			}
			p.in.ShiftHeld = h.Shift
			p.click(h.R)
			p.in.ShiftHeld = false
		}
		for _, c := range moveClicks {
			said := strings.Contains(st.Say, c.say)
			switch {
			case lit[c.say] && !said:
				t.Errorf("step %d rings clicks %q but does not say %q: %s", n+1, c.lit, c.say, st.Say)
			case said && !lit[c.say]:
				t.Errorf("step %d says %q but rings no click %q: %s", n+1, c.say, c.lit, st.Say)
			}
		}
	}
	if moves < 4 {
		t.Errorf("%d moves in the lesson, want the example's 4", moves)
	}
}

// TestCoachFollowsTheMap plays the tutorial through: at every step shown
// on the map, after the two of the set-up, the coach is headed by the step
// the map is in (playtest of issue 56, 03c: the coach still told the
// Philippines' roll under "US Scouting" while the map was in US Movement).
func TestCoachFollowsTheMap(t *testing.T) {
	p := newPlayer(t)
	checked := 0
	for {
		p.settle()
		n, total := p.tut.Step()
		st := p.tut.current()
		if _, onMap := p.tut.inner.(*campaign.Scene); onMap && st.Part != "Set-Up" {
			checked++
			g := p.ctx.Session.Game()
			if !strings.HasPrefix(st.Part, string(g.Step)) {
				t.Errorf("step %d is headed %q on the map in %s: %s", n+1, st.Part, g.Step, st.Say)
			}
		}
		if n == total-1 {
			break
		}
		p.advance()
	}
	if checked < 20 {
		t.Errorf("%d steps checked on the map", checked)
	}
}
