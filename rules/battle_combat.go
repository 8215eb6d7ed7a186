package rules

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// battleCombat is the game seen from a battle's Combat step: the attack
// rolls of every kind, their values with the Battle Plans acting, the
// targets they may aim at, and the Infantry Advance. The methods of this
// file are its own; the state they change stays in Game and Battle.
type battleCombat struct{ *Game }

// combat is the game seen from the battle's Combat step (battleCombat).
func (g *Game) combat() battleCombat { return battleCombat{g} }

// Attack kinds: the value a roll uses and the Forces its Hits may strike.
const (
	atkDogfight = "dogfight"    // Dogfight value, against aircraft in the air
	atkAAA      = "aaa"         // AAA value, against aircraft in the air
	atkBombShip = "bomb-ship"   // Ship attack (blue square), against Ships
	atkBombLand = "bomb-ground" // Ground attack (brown square), against Infantry Ashore and Airfields
	atkTorpedo  = "torpedo"     // a Submarine's Surface value, against Ships
	atkDepth    = "dc"          // Depth Charge value, against one Submarine
	atkGuns     = "guns"        // Surface value from the Coastal Area, against Coastal Ships and the Island
	atkSubGuns  = "sub-guns"    // a Submarine's Surface value from the Coastal Area, against Coastal Ships only
	atkInfantry = "infantry"    // Infantry Ground value, against Infantry Ashore and Airfields
)

// attackSet is a set of attack kinds, a bit each: the plan book names the
// attacks a plan acts on by these, and a roll tests its own bit.
type attackSet uint16

// The attack kinds' bits.
const (
	abDogfight attackSet = 1 << iota
	abAAA
	abBombShip
	abBombLand
	abTorpedo
	abDepth
	abGuns
	abSubGuns
	abInfantry
)

// attackBit is an attack kind's bit; 0 for a name that is none.
func attackBit(kind string) attackSet {
	switch kind {
	case atkDogfight:
		return abDogfight
	case atkAAA:
		return abAAA
	case atkBombShip:
		return abBombShip
	case atkBombLand:
		return abBombLand
	case atkTorpedo:
		return abTorpedo
	case atkDepth:
		return abDepth
	case atkGuns:
		return abGuns
	case atkSubGuns:
		return abSubGuns
	case atkInfantry:
		return abInfantry
	}
	return 0
}

func attackRule(kind string) string {
	switch kind {
	case atkDogfight:
		return "Combat: Dogfight"
	case atkAAA:
		return "Combat: AAA"
	case atkBombShip, atkBombLand:
		return "Combat: Bomb Runs"
	case atkTorpedo:
		return "Combat: Torpedoes"
	case atkDepth:
		return "Combat: Depth Charges"
	case atkGuns, atkSubGuns:
		return "Combat: Naval Guns"
	}
	return "Combat: Infantry"
}

// attackAllocRule is attackRule(kind) + "; " + ruleAllocate, as constants:
// the rule of every Hit, built once rather than for each.
func attackAllocRule(kind string) string {
	switch kind {
	case atkDogfight:
		return "Combat: Dogfight; " + ruleAllocate
	case atkAAA:
		return "Combat: AAA; " + ruleAllocate
	case atkBombShip, atkBombLand:
		return "Combat: Bomb Runs; " + ruleAllocate
	case atkTorpedo:
		return "Combat: Torpedoes; " + ruleAllocate
	case atkDepth:
		return "Combat: Depth Charges; " + ruleAllocate
	case atkGuns, atkSubGuns:
		return "Combat: Naval Guns; " + ruleAllocate
	}
	return "Combat: Infantry; " + ruleAllocate
}

// The attack rolls as Event.Attack names them (EvAttack): what a screen
// switches on to show or sound an attack, never the event's Text.
const (
	AttackDogfight    = "Dogfight"
	AttackAAA         = "AAA"
	AttackBombsShips  = "Bombs vs Ships"
	AttackBombsGround = "Bombs vs Ground"
	AttackTorpedo     = "Torpedo"
	AttackDepthCharge = "Depth Charge"
	AttackNavalGuns   = "Naval Guns"
	AttackInfantry    = "Infantry Attack"
)

func attackLabel(kind string) string {
	switch kind {
	case atkDogfight:
		return AttackDogfight
	case atkAAA:
		return AttackAAA
	case atkBombShip:
		return AttackBombsShips
	case atkBombLand:
		return AttackBombsGround
	case atkTorpedo:
		return AttackTorpedo
	case atkDepth:
		return AttackDepthCharge
	case atkGuns, atkSubGuns:
		return AttackNavalGuns
	}
	return AttackInfantry
}

// attackDie rolls a unit's attack, a roll named "Torpedo: I-168": the
// name is made only when a test forces a named roll (Dice.ForceRoll), as
// every attack rolls.
func (g battleCombat) attackDie(u *Unit, kind string) int {
	if g.Dice.forcing() {
		return g.Dice.rollFor(Roll{Kind: RollKind(attackLabel(kind)), Of: g.rollName(u)})
	}
	return g.Dice.D10()
}

