package rules

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// battleAir is the game seen from a battle's aircraft: the US aircraft
// flown zone by zone (Move US Aircraft), the Japanese groups' flights, the
// Escorts, and the aircraft that land or are lost. The methods of this file
// are its own; the state they change stays in Game and Battle.
type battleAir struct{ *Game }

// air is the game seen from the battle's aircraft (battleAir).
func (g *Game) air() battleAir { return battleAir{g} }

const ruleJPAircraft = "Combat: Move Japanese Aircraft"

// usZones lists where US aircraft may be sent this Battle Turn: anywhere but
// the Japanese Ocean when Japan drew No Contact.
//
// The lists are shared: callers must not change them.
func (g battleAir) usZones() []string {
	if g.Battle.jpActs(jpNoContact) {
		return zonesNoContact
	}
	return zonesAll
}

// zonesAll and zonesNoContact are the lists usZones returns.
var (
	zonesAll       = battleZones()
	zonesNoContact = slices.DeleteFunc(battleZones(), func(z string) bool { return z == ZoneJapaneseOcean })
)

// askMoveUS asks where each US aircraft goes, one at a time: "Move each US
// Aircraft to any Area on the Battle Sheet." Every aircraft flies: one not
// sent elsewhere is in the air where it is, over its carrier's area or the
// Island, as the Extended Example's aircraft "left" in the US Ocean or on the
// Island are (docs/rulings.md). Each aircraft's options come next to each
// other, one for each zone, then Done: the policies read an aircraft's
// options as one part of the list.
func (g battleAir) askMoveUS() {
	b := g.Battle
	opts := b.flyNext
	b.flyNext = nil
	ac := g.usToFly()
	if len(ac) == 0 {
		return
	}
	if zones := g.usZones(); !sameFlyAircraft(opts, ac, zones) {
		opts = slices.Grow(b.newOptions(), len(ac)*len(zones)+1)
		for _, u := range ac {
			for _, z := range zones {
				o := addOption(&opts)
				o.Kind, o.Force, o.Zone = DoFly, u.id, z
			}
		}
		opts = append(opts, Decision{Kind: DoDone})
	}
	q := b.newAsk()
	q.Kind, q.AttackBy = AskFly, US
	b.askIn(q, opts)
	b.flyBuilt = true
}

// sameFlyAircraft reports whether opts, the options of the last Move US
// Aircraft question less those of the aircraft sent (flyNext: askMoveUS
// built them, each aircraft to each of the zones it was given, then Done),
// are the options for aircraft ac and zones. Only the aircraft of each
// block and the first block's zones need a look: a question asks for each
// aircraft in turn, and checking every option took more than the rest of
// the question.
func sameFlyAircraft(opts []Decision, ac []*Unit, zones []string) bool {
	nz := len(zones)
	if len(opts) != len(ac)*nz+1 || len(ac) == 0 {
		return false
	}
	for j, z := range zones {
		if opts[j].Zone != z {
			return false
		}
	}
	for i, u := range ac {
		if opts[i*nz].Force != u.id {
			return false
		}
	}
	return true
}

// AircraftArea is the area of the Battle Sheet a US aircraft flies in when
// it is not sent elsewhere: a Carrier-Based Aircraft over its carrier, a
// Land-Based Aircraft over the Island.
func (g *Game) AircraftArea(u *Unit) string {
	if u.cba {
		if cv := g.Battle.unit(u.Carrier); cv != nil && cv.pos != "" {
			return cv.pos
		}
		return ZoneUSOcean
	}
	return ZoneIsland
}

func (g battleAir) answerFly(d *Decision, evs *[]Event) {
	b := g.Battle
	if d.Kind == DoDone {
		rest := g.usToFly()
		for _, u := range rest {
			b.setPos(u, g.AircraftArea(u))
			u.Moved = true
			g.noteFly(u, stepMoveUS, true, evs)
		}
		return
	}
	u := g.forceOf(US, kindAircraft, d.Force)
	b.setPos(u, d.Zone)
	u.Moved = true
	g.noteFly(u, stepMoveUS, false, evs)
	*b.pushOne() = battleTask{Op: taskMoveUS}
}

