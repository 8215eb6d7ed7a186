package campaign

import (
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/ui"
	"nimitz/sim"
)

// placeOf is the stack a Force is shown in on b's board, "" for none.
func placeOf(b *Board, id string) string {
	for k, fs := range b.s.board() {
		for _, f := range fs {
			if f.ID == id {
				return k.area
			}
		}
	}
	return ""
}

// TestBoardStopsAtAnEvent: a Board shown at one of a decision's events puts
// the Forces the later events move where they were before the decision,
// and shown at the end, where the game has them.
func TestBoardStopsAtAnEvent(t *testing.T) {
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", 5)
	if err != nil {
		t.Fatal(err)
	}
	// Play to a decision whose events move Japanese Forces twice or more.
	var before *rules.Game
	var evs []rules.Event
	var moves []int
	for len(moves) < 2 {
		if sess.Over() {
			t.Fatal("no decision moved Japanese Forces twice")
		}
		d, err := pol.Decide(sess.Game())
		if err != nil {
			t.Fatal(err)
		}
		before = sess.Game().Clone()
		if evs, err = sess.Apply(d); err != nil {
			t.Fatal(err)
		}
		moves = moves[:0]
		for i, e := range evs {
			if e.Kind == rules.EvJapaneseMove && len(e.Forces) > 0 && e.From != e.To {
				moves = append(moves, i)
			}
		}
	}
	b, err := NewBoard()
	if err != nil {
		t.Fatal(err)
	}
	first, last := evs[moves[0]], evs[moves[len(moves)-1]]
	if err := b.Show(sess, before, evs, moves[0]); err != nil {
		t.Fatal(err)
	}
	id := last.Forces[0]
	if got := placeOf(b, id); got != last.From {
		t.Fatalf("at the first move, %s (moved by a later event from %s) is shown in %q", id, last.From, got)
	}
	if got := placeOf(b, first.Forces[0]); got != "" {
		t.Fatalf("at its own move, %s is shown in the stack of %q, not sliding", first.Forces[0], got)
	}
	if err := b.Show(sess, before, evs, -1); err != nil {
		t.Fatal(err)
	}
	if got, want := placeOf(b, id), sess.Game().Force(id).Area; got != want {
		t.Fatalf("at the end of the decision, %s is shown in %q, the game has it in %q", id, got, want)
	}
}

// TestBoardMagnifiesTheStackHovered: the cursor over a stack of a Board
// magnifies it, as on the map; off the map, nothing is.
func TestBoardMagnifiesTheStackHovered(t *testing.T) {
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewBoard()
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Show(sess, nil, nil, -1); err != nil {
		t.Fatal(err)
	}
	var r ui.Rect
	for k := range b.s.board() {
		if isMapArea(b.s.g, k.area) {
			r = b.s.stackRectOf(k.area, k.side)
			break
		}
	}
	if !b.Hover(r.CX(), r.CY()) || !b.s.magnifying() {
		t.Fatal("hovering a stack does not magnify it")
	}
	if b.Hover(r.CX(), r.CY()) {
		t.Fatal("the same cursor asks for a new picture")
	}
	if !b.Hover(SideRect(designCanvas, 0).CX(), SideRect(designCanvas, 0).CY()) || b.s.magnifying() {
		t.Fatal("off the map a stack is still magnified")
	}
}
