package rules

import (
	"fmt"
	"slices"
	"strings"
)

// battleHits is the game seen from a battle's Hits: the pools of Hits an
// attack scores, their allocation to the Forces that may take them (the
// player's questions and Japan's order), the Battle Plans that stop one,
// and the Damage and losses they do. The methods of this file are its
// own; the state they change stays in Game and Battle.
type battleHits struct{ *Game }

// hits is the game seen from the battle's Hits (battleHits).
func (g *Game) hits() battleHits { return battleHits{g} }

const ruleAllocate = "Combat: Allocating Hits"

// transportValue ranks Infantry on a Transport after every Ship in the
// Coastal Area: a Transport is hit only when no other Ship can be (the
// rulebook's Transport example has "no other Japanese ships in the Coastal
// Area"; the Extended Example twice hits Cruisers before the Battalion on the
// Transport; docs/rulings.md).
const transportValue = 100

// target is one Force (or a side's Airfields) a Hit may strike. It names
// the unit by its place in Battle.Units, not its ID: no pointers, so sorting
// and copying the lists costs no write barriers.
type target struct {
	unit unitRef // the place in Battle.Units; -1 for the Airfields
	// rank is the target's Value, Damaged side and kind packed so that a
	// lower rank comes first (targetBefore compares one number where the
	// fields took up to three branches): the Value with its sign bit
	// flipped (unsigned order then is the signed order of every int32) in
	// bits 2 to 33, then a bit set for a Force not Damaged (a Damaged one
	// first), then a bit set for the Airfields (Forces first). See
	// targetRank.
	rank  uint64
	Order int
}

// targetRank packs a target's Value, Damaged side and kind into its rank.
func targetRank(value int32, damaged, airfield bool) uint64 {
	r := uint64(uint32(value)^1<<31) << 2
	if !damaged {
		r |= 2
	}
	if airfield {
		r |= 1
	}
	return r
}

// Value is the target's value: its counter's cost, raised on a Transport.
func (t *target) Value() int32 { return int32(uint32(t.rank>>2) ^ 1<<31) }

// Damaged reports whether the target is a Damaged Force.
func (t *target) Damaged() bool { return t.rank&2 == 0 }

// Airfield reports whether the target is the side's Airfields.
func (t *target) Airfield() bool { return t.rank&1 != 0 }

// setDamaged marks the target's Damaged side.
func (t *target) setDamaged(d bool) {
	if d {
		t.rank &^= 2
	} else {
		t.rank |= 2
	}
}

// id is the ID of the target's unit, or AirfieldTarget.
func (t *target) id(b *Battle) string {
	if t.unit < 0 {
		return AirfieldTarget
	}
	return b.Units[t.unit].id
}

// force is the target's unit, nil for the Airfields: the Hit's functions
// take the Force struck so, as it is nil in a target's unit.
func (t *target) force(b *Battle) *Unit {
	if t.unit < 0 {
		return nil
	}
	return &b.Units[t.unit]
}

// hitID is how options and questions name the Force a Hit strikes: its ID,
// or AirfieldTarget for nil.
func hitID(u *Unit) string {
	if u == nil {
		return AirfieldTarget
	}
	return u.id
}

// struck is the Force an answer to a question about a Hit of pool i names,
// as its option names it (hitID): one of the pool's targets (poolTargets),
// which the question offered, nil for the Airfields; ok is false when the
// ID is none of them.
func (g battleHits) struck(i int, id string) (u *Unit, ok bool) {
	b := g.Battle
	if i < 0 || i >= len(b.Pools) {
		return nil, false
	}
	ts := g.poolTargets(i, &b.Pools[i])
	for k := range ts {
		if ts[k].id(b) == id {
			return ts[k].force(b), true
		}
	}
	return nil, false
}

// targets lists the legal targets on side for a Hit of an attack kind in a
// zone, lowest value first; at equal value a Damaged Force first (Japan
// destroys one Force before damaging another), then Forces before Airfields,
// then Battle Sheet order. The list is the battle's room for it, valid until
// targets is called again.
func (g battleHits) targets(side Side, zone, kind string, sub sheetUnit) []target {
	b := g.Battle
	out := g.targetsIn(b.tgtBuf, side, zone, kind, sub)
	b.tgtBuf = out[:0]
	return out
}

// targetsIn is targets in the room of the list room, emptied: the targets
// of a pool's Hits are listed in the room they are kept in (poolTargets).
func (g battleHits) targetsIn(room []target, side Side, zone, kind string, sub sheetUnit) []target {
	out := g.walkTargets(side, zone, kind, sub, room[:0], false)
	// As much room again after the list: japaneseChoices puts its choices
	// there.
	out = slices.Grow(out, len(out))
	sortTargets(out)
	return out
}