// noteFly notes a US aircraft sent to its area (stays: the one it flies in
// already) in a step (stepMoveUS, or PlanFirstLight).
func (g battleAir) noteFly(u *Unit, step string, stays bool, evs *[]Event) {
	n := g.note(noteAircraftMove, evs)
	n.unit, n.carrier, n.zone, n.step, n.again = u.id, u.Carrier, u.pos, step, stays
}

// flyEvent is the Event of a US aircraft's move (noteFly).
func (g battleAir) flyEvent(n *note, e *Event) {
	u := g.Battle.unit(n.unit)
	name := g.noteName(u, n.carrier)
	switch {
	case n.step == PlanFirstLight:
		g.startEvent(e, EvAircraftMove, US, fmt.Sprintf("First Light: %s flies to the %s.", name, ZoneLabel(n.zone)), "US Battle Plans: First Light")
	case n.again:
		g.startEvent(e, EvAircraftMove, US, fmt.Sprintf("%s flies in the %s, where it is.", name, ZoneLabel(n.zone)), "Combat: "+stepMoveUS)
	default:
		g.startEvent(e, EvAircraftMove, US, fmt.Sprintf("%s flies to the %s.", name, ZoneLabel(n.zone)), "Combat: "+stepMoveUS)
	}
	e.Zone, e.Forces = n.zone, []string{u.id}
}

// carriersOf appends to out, for each of the Carrier-Based Aircraft, the
// place in cvs of its carrier (-1: not among them). Each is tried first
// against the last one found, since a carrier's aircraft follow one another
// on the Battle Sheet, then from the carrier after it on, since the Air
// Groups join the sheet in carrier order.
func carriersOf(aircraft, cvs []*Unit, out []int32) []int32 {
	last := -1
	for _, u := range aircraft {
		if last < 0 || cvs[last].id != u.Carrier {
			k := last + 1
			last = -1
			for range cvs {
				if k == len(cvs) {
					k = 0 // round to the first: no division in the loop
				}
				if cvs[k].id == u.Carrier {
					last = k
					break
				}
				k++
			}
		}
		out = append(out, int32(last))
	}
	return out
}

// jpGroup is a group of Japanese aircraft that moves together: the
// aircraft of a kind (which: "Bomber", "Fighter") of one carrier, or ("")
// the Land-Based ones.
type jpGroup struct {
	carrier, which string
	units          []*Unit
}

// groupName is how the log and a named roll name a Japanese group: "CV
// Kaga's Bomber Group", "the Land-Based Fighter Group".
func (g *Game) groupName(carrier, which string) string {
	if carrier == "" {
		return "the Land-Based " + which + " Group"
	}
	return g.Name(carrier) + "'s " + which + " Group"
}

