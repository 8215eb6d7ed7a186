package rules

import (
	"fmt"
	"math/bits"
	"slices"
)

// The plan book: every Battle Plan counter as the engine plays it, one entry
// a plan. The counter's printed words (summary, rule text, cost) are its line
// in data/plans.json; its entry here says when it is played, what it asks
// and what it does, and the steps of the battle read their plans from these
// entries. Adding a plan is its name and bit below, its entry, its data line
// and its test (docs/architecture.md, "How to add a Battle Plan").

// The Battle Plans by name. Several names are printed on both a US and a
// Japanese counter (Artillery, Damage Control, First Light) with different
// effects: the side says which counter is meant.
const (
	PlanAAA            = "AAA"
	PlanAntiAircraft   = "Anti-Aircraft"
	PlanASW            = "ASW"
	PlanArtillery      = "Artillery"
	PlanBarrelRoll     = "Barrel Roll"
	PlanCharge         = "Charge"
	PlanDamageControl  = "Damage Control"
	PlanDivingAttack   = "Diving Attack"
	PlanEngaged        = "Engaged"
	PlanEnvelop        = "Envelop"
	PlanFirstLight     = "First Light"
	PlanFurball        = "Furball"
	PlanLeathernecks   = "Leathernecks"
	PlanRangingShots   = "Ranging Shots"
	PlanSeabees        = "Seabees"
	PlanSonar          = "Sonar"
	PlanAirCombat      = "Air Combat"
	PlanAttackPlan     = "Attack Plan"
	PlanCarrierAttack  = "Carrier Attack"
	PlanDuration       = "Duration"
	PlanInfantryCombat = "Infantry Combat"
	PlanBattalion      = "Battalion"
	PlanKamikaze       = "Kamikaze Attacks"
	PlanNoContact      = "No Contact"
	PlanScreeningShip  = "Screening Ship"
	PlanShipCombat     = "Ship Combat"
	PlanSubWarfare     = "Submarine Warfare"
)

// USPlan names a US Battle Plan counter by a bit: bit i is the plan at
// place i of usBook, and of the plans' data (Plans.Validate checks both).
// The battle's lists of US plans hold these; a set of plans is their bits
// together (heldSet). Saved by name (plan_ids.go).
type USPlan uint32

// The US plans as usPlan bits, in usBook's order.
const (
	usAAA USPlan = 1 << iota
	usAntiAircraft
	usASW
	usArtillery
	usBarrelRoll
	usCharge
	usDamageControl
	usDivingAttack
	usEngaged
	usEnvelop
	usFirstLight
	usFurball
	usLeathernecks
	usRangingShots
	usSeabees
	usSonar
)

// JPPlan names a Japanese Battle Plan counter by a bit: bit i is the plan
// at place i of jpBook and of the plans' data. The cup and the battle's
// lists of Japanese plans hold these; every Japanese roll asks which plans
// act (jpActing), a set of these. Saved by name (plan_ids.go).
type JPPlan uint16

// The Japanese plans as jpPlan bits, in jpBook's order.
const (
	jpAirCombat JPPlan = 1 << iota
	jpArtillery
	jpAttackPlan
	jpCarrierAttack
	jpDamageControl
	jpDuration
	jpFirstLight
	jpInfantryCombat
	jpBattalion
	jpKamikaze
	jpNoContact
	jpScreeningShip
	jpShipCombat
	jpSubWarfare
)

