package rules

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// unitFields are the fields of Unit: "state" is saved (unitJSON lists it
// under its JSON name) and copied with the unit; "cache" is found again from
// the state (readyUnits, unitForce, sideNo) and never saved. A field added to
// Unit and not listed here fails TestUnitJSONFields.
var unitFields = map[string]string{
	"id": "id", "side": "side", "counter": "counter", "cba": "cba", "Carrier": "carrier",
	"pos": "pos", "damaged": "damaged", "lost": "lost", "Capacity": "capacity",
	"Sat": "sat", "Moved": "moved", "Order": "order",
	"ct": "cache", "cls": "cache", "force": "cache", "sc": "cache",
}

// TestUnitJSONFields: every field of Unit is listed in unitFields, and every
// saved one is in unitJSON under the name saves carry, so a field added to
// Unit cannot be left out of saves (or of MarshalJSON) unnoticed.
func TestUnitJSONFields(t *testing.T) {
	saved := map[string]bool{}
	for f := range reflect.TypeFor[unitJSON]().Fields() {
		saved[strings.Split(f.Tag.Get("json"), ",")[0]] = true
	}
	seen := map[string]bool{}
	for f := range reflect.TypeFor[Unit]().Fields() {
		seen[f.Name] = true
		switch name := unitFields[f.Name]; name {
		case "":
			t.Errorf("Unit.%s is new: list it in unitfields_test.go, and save it in unitJSON unless it is a cache", f.Name)
		case "cache":
		default:
			if !saved[name] {
				t.Errorf("Unit.%s is state but unitJSON does not save it as %q", f.Name, name)
			}
			delete(saved, name)
		}
	}
	for name := range unitFields {
		if !seen[name] {
			t.Errorf("Unit.%s is listed in unitfields_test.go but is no field", name)
		}
	}
	for name := range saved {
		t.Errorf("unitJSON saves %q, which no field of Unit holds", name)
	}
}

// TestUnitJSONRoundTrip: a unit with every saved field set comes back from
// its JSON as it was, in the JSON saves have always carried.
func TestUnitJSONRoundTrip(t *testing.T) {
	u := Unit{id: "US:Enterprise/SBD#3", side: US, counter: "US:SBD", cba: true, Carrier: "US:Enterprise",
		Capacity: 2, Sat: true, Moved: true, Order: 7}.At(ZoneCoastal).WithHits(true, true)
	b, err := json.Marshal(u)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"id":"US:Enterprise/SBD#3","side":"US","counter":"US:SBD","cba":true,"carrier":"US:Enterprise","pos":"Coastal","damaged":true,"lost":true,"capacity":2,"sat":true,"moved":true,"order":7}`
	if string(b) != want {
		t.Errorf("JSON %s, want %s", b, want)
	}
	var back Unit
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if back != u {
		t.Errorf("loaded %+v, want %+v", back, u)
	}
	if back.Pos() != ZoneCoastal || !back.Damaged() || !back.Lost() {
		t.Errorf("loaded at %q, Damaged %v, lost %v", back.Pos(), back.Damaged(), back.Lost())
	}
}
