package rules

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// battleSetUp is the game seen from a battle's set-up, the Battle Sheet's
// first steps: the Forces moved to the Battle Sheet and placed, the Carrier
// Air Groups, the Battle Turns roll, the Japanese plan draws and the US
// plans selected. The methods of this file are its own; the state they
// change stays in Game and Battle.
type battleSetUp struct{ *Game }

// sheetSetUp is the game seen from the set-up (battleSetUp).
func (g *Game) sheetSetUp() battleSetUp { return battleSetUp{g} }

const (
	ruleSetUp       = "Battle Set-Up"
	ruleUSPlacement = "Battle Set-Up: US Force Placement"
	ruleSelectPlans = "Battle Set-Up: Select US Battle Plans"
)

// setUpBattle moves both sides' Forces from the area to the Battle Sheet and
// lists the set-up steps: US placement, Japanese placement, the Carrier Air
// Groups, the Battle Turn roll, the Japanese Battle Plan Quantity and the US
// Battle Plans (Battle Set-Up).
func (g battleSetUp) setUpBattle(evs *[]Event) {
	b := g.Battle
	jpForces := 0
	// The Forces in the area, in one pass over all (on the stack while they
	// are few); then room for them and their Carrier Air Groups, allocated
	// once.
	var hereArr [128]forceRef
	here := hereArr[:0]
	here = forcesOnMapIn(g.Forces, b.Area, here)
	// Room for the Forces and the aircraft of their carriers' Air Groups
	// (carrierAirGroups), counted, and a few Battalions (Japan's
	// Battalion plan): units are large and battles are many.
	n := len(here) + 4
	for _, i := range here {
		if f := &g.Forces[i]; !f.Damaged {
			if c := g.Counter(f); c.Type.IsCarrier() {
				n += len(g.airGroupOf(c).types)
			}
		}
	}
	if c := cap(b.Units); c < n {
		// Twice the last battle's room at least: a campaign's battles
		// outgrow it a few times, not at every larger one.
		b.Units = make([]Unit, 0, max(n, 2*c))
	}
	b.Units = b.Units[:0]
	for _, side := range []Side{US, Japan} {
		for _, i := range here { // g.In, without its list
			f := &g.Forces[i]
			if !isSide(f.Side, side) {
				continue
			}
			c := g.Counter(f)
			u := b.addUnit()
			u.id, u.side, u.counter, u.damaged, u.force = f.ID, side, f.Counter, f.Damaged, int32(i+1)
			g.cacheAs(u, c) // the Force's counter: every battle makes every unit anew
			switch c.Type.Kind() {
			case KindInfantry:
				u.pos = PosFoxholes
				if f.OnTransport {
					u.pos = PosTransport
				}
			case KindShip:
				if side == US && c.Type.IsCarrier() {
					u.pos = ZoneUSOcean
				}
			}
			if c.Type == LBA {
				if side == US {
					b.USAirfields++
				} else {
					b.JPAirfields++
				}
			}
			if side == Japan {
				jpForces++
			}
		}
	}
	g.bombingBox().bomberWingAirfields(evs)
	b.PlanDraws = g.data.Tables.PlanDrawsFor(jpForces)
	// The campaign's one cup: plans drawn in earlier battles stay out of it,
	// as drawn plans do, until it runs dry.
	if len(g.PlanCup) == 0 {
		b.Cup = slices.Clone(g.PlanCup) // nil or empty as it was: the JSON differs
	} else {
		b.Cup = append(b.Cup[:0], g.PlanCup...) // in the last battle's room
	}
	b.JPDiscard = append(b.JPDiscard[:0], g.PlansDrawn...) // in the last battle's room, if any
	b.USPoints = 3
	// The US units come first on the Battle Sheet, none lost yet: they are
	// counted and their IDs read there, where listing them by side (unitsOf,
	// kindAll) would build the side index for units the Carrier Air Groups
	// are about to join.
	us := b.Units[:len(b.Units)-jpForces]
	text := fmt.Sprintf("Battle in %s: %d US and %d Japanese Forces move to the Battle Sheet.", b.Area, len(us), jpForces)
	ids := make([]string, 0, len(us))
	for i := range us {
		ids = append(ids, us[i].id)
	}
	*evs = append(*evs, Event{Kind: EvBattleStart, Turn: g.Turn, Step: StepBattles, Area: b.Area,
		Forces: ids, Text: text, Rule: ruleSetUp})

	g.noteStanding(US, evs)
	b.Tasks = b.Tasks[:0]
	b.push(setUpTasks...)
}

