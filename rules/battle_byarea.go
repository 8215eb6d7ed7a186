package rules

// byArea lists some of one side's units by the Battle Sheet area they are
// in: their places in Battle.Units, in Battle Sheet order, by area
// (zonePlace). The steps of a Battle Turn ask again and again for a side's
// aircraft in the air or its Ships in one area (the targets of a Hit, the
// AAA rows, the Depth Charges, the bomb runs, the Japanese Fighters' legal
// areas), and looking at all of the side's units of the kind for each made
// most of their cost. A list is worked out for the units as they stand, and
// again after they change (setPos, setLost, units added). Not saved.
type byArea struct {
	at    indexKey // the units listed
	moves int      // the count of changes (Battle.airMoves or shipMoves) when listed
	valid bool
	in    [4][]unitRef
}

// The battle keeps two sets of lists, each side's:
//   - air, its aircraft in the air, lost ones left out: worked out again
//     after any move or loss of one of its aircraft (Battle.airMoves);
//   - fleets, its Ships, lost ones included: Ships move only while they are
//     placed and a lost one stays listed where it was (callers skip it), so
//     the lists, once worked out, mostly serve the whole battle
//     (Battle.shipMoves).

// setPos moves a unit on the Battle Sheet. Every move of a unit goes
// through here, so that the lists by area are worked out again.
func (b *Battle) setPos(u *Unit, pos string) {
	u.pos = pos
	b.moved(u)
	if u.cls&clsShip != 0 {
		b.shipMoves++
	}
}

// moved counts a move or loss of an aircraft for its side's air list.
func (b *Battle) moved(u *Unit) {
	if s := u.sideNo(); u.cls&clsAircraft != 0 && (s == scUS || s == scJapan) {
		b.airMoves[s-scUS]++
	}
}

// setLost takes a unit off the Battle Sheet (lost) or brings it back, as
// setPos does for a move. An aircraft lost is taken out of its side's air
// list where the list is up to date (dropAir), which then stays so: the
// AAA, the dogfights and the bomb runs lose many aircraft, and the step
// after each loss read the side's list again.
func (b *Battle) setLost(u *Unit, lost bool) {
	b.noteEdit(u)
	u.lost = lost
	if lost && b.dropAir(u) {
		return
	}
	b.moved(u)
}

// setDamaged turns a unit to its Damaged side or back, as setLost does
// for a loss: the targets of a Hit are ranked by it (noteEdit).
func (b *Battle) setDamaged(u *Unit, damaged bool) {
	b.noteEdit(u)
	u.damaged = damaged
}

// dropAir takes u, an aircraft just lost, out of its side's list of
// aircraft in the air, when that list is up to date, and reports whether
// the list stands so (one at home is in no list). No caller holds an area's
// list across a loss: the steps read them to push their tasks or list
// targets, and the losses come in later tasks.
func (b *Battle) dropAir(u *Unit) bool {
	s := u.sideNo()
	if u.cls&clsAircraft == 0 || (s != scUS && s != scJapan) {
		return false
	}
	l := &b.air[s-scUS]
	if l.stale(b, b.airMoves[s-scUS]) {
		return false
	}
	z := zonePlace(u.pos)
	if z < 0 {
		return true
	}
	over := l.in[z]
	for k, i := range over {
		if &b.Units[i] == u {
			l.in[z] = append(over[:k], over[k+1:]...)
			return true
		}
	}
	return false
}

// stale reports whether the lists were made for other units or before the
// last of moves changes.
func (l *byArea) stale(b *Battle, moves int) bool {
	return !l.valid || l.moves != moves || l.at != b.unitsKey()
}

// fill lists the units at places by area, the lost ones too when
// withLost, as they stand after moves changes.
func (l *byArea) fill(b *Battle, places []unitRef, withLost bool, moves int) {
	for z := range l.in {
		l.in[z] = l.in[z][:0]
	}
	for _, i := range places {
		u := &b.Units[i]
		if u.lost && !withLost {
			continue
		}
		if z := zonePlace(u.pos); z >= 0 {
			l.in[z] = append(l.in[z], i)
		}
	}
	l.at, l.moves, l.valid = b.unitsKey(), moves, true
}

// emptyRooms is a side's pair of lists emptied, for a battle that takes
// over their room (adoptRoom): they must be worked out again.
func emptyRooms(x [2]byArea) [2]byArea {
	var e [2]byArea
	for s := range x {
		for z := range x[s].in {
			e[s].in[z] = x[s].in[z][:0]
		}
	}
	return e
}

// airNow returns the aircraft of the side numbered sc (scUS or scJapan) in
// the air, by area, listed again if stale.
func (g *Game) airNow(sc uint8) *[4][]unitRef {
	b := g.Battle
	l := &b.air[sc-scUS]
	if l.stale(b, b.airMoves[sc-scUS]) {
		g.listAir(sc)
	}
	return &l.in
}

// listAir lists the side's aircraft in the air by area.
func (g *Game) listAir(sc uint8) {
	b := g.Battle
	places, _ := g.kindPlaces(sc, kindAircraft)
	b.air[sc-scUS].fill(b, places, false, b.airMoves[sc-scUS])
}

// shipsAt returns the places in Units of the side's Ships in zone, lost
// ones included, in Battle Sheet order (Battle.fleets). For a side that is
// neither US nor Japan, or a zone that is no Battle Sheet area, it returns
// all the side's Ships (kindPlacesOf): callers check each Ship's place as
// they would without the lists.
func (g *Game) shipsAt(want uint8, zone string) []unitRef {
	z := zonePlace(zone)
	if z < 0 || (want != scUS && want != scJapan) {
		return g.kindPlacesOf(want, kindShips)
	}
	return g.fleetNow(want)[z]
}

// fleetNow returns the Ships of the side numbered sc (scUS or scJapan), lost
// ones included, by area, listed again if stale.
func (g *Game) fleetNow(sc uint8) *[4][]unitRef {
	b := g.Battle
	l := &b.fleets[sc-scUS]
	if l.stale(b, b.shipMoves) {
		g.listFleet(sc)
	}
	return &l.in
}

// listFleet lists the side's Ships by area.
func (g *Game) listFleet(want uint8) {
	b := g.Battle
	places, _ := g.kindPlaces(want, kindShips)
	b.fleets[want-scUS].fill(b, places, true, b.shipMoves)
}
