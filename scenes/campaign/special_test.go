package campaign

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// buttonLabels are the side panel's buttons now.
func (p *player_) buttonLabels() []string {
	var out []string
	for _, b := range p.s.buttons() {
		out = append(out, b.label)
	}
	return out
}

// TestJapanInvasionBoxTakesTheChosenForces: "At the start of each US
// Movement step, you may move up to 7 Force counters from the Hawaiian
// Islands and West Coast to the 1945 Japan Invasion box. Pay 1 Supply Point
// for each Force moved." The engine offered it and no screen did: the box is
// now on the 1945 board, lit for the chosen Forces, and a click on it sends
// them, one decision each.
func TestJapanInvasionBoxTakesTheChosenForces(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1945, Seed: 1})
	toMovement(t, p)
	p.tick()
	if !hasSheet(p.s.g, sheetSpecial) || p.s.lay.sheets[sheetSpecial].W == 0 {
		t.Fatal("the 1945 board has no special boxes")
	}
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	ids := p.s.specialMovers(boxInvasion)
	if len(ids) == 0 || len(ids) != p.s.sel.Len() {
		t.Fatalf("%d of the %d Forces chosen in Hawaii may go to the Japan Invasion box", len(ids), p.s.sel.Len())
	}
	want := len(ids)
	label := strings.Join(p.buttonLabels(), " | ")
	if !strings.Contains(label, "to the Japan Invasion box") {
		t.Errorf("no button sends them there: %s", label)
	}
	p.in.MoveTo(p.s.lay.invasionSlot().CX(), p.s.lay.invasionSlot().CY())
	p.tick()
	// Hawaii emptied is an Objective lost: said before the click.
	if !strings.Contains(p.s.note.Text, "Click to send") || !strings.Contains(p.s.note.Text, "After this you Hold") {
		t.Errorf("hovering the box says %q", p.s.note.Text)
	}
	sp := p.g().SupplyPoints
	p.clickRect(p.s.lay.invasionSlot())
	p.settle()
	for _, id := range ids {
		if f := p.g().Force(id); f.Where != rules.InInvasion {
			t.Errorf("%s is %s, want in the Japan Invasion box", id, f.Where)
		}
	}
	if got := p.g().SupplyPoints; got != sp-want {
		t.Errorf("%d Supply Points left, want %d", got, sp-want)
	}
	if n := len(p.s.board()[stackKey{boxInvasion, rules.US}]); n != want {
		t.Errorf("the box shows %d Forces, want %d", n, want)
	}
	// The box's Forces answer a click: its stack opens in the side panel.
	p.clickRect(p.s.lay.invasionSlot())
	if p.s.open != (stackKey{boxInvasion, rules.US}) || len(p.s.stackPanel().forces(p.s.board())) != want {
		t.Errorf("clicking the box opened %+v with %d Forces", p.s.open, len(p.s.stackPanel().forces(p.s.board())))
	}
	// A click on one of them takes its move back, as on the map.
	back := p.s.stackPanel().forces(p.s.board())[0].ID
	p.clickRect(p.s.lay.panelSlot(0, want))
	p.settle()
	if f := p.g().Force(back); f.Where != rules.OnMap || f.Area != rules.Hawaii || p.g().SupplyPoints != sp-want+1 {
		t.Errorf("clicking %s in the box left it %s %s with %d Supply Points", back, f.Where, f.Area, p.g().SupplyPoints)
	}
	// Other campaigns have no such box, and 1942 not even the sheet.
	old := newPlayer(t, 1)
	old.tick()
	if hasSheet(old.s.g, sheetSpecial) || old.s.lay.sheets[sheetSpecial].W != 0 {
		t.Error("the 1942 board shows the special boxes")
	}
}

