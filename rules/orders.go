package rules

import (
	"fmt"
	"strings"
)

// ordersStep is the game seen from the Japanese Orders step: an area's
// Forces roll their Orders, and hold or move as the row says. The methods
// of this file are its own; the state they change stays in Game.
type ordersStep struct{ *Game }

// orders is the game seen from the Japanese Orders step (ordersStep).
func (g *Game) orders() ordersStep { return ordersStep{g} }

const (
	ruleOrders      = "Japanese Orders"
	ruleOrdersTable = "Japanese Orders table"
	ruleLastForce   = "Japanese Orders: the last Infantry or Land-Based Aircraft stays"
	ruleBattalions  = "Japanese Orders: Battalions make up missing Infantry"
	ruleNoOrders    = "Special Campaign Rules: 1945 Iwo Jima and Okinawa"
)

// japaneseOrders plays the Japanese Orders step: In Transit becomes Moved, lone
// Infantry and Land-Based Aircraft and Infantry facing US Forces get Moved
// markers, then every area's Forces roll Orders until all have moved or held.
// Areas are taken in map order (see docs/rulings.md: "Order of areas").
// Strategic Bombing comes first ("At the start of the Japanese Orders step").
func (g ordersStep) japaneseOrders(evs *[]Event) {
	if g.bombingBox().beginBombing(evs) {
		return
	}
	g.ordersAfterBombing(evs)
}

// ordersAfterBombing plays the Japanese Orders step once any Strategic
// Bombing is done.
func (g ordersStep) ordersAfterBombing(evs *[]Event) {
	var transit []string
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.InTransit {
			f.InTransit = false
			f.Moved = true
			transit = append(transit, f.ID)
		}
	}
	if len(transit) > 0 {
		*evs = append(*evs, Event{Kind: EvMarker, Turn: g.Turn, Step: StepOrders, Side: Japan, Forces: transit, Marker: MarkMoved,
			Text: fmt.Sprintf("In Transit counters become Moved counters (%d Forces).", len(transit)), Rule: ruleOrders})
	}
	var lone, loneIDs, facing []string
	// The area board, read in one pass over the Forces instead of one per
	// area (and one per Force for isLone), gives the Forces of each area in
	// board order, how many are Ashore, and whether US Forces are there.
	// Only Moved markers change below, which none of these depend on.
	g.keepBoard()
	bd := g.boardNow()
	for k, a := range g.data.Map.Areas {
		c := bd.census[k]
		if !c.jp {
			continue
		}
		for _, i := range bd.in[k] {
			f := &g.Forces[i]
			if f.Side != Japan || f.Moved {
				continue
			}
			// isLone(f), with the area's count from the board.
			if a.Name != JapanArea && a.Name != EastAsia && g.IsAshore(f) && c.jpAshore == 1 {
				f.Moved = true
				lone = append(lone, a.Name)
				loneIDs = append(loneIDs, f.ID)
			} else if g.Kind(f) == KindInfantry && c.us {
				f.Moved = true
				facing = append(facing, f.ID)
			}
		}
	}
	g.dropBoard() // continueOrders keeps it for the rolls, read again
	if len(lone) > 0 {
		text := "Moved markers on the lone Japanese Infantry or Land-Based Aircraft in " + strings.Join(lone, ", ") + "."
		*evs = append(*evs, Event{Kind: EvMarker, Turn: g.Turn, Step: StepOrders, Side: Japan, Forces: loneIDs, Marker: MarkMoved,
			Text: text, Rule: "Japanese Orders: Do not roll for a Lone Land-Based Aircraft or Infantry"})
	}
	if len(facing) > 0 {
		text := "Moved markers on Japanese Infantry in areas with US Forces: " + strings.Join(g.names(facing), ", ") + "."
		*evs = append(*evs, Event{Kind: EvMarker, Turn: g.Turn, Step: StepOrders, Side: Japan, Forces: facing, Marker: MarkMoved,
			Text: text, Rule: "Japanese Orders: Do not roll for Infantry in Areas with US Forces"})
	}
	g.continueOrders(evs)
}