// rollName is how a named roll names a unit: its counter's name, and for
// a Carrier-Based Aircraft its carrier's ("F4F (CV Enterprise)").
func (g battleCombat) rollName(u *Unit) string {
	if u.cba {
		return g.unitName(u)
	}
	if c := g.cachedUnit(u); c != nil {
		return c.Name
	}
	return u.id
}

// attackFor returns the value a unit rolls for an attack kind, with the
// Japanese Battle Plans that change it (acts; base is the value before
// them). Most Japanese rolls have no plan acting for them: the plan book is
// read only when one acts.
func (g battleCombat) attackFor(u *Unit, kind string) (a, base Attack, acts JPPlan) {
	v := g.values(u)
	var bit attackSet
	switch kind {
	case atkDogfight:
		a, bit = v.Dogfight, abDogfight
	case atkAAA:
		a, bit = v.AAA, abAAA
	case atkBombShip:
		a, bit = v.ShipAttack, abBombShip
	case atkBombLand:
		a, bit = v.Ground, abBombLand
	case atkInfantry:
		a, bit = v.Ground, abInfantry
	case atkGuns:
		a, bit = v.Surface, abGuns
	case atkTorpedo:
		a, bit = v.Surface, abTorpedo
	case atkSubGuns:
		a, bit = v.Surface, abSubGuns
	case atkDepth:
		a, bit = v.DepthCharge, abDepth
	}
	if !a.Can() || u.sideNo() != scJapan {
		return a, a, 0
	}
	if bit == 0 {
		return a, a, 0
	}
	acts = g.Battle.jpActing() & effects.jpBonus[bits.TrailingZeros16(uint16(bit))]
	if acts == 0 {
		return a, a, 0
	}
	return jpAttack(a, bit, acts, nil), a, acts
}

// jpAttack is a Japanese attack a of a kind (its bit) with the plans acting
// (acts) that add to it (planBonus): the plan for its kind (Air, Ship or
// Infantry Combat, Submarine Warfare), then those for every attack (the
// Attack Plan). With mods, it lists what each plan adds, as the log says
// it. Apart from attackFor, which every roll runs.
func jpAttack(a Attack, kind attackSet, acts JPPlan, mods *[]Modifier) Attack {
	for _, all := range [2]bool{false, true} {
		for m := acts; m != 0; m &= m - 1 {
			r := &jpBook[bits.TrailingZeros16(uint16(m))]
			bonus := &r.Bonus
			if bonus.Plus == 0 || bonus.All != all || !all && bonus.Kinds&kind == 0 {
				continue
			}
			a.Value += bonus.Plus
			if all {
				if mods != nil {
					*mods = append(*mods, Modifier{Reason: fmt.Sprintf("%s (+%d)", r.Name, bonus.Plus), Value: bonus.Plus})
				}
				continue
			}
			if a.Superior > 0 {
				a.Superior += bonus.Superior
			} else {
				a.Superior = bonus.Superior
			}
			if mods != nil {
				*mods = append(*mods, Modifier{Reason: fmt.Sprintf("%s (+%d, Superior %d)", r.Name, bonus.Plus, a.Superior), Value: bonus.Plus})
			}
		}
	}
	return a
}

// zonePlace is a Battle Sheet area's place in battleZones, or -1 for
// anywhere else.
func zonePlace(z string) int {
	switch z {
	case ZoneJapaneseOcean:
		return 0
	case ZoneIsland:
		return 1
	case ZoneCoastal:
		return 2
	case ZoneUSOcean:
		return 3
	}
	return -1
}

// zoneBit is a bit for each Battle Sheet area (none for anywhere else).
func zoneBit(z string) uint8 {
	if k := zonePlace(z); k >= 0 {
		return 1 << k
	}
	return 0
}

// rollTask is the task that rolls one attack.
func rollTask(b *Battle, u *Unit, kind, zone string) (t battleTask) {
	t.setRoll(b, u, kind, zone)
	return t
}

// setRoll makes t, empty, the task that rolls one attack. The steps gather
// their rolls, many a battle, with addTask(&ts).setRoll(b, ...): each is
// filled in where it stands rather than built aside and copied (addOption).
func (t *battleTask) setRoll(b *Battle, u *Unit, kind, zone string) {
	t.Op, t.Unit, t.Kind, t.Zone = taskRoll, sheetUnitOf(b.refOf(u)), kind, zone
}

// addTask appends an empty task to ts and returns it, to be filled in.
func addTask(ts *[]battleTask) *battleTask {
	*ts = append(*ts, battleTask{})
	return &(*ts)[len(*ts)-1]
}

// dogfight: in each area where both sides have aircraft in the air and one of
// them can dogfight, both sides roll, then the Hits are allocated.
func (g battleCombat) dogfight(evs *[]Event) {
	b := g.Battle
	ts := b.newTasks()
	// Each side's aircraft in the air, by area (zonePlace: battleZones'
	// order), read where they are listed: nothing moves them here.
	air := [2]*[4][]unitRef{g.airNow(scUS), g.airNow(scJapan)}
	for zp, z := range battleZones() {
		if len(air[0][zp]) == 0 || len(air[1][zp]) == 0 {
			continue // no dogfight without both sides in the air there
		}
		// The area's rolls go straight into ts, from first on.
		first := len(ts)
		for k := range air { // the US first, as the rolls go
			for _, i := range air[k][zp] {
				if u := &b.Units[i]; g.values(u).Dogfight.Can() {
					addTask(&ts).setRoll(b, u, atkDogfight, z)
				}
			}
		}
		if len(ts) > first {
			ts = append(ts, battleTask{Op: taskApply})
		}
	}
	b.pushTasks(ts)
}

