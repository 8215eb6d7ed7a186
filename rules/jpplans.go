package rules

import "unsafe"

// jpPlan is a Japanese Battle Plan as a bit: every Japanese roll asks
// whether a plan acts (jpActs), and the answer comes from a set of bits
// rather than a search of the plan lists by name.
type jpPlan uint16

// The Japanese plans the engine asks about.
const (
	jpAirCombat jpPlan = 1 << iota
	jpArtillery
	jpAttackPlan
	jpCarrierAttack
	jpDamageControl
	jpDuration
	jpFirstLight
	jpInfantryCombat
	jpKamikaze
	jpNoContact
	jpScreeningShip
	jpShipCombat
	jpSubWarfare
)

// jpPlanBit is the bit of a plan named, or 0 for a plan the engine never
// asks about (Battalion).
func jpPlanBit(name string) jpPlan {
	switch name {
	case PlanAirCombat:
		return jpAirCombat
	case PlanArtillery:
		return jpArtillery
	case PlanAttackPlan:
		return jpAttackPlan
	case PlanCarrierAttack:
		return jpCarrierAttack
	case PlanDamageControl:
		return jpDamageControl
	case PlanDuration:
		return jpDuration
	case PlanFirstLight:
		return jpFirstLight
	case PlanInfantryCombat:
		return jpInfantryCombat
	case PlanKamikaze:
		return jpKamikaze
	case PlanNoContact:
		return jpNoContact
	case PlanScreeningShip:
		return jpScreeningShip
	case PlanShipCombat:
		return jpShipCombat
	case PlanSubWarfare:
		return jpSubWarfare
	}
	return 0
}

// jpPlanSet is the Japanese plans that act (jpActs) as bits, with the lists
// it was read from: it holds while JPActive and JPUsed are the same arrays
// at the same lengths, and jpVer has not moved on. Plans are only ever
// appended to the lists; where the engine empties one to fill it again it
// moves jpVer on (jpListsEmptied), since a list refilled to its old length
// in its old array looks unchanged.
type jpPlanSet struct {
	acts           jpPlan
	active, used   *string
	nActive, nUsed int
	ver            int
}

// listData is the address of a list's first element, nil for none.
func listData(l []string) *string { return unsafe.SliceData(l) }

// jpListsEmptied marks the plan bits stale: JPActive or JPUsed was emptied
// to be filled again in the same room.
func (b *Battle) jpListsEmptied() { b.jpVer++ }

// jpActs reports whether Japan drew the plan this Battle Turn and it still
// acts: in JPActive and not in JPUsed.
func (b *Battle) jpActs(plan jpPlan) bool { return b.jpActing()&plan != 0 }

// jpActing is the set of Japanese plans that act (jpActs).
func (b *Battle) jpActing() jpPlan {
	s := &b.jpPlans
	if s.nActive == len(b.JPActive) && s.nUsed == len(b.JPUsed) && s.ver == b.jpVer &&
		s.active == listData(b.JPActive) && s.used == listData(b.JPUsed) {
		return s.acts
	}
	return b.readJPPlans()
}

// readJPPlans reads the set of Japanese plans that act from the lists.
func (b *Battle) readJPPlans() jpPlan {
	var active, used jpPlan
	for _, name := range b.JPActive {
		active |= jpPlanBit(name)
	}
	for _, name := range b.JPUsed {
		used |= jpPlanBit(name)
	}
	b.jpPlans = jpPlanSet{acts: active &^ used, active: listData(b.JPActive), used: listData(b.JPUsed),
		nActive: len(b.JPActive), nUsed: len(b.JPUsed), ver: b.jpVer}
	return b.jpPlans.acts
}
