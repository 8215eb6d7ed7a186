package rules

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

// jpActs reports whether Japan drew the plan this Battle Turn and it still
// acts: in JPActive and not in JPUsed.
func (b *Battle) jpActs(plan jpPlan) bool { return b.jpActing()&plan != 0 }

// jpActing is the set of Japanese plans that act (jpActs), read from the
// lists: a Battle Turn draws a few plans at most.
func (b *Battle) jpActing() jpPlan {
	var active, used jpPlan
	for _, name := range b.JPActive {
		active |= jpPlanBit(name)
	}
	for _, name := range b.JPUsed {
		used |= jpPlanBit(name)
	}
	return active &^ used
}