// aaa: in each area with Ships, the Escorts' row fires, then the Carriers'
// row; there is no AAA over the Island. firstLight leaves out the
// Anti-Aircraft plan, which belongs to the AAA step.
func (g battleCombat) aaa(firstLight bool) {
	b := g.Battle
	ts := b.newTasks()
	usAir, jpAir := g.air().airZones()
	for _, z := range []string{ZoneJapaneseOcean, ZoneCoastal, ZoneUSOcean} {
		if (usAir|jpAir)&zoneBit(z) == 0 {
			continue
		}
		ts = append(ts, battleTask{Op: taskAAARow, Zone: z, Kind: "escort"}, battleTask{Op: taskAAARow, Zone: z, Kind: "carrier"})
		if !firstLight {
			ts = append(ts, battleTask{Op: taskAAAsk, Zone: z})
		}
	}
	b.pushTasks(ts)
}

// aaaRow rolls one row's AAA in an area: each enemy aircraft is attacked at
// most once by the row, so when the Ships outnumber the aircraft only the
// highest AAA ratings roll.
func (g battleCombat) aaaRow(zone string, carriers bool) {
	b := g.Battle
	ts := b.newTasks()
	// The aircraft in the air of each side, counted by area in one pass.
	air := [2][4]int{g.air().airCounts(scUS), g.air().airCounts(scJapan)}
	at := zonePlace(zone)
	for k, side := range []Side{US, Japan} {
		if at < 0 || air[1-k][at] == 0 {
			continue // no enemy aircraft in the air there: nothing to list
		}
		enemy := air[1-k][at]
		// A plain loop, not unitsOf's filter: this runs for every row of
		// every area. The carriers' row reads the side's few carriers, the
		// other row the Ships of the area.
		var places []unitRef
		rolls := clsEscort // the Ships of the row
		if carriers {
			rolls = clsCarrier
			places, _ = g.kindPlaces(sideCode(side), kindCarriers)
		} else {
			places = g.shipsAt(sideCode(side), zone)
		}
		out := b.scratch
		start := len(out)
		for _, i := range places {
			u := &b.Units[i]
			if u.lost || u.pos != zone {
				continue // most units: the counter need not be looked at
			}
			if g.class(u)&rolls != 0 && g.values(u).AAA.Can() {
				out = append(out, u)
			}
		}
		b.scratch = out
		ships := out[start:len(out):len(out)]
		bestFirst(ships, enemy, func(u *Unit) int { return g.values(u).AAA.Value })
		for i := 0; i < len(ships) && i < enemy; i++ {
			addTask(&ts).setRoll(b, ships[i], atkAAA, zone)
		}
	}
	if len(ts) > 0 {
		b.pushTasks(append(ts, battleTask{Op: taskApply}))
	}
}

// bestFirst puts first in units, in order, the k with the highest value,
// the earlier first at equal values: the first k of a stable sort, highest
// value first, without sorting the rest. The AAA and Depth Charge steps roll
// for as many Ships as there are targets, mostly far fewer than the Ships.
func bestFirst(units []*Unit, k int, value func(*Unit) int) {
	for i := 0; i < k && i < len(units); i++ {
		best, top := i, value(units[i])
		for j := i + 1; j < len(units); j++ {
			if v := value(units[j]); v > top {
				best, top = j, v
			}
		}
		// Shift, not swap: the others keep their order for the next pick.
		u := units[best]
		copy(units[i+1:best+1], units[i:best])
		units[i] = u
	}
}

// askAntiAircraft offers the US Anti-Aircraft plan after an area's AAA rows:
// an extra AAA roll with the value of any US Ship there.
func (g battleCombat) askAntiAircraft(zone string) {
	b := g.Battle
	if !b.holdsUS(usAntiAircraft) || g.air().airCount(Japan, zone) == 0 {
		return
	}
	ships := g.unitsOf(US, kindShips, 0, func(u *Unit) bool { return g.isShip(u) && u.pos == zone && g.values(u).AAA.Can() })
	if len(ships) == 0 {
		return
	}
	opts := b.newOptions()
	for _, s := range ships {
		o := addOption(&opts)
		o.Kind, o.Plans, o.Yes, o.Force = DoUsePlan, g.planList(PlanAntiAircraft), true, s.id
	}
	o := addOption(&opts)
	o.Kind, o.Plans = DoUsePlan, g.planList(PlanAntiAircraft)
	q := b.newAsk() // filled in where it stands, as the Hits' questions are
	q.Kind, q.Zone, q.Plan, q.AttackBy = AskAntiAircraft, zone, PlanAntiAircraft, US
	b.askIn(q, opts)
}