// forcesOnMapIn appends to here the places in forces of the Forces on the
// map in area. A small function of its own: inside setUpBattle the loop
// kept its counters on the stack around the runtime's string compare, for
// each of the campaign's Forces. The area is tested first: its length
// rules most Forces out, and a Force off the map has none.
func forcesOnMapIn(forces []Force, area string, here []forceRef) []forceRef {
	for i := range forces {
		if f := &forces[i]; f.Area == area && f.Where == OnMap {
			here = append(here, forceRef(i))
		}
	}
	return here
}

// noteStanding notes where a side's Forces that need no choice stand
// (standingEvent): the US Aircraft Carriers, the Land-Based Aircraft, the
// Infantry in the Foxholes and on a Transport. Their IDs go straight to the
// notes' list, in Battle Sheet order, each list ended by an empty ID: every
// battle's set-up notes them, in every game.
func (g battleSetUp) noteStanding(side Side, evs *[]Event) {
	b := g.Battle
	want := sideCode(side)
	from := len(g.noteIDs)
	list := func(kind int, cls unitClass, pos string) {
		for _, i := range g.kindPlacesOf(want, kind) {
			if u := &b.Units[i]; !u.lost && u.sideNo() == want && u.cls&cls != 0 && (pos == "" || u.pos == pos) {
				g.noteIDs = append(g.noteIDs, u.id)
			}
		}
		g.noteIDs = append(g.noteIDs, "")
	}
	if side == US {
		list(kindCarriers, clsCarrier, "")
	} else {
		g.noteIDs = append(g.noteIDs, "")
	}
	list(kindLBA, clsLBA, "")
	// Only Infantry stands in the Foxholes or on a Transport (setUpBattle).
	list(kindInfantry, clsInfantry, PosFoxholes)
	list(kindInfantry, clsInfantry, PosTransport)
	if len(g.noteIDs) == from+4 {
		g.noteIDs = g.noteIDs[:from] // no one: no event
		return
	}
	n := g.note(noteStanding, evs)
	n.side, n.units, n.fields = side, noteSpan{int32(from), int32(len(g.noteIDs))}, int16(b.USAirfields)
	if side == Japan {
		n.fields = int16(b.JPAirfields)
	}
}

// standingEvent is the Event of a side's Forces that need no choice
// (noteStanding): its lists are the carriers (the US's), the Land-Based
// Aircraft, the Infantry in the Foxholes and on a Transport.
func (g battleSetUp) standingEvent(n *note, e *Event) {
	var lists [4][]string
	g.listsOf(n.units, lists[:])
	var text []string
	if cv := lists[0]; len(cv) > 0 {
		text = append(text, fmt.Sprintf("%s in the US Ocean (the only place for US Aircraft Carriers)", g.namesOf(cv)))
	}
	side := sideName(n.side)
	if lba := lists[1]; len(lba) > 0 {
		text = append(text, fmt.Sprintf("%s on the %s Airfields with Airfields %d", g.namesOf(lba), side, n.fields))
	}
	if inf := lists[2]; len(inf) > 0 {
		text = append(text, fmt.Sprintf("%s in the %s Foxholes", g.namesOf(inf), side))
	}
	if inf := lists[3]; len(inf) > 0 {
		text = append(text, fmt.Sprintf("%s on a Transport in the Coastal Area", g.namesOf(inf)))
	}
	if n.side == US {
		g.startEvent(e, EvPlacement, US, "US placement: "+strings.Join(text, "; ")+".", ruleUSPlacement)
		return
	}
	g.startEvent(e, EvPlacement, Japan, "Japanese placement: "+strings.Join(text, "; ")+".", "Battle Set-Up: Move Japanese Forces")
}

