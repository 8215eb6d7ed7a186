package rules

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"
)

// TestCloneIntoIsClone: a copy made in the memory of another game
// (CloneInto) is the copy Clone makes, and plays on exactly as it does,
// whatever the other game was, and without touching the game copied: in
// particular a battle being fought, copied into the room of another battle
// (the battle odds copy one for every sample).
func TestCloneIntoIsClone(t *testing.T) {
	// battleAfter is the large battle, quiet, after n decisions.
	battleAfter := func(seed uint64, n int) func() *Game {
		return func() *Game {
			g := largeBattleGame(t, seed)
			g.SetQuiet(true)
			apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
			playFirstOptions(t, g, n, nil)
			if g.Battle == nil {
				t.Fatalf("the battle ended within %d decisions", n)
			}
			return g
		}
	}
	loud := func() *Game {
		g := newGame(t, Options{Year: 1943, Seed: 9})
		playFirstOptions(t, g, 30, nil)
		return g
	}
	sources := map[string]func() *Game{
		"the large battle at its first question": battleAfter(1, 0),
		"the large battle after 19 decisions":    battleAfter(2, 19),
		"the large battle after 60 decisions":    battleAfter(3, 60),
		"a loud 1943 game after 30 decisions":    loud,
		"a loud large battle after 40 decisions": func() *Game {
			g := largeBattleGame(t, 4)
			apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
			playFirstOptions(t, g, 40, nil)
			return g
		},
	}
	rooms := map[string]func() *Game{
		"no game":                           func() *Game { return nil },
		"another large battle":              battleAfter(5, 45),
		"another large battle at its start": battleAfter(6, 0),
		"a loud 1943 game":                  loud,
		"a quiet game after the large battle": func() *Game {
			g := largeBattleGame(t, 7)
			g.SetQuiet(true)
			playFirstOptions(t, g, 100000, func() bool { return g.EndedBattle() != nil })
			return g
		},
	}
	for sname, source := range sources {
		for rname, room := range rooms {
			what := sname + " into " + rname
			src := source()
			before, err := json.Marshal(src)
			if err != nil {
				t.Fatal(err)
			}
			want := src.Clone()
			got := src.CloneInto(room())
			if got.Quiet() != src.Quiet() {
				t.Errorf("%s: quiet %v, want %v", what, got.Quiet(), src.Quiet())
			}
			sameState(t, what, want, got)
			playFirstOptions(t, want, 300, nil)
			playFirstOptions(t, got, 300, nil)
			sameState(t, what+", after 300 decisions", want, got)
			after, err := json.Marshal(src)
			if err != nil {
				t.Fatal(err)
			}
			if string(before) != string(after) {
				t.Errorf("%s: playing the copy changed the game copied", what)
			}
		}
	}
}

// TestUnitIndexesFollowTheUnits: the indexes of a Battle Sheet's units (by
// side, by kind) and where refOf finds them are brought up to date as units are added at the
// end of Units, and made anew when one is taken out (unitsChanged), as
// placeUSSub does: after each change they say what a look at every unit
// says.
func TestUnitIndexesFollowTheUnits(t *testing.T) {
	g := largeBattleGame(t, 1)
	g.SetQuiet(true)
	apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
	b := g.Battle
	check := func(when string) {
		t.Helper()
		for _, sc := range []uint8{scUS, scJapan} {
			var side []unitRef
			var kinds [7][]unitRef
			for i := range b.Units {
				u := &b.Units[i]
				if u.sideNo() != sc {
					continue
				}
				side = append(side, unitRef(i))
				for k, bit := range [...]unitClass{clsShip, clsAircraft, clsInfantry, clsLBA, clsCarrier, clsEscort, clsSub} {
					if g.class(u)&bit != 0 {
						kinds[k] = append(kinds[k], unitRef(i))
					}
				}
			}
			if got, _ := b.sideUnits(sc); !slices.Equal(got, side) {
				t.Errorf("%s: side %d's units at %v, want %v", when, sc, got, side)
			}
			for k := range kinds {
				if got, _ := g.kindPlaces(sc, k); !slices.Equal(got, kinds[k]) {
					t.Errorf("%s: side %d's units of kind %d at %v, want %v", when, sc, k, got, kinds[k])
				}
			}
		}
		for i := range b.Units {
			if r := b.refOf(&b.Units[i]); r != unitRef(i) {
				t.Errorf("%s: %s found at %d, want %d", when, b.Units[i].id, r, i)
			}
		}
	}
	check("at the first question")
	b.Units = slices.Grow(b.Units, 4) // added units leave the array where it is
	for i, from := range []int{0, len(b.Units) - 1} {
		u := b.Units[from]
		u.id = fmt.Sprintf("%s (added %d)", u.id, i)
		b.Units = append(b.Units, u)
		check(fmt.Sprintf("after %d added", i+1))
	}
	// One taken out and one added: as many units as before.
	b.Units = slices.Delete(b.Units, 1, 2)
	b.unitsChanged()
	b.Units = append(b.Units, b.Units[2])
	b.Units[len(b.Units)-1].id = "added after one taken out"
	check("after one taken out and one added")
	b.Units = slices.Delete(b.Units, 0, 1)
	b.unitsChanged()
	check("after one more taken out")
}

// TestSetUpUnitsCarryTheirCounters checks the counters the Battle Set-Up
// gives its units as it makes them (from their Forces and from the carriers'
// prepared Air Groups): each is the one the campaign data names by the
// unit's key, with the same class, as a lookup would find it.
func TestSetUpUnitsCarryTheirCounters(t *testing.T) {
	g := largeBattleGame(t, 1)
	if _, err := g.Apply(Decision{Kind: DoChooseBattle, Area: "Midway Island"}); err != nil {
		t.Fatal(err)
	}
	// The Air Groups join once the US Ships are placed.
	hasCBA := func() bool {
		return slices.ContainsFunc(g.Battle.Units, func(u Unit) bool { return u.cba })
	}
	for n := 0; g.Battle != nil && !hasCBA() && n < 100; n++ {
		if _, err := g.Apply(g.Pending().Options[0]); err != nil {
			t.Fatal(err)
		}
	}
	if g.Battle == nil {
		t.Fatal("the battle ended before the Air Groups were placed")
	}
	cba := 0
	for i := range g.Battle.Units {
		u := &g.Battle.Units[i]
		want := g.data.Counters[u.counter]
		if u.cba {
			want = g.data.Aircraft[u.counter]
			cba++
		}
		if want == nil {
			t.Fatalf("%s: no counter %q in the data", u.id, u.counter)
		}
		if u.ct != want || u.cls != classOf(want)|clsKnown {
			t.Errorf("%s: set up with counter %p class %b, the data's is %p class %b", u.id, u.ct, u.cls, want, classOf(want)|clsKnown)
		}
	}
	if cba == 0 {
		t.Fatal("no Carrier-Based Aircraft placed: the Air Groups are not checked")
	}
}
