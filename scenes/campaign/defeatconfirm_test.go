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

// TestSendingToTheInvasionBoxThatLosesIsAsked: Forces sent to the 1945
// Japan Invasion box leave the Hawaiian Islands as a move does. The last US
// Forces there sent away with a Japanese Infantry in the Hawaiian Islands
// lose the campaign ("you must Destroy all the Japanese Forces during the
// first Battle Turn, or you immediately lose the Campaign"): asked first.
func TestSendingToTheInvasionBoxThatLosesIsAsked(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1945, Seed: 1})
	toMovement(t, p)
	// The position: three US Forces left in Hawaii, a Japanese Infantry there.
	left := 0
	for _, f := range p.g().In(rules.Hawaii, rules.US) {
		if left < 3 && len(p.g().MoveDestinations(f.ID)) > 0 {
			left++
			continue
		}
		f.Area = rules.WestCoast
	}
	for i := range p.g().Forces {
		if f := &p.g().Forces[i]; f.Side == rules.Japan && f.Where == rules.OnMap && p.g().Kind(f) == rules.KindInfantry {
			f.Area = rules.Hawaii
			break
		}
	}
	p.tick()
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	ids := p.s.specialMovers(boxInvasion)
	if len(ids) != left || left == 0 {
		t.Fatalf("%d of the %d Forces left in Hawaii may go to the Japan Invasion box", len(ids), left)
	}
	before, _ := json.Marshal(p.g())
	p.clickRect(p.s.lay.invasionSlot())
	p.settle()
	if p.s.confirm == nil {
		t.Fatal("sending the last US Forces from Hawaii, Japanese Forces there, was done without a question")
	}
	if after, _ := json.Marshal(p.g()); string(after) != string(before) {
		t.Fatal("asking changed the game")
	}
	if texts := drawnTexts(p); !strings.Contains(texts, "Japanese Forces stand in the Hawaiian Islands") || !strings.Contains(texts, "Send anyway") {
		t.Errorf("the question does not say why:\n%s", texts)
	}
	p.key(ebiten.KeyEnter)
	p.settle()
	for _, id := range ids {
		if f := p.g().Force(id); f.Where != rules.InInvasion {
			t.Errorf("after Send anyway %s is not in the Japan Invasion box", p.g().Name(id))
		}
	}
}