// continueOrders rolls Orders area by area, in map order, or stops to ask the
// player which area moves next when PlayerChoosesOrdersArea ("You
// choose the order in which the enemy Forces move. Move all Forces in an Area
// before rolling for another Area"). When every area is done it removes the
// Moved markers and goes on to Resolve Battles.
func (g ordersStep) continueOrders(evs *[]Event) {
	if g.PlayerChoosesOrdersArea() && len(g.OrdersAreas()) > 0 {
		return
	}
	// An area without Japanese Forces rolls nothing and changes nothing
	// (rollOrders would find nothing orderable), so the areas are told apart
	// by one census before the rolls instead of a scan of every Force per
	// area. The rolls change it only by moving Forces, which then carry the
	// Moved marker: an area that had no Japanese Force before the rolls has
	// nothing orderable after them either.
	g.keepBoard()
	var jpArr [64]bool
	jp := jpArr[:0]
	for _, c := range g.census(nil) { // the board's, kept above
		jp = append(jp, c.jp) // the census changes as Forces move
	}
	for k, a := range g.data.Map.Areas {
		if !jp[k] {
			continue
		}
		for g.rollOrders(a.Name, false, evs) {
		}
	}
	g.dropBoard()
	for i := range g.Forces {
		g.Forces[i].Moved = false
	}
	*evs = append(*evs, Event{Kind: EvMarker, Turn: g.Turn, Step: StepOrders, Side: Japan, Marker: MarkMovedCleared,
		Text: "All Japanese Forces have moved; the Moved counters are removed.", Rule: "Japanese Orders: Done Moving"})
	g.enter(StepBattles, evs)
}

// OrdersAreas lists the areas whose Japanese Forces still await Orders.
func (g *Game) OrdersAreas() []string {
	var out []string
	for _, a := range g.data.Map.Areas {
		s, i, l := g.orders().orderable(a.Name)
		if len(s) > 0 || (len(i)+len(l) > 0 && g.orders().groundCanLeave(a.Name) > 0) {
			out = append(out, a.Name)
		}
	}
	return out
}

func (g ordersStep) ordersPending() Pending {
	p := Pending{Kind: AskOrdersArea, Step: StepOrders,
		Prompt: "Japanese Orders: choose the area whose Forces receive Orders next."}
	for _, a := range g.OrdersAreas() {
		p.Options = append(p.Options, Decision{Kind: DoOrdersArea, Area: a})
	}
	return p
}

func (g ordersStep) applyOrders(d Decision, evs *[]Event) error {
	if g.Bombing > 0 {
		return g.bombingBox().applyBombing(d, evs)
	}
	if d.Kind != DoOrdersArea {
		return illegal(ruleOrders, "choose the area whose Forces receive Orders next; not %q", d.Kind)
	}
	for _, a := range g.OrdersAreas() {
		if a == d.Area {
			for g.rollOrders(a, false, evs) {
			}
			g.continueOrders(evs)
			return nil
		}
	}
	return illegal(ruleOrders, "no Japanese Forces in %q await Orders", d.Area)
}

// orderableRoom is room on the stack for an area's orderable Forces.
const orderableRoom = 48

// orderable returns the Japanese Forces of an area that may still receive an
// Order: not yet moved or held, not In Transit, not Infantry facing US Forces or
// still on a Transport, not a lone Infantry or Land-Based Aircraft.
func (g ordersStep) orderable(area string) (ships, infantry, aircraft []*Force) {
	ships, infantry, aircraft, _ = g.orderableAshore(area, nil)
	return
}