// planRule is one Battle Plan counter as the engine plays it.
type planRule struct {
	Name string
	Side Side
	// Cost is the US plan's Battle Plan Point cost as printed; the data's
	// cost must agree (Plans.Validate). Japanese plans are drawn, not bought.
	Cost int
	// When is when the rulebook lets the plan be played, and Sheet the step
	// of the Battle Turn Sequence that is ("" when it is played at the time
	// of a Hit or an attack, in whichever step that falls).
	When  string
	Sheet SheetStep
	// Asks is the question that offers a US plan (BattleAsk.Kind, with the
	// plan in BattleAsk.Plan); Japanese plans ask nothing.
	Asks BattleAskKind
	// Does is what it does, as the engine carries it out, and where.
	Does string

	// The effects the shared steps read from the entry.

	// ExtraHit lists the attacks whose success the plan adds 1 Hit to
	// (AskExtraHit); Reroll the attacks whose miss it rolls again
	// (AskReroll).
	ExtraHit attackSet
	Reroll   attackSet
	// StopRank orders the plans that stop a Hit (AskStopHit), offered the
	// narrowest first (rank 1); stops says whether the plan can stop this
	// Hit on u (nil for an Airfield, field).
	StopRank int
	stops    func(g *Game, p *hitPool, u *Unit, field bool) bool
	// Bonus is what a Japanese plan adds to the attacks it names while it
	// acts (attackFor).
	Bonus planBonus
	// answer carries out the answer to the plan's own question (Asks, when
	// it is not one of the shared ones above).
	answer func(g *Game, a *BattleAsk, d *Decision, evs *[]Event)
	// drawn is what a Japanese plan does as it is drawn (drawJapanesePlans):
	// void discards it without effect, with the reason.
	drawn func(g *Game, void func(plan JPPlan, why string), evs *[]Event)
}

// planBonus is what a Japanese plan adds to its attacks: Plus to the
// chance, and Superior to the Superior Attack value (an attack with none
// gets Superior). All means every attack, after the plan of its kind.
type planBonus struct {
	Kinds    attackSet
	All      bool
	Plus     int
	Superior int
}

