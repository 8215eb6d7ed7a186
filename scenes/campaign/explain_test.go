package campaign

import (
	"fmt"
	"slices"
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
	if p.s.cursor.hover.kind != spotArea {
		t.Fatalf("the cursor on Hawaii's marker is over %v, not the area", p.s.cursor.hover.kind)
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

// TestOrdersAndBattleChoicesSpeakPlainly: in the Japanese Orders (the player
// choosing which area rolls next) and the choice of battle, the cursor on an
// area says what a click there does; on an area not offered it says so in
// the game's words, not as the engine's refusal ("no Japanese Forces in
// \"Marshall Islands\" await Orders (Japanese Orders)", in red, where the
// cursor rested after the move that made the battle).
func TestOrdersAndBattleChoicesSpeakPlainly(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1942, Seed: 2, ChooseOrdersArea: true})
	toMovement(t, p)
	// The Hawaii Ships go to the Marshall Islands, whose lone Land-Based
	// Aircraft never roll Orders: a battle there.
	p.hawaiiShipsTo("Marshall Islands")
	if len(p.g().In("Marshall Islands", rules.US)) == 0 {
		t.Fatalf("the Ships did not move to the Marshall Islands: %q", p.s.note.Text)
	}
	p.endStep(ebiten.KeyEnter)
	p.settle()
	check := func(kind rules.PendingKind, offered []string, want func(area string) string) {
		t.Helper()
		if got := p.s.pending().Kind; got != kind {
			t.Fatalf("the game asks %s, want %s", got, kind)
		}
		seen := map[bool]int{}
		for _, a := range p.g().Data().Map.Areas {
			p.in.MoveTo(p.s.markerAt(a.Name))
			p.tick()
			if p.s.cursor.hover.kind != spotArea && p.s.cursor.hover.kind != spotStack {
				continue
			}
			on := slices.Contains(offered, a.Name)
			seen[on]++
			if w := want(a.Name); on && (p.s.note.Text != w || p.s.note.Bad) {
				t.Errorf("%s on %s (offered) says %q (refused %v), want %q", kind, a.Name, p.s.note.Text, p.s.note.Bad, w)
			} else if !on && (!strings.HasPrefix(p.s.note.Text, "No ") || !strings.Contains(p.s.note.Text, " "+a.Name) ||
				strings.ContainsAny(p.s.note.Text, `"()`) && kind == rules.AskOrdersArea || p.s.note.Bad) {
				t.Errorf("%s on %s (not offered) says %q (refused %v)", kind, a.Name, p.s.note.Text, p.s.note.Bad)
			}
		}
		if seen[true] == 0 || seen[false] == 0 {
			t.Fatalf("%s: %d areas offered and %d not were hovered: the test needs both", kind, seen[true], seen[false])
		}
	}
	check(rules.AskOrdersArea, p.g().OrdersAreas(), func(a string) string { return "Click to roll Japanese Orders for " + a + "." })
	for i := 0; i < 40 && p.s.pending().Kind == rules.AskOrdersArea; i++ {
		p.clickArea(p.g().OrdersAreas()[0])
		p.settle()
	}
	if !slices.Contains(p.g().Battles, "Marshall Islands") {
		t.Fatalf("no battle in the Marshall Islands (battles: %v)", p.g().Battles)
	}
	check(rules.AskChooseBattle, p.g().Battles, func(a string) string { return "Click to resolve the battle in " + a + " next." })
}

// TestRefusedMoveNamesWhatToLeaveBehind: with the whole Hawaii stack chosen,
// an area its Land-Based Aircraft may not enter ("Land-Based Aircraft may
// only move to an Area that started the Movement step with US Infantry or
// Land-Based Aircraft already in the Area") is refused with the engine's
// reason, and the status line names the Forces to click off so the rest may
// go; clicked off, the area is lit.
func TestRefusedMoveNamesWhatToLeaveBehind(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	const area = "Marshall Islands"
	p.in.MoveTo(p.s.markerAt(area))
	p.tick()
	able := p.s.sel.Able(p.g(), area)
	if len(able) == 0 || !p.s.note.Bad {
		t.Fatalf("hovering %s with the stack chosen says %q (refused %v), %d may go", area, p.s.note.Text, p.s.note.Bad, len(able))
	}
	var behind []string
	for _, id := range p.s.sel.IDs(p.s.g) {
		if !slices.Contains(able, id) {
			behind = append(behind, id)
			if !strings.Contains(p.s.note.Text, p.g().Name(id)) {
				t.Errorf("the status does not name %s, which may not go: %q", p.g().Name(id), p.s.note.Text)
			}
		}
	}
	if !strings.Contains(p.s.note.Text, fmt.Sprintf(". The other %d may go", len(able))) {
		t.Errorf("the status does not say how many may go: %q", p.s.note.Text)
	}
	// Clicked off in the stack panel, the rest may go: the area is lit.
	for i, f := range p.s.stackPanel().forces(p.s.board()) {
		if slices.Contains(behind, f.ID) {
			p.clickRect(panelSlot(i))
		}
	}
	if !p.s.sel.CanGo(area) {
		t.Errorf("with %v left behind, %s is still refused: %v", behind, area, p.s.sel.WhyNot(area))
	}
}
