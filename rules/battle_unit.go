package rules

import "encoding/json"

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
	return json.Marshal(unitJSON{ID: u.ID, Side: u.Side, Counter: u.Counter, CBA: u.CBA, Carrier: u.Carrier,
		Pos: u.pos, Damaged: u.damaged, Lost: u.lost, Capacity: u.Capacity, Sat: u.Sat, Moved: u.Moved, Order: u.Order})
}

// UnmarshalJSON loads a unit as MarshalJSON saves it. The caches are left
// empty, to be found again (readyUnits).
func (u *Unit) UnmarshalJSON(b []byte) error {
	var j unitJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return err
	}
	*u = Unit{ID: j.ID, Side: j.Side, Counter: j.Counter, CBA: j.CBA, Carrier: j.Carrier,
		pos: j.Pos, damaged: j.Damaged, lost: j.Lost, Capacity: j.Capacity, Sat: j.Sat, Moved: j.Moved, Order: j.Order}
	return nil
}

// unitRef names a battle unit by its place in Battle.Units. The engine's
// lists and indexes of units (by side, by kind, by area; a Hit's targets)
// hold these rather than IDs or pointers: a unit keeps its place for the
// whole battle (units are added only at the end, and removed only with
// unitsChanged), and a copy of the battle keeps the same places.
type unitRef int32