func (g battleCombat) answerAntiAircraft(a *BattleAsk, d *Decision, evs *[]Event) {
	if !d.Yes {
		return
	}
	u := g.Battle.unit(d.Force)
	if n := g.useUSPlan(PlanAntiAircraft, wordsAAA, evs); n != nil {
		n.unit, n.carrier, n.zone = u.id, u.Carrier, a.Zone
	}
	g.Battle.push(rollTask(g.Battle, u, atkAAA, a.Zone), battleTask{Op: taskApply})
}

// bombRuns: Bombers attack Ships with their Ship value in the Ocean and
// Coastal Areas, and Infantry and Airfields with their Ground value over the
// Island.
func (g battleCombat) bombRuns() {
	b := g.Battle
	ts := b.newTasks()
	// Each side's aircraft in the air, by area (zonePlace: battleZones'
	// order), read where they are listed: nothing moves them here.
	air := [2]*[4][]unitRef{g.airNow(scUS), g.airNow(scJapan)}
	for zp, z := range battleZones() {
		kind, land := atkBombShip, z == ZoneIsland
		if land {
			kind = atkBombLand
		}
		// The area's rolls go straight into ts, from first on.
		first := len(ts)
		for k, side := range []Side{US, Japan} {
			if len(air[k][zp]) == 0 || !g.hits().hasTarget(side.Other(), z, kind, 0) {
				continue // no aircraft of the side there, or nothing to bomb
			}
			for _, i := range air[k][zp] {
				// Whether it bombs is its counter's alone: Japan's plans
				// add to an attack it has (attackFor), never give one.
				u := &b.Units[i]
				if v := g.values(u); land && v.Ground.Can() || !land && v.ShipAttack.Can() {
					addTask(&ts).setRoll(b, u, kind, z)
				}
			}
		}
		if len(ts) > first {
			ts = append(ts, battleTask{Op: taskApply})
		}
	}
	b.pushTasks(ts)
}

// screened reports a US Submarine in the Japanese Ocean kept from attacking
// by the Japanese Screening Ship drawn this Battle Turn.
func (g battleCombat) screened(u *Unit) bool {
	b := g.Battle
	return u.side == US && g.isSub(u) && u.pos == ZoneJapaneseOcean && slices.Contains(b.JPActive, jpScreeningShip) &&
		g.countOf(Japan, kindCarriers, clsCarrier, nil) > 0
}

// torpedoes offers ASW first when it can act, then rolls the Submarines'
// attacks against Ships.
func (g battleCombat) torpedoes(evs *[]Event) {
	b := g.Battle
	if b.holdsUS(usASW) && len(g.depthChargeRolls(true)) > 0 && g.countOf(Japan, kindSubs, clsSub, nil) > 0 {
		q := b.newAsk() // filled in where it stands, as the Hits' questions are
		q.Kind, q.Plan, q.AttackBy = AskASW, PlanASW, US
		q.Prompt = "Torpedoes: use ASW to roll the US Depth Charge Attacks before the Submarines attack?"
		b.askIn(q, g.usePlanOptions(PlanASW))
		return
	}
	g.torpedoRolls(evs)
}

func (g battleCombat) answerASW(d *Decision, evs *[]Event) {
	b := g.Battle
	if d.Yes {
		g.useUSPlanSaying(PlanASW, "the US Depth Charges are rolled before the Torpedoes", evs)
		b.ASWDone = true
		b.push(battleTask{Op: taskDepthCharges, Flag: true}, battleTask{Op: taskTorpedoes})
		return
	}
	g.torpedoRolls(evs)
}

func (g battleCombat) torpedoRolls(evs *[]Event) {
	b := g.Battle
	ts := b.newTasks()
	// The areas where each side's Torpedoes have targets: nothing changes
	// them until the rolls are made.
	targets := [2]uint8{g.hits().shipTargetZones(Japan), g.hits().shipTargetZones(US)}
	for _, z := range battleZones() {
		// The area's rolls go straight into ts, from first on.
		first := len(ts)
		for k, side := range []Side{US, Japan} {
			if targets[k]&zoneBit(z) == 0 { // hasTarget(side.Other(), z, atkTorpedo, "")
				continue
			}
			for _, u := range g.shipsIn(side, z, true) {
				if g.screened(u) {
					g.notePlanSays(wordsScreened, evs).unit = u.id
					continue
				}
				addTask(&ts).setRoll(b, u, atkTorpedo, z)
			}
		}
		if len(ts) > first {
			ts = append(ts, battleTask{Op: taskApply})
		}
	}
	b.pushTasks(ts)
}