// japaneseGroups lists the Japanese Bomber groups at home, then the Fighter
// groups: for each kind, those of each carrier, then all the Land-Based ones
// (Move Japanese Aircraft). Both kinds are found in one look at the Ships and
// the aircraft: Fighter Movement follows Bomber Movement at once, and a
// Bomber's move changes no Fighter's group.
func (g battleAir) japaneseGroups() (bombers, fighters []jpGroup) {
	b := g.Battle
	out := b.grpBuf[:0]
	// The carriers among the Ships and the aircraft that may fly among the
	// aircraft, by kind; then each carrier's among them, in Battle Sheet
	// order, carved from the battle's scratch list.
	var cvArr [16]*Unit
	cvs := cvArr[:0]
	ships, _ := g.kindPlaces(scJapan, kindCarriers)
	for _, i := range ships {
		if u := &b.Units[i]; !u.lost { // the list holds carriers alone
			cvs = append(cvs, u)
		}
	}
	// The aircraft at home, Carrier-Based and Land-Based, of both kinds in
	// one plain loop over every Japanese aircraft: a filter function per
	// unit was most of this step's cost. Beyond the rooms, lists move to
	// the heap.
	aircraft, _ := g.kindPlaces(scJapan, kindAircraft)
	var homeArr, lbaArr [2][32]*Unit
	home := [2][]*Unit{homeArr[0][:0], homeArr[1][:0]}
	lba := [2][]*Unit{lbaArr[0][:0], lbaArr[1][:0]}
	for _, i := range aircraft {
		u := &b.Units[i]
		if u.lost || u.pos != "" {
			continue
		}
		c := g.class(u)
		k := 0 // a Bomber
		if c&clsFighter != 0 {
			k = 1
		} else if c&clsBomber == 0 {
			continue
		}
		if u.cba && !u.Sat {
			home[k] = append(home[k], u)
		}
		if c&clsLBA != 0 {
			lba[k] = append(lba[k], u)
		}
	}
	out = g.groupsOf(home[0], lba[0], cvs, "Bomber", out)
	n := len(out)
	out = g.groupsOf(home[1], lba[1], cvs, "Fighter", out)
	b.grpBuf = out[:0]
	return out[:n:n], out[n:]
}

// groupsOf appends to out the groups of the aircraft at home of one kind:
// those of each carrier among cvs, in its order, then the Land-Based ones.
// Their lists are carved from the battle's scratch list.
func (g battleAir) groupsOf(home, lba, cvs []*Unit, which string, out []jpGroup) []jpGroup {
	b := g.Battle
	// Each aircraft's carrier among cvs (-1: none left), then the aircraft
	// put in carrier order, in Battle Sheet order for each carrier, by
	// moving each back past those of later carriers: they mostly come in
	// that order already (the Air Groups join the sheet in carrier order),
	// but for one that landed on another carrier. A group is then a run of
	// one carrier's aircraft.
	carrier := carriersOf(home, cvs, b.grpCarrier[:0])
	b.grpCarrier = carrier
	scratch := b.scratch
	start := len(scratch)
	scratch = append(scratch, home...)
	grp := scratch[start:len(scratch):len(scratch)]
	carrier = carrier[:len(grp)]
	for i := 1; i < len(grp); i++ {
		if k := carrier[i]; k < carrier[i-1] {
			u, j := grp[i], i
			for ; j > 0 && carrier[j-1] > k; j-- {
				carrier[j], grp[j] = carrier[j-1], grp[j-1]
			}
			carrier[j], grp[j] = k, u
		}
	}
	for i := 0; i < len(grp); {
		k, j := carrier[i], i+1
		for j < len(grp) && carrier[j] == k {
			j++
		}
		if k >= 0 { // none for the aircraft of no carrier left, first in order
			out = append(out, jpGroup{carrier: cvs[k].id, which: which, units: grp[i:j:j]})
		}
		i = j
	}
	start = len(scratch)
	scratch = append(scratch, lba...)
	b.scratch = scratch
	if len(lba) > 0 {
		out = append(out, jpGroup{which: which, units: scratch[start:len(scratch):len(scratch)]})
	}
	return out
}

// kamikazeActive reports a Kamikaze Attacks plan that acts this Battle Turn.
func (g battleAir) kamikazeActive() bool {
	// The year first: before 1944 the plan's list need not be searched.
	return g.Year >= 1944 && g.Battle.jpActs(jpKamikaze) && g.countOf(US, kindShips, clsShip, nil) > 0
}

