package campaign

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// drawnTexts draws the map and returns every text it drew.
func drawnTexts(p *player_) string {
	var rec ui.Layout
	p.ctx.Fonts.Layout = &rec
	defer func() { p.ctx.Fonts.Layout = nil }()
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	p.ctx.Full = true
	p.s.Draw(img, p.ctx)
	var out []string
	for _, d := range rec.Texts {
		out = append(out, d.Text)
	}
	return strings.Join(out, "\n")
}

// TestAreaExplainsItself: resting the cursor on an area's marker shows what
// the rules make of it (rules.Game.Explain): "You Hold an Area if it meets
// all 3 of the following conditions: 1) You have Infantry or Land-Based
// Aircraft Ashore. 2) There are no Japanese Infantry or Land-Based Aircraft
// Ashore. 3) The Area is In-Supply."
func TestAreaExplainsItself(t *testing.T) {
	p := newPlayer(t, 2)
	p.tick()
	x, y := p.s.markerAt(rules.Hawaii)
	p.in.MoveTo(x, y)
	p.tick()
	if p.s.hover.kind != hitArea {
		t.Fatalf("the cursor on Hawaii's marker is over %v, not the area", p.s.hover.kind)
	}
	got := drawnTexts(p)
	for _, want := range []string{"Objective", "Held by the US", "In-Supply: West Coast → Hawaiian Islands."} {
		if !strings.Contains(got, want) {
			t.Errorf("Hawaii's panel does not say %q", want)
		}
	}
	// A Japanese area before the Orders: what each roll would do from it.
	jp := ""
	for _, a := range p.g().Data().Map.Areas {
		if len(p.g().In(a.Name, rules.Japan)) > 0 && a.Name != rules.JapanArea {
			jp = a.Name
			break
		}
	}
	x, y = p.s.markerAt(jp)
	p.in.MoveTo(x, y)
	p.tick()
	got = drawnTexts(p)
	for _, want := range []string{"Japanese Orders from here", "Refit → Japan", "Not Held by the US"} {
		if !strings.Contains(got, want) {
			t.Errorf("%s's panel does not say %q:\n%s", jp, want, got)
		}
	}
}

// TestMoveWarnsOfObjectivesLost: aiming the Hawaii Infantry and aircraft at
// the West Coast says, before the click, how many Objectives would be Held
// after it.
func TestMoveWarnsOfObjectivesLost(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	for _, f := range p.g().In(rules.Hawaii, rules.US) {
		if k := p.g().Kind(f); (k == rules.KindInfantry || k == rules.KindAircraft) && len(p.g().MoveDestinations(f.ID)) > 0 {
			if err := p.s.sel.Toggle(p.g(), f.ID); err != nil {
				t.Fatal(err)
			}
		}
	}
	x, y := p.s.markerAt(rules.WestCoast)
	p.in.MoveTo(x, y)
	p.tick()
	if !strings.Contains(p.s.note.Text, "After this move you Hold 2 of 8 Objectives (6 now).") || !p.s.note.Bad {
		t.Fatalf("the status says %q (bad %v)", p.s.note.Text, p.s.note.Bad)
	}
}