// sortTargets sorts targets into their order (targetBefore): a stable
// insertion sort with the comparison in line. Every target differs in
// Battle Sheet order, so the order is one whatever the list's was; the
// lists are short and mostly in order.
func sortTargets(out []target) {
	for i := 1; i < len(out); i++ {
		if !targetBefore(&out[i], &out[i-1]) {
			continue // in place already, as most are
		}
		// The target taken out while those before it move up one, rather
		// than swapped down place by place.
		t := out[i]
		j := i
		for ; j > 0 && targetBefore(&t, &out[j-1]); j-- {
			out[j] = out[j-1]
		}
		out[j] = t
	}
}

// tgtKey is what Battle.poolTgts were found for: a pool (1 + its place; 0
// for none) and the units they were found among. The list is forgotten by
// setting pool to 0, as no key asked for has pool 0. A pool's place names
// the pool while the list lasts: the pools are emptied (taskClearPools) and
// made (a roll) only by tasks other than a Hit's, before which runTasks
// forgets the list, and a battle copied, loaded or begun starts without one.
type tgtKey struct {
	pool int
	at   indexKey
}

// poolTargets is targets for the next Hit of pool i. A pool's Hits are
// allocated one after another, and between them only those Hits change the
// Battle Sheet (runBattle and applyBattle forget the list before anything
// else): the list the last Hit found serves again, less the Forces it
// Destroyed and the Airfields it took, with the Damaged ones marked, in the
// same order as a new one. Mostly the last Hit changed one unit alone
// (noteEdit): only its place in the list is looked at.
func (g battleHits) poolTargets(i int, p *hitPool) []target {
	b := g.Battle
	k := tgtKey{pool: i + 1, at: b.unitsKey()}
	if b.tgtFor != k {
		b.poolTgts = g.targetsIn(b.poolTgts, p.Side, p.Zone, p.Kind, p.Target)
		b.tgtFor = k
	} else {
		switch {
		case b.edits == b.tgtEdits:
			// Nothing changed (a plan stopped the Hit).
		case b.edits == b.tgtEdits+1 && b.lastEdit != nil:
			b.poolTgts = b.retarget(b.poolTgts, b.lastEdit)
		default:
			b.poolTgts = b.allTargetsAgain(p)
		}
	}
	b.tgtEdits, b.lastEdit = b.edits, nil
	return b.poolTgts
}

// noteEdit records a change to u's Damaged or Lost (nil: to something
// else a Hit's targets depend on, the Airfields), for poolTargets. Changes
// to the same unit in a row count once.
func (b *Battle) noteEdit(u *Unit) {
	if u == nil || u != b.lastEdit {
		b.edits++
		b.lastEdit = u
	}
}

// retarget brings a list of targets up to date after a change to unit u
// alone: out of the list if it was lost; its Damaged side marked and the
// list in order again otherwise.
func (b *Battle) retarget(ts []target, u *Unit) []target {
	for k := range ts {
		t := &ts[k]
		if t.unit < 0 || &b.Units[t.unit] != u {
			continue
		}
		switch {
		case u.lost:
			return append(ts[:k], ts[k+1:]...)
		case t.Damaged() == u.damaged:
		case u.damaged:
			// Damaged goes before the others of its value.
			t.setDamaged(true)
			for j := k; j > 0 && targetBefore(&ts[j], &ts[j-1]); j-- {
				ts[j], ts[j-1] = ts[j-1], ts[j]
			}
		default:
			t.setDamaged(false)
			sortTargets(ts)
		}
		return ts
	}
	return ts // not a target: nothing to change
}

// allTargetsAgain brings pool p's list of targets up to date after any
// changes, looking at every target.
func (b *Battle) allTargetsAgain(p *hitPool) []target {
	ts := b.poolTgts[:0]
	// Taking targets out leaves the list in order; a target newly Damaged
	// goes before the others of its value, and is mostly the only change.
	flipped, damaged := 0, -1
	for _, t := range b.poolTgts {
		if t.unit < 0 {
			if b.airfields(p.Side) <= 0 {
				continue
			}
		} else {
			u := &b.Units[t.unit]
			if u.lost {
				continue
			}
			if t.Damaged() != u.damaged {
				flipped++
				damaged = len(ts)
				t.setDamaged(u.damaged)
			}
		}
		ts = append(ts, t)
	}
	switch {
	case flipped == 1 && ts[damaged].Damaged():
		for j := damaged; j > 0 && targetBefore(&ts[j], &ts[j-1]); j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	case flipped > 0:
		sortTargets(ts)
	}
	return ts
}

// targetBefore reports whether x comes strictly before y among targets.
func targetBefore(x, y *target) bool {
	if x.rank != y.rank {
		return x.rank < y.rank
	}
	return x.Order < y.Order
}