// moveJapaneseAircraft carries out Japanese Bomber Movement, or Fighter
// Movement with fighters. Bomber Movement goes on with the Fighters' step
// when it comes next, as it always does (beginBattleTurn): nothing is asked
// between them, so the groups found for both serve both.
func (g battleAir) moveJapaneseAircraft(fighters bool, evs *[]Event) {
	b := g.Battle
	bombers, ftrs := g.japaneseGroups()
	if !fighters {
		g.flyJapaneseGroups(false, bombers, evs)
		if !b.fightersNext() {
			return
		}
		b.Tasks = b.Tasks[2:] // their heading's task and theirs, done here
		g.turns().stepEvent(stepFighters, evs)
	}
	g.flyJapaneseGroups(true, ftrs, evs)
}

// fightersNext reports that the battle's next tasks are the heading of
// Japanese Fighter Movement and the step itself.
func (b *Battle) fightersNext() bool {
	ts := b.Tasks
	return len(ts) >= 2 && ts[0].Op == taskStep && ts[0].Kind == stepFighters && ts[1].Op == taskMoveJP && ts[1].Flag
}

// flyJapaneseGroups rolls for each Japanese group of one kind (Fighters with
// fighters) and sends it to the first legal area: the rolled one, then the
// higher ones, then the lower ones; with none it stays home.
func (g battleAir) flyJapaneseGroups(fighters bool, groups []jpGroup, evs *[]Event) {
	b := g.Battle
	// The legal areas, once: no group's move changes them. Bombers' depend
	// on US Forces alone; Fighters' on the aircraft in the air, and a group
	// flies only where there are some already.
	legal := g.japaneseLegalZones(fighters)
	// The plan that makes every Bomber group's roll a 10, once too: the
	// plans acting and the US Ships stay as they are while groups move.
	fixed := ""
	switch {
	case fighters || len(groups) == 0:
	case b.jpActs(jpCarrierAttack):
		fixed = PlanCarrierAttack
	case g.kamikazeActive():
		fixed = PlanKamikaze
	}
	for n := range groups {
		grp := &groups[n] // read in place, not copied
		die := 10
		if fixed == "" {
			r := Roll{Kind: RollJapaneseGroup}
			if g.Dice.forcing() { // only a named roll reads the group's name
				r.Of = g.groupName(grp.carrier, grp.which)
			}
			die = g.Dice.rollFor(r)
		}
		zone := ""
		if k := g.japaneseZone(die, legal); k >= 0 {
			zone = zonesAll[k]
		}
		n := g.note(noteGroupMove, evs)
		n.die, n.carrier, n.step, n.plan, n.zone, n.again = int8(die), grp.carrier, grp.which, fixed, zone, fighters
		n.units = g.noteUnits(grp.units)
		if zone != "" {
			for _, u := range grp.units {
				b.setPos(u, zone)
			}
		}
	}
}

// groupEvent is the Event of a Japanese group's move (noteGroupMove).
func (g battleAir) groupEvent(n *note, e *Event) {
	b := g.Battle
	die, zone, fixed := int(n.die), n.zone, n.plan
	ids := g.noteIDs[n.units.from:n.units.to]
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = g.noteName(b.unit(id), n.carrier)
	}
	name := g.groupName(n.carrier, n.step)
	rolled := g.data.Tables.ZoneFor(die)
	text := fmt.Sprintf("%s (%s): roll %d, %s", name, strings.Join(names, ", "), die, rolled)
	if fixed != "" {
		text = fmt.Sprintf("%s (%s): %s makes the roll a 10, %s", name, strings.Join(names, ", "), fixed, rolled)
	}
	if zone == "" {
		text += "; no area is legal, so it stays on its carrier or airfield."
	} else {
		switch {
		case zone == rolled:
		case n.again:
			text += fmt.Sprintf("; the %s has no aircraft, so it moves to the next legal area", rolled)
		default:
			text += fmt.Sprintf("; the %s has no US target, so it moves to the next legal area", rolled)
		}
		text += fmt.Sprintf("; it flies to the %s.", ZoneLabel(zone))
	}
	rule := ruleJPAircraft + ": Japanese Bomber Movement"
	if n.again {
		rule = ruleJPAircraft + ": Japanese Fighter Movement"
	}
	g.startEvent(e, EvAircraftMove, Japan, text, rule)
	if fixed == "" {
		e.Dice = []int{die}
	}
	e.Total, e.Zone, e.Forces = die, zone, slices.Clone(ids)
}

