package rules

import (
	"reflect"
	"slices"
	"testing"
)

// The fields of Game and Battle, each with how a copy (Clone, CloneInto,
// Battle.clone, cloneInto, adoptRoom) treats it. A field added to either
// type and not listed here fails TestCloneKnowsEveryField: whoever adds it
// decides whether the copy carries it (state, copied deep) or it is working
// room (each copy has its own, never the original's), and makes clone,
// cloneInto and adoptRoom say so. TestCopiesShareNoMemory then checks that
// no copy shares the original's memory, whatever the fields.
var gameFields = map[string]string{
	"Format": "state", "Options": "state", "Year": "state", "Turn": "state",
	"Step": "state", "Dice": "state", "Forces": "state",
	"ReinforcementPoints": "state", "SupplyPoints": "state", "Resupply": "state",
	"Scouting": "state", "Airbases": "state", "Battles": "state", "Battle": "state",
	"Bombing": "state", "Stacks": "state", "PlayerLog": "state", "SetupHeld": "state",
	"PlanCup": "state", "PlansDrawn": "state", "Over": "state", "Evaluation": "state",
	"EndReason": "state", "Score": "state", "NextID": "state", "JapanChoices": "state",
	"data":  "shared: the campaign's data, read-only",
	"index": "room", "quiet": "setting", "ended": "room", "evChunk": "room", "notes": "room", "noteIDs": "room", "noteDice": "room",
	"rooms":    "room",
	"holdRoom": "room", "spare": "room", "board": "room", "checked": "room",
}

var battleFields = map[string]string{
	"Area": "state", "Turn": "state", "TurnsLeft": "state", "PlanDraws": "state",
	"Units": "state", "USAirfields": "state", "JPAirfields": "state",
	"USPoints": "state", "SupplySpent": "state", "USPlans": "state", "USUsed": "state",
	"Cup": "state", "JPDiscard": "state", "JPActive": "state", "JPSaved": "state",
	"JPUsed": "state", "ASWDone": "state", "Tasks": "state",
	"Pools": "state", "Ask": "state", "Options": "state", "USLost": "state",
	"JPLost": "state", "HitsInflicted": "state", "HitsTaken": "state",
	"taskBuf": "room", "scratch": "room", "listing": "room",
	"sides": "room", "kinds": "room", "unitsVer": "room", "readyAt": "room",
	"airMoves": "room", "air": "room", "shipMoves": "room", "fleets": "room",
	"flyNext": "room", "flyBuilt": "room", "optBuf": "room", "askBuf": "room",
	"askAt": "room", "tsBuf": "room", "cbaIDs": "room", "grpBuf": "room",
	"grpCarrier": "room", "tgtBuf": "room", "poolTgts": "room", "tgtFor": "room",
	"edits": "room", "tgtEdits": "room", "lastEdit": "room", "offered": "room",
}

// TestCloneKnowsEveryField: every field of Game and Battle is listed above,
// and every field listed still exists.
func TestCloneKnowsEveryField(t *testing.T) {
	for _, c := range []struct {
		typ    reflect.Type
		fields map[string]string
	}{{reflect.TypeFor[Game](), gameFields}, {reflect.TypeFor[Battle](), battleFields}} {
		seen := map[string]bool{}
		for f := range c.typ.Fields() {
			seen[f.Name] = true
			if c.fields[f.Name] == "" {
				t.Errorf("%s.%s is new: list it in clonefields_test.go as state or room, and copy it (or not) in clone, cloneInto and adoptRoom accordingly",
					c.typ.Name(), f.Name)
			}
		}
		for name := range c.fields {
			if !seen[name] {
				t.Errorf("%s.%s is listed in clonefields_test.go but is no field", c.typ.Name(), name)
			}
		}
	}
}

