package battle

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/menu"
)

// awaiting reports whether the board, drawn now, shows unit id under
// "Awaiting placement".
func (tr *tester) awaiting(id string) bool {
	for _, gr := range computeLayout(tr.s.g, tr.s.sh.b).groups {
		if gr.label != "Awaiting placement" {
			continue
		}
		for _, u := range gr.units {
			if u.ID == id {
				return true
			}
		}
	}
	return false
}

// TestPlacedShipLeavesAwaitingPlacement: once the log says a US Ship is
// placed, the board no longer draws it as awaiting placement, even while
// the events after it still play (bug 9).
func TestPlacedShipLeavesAwaitingPlacement(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.settle()
	p := tr.g().Pending()
	if p.Battle == nil || p.Battle.Kind != rules.AskPlaceShip {
		t.Fatalf("the battle asks %q, want a US Ship placed", p.Prompt)
	}
	id := p.Battle.Force
	if !tr.awaiting(id) {
		t.Fatalf("%s is not drawn awaiting placement before it is placed", id)
	}
	zone := p.Options[len(p.Options)-1].Zone
	checked := 0
	tr.everyTick = func() {
		logged := false
		for _, e := range tr.s.log {
			if e.Kind == rules.EvPlacement && strings.Contains(e.Text, "is placed in") && strings.Contains(e.Text, tr.s.g.Name(id)) {
				logged = true
			}
		}
		if logged && !tr.s.Settled() {
			checked++
			if tr.awaiting(id) {
				t.Fatalf("the log says %s is placed, and the board still draws it awaiting placement", id)
			}
		}
	}
	tr.clickZone(zone)
	tr.settle()
	if checked == 0 {
		t.Fatal("no frame showed the placement while later events played: the test saw nothing")
	}
	if tr.awaiting(id) {
		t.Errorf("%s is still awaiting placement after the events", id)
	}
}

// TestEscOnTheBoardOpensTheMenu: Esc with no aircraft selected opens the
// game menu over the board, and Esc there comes back to it (bug 11).
func TestEscOnTheBoardOpensTheMenu(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.settle()
	m, err := scenes.NewManager(scenes.Context{Input: tr.in}, tr.s, scenes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	press := func(k ebiten.Key) {
		t.Helper()
		tr.in.Key(k)
		for i := 0; i < 2; i++ {
			if err := m.Update(); err != nil {
				t.Fatal(err)
			}
			tr.in.EndTick()
		}
	}
	press(ebiten.KeyEscape)
	if mn, ok := m.Current().(*menu.Scene); !ok || mn.Under() != tr.s {
		t.Fatalf("Esc on the board shows %T", m.Current())
	}
	press(ebiten.KeyEscape)
	if m.Current() != tr.s {
		t.Fatalf("Esc in the menu shows %T, not the board", m.Current())
	}
}