// japaneseZone returns the place in battleZones of the area a Japanese
// group goes to on a roll, or -1 when no area is legal. legal is
// japaneseLegalZones.
func (g battleAir) japaneseZone(die int, legal uint8) int {
	start := g.data.Tables.zonePlaceFor(die)
	// The rolled area, then the higher ones, then the lower ones: the
	// lowest legal bit from the rolled one's on, or else the highest below
	// it (zoneBit: the zones' bits go in battleZones' order).
	switch up := legal >> start; {
	case up != 0:
		return start + bits.TrailingZeros8(up)
	case legal != 0:
		return bits.Len8(legal) - 1
	}
	return -1
}

// japaneseLegalZones returns the zones (zoneBit) Japanese Bombers (or
// Fighters) may move to. Bombers: US Ships there (not Submarines; a
// Transport counts), or on the Island US Land-Based Aircraft, or US Infantry
// Ashore while Japan has Infantry or Land-Based Aircraft there. Fighters:
// any aircraft in the air. The US units are read by kind, each list
// holding the side's units of that kind alone: the Land-Based Aircraft, the
// Infantry (only Infantry stands on a Transport) and the Ships of each area
// but the Island, where a Ship makes no area legal.
func (g battleAir) japaneseLegalZones(fighters bool) uint8 {
	if fighters {
		us, jp := g.airZones()
		return us | jp
	}
	b := g.Battle
	var legal uint8
	units := b.Units // read once, not for each unit
	for _, i := range g.kindPlacesOf(scUS, kindLBA) {
		if !units[i].lost {
			legal |= zoneBit(ZoneIsland)
			break
		}
	}
	ashoreUS := false
	for _, i := range g.kindPlacesOf(scUS, kindInfantry) {
		if u := &units[i]; !u.lost && !g.isLBA(u) {
			if ashore(u) {
				ashoreUS = true
			} else if u.pos == PosTransport {
				legal |= zoneBit(ZoneCoastal)
			}
		}
	}
	for z, ships := range g.fleetNow(scUS) {
		if z == zonePlace(ZoneIsland) {
			continue // a Ship makes no Island legal
		}
		for _, i := range ships {
			if u := &units[i]; !u.lost && g.isSurfaceShip(u) {
				legal |= 1 << z
				break
			}
		}
	}
	if ashoreUS && legal&zoneBit(ZoneIsland) == 0 && g.islandPresence(Japan) {
		legal |= zoneBit(ZoneIsland)
	}
	return legal
}

// airZones returns the Battle Sheet areas (zoneBit) where US and Japanese
// aircraft are in the air.
func (g battleAir) airZones() (us, jp uint8) {
	return g.sideAirZones(scUS), g.sideAirZones(scJapan)
}

// sideAirZones returns the areas (zoneBit) where aircraft of the side
// numbered sc are in the air (Battle.air).
func (g battleAir) sideAirZones(sc uint8) (zones uint8) {
	if sc != scUS && sc != scJapan {
		return 0
	}
	over := g.airNow(sc)
	for z := range over {
		if len(over[z]) > 0 {
			zones |= 1 << z
		}
	}
	return zones
}

// usToFly lists the US aircraft still to be sent this Move US Aircraft step
// (not Sat, not Moved), as unitsOf(US, kindAircraft, 0, ...) would, in a plain
// loop: the step asks it once for each aircraft sent.
func (g battleAir) usToFly() []*Unit {
	b := g.Battle
	places, _ := g.kindPlaces(scUS, kindAircraft)
	if b.listing {
		return g.unitsOf(US, kindAircraft, 0, func(u *Unit) bool { return g.isAircraft(u) && !u.Sat && !u.Moved })
	}
	units, out := b.Units, b.scratch
	start := len(out)
	for _, i := range places {
		// Moved first: as the step goes on, it rules out most of them.
		if u := &units[i]; !u.Moved && !u.lost && !u.Sat {
			out = append(out, u)
		}
	}
	b.scratch = out
	return out[start:len(out):len(out)]
}