// usBook is the US plans, in the rulebook's order (Select US Battle Plans).
var usBook = [...]planRule{
	{Name: PlanAAA, Side: US, Cost: 2, When: "when a Ship's AAA Attack Hits", Asks: AskExtraHit,
		Does:     "1 additional Hit on the Japanese aircraft in the area (roll, offerExtraHit)",
		ExtraHit: abAAA},
	{Name: PlanAntiAircraft, Side: US, Cost: 1, When: "during the AAA step", Sheet: SheetAAA, Asks: AskAntiAircraft,
		Does:   "an extra AAA Attack with the value of a US Ship in the area (askAntiAircraft)",
		answer: func(g *Game, a *BattleAsk, d *Decision, evs *[]Event) { g.combat().answerAntiAircraft(a, d, evs) }},
	{Name: PlanASW, Side: US, Cost: 3, When: "before the Submarines make their Surface Attacks", Sheet: SheetTorpedoes, Asks: AskASW,
		Does:   "the US Depth Charge Attacks rolled before the Torpedoes (torpedoes)",
		answer: func(g *Game, _ *BattleAsk, d *Decision, evs *[]Event) { g.combat().answerASW(d, evs) }},
	{Name: PlanArtillery, Side: US, Cost: 2, When: "during the Infantry Attack step, with an Infantry Ashore", Sheet: SheetInfantry, Asks: AskArtillery,
		Does:   "1 Hit as if by an Infantry (askArtillery)",
		answer: func(g *Game, _ *BattleAsk, d *Decision, evs *[]Event) { g.combat().answerArtillery(d, evs) }},
	{Name: PlanBarrelRoll, Side: US, Cost: 2, When: "at the time of a Dogfight or AAA Hit on a US aircraft", Asks: AskStopHit,
		Does:     "the Hit stopped (stopPlans)",
		StopRank: 3,
		stops: func(g *Game, p *hitPool, u *Unit, field bool) bool {
			return !field && u != nil && g.isAircraft(u) && (p.Kind == atkDogfight || p.Kind == atkAAA)
		}},
	{Name: PlanCharge, Side: US, Cost: 1, When: "during the Infantry step", Sheet: SheetInfantry, Asks: AskCharge,
		Does:   "an extra Infantry Attack with the value of a US Infantry in the Foxholes (askCharge)",
		answer: func(g *Game, a *BattleAsk, d *Decision, evs *[]Event) { g.combat().answerCharge(a, d, evs) }},
	{Name: PlanDamageControl, Side: US, Cost: 4, When: "at the time of a Hit on a US Force", Asks: AskStopHit,
		Does:     "the Hit stopped (stopPlans)",
		StopRank: 4,
		stops:    func(_ *Game, _ *hitPool, _ *Unit, field bool) bool { return !field }},
	{Name: PlanDivingAttack, Side: US, Cost: 3, When: "when an aircraft's Bombing Attack Hits", Asks: AskExtraHit,
		Does:     "1 additional Hit on the Forces in the area (roll, offerExtraHit)",
		ExtraHit: abBombShip | abBombLand},
	{Name: PlanEngaged, Side: US, Cost: 3, When: "at the end of a Battle Turn", Sheet: SheetAirfields, Asks: AskEngaged,
		Does:   "1 Battle Turn added to the battle or taken from it (endBattleTurn)",
		answer: func(g *Game, _ *BattleAsk, d *Decision, evs *[]Event) { g.turns().answerEngaged(d, evs) }},
	{Name: PlanEnvelop, Side: US, Cost: 1, When: "when a US Infantry's Attack misses", Asks: AskReroll,
		Does:   "the roll negated and rolled again (roll, offerReroll)",
		Reroll: abInfantry},
	{Name: PlanFirstLight, Side: US, Cost: 2, When: "at the start of a Battle Turn, on a roll of 7 or more", Sheet: SheetDraw, Asks: AskFirstLight,
		Does: "one carrier's aircraft attack before Japan moves; saved on a miss; both discarded when Japan draws First Light (usFirstLight)",
		answer: func(g *Game, _ *BattleAsk, d *Decision, evs *[]Event) {
			g.air().answerFirstLightCarrier(d.Force, evs)
		}},
	{Name: PlanFurball, Side: US, Cost: 1, When: "when an aircraft's Dogfight Attack Hits", Asks: AskExtraHit,
		Does:     "1 additional Hit on the Japanese aircraft in the area (roll, offerExtraHit)",
		ExtraHit: abDogfight},
	{Name: PlanLeathernecks, Side: US, Cost: 0, When: "at the time of a Hit on the Infantry Ashore or Airfields, with a Marine Ashore", Asks: AskStopHit,
		Does:     "the Hit stopped (stopPlans)",
		StopRank: 2,
		stops: func(g *Game, _ *hitPool, u *Unit, field bool) bool {
			return (field || (u != nil && g.isInfantry(u) && ashore(u))) && g.hits().marineAshore()
		}},
	{Name: PlanRangingShots, Side: US, Cost: 1, When: "when a Ship's Surface Attack Hits", Asks: AskExtraHit,
		Does:     "1 additional Hit on the Japanese Forces in the area (roll, offerExtraHit)",
		ExtraHit: abGuns | abSubGuns | abTorpedo},
	{Name: PlanSeabees, Side: US, Cost: 2, When: "at the time of a Hit on the US Airfields", Asks: AskStopHit,
		Does:     "the Hit stopped (stopPlans)",
		StopRank: 1,
		stops:    func(_ *Game, _ *hitPool, _ *Unit, field bool) bool { return field }},
	{Name: PlanSonar, Side: US, Cost: 1, When: "when a US Depth Charge or Torpedo Attack misses", Asks: AskReroll,
		Does: "the roll negated and rolled again (roll, offerReroll)",
		// A Submarine's Naval Guns are neither ("Depth Charge or Torpedo roll").
		Reroll: abTorpedo | abDepth},
}

