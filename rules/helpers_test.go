package rules

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

// newGame starts a 1942 campaign or fails the test.
func newGame(t testing.TB, opt Options) *Game {
	t.Helper()
	if opt.Year == 0 {
		opt.Year = 1942
	}
	g, _, err := NewGame(opt)
	if err != nil {
		t.Fatalf("NewGame: %v", err)
	}
	return g
}

// dieFor returns the dice that make Dice.Choose(n) pick option i.
func dieFor(n, i int) []int { return DiceToChoose(n, i) }

// pickDice returns the dice that make Game.pick choose want, in that order,
// from the candidates (none when every candidate is taken anyway).
func pickDice(cands, want []string) []int {
	if len(cands) <= len(want) {
		return nil
	}
	rest := slices.Clone(cands)
	var dice []int
	for _, w := range want {
		i := slices.Index(rest, w)
		if i < 0 {
			panic("pickDice: " + w + " is not a candidate")
		}
		dice = append(dice, dieFor(len(rest), i)...)
		rest = slices.Delete(rest, i, i+1)
	}
	return dice
}

// ids returns the IDs of Forces.
func ids(fs []*Force) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.ID
	}
	return out
}

// ofKind keeps the Forces of one kind.
func ofKind(g *Game, fs []*Force, k Kind) []*Force {
	var out []*Force
	for _, f := range fs {
		if g.Kind(f) == k {
			out = append(out, f)
		}
	}
	return out
}

// emptyBoard removes every Force from the map and the boxes, so a test can
// lay out exactly the position a rulebook example describes.
func emptyBoard(g *Game) {
	for i := range g.Forces {
		g.Forces[i] = Force{ID: g.Forces[i].ID, Counter: g.Forces[i].Counter, Side: g.Forces[i].Side, Where: Destroyed}
	}
	g.Stacks = Stacks{}
}

// put places a named counter in an area (a new one for Battalions) and
// returns it.
func put(t testing.TB, g *Game, side Side, name, area string) *Force {
	t.Helper()
	key := CounterKey(side, name)
	if g.data.Counters[key] != nil && g.data.Counters[key].Type != Battalion {
		if f := g.Force(key); f != nil {
			f.Where, f.Area, f.Damaged, f.OnTransport = OnMap, area, false, false
			return f
		}
	}
	f, err := g.newForce(side, name, OnMap, area)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// apply applies a decision or fails the test.
func apply(t testing.TB, g *Game, d Decision) []Event {
	t.Helper()
	evs, err := g.Apply(d)
	if err != nil {
		t.Fatalf("Apply(%+v): %v", d, err)
	}
	return evs
}

// mustRefuse checks that a decision is refused and changes nothing.
func mustRefuse(t testing.TB, g *Game, d Decision) *RuleError {
	t.Helper()
	return mustRefuseBy(t, g, fmt.Sprintf("Apply(%+v)", d), func() error {
		_, err := g.Apply(d)
		return err
	})
}

// mustRefuseBy checks that answering (what names it) is refused with a
// RuleError and changes nothing.
func mustRefuseBy(t testing.TB, g *Game, what string, answer func() error) *RuleError {
	t.Helper()
	before, _ := json.Marshal(g)
	err := answer()
	if err == nil {
		t.Fatalf("%s was accepted; it breaks the rules", what)
	}
	re, ok := err.(*RuleError)
	if !ok {
		t.Fatalf("%s: error %T %v is not a RuleError", what, err, err)
	}
	after, _ := json.Marshal(g)
	if string(before) != string(after) {
		t.Fatalf("%s was refused but changed the game", what)
	}
	return re
}

// eventsOf keeps the events of one kind.
func eventsOf(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// areaOf returns the area of a Force by ID.
func areaOf(t testing.TB, g *Game, id string) string {
	t.Helper()
	f := g.Force(id)
	if f == nil {
		t.Fatalf("no force %s", id)
	}
	return f.Area
}

const (
	usKey = "US:"
	jpKey = "JP:"
)