// airborne lists the side's aircraft in the air in zone (any area for ""),
// as unitsOf(side, kindAircraft, 0, inAir(zone)) does, in a plain loop: the
// combat steps ask it for every area, and a filter function per aircraft
// was most of its cost.
func (g battleAir) airborne(side Side, zone string) []*Unit {
	b := g.Battle
	places, ok := g.kindPlaces(sideCode(side), kindAircraft)
	if !ok || b.listing {
		return g.unitsOf(side, kindAircraft, 0, func(u *Unit) bool { return g.inAir(u, zone) })
	}
	units, out := b.Units, b.scratch
	start := len(out)
	if over, ok := g.airOver(sideCode(side), zone); ok {
		for _, i := range over {
			out = append(out, &units[i])
		}
	} else {
		for _, i := range places {
			if u := &units[i]; !u.lost && u.pos != "" && (zone == "" || u.pos == zone) {
				out = append(out, u)
			}
		}
	}
	b.scratch = out
	return out[start:len(out):len(out)]
}

// airOver returns the places in Units of the aircraft of the side numbered
// sc in the air over zone, from the census; ok is false for another side,
// or for a zone that is no Battle Sheet area ("": any area).
func (g battleAir) airOver(sc uint8, zone string) (places []unitRef, ok bool) {
	if sc != scUS && sc != scJapan {
		return nil, false
	}
	if z := zonePlace(zone); z >= 0 {
		return g.airNow(sc)[z], true
	}
	return nil, false
}

// airCounts returns, by area (zonePlace), how many aircraft of the side
// numbered sc (scUS or scJapan) are in the air there: airCount for every
// area in one pass.
func (g battleAir) airCounts(sc uint8) (n [4]int) {
	if sc != scUS && sc != scJapan {
		return n
	}
	over := g.airNow(sc)
	for z := range over {
		n[z] = len(over[z])
	}
	return n
}

// airCount is len(airborne(side, zone)), without the list.
func (g battleAir) airCount(side Side, zone string) int {
	if over, ok := g.airOver(sideCode(side), zone); ok {
		return len(over)
	}
	places, ok := g.kindPlaces(sideCode(side), kindAircraft)
	if !ok {
		return g.countOf(side, kindAircraft, 0, func(u *Unit) bool { return g.inAir(u, zone) })
	}
	units, n := g.Battle.Units, 0
	for _, i := range places {
		if u := &units[i]; !u.lost && u.pos != "" && (zone == "" || u.pos == zone) {
			n++
		}
	}
	return n
}

// islandPresence reports Infantry Ashore or Land-Based Aircraft of a side:
// what a side needs before it may Hit enemy Infantry Ashore (Attacking Island
// Forces: Enemy Infantry).
func (g battleAir) islandPresence(side Side) bool {
	// The Infantry, then the aircraft: the Ships, as many again, need no
	// look (every Hit on Island Forces asks this). The side's lists of a
	// kind hold its units of that kind alone: a unit's side and class need
	// no look. Only the US and Japan have lists, and units.
	want := sideCode(side)
	inf, ok := g.kindPlaces(want, kindInfantry)
	if !ok {
		return false
	}
	units := g.Battle.Units // read once, not for each unit
	for _, i := range inf {
		if u := &units[i]; !u.lost && ashore(u) {
			return true
		}
	}
	lba, _ := g.kindPlaces(want, kindLBA) // the few Land-Based Aircraft, not every aircraft
	for _, i := range lba {
		if !units[i].lost {
			return true
		}
	}
	return false
}

