package rules

import (
	"encoding/json"
	"slices"
)

// ID is the unit's ID: its Force's, or for a Carrier-Based Aircraft its
// carrier's with its type and number ("US:Enterprise/SBD#1").
func (u *Unit) ID() string { return u.id }

// Side is the side the unit fights for.
func (u *Unit) Side() Side { return u.side }

// Counter is the unit's counter: its Force's, or a Carrier-Based Aircraft's
// aircraft type.
func (u *Unit) Counter() string { return u.counter }

// CBA reports whether the unit is a Carrier-Based Aircraft.
func (u *Unit) CBA() bool { return u.cba }

// As returns a copy of the unit with the identity given: its ID, side,
// counter and whether it is a Carrier-Based Aircraft, for setting up a
// Battle Sheet before the engine plays it, as At does for its place.
func (u Unit) As(id string, side Side, counter string, cba bool) Unit {
	u.id, u.side, u.counter, u.cba = id, side, counter, cba
	u.sc, u.ct, u.cls, u.force = 0, nil, 0, 0 // what they cached was another's
	return u
}

// Pos is where the unit stands on the Battle Sheet: a Ship's zone; an
// aircraft's zone while in the air ("" while on its carrier or airfield);
// Infantry's Foxholes, Beach or Transport.
func (u *Unit) Pos() string { return u.pos }

// Damaged reports whether the unit is Damaged.
func (u *Unit) Damaged() bool { return u.damaged }

// Lost reports whether the unit is lost (off the Battle Sheet).
func (u *Unit) Lost() bool { return u.lost }

// At returns a copy of the unit standing at pos, for setting up a Battle
// Sheet before the engine plays it (a test's position, a fixture). A unit of
// a battle being played moves only through the engine, which keeps the
// battle's indexes current.
func (u Unit) At(pos string) Unit {
	u.pos = pos
	return u
}

// WithHits returns a copy of the unit Damaged or lost as told, as At does
// for its place.
func (u Unit) WithHits(damaged, lost bool) Unit {
	u.damaged, u.lost = damaged, lost
	return u
}

// unitJSON is a Unit as saves carry it: the fields the engine keeps
// unexported under the names saves have always used. A test checks that it
// lists every saved field of Unit (TestUnitJSONFields).
type unitJSON struct {
	ID       string `json:"id"`
	Side     Side   `json:"side"`
	Counter  string `json:"counter"`
	CBA      bool   `json:"cba,omitempty"`
	Carrier  string `json:"carrier,omitempty"`
	Pos      string `json:"pos,omitempty"`
	Damaged  bool   `json:"damaged,omitempty"`
	Lost     bool   `json:"lost,omitempty"`
	Capacity int    `json:"capacity,omitempty"`
	Sat      bool   `json:"sat,omitempty"`
	Moved    bool   `json:"moved,omitempty"`
	Order    int    `json:"order"`
}

// MarshalJSON saves the unit as saves have always carried it.
func (u Unit) MarshalJSON() ([]byte, error) {
	return json.Marshal(unitJSON{ID: u.id, Side: u.side, Counter: u.counter, CBA: u.cba, Carrier: u.Carrier,
		Pos: u.pos, Damaged: u.damaged, Lost: u.lost, Capacity: u.Capacity, Sat: u.Sat, Moved: u.Moved, Order: u.Order})
}

// UnmarshalJSON loads a unit as MarshalJSON saves it. The caches are left
// empty, to be found again (readyUnits).
func (u *Unit) UnmarshalJSON(b []byte) error {
	var j unitJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*u = Unit{id: j.ID, side: j.Side, counter: j.Counter, cba: j.CBA, Carrier: j.Carrier,
		pos: j.Pos, damaged: j.Damaged, lost: j.Lost, Capacity: j.Capacity, Sat: j.Sat, Moved: j.Moved, Order: j.Order}
	return nil
}

// unitRef names a battle unit by its place in Battle.Units. The engine's
// lists and indexes of units (by side, by kind, by area; a Hit's targets)
// hold these rather than IDs or pointers: a unit keeps its place for the
// whole battle (units are added only at the end, and removed only with
// unitsChanged), and a copy of the battle keeps the same places.
type unitRef int32

// sheetUnit names the unit a battle task or a Hit pool is about: 1 + its
// place in Battle.Units, 0 for none, so that a task made without one names
// none. Saves name the unit by its ID (battleJSON).
type sheetUnit int32

// sheetUnitOf is the sheetUnit naming the unit at place r.
func sheetUnitOf(r unitRef) sheetUnit { return sheetUnit(r + 1) }

// at is the unit a sheetUnit names, or nil for none.
func (b *Battle) at(s sheetUnit) *Unit {
	if s <= 0 || int(s) > len(b.Units) {
		return nil
	}
	return &b.Units[s-1]
}

// id is the ID of the unit a sheetUnit names, "" for none.
func (b *Battle) id(s sheetUnit) string {
	if u := b.at(s); u != nil {
		return u.id
	}
	return ""
}

// refOf is the place in Units of u, a unit of this battle. The engine
// numbers a unit by its place as it adds it (Order), and removes units but
// never moves one later, so the search goes from its Order down and mostly
// stops at once; a Battle Sheet set up by hand may number its units
// otherwise, and the rest are looked at after. -1 for a unit not of this
// battle (its sheetUnit names none).
func (b *Battle) refOf(u *Unit) unitRef {
	from := min(u.Order, len(b.Units)-1)
	for i := from; i >= 0; i-- {
		if &b.Units[i] == u {
			return unitRef(i)
		}
	}
	for i := from + 1; i < len(b.Units); i++ {
		if &b.Units[i] == u {
			return unitRef(i)
		}
	}
	return -1
}

// sheetUnitByID is the sheetUnit of the unit with the ID, 0 for none.
func (b *Battle) sheetUnitByID(id string) sheetUnit {
	if id == "" {
		return 0
	}
	return sheetUnit(b.placeByID(id) + 1)
}

// removeUnit takes the unit at place r off the Battle Sheet (a US Submarine
// with no Japanese Ships to attack). The units after it move up one, and
// the tasks and Hit pools naming them follow; the indexes are made anew
// (unitsChanged).
func (b *Battle) removeUnit(r unitRef) {
	gone := sheetUnitOf(r)
	follow := func(s *sheetUnit) {
		switch {
		case *s == gone:
			*s = 0
		case *s > gone:
			*s--
		}
	}
	for i := range b.Tasks {
		follow(&b.Tasks[i].Unit)
		follow(&b.Tasks[i].Target)
	}
	for i := range b.Pools {
		follow(&b.Pools[i].Target)
	}
	b.Units = slices.Delete(b.Units, int(r), int(r)+1)
	b.unitsChanged()
}
