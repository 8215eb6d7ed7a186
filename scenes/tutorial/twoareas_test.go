package tutorial

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestMoveFromTwoAreasShowsBoth: the example's move of MAG 21 from Hawaii
// and RAAF BG 1 from New Guinea together, both chosen (the second with
// Shift), shows both in the stack panel, each under its area's name (it was
// titled "NEW GUINEA — 2 US Forces" with "3 selected": the player could not
// see what would move).
func TestMoveFromTwoAreasShowsBoth(t *testing.T) {
	p := newPlayer(t)
	for steps := 0; ; steps++ {
		st := p.tut.current()
		if st.Do.Kind == rules.DoMove && fromAreas(p, st.Do.Forces) > 1 {
			break
		}
		if n, total := p.tut.Step(); n == total-1 || steps > 200 {
			t.Fatal("the example has no move from two areas")
		}
		p.advance()
	}
	st := p.tut.current()
	areas := map[string]bool{}
	for _, id := range st.Do.Forces {
		areas[p.ctx.Session.Game().Force(id).Area] = true
	}
	// Click what the coach lights until the step's Forces are chosen: the
	// next light is then the destination.
	for tries := 0; tries < 20; tries++ {
		h, ok := p.tut.Hint()
		if !ok {
			t.Fatal("nothing is lit")
		}
		if h.What == st.Do.Area {
			break
		}
		p.in.ShiftHeld = h.Shift
		p.click(h.R)
		p.in.ShiftHeld = false
	}
	var rec ui.Layout
	p.ctx.Fonts.Layout = &rec
	defer func() { p.ctx.Fonts.Layout = nil }()
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	p.ctx.Full = true
	p.tut.Draw(img, p.ctx)
	img.Deallocate()
	var texts []string
	for _, d := range rec.Texts {
		texts = append(texts, d.Text)
	}
	all := strings.Join(texts, "\n")
	for a := range areas {
		if !strings.Contains(all, "\n"+a+"\n") {
			t.Errorf("the stack panel does not say what comes from %s:\n%s", a, all)
		}
	}
	p.shot("tutorial-two-areas")
}

// fromAreas is how many areas the Forces ids are in.
func fromAreas(p *player, ids []string) int {
	areas := map[string]bool{}
	for _, id := range ids {
		if f := p.ctx.Session.Game().Force(id); f != nil {
			areas[f.Area] = true
		}
	}
	return len(areas)
}