// hasTarget reports whether a Hit of an attack kind in a zone has any legal
// target on side: len(targets(...)) > 0 without building the list.
func (g battleHits) hasTarget(side Side, zone, kind string, sub sheetUnit) bool {
	var one [1]target
	return len(g.walkTargets(side, zone, kind, sub, one[:0], true)) > 0
}

// walkTargets appends to out every legal target of targets, unsorted, in
// Battle Sheet order by kind of target; first stops at the first found.
// Plain loops, not callbacks: it runs for every Hit and every attack.
func (g battleHits) walkTargets(side Side, zone, kind string, sub sheetUnit, out []target, first bool) []target {
	b := g.Battle
	want := sideCode(side)
	switch kind {
	case atkDogfight, atkAAA:
		if over, ok := g.air().airOver(want, zone); ok {
			// The side's aircraft in the air there, lost ones left out, in
			// Battle Sheet order: the AAA and Dogfight steps have mostly
			// listed them already, where the side's aircraft are many more.
			units := b.Units // read once, not for each unit
			for _, i := range over {
				out = append(out, g.targetOf(int(i), &units[i], 0))
				if first {
					return out
				}
			}
			return out
		}
		for _, i := range g.kindPlacesOf(want, kindAircraft) {
			u := &b.Units[i]
			if !u.lost && u.sideNo() == want && g.inAir(u, zone) {
				out = append(out, g.targetOf(int(i), u, 0))
				if first {
					return out
				}
			}
		}
	case atkBombShip, atkTorpedo:
		out = g.shipTargets(side, zone, out, first)
	case atkSubGuns:
		out = g.shipTargets(side, ZoneCoastal, out, first)
	case atkBombLand, atkInfantry:
		out = g.islandTargets(side, out, first)
	case atkGuns:
		out = g.shipTargets(side, ZoneCoastal, out, first)
		if first && len(out) > 0 {
			return out
		}
		out = g.islandTargets(side, out, first)
	case atkDepth:
		if u := b.at(sub); u != nil && !u.lost && u.side == side {
			out = append(out, g.targetOf(int(sub-1), u, 0))
		}
	}
	return out
}

// targetOf is the unit at place i of Battle.Units as a target, its value
// raised by extra.
func (g battleHits) targetOf(i int, u *Unit, extra int) target {
	return target{unit: unitRef(i), rank: targetRank(int32(g.unitCounter(u).Cost+extra), u.damaged, false), Order: u.Order}
}

// shipTargets appends the side's Ships in zone, then, in the Coastal Area,
// the Infantry on Transports.
func (g battleHits) shipTargets(side Side, zone string, out []target, first bool) []target {
	b := g.Battle
	// The side's lists of a kind hold its units of that kind alone, so a
	// unit's side and class need no look (every Hit on Ships and every
	// Ship attack asks this). Only the US and Japan have lists, and units.
	want := sideCode(side)
	if want != scUS && want != scJapan {
		return out
	}
	units := b.Units // read once, not for each unit
	for _, i := range g.shipsAt(want, zone) {
		u := &units[i]
		if shipTarget(u) && u.pos == zone {
			out = append(out, g.targetOf(int(i), u, 0))
			if first {
				return out
			}
		}
	}
	if zone == ZoneCoastal {
		for _, i := range g.kindPlacesOf(want, kindInfantry) {
			u := &units[i]
			if transportTarget(u) {
				out = append(out, g.targetOf(int(i), u, transportValue))
				if first {
					return out
				}
			}
		}
	}
	return out
}

// shipTarget reports whether u, one of a side's Ships (kindShips), is a
// Ship a Hit on Ships may strike in its area (shipTargets): any but a
// Submarine.
func shipTarget(u *Unit) bool {
	return !u.lost && u.cls&clsSub == 0
}

// transportTarget reports whether u, one of a side's Infantry
// (kindInfantry), is on a Transport, which a Hit on Ships in the Coastal
// Area may strike.
func transportTarget(u *Unit) bool {
	return !u.lost && u.pos == PosTransport
}

// shipTargetZones returns the areas (zoneBit) where a Hit on Ships has a
// target on side: hasTarget for a Ship attack in each area at once. The
// side's Ships are read where they are listed by area (fleetNow), up to
// the first that is a target in each: the Torpedoes ask it after the
// Ships are placed, where the lists mostly stand, and shipZones' pass
// over every Ship asked each one's area by its name.
func (g battleHits) shipTargetZones(side Side) uint8 {
	want := sideCode(side)
	if want != scUS && want != scJapan {
		return 0 // only the US and Japan have lists, and units
	}
	var zones uint8
	units := g.Battle.Units // read once, not for each unit
	for z, ships := range g.fleetNow(want) {
		for _, i := range ships {
			if shipTarget(&units[i]) {
				zones |= 1 << z
				break
			}
		}
	}
	if coastal := zoneBit(ZoneCoastal); zones&coastal == 0 && g.onTransport(want) {
		zones |= coastal
	}
	return zones
}