// jpBook is the Japanese plans, in the rulebook's order (the draw cup). A
// plan drawn acts for the Battle Turn it is drawn in (JPActive), once for
// those that say so (JPUsed).
var jpBook = [...]planRule{
	{Name: PlanAirCombat, Side: Japan, When: "the Battle Turn drawn", Does: "+3 on Dogfight and Bomb rolls, Superior +2 (attackFor)",
		Bonus: planBonus{Kinds: abDogfight | abBombShip | abBombLand, Plus: 3, Superior: 2}},
	{Name: PlanArtillery, Side: Japan, When: "the Infantry Attack phase, with Japanese Infantry Ashore", Sheet: SheetInfantry,
		Does: "1 Hit on a US Infantry or Airfield (japaneseArtillery)"},
	{Name: PlanAttackPlan, Side: Japan, When: "the Battle Turn drawn", Does: "+1 on every Japanese attack (attackFor)",
		Bonus: planBonus{All: true, Plus: 1}},
	{Name: PlanCarrierAttack, Side: Japan, When: "the Battle Turn drawn", Sheet: SheetBombers,
		Does: "every Bomber group's Attack Area roll is a 10 (flyJapaneseGroups)"},
	{Name: PlanDamageControl, Side: Japan, When: "the first Hit on a Japanese Force in the Battle Turn", Does: "the Hit stopped (hitJapanese)"},
	{Name: PlanDuration, Side: Japan, When: "at the end of the Battle Turn", Sheet: SheetAirfields,
		Does: "1 Battle Turn more or less by the Forces on the Battle Sheet (endBattleTurn)"},
	{Name: PlanFirstLight, Side: Japan, When: "at once, as drawn", Sheet: SheetDraw,
		Does: "the Japanese carrier with the most aircraft attacks first with an Area roll of 10 (japaneseFirstLight)",
		drawn: func(g *Game, _ func(plan JPPlan, why string), evs *[]Event) {
			b := g.Battle
			if !b.holdsUS(usFirstLight) {
				return
			}
			b.JPUsed = append(b.JPUsed, jpFirstLight)
			b.USPlans = slices.DeleteFunc(b.USPlans, func(p USPlan) bool { return p == usFirstLight })
			b.USUsed = append(b.USUsed, usFirstLight)
			g.notePlan("", "Both sides hold First Light: both counters are discarded without effect.", "US Battle Plans: First Light", evs)
		}},
	{Name: PlanInfantryCombat, Side: Japan, When: "the Battle Turn drawn", Does: "+3 on Infantry rolls, Superior +2 (attackFor)",
		Bonus: planBonus{Kinds: abInfantry, Plus: 3, Superior: 2}},
	{Name: PlanBattalion, Side: Japan, When: "at once, as drawn", Sheet: SheetDraw,
		Does:  "a Battalion from the Battalion box to the Japanese Foxholes (drawBattalion)",
		drawn: func(g *Game, void func(plan JPPlan, why string), evs *[]Event) { g.turns().drawBattalion(void, evs) }},
	{Name: PlanKamikaze, Side: Japan, When: "the Battle Turn drawn, in the 1944 and 1945 Campaigns, with US Ships in the battle", Sheet: SheetBombers,
		Does: "Ship and Land-Based Bombers roll a 10 for their Attack Area, inflict 1 extra Hit on a Ship and are destroyed (kamikazeActive)",
		drawn: func(g *Game, void func(plan JPPlan, why string), _ *[]Event) {
			if g.Year < 1944 {
				void(jpKamikaze, fmt.Sprintf("it acts only in the 1944 and 1945 Campaigns, not in %d", g.Year))
			} else if g.countOf(US, kindShips, clsShip, nil) == 0 {
				void(jpKamikaze, "there are no US Ships in the battle")
			}
		}},
	{Name: PlanNoContact, Side: Japan, When: "the Battle Turn drawn", Sheet: SheetMoveUS,
		Does: "no US aircraft sent to the Japanese Ocean (askMoveUS)"},
	{Name: PlanScreeningShip, Side: Japan, When: "the first Hit on a Japanese carrier; saved until then", Does: "the Hit stopped (hitJapanese); a US Submarine in the Japanese Ocean does not attack (screened)",
		drawn: func(g *Game, void func(plan JPPlan, why string), _ *[]Event) {
			if g.countOf(Japan, kindCarriers, clsCarrier, nil) == 0 {
				void(jpScreeningShip, "Japan has no Aircraft Carrier")
			}
		}},
	{Name: PlanShipCombat, Side: Japan, When: "the Battle Turn drawn", Does: "+3 on AAA and Naval Gun rolls, Superior +2 (attackFor)",
		Bonus: planBonus{Kinds: abAAA | abGuns, Plus: 3, Superior: 2}},
	{Name: PlanSubWarfare, Side: Japan, When: "the Battle Turn drawn", Does: "+4 on Submarine and Depth Charge rolls, Superior +2 (attackFor)",
		// A Submarine's Naval Guns are a Submarine Attack, as its Torpedoes are.
		Bonus: planBonus{Kinds: abTorpedo | abSubGuns | abDepth, Plus: 4, Superior: 2}},
}

