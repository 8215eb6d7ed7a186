package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/ui"
)

// liveState is the game in the live save in dir, as it marshals itself.
func liveState(t *testing.T, dir string) []byte {
	t.Helper()
	l, err := savegame.Load(filepath.Join(dir, savegame.LiveName))
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(l.Session.Game())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func gameJSON(t *testing.T, g *rules.Game) []byte {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// buyHornet clicks the Hornet in the US Reinforcements box.
func buyHornet(t *testing.T, p *player_) {
	t.Helper()
	p.tick()
	for i, f := range p.s.reinforcementBox() {
		if f.ID == "US:Hornet" {
			p.clickRect(usBoxSlot(i))
			p.settle()
			if f := p.g().Force("US:Hornet"); f.Where != rules.OnMap {
				t.Fatalf("the click did not buy the Hornet (%s)", f.Where)
			}
			return
		}
	}
	t.Fatal("Hornet is not in the US Reinforcements box")
}

// Z on the map takes back a purchase: the screen shows the game before it,
// the live save on disk is that game, and Ctrl+Y buys it again.
func TestZTakesBackAPurchase(t *testing.T) {
	dir := t.TempDir()
	p := newPlayer(t, 1)
	p.ctx.AutosaveDir = dir
	fresh := gameJSON(t, p.g())
	buyHornet(t, p)
	bought := gameJSON(t, p.g())
	if !bytes.Equal(liveState(t, dir), bought) {
		t.Fatal("the live save is not the game with the Hornet bought")
	}

	p.key(ebiten.KeyZ)
	p.settle()
	if !bytes.Equal(gameJSON(t, p.g()), fresh) {
		t.Errorf("after Z the map shows a game other than the one before the purchase (Hornet %s)", p.g().Force("US:Hornet").Where)
	}
	if p.s.sess != p.ctx.Session || p.s.g != p.ctx.Game || p.ctx.Session.Len() != 0 {
		t.Error("the map and the context play different sessions after Z")
	}
	if !bytes.Equal(liveState(t, dir), fresh) {
		t.Error("the live save on disk still has the purchase after Z")
	}
	if !strings.Contains(p.s.note.Text, "Taken back") || p.s.note.Bad {
		t.Errorf("the status after Z says %q", p.s.note.Text)
	}
	for _, e := range p.s.log.entries {
		if strings.Contains(e.Text, "buys CV Hornet") {
			t.Error("the log still tells of the purchase taken back")
		}
	}

	p.in.CtrlHeld = true
	p.key(ebiten.KeyY)
	p.in.CtrlHeld = false
	p.settle()
	if !bytes.Equal(gameJSON(t, p.g()), bought) || !bytes.Equal(liveState(t, dir), bought) {
		t.Error("Ctrl+Y did not buy the Hornet again, on screen and on disk")
	}
}

// The Undo button in the action panel does what Z does.
func TestUndoButton(t *testing.T) {
	p := newPlayer(t, 1)
	fresh := gameJSON(t, p.g())
	buyHornet(t, p)
	p.s.layout()
	bs := p.s.buttons()
	for i, b := range bs {
		if b.label == "Undo" {
			p.clickRect(buttonRect(i, len(bs)))
			p.settle()
			if !bytes.Equal(gameJSON(t, p.g()), fresh) {
				t.Error("the Undo button did not take the purchase back")
			}
			return
		}
	}
	t.Fatal("the action panel has no Undo button after a purchase")
}

// The step's end keeps its place in the action panel as Undo and Redo come
// and go: a player clicking "End Resupply" where it was a moment ago never
// presses Undo or Redo instead.
func TestStepEndKeepsItsPlace(t *testing.T) {
	p := newPlayer(t, 1)
	endAt := func(when string) ui.Rect {
		t.Helper()
		p.s.layout()
		bs := p.s.buttons()
		for i, b := range bs {
			if b.label == "End Resupply" {
				return buttonRect(i, len(bs))
			}
		}
		t.Fatalf("%s: no End Resupply among %d buttons", when, len(bs))
		return ui.Rect{}
	}
	first := endAt("at the start")
	buyHornet(t, p) // Undo appears
	if r := endAt("after a purchase"); r != first {
		t.Errorf("after a purchase End Resupply moved from %v to %v", first, r)
	}
	p.key(ebiten.KeyZ) // Undo: Redo appears
	p.settle()
	if r := endAt("after Undo"); r != first {
		t.Errorf("after Undo End Resupply moved from %v to %v", first, r)
	}
	buyHornet(t, p) // Undo again, Redo gone
	if r := endAt("after buying again"); r != first {
		t.Errorf("after buying again End Resupply moved from %v to %v", first, r)
	}
}

// In US Movement, choosing Forces brings "Clear selection" (and "Send
// raiding"), and Undo and Redo stay side by side where they were.
func TestUndoAndRedoKeepTheirPlaces(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	at := func(when string) map[string]ui.Rect {
		t.Helper()
		p.s.layout()
		bs := p.s.buttons()
		out := map[string]ui.Rect{}
		for i, b := range bs {
			out[b.label] = buttonRect(i, len(bs))
		}
		if _, ok := out["Undo"]; !ok {
			t.Fatalf("%s: no Undo among %d buttons", when, len(bs))
		}
		return out
	}
	before := at("before choosing")
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	p.settle()
	after := at("with Forces chosen")
	if _, ok := after["Clear selection"]; !ok {
		t.Fatal("choosing Forces offers no Clear selection")
	}
	for _, l := range []string{"Undo", "Redo"} {
		if after[l] != before[l] {
			t.Errorf("%s moved from %v to %v when Forces were chosen", l, before[l], after[l])
		}
	}
	if after["Undo"].Y != after["Redo"].Y {
		t.Errorf("Undo (%v) and Redo (%v) are not side by side", after["Undo"], after["Redo"])
	}
}

// TestEndMovementKeepsItsPlace: the step's end stays where it is as Forces
// are chosen and cleared, with a Submarine among them or not, and in 1945
// with the special boxes' buttons (it jumped between two heights as
// "Clear selection" came and went).
func TestEndMovementKeepsItsPlace(t *testing.T) {
	const end = "End Movement: Japan moves"
	for _, year := range []int{1942, 1945} {
		p := newPlayerWith(t, rules.Options{Year: year, Seed: 2})
		toMovement(t, p)
		at := func() ui.Rect {
			t.Helper()
			p.s.layout()
			bs := p.s.buttons()
			for i, b := range bs {
				if b.label == end {
					return buttonRect(i, len(bs))
				}
			}
			t.Fatalf("%d: no %q among %d buttons", year, end, len(bs))
			return ui.Rect{}
		}
		first := at()
		p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
		p.settle()
		if p.s.sel.Len() == 0 {
			t.Fatalf("%d: clicking the Hawaii stack chose nothing", year)
		}
		if r := at(); r != first {
			t.Errorf("%d: with %d Forces chosen %q moved from %v to %v", year, p.s.sel.Len(), end, first, r)
		}
		p.key(ebiten.KeyEscape)
		p.settle()
		if r := at(); r != first {
			t.Errorf("%d: after clearing the selection %q moved from %v to %v", year, end, first, r)
		}
	}
}

// Z after the dice have rolled says why it cannot undo and changes nothing,
// on screen or on disk.
func TestZAfterTheDiceSaysWhy(t *testing.T) {
	dir := t.TempDir()
	p := newPlayer(t, 1)
	p.ctx.AutosaveDir = dir
	toMovement(t, p)
	rolls := p.g().Dice.Rolls
	p.endStep(ebiten.KeyEnter) // Japan's Orders are rolled
	p.settle()
	if p.g().Dice.Rolls == rolls {
		t.Fatal("ending US Movement rolled no die")
	}
	before, n := gameJSON(t, p.g()), p.ctx.Session.Len()
	live := liveState(t, dir)
	p.key(ebiten.KeyZ)
	p.settle()
	if !strings.Contains(p.s.note.Text, "Cannot undo: the dice have been rolled since (Japanese Orders") || !p.s.note.Bad {
		t.Errorf("Z after Japanese Orders says %q (bad %v)", p.s.note.Text, p.s.note.Bad)
	}
	if !bytes.Equal(gameJSON(t, p.g()), before) || p.ctx.Session.Len() != n {
		t.Error("a refused Z changed the game")
	}
	if !bytes.Equal(liveState(t, dir), live) {
		t.Error("a refused Z changed the live save")
	}
}

// When the step's choices take pages (the Japanese Orders areas, chosen by
// the player), every page keeps Undo, and a Redo with nothing to give again
// is not shown in a step the player does not end.
func TestUndoOnEveryPageOfChoices(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1942, Seed: 5, ChooseOrdersArea: true})
	toMovement(t, p)
	p.endStep(ebiten.KeyEnter) // Japan's Orders: the player picks the areas
	p.settle()
	if p.s.pending().Kind != rules.AskOrdersArea {
		t.Fatalf("after US Movement the map asks %s, want the Orders area", p.s.pending().Kind)
	}
	pages := 0
	for page := 0; page < 10; page++ {
		p.s.layout()
		bs := p.s.buttons()
		labels := make([]string, len(bs))
		more := false
		for i, b := range bs {
			labels[i] = b.label
			more = more || strings.HasPrefix(b.label, "More choices")
		}
		pages++
		if labels[len(labels)-1] != "Undo" {
			t.Errorf("page %d: %q, want Undo last", page+1, labels)
		}
		for _, l := range labels {
			if l == "Redo" {
				t.Errorf("page %d offers Redo with nothing taken back: %q", page+1, labels)
			}
		}
		if !more {
			break
		}
		p.key(ebiten.KeyTab)
	}
	if pages < 2 {
		t.Fatalf("the Orders areas fit one page: the test needs pages")
	}
}