// orderableAshore is orderable, with the number of Japanese Forces Ashore in
// the area (groundCanLeave's count), from one pass over the Forces instead of
// four. The three lists are carved from room when it is large enough.
func (g ordersStep) orderableAshore(area string, room []*Force) (ships, infantry, aircraft []*Force, ashore int) {
	usHere := false
	var jpArr [48]*Force // on the stack: an area holds a few dozen Forces
	jp := jpArr[:0]
	for i := range g.forcesIn(area) {
		f := &g.Forces[i]
		if f.Where != OnMap || !sameString(f.Area, area) {
			continue
		}
		switch f.Side {
		case US:
			usHere = true
		case Japan:
			jp = append(jp, f)
			if g.IsAshore(f) {
				ashore++
			}
		}
	}
	if g.data.Setup.IsNoOrders(area) {
		// "During the 1945 Campaign, do not roll Japanese Orders for the
		// Forces on Okinawa and Iwo Jima."
		return nil, nil, nil, ashore
	}
	// isLone, with the area's count made once.
	lone := area != JapanArea && area != EastAsia && ashore == 1
	// Which list each Force joins (0: none), then the three lists carved
	// from one allocation, each in board order.
	var kindArr [48]uint8
	kinds := kindArr[:0]
	var n [4]int
	for _, f := range jp {
		k := uint8(0)
		if !f.Moved && !f.InTransit && !(lone && g.IsAshore(f)) {
			switch g.Kind(f) {
			case KindShip:
				k = 1
			case KindInfantry:
				if !usHere && !f.OnTransport {
					k = 2
				}
			case KindAircraft:
				k = 3
			}
		}
		kinds = append(kinds, k)
		n[k]++
	}
	if n[1]+n[2]+n[3] == 0 {
		return nil, nil, nil, ashore
	}
	buf := room[:0]
	if m := n[1] + n[2] + n[3]; cap(room) < m {
		buf = make([]*Force, 0, m)
	}
	for want := uint8(1); want <= 3; want++ {
		start := len(buf)
		for i, f := range jp {
			if kinds[i] == want {
				buf = append(buf, f)
			}
		}
		if len(buf) == start {
			continue // nil, as a list nothing was appended to
		}
		list := buf[start:len(buf):len(buf)]
		switch want {
		case 1:
			ships = list
		case 2:
			infantry = list
		case 3:
			aircraft = list
		}
	}
	return ships, infantry, aircraft, ashore
}

// groundCanLeave is how many Infantry and Land-Based Aircraft may still leave
// the area: all but the last one Ashore, except in Japan and East Asia.
func (g ordersStep) groundCanLeave(area string) int {
	if area == JapanArea || area == EastAsia {
		return 1 << 20
	}
	return canLeave(area, g.Ashore(area, Japan))
}

// canLeave is groundCanLeave for an area with ashore Japanese Forces Ashore.
func canLeave(area string, ashore int) int {
	if area == JapanArea || area == EastAsia {
		return 1 << 20
	}
	return max(ashore-1, 0)
}

// rollOrders makes one Japanese Orders roll for an area's Forces and carries it
// out. It returns false when nothing in the area can receive an Order, so no
// roll was made. Scouting rolls put In Transit markers instead of Moved ones.
func (g ordersStep) rollOrders(area string, scouting bool, evs *[]Event) bool {
	var room [orderableRoom]*Force // the lists live only while this roll does
	ships, inf, air, ashore := g.orderableAshore(area, room[:0])
	leave := canLeave(area, ashore)
	if len(ships) == 0 && (len(inf)+len(air) == 0 || leave == 0) && scouting && g.Has(area, Japan) {
		return g.scoutedHold(area, evs)
	}
	if len(ships) == 0 && (len(inf)+len(air) == 0 || leave == 0) {
		// Only the last Infantry or Land-Based Aircraft is left: it cannot move
		// whatever the Order, so no roll is made for it (docs/rulings.md).
		var stay []string
		for _, f := range append(inf, air...) {
			g.mark(f, scouting)
			stay = append(stay, f.ID)
		}
		if len(stay) > 0 {
			*evs = append(*evs, Event{Kind: EvMarker, Turn: g.Turn, Step: g.Step, Side: Japan, Area: area, Forces: stay, Marker: g.markerOf(scouting),
				Text: fmt.Sprintf("%s: %s stays, the last Japanese Infantry or Land-Based Aircraft there; no Order is rolled.", area, strings.Join(g.names(stay), ", ")),
				Rule: ruleLastForce})
		}
		return false
	}
	die := g.Dice.rollFor(Roll{Kind: RollOrders, Of: area})
	row := g.data.Tables.Order(die)
	roll := Event{Kind: EvOrderRoll, Turn: g.Turn, Step: g.Step, Side: Japan, Area: area, Dice: []int{die}, Total: die, Row: row.RowLabel(),
		Rule: ruleOrdersTable}
	roll.Text = fmt.Sprintf("%s: Japanese Orders roll %d, %s (%s).", area, die, row.Name, row.MoveTo)
	*evs = append(*evs, roll)
	if row.Name == OrderHold {
		g.hold(area, ships, inf, air, row, scouting, "", evs)
		return true
	}
	dests, why := g.destinations(area, row.Name)
	if len(dests) == 0 {
		g.hold(area, ships, inf, air, g.data.Tables.OrderNamed(OrderHold), scouting, fmt.Sprintf("The %s Order cannot be performed: %s.", row.Name, why), evs)
		return true
	}
	dest := dests[0]
	if len(dests) > 1 {
		var dice []int
		k := g.Dice.choose(Roll{Kind: RollDestination, Of: area}, len(dests), &dice)
		dest = dests[k]
		text := fmt.Sprintf("%s: %d equally valid destinations (%s); the die picks %s.", area, len(dests), strings.Join(dests, ", "), dest)
		*evs = append(*evs, Event{Kind: EvChoice, Turn: g.Turn, Step: g.Step, Side: Japan, Area: area, Dice: dice, To: dest,
			Text: text, Rule: "Japanese Orders: equally valid destinations are chosen at random"})
	}
	if dest == area {
		g.hold(area, ships, inf, air, g.data.Tables.OrderNamed(OrderHold), scouting, fmt.Sprintf("The %s Order picks their own area, so they do not move.", row.Name), evs)
		return true
	}
	if !g.moveJapanese(area, dest, row, ships, inf, air, leave, scouting, evs) {
		g.hold(area, ships, inf, air, g.data.Tables.OrderNamed(OrderHold), scouting, fmt.Sprintf("The %s Order moves no Forces.", row.Name), evs)
	}
	return true
}