// shipsIn lists the side's Submarines (subs) or other Ships in zone, as
// unitsOf would with a filter, in a plain loop: the Torpedo, Depth Charge
// and Naval Gun steps ask it for every area.
func (g battleCombat) shipsIn(side Side, zone string, subs bool) []*Unit {
	b := g.Battle
	if _, ok := g.kindPlaces(sideCode(side), kindShips); !ok || b.listing {
		return g.unitsOf(side, kindShips, 0, func(u *Unit) bool { return g.isShip(u) && g.isSub(u) == subs && u.pos == zone })
	}
	var places []unitRef
	if subs {
		places, _ = g.kindPlaces(sideCode(side), kindSubs) // the few, not every Ship there
	} else {
		places = g.shipsAt(sideCode(side), zone)
	}
	units, out := b.Units, b.scratch
	start := len(out)
	for _, i := range places {
		if u := &units[i]; !u.lost && u.pos == zone && g.isSub(u) == subs {
			out = append(out, u)
		}
	}
	b.scratch = out
	return out[start:len(out):len(out)]
}

// depthChargeRolls lists the Depth Charge attacks: each Submarine is attacked
// once, by the enemy Ships and Submarines in its area with the best Depth
// Charge ratings. usOnly lists the US attacks alone (ASW).
func (g battleCombat) depthChargeRolls(usOnly bool) []battleTask {
	b := g.Battle
	// Which zones hold which side's Submarines, in one pass over the few
	// Submarines: most zones hold none, and need no closer look.
	var subZones [scOther + 1]uint8
	for _, sc := range [...]uint8{scUS, scJapan} {
		subs, _ := g.kindPlaces(sc, kindSubs)
		units := b.Units // read once, not for each unit
		for _, i := range subs {
			if u := &units[i]; !u.lost {
				subZones[sc] |= zoneBit(u.pos)
			}
		}
	}
	// The areas where each side rolls, worked out once: where the other
	// side's Submarines are, for the sides that roll now (the US alone for
	// ASW; after ASW, Japan alone).
	var attacks [2]uint8 // the US's, Japan's
	if usOnly || !b.ASWDone {
		attacks[0] = subZones[scJapan]
	}
	if !usOnly {
		attacks[1] = subZones[scUS]
	}
	ts := b.newTasks()
	for _, z := range battleZones() {
		bit := zoneBit(z)
		if (attacks[0]|attacks[1])&bit == 0 {
			continue
		}
		// The area's rolls go straight into ts, from first on.
		first := len(ts)
		for k, side := range [...]Side{US, Japan} {
			if attacks[k]&bit == 0 {
				continue
			}
			subs := g.shipsIn(side.Other(), z, true)
			if len(subs) == 0 {
				continue
			}
			// A plain loop over the Ships, not unitsOf's filter: this runs
			// for every area, twice a Battle Turn (screened lists nothing).
			out := b.scratch
			start := len(out)
			units := b.Units // read once, not for each unit
			for _, i := range g.shipsAt(sideCode(side), z) {
				// Only a Submarine may be screened: the Ships need no call.
				if u := &units[i]; !u.lost && u.pos == z && g.values(u).DepthCharge.Can() && !(g.isSub(u) && g.screened(u)) {
					out = append(out, u)
				}
			}
			b.scratch = out
			att := out[start:len(out):len(out)]
			bestFirst(att, len(subs), func(u *Unit) int { return g.values(u).DepthCharge.Value })
			for i := 0; i < len(att) && i < len(subs); i++ {
				t := addTask(&ts)
				t.setRoll(b, att[i], atkDepth, z)
				t.Target = sheetUnitOf(b.refOf(subs[i]))
			}
		}
		if len(ts) > first {
			ts = append(ts, battleTask{Op: taskApply})
		}
	}
	return ts
}

func (g battleCombat) depthCharges(usOnly bool) { g.Battle.push(g.depthChargeRolls(usOnly)...) }

// navalGuns: every Ship in the Coastal Area fires at enemy Coastal Ships and
// Island Forces; both sides roll, then the Hits are allocated. "Each Ship in
// the Coastal Area can Attack enemy Ships in the Coastal Area and enemy Island
// Forces ... Submarines can only Attack Ships": a Submarine there fires too,
// at Ships (Transports included) only.
func (g battleCombat) navalGuns() {
	b := g.Battle
	rolls := b.newTasks()
	for _, side := range []Side{US, Japan} {
		// A Submarine's guns hit Ships alone; the others' hit Ships first,
		// so with a Ship to hit they have a target too.
		subTarget := g.hits().hasTarget(side.Other(), ZoneCoastal, atkSubGuns, 0)
		gunTarget := subTarget || g.hits().hasTarget(side.Other(), ZoneCoastal, atkGuns, 0)
		if !gunTarget {
			continue
		}
		// The side's Ships in the Coastal Area, in one pass: the guns roll
		// in Battle Sheet order, the Ships' first, then the Submarines'.
		ships := b.scratch
		start := len(ships)
		for _, i := range g.shipsAt(sideCode(side), ZoneCoastal) {
			if u := &b.Units[i]; !u.lost && u.pos == ZoneCoastal && g.values(u).Surface.Can() {
				ships = append(ships, u)
			}
		}
		b.scratch = ships
		for _, sub := range []bool{false, true} {
			kind := atkGuns
			if sub {
				kind = atkSubGuns
				if !subTarget {
					break
				}
			}
			for _, u := range ships[start:] {
				if g.isSub(u) == sub {
					addTask(&rolls).setRoll(b, u, kind, ZoneCoastal)
				}
			}
		}
	}
	if len(rolls) > 0 {
		b.pushTasks(append(rolls, battleTask{Op: taskApply}))
	}
}