// noUndo is a Gate that admits every decision and refuses Undo and Redo,
// as the tutorial's does.
type noUndo struct{}

func (noUndo) Allow(rules.Decision) error { return nil }
func (noUndo) AllowUndo() error           { return errors.New("Undo is off here.") }

// TestUndoIsDimmedWhereTheGateRefusesIt: after a purchase Undo is offered;
// under a Gate that refuses it (the tutorial) the button is drawn dimmed,
// as where there is nothing to undo, not as a button that works (playtest
// of issue 56: "Undo [Z]" looked enabled in the tutorial).
func TestUndoIsDimmedWhereTheGateRefusesIt(t *testing.T) {
	p := newPlayer(t, 1)
	p.tick()
	p.clickRect(usBoxSlot(0))
	p.settle()
	undo := func() button {
		for _, b := range p.s.buttons() {
			if b.label == "Undo" {
				return b
			}
		}
		t.Fatal("no Undo button after a purchase")
		return button{}
	}
	if p.ctx.Session.Len() != 1 || undo().off {
		t.Fatalf("after a purchase (%d decisions) Undo is dimmed", p.ctx.Session.Len())
	}
	p.ctx.Gate = noUndo{}
	p.tick()
	if !undo().off {
		t.Error("under a Gate that refuses Undo its button is drawn as one that works")
	}
}