// onTransport reports whether Infantry of the side numbered want (scUS or
// scJapan) is on a Transport: a target of Hits on Ships in the Coastal
// Area.
func (g battleHits) onTransport(want uint8) bool {
	inf, _ := g.kindPlaces(want, kindInfantry)
	units := g.Battle.Units // read once, not for each unit
	for _, i := range inf {
		if transportTarget(&units[i]) {
			return true
		}
	}
	return false
}

// shipZones returns the areas (zoneBit) holding live Ships of the side
// numbered want, but for those of a class in except (clsSub: a Hit on Ships
// strikes no Submarine), with the Coastal Area when Infantry are on a
// Transport there. One pass over the side's Ships finds every area, and the
// Infantry are looked at only while the Coastal Area has no Ship: Ship
// placement asks it after every Ship placed, with the lists by area out of
// date (shipTargetZones reads them).
func (g battleHits) shipZones(want uint8, except unitClass) uint8 {
	// The side's lists of a kind hold its units of that kind alone, so a
	// unit's side and class need no look: a Ship's class is asked only
	// for except. Only the US and Japan have lists, and units.
	var zones uint8
	ships, ok := g.kindPlaces(want, kindShips)
	if !ok {
		return 0
	}
	units := g.Battle.Units // read once, not for each unit
	for _, i := range ships {
		if u := &units[i]; !u.lost && u.cls&except == 0 {
			zones |= zoneBit(u.pos)
		}
	}
	if coastal := zoneBit(ZoneCoastal); zones&coastal == 0 && g.onTransport(want) {
		zones |= coastal
	}
	return zones
}

// islandTargets appends the side's Infantry Ashore, when the enemy may hit
// it, then its Airfields.
func (g battleHits) islandTargets(side Side, out []target, first bool) []target {
	b := g.Battle
	// Whether the enemy may hit them is asked once Infantry is found
	// Ashore: often a side has none there, and the question looks at the
	// enemy's Infantry and Land-Based Aircraft. The side's list of
	// Infantry holds its Infantry alone, so a unit's side and class need
	// no look; only the US and Japan have lists, and units.
	asked, may := false, false
	inf, _ := g.kindPlaces(sideCode(side), kindInfantry)
	units := b.Units // read once, not for each unit
	for _, i := range inf {
		if u := &units[i]; !u.lost && ashore(u) {
			if !asked {
				asked, may = true, g.air().islandPresence(side.Other())
			}
			if !may {
				break
			}
			out = append(out, g.targetOf(int(i), u, 0))
			if first {
				return out
			}
		}
	}
	if b.airfields(side) > 0 {
		out = append(out, target{unit: -1, rank: targetRank(1, false, true), Order: len(b.Units)})
	}
	return out
}

func (b *Battle) airfields(side Side) int {
	if side == US {
		return b.USAirfields
	}
	return b.JPAirfields
}

// applyPools allocates the Hits of the attacks just rolled, one at a time:
// those on Japan first, where the player chooses among equally valid
// Japanese targets ("Solitaire Decisions"), unless the game makes Japan's
// equal choices (GameMakesTies), then those on the US, as the
// player chooses among the lowest-value targets.
func (g battleHits) applyPools(evs *[]Event) {
	// Each task pushed alone in front of the others (pushOne), the last
	// first, where a list of them gathered and pushed was copied twice
	// (mostly two or three tasks, at every allocation).
	*g.Battle.pushOne() = battleTask{Op: taskClearPools}
	g.pushAllocs(US)
	g.pushAllocs(Japan)
}

// pushAllocs pushes the allocation of the Hits of each pool on side that
// has any, in front of the tasks, in the order of the pools. Each pool is
// read in place, the Hits first (many pools have none).
func (g battleHits) pushAllocs(side Side) {
	b := g.Battle
	pools := b.Pools
	for i := len(pools) - 1; i >= 0; i-- {
		if p := &pools[i]; p.Hits > 0 && p.Side == side {
			*b.pushOne() = battleTask{Op: taskAlloc, Pool: i}
		}
	}
}

// allocateJapanese allocates the next Hit of a pool on Japan, among its
// legal targets ts (never empty): "Apply all Hits
// to the lowest cost Force in the Area you are attacking. When allocating
// Hits to Japanese Forces, apply a second Hit to Destroy one Force before
// allocating a Hit to Damage a new Force." Where that leaves more than one
// equally valid target the player chooses ("The next Hit will Damage the
// Destroyer Group of your choice"); the game's documented order decides when
// the game makes these ties (GameMakesTies).
func (g battleHits) allocateJapanese(i int, ts []target, evs *[]Event) {
	b := g.Battle
	// The pool read in place, as allocate reads it: only its
	// question reads it, before any Hit is struck.
	p := &b.Pools[i]
	// The documented order's choice is the first target: with the game
	// choosing, the others need no look.
	if g.GameMakesTies(AskAllocateHit) {
		g.hitJapanese(i, ts[0].force(b), evs)
		return
	}
	choices := g.japaneseChoices(ts)
	if len(choices) == 1 {
		g.hitJapanese(i, ts[0].force(b), evs)
		return
	}
	opts := b.newOptions()
	for _, t := range choices {
		addHitOption(&opts, t.id(b))
	}
	q := b.newAsk()
	q.Kind, q.Zone, q.Hits, q.Pool, q.AttackBy, q.Attacker = AskAllocateHit, p.Zone, p.Hits, i, US, p.Kind
	b.askIn(q, opts)
}

