package rules

import (
	"fmt"
	"strings"
)

// Side is a nationality: the player's US (and Australian) Forces or Japan's.
type Side string

// The two sides.
const (
	US    Side = "US"
	Japan Side = "JP"
)

// Other returns the opposing side.
func (s Side) Other() Side {
	if s == US {
		return Japan
	}
	return US
}

// ForceType is a Force's military designation as printed on the counter.
type ForceType string

// The Force types of the game.
const (
	CV        ForceType = "CV"  // Fleet Carrier
	CVL       ForceType = "CVL" // Light Carrier
	CVE       ForceType = "CVE" // Escort Carrier
	BB        ForceType = "BB"  // Battleship
	CRU       ForceType = "CRU" // Cruiser
	DD        ForceType = "DD"  // Destroyer
	SS        ForceType = "SS"  // Submarine
	Inf       ForceType = "INF" // Army infantry division
	Marine    ForceType = "MAR" // US Marines
	Battalion ForceType = "BN"  // Battalion (value 0)
	LBA       ForceType = "LBA" // Land-Based Aircraft
	CarrierAC ForceType = "CBA" // Carrier-Based Aircraft, made for a battle only
)

// Kind is the broad class a rule speaks of: Ship, Infantry or Aircraft.
type Kind string

// The three kinds of Force (Force Descriptions).
const (
	KindShip     Kind = "Ship"
	KindInfantry Kind = "Infantry"
	KindAircraft Kind = "Aircraft"
)

// Kind returns the broad class of the type.
func (t ForceType) Kind() Kind {
	switch t {
	case Inf, Marine, Battalion:
		return KindInfantry
	case LBA, CarrierAC:
		return KindAircraft
	}
	return KindShip
}

// IsCarrier reports whether the type is an Aircraft Carrier (CV, CVL or CVE).
func (t ForceType) IsCarrier() bool { return t == CV || t == CVL || t == CVE }

// IsEscort reports whether the type is an escort ship (BB, CRU or DD).
func (t ForceType) IsEscort() bool { return t == BB || t == CRU || t == DD }

// Attack is one attack value with its optional Superior value: roll Value or lower
// for 1 Hit, Superior or lower for a second Hit. Value 0 means no such attack.
type Attack struct {
	Value    int `json:"v,omitempty"`
	Superior int `json:"s,omitempty"`
}

// Can reports whether the Force can make this attack at all.
func (a Attack) Can() bool { return a.Value > 0 }

// String prints the value the way counters.md writes it: 4[2], or — for none.
func (a Attack) String() string {
	if a.Value <= 0 {
		return "—"
	}
	if a.Value < attackTextMax && a.Superior < attackTextMax {
		// Every attack's event carries its value as text: read it from a
		// table rather than format it each time.
		return attackText[a.Value][max(a.Superior, 0)]
	}
	if a.Superior > 0 {
		return fmt.Sprintf("%d[%d]", a.Value, a.Superior)
	}
	return fmt.Sprintf("%d", a.Value)
}

// attackTextMax bounds the values in attackText: the printed values and
// the Japanese plans' bonuses stay well below it.
const attackTextMax = 32

// attackText is Attack.String of every value and Superior value below
// attackTextMax.
var attackText = func() (t [attackTextMax][attackTextMax]string) {
	for v := 1; v < attackTextMax; v++ {
		t[v][0] = fmt.Sprintf("%d", v)
		for s := 1; s < attackTextMax; s++ {
			t[v][s] = fmt.Sprintf("%d[%d]", v, s)
		}
	}
	return t
}()

// Values are the attack values printed on one side of a counter.
type Values struct {
	AAA         Attack `json:"aaa,omitempty"`
	Surface     Attack `json:"surface,omitempty"` // Ships: Surface; Submarines: Torpedo
	DepthCharge Attack `json:"dc,omitempty"`
	Dogfight    Attack `json:"dogfight,omitempty"`
	ShipAttack  Attack `json:"ship,omitempty"`   // Aircraft bombs against Ships (blue square)
	Ground      Attack `json:"ground,omitempty"` // Aircraft bombs and Infantry against Infantry and Airfields
}

// Counter is one Force counter's printed data, both sides.
type Counter struct {
	Name       string    `json:"name"`
	Side       Side      `json:"side"`
	Type       ForceType `json:"type"`
	Aircraft   string    `json:"aircraft,omitempty"` // aircraft type of an air unit, such as "B-17"
	Cost       int       `json:"cost"`               // the bracket cost: Hit allocation and purchase
	BuyCost    int       `json:"buy,omitempty"`      // carriers: the cost in parentheses
	Australian bool      `json:"aus,omitempty"`
	Full       Values    `json:"full"`
	Damaged    Values    `json:"damaged"`
	Note       string    `json:"note,omitempty"` // where a value comes from, when we authored it

	// key is the counter's key in the campaign's Counters or Aircraft (set
	// when the data is parsed): a Force or battle unit that caches its
	// counter checks the cache against it instead of looking the key up.
	key string
	// kind is Type.Kind(), set with key when the data is read: every scan
	// of the Forces asks it, and working it out compares strings.
	kind Kind
	// cls is classOf's bits with clsKnown, set with key (0: not set): the
	// battle's units read them for each new unit of every sample.
	cls unitClass
	// group is a carrier's Carrier Air Group (Campaign.prepareAirGroups);
	// nil for other counters.
	group *airGroup
}

// PurchaseCost is what the Force costs to buy: the cost in parentheses for
// Aircraft Carriers, the bracket cost otherwise (US Resupply).
func (c *Counter) PurchaseCost() int {
	if c.BuyCost > 0 {
		return c.BuyCost
	}
	return c.Cost
}

// RepairCost is half the Force's cost rounded down, minimum 1 (Repair Forces:
// "A Force costing 5 has a Repair cost of 2"; the Lexington repairs for 2).
func (c *Counter) RepairCost() int {
	r := c.PurchaseCost() / 2
	if r < 1 {
		r = 1
	}
	return r
}

// Kind is Type.Kind(), as the campaign data worked it out when it was read:
// policies ask it of every unit at every decision, and working it out
// compares strings.
func (c *Counter) Kind() Kind {
	if c.kind != "" {
		return c.kind
	}
	return c.Type.Kind()
}

// IsCarrier is Type.IsCarrier(), read from the class the campaign data
// worked out when it was read.
func (c *Counter) IsCarrier() bool {
	if c.cls != 0 {
		return c.cls&clsCarrier != 0
	}
	return c.Type.IsCarrier()
}

// IsBomber reports a Bomber: any aircraft with a bomb value, even with a Dogfight value.
func (c *Counter) IsBomber() bool {
	return c.Type.Kind() == KindAircraft && (c.Full.ShipAttack.Can() || c.Full.Ground.Can())
}

// IsFighter reports a Fighter: an aircraft with a Dogfight value and no bomb values.
func (c *Counter) IsFighter() bool {
	return c.Type.Kind() == KindAircraft && c.Full.Dogfight.Can() && !c.IsBomber()
}

// Label is the counter as a player reads it: "CV Lexington", "28th BG (B-17)".
func (c *Counter) Label() string {
	switch c.Type {
	case LBA, CarrierAC:
		if c.Aircraft != "" && c.Aircraft != c.Name {
			return c.Name + " (" + c.Aircraft + ")"
		}
		return c.Name
	case Inf, Marine, Battalion:
		return c.Name
	}
	// A name that already says its type ("CVE Gp 2") is not said twice.
	if strings.HasPrefix(c.Name, string(c.Type)+" ") {
		return c.Name
	}
	return string(c.Type) + " " + c.Name
}
