package rules

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

const (
	ruleReturn    = "Combat: Return Aircraft"
	ruleAirfields = "Combat: Inflict Airfield Losses"
)

// returnAircraft brings the Land-Based Aircraft back to their Airfields and
// lands the Carrier Aircraft: Japan's at once, the US's after the player
// chooses any losses.
func (g battleAir) returnAircraft(evs *[]Event) {
	b := g.Battle
	// The Land-Based Aircraft of each side, then those in the air among
	// them, kept in place.
	inAir := func(lba []*Unit) []*Unit {
		out := lba[:0]
		for _, u := range lba {
			if u.pos != "" {
				out = append(out, u)
			}
		}
		return out
	}
	us := inAir(g.unitsOf(US, kindLBA, clsLBA, nil))
	jp := inAir(g.unitsOf(Japan, kindLBA, clsLBA, nil))
	for _, side := range [2][]*Unit{us, jp} {
		for _, u := range side {
			g.Battle.setPos(u, "")
		}
	}
	if len(us)+len(jp) > 0 {
		g.note(noteReturn, evs).units = g.noteLists(us, jp)
	}
	g.landJapanese(evs)
	*b.pushOne() = battleTask{Op: taskLandUS}
}

// decks are a side's undamaged carriers, the Carrier Aircraft it has left in
// the battle, in Battle Sheet order, and how many the carriers can hold:
// each as many as it held at the start of the battle. Landing asks all
// three, so they are read once.
type decks struct {
	cvs, cba []*Unit
	space    int
}

func (g battleAir) readDecks(side Side) decks {
	// Plain loops over the units of each kind, carved from the battle's
	// scratch list: landing comes twice a Battle Turn for each side. The
	// side's lists of a kind hold its units of that kind alone, so a unit's
	// side and class need no look; only the US and Japan have the lists,
	// and only they land aircraft.
	b := g.Battle
	var d decks
	carriers, ok := g.kindPlaces(sideCode(side), kindCarriers)
	if !ok {
		return d
	}
	aircraft, _ := g.kindPlaces(sideCode(side), kindAircraft)
	scratch := b.scratch
	start := len(scratch)
	units := b.Units // read once, not for each unit
	for _, i := range carriers {
		if u := &units[i]; !u.lost && !u.damaged {
			scratch = append(scratch, u)
			d.space += u.Capacity
		}
	}
	d.cvs = scratch[start:len(scratch):len(scratch)]
	start = len(scratch)
	for _, i := range aircraft {
		if u := &units[i]; !u.lost && u.cba {
			scratch = append(scratch, u)
		}
	}
	d.cba = scratch[start:len(scratch):len(scratch)]
	b.scratch = scratch
	return d
}

// lossOrder sorts aircraft the way Japan loses them: Damaged ones first, then
// full-strength ones, each from lowest to highest value.
func (g battleAir) lossOrder(us []*Unit) {
	slices.SortStableFunc(us, func(x, y *Unit) int {
		if x.damaged != y.damaged {
			if x.damaged {
				return -1
			}
			return 1
		}
		if c := cmp.Compare(g.unitCounter(x).Cost, g.unitCounter(y).Cost); c != 0 {
			return c
		}
		return cmp.Compare(x.Order, y.Order)
	})
}

// landJapanese destroys the Japanese Carrier Aircraft that find no deck, in
// loss order, and lands the rest.
func (g battleAir) landJapanese(evs *[]Event) {
	d := g.readDecks(Japan)
	if len(d.cba) == 0 {
		return
	}
	if extra := len(d.cba) - d.space; extra > 0 {
		g.lossOrder(d.cba)
		for _, u := range d.cba[:extra] {
			g.hits().destroyUnit(u, "no undamaged Japanese carrier has room for it", evs)
		}
		d = g.readDecks(Japan) // the rest, in Battle Sheet order again
	}
	g.assignDecks(Japan, d, evs)
}

// landUS lands the US Carrier Aircraft; when the decks are too few the player
// chooses which aircraft are lost, one at a time.
func (g battleAir) landUS(evs *[]Event) {
	b := g.Battle
	d := g.readDecks(US)
	cba := d.cba
	if len(cba) == 0 {
		return
	}
	extra := len(cba) - d.space
	switch {
	case extra <= 0:
		g.assignDecks(US, d, evs)
	case extra >= len(cba):
		for _, u := range cba {
			g.hits().destroyUnit(u, "no undamaged US carrier is left to land on", evs)
		}
	default:
		opts := b.newOptions()
		for _, u := range cba {
			o := addOption(&opts)
			o.Kind, o.Force = DoDestroy, u.id
		}
		// Filled in where it stands, as the Hits' questions are (newAsk).
		q := b.newAsk()
		q.Kind, q.Hits, q.AttackBy = AskLandAircraft, extra, US
		b.askIn(q, opts)
	}
}