// japaneseChoices are the equally valid Japanese targets of the next Hit,
// from the legal ones in the engine's order: the lowest value; if a Force of
// that value is Damaged, only the Damaged ones (a Hit Destroys one Force
// before Damaging a new one) and the Airfields; Forces alike in every way
// (the same counter, side up, in the same place) count once.
func (g battleHits) japaneseChoices(ts []target) []target {
	// ts is in the engine's order: the lowest value first, and at that
	// value the Damaged Forces first. The rest need no look.
	low := ts[0].rank >> 2 // the Value's bits
	damaged := ts[0].Damaged()
	// The choices go after the targets in the same room (ts, which targets
	// returned, is not read again once they are known); the few seen are
	// compared one by one.
	b := g.Battle
	units := b.Units // read once, not for each target
	airfield := false
	// The choices so far, each standing for the Forces alike to it.
	out := ts[len(ts):]
	for k := range ts {
		t := &ts[k] // by address: a copy of each cost more than the look
		if t.rank>>2 != low {
			break
		}
		if damaged && !t.Damaged() && !t.Airfield() {
			continue
		}
		if t.Airfield() {
			if !airfield {
				airfield = true
				out = append(out, *t)
			}
			continue
		}
		if !anyAlike(units, out, &units[t.unit]) {
			out = append(out, *t)
		}
	}
	return out
}

// anyAlike reports whether a Force among the choices (targets in units) is
// alike to u in every way a Hit sees: the same counter, side up, in the
// same place, of the same carrier. One call looks at them all, the
// comparison in line.
func anyAlike(units []Unit, choices []target, u *Unit) bool {
	for k := range choices {
		if choices[k].unit < 0 {
			continue // the Airfields
		}
		x := &units[choices[k].unit]
		if x.damaged == u.damaged && x.counter == u.counter && x.pos == u.pos && x.Carrier == u.Carrier {
			return true
		}
	}
	return false
}

// hitJapanese applies the next Hit of a pool to the Japanese Force u (nil:
// the Airfields), then goes on with the pool's next Hit.
func (g battleHits) hitJapanese(i int, u *Unit, evs *[]Event) {
	b := g.Battle
	p := &b.Pools[i] // by address once: a Hit adds no pool
	p.Hits--
	g.applyHit(Japan, u, p, evs)
	if p.Hits > 0 {
		*b.pushOne() = battleTask{Op: taskAlloc, Pool: i}
	}
}

func (g battleHits) lostHits(p *hitPool, evs *[]Event) {
	n := g.note(noteNoTarget, evs)
	n.side, n.zone, n.attack, n.hits = p.Side, p.Zone, p.Kind, int8(p.Hits)
}

// allocate asks the player which US Force takes the next Hit of a pool: any of
// the lowest-value legal targets ("You may allocate Hits to your US Forces any
// way you like in order from lowest to highest value").
func (g battleHits) allocate(i int, evs *[]Event) {
	b := g.Battle
	// The pool read in place, not copied at every Hit: nothing
	// here adds a pool, and the Hits change only when the Hit is struck.
	p := &b.Pools[i]
	if p.Hits <= 0 {
		return
	}
	ts := g.poolTargets(i, p)
	if len(ts) == 0 {
		g.lostHits(p, evs)
		b.Pools[i].Hits = 0
		return
	}
	if p.Side == Japan {
		g.allocateJapanese(i, ts, evs)
		return
	}
	low := ts[0].rank >> 2 // the Value's bits
	if len(ts) == 1 || ts[1].rank>>2 != low {
		// A lowest-value target alone (a third of US Hits) takes the Hit
		// with no question: no option is built for it.
		g.hitUS(i, ts[0].force(b), evs)
		return
	}
	opts := b.newOptions()
	for k := range ts {
		t := &ts[k] // by address: a copy of each cost more than the look
		if t.rank>>2 != low {
			break // the lowest value first: the rest are higher
		}
		addHitOption(&opts, t.id(b))
	}
	q := b.newAsk()
	q.Kind, q.Zone, q.Hits, q.Pool, q.AttackBy, q.Attacker = AskAllocateHit, p.Zone, p.Hits, i, Japan, p.Kind
	b.askIn(q, opts)
}