// usRule is the entry of the US plan named, or nil.
func usRule(name string) *planRule {
	if bit := usPlanOf(name); bit != 0 {
		return &usBook[bits.TrailingZeros32(uint32(bit))]
	}
	return nil
}

// bookEffects is what the book's entries act on, gathered from them once:
// the attacks some US plan adds a Hit to or rolls again, and for each
// attack (by its bit's place) the Japanese plans that add to it, those for
// every attack included. Every roll asks, most for nothing.
type bookEffects struct {
	extraKinds, rerollKinds attackSet
	jpBonus                 [16]JPPlan
}

// effects is the book's effects, gathered as the package starts (in init:
// the book's functions reach the code that reads them).
var effects bookEffects

func init() { effects = gatherEffects() }

func gatherEffects() bookEffects {
	var e bookEffects
	for _, r := range usBook {
		e.extraKinds |= r.ExtraHit
		e.rerollKinds |= r.Reroll
	}
	for i, r := range jpBook {
		for k := range e.jpBonus {
			if r.Bonus.Plus != 0 && (r.Bonus.All || r.Bonus.Kinds&(1<<k) != 0) {
				e.jpBonus[k] |= 1 << i
			}
		}
	}
	return e
}

// usPlanOf is the usPlan of a US plan's name; 0 for a name that is none.
// A switch rather than a search of the book: the plans held are looked up
// at nearly every attack, and Go compiles a switch on constant names
// to a few comparisons of words, where a search compares the names' bytes.
// TestPlanBookMatchesTheCounters checks it against the book.
func usPlanOf(name string) USPlan {
	switch name {
	case PlanAAA:
		return usAAA
	case PlanAntiAircraft:
		return usAntiAircraft
	case PlanASW:
		return usASW
	case PlanArtillery:
		return usArtillery
	case PlanBarrelRoll:
		return usBarrelRoll
	case PlanCharge:
		return usCharge
	case PlanDamageControl:
		return usDamageControl
	case PlanDivingAttack:
		return usDivingAttack
	case PlanEngaged:
		return usEngaged
	case PlanEnvelop:
		return usEnvelop
	case PlanFirstLight:
		return usFirstLight
	case PlanFurball:
		return usFurball
	case PlanLeathernecks:
		return usLeathernecks
	case PlanRangingShots:
		return usRangingShots
	case PlanSeabees:
		return usSeabees
	case PlanSonar:
		return usSonar
	}
	return 0
}

// jpPlanBit is the bit of a Japanese plan's name; 0 for a name that is none.
// A switch for the reason usPlanOf is one: every Japanese roll asks.
func jpPlanBit(name string) JPPlan {
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
	case PlanBattalion:
		return jpBattalion
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

// heldFor is the US plan held that acts on this attack's success (hits,
// ExtraHit) or miss (Reroll), or "". The plans held are few: they are read,
// rather than the book searched for the attack.
func (b *Battle) heldFor(kind string, hit bool) string {
	k := attackBit(kind)
	if hit && effects.extraKinds&k == 0 || !hit && effects.rerollKinds&k == 0 {
		return "" // no plan acts on this attack: the plans held need no look
	}
	for _, p := range b.USPlans {
		if r := p.rule(); hit && r.ExtraHit&k != 0 || !hit && r.Reroll&k != 0 {
			return r.Name
		}
	}
	return ""
}