// placeUSShip asks where the next US Ship that is neither a carrier nor a
// Submarine goes: "You may place the other US Ships in either the US Ocean or
// Coastal Area as you see fit."
func (g battleSetUp) placeUSShip(evs *[]Event) {
	b := g.Battle
	// The first Ship not yet placed, in Battle Sheet order: a plain loop
	// that stops there, as the step comes once for each Ship.
	var u *Unit
	units := b.Units // read once, not for each unit
	for _, i := range g.kindPlacesOf(scUS, kindShips) {
		if x := &units[i]; !x.lost && x.sideNo() == scUS && g.isSurfaceShip(x) && x.pos == "" {
			u = x
			break
		}
	}
	if u == nil {
		return
	}
	q := b.newAsk()
	q.Kind, q.Force, q.AttackBy = AskPlaceShip, u.id, US
	b.askIn(q, append(b.newOptions(), Decision{Kind: DoPlace, Force: u.id, Zone: ZoneUSOcean}, Decision{Kind: DoPlace, Force: u.id, Zone: ZoneCoastal}))
}

// placeUSSub places the next US Submarine: in any zone with Japanese Ships;
// with none, it takes no part in the battle.
func (g battleSetUp) placeUSSub(evs *[]Event) {
	b := g.Battle
	subs := g.unitsOf(US, kindSubs, 0, func(u *Unit) bool { return u.pos == "" })
	if len(subs) == 0 {
		return
	}
	u := subs[0]
	var room [4]string // one for each area
	zones := g.zonesWithShips(Japan, room[:0])
	switch len(zones) {
	case 0:
		g.notePlaced(placeSubOut, US, "", "", evs).unit = u.id
		b.removeUnit(b.refOf(u))
		*b.pushOne() = battleTask{Op: taskPlaceUSSubs}
	case 1:
		b.setPos(u, zones[0])
		g.notePlaced(placeSubOnly, US, u.pos, "", evs).unit = u.id
		*b.pushOne() = battleTask{Op: taskPlaceUSSubs}
	default:
		opts := b.newOptions()
		for _, z := range zones {
			o := addOption(&opts)
			o.Kind, o.Force, o.Zone = DoPlace, u.id, z
		}
		q := b.newAsk() // filled in where it stands, as the Hits' questions are
		q.Kind, q.Force, q.AttackBy = AskPlaceSub, u.id, US
		b.askIn(q, opts)
	}
}

// zonesWithShips appends to out the zones holding the side's Ships, Submarines and
// Transports included: Force Descriptions list Transports among the Ship
// Forces, and a Transport is in the Coastal Area ("Place Transport Ships
// carrying US Infantry in the Coastal Area"). The areas come from one pass
// over the side's Ships (shipZones): a count of the side's units for each
// area looked at all of them four times.
func (g battleSetUp) zonesWithShips(side Side, out []string) []string {
	zones := g.hits().shipZones(sideCode(side), 0)
	for k, z := range battleZones() {
		if zones&(1<<k) != 0 {
			out = append(out, z)
		}
	}
	return out
}

func (g battleSetUp) answerPlace(a *BattleAsk, d *Decision, evs *[]Event) {
	b := g.Battle
	u := g.forceOf(US, kindShips, d.Force)
	b.setPos(u, d.Zone)
	g.notePlaced(placeUS, US, u.pos, "", evs).unit = u.id
	if a.Kind == AskPlaceSub {
		*b.pushOne() = battleTask{Op: taskPlaceUSSubs}
	} else {
		*b.pushOne() = battleTask{Op: taskPlaceUS}
	}
}