// japaneseFirstLight: "The Japanese Aircraft Carrier with the most Aircraft
// immediately performs Air Attacks": its Bombers go at once, as on a roll of
// 10; they suffer AAA, bomb, and return. Carriers tied for the most leave the
// player the choice (Solitaire Decisions), unless the game makes Japan's
// equal choices (the first on the Battle Sheet).
func (g battleAir) japaneseFirstLight(evs *[]Event) {
	b := g.Battle
	if !b.jpActs(jpFirstLight) {
		return
	}
	b.JPUsed = append(b.JPUsed, jpFirstLight)
	var tiedArr [8]*Unit
	tied := tiedArr[:0]
	most := 0
	cvs := g.unitsOf(Japan, kindCarriers, clsCarrier, nil)
	// The aircraft aboard each carrier, counted in one pass.
	var countArr [16]int
	counts := append(countArr[:0], make([]int, len(cvs))...)
	all := g.unitsOf(Japan, kindAircraft, 0, func(u *Unit) bool { return u.cba && u.pos == "" })
	for _, k := range carriersOf(all, cvs, b.grpCarrier[:0]) {
		if k >= 0 {
			counts[k]++
		}
	}
	for k, cv := range cvs {
		n := counts[k]
		switch {
		case n > most:
			tied, most = append(tied[:0], cv), n
		case n == most && n > 0:
			tied = append(tied, cv)
		}
	}
	if len(tied) == 0 {
		g.notePlan(Japan, "Japanese First Light has no effect: no Japanese carrier has aircraft.", ruleJPFirstLight, evs)
		return
	}
	if len(tied) == 1 || g.GameMakesTies(AskJapaneseFirstLight) {
		g.launchJapaneseFirstLight(tied[0], evs)
		return
	}
	opts := b.newOptions()
	for _, cv := range tied {
		opts = append(opts, Decision{Kind: DoChooseCarrier, Force: cv.id})
	}
	b.ask(BattleAsk{Kind: AskJapaneseFirstLight, Plan: PlanFirstLight, AttackBy: US}, opts)
}

const ruleJPFirstLight = "Japanese Battle Plans: First Light"

// launchJapaneseFirstLight sends the Bombers of carrier cv at once.
func (g battleAir) launchJapaneseFirstLight(cv *Unit, evs *[]Event) {
	b := g.Battle
	grp := g.unitsOf(Japan, kindAircraft, 0, func(u *Unit) bool { return u.cba && u.Carrier == cv.id && u.pos == "" && g.unitCounter(u).IsBomber() })
	zone := ""
	if k := g.japaneseZone(10, g.japaneseLegalZones(false)); k >= 0 {
		zone = zonesAll[k]
	}
	if len(grp) == 0 || zone == "" {
		g.notePlanSays(wordsJPLightNone, evs).unit = cv.id
		return
	}
	for _, u := range grp {
		b.setPos(u, zone)
	}
	n := g.notePlanSays(wordsJPLight, evs)
	n.unit, n.units, n.zone = cv.id, g.noteUnits(grp), zone
	b.push(battleTask{Op: taskAAA, Flag: true}, battleTask{Op: taskBombs}, battleTask{Op: taskAirfieldLosses}, battleTask{Op: taskFLReturn, Kind: string(Japan)})
}

// usFirstLight rolls for the US First Light plan at the start of the Battle
// Turn: 7 or more sends one carrier's aircraft before Japan moves; less saves
// the plan.
func (g battleAir) usFirstLight(evs *[]Event) {
	b := g.Battle
	if !b.holdsUS(usFirstLight) {
		return
	}
	carriers := g.firstLightCarriers()
	rule := "US Battle Plans: First Light"
	if len(carriers) == 0 {
		g.notePlan(US, "US First Light: no US carrier has aircraft aboard; the plan is saved.", rule, evs)
		return
	}
	die := g.Dice.rollFor(Roll{Kind: RollFirstLight})
	if die < 7 {
		g.notePlanSays(wordsUSLightSaved, evs).die = int8(die)
		return
	}
	g.notePlanSays(wordsUSLightGo, evs).die = int8(die)
	if len(carriers) == 1 {
		g.answerFirstLightCarrier(carriers[0].id, evs)
		return
	}
	opts := b.newOptions()
	for _, cv := range carriers {
		opts = append(opts, Decision{Kind: DoChooseCarrier, Force: cv.id})
	}
	b.ask(BattleAsk{Kind: AskFirstLight, Plan: PlanFirstLight, AttackBy: US, Die: die,
		Prompt: "US First Light: choose the carrier whose aircraft attack."}, opts)
}