// addHitOption appends to a Hit question's options the Hit on the Force id.
func addHitOption(opts *[]Decision, id string) {
	o := addOption(opts)
	o.Kind, o.Force = DoAllocateHit, id
}

// targetName names a target for the log.
func (g battleHits) targetName(side Side, id string) string {
	if id == AirfieldTarget {
		return fmt.Sprintf("%s Airfields (%d)", sideName(side), g.Battle.airfields(side))
	}
	if u := g.Battle.unit(id); u != nil {
		s := g.unitName(u)
		if u.pos == PosTransport {
			s += " on its Transport"
		}
		if u.damaged {
			s += " (Damaged)"
		}
		return s
	}
	return id
}

// noteTarget keeps in n the target id of a side and how it stands, as
// targetName names it (notedTarget).
func (g battleHits) noteTarget(n *note, side Side, u *Unit) {
	n.target = hitID(u)
	if u == nil {
		n.fields = int16(g.Battle.airfields(side))
		return
	}
	n.carrier, n.damaged, n.transport = u.Carrier, u.damaged, u.pos == PosTransport
}

// notedTarget is targetName for the target a note kept (noteTarget).
func (g battleHits) notedTarget(n *note, side Side) string {
	if n.target == AirfieldTarget {
		return fmt.Sprintf("%s Airfields (%d)", sideName(side), n.fields)
	}
	u := g.Battle.unit(n.target)
	if u == nil {
		return n.target
	}
	s := g.noteName(u, n.carrier)
	if n.transport {
		s += " on its Transport"
	}
	if n.damaged {
		s += " (Damaged)"
	}
	return s
}

// refuseAllocation explains why a Hit cannot go to the Force named.
func (g battleHits) refuseAllocation(id string) error {
	b := g.Battle
	p := b.Pools[b.Ask.Pool]
	if p.Side == Japan {
		var names []string
		for _, o := range b.Options {
			names = append(names, g.targetName(Japan, o.Force))
		}
		return illegal(ruleAllocate, "this Hit goes to the lowest-cost Japanese Force, and a Damaged one is Destroyed before a new one is Damaged: choose one of %s", strings.Join(names, ", "))
	}
	ts := g.targets(US, p.Zone, p.Kind, p.Target)
	for _, t := range ts {
		if t.id(b) == id {
			return illegal(ruleAllocate, "%s has value %d: Hits go to US Forces in order from lowest to highest value, so this Hit must go to a value %d Force first (%s)",
				g.targetName(US, id), t.Value(), ts[0].Value(), g.targetName(US, ts[0].id(b)))
		}
	}
	u := b.unit(id)
	switch {
	case u != nil && u.side == US && !u.lost && g.isInfantry(u) && ashore(u) && !g.air().islandPresence(Japan):
		return illegal("Combat: Attacking Island Forces", "%s is Ashore, and Infantry Ashore may be targeted only by a side that has Infantry or Land-Based Aircraft on the Island: Japan has none", g.unitName(u))
	case u != nil && u.side == US && !u.lost:
		return illegal(ruleAllocate, "%s is not a legal target of a %s Hit in the %s", g.unitName(u), attackLabel(p.Kind), p.Zone)
	}
	return illegal(ruleAllocate, "%q is not a US Force in this battle that can take this Hit", id)
}

// hitUS is the Hit on the US target chosen; a plan that stops it "at the time
// of the Hit" is offered first when the US holds one that applies.
func (g battleHits) hitUS(i int, u *Unit, evs *[]Event) {
	b := g.Battle
	var room [4]string // at most the four plans: no allocation
	stops := g.stopPlans(&b.Pools[i], u, room[:0])
	if len(stops) == 0 {
		g.finishUSHit(i, u, "", evs)
		return
	}
	if g.Options.AutoPlans {
		g.finishUSHit(i, u, stops[0], evs)
		return
	}
	id := hitID(u)
	opts := b.newOptions()
	for _, s := range stops {
		o := addOption(&opts)
		o.Kind, o.Plans, o.Yes, o.Force = DoUsePlan, g.planList(s), true, id
	}
	o := addOption(&opts)
	o.Kind, o.Force = DoUsePlan, id
	// Filled in where it stands (newAsk), as the Hits' questions are.
	q := b.newAsk()
	q.Kind, q.Zone, q.Force, q.Pool, q.Hits, q.AttackBy = AskStopHit, b.Pools[i].Zone, id, i, b.Pools[i].Hits, Japan
	b.askIn(q, opts)
}

