package battle

import (
	"strings"
	"testing"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestEveryBattleOfferedHasAButton: after a battle, with more battles left
// than the panel holds buttons, every one of them can be reached and chosen
// (bug 2: the panel kept 8 buttons and dropped the rest).
func TestEveryBattleOfferedHasAButton(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	// Build the position: one US Ship in each of ten Japanese-held areas,
	// the battle in the first just fought, the others to be chosen.
	var battles []string
	for _, a := range g.Data().Map.Areas {
		if len(battles) == 10 {
			break
		}
		if len(g.In(a.Name, rules.Japan)) == 0 || len(g.In(a.Name, rules.US)) > 0 {
			continue
		}
		for i := range g.Forces {
			f := &g.Forces[i]
			if f.Side == rules.US && f.Where == rules.OnMap && g.Kind(f) == rules.KindShip && len(g.In(f.Area, rules.US)) > 1 {
				f.Area = a.Name
				battles = append(battles, a.Name)
				break
			}
		}
	}
	if len(battles) != 10 {
		t.Fatalf("built %d battles, want 10", len(battles))
	}
	g.Step, g.Battles, g.Battle = rules.StepBattles, battles[1:], nil
	end := rules.Event{Kind: rules.EvBattleEnd, Step: rules.StepBattles, Area: battles[0], Text: "The battle in " + battles[0] + " is over."}
	tr := &tester{t: t, in: &ui.Script{}}
	tr.s, err = New(g, nil, []rules.Event{end}, func(evs []rules.Event) scenes.Scene { tr.left = evs; return nil })
	if err != nil {
		t.Fatal(err)
	}
	if tr.ctx, err = scenes.NewTestContext(g, tr.in); err != nil {
		t.Fatal(err)
	}
	tr.ctx.Settings = nil
	tr.settle()
	if !tr.s.Over() {
		t.Fatal("the board does not show the end of the battle")
	}
	seen := map[string]bool{}
	for page := 0; page < 10; page++ {
		bs := tr.s.buttons()
		if len(bs) > maxButtons {
			t.Fatalf("%d buttons shown, the panel holds %d", len(bs), maxButtons)
		}
		more := -1
		for i, b := range bs {
			if area, ok := strings.CutPrefix(b.label, "Fight the battle in "); ok {
				seen[area] = true
			}
			if b.more {
				more = i
			}
		}
		if more < 0 {
			break
		}
		r := buttonRect(bs, more)
		tr.click(r.CX(), r.CY())
	}
	for _, a := range battles[1:] {
		if !seen[a] {
			t.Errorf("no button for the battle in %s", a)
		}
	}
	if !tr.press("Back to the map") {
		t.Error("the way back to the map is not on the page shown")
	}
}

// TestLongLabelsGetTheWholeRow: a few buttons with a label too long for
// half the panel stand one a row, each as wide as the panel; short labels,
// or too many buttons for the room, stay two a row.
func TestLongLabelsGetTheWholeRow(t *testing.T) {
	long := button{label: "Use Anti-Aircraft on CRU San Francisco/Astoria"}
	short := button{label: "Keep Anti-Aircraft for later"}
	undo := button{label: "Undo", key: "Z", undo: true}
	full := buttonGrid().Area.W
	bs := []button{long, short, undo}
	for i := range bs {
		if r := buttonRect(bs, i); r.W != full {
			t.Errorf("button %d beside a long label is %.0f wide, want the panel's %.0f", i, r.W, full)
		}
	}
	if r := buttonRect([]button{short, short, undo}, 0); r.W >= full/2 {
		t.Errorf("a short label's button is %.0f wide, want half of %.0f", r.W, full)
	}
	many := []button{long, short, short, short, short, short, undo}
	if r := buttonRect(many, 0); r.W >= full/2 {
		t.Errorf("with %d buttons the long one is %.0f wide: one a row would crowd out the question", len(many), r.W)
	}
}

// TestLostCountersAsLargeAsTheyFit: the column of losses shows every lost
// Force it can hold, a few large and many small, each side under its label
// and within the column; the Japanese label keeps to the half while both
// sides fit their halves.
func TestLostCountersAsLargeAsTheyFit(t *testing.T) {
	for _, h := range []float64{330, 130} {
		area := ui.Rect{X: 8, Y: 500, W: 208, H: h}
		last := 1000.0
		for n := 0; n <= 40; n++ {
			us, jp := n, n/2
			b := &rules.Battle{}
			for k := 0; k < us+jp; k++ {
				side := rules.US
				if k >= us {
					side = rules.Japan
				}
				b.Units = append(b.Units, rules.Unit{}.As("", side, "", false).WithHits(false, true))
			}
			l := &layout{}
			placeLost(l, b, area)
			size := 0.0
			for _, p := range l.lost {
				size = p.r.W
				if p.r.X < area.X || p.r.Right() > area.Right() || p.r.Bottom() > area.Bottom() {
					t.Errorf("h %.0f, %d lost: a counter at %+v is out of the column %+v", h, n, p.r, area)
				}
				if p.u.Side() == rules.US && p.r.Bottom() > l.lostJapanY {
					t.Errorf("h %.0f, %d lost: a US counter at %+v runs under the Japanese label at %.0f", h, n, p.r, l.lostJapanY)
				}
				if p.u.Side() == rules.Japan && p.r.Y < l.lostJapanY+lostLabel {
					t.Errorf("h %.0f, %d lost: a Japanese counter at %+v is over its label at %.0f", h, n, p.r, l.lostJapanY)
				}
			}
			if len(l.lost) < us+jp && size > 22 {
				t.Errorf("h %.0f: %d of %d lost shown at %.0f, though smaller ones would fit", h, len(l.lost), us+jp, size)
			}
			if size > last {
				t.Errorf("h %.0f, %d lost drawn at %.0f, larger than %.0f for fewer", h, n, size, last)
			}
			if size > 0 {
				last = size
			}
		}
	}
	if f := fitLost(2, 1, 196, 330); f.size != 56 || f.jpY != lostHead+165 {
		t.Errorf("3 lost in a tall column: size %.0f, Japanese label at %.0f; want 56 at the half", f.size, f.jpY)
	}
	// The column under the odds panel at 1366x768: six US and four Japanese
	// losses fit packed at 28, where halves would leave them 22 or less.
	if f := fitLost(6, 4, 196, 130); f.size < 28 {
		t.Errorf("10 lost in a short column drawn at %.0f", f.size)
	}
	// Far too many: each half holds what it can, the Japanese label in the
	// column.
	if f := fitLost(60, 60, 196, 130); f.jpY != lostHead+65 {
		t.Errorf("120 lost: the Japanese label at %.0f, want the half, %.0f", f.jpY, lostHead+65)
	}
}