// placeJapanese places the Japanese Ships by the one of the rulebook's three
// procedures that applies, then (placeJapaneseRest) the Submarines by theirs
// and the Forces that need no choice.
func (g battleSetUp) placeJapanese(evs *[]Event) {
	b := g.Battle
	carriers := g.unitsOf(Japan, kindCarriers, clsCarrier, nil)
	escorts := g.unitsOf(Japan, kindEscorts, clsEscort, nil)
	island := g.countOf(Japan, kindInfantry, clsInfantry, nil) > 0 ||
		g.countOf(US, kindLBA, clsLBA, nil) > 0 || g.countOf(Japan, kindLBA, clsLBA, nil) > 0
	*b.pushOne() = battleTask{Op: taskPlaceJPRest}
	switch {
	case len(carriers) > 0 && island:
		for _, u := range carriers {
			g.Battle.setPos(u, ZoneJapaneseOcean)
		}
		g.notePlaced(placeCarriers, Japan, ZoneJapaneseOcean, "", evs).units = g.noteUnits(carriers)
		*b.pushOne() = battleTask{Op: taskJPEscort}
	case len(carriers) > 0:
		for _, u := range carriers {
			g.Battle.setPos(u, ZoneJapaneseOcean)
		}
		for _, u := range escorts {
			g.Battle.setPos(u, ZoneJapaneseOcean)
		}
		n := g.notePlaced(placeNoIsland, Japan, ZoneJapaneseOcean, "", evs)
		n.units = g.noteUnits(carriers)
		n.units.to = g.noteUnits(escorts).to
	case len(escorts) > 0:
		for _, u := range escorts {
			g.Battle.setPos(u, ZoneCoastal)
		}
		g.notePlaced(placeNoCarriers, Japan, ZoneCoastal, "", evs).units = g.noteUnits(escorts)
	}
}

const ruleJPPlacementBoth = "Battle Set-Up: Japanese Ship Placement (Carriers and Island Forces)"

// placement is which placement of the Battle Set-Up a note records.
type placement uint8

// The placements noted (notePlaced).
const (
	placeUS          placement = iota + 1 // a US Ship or Submarine placed as the player chose
	placeSubOut                           // a US Submarine with no Japanese Ships to face
	placeSubOnly                          // a US Submarine to the only area with Japanese Ships
	placeCarriers                         // the Japanese carriers, with Island Forces
	placeNoIsland                         // every Japanese Ship, with no Island Forces
	placeNoCarriers                       // every Japanese Ship, with no carriers
	placeEscort                           // one Japanese Escort by steps #1 and #2
	placeEscortsRest                      // the remaining Japanese Escorts
	placeJPSubs                           // the Japanese Submarines
)

// notePlaced notes a placement of side's Forces in zone (why: the words
// that say why, if any), to be filled in with the unit or units placed.
func (g battleSetUp) notePlaced(what placement, side Side, zone, why string, evs *[]Event) *note {
	n := g.note(notePlacement, evs)
	n.placed, n.side, n.zone, n.why = what, side, zone, why
	return n
}

// placementEvent is the Event of a placement's note.
func (g battleSetUp) placementEvent(n *note, e *Event) {
	ids := []string{n.unit}
	if n.unit == "" {
		ids = slices.Clone(g.noteIDs[n.units.from:n.units.to])
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.Name(id) // Ships and Submarines: none is a carrier's aircraft
	}
	list := strings.Join(names, ", ")
	rule, text := ruleJPPlacementBoth, ""
	switch n.placed {
	case placeUS:
		rule, text = ruleUSPlacement, fmt.Sprintf("%s is placed in the %s.", list, ZoneLabel(n.zone))
	case placeSubOut:
		g.startEvent(e, EvPlacement, US, fmt.Sprintf("There are no Japanese Ships: %s takes no part in the battle.", list), ruleUSPlacement)
		return
	case placeSubOnly:
		rule, text = ruleUSPlacement, fmt.Sprintf("%s goes to the %s, the only area with Japanese Ships.", list, n.zone)
	case placeCarriers:
		text = fmt.Sprintf("Japanese placement: %s in the Japanese Ocean; the Escorts by steps #1 and #2.", list)
	case placeNoIsland:
		rule, text = "Battle Set-Up: Japanese Ship Placement (Aircraft Carriers)", fmt.Sprintf("Japanese placement: no Island Forces: all Ships (%s) in the Japanese Ocean.", list)
	case placeNoCarriers:
		rule, text = "Battle Set-Up: Japanese Ship Placement (Island Forces)", fmt.Sprintf("Japanese placement: no Aircraft Carriers: all Ships (%s) in the Coastal Area.", list)
	case placeEscort:
		text = fmt.Sprintf("Japanese placement: %s (%s Surface Attack) to the %s.", list, n.why, ZoneLabel(n.zone))
	case placeEscortsRest:
		text = fmt.Sprintf("Japanese placement: the remaining Escorts %s to the Coastal Area.", list)
	case placeJPSubs:
		rule, text = "Battle Set-Up: Japanese Submarine Placement", fmt.Sprintf("Japanese Submarines %s go to the %s: %s.", list, n.zone, n.why)
	}
	g.startEvent(e, EvPlacement, n.side, text, rule)
	e.Forces, e.Zone = ids, n.zone
}

