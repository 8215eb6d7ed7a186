package rules

import (
	"runtime"
	"slices"
	"strconv"
	"testing"
)

// TestCopyKeepsListRooms: a game that played a battle to its end, its list
// of battles emptied, a stack drawn from and the Japanese plans drawn kept,
// serves as the room of the next copy of the game it was copied from
// (CloneInto, as the battle odds copy one game for every sample): the copy
// takes every list's memory from it, allocating nothing, and is the copy
// Clone makes.
func TestCopyKeepsListRooms(t *testing.T) {
	start := largeBattleGame(t, 1)
	start.SetQuiet(true)
	var g *Game
	for seed := uint64(1); seed <= 3; seed++ {
		g = start.CloneInto(g)
		g.Dice = NewDice(seed)
		apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
		playFirstOptions(t, g, 100000, func() bool { return g.Battle == nil })
	}
	if len(g.Battles) != 0 || g.Battles == nil && g.rooms.battles == nil {
		t.Fatalf("the battle played leaves battles %q, room %d", g.Battles, cap(g.rooms.battles))
	}
	// Counted once, as a copy after a battle makes it: testing.AllocsPerRun
	// would count a second copy, into the room of the first.
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	g = start.CloneInto(g)
	runtime.ReadMemStats(&after)
	if n := after.Mallocs - before.Mallocs; n != 0 {
		t.Errorf("a copy into the room of the last one allocates %d times, want none", n)
	}
	sameState(t, "a copy into the room of the last one", start.Clone(), g)
}

// TestListRooms: copyKept fills the larger of a list's two rooms and keeps
// the other, or, copying nil, keeps the larger; roomFor hands a list the
// larger room, emptied.
func TestListRooms(t *testing.T) {
	small, large := make([]string, 1, 2), make([]string, 3, 8)
	list, kept := copyKept(small, large, []string{"a", "b"})
	if !slices.Equal(list, []string{"a", "b"}) || cap(list) != 8 || cap(kept) != 2 || len(kept) != 0 {
		t.Errorf("copyKept(small, large): %q (room %d), kept room %d", list, cap(list), cap(kept))
	}
	list, kept = copyKept(small, large, nil)
	if list != nil || cap(kept) != 8 {
		t.Errorf("copyKept of nil: %q, kept room %d; want nil and the larger room", list, cap(kept))
	}
	if list, _ = copyKept(nil, nil, []string{}); list == nil || len(list) != 0 {
		t.Errorf("copyKept of an empty list: %#v, want an empty list", list)
	}
	room := large
	got := roomFor(small, &room)
	if len(got) != 0 || cap(got) != 8 || cap(room) != 2 {
		t.Errorf("roomFor(small): room %d, kept %d; want 8 and 2", cap(got), cap(room))
	}
}

// TestCopiesShareNoHoldRoom: the room a game works out Holding in at the end
// of a turn (holdMapNow) is its own: no copy shares it, for copies play on
// side by side (the battle odds' samples run in the background).
func TestCopiesShareNoHoldRoom(t *testing.T) {
	g := largeBattleGame(t, 1)
	g.SetQuiet(true)
	apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
	playFirstOptions(t, g, 100000, func() bool { return g.Battle == nil })
	if len(g.holdRoom.ctrl) == 0 {
		t.Fatal("the checks after the battle worked out no Holding")
	}
	other := largeBattleGame(t, 2)
	for what, c := range map[string]*Game{"Clone": g.Clone(), "CloneInto": g.CloneInto(other)} {
		if c.holdRoom.ctrl != nil && &c.holdRoom.ctrl[:1][0] == &g.holdRoom.ctrl[0] {
			t.Errorf("%s: the copy shares the game's room for Holding", what)
		}
		c.holdMapNow()
		if !slices.Equal(c.holdRoom.ctrl, g.holdRoom.ctrl) {
			t.Errorf("%s: the copy works out Holding otherwise", what)
		}
	}
}

// TestBattalionIDInCopiedRoom: "Freely use these counters as needed during a
// Campaign" (Japanese Battalions): a Battalion put into play when the box is
// empty is numbered from NextID, also in a copy of the game (CloneInto) whose
// room holds the Forces of the last copy after its own: the ID found there is
// used only when it is the one due, never otherwise.
func TestBattalionIDInCopiedRoom(t *testing.T) {
	start := newGame(t, Options{Seed: 1})
	for i := range start.Forces {
		if f := &start.Forces[i]; f.Where == InBattalionBox {
			f.Where, f.Area = OnMap, JapanArea // the box empty: a new one is made
		}
	}
	take := func(g *Game) *Force {
		t.Helper()
		id, ok := g.takeBattalion(JapanArea, false)
		if !ok {
			t.Fatal("no Battalion taken")
		}
		return g.Force(id)
	}
	first := start.CloneInto(start.Clone())
	made := take(first).ID // the string: the copy below takes first's room
	want := CounterKey(Japan, "Battalion") + "#" + strconv.Itoa(start.NextID+1)
	if made != want {
		t.Fatalf("a new Battalion is %q, want %q", made, want)
	}
	again := start.CloneInto(first) // first's Battalion stays in the room
	if got := take(again); got.ID != want {
		t.Errorf("in the room of a copy that made it: %q, want %q", got.ID, want)
	}
	other := start.Clone()
	other.NextID += 5 // its Battalion is another one
	take(other)
	third := start.CloneInto(other)
	if got := take(third); got.ID != want {
		t.Errorf("in the room of a copy that made %q: %q, want %q", other.Forces[len(start.Forces)].ID, got.ID, want)
	}
}