// infantry: only Infantry in the Foxholes attack, against Infantry Ashore and
// Airfields; then Charge, Artillery and the Japanese Artillery; then the Hits.
func (g battleCombat) infantry() {
	b := g.Battle
	ts := b.newTasks()
	for _, side := range []Side{US, Japan} {
		if !g.hits().hasTarget(side.Other(), ZoneIsland, atkInfantry, 0) {
			continue
		}
		for _, u := range g.unitsOf(side, kindInfantry, 0, func(u *Unit) bool { return g.isInfantry(u) && u.pos == PosFoxholes }) {
			if g.values(u).Ground.Can() {
				addTask(&ts).setRoll(b, u, atkInfantry, ZoneIsland)
			}
		}
	}
	ts = append(ts, battleTask{Op: taskChargeAsk}, battleTask{Op: taskArtilleryAsk}, battleTask{Op: taskJPArtillery}, battleTask{Op: taskApply})
	b.pushTasks(ts)
}

func (g battleCombat) askCharge() {
	b := g.Battle
	if !b.holdsUS(usCharge) || !g.hits().hasTarget(Japan, ZoneIsland, atkInfantry, 0) {
		return
	}
	inf := g.unitsOf(US, kindInfantry, 0, func(u *Unit) bool { return g.isInfantry(u) && u.pos == PosFoxholes && g.values(u).Ground.Can() })
	if len(inf) == 0 {
		return
	}
	opts := b.newOptions()
	for _, u := range inf {
		opts = append(opts, Decision{Kind: DoUsePlan, Plans: g.planList(PlanCharge), Yes: true, Force: u.id})
	}
	opts = append(opts, Decision{Kind: DoUsePlan, Plans: g.planList(PlanCharge)})
	b.ask(BattleAsk{Kind: AskCharge, Zone: ZoneIsland, Plan: PlanCharge, AttackBy: US,
		Prompt: "Infantry: use Charge to roll an extra Infantry Attack (with which Infantry's value)?"}, opts)
}

func (g battleCombat) answerCharge(a *BattleAsk, d *Decision, evs *[]Event) {
	if !d.Yes {
		return
	}
	u := g.Battle.unit(d.Force)
	if n := g.useUSPlan(PlanCharge, wordsCharge, evs); n != nil {
		n.unit, n.carrier = u.id, u.Carrier
	}
	g.Battle.push(rollTask(g.Battle, u, atkInfantry, ZoneIsland))
}

func (g battleCombat) askArtillery() {
	b := g.Battle
	if !b.holdsUS(usArtillery) || g.countOf(US, kindInfantry, 0, func(u *Unit) bool { return g.isInfantry(u) && ashore(u) }) == 0 ||
		!g.hits().hasTarget(Japan, ZoneIsland, atkInfantry, 0) {
		return
	}
	b.ask(BattleAsk{Kind: AskArtillery, Zone: ZoneIsland, Plan: PlanArtillery, AttackBy: US,
		Prompt: "Infantry: use Artillery to inflict 1 Hit as if by an Infantry?"},
		append(b.newOptions(), Decision{Kind: DoUsePlan, Plans: g.planList(PlanArtillery), Yes: true}, Decision{Kind: DoUsePlan, Plans: g.planList(PlanArtillery)}))
}

func (g battleCombat) answerArtillery(d *Decision, evs *[]Event) {
	if !d.Yes {
		return
	}
	b := g.Battle
	g.useUSPlanSaying(PlanArtillery, "1 Hit as if by an Infantry", evs)
	b.Pools[b.pool(Japan, ZoneIsland, atkInfantry, 0)].Hits++
	b.HitsInflicted++
}

// japaneseArtillery: with Infantry Ashore, Japan's Artillery gives the US 1
// Hit on an Infantry or Airfield.
func (g battleCombat) japaneseArtillery(evs *[]Event) {
	b := g.Battle
	if !b.jpActs(jpArtillery) {
		return
	}
	b.JPUsed = append(b.JPUsed, jpArtillery)
	rule := "Japanese Battle Plans: Artillery"
	if g.countOf(Japan, kindInfantry, 0, func(u *Unit) bool { return g.isInfantry(u) && ashore(u) }) == 0 {
		g.notePlan(Japan, "Japanese Artillery has no effect: Japan has no Infantry Ashore.", rule, evs)
		return
	}
	if !g.hits().hasTarget(US, ZoneIsland, atkInfantry, 0) {
		g.notePlan(Japan, "Japanese Artillery has no effect: the US has no Infantry Ashore or Airfields.", rule, evs)
		return
	}
	b.Pools[b.pool(US, ZoneIsland, atkInfantry, 0)].Hits++
	b.HitsInflicted++
	g.notePlan(Japan, "Japanese Artillery: the US takes 1 Hit to an Infantry or Airfield.", rule, evs).hits = 1
}

