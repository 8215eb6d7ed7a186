package rules

// airCensus is where each side's aircraft in the air are: the places in
// Battle.Units of those over each Battle Sheet area, in Battle Sheet order.
// The steps of a Battle Turn ask it again and again (how many enemy
// aircraft over an area for the AAA rows, which areas have aircraft for the
// Japanese Fighters, which aircraft bomb), and between most of the
// questions no unit moves: it is worked out for the units as they stand,
// and again for a side after a unit moves or is lost (setPos, setLost).
// Not saved.
type airCensus [2]sideAir // by side: scUS, scJapan

// sideAir is one side's part of the census.
type sideAir struct {
	at    indexKey // the units counted
	moves int      // Battle.moves when counted
	valid bool
	over  [4][]int32 // by area (zonePlace)
}

// setPos moves a unit on the Battle Sheet. Every move of a unit goes
// through here, so that what is worked out from where the units stand
// (airCensus, fleetIndex) is worked out again.
func (b *Battle) setPos(u *Unit, pos string) {
	u.Pos = pos
	b.moves++
	if u.cls&clsShip != 0 {
		b.shipMoves++
	}
}

// setLost takes a unit off the Battle Sheet (lost) or brings it back, as
// setPos does for a move.
func (b *Battle) setLost(u *Unit, lost bool) {
	u.Lost = lost
	b.moves++
}

// airNow returns the census of the side numbered sc (scUS or scJapan):
// its aircraft in the air by area, counted again when a unit moved or was
// lost since, or the units changed.
func (g *Game) airNow(sc uint8) *[4][]int32 {
	b := g.Battle
	c := &b.air[sc-scUS]
	if k := b.unitsKey(); !c.valid || c.moves != b.moves || c.at != k {
		g.countAir(sc)
	}
	return &c.over
}

// countAir works the census of the side numbered sc out from the units.
func (g *Game) countAir(sc uint8) {
	b := g.Battle
	c := &b.air[sc-scUS]
	for z := range c.over {
		c.over[z] = c.over[z][:0]
	}
	places, _ := g.kindPlaces(sc, kindAircraft)
	for _, i := range places {
		if u := &b.Units[i]; !u.Lost && u.Pos != "" {
			if z := zonePlace(u.Pos); z >= 0 {
				c.over[z] = append(c.over[z], i)
			}
		}
	}
	c.at, c.moves, c.valid = b.unitsKey(), b.moves, true
}

// emptyRoom is the census's lists emptied, for a battle that takes over
// its room (adoptRoom): the census must be worked out again.
func (c *airCensus) emptyRoom() airCensus {
	var e airCensus
	for s := range c {
		for z := range c[s].over {
			e[s].over[z] = c[s].over[z][:0]
		}
	}
	return e
}

// fleetIndex lists each side's Ships by the Battle Sheet area they are in:
// the places in Battle.Units, lost ones included, in Battle Sheet order.
// The targets of a Hit on Ships, the AAA rows, the Depth Charges and the
// Naval Guns each look at a side's Ships in one area, and looking at all of
// them for each made most of their cost. Ships move only while they are
// placed, and a lost one stays listed where it was (callers skip it), so
// the lists, once worked out, mostly serve the whole battle. Not saved.
type fleetIndex [2]fleetLists // by side: scUS, scJapan

// fleetLists is one side's Ships by area.
type fleetLists struct {
	at    indexKey // the units listed
	moves int      // Battle.shipMoves when listed
	valid bool
	in    [4][]int32 // by area (zonePlace)
}

// shipsAt returns the places in Units of the side's Ships in zone, lost
// ones included, in Battle Sheet order (fleetIndex). For a side that is
// neither US nor Japan, or a zone that is no Battle Sheet area, it returns
// all the side's Ships (kindPlacesOf): callers check each Ship's place as
// they would without the index.
func (g *Game) shipsAt(want uint8, zone string) []int32 {
	z := zonePlace(zone)
	if z < 0 || (want != scUS && want != scJapan) {
		return g.kindPlacesOf(want, kindShips)
	}
	b := g.Battle
	l := &b.fleets[want-scUS]
	if k := b.unitsKey(); !l.valid || l.moves != b.shipMoves || l.at != k {
		g.listFleet(want)
	}
	return l.in[z]
}

// listFleet works out the lists by area of the side's Ships.
func (g *Game) listFleet(want uint8) {
	b := g.Battle
	l := &b.fleets[want-scUS]
	for z := range l.in {
		l.in[z] = l.in[z][:0]
	}
	places, _ := g.kindPlaces(want, kindShips)
	for _, i := range places {
		if z := zonePlace(b.Units[i].Pos); z >= 0 {
			l.in[z] = append(l.in[z], i)
		}
	}
	l.at, l.moves, l.valid = b.unitsKey(), b.shipMoves, true
}

// emptyRoom is the index's lists emptied, for a battle that takes over its
// room (adoptRoom): the lists must be worked out again.
func (x *fleetIndex) emptyRoom() fleetIndex {
	var e fleetIndex
	for s := range x {
		for z := range x[s].in {
			e[s].in[z] = x[s].in[z][:0]
		}
	}
	return e
}