// firstLightCarriers lists the US carriers with aircraft aboard that can bomb.
//
// The carriers with a bomber aboard are found in one pass over the aircraft,
// then listed in Battle Sheet order: a pass over every US unit for each
// carrier was most of the step's cost.
func (g battleAir) firstLightCarriers() []*Unit {
	b := g.Battle
	var withArr [16]string
	with := withArr[:0]
	aircraft, _ := g.kindPlaces(scUS, kindAircraft)
	for _, i := range aircraft {
		u := &b.Units[i]
		if !u.lost && u.cba && u.pos == "" && g.class(u)&clsBomber != 0 && !slices.Contains(with, u.Carrier) {
			with = append(with, u.Carrier)
		}
	}
	if len(with) == 0 {
		return nil
	}
	return g.unitsOf(US, kindShips, 0, func(cv *Unit) bool {
		return g.isCarrier(cv) && slices.Contains(with, cv.id)
	})
}

func (g battleAir) firstLightGroup(carrier string) []*Unit {
	return g.unitsOf(US, kindAircraft, 0, func(u *Unit) bool {
		return u.cba && u.Carrier == carrier && u.pos == "" && g.unitCounter(u).IsBomber()
	})
}

func (g battleAir) answerFirstLightCarrier(carrier string, evs *[]Event) {
	b := g.Battle
	grp := g.firstLightGroup(carrier)
	if n := g.useUSPlan(PlanFirstLight, wordsFirstLight, evs); n != nil {
		n.carrier, n.units = carrier, g.noteUnits(grp)
	}
	ts := b.newTasks()
	for _, u := range grp {
		ts = append(ts, battleTask{Op: taskFLFly, Unit: sheetUnitOf(b.refOf(u))})
	}
	b.pushTasks(append(ts, battleTask{Op: taskAAA, Flag: true}, battleTask{Op: taskBombs}, battleTask{Op: taskFLReturn, Kind: string(US)}))
}

func (g battleAir) askFirstLightFly(u *Unit) {
	b := g.Battle
	if u == nil || u.lost {
		return
	}
	id := u.id
	opts := b.newOptions()
	for _, z := range g.usZones() {
		o := addOption(&opts)
		o.Kind, o.Force, o.Zone = DoFly, id, z
	}
	q := b.newAsk() // filled in where it stands, as the Hits' questions are
	q.Kind, q.Force, q.Plan, q.AttackBy = AskFirstLightFly, id, PlanFirstLight, US
	b.askIn(q, opts)
}

func (g battleAir) answerFirstLightFly(d *Decision, evs *[]Event) {
	b := g.Battle
	u := g.forceOf(US, kindAircraft, d.Force)
	b.setPos(u, d.Zone)
	g.noteFly(u, PlanFirstLight, false, evs)
}

// firstLightReturn lands a First Light group: it takes no further part in
// this Battle Turn's air movement and cannot be dogfought on its carrier.
func (g battleAir) firstLightReturn(side string, evs *[]Event) {
	back := g.airborne(Side(side), "")
	for _, u := range back {
		g.Battle.setPos(u, "")
		u.Sat = true
	}
	if len(back) > 0 {
		n := g.note(noteFLReturn, evs)
		n.side, n.units = Side(side), g.noteUnitsOn(back)
	}
}