// beachAndTransport lists the side's Infantry on the Beach and on a
// Transport, in Battle Sheet order, in one pass over its Infantry.
func (g battleCombat) beachAndTransport(side Side) (beach, onTransport []*Unit) {
	b := g.Battle
	want := sideCode(side)
	// Those on a Transport wait on the stack until the Beach's list is
	// done: a few; beyond, the list moves to the heap.
	var trArr [16]*Unit
	tr := trArr[:0]
	scratch := b.scratch
	start := len(scratch)
	inf, _ := g.kindPlaces(want, kindInfantry) // its Infantry alone: side and class need no look
	for _, i := range inf {
		u := &b.Units[i]
		if u.lost {
			continue
		}
		switch u.pos {
		case PosBeach:
			scratch = append(scratch, u)
		case PosTransport:
			tr = append(tr, u)
		}
	}
	beach = scratch[start:len(scratch):len(scratch)]
	start = len(scratch)
	scratch = append(scratch, tr...)
	b.scratch = scratch
	return beach, scratch[start:len(scratch):len(scratch)]
}

// infantryAdvance moves Infantry from the Beach to the Foxholes, from a
// Transport to the Beach, and Marines from a Transport to the Foxholes.
func (g battleCombat) infantryAdvance(evs *[]Event) {
	for _, side := range []Side{US, Japan} {
		// Only Infantry stands on a Beach or a Transport: the Infantry alone
		// are looked at, once for both.
		beach, tr := g.beachAndTransport(side)
		if len(beach)+len(tr) == 0 {
			continue
		}
		for _, u := range beach {
			g.Battle.setPos(u, PosFoxholes)
		}
		for _, u := range tr {
			if f := g.unitForce(u); f != nil {
				f.OnTransport = false
			}
			if g.unitCounter(u).Type == Marine {
				g.Battle.setPos(u, PosFoxholes)
			} else {
				g.Battle.setPos(u, PosBeach)
			}
		}
		n := g.note(noteAdvance, evs)
		n.side, n.units, n.beach = side, g.noteUnits(beach), int16(len(beach))
		n.units.to = g.noteUnits(tr).to
	}
}

// advanceEvent is the Event of a side's Infantry Advance (noteAdvance):
// those on the Beach to the Foxholes, those on a Transport to the Beach,
// the Marines among them straight to the Foxholes.
func (g battleCombat) advanceEvent(n *note, e *Event) {
	ids := g.noteIDs[n.units.from:n.units.to]
	beach, tr := ids[:n.beach], ids[n.beach:]
	var parts, marines, others []string
	moves := make([]UnitMove, 0, len(ids))
	for _, id := range beach {
		moves = append(moves, UnitMove{id, PosFoxholes})
	}
	if len(beach) > 0 {
		parts = append(parts, fmt.Sprintf("%s from the Beach to the Foxholes", strings.Join(g.names(beach), ", ")))
	}
	for _, id := range tr {
		if g.unitCounter(g.Battle.unit(id)).Type == Marine {
			marines = append(marines, id)
			moves = append(moves, UnitMove{id, PosFoxholes})
		} else {
			others = append(others, id)
			moves = append(moves, UnitMove{id, PosBeach})
		}
	}
	if len(others) > 0 {
		parts = append(parts, fmt.Sprintf("%s from the Transport to the Beach", strings.Join(g.names(others), ", ")))
	}
	if len(marines) > 0 {
		parts = append(parts, fmt.Sprintf("%s (Marines) from the Transport straight to the Foxholes", strings.Join(g.names(marines), ", ")))
	}
	if len(tr) > 0 {
		parts = append(parts, "the Transport leaves the battle")
	}
	g.startEvent(e, EvInfantryAdvance, n.side, fmt.Sprintf("%s Infantry Advance: %s.", sideName(n.side), strings.Join(parts, "; ")), "Combat: Infantry Advance")
	e.Moves = moves
}

func sideName(s Side) string {
	if s == Japan {
		return "Japanese"
	}
	return "US"
}

// roll rolls one attack: 1 Hit at or under the value, a second at or under
// the Superior value. A US success may call for a plan adding a Hit; a US
// miss for a plan rolling it again. t is the task where it stood in the
// list (runTasks), the place the next push writes over: roll and what it
// calls read t only before anything that may push (destroyUnit, extraHit),
// after which roll reads it no more.
func (g battleCombat) roll(t *battleTask, evs *[]Event) {
	b := g.Battle
	u := b.at(t.Unit)
	if u == nil || u.lost {
		return
	}
	a, base, acts := g.attackFor(u, t.Kind)
	if !a.Can() {
		return
	}
	die := g.attackDie(u, t.Kind)
	hits := 0
	if die <= a.Value {
		hits = 1
		if a.Superior > 0 && die <= a.Superior {
			hits = 2
		}
	}
	kamikaze := u.side == Japan && t.Kind == atkBombShip && g.air().kamikazeActive()
	if kamikaze {
		hits++
	}
	pi := b.pool(u.side.Other(), t.Zone, t.Kind, t.Target)
	b.Pools[pi].Hits += hits
	b.HitsInflicted += hits
	n := g.note(noteAttack, evs)
	n.die, n.hits, n.again, n.kamikaze, n.acts, n.base = int8(die), int8(hits), t.Flag, kamikaze, acts, base
	n.unit, n.carrier, n.target, n.zone, n.attack = u.id, u.Carrier, b.id(t.Target), t.Zone, t.Kind
	if kamikaze {
		g.hits().destroyUnit(u, "Kamikaze Attack", evs)
	}
	if u.side != US {
		return
	}
	if len(b.USPlans) == 0 {
		return
	}
	// The plan held that acts on this success (ExtraHit) or miss (Reroll).
	plan := b.heldFor(t.Kind, hits > 0)
	switch {
	case plan == "":
	case hits > 0 && g.hits().hasTarget(Japan, t.Zone, t.Kind, t.Target):
		g.offerExtraHit(t, u, pi, plan, die, hits, evs)
	case hits == 0:
		g.offerReroll(t, u, plan, die)
	}
}