// assignDecks lands every Carrier Aircraft of the side (d, with room for
// them all) on an undamaged carrier: its own when it has room, otherwise the
// first with room.
func (g battleAir) assignDecks(side Side, d decks, evs *[]Event) {
	cvs, cba := d.cvs, d.cba
	// The room left on each carrier, by its place in cvs.
	var roomArr [16]int
	room := roomArr[:0]
	for _, cv := range cvs {
		room = append(room, cv.Capacity)
	}
	// The aircraft landed, each with the carrier it lands on, go straight
	// to the notes' list of IDs: first those back on their own carriers,
	// then, after an empty ID, those landing on another (noteLanding).
	from := len(g.noteIDs)
	b := g.Battle
	b.grpCarrier = carriersOf(cba, cvs, b.grpCarrier[:0])
	var homelessArr [16]*Unit // beyond, the list moves to the heap
	homeless := homelessArr[:0]
	for n, u := range cba {
		if k := b.grpCarrier[n]; k >= 0 && room[k] > 0 {
			room[k]--
			if u.pos != "" {
				g.noteIDs = append(g.noteIDs, u.id, u.Carrier)
			}
			g.Battle.setPos(u, "")
			continue
		}
		homeless = append(homeless, u)
	}
	back := len(g.noteIDs)
	g.noteIDs = append(g.noteIDs, "")
	for _, u := range homeless {
		for k, cv := range cvs {
			if room[k] > 0 {
				room[k]--
				u.Carrier = cv.id
				g.Battle.setPos(u, "")
				g.noteIDs = append(g.noteIDs, u.id, u.Carrier)
				break
			}
		}
	}
	if len(g.noteIDs) == back+1 && back == from {
		g.noteIDs = g.noteIDs[:from] // none landed: no event
		return
	}
	n := g.note(noteLanding, evs)
	n.side, n.units = side, noteSpan{int32(from), int32(len(g.noteIDs))}
}

// returnEvent is the Event of aircraft returning: the Land-Based Aircraft
// of both sides (noteReturn: the US's, then Japan's), a side's Carrier
// Aircraft landing (noteLanding: those back on their own carriers, then
// those on another, each with the carrier it lands on), or a First Light
// group back on its carrier (noteFLReturn, with the carriers).
func (g battleAir) returnEvent(n *note, e *Event) {
	ids := g.noteIDs[n.units.from:n.units.to]
	switch n.kind {
	case noteReturn:
		var lists [2][]string
		g.listsOf(n.units, lists[:])
		lba := append(slices.Clip(lists[0]), lists[1]...)
		g.startEvent(e, EvAircraftReturn, "", fmt.Sprintf("%s return to their Island Airfields.", g.namesOf(lba)), ruleReturn+": Land-Based Aircraft")
		e.Forces = lba
	case noteLanding:
		end := slices.Index(ids, "")
		var parts []string
		if end > 0 {
			parts = append(parts, fmt.Sprintf("%s return to their carriers", g.pairNames(ids[:end])))
		}
		for k := end + 1; k < len(ids); k += 2 {
			parts = append(parts, fmt.Sprintf("%s lands on %s", g.noteName(g.Battle.unit(ids[k]), ids[k+1]), g.Name(ids[k+1])))
		}
		g.startEvent(e, EvAircraftReturn, n.side, strings.Join(parts, "; ")+".", ruleReturn+": Carrier Aircraft")
		e.Forces = append(pairIDs(ids[:end]), pairIDs(ids[end+1:])...)
	case noteFLReturn:
		g.startEvent(e, EvAircraftReturn, n.side, fmt.Sprintf("First Light: %s return to their carrier.", g.pairNames(ids)), "Battle Plans: First Light")
		e.Forces = pairIDs(ids)
	}
}

// airfieldLosses destroys the Land-Based Aircraft beyond the number of a
// side's Airfields: Japan's in loss order, the US's as the player chooses.
func (g battleAir) airfieldLosses(evs *[]Event) {
	b := g.Battle
	lba := g.unitsOf(Japan, kindLBA, clsLBA, nil)
	if extra := len(lba) - b.JPAirfields; extra > 0 {
		g.lossOrder(lba)
		for _, u := range lba[:extra] {
			g.hits().destroyUnit(u, fmt.Sprintf("Japan has %d Airfields for %d Land-Based Aircraft", b.JPAirfields, len(lba)), evs)
		}
	}
	*b.pushOne() = battleTask{Op: taskUSAirfieldLosses}
}

func (g battleAir) usAirfieldLosses(evs *[]Event) {
	b := g.Battle
	var room [16]string // a few: beyond, the list moves to the heap
	lba := room[:0]
	for _, u := range g.unitsOf(US, kindLBA, clsLBA, nil) {
		lba = append(lba, u.id)
	}
	// The Bomber Wings performing Strategic Bombing count toward the Airfield
	// value of a Marianas battle and share its losses (rules/bombing.go).
	lba = append(lba, g.bombingBox().boxedWings()...)
	extra := len(lba) - b.USAirfields
	switch {
	case extra <= 0:
	case extra >= len(lba):
		for _, id := range lba {
			g.loseLBA(id, fmt.Sprintf("the US has %d Airfields for %d Land-Based Aircraft", b.USAirfields, len(lba)), evs)
		}
	default:
		opts := b.newOptions()
		for _, id := range lba {
			opts = append(opts, Decision{Kind: DoDestroy, Force: id})
		}
		b.ask(BattleAsk{Kind: AskAirfieldLosses, Hits: extra, AttackBy: US}, opts)
	}
}

// loseLBA destroys a US Land-Based Aircraft for want of an Airfield: a unit
// on the Battle Sheet, or a Bomber Wing in the Strategic Bombing box.
func (g battleAir) loseLBA(id, why string, evs *[]Event) {
	if u := g.Battle.unit(id); u != nil {
		g.hits().destroyUnit(u, why, evs)
		return
	}
	g.bombingBox().destroyBoxedWing(id, why, evs)
}