// placeJapaneseEscort places the next Escort when Japan has both carriers and
// Island Forces: step #1, the Escort with the lowest Surface Attack to the
// Japanese Ocean; step #2, the one with the highest to the Coastal Area; in
// turn, until there are as many Escorts in the Japanese Ocean as carriers;
// the rest to the Coastal Area. Where Escorts of different counters tie, the
// rulebook leaves the choice to the player ("Solitaire Decisions"), unless
// the game makes Japan's equal choices (the first in board order).
func (g battleSetUp) placeJapaneseEscort(evs *[]Event) {
	b := g.Battle
	// The Escorts from their own index, read in place: the step comes once
	// for each Escort the player places (some ten a battle), and listing
	// those not placed and their Surface Attacks before looking for the
	// best was most of its cost.
	escorts, _ := g.kindPlaces(scJapan, kindEscorts)
	units := b.Units // read once: placing an Escort adds no unit
	// One Escort after another while no choice is left to the player.
	for {
		// One pass: the Escorts placed, those in the Japanese Ocean, and
		// the lowest and highest Surface Attack of the others.
		placed, inOcean, left, lo, hi := 0, 0, 0, 0, 0
		for _, i := range escorts {
			u := &units[i]
			if u.lost {
				continue
			}
			if u.pos != "" {
				placed++
				if u.pos == ZoneJapaneseOcean {
					inOcean++
				}
				continue
			}
			v := g.values(u).Surface.Value
			if left == 0 {
				lo, hi = v, v
			} else {
				lo, hi = min(lo, v), max(hi, v)
			}
			left++
		}
		if left == 0 {
			return
		}
		// Step #2 follows step #1 even when #1 brought the Escorts in the
		// Ocean to the number of carriers, as the Extended Example does:
		// the carriers are counted only before a step #1.
		lowest := placed%2 == 0
		if lowest && inOcean >= g.countOf(Japan, kindCarriers, clsCarrier, nil) {
			g.escortsToCoastal(evs)
			return
		}
		best, zone, which := lo, ZoneJapaneseOcean, "lowest"
		if !lowest {
			best, zone, which = hi, ZoneCoastal, "highest"
		}
		var tiedArr [8]*Unit
		tied := g.tiedEscorts(escorts, best, tiedArr[:0])
		if len(tied) > 1 && !g.GameMakesTies(AskPlaceJapanese) {
			g.askEscort(tied, zone)
			return
		}
		g.putEscort(tied[0], zone, which, evs)
	}
}

// escortsToCoastal is step #2's end: the remaining Escorts go to the Coastal
// Area.
func (g battleSetUp) escortsToCoastal(evs *[]Event) {
	rest := g.unitsOf(Japan, kindEscorts, 0, func(u *Unit) bool { return u.pos == "" })
	for _, u := range rest {
		g.Battle.setPos(u, ZoneCoastal)
	}
	g.notePlaced(placeEscortsRest, Japan, ZoneCoastal, "", evs).units = g.noteUnits(rest)
}

// tiedEscorts appends to tied the Escorts (places in Units) not placed
// whose Surface Attack is best, one of each counter and side up, in board
// order: the first is the one placed when no choice is left to the player.
func (g battleSetUp) tiedEscorts(escorts []unitRef, best int, tied []*Unit) []*Unit {
	units := g.Battle.Units // read once, not for each unit
	for _, i := range escorts {
		u := &units[i]
		if u.lost || u.pos != "" || g.values(u).Surface.Value != best {
			continue
		}
		// A few kinds of Escort: compared one by one.
		seen := false
		for _, t := range tied {
			if t.counter == u.counter && t.damaged == u.damaged {
				seen = true
				break
			}
		}
		if !seen {
			tied = append(tied, u)
		}
	}
	return tied
}