// stopPlans lists the held US plans that can stop this Hit (the plan
// book's stops), the narrowest first (StopRank: Seabees, Leathernecks,
// Barrel Roll, Damage Control). They are appended to out.
func (g battleHits) stopPlans(p *hitPool, u *Unit, out []string) []string {
	b := g.Battle
	if len(b.USPlans) == 0 {
		return out
	}
	plans := g.plans()
	held := USPlan(b.heldSet()) & plans.usStops
	if held == 0 {
		return out // none held: the target need not be looked up (every US Hit asks)
	}
	field := u == nil
	for _, i := range plans.stopOrder {
		if r := &usBook[i]; held&(1<<i) != 0 && r.stops(g.Game, p, u, field) {
			out = append(out, r.Name)
		}
	}
	return out
}

// marineAshore reports whether a US Marine is Ashore (Leathernecks): a
// plain loop over the US Infantry that stops at the first, where counting
// them all with a test for each (countOf) cost more.
func (g battleHits) marineAshore() bool {
	units := g.Battle.Units // read once, not for each unit
	for _, i := range g.kindPlacesOf(scUS, kindInfantry) {
		if u := &units[i]; !u.lost && u.sideNo() == scUS && ashore(u) && g.unitCounter(u).Type == Marine {
			return true
		}
	}
	return false
}

// finishUSHit stops the Hit with a plan, or applies it, then goes on with
// the pool's next Hit.
func (g battleHits) finishUSHit(i int, u *Unit, plan string, evs *[]Event) {
	b := g.Battle
	p := &b.Pools[i] // by address once: a Hit adds no pool
	p.Hits--
	if plan != "" {
		b.HitsTaken++
		if n := g.useUSPlan(plan, wordsStopped, evs); n != nil {
			g.noteTarget(n, US, u)
		}
	} else {
		g.applyHit(US, u, p, evs)
	}
	if p.Hits > 0 {
		*b.pushOne() = battleTask{Op: taskAlloc, Pool: i}
	}
}

// applyHit inflicts one Hit: an Airfield is removed; a Force is Damaged, or
// Destroyed if already Damaged. Japan's Damage Control and Screening Ship stop
// the Hits they apply to. Aircraft on a carrier that is Damaged or Destroyed
// are lost with it (docs/rulings.md).
func (g battleHits) applyHit(side Side, u *Unit, p *hitPool, evs *[]Event) {
	b := g.Battle
	b.HitsTaken++
	if u == nil {
		b.noteEdit(nil) // no one unit: the next Hit's targets are all looked at
		if side == US {
			b.USAirfields--
		} else {
			b.JPAirfields--
		}
		n := g.note(noteAirfield, evs)
		n.side, n.attack, n.fields = side, p.Kind, int16(b.airfields(side))
		return
	}
	if side == Japan {
		if b.jpActs(jpDamageControl) {
			b.JPUsed = append(b.JPUsed, jpDamageControl)
			g.noteStop(u, p, PlanDamageControl, false, evs)
			return
		}
		if g.isCarrier(u) {
			if b.jpActs(jpScreeningShip) {
				b.JPUsed = append(b.JPUsed, jpScreeningShip)
				g.noteStop(u, p, PlanScreeningShip, false, evs)
				return
			}
			if k := slices.Index(b.JPSaved, jpScreeningShip); k >= 0 {
				b.JPSaved = slices.Delete(b.JPSaved, k, k+1)
				b.JPDiscard = append(b.JPDiscard, jpScreeningShip)
				g.noteStop(u, p, PlanScreeningShip, true, evs)
				return
			}
		}
	}
	// Noted as the target stood before the Hit, once the Hit is made: a
	// loss notes its name (noteLoss), which may move the notes' list.
	damaged, transport := u.damaged, u.pos == PosTransport
	destroyed := g.damage(u)
	n := g.note(noteHit, evs)
	n.unit, n.carrier, n.attack, n.zone, n.damaged, n.transport, n.destroyed = u.id, u.Carrier, p.Kind, p.Zone, damaged, transport, destroyed
	if g.isCarrier(u) {
		g.loseAircraftAboard(u, evs)
	}
}

// noteStop notes a Hit on u that a Japanese Battle Plan stopped (saved: the
// Screening Ship saved from an earlier battle).
func (g battleHits) noteStop(u *Unit, p *hitPool, plan string, saved bool, evs *[]Event) {
	n := g.note(noteStopped, evs)
	n.unit, n.carrier, n.attack, n.zone, n.plan, n.again = u.id, u.Carrier, p.Kind, p.Zone, plan, saved
}