// scoutedHold is the roll of a Scouting counter on an area none of whose
// Forces can move (a lone Infantry or Land-Based Aircraft, Infantry facing US
// Forces): the player paid for the roll, so it is made, and whatever Order it
// gives cannot be performed: "If an Order cannot be performed, perform a Hold
// Order instead". Japan gains the Resupply counter; the Forces that were still
// to receive an Order stay under In Transit markers.
func (g ordersStep) scoutedHold(area string, evs *[]Event) bool {
	die := g.Dice.rollFor(Roll{Kind: RollOrders, Of: area})
	row := g.data.Tables.Order(die)
	*evs = append(*evs, Event{Kind: EvOrderRoll, Turn: g.Turn, Step: g.Step, Side: Japan, Area: area, Dice: []int{die}, Total: die, Row: row.RowLabel(),
		Text: fmt.Sprintf("%s: Japanese Orders roll %d, %s (%s).", area, die, row.Name, row.MoveTo), Rule: ruleOrdersTable})
	var ids []string
	for _, f := range g.In(area, Japan) {
		if !f.Moved && !f.InTransit {
			g.mark(f, true)
			ids = append(ids, f.ID)
		}
	}
	g.Resupply++
	why := ""
	if row.Name != OrderHold {
		why = fmt.Sprintf("The %s Order cannot be performed: no Japanese Force in %s can move. ", row.Name, area)
	}
	*evs = append(*evs, Event{Kind: EvJapaneseHold, Turn: g.Turn, Step: g.Step, Side: Japan, Area: area, Forces: ids, Row: "1-2 Hold", Marker: MarkInTransit,
		Text: fmt.Sprintf("%s%s: Hold. %s stay; Japan gains a Resupply counter (%d now).", why, area, listOr(g.names(ids), "no Forces"), g.Resupply),
		Rule: "US Scouting; Hold Order; If an Order cannot be performed, perform a Hold Order instead"})
	return true
}

// mark puts the Moved marker, or In Transit during Scouting, on a Force.
func (g ordersStep) mark(f *Force, scouting bool) {
	if scouting {
		f.InTransit = true
	} else {
		f.Moved = true
	}
}

// markerOf is the marker mark puts on a Force: In Transit when the Order was
// rolled for a Scouting counter, Moved otherwise.
func (g ordersStep) markerOf(scouting bool) Marker {
	if scouting {
		return MarkInTransit
	}
	return MarkMoved
}