// askEscort leaves the player the choice among Escorts tied for the next
// place.
func (g battleSetUp) askEscort(tied []*Unit, zone string) {
	b := g.Battle
	opts := b.newOptions()
	for _, u := range tied {
		o := addOption(&opts)
		o.Kind, o.Force, o.Zone = DoPlace, u.id, zone
	}
	q := b.newAsk()
	q.Kind, q.Zone, q.AttackBy = AskPlaceJapanese, zone, US
	b.askIn(q, opts)
}

// placeEscort puts the Escort the player chose in zone by step #1 or #2,
// then goes on with the next.
func (g battleSetUp) placeEscort(u *Unit, zone, which string, evs *[]Event) {
	g.putEscort(u, zone, which, evs)
	*g.Battle.pushOne() = battleTask{Op: taskJPEscort}
}

// putEscort puts one Escort in zone by step #1 or #2.
func (g battleSetUp) putEscort(u *Unit, zone, which string, evs *[]Event) {
	g.Battle.setPos(u, zone)
	g.notePlaced(placeEscort, Japan, zone, which, evs).unit = u.id
}

// answerPlaceJapanese places the Escort the player chose among tied ones.
func (g battleSetUp) answerPlaceJapanese(d *Decision, evs *[]Event) {
	which := "lowest"
	if d.Zone == ZoneCoastal {
		which = "highest"
	}
	g.placeEscort(g.Battle.unit(d.Force), d.Zone, which, evs)
}

// placeJapaneseRest places the Japanese Submarines, and reports the
// Land-Based Aircraft and Infantry, which need no choice.
func (g battleSetUp) placeJapaneseRest(evs *[]Event) {
	if subs := g.unitsOf(Japan, kindSubs, clsSub, nil); len(subs) > 0 {
		zone, why := ZoneJapaneseOcean, "no US Aircraft Carriers and no US Ships in the Coastal Area"
		if g.countOf(US, kindCarriers, clsCarrier, nil) > 0 {
			zone, why = ZoneUSOcean, "there are US Aircraft Carriers"
		} else if g.countOf(US, kindAll, 0, func(u *Unit) bool { return g.isSurfaceShip(u) && u.pos == ZoneCoastal || u.pos == PosTransport }) > 0 {
			// A Transport carrying US Infantry is a US Ship in the Coastal Area.
			zone, why = ZoneCoastal, "no US Aircraft Carriers but US Ships in the Coastal Area"
		}
		for _, u := range subs {
			g.Battle.setPos(u, zone)
		}
		g.notePlaced(placeJPSubs, Japan, zone, why, evs).units = g.noteUnits(subs)
	}
	g.noteStanding(Japan, evs)
}