// hitEvent is the Event of a Hit's note, or of a unit Destroyed.
func (g battleHits) hitEvent(n *note, e *Event) {
	b := g.Battle
	label := attackLabel(n.attack)
	switch n.kind {
	case noteNoTarget:
		g.startEvent(e, EvHit, n.side, fmt.Sprintf("%s: %d %s Hit(s) on %s Forces find no legal target and are lost.", n.zone, n.hits, label, sideName(n.side)), ruleAllocate)
		e.Zone, e.Result = n.zone, HitNoTarget
	case noteAirfield:
		g.startEvent(e, EvHit, n.side, fmt.Sprintf("%s Hit on the %s Airfields: %d left.", label, sideName(n.side), n.fields), attackAllocRule(n.attack)+"; Enemy Airfield")
		e.Zone, e.Hits, e.Result = ZoneIsland, 1, HitAirfield
	case noteStopped:
		u := b.unit(n.unit)
		name := g.noteName(u, n.carrier)
		var text string
		switch {
		case n.plan == PlanDamageControl:
			text = fmt.Sprintf("Japanese Damage Control stops the %s Hit on %s (the first Hit on a Japanese Force this Battle Turn).", label, name)
		case n.again:
			text = fmt.Sprintf("The saved Japanese Screening Ship stops the %s Hit on %s.", label, name)
		default:
			text = fmt.Sprintf("Japanese Screening Ship stops the %s Hit on %s.", label, name)
		}
		g.startEvent(e, EvPlan, Japan, text, "Japanese Battle Plans: "+n.plan)
		e.Zone, e.Forces, e.Result, e.StoppedBy = n.zone, []string{u.id}, HitStopped, n.plan
	case noteHit:
		u := b.unit(n.unit)
		name := g.noteName(u, n.carrier)
		if n.transport {
			name += " on its Transport"
		}
		if n.damaged {
			name += " (Damaged)"
		}
		what, result := "Damaged", HitDamaged
		if n.destroyed {
			what, result = "Destroyed", HitDestroyed
		}
		g.startEvent(e, EvHit, u.side, fmt.Sprintf("%s Hit on %s: %s.", label, name, what), attackAllocRule(n.attack))
		e.Zone, e.Forces, e.Hits, e.Result = n.zone, []string{u.id}, 1, result
	case noteDestroyed:
		u := b.unit(n.unit)
		g.startEvent(e, EvHit, u.side, fmt.Sprintf("%s is Destroyed: %s.", g.noteName(u, n.carrier), n.why), "Combat: Return Aircraft; Inflict Airfield Losses")
		e.Forces, e.Result = []string{u.id}, HitDestroyed
	}
}

// damage inflicts one Hit on a unit and reports whether it was Destroyed.
func (g battleHits) damage(u *Unit) bool {
	b := g.Battle
	destroyed := u.damaged
	if u.cba {
		b.setDamaged(u, true)
	} else if f := g.unitForce(u); f != nil {
		destroyed = g.Hit(f)
		b.setDamaged(u, f.Damaged)
	}
	if destroyed {
		g.Battle.setLost(u, true)
		b.setDamaged(u, false)
		g.noteLoss(u)
	}
	return destroyed
}

// noteLoss puts a unit lost on its side's list of losses (Battle.USLost,
// JPLost), its name left empty and noted with the carrier it was on: the
// names are made when the log is read (nameLoss), as an Event is, and a
// quiet game's lists carry none. The lists are state, and naming every
// unit lost cost a quiet battle more than its notes.
func (g battleHits) noteLoss(u *Unit) {
	b := g.Battle
	lost := &b.JPLost
	if u.side == US {
		lost = &b.USLost
	}
	n := g.noteAt(noteLoss, len(*lost))
	n.unit, n.carrier, n.side = u.id, u.Carrier, u.side
	*lost = append(*lost, "")
}

// nameLoss writes the name of a unit lost into its place in its side's
// list of losses (noteLoss).
func (g battleHits) nameLoss(n *note) {
	b := g.Battle
	lost := b.JPLost
	if n.side == US {
		lost = b.USLost
	}
	lost[n.at] = g.noteName(b.unit(n.unit), n.carrier)
}

// destroyUnit removes a unit from the battle at once (no deck or Airfield for
// it, a Kamikaze).
func (g battleHits) destroyUnit(u *Unit, why string, evs *[]Event) {
	if u == nil || u.lost {
		return
	}
	n := g.note(noteDestroyed, evs)
	n.unit, n.carrier, n.why = u.id, u.Carrier, why
	for i := 0; i < 2 && !u.lost; i++ {
		g.damage(u)
	}
}

// loseAircraftAboard destroys the aircraft sitting on a carrier that has just
// been Damaged or Destroyed: they can no longer be on it. A plain loop over
// the side's aircraft, with no list of them: at most Hits on carriers,
// none is aboard. Whether one is at home is asked first: most are in the
// air then. Only the US and Japan have
// aircraft.
func (g battleHits) loseAircraftAboard(cv *Unit, evs *[]Event) {
	aircraft, ok := g.kindPlaces(cv.sideNo(), kindAircraft)
	if !ok {
		return
	}
	units := g.Battle.Units // read once: a unit destroyed adds none
	for _, i := range aircraft {
		if u := &units[i]; u.pos == "" && !u.lost && u.cba && u.Carrier == cv.id {
			g.destroyUnit(u, "it was aboard "+g.unitName(cv)+" when the carrier was hit", evs)
		}
	}
}
