package campaign

import (
	"math"
	"testing"
	"time"

	"nimitz/rules"
	"nimitz/scenes/oddsview"
)

// TestHoverShowsBattleOdds: during US Movement, hovering a destination where
// a battle would follow shows the odds of that battle, worked out in the
// background; hovering elsewhere hides them.
func TestHoverShowsBattleOdds(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	if p.s.sel.Len() == 0 {
		t.Fatal("clicking the Hawaii stack selected nothing")
	}
	area := ""
	for _, a := range []string{"New Guinea", "Borneo", "Marshall Islands"} {
		if p.s.sel.CanGo(a) && p.g().Has(a, rules.Japan) {
			area = a
			break
		}
	}
	if area == "" {
		t.Fatal("no destination with Japanese Forces is lit for the Hawaii stack")
	}
	p.in.MoveTo(p.s.markerAt(area))
	p.tick()
	if st := p.s.odds.State(); st.Key == "" {
		t.Fatalf("hovering %s, where a battle would follow, estimates nothing", area)
	}
	// The estimate runs on its own goroutine: frames go on meanwhile.
	deadline := time.Now().Add(2 * time.Minute)
	st := p.s.odds.State()
	for st.Running && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		p.tick()
		st = p.s.odds.State()
	}
	r := st.Result
	if st.Err != nil || st.Running || r.Samples != oddsview.Samples || r.Area != area {
		t.Fatalf("odds of %s: %+v (error %v, running %v)", area, r, st.Err, st.Running)
	}
	if sum := r.USWins.Mean + r.BothRemain.Mean + r.USWipedOut.Mean + r.NoneLeft.Mean; math.Abs(sum-1) > 1e-9 {
		t.Errorf("the outcomes add up to %v", sum)
	}
	if r.USWins.StdErr <= 0 {
		t.Errorf("no error shown: %+v", r.USWins)
	}
	shot(t, p.s, p.ctx, "odds-map")
	// Hovering an empty ocean area (no battle) hides the panel.
	p.in.MoveTo(p.s.markerAt("Samoa"))
	p.tick()
	if st := p.s.odds.State(); st.Key != "" {
		t.Errorf("hovering Samoa, where no battle follows, still shows odds of %q", st.Key)
	}
}
