package battle

import (
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/odds"
	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/oddsview"
	"nimitz/scenes/ui"
)

// waitOdds ticks the board until the odds panel's figure is complete.
func (tr *tester) waitOdds() oddsview.State {
	tr.t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	st := tr.s.odds.State()
	for st.Running && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		tr.tick()
		st = tr.s.odds.State()
	}
	if st.Running {
		tr.t.Fatal("the odds were never complete")
	}
	return st
}

// TestBoardShowsOdds: while the player places Ships and chooses Battle
// Plans, the board shows the odds of the battle as it stands, worked out in
// the background, and starts again when the plan changes.
func TestBoardShowsOdds(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.settle()
	_, a := tr.s.pending()
	if a == nil {
		t.Fatal("the battle begins with no question")
	}
	st := tr.s.odds.State()
	if st.Key == "" || st.Key != tr.s.oddsKey() {
		t.Fatalf("no odds followed at %s", a.Kind)
	}
	st = tr.waitOdds()
	r := st.Result
	if st.Err != nil || r.Samples != oddsview.Samples || r.Area != "Gilbert Islands" {
		t.Fatalf("odds: %+v (error %v)", r, st.Err)
	}
	if sum := r.USWins.Mean + r.BothRemain.Mean + r.USWipedOut.Mean + r.NoneLeft.Mean; math.Abs(sum-1) > 1e-9 {
		t.Errorf("the outcomes add up to %v", sum)
	}
	tr.shot("battle-odds")
	// The panel takes the foot of the column of losses: the losses' labels
	// and counters keep to the room above it.
	o, ok := tr.s.oddsShown()
	area := tr.s.lostArea()
	if !ok || area.Bottom() > o.Y || tr.s.lay.lostJapanY+16 > o.Y {
		t.Errorf("the losses (%v, the Japanese label at %.0f) run under the odds panel at %v", area, tr.s.lay.lostJapanY, o)
	}
	for _, pl := range tr.s.lay.lost {
		if pl.r.Bottom() > o.Y {
			t.Errorf("a lost Force at %v is under the odds panel", pl.r)
		}
	}
	// A decision changes the battle: the figure is worked out again.
	before := st.Key
	p, _ := tr.s.pending()
	if !tr.s.apply(p.Options[0]) {
		t.Fatalf("the board refused %+v", p.Options[0])
	}
	tr.settle()
	if _, a := tr.s.pending(); a != nil {
		if k := tr.s.odds.State().Key; k == before || k == "" {
			t.Errorf("after a decision the odds still follow the old battle")
		}
	}
}

// TestOddsPanelNamesEveryArea: the odds panel in the column of losses heads
// its figure with the battle's area whole, for every area of the map and at
// every window size ("Battle odds: Solomon Isla…" left a 1366x768 player
// guessing which battle it was).
func TestOddsPanelNamesEveryArea(t *testing.T) {
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	fr := frameFor(ui.Rect{W: scenes.DesignWidth, H: scenes.DesignHeight}, 0)
	for _, sz := range windowSizes {
		for _, a := range g.Data().Map.Areas {
			v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], fonts)
			var rec ui.Layout
			v.Fonts.Layout = &rec
			st := oddsview.State{Key: a.Name, Result: odds.Result{Area: a.Name, Samples: oddsview.Samples}}
			r := ui.Rect{X: fr.lost.X, Y: fr.lost.Y, W: fr.lost.W, H: oddsview.Height(st.Result)}
			img := ebiten.NewImage(int(sz[0]), int(sz[1]))
			oddsview.Draw(img, v, r, st)
			img.Deallocate()
			v.Fonts.Layout = nil
			if len(rec.Texts) == 0 {
				t.Fatalf("%vx%v: the panel drew nothing", sz[0], sz[1])
			}
			head := rec.Texts[0]
			if !strings.HasSuffix(head.Text, a.Name) || strings.Contains(head.Text, "…") || !r.Encloses(head.Box) {
				t.Errorf("%vx%v: the panel at %v is headed %q at %v, want %s whole inside it", sz[0], sz[1], r, head.Text, head.Box, a.Name)
			}
		}
	}
}

// TestOddsStayAtAJapaneseTie: while one of Japan's ties (here which of two
// equal Destroyer Groups a Hit strikes) waits for the player, the odds panel
// stays, worked out from the battle as it stands (it vanished, playtest
// 08 and 12), and the empty column of losses says so in one line, with no
// "Japanese: 0" left alone in its middle.
func TestOddsStayAtAJapaneseTie(t *testing.T) {
	tr, _ := equalHitBoard(t)
	tr.ctx.Settings = nil // odds shown
	tr.tick()
	if k := tr.s.odds.State().Key; k == "" || k != tr.s.oddsKey() {
		t.Fatal("no odds followed at a Japanese tie")
	}
	st := tr.waitOdds()
	if st.Err != nil || st.Result.Samples != oddsview.Samples {
		t.Fatalf("odds at the tie: %+v (error %v)", st.Result, st.Err)
	}
	if _, ok := tr.s.oddsShown(); !ok {
		t.Fatal("the odds panel is not shown at the tie")
	}
	var rec ui.Layout
	tr.ctx.Fonts.Layout = &rec
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	tr.s.Draw(img, tr.ctx)
	img.Deallocate()
	tr.ctx.Fonts.Layout = nil
	odds, none := false, false
	for _, d := range rec.Texts {
		switch {
		case strings.HasPrefix(d.Text, "Japanese: ") || strings.HasPrefix(d.Text, "US: "):
			t.Errorf("the empty column of losses reads %q", d.Text)
		case d.Text == "No Force lost yet.":
			none = true
		case strings.Contains(d.Text, "Solomon Islands") && tr.s.fr.lost.Contains(d.Box.X, d.Box.Y):
			odds = true
		}
	}
	if !odds || !none {
		t.Errorf("drawn: the odds panel %v, the losses' line %v", odds, none)
	}
	tr.shot("battle-odds-at-tie")
}