// pick chooses n of the Forces of an area at random ("Randomly select"), or
// all of them when there are no more than n.
func (g ordersStep) pick(area string, from []*Force, n int) []*Force {
	if len(from) <= n {
		return from
	}
	var room [48]*Force // an area rarely holds more: the copy stays on the stack
	rest := append(room[:0], from...)
	out := make([]*Force, 0, n)
	for len(out) < n {
		k := g.Dice.choose(Roll{Kind: RollOrderMoving, Of: area}, len(rest), nil) // the same die, not kept
		out = append(out, rest[k])
		rest = append(rest[:k], rest[k+1:]...)
	}
	return out
}

// hold carries out a Hold Order: up to 6 Ships, 2 Infantry and 3 Land-Based
// Aircraft chosen at random stay, and Japan gains a Resupply counter.
// ships, inf and air are the area's orderable Forces (orderable), which
// rollOrders has just listed: nothing has moved since.
func (g ordersStep) hold(area string, ships, inf, air []*Force, row OrderRow, scouting bool, why string, evs *[]Event) {
	var ids []string
	staying := append(append(g.pick(area, ships, row.Ships), g.pick(area, inf, row.Infantry)...), g.pick(area, air, row.Aircraft)...)
	if len(staying) > 0 {
		ids = make([]string, 0, len(staying))
	}
	for _, f := range staying {
		g.mark(f, scouting)
		ids = append(ids, f.ID)
	}
	g.Resupply++
	text := fmt.Sprintf("%s: Hold. %s stay", area, listOr(g.names(ids), "no Forces"))
	if why != "" {
		text = why + " " + text
	}
	*evs = append(*evs, Event{Kind: EvJapaneseHold, Turn: g.Turn, Step: g.Step, Side: Japan, Area: area, Forces: ids, Row: "1-2 Hold", Marker: g.markerOf(scouting),
		Text: fmt.Sprintf("%s; Japan gains a Resupply counter (%d now).", text, g.Resupply),
		Rule: "Hold Order; If an Order cannot be performed, perform a Hold Order instead"})
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func listOr(items []string, none string) string {
	if len(items) == 0 {
		return none
	}
	return strings.Join(items, ", ")
}

// moveJapanese moves the Forces an Order calls for: Ships, then Infantry, then
// Land-Based Aircraft, chosen at random up to the Order's numbers, never the
// last Infantry or Land-Based Aircraft of the area. Battalions from the box make
// up the Infantry an Order lacks when it moves to an area with US Forces. It
// returns false if no Force of the area moved.
func (g ordersStep) moveJapanese(from, to string, row OrderRow, ships, inf, air []*Force, leave int, scouting bool, evs *[]Event) bool {
	nAir := row.Aircraft
	if row.AircraftIfAshore && g.Ashore(to, Japan) == 0 {
		nAir = 0
	}
	moving := g.pick(from, ships, row.Ships)
	infMoving := g.pick(from, inf, min(row.Infantry, leave))
	leave -= len(infMoving)
	moving = append(moving, infMoving...)
	moving = append(moving, g.pick(from, air, min(nAir, leave))...)
	if len(moving) == 0 {
		return false
	}
	usThere := g.Has(to, US)
	boardWasFresh := g.boardMoves()
	// Battalions taken below append to g.Forces: no pointer into it is used after.
	ids := make([]string, 0, len(moving))
	for _, f := range moving {
		f.Area = to
		f.OnTransport = usThere && g.Kind(f) == KindInfantry
		g.mark(f, scouting)
		ids = append(ids, f.ID)
	}
	text := fmt.Sprintf("%s Order: %s move from %s to %s.", row.Name, strings.Join(g.names(ids), ", "), from, to)
	*evs = append(*evs, Event{Kind: EvJapaneseMove, Turn: g.Turn, Step: g.Step, Side: Japan, From: from, To: to, Forces: ids, Row: row.RowLabel(), Marker: g.markerOf(scouting),
		Text: text, Rule: row.ruleName()})
	if usThere {
		var onT []string
		n := 0
		for _, f := range moving {
			if f.OnTransport {
				n++
				onT = append(onT, g.Name(f.ID))
			}
		}
		if n > 0 {
			text := fmt.Sprintf("%s %s on a Transport: %s has US Forces.", strings.Join(onT, ", "), plural(len(onT), "goes", "go"), to)
			*evs = append(*evs, Event{Kind: EvNote, Turn: g.Turn, Step: g.Step, Side: Japan, To: to,
				Text: text, Rule: "Japanese Orders: Infantry moved to an Area with US Forces go on a Transport"})
		}
	}
	var bns []string
	if short := row.Infantry - len(infMoving); usThere && short > 0 {
		for k := 0; k < short; k++ {
			id, ok := g.takeBattalion(to, true)
			if !ok {
				break
			}
			g.mark(g.Force(id), scouting)
			bns = append(bns, id)
		}
		*evs = append(*evs, Event{Kind: EvBattalions, Turn: g.Turn, Step: g.Step, Side: Japan, To: to, Forces: bns, Marker: g.markerOf(scouting),
			Text: fmt.Sprintf("The Order calls for %d Infantry but %d can move: %d Battalion(s) from the Battalion box join them on a Transport to %s.",
				row.Infantry, len(infMoving), len(bns), to),
			Rule: ruleBattalions})
	}
	if boardWasFresh {
		g.boardMoved(from, to, bns)
	}
	return true
}

// destinations lists the areas an Order may send Forces from an area to, all
// equally valid, or explains why there are none.
func (g ordersStep) destinations(area, order string) ([]string, string) {
	m := g.data.Map
	var out []string
	// Has and Ashore of every area from one pass over the Forces, made when
	// first asked.
	var c []areaCensus
	var room [censusRoom]areaCensus
	census := func() []areaCensus {
		if c == nil {
			c = g.census(room[:0])
		}
		return c
	}
	jpAshore := func(a string) int { return m.censusOf(census(), a).jpAshore }
	switch order {
	case OrderRefit:
		if area == JapanArea {
			return nil, "the Forces are already in Japan"
		}
		return []string{JapanArea}, ""
	case OrderSouth:
		d := m.JapaneseDistance(area, Australia)
		if d <= 1 {
			return nil, "they are already adjacent to Australia"
		}
		for _, l := range m.Area(area).Lines {
			if Entrable(Japan, l) && m.JapaneseDistance(l, Australia) == d-1 {
				out = append(out, l)
			}
		}
		return out, "no area is 1 closer to Australia"
	case OrderEast:
		d := m.JapaneseDistance(area, Hawaii)
		for _, l := range m.Area(area).Lines {
			if Entrable(Japan, l) && m.JapaneseDistance(l, Hawaii) == d-1 && jpAshore(l) > 0 {
				out = append(out, l)
			}
		}
		return out, "no adjacent area 1 closer to Hawaii has Japanese Forces Ashore"
	case OrderBattle:
		for k, a := range m.Areas {
			if c := census()[k]; c.us && c.jp && Entrable(Japan, a.Name) {
				out = append(out, a.Name)
			}
		}
		return out, "no area has both US and Japanese Forces"
	case OrderEngage:
		return g.closest(area, func(k int) bool { return census()[k].us }), "no area Japan may enter has US Forces"
	case OrderReinforce:
		for _, o := range g.data.Setup.Objectives {
			if Entrable(Japan, o) && jpAshore(o) > 0 {
				out = append(out, o)
			}
		}
		return out, "no Objective has Japanese Infantry or Land-Based Aircraft Ashore"
	case OrderSortie:
		return g.closest(area, func(k int) bool { return census()[k].us && g.data.Setup.IsObjective(m.Areas[k].Name) }),
			"no Objective Japan may reach has US Forces"
	}
	return nil, "unknown Order"
}

// closest returns the areas satisfying ok that are fewest moves away along the
// paths Japan may use; the area itself counts, at distance 0. ok is asked of
// an area's place in the map's areas.
func (g ordersStep) closest(from string, ok func(k int) bool) []string {
	m := g.data.Map
	i, known := m.index[from]
	if !known {
		return nil
	}
	best := -1
	var out []string
	for k, a := range m.Areas {
		if !Entrable(Japan, a.Name) || !ok(k) {
			continue
		}
		d := m.dist[i][k]
		if d < 0 {
			continue
		}
		switch {
		case best < 0 || d < best:
			best, out = d, []string{a.Name}
		case d == best:
			out = append(out, a.Name)
		}
	}
	return out
}
