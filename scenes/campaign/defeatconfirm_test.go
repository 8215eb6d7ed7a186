package campaign

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
)

// TestMoveThatLosesTheCampaignIsAsked: the whole Hawaii stack moved to the
// West Coast leaves the 1942 US Holding 2 Objectives, the Replaced level (3
// or fewer). The click asks first, in the engine's figures (only a red
// status line said so); Esc goes back with nothing changed, and "Move
// anyway" (Enter) makes the move.
func TestMoveThatLosesTheCampaignIsAsked(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	if !p.s.sel.CanGo(rules.WestCoast) {
		t.Fatalf("the Hawaii stack may not go to the West Coast: %v", p.s.sel.WhyNot(rules.WestCoast))
	}
	d, _ := p.s.sel.Move(p.g(), rules.WestCoast)
	if o, err := p.g().DefeatAfter(d); err != nil || !o.Replaced {
		t.Fatalf("the move's outlook is %+v (%v): the test needs one that loses the campaign", o, err)
	}
	before, _ := json.Marshal(p.g())
	decisions := p.ctx.Session.Len()
	p.clickArea(rules.WestCoast)
	p.settle()
	if p.s.confirm == nil {
		t.Fatal("a move that loses the campaign was made without a question")
	}
	texts := drawnTexts(p)
	for _, want := range []string{"lose the campaign?", "Holds 2 of 8 Objectives", "Replaced level (3 or fewer)", "Move anyway"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the question does not say %q:\n%s", want, texts)
		}
	}
	if strings.Contains(texts, "don't ask again") {
		t.Error("a campaign lost offers \"don't ask again\"")
	}
	if after, _ := json.Marshal(p.g()); string(after) != string(before) || p.ctx.Session.Len() != decisions {
		t.Fatal("asking changed the game")
	}
	p.key(ebiten.KeyEscape)
	p.settle()
	if p.s.confirm != nil {
		t.Fatal("Esc did not go back")
	}
	if after, _ := json.Marshal(p.g()); string(after) != string(before) || p.ctx.Session.Len() != decisions {
		t.Fatal("going back changed the game")
	}
	if p.s.sel.Len() != len(d.Forces) {
		t.Errorf("going back left %d Forces chosen, want the %d", p.s.sel.Len(), len(d.Forces))
	}
	shotsAt(t, p, "move-loses-campaign-none") // no question over the map
	p.clickArea(rules.WestCoast)
	p.settle()
	shotsAt(t, p, "move-loses-campaign")
	p.key(ebiten.KeyEnter)
	p.settle()
	for _, id := range d.Forces {
		if f := p.g().Force(id); f.Area != rules.WestCoast {
			t.Errorf("after Move anyway %s is in %s", p.g().Name(id), f.Area)
		}
	}
	// A move that loses nothing is made at once.
	p2 := newPlayer(t, 2)
	toMovement(t, p2)
	p2.hawaiiShipsTo("Samoa")
	if p2.s.confirm != nil {
		t.Error("a move that loses nothing was asked")
	}
}
