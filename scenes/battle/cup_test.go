package battle

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// TestCupLineNamesThePlansOutOfTheCup: "If there are no more Battle Plans
// remaining in the cup, return the previously drawn Battle Plans and keep
// drawing." Which plans are out of the cup tells a player what Japan may
// still draw. With eleven out, the line under the panel's title showed four
// names and "Artill…"; it now gives their number, and pointing at it lists
// every one. Two out still fit, named on the line.
func TestCupLineNamesThePlansOutOfTheCup(t *testing.T) {
	tr := toBattle(t, 1, "")
	g := tr.g()
	b := g.Battle
	all := append(append([]rules.JPPlan(nil), b.Cup...), b.JPDiscard...)
	if len(all) < 6 {
		t.Fatalf("a cup of %d plans", len(all))
	}
	for _, c := range []struct {
		out   int
		short bool
	}{{len(all) - 3, true}, {2, false}} {
		b.JPDiscard = append([]rules.JPPlan(nil), all[:c.out]...)
		b.Cup = append([]rules.JPPlan(nil), all[c.out:]...)
		s, ctx := boardOf(t, g)
		v := s.LastView()
		line, short, r := s.cupLine(v)
		if short != c.short {
			t.Fatalf("%d out of the cup: short %v, want %v (%q)", c.out, short, c.short, line)
		}
		if w := v.TextWidth(line, ui.SizeSmall, false); w > r.W {
			t.Errorf("%d out: the line %q is %.0f wide, more than its %.0f", c.out, line, w, r.W)
		}
		if !short {
			for _, p := range rules.PlanNames(b.JPDiscard) {
				if !strings.Contains(line, p) {
					t.Errorf("%d out: the line %q does not name %s", c.out, line, p)
				}
			}
			continue
		}
		if want := " out of it"; !strings.Contains(line, itoa(c.out)+want) {
			t.Errorf("the line %q does not count the %d plans out of the cup", line, c.out)
		}
		in := ctx.Input.(*ui.Script)
		in.MoveTo(r.CX(), r.CY())
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
		if !s.frameKey().cupTip {
			t.Fatal("pointing at the cup line shows no list")
		}
		var rec ui.Layout
		ctx.Fonts.Layout = &rec
		img := ebiten.NewImage(1600, 900)
		s.Draw(img, ctx)
		img.Deallocate()
		ctx.Fonts.Layout = nil
		var drawn []string
		for _, d := range rec.Texts {
			drawn = append(drawn, d.Text)
		}
		// The list wraps: a plan's name may break over two lines.
		tip := strings.Join(drawn, " ")
		for _, p := range rules.PlanNames(b.JPDiscard) {
			if !strings.Contains(tip, p) {
				t.Errorf("pointing at the cup line: %s is not listed", p)
			}
		}
		for _, d := range rec.Covered() {
			t.Errorf("%q is cut off", d.Text)
		}
	}
}