// TestStrategicBombingFromTheBoard: "To perform Strategic Bombing, move one
// or more Bomber Wing counters (that started the Movement step in the
// Mariana Islands) from the Mariana Islands to the "BW" Strategic Bombing box
// located next to the Mariana Islands. Pay 1 Supply Point for each counter
// you move." and "At the start of the Japanese Orders step, move 1 Ship,
// Infantry, or Land-Based Aircraft from the top of each stack to their
// Reinforcement box." With the choice left to the player, the side panel
// offers each stack the engine offers, and a click takes it.
func TestStrategicBombingFromTheBoard(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1945, Seed: 1, ChooseBombing: true})
	toMovement(t, p)
	var wings []string
	for _, f := range p.g().In(rules.Marianas, rules.US) {
		if rules.IsBomberWing(p.g().Counter(f)) {
			wings = append(wings, f.ID)
		}
	}
	if len(wings) == 0 {
		t.Fatal("no Bomber Wing in the Mariana Islands at the start of 1945")
	}
	p.clickRect(p.s.stackRectOf(rules.Marianas, rules.US))
	if got := p.s.specialMovers(boxBombing); len(got) != len(wings) {
		t.Fatalf("%d Forces may go to the Strategic Bombing box, want the %d Bomber Wings", len(got), len(wings))
	}
	h, ok := p.s.buttonHint(fmt.Sprintf("%d to the %s", len(wings), boxBombing))
	if !ok {
		t.Fatalf("no button for the Strategic Bombing box: %q", p.buttonLabels())
	}
	p.clickRect(h.R)
	p.settle()
	for _, id := range wings {
		if f := p.g().Force(id); f.Where != rules.InStrategicBombs {
			t.Errorf("%s is %s, want in the Strategic Bombing box", id, f.Where)
		}
	}
	p.endStep(ebiten.KeyEnter)
	p.settle()
	pd := p.s.pending()
	if pd.Kind != rules.AskBombing {
		t.Fatalf("Japanese Orders begin with %s, not the Strategic Bombing choice", pd.Kind)
	}
	labels := p.buttonLabels()
	for _, d := range pd.Options {
		found := false
		for _, l := range labels {
			found = found || l == bombingLabel(d.Zone)
		}
		if !found {
			t.Errorf("the choice %s is not offered: %q", d.Zone, labels)
		}
	}
	due := p.g().Bombing
	h, ok = p.s.buttonHint(bombingLabel(pd.Options[0].Zone))
	if !ok {
		t.Fatal("no button for the first stack")
	}
	p.clickRect(h.R)
	p.settle()
	if p.g().Bombing >= due && p.s.pending().Kind == rules.AskBombing {
		t.Errorf("the click took no counter: %d results still due", p.g().Bombing)
	}
}

// TestBomberWingsReturnInStepWithTheLog: "Move the Strategic Bombers back to
// the Mariana Islands at the end of the Battle step." In a batch of events
// the Wings stay in the Strategic Bombing box until the event that brings
// them back plays, as every other move waits for its own; they were shown
// back in the Marianas while the events before it still played.
func TestBomberWingsReturnInStepWithTheLog(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1945, Seed: 1})
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Marianas, rules.US))
	wings := p.s.specialMovers(boxBombing)
	p.s.sendSelectionTo(boxBombing)
	p.settle()
	if len(wings) == 0 || p.g().Force(wings[0]).Where != rules.InStrategicBombs {
		t.Fatal("no Bomber Wing went to the Strategic Bombing box")
	}
	before := p.g().Clone()
	// The engine has brought them back; the screen has yet to play it.
	for _, id := range wings {
		f := p.g().Force(id)
		f.Where, f.Area, f.MovedFrom = rules.OnMap, rules.Marianas, ""
	}
	evs := []rules.Event{
		{Kind: rules.EvTurn, Turn: before.Turn, Text: "a turn begins"},
		{Kind: rules.EvStrategicBomb, Side: rules.US, To: rules.Marianas, Forces: wings, Text: "The Bomber Wings return"},
	}
	p.s.anim.start(p.s, before, evs)
	if !p.s.anim.busy() {
		t.Fatal("the batch did not play")
	}
	if l := p.s.anim.shownAt(p.g().Force(wings[0])); placeKey(l) != boxBombing {
		t.Errorf("while the first event plays %s is shown at %+v, want in the Strategic Bombing box", wings[0], l)
	}
	p.settle()
	if l := p.s.anim.shownAt(p.g().Force(wings[0])); placeKey(l) != rules.Marianas {
		t.Errorf("after the batch %s is shown at %+v, want in the Mariana Islands", wings[0], l)
	}
}