// carrierAirGroups places each carrier's Carrier Air Group next to it. A
// Damaged carrier brings none: no aircraft may be placed on a Damaged carrier
// (Return Aircraft; docs/rulings.md).
func (g battleSetUp) carrierAirGroups(evs *[]Event) {
	b := g.Battle
	// The aircraft join the Battle Sheet as each carrier's group is made,
	// in room made for them all first: appending to b.Units while holding
	// pointers into it (cv) must not move it, or a later carrier's Capacity
	// would be written into a copy the append left behind.
	n := 0
	for i := range b.Units {
		if u := &b.Units[i]; !u.lost && g.isCarrier(u) && !u.damaged {
			n += len(g.airGroupOf(g.unitCounter(u)).types)
		}
	}
	b.Units = slices.Grow(b.Units, n) // n counts exactly the aircraft the loop adds
	for _, side := range []Side{US, Japan} {
		for _, cv := range g.unitsOf(side, kindCarriers, clsCarrier, nil) {
			ct := g.unitCounter(cv)
			grp := g.airGroupOf(ct)
			types := grp.types
			cv.Capacity = len(types)
			if cv.damaged || len(types) == 0 {
				why := "it is Damaged and no aircraft may be placed on it"
				if len(types) == 0 {
					why = "the campaign gives its type no Carrier Air Group"
				}
				n := g.note(noteAirGroup, evs)
				n.side, n.unit, n.why = side, cv.id, why
				continue
			}
			carrierID := cv.id
			// The prepared IDs serve a carrier whose ID is its counter key.
			prepared := len(grp.ids) == len(types) && carrierID == ct.key && side == ct.Side
			for i, t := range types {
				id, key := "", ""
				var ac *Counter
				if prepared {
					id, key, ac = grp.ids[i], grp.counters[i], grp.cts[i]
				} else {
					id, key = b.aircraftID(carrierID, t, i+1), g.aircraftKey(side, t)
				}
				u := b.addUnit() // in the room grown above: cv stays where it is
				u.id, u.side, u.counter, u.cba, u.Carrier = id, side, key, true, carrierID
				g.cacheAs(u, ac) // nil: looked up
			}
			n := g.note(noteAirGroup, evs)
			n.side, n.unit = side, carrierID
		}
	}
}

// airGroupEvent is the Event of a carrier's Carrier Air Group placed, or
// of a carrier that carries none (the why of its note).
func (g battleSetUp) airGroupEvent(n *note, e *Event) {
	if n.why != "" {
		g.startEvent(e, EvPlacement, n.side, fmt.Sprintf("%s carries no aircraft: %s.", g.Name(n.unit), n.why), "Carrier Aircraft Placement")
		return
	}
	types := g.airGroupOf(g.unitCounter(g.Battle.unit(n.unit))).types
	g.startEvent(e, EvPlacement, n.side, fmt.Sprintf("%s's Carrier Air Group: %s.", g.Name(n.unit), strings.Join(types, ", ")),
		"Carrier Aircraft Placement: Carrier Air Groups")
}

// airGroupOf is a carrier counter's Carrier Air Group (empty when the
// campaign gives its type none).
func (g battleSetUp) airGroupOf(ct *Counter) *airGroup {
	if ct.group != nil {
		return ct.group
	}
	return &airGroup{types: g.data.AirGroups[AirGroupKey(ct)]}
}

// aircraftID is the ID of the n-th aircraft, of type t, of a carrier's Air
// Group: "US:Enterprise/F4F#1". The IDs of the last battle's aircraft are
// kept (Battle.cbaIDs): the odds fight the same battle thousands of times.
func (b *Battle) aircraftID(carrier, t string, n int) string {
	k := cbaKey{carrier, t, n}
	if id, ok := b.cbaIDs[k]; ok {
		return id
	}
	id := carrier + "/" + t + "#" + strconv.Itoa(n)
	if b.cbaIDs == nil {
		b.cbaIDs = map[cbaKey]string{}
	}
	b.cbaIDs[k] = id
	return id
}

// cbaKey names an aircraft of a Carrier Air Group (aircraftID).
type cbaKey struct {
	carrier, t string
	n          int
}

// aircraftKey is CounterKey(side, name) for an aircraft type, as the
// campaign data's own string when it has the type: no new string for each
// aircraft of each battle, and the counter cache compares pointers.
func (g battleSetUp) aircraftKey(side Side, name string) string {
	var buf [64]byte
	kb := append(append(append(buf[:0], side...), ':'), name...)
	if c := g.data.Aircraft[string(kb)]; c != nil && c.key == string(kb) {
		return c.key
	}
	return CounterKey(side, name)
}

// rollBattleTurns rolls for the battle's length and sets the Japanese Battle
// Plan Quantity (Roll for Battle Turns; Determine Japanese Battle Plans).
func (g battleSetUp) rollBattleTurns(evs *[]Event) {
	b := g.Battle
	die := g.Dice.rollFor(Roll{Kind: RollBattleTurns})
	b.TurnsLeft = g.data.Tables.BattleTurnsFor(die)
	g.note(noteTurnsRoll, evs).die = int8(die)
	n := g.note(notePlanQuantity, evs)
	// Counted in a plain loop: every battle's set-up counts them.
	jp := 0
	for _, i := range b.placesOf(scJapan) {
		if u := &b.Units[i]; !u.lost && u.sideNo() == scJapan && !u.cba {
			jp++
		}
	}
	n.jp, n.hits = int16(jp), int8(b.PlanDraws)
}