// offerExtraHit offers the plan held that adds a Hit to a US success (or,
// with Options.AutoPlans, uses it). Apart from roll, as is offerReroll, so
// that the code every roll runs stays compact.
func (g battleCombat) offerExtraHit(t *battleTask, u *Unit, pi int, plan string, die, hits int, evs *[]Event) {
	b := g.Battle
	if g.Options.AutoPlans {
		g.extraHit(pi, plan, u.id, evs)
		return
	}
	q := b.newAsk() // filled in where it stands, as the Hits' questions are
	q.Kind, q.Zone, q.Attacker, q.AttackBy, q.Die, q.Hits, q.Plan, q.Pool = AskExtraHit, t.Zone, u.id, US, die, hits, plan, pi
	b.askIn(q, g.usePlanOptions(plan))
}

// usePlanOptions are the options of a question whether to use a plan held:
// use it, or not. Filled in where they stand (addOption).
func (g battleCombat) usePlanOptions(plan string) []Decision {
	opts := g.Battle.newOptions()
	o := addOption(&opts)
	o.Kind, o.Plans, o.Yes = DoUsePlan, g.planList(plan), true
	o = addOption(&opts)
	o.Kind, o.Plans = DoUsePlan, g.planList(plan)
	return opts
}

// offerReroll offers the plan held that negates a US miss for a roll again.
func (g battleCombat) offerReroll(t *battleTask, u *Unit, plan string, die int) {
	b := g.Battle
	q := b.newAsk() // filled in where it stands, as the Hits' questions are
	q.Kind, q.Zone, q.Attacker, q.AttackBy, q.Die, q.Plan, q.Attack, q.Target = AskReroll, t.Zone, u.id, US, die, plan, t.Kind, b.id(t.Target)
	b.askIn(q, g.usePlanOptions(plan))
}

// attackEvent is the Event of an attack roll's note (noteAttack).
func (g battleCombat) attackEvent(n *note, e *Event) {
	b := g.Battle
	u := b.unit(n.unit)
	a := n.base
	var mods []Modifier
	if n.acts != 0 {
		a = jpAttack(a, attackBit(n.attack), n.acts, &mods)
	}
	if n.kamikaze {
		mods = append(mods, Modifier{Reason: PlanKamikaze + " (+1 Hit)", Value: 0})
	}
	die, hits := int(n.die), int(n.hits)
	against := ""
	if n.target != "" {
		against = " against " + g.unitName(b.unit(n.target))
	}
	var extra []string
	for _, m := range mods {
		extra = append(extra, m.Reason)
	}
	valueText := a.String()
	if len(extra) > 0 {
		valueText += " with " + strings.Join(extra, ", ")
	}
	result := "a miss"
	if hits > 0 {
		result = fmt.Sprintf("%d Hit(s)", hits)
	}
	if n.again {
		result += " (rolled again)"
	}
	g.startEvent(e, EvAttack, u.side, fmt.Sprintf("%s: %s %s %s%s: roll %d, %s.", n.zone, g.noteName(u, n.carrier), attackLabel(n.attack), valueText, against, die, result), attackRule(n.attack))
	e.Dice, e.Total, e.Modifiers, e.Zone, e.Forces, e.Hits = []int{die}, die, mods, n.zone, []string{u.id}, hits
	e.Row, e.Attack, e.Target = a.String(), attackLabel(n.attack), n.target
}

func (g battleCombat) extraHit(pool int, plan, attacker string, evs *[]Event) {
	b := g.Battle
	if n := g.useUSPlan(plan, wordsExtraHit, evs); n != nil {
		n.unit, n.carrier = attacker, b.unit(attacker).Carrier
	}
	b.Pools[pool].Hits++
	b.HitsInflicted++
}

// pool returns the index of the hit pool for a side, area and attack kind,
// adding it when new. There is one pool for each: the search goes from the
// last one made, which a step's rolls in an area mostly go to.
func (b *Battle) pool(side Side, zone, kind string, target sheetUnit) int {
	for i := len(b.Pools) - 1; i >= 0; i-- {
		if p := &b.Pools[i]; p.Zone == zone && p.Side == side && p.Kind == kind && p.Target == target {
			return i
		}
	}
	b.Pools = append(b.Pools, hitPool{Side: side, Zone: zone, Kind: kind, Target: target})
	return len(b.Pools) - 1
}