// TestSpecialBoxesPrintingIsClear: the special boxes' names, piles, counts
// and sums stay inside the sheet and clear of each other, with Forces in
// the box (the pile's count once sat on "Invasion").
func TestSpecialBoxesPrintingIsClear(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1945, Seed: 1})
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	p.s.sendSelectionTo(boxInvasion)
	p.clickRect(p.s.stackRectOf(rules.Marianas, rules.US))
	p.s.sendSelectionTo(boxBombing)
	p.settle()
	p.s.open = stackKey{}
	for _, box := range []string{boxBombing, boxInvasion} {
		if n := len(p.s.board()[stackKey{box, rules.US}]); n < 2 {
			t.Fatalf("the %s holds %d Forces: the test needs a pile with its count", box, n)
		}
	}
	var rec ui.Layout
	p.ctx.Fonts.Layout = &rec
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	p.ctx.Full = true
	p.s.Draw(img, p.ctx)
	img.Deallocate()
	p.ctx.Fonts.Layout = nil
	sheet := p.s.lay.sheets[sheetSpecial]
	var in []ui.Drawn
	for _, d := range rec.Texts {
		if ui.Overlaps(d.Box, sheet, 0) {
			in = append(in, d)
		}
	}
	if len(in) < 9 {
		t.Fatalf("%d texts drawn on the special boxes, want the title, two names of two lines, two counts and four sums", len(in))
	}
	for i, a := range in {
		if !sheet.Encloses(a.Box) {
			t.Errorf("%q at %v leaves the sheet %v", a.Text, a.Box, sheet)
		}
		for _, b := range in[i+1:] {
			if ui.Overlaps(a.Box, b.Box, 0) {
				t.Errorf("%q at %v overlaps %q at %v", a.Text, a.Box, b.Text, b.Box)
			}
		}
	}
}

// TestJapanInvasionCountsOnlyTheSevenThatMayGo: "you may move up to 7 Force
// counters ... to the 1945 Japan Invasion box". With eight Forces chosen in
// the Hawaiian Islands and on the West Coast, the button offers the seven
// the engine takes one after another, and its click sends those seven with
// no refusal (it offered eight, sent seven and reported the eighth refused).
func TestJapanInvasionCountsOnlyTheSevenThatMayGo(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1945, Seed: 1})
	p.tick()
	// A Force bought in Resupply arrives on the West Coast.
	bought := ""
	for _, f := range p.s.reinforcementBox() {
		if p.g().Check(rules.Decision{Kind: rules.DoBuy, Force: f.ID}) == nil && buyPlace(p.g(), f) == rules.WestCoast {
			bought = f.ID
			break
		}
	}
	if bought == "" || !p.s.apply(rules.Decision{Kind: rules.DoBuy, Force: bought}) {
		t.Fatal("no Force to buy for the West Coast")
	}
	p.settle()
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	p.in.ShiftHeld = true
	p.clickRect(p.s.stackRectOf(rules.WestCoast, rules.US))
	p.in.ShiftHeld = false
	if p.s.sel.Len() < 8 {
		t.Fatalf("%d Forces chosen in Hawaii and on the West Coast: the test needs 8 or more", p.s.sel.Len())
	}
	ids := p.s.specialMovers(boxInvasion)
	if len(ids) != 7 {
		t.Fatalf("%d of the %d chosen counted for the Japan Invasion box, want 7", len(ids), p.s.sel.Len())
	}
	label := "7 to the " + boxInvasion
	h, ok := p.s.buttonHint(label)
	if !ok {
		t.Fatalf("no %q button: %q", label, p.buttonLabels())
	}
	p.clickRect(h.R)
	if p.s.note.Bad {
		t.Errorf("the click ended in a refusal: %q", p.s.note.Text)
	}
	p.settle()
	if n := len(p.g().InvasionForces()); n != 7 {
		t.Errorf("%d Forces in the box, want 7", n)
	}
}