// turnsRollEvent is the Event of the Battle Turns roll (noteTurnsRoll) or
// of the Japanese Battle Plan Quantity it comes with (notePlanQuantity).
func (g battleSetUp) turnsRollEvent(n *note, e *Event) {
	if n.kind == noteTurnsRoll {
		g.startEvent(e, EvBattleTurns, "", fmt.Sprintf("Battle Turns: roll %d, the battle lasts %d Battle Turns.", n.die, n.left), "Battle Set-Up: Roll for Battle Turns")
		e.Dice, e.Total = []int{int(n.die)}, int(n.left)
		return
	}
	g.startEvent(e, EvPlan, Japan, fmt.Sprintf("Japan has %d Forces from the map (Carrier-Based Aircraft and Transports do not count): %d Battle Plans each Battle Turn.", n.jp, n.hits),
		"Battle Set-Up: Determine Japanese Battle Plans")
	e.Sheet = SheetDraws
}

// askBuyPlans offers the US Battle Plans the points still buy, another Supply
// Point, and done.
func (g battleSetUp) askBuyPlans() {
	b := g.Battle
	opts := b.newOptions()
	// The plans not held that the points buy (usAffordable), by their bits
	// in data order: the US buys plan after plan, a question each, and
	// looking at every plan not held made most of the question's cost.
	// rest is what the plans not held cost together, where it matters:
	// more than the points when one of them costs more.
	var us []PlanInfo
	var offer, free uint32
	if p := g.plans(); p != nil {
		us = p.US
		free = (uint32(1)<<len(us) - 1) &^ b.heldSet()
		offer = p.usAffordable(b.USPoints) & free
	}
	rest := 0
	if offer != free {
		rest = b.USPoints + 1 // a plan not held costs more than the points
	}
	for ; offer != 0; offer &= offer - 1 {
		i := bits.TrailingZeros32(offer)
		rest += us[i].Cost
		l := us[i].list
		if l == nil {
			l = g.planList(us[i].Name)
		}
		o := addOption(&opts)
		o.Kind, o.Plans = DoBuyPlan, l
	}
	// Another Supply Point is offered while the points left cannot buy every
	// plan not yet selected: beyond that it would buy nothing.
	if rest > b.USPoints && g.SupplyPoints > 0 {
		opts = append(opts, Decision{Kind: DoSpendSupply})
	}
	if len(opts) == 0 {
		return
	}
	opts = append(opts, Decision{Kind: DoDone})
	q := b.newAsk()
	q.Kind, q.Points, q.AttackBy = AskBuyPlans, b.USPoints, US
	b.askIn(q, opts)
}

func (g battleSetUp) answerBuyPlans(d *Decision, evs *[]Event) {
	b := g.Battle
	switch d.Kind {
	case DoBuyPlan:
		name := d.Plans[0]
		cost := 0
		if p := g.plans(); p != nil {
			if i, ok := p.usIndex(name); ok {
				cost = p.US[i].Cost
			}
		}
		b.USPoints -= cost
		b.USPlans = append(b.USPlans, usPlanOf(name))
		n := g.notePlanSays(wordsSelect, evs)
		n.plan, n.cost, n.points = name, int16(cost), int16(b.USPoints)
		*b.pushOne() = battleTask{Op: taskBuyPlans}
	case DoSpendSupply:
		g.SupplyPoints--
		b.SupplySpent++
		b.USPoints += 3
		n := g.notePlanSays(wordsSupply, evs)
		n.points, n.supply = int16(b.USPoints), int16(g.SupplyPoints)
		*b.pushOne() = battleTask{Op: taskBuyPlans}
	case DoDone:
		g.notePlanSays(wordsSelected, evs).units = g.notePlans(b.USPlans)
	}
}