// TestCopiesShareNoMemory: a copy of a game, made by Clone or by CloneInto
// into the room of another copy, shares no list, map or pointer with the
// game copied (the battle odds play copies on while the game goes on): only
// the campaign's read-only data. The games copied are mid-battle, their
// working room in use.
func TestCopiesShareNoMemory(t *testing.T) {
	mid := func(seed uint64, n int, quiet bool) *Game {
		g := largeBattleGame(t, seed)
		g.SetQuiet(quiet)
		apply(t, g, Decision{Kind: DoChooseBattle, Area: "Midway Island"})
		playFirstOptions(t, g, n, nil)
		if g.Battle == nil {
			t.Fatalf("the battle ended within %d decisions", n)
		}
		return g
	}
	for _, src := range []struct {
		name string
		game *Game
	}{
		{"a quiet large battle after 25 decisions", mid(1, 25, true)},
		{"a large battle after 40 decisions", mid(2, 40, false)},
		{"a 1943 game after 30 decisions", func() *Game {
			g := newGame(t, Options{Year: 1943, Seed: 9})
			playFirstOptions(t, g, 30, nil)
			return g
		}()},
	} {
		g := src.game
		room := mid(3, 60, true)
		copies := map[string]*Game{
			"Clone":                        g.Clone(),
			"CloneInto another game":       g.CloneInto(room),
			"CloneInto a copy of the game": g.CloneInto(g.Clone()),
		}
		for how, c := range copies {
			for _, p := range sharedMemory(reflect.ValueOf(g).Elem(), reflect.ValueOf(c).Elem(), "Game", map[[2]uintptr]bool{}) {
				t.Errorf("%s, copied by %s: %s is shared with the original", src.name, how, p)
			}
		}
	}
}

// readOnly are the types the engine shares between games: the campaign's
// data, its counters and plans, never written once loaded.
var readOnly = []reflect.Type{
	reflect.TypeFor[*Campaign](), reflect.TypeFor[*Counter](), reflect.TypeFor[*Plans](),
}

// sharedMemory lists the paths at which a and b, of one type, hold the same
// memory: a slice's array, a map, a pointer (strings are immutable and not
// looked at). Decision.Plans, a list of one plan name shared read-only
// (planList), is not looked at either.
func sharedMemory(a, b reflect.Value, path string, seen map[[2]uintptr]bool) []string {
	var out []string
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return nil
		}
		if slices.Contains(readOnly, a.Type()) {
			return nil
		}
		if a.Pointer() == b.Pointer() {
			return []string{path}
		}
		k := [2]uintptr{a.Pointer(), b.Pointer()}
		if seen[k] {
			return nil
		}
		seen[k] = true
		return sharedMemory(a.Elem(), b.Elem(), path, seen)
	case reflect.Map:
		if !a.IsNil() && !b.IsNil() && a.Pointer() == b.Pointer() {
			return []string{path}
		}
	case reflect.Slice:
		if a.Cap() > 0 && b.Cap() > 0 && overlap(a, b) {
			return []string{path}
		}
		for i := range min(a.Len(), b.Len()) {
			out = append(out, sharedMemory(a.Index(i), b.Index(i), path+"[i]", seen)...)
			if len(out) > 0 {
				return out // one element says it
			}
		}
	case reflect.Array:
		for i := range a.Len() {
			out = append(out, sharedMemory(a.Index(i), b.Index(i), path+"[i]", seen)...)
		}
	case reflect.Struct:
		for i := range a.NumField() {
			f := a.Type().Field(i)
			if a.Type() == reflect.TypeFor[Decision]() && f.Name == "Plans" {
				continue
			}
			out = append(out, sharedMemory(a.Field(i), b.Field(i), path+"."+f.Name, seen)...)
		}
	}
	return out
}

// overlap reports whether two slices' arrays, to their capacity, overlap.
func overlap(a, b reflect.Value) bool {
	size := a.Type().Elem().Size()
	if size == 0 {
		return false
	}
	a0, b0 := a.Pointer(), b.Pointer()
	a1, b1 := a0+uintptr(a.Cap())*size, b0+uintptr(b.Cap())*size
	return a0 < b1 && b0 < a1
}
