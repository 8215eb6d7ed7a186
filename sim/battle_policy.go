package sim

import (
	"math/rand/v2"
	"slices"

	"nimitz/rules"
)

// planPriority ranks the US Battle Plans the heuristic buys, best first: plans
// that stop Hits on carriers and add Hits to the common attacks.
var planPriority = []string{"Damage Control", "AAA", "Furball", "Diving Attack", "Anti-Aircraft",
	"Ranging Shots", "Leathernecks", "Seabees", "Barrel Roll", "Charge", "Artillery", "Sonar", "Envelop",
	"First Light", "ASW"}

// decideBattle answers a question inside a battle the way a careful player
// would: surface ships where Japan's ships will be, bombers against the most
// valuable ships in reach, fighters over the carriers, the best plans bought,
// every plan used when it applies, and the cheapest Forces lost first. It
// returns the answer's place among p.Options, as every choice below does.
func decideBattle(g *rules.Game, p rules.Pending, rng *rand.Rand, m *flyMemo) int {
	ask := p.Battle
	b := g.Battle
	if ask == nil || b == nil || len(p.Options) == 0 || !memoable(ask.Kind) {
		m.forget()
	}
	if ask == nil || b == nil || len(p.Options) == 0 {
		return 0
	}
	switch ask.Kind {
	case rules.AskPlaceShip:
		return placeShip(g, b, p, m)
	case rules.AskPlaceSub:
		return preferZone(p.Options, rules.ZoneJapaneseOcean, rules.ZoneCoastal)
	case rules.AskBuyPlans:
		return buyPlan(g, b, p, m)
	case rules.AskFly, rules.AskFirstLightFly:
		return fly(g, b, p, ask, m)
	case rules.AskEngaged:
		return engaged(g, b, p)
	case rules.AskAllocateHit:
		if ask.AttackBy == rules.US {
			// An equal choice among Japanese Forces: the engine's documented
			// order (a Damaged one first, Forces before Airfields).
			return 0
		}
		return allocateHit(b, p.Options)
	case rules.AskStopHit, rules.AskExtraHit, rules.AskReroll, rules.AskAntiAircraft,
		rules.AskCharge, rules.AskArtillery, rules.AskASW:
		return choose(p.Options, func(d *rules.Decision) bool { return d.Yes })
	}
	return 0
}

// allocateHit picks the US Force that takes a Hit. Carrier-Based Aircraft are
// replaced free at the next battle, so they go first; then a Force at full
// strength, so that Hits Damage many Forces rather than Destroy a few: a
// Damaged Force still holds its Island and can be repaired ("You may allocate
// Hits to your US Forces any way you like in order from lowest to highest
// value", Combat: Allocating Hits).
func allocateHit(b *rules.Battle, opts []rules.Decision) int {
	// One look at each option's unit: the first Carrier-Based Aircraft, or
	// else the first Force at full strength.
	full := -1
	for i := range opts {
		var u *rules.Unit
		if opts[i].Force != rules.AirfieldTarget { // no unit: nothing to look up
			u = unitOf(b, opts[i].Force)
		}
		if u != nil && u.CBA() {
			return i
		}
		if full < 0 && (u == nil || !u.Damaged()) {
			full = i
		}
	}
	return max(full, 0)
}

// choose returns the place of the first option that suits, or 0.
func choose(opts []rules.Decision, ok func(*rules.Decision) bool) int {
	for i := range opts {
		if ok(&opts[i]) {
			return i
		}
	}
	return 0
}

// preferZone returns the place of the first option to the first of zones
// offered, or 0.
func preferZone(opts []rules.Decision, zones ...string) int {
	for _, z := range zones {
		for i := range opts {
			if opts[i].Zone == z {
				return i
			}
		}
	}
	return 0
}

// unitOf finds a Force's unit on the Battle Sheet.
func unitOf(b *rules.Battle, id string) *rules.Unit { return b.Unit(id) }

// japanese sums what Japan has in play on the Battle Sheet.
type japanese struct {
	carriers, ships, ground int
	// ashore counts Infantry Ashore and Land-Based Aircraft; transports the
	// Infantry still on Transports; airfields is true with Land-Based Aircraft.
	ashore, transports int
	airfields          bool
	shipsIn            [4]int // ship value by zone (zoneIndex), carriers weighing most
}

// zoneIndex numbers the Battle Sheet areas in movement order, or -1 for anywhere
// else: the policy's sums by zone are arrays, not maps made at every
// decision.
func zoneIndex(z string) int {
	switch z {
	case rules.ZoneJapaneseOcean:
		return 0
	case rules.ZoneIsland:
		return 1
	case rules.ZoneCoastal:
		return 2
	case rules.ZoneUSOcean:
		return 3
	}
	return -1
}

// battleBoard is what the battle policy reads of the Battle Sheet: what
// Japan has in play, whether the US has ground Forces there and its
// carriers.
type battleBoard struct {
	japan    japanese
	ground   bool // US Infantry Ashore or Land-Based Aircraft (usGround)
	carriers int  // US carriers still in the battle
}

// readBoard reads the Battle Sheet in one pass over the units: the policy
// asks for all three at once, and a pass for each cost three.
func readBoard(g *rules.Game, b *rules.Battle) battleBoard {
	var r battleBoard
	j := &r.japan
	for i := range b.Units {
		u := &b.Units[i]
		if u.Lost() || (u.Side() != rules.Japan && u.Side() != rules.US) {
			continue
		}
		ct := counterOf(g, u)
		if ct == nil {
			continue
		}
		kind := ct.Kind()
		if u.Side() == rules.US {
			switch {
			case u.CBA():
			case kind == rules.KindAircraft || (kind == rules.KindInfantry && (u.Pos() == rules.PosFoxholes || u.Pos() == rules.PosBeach)):
				r.ground = true
			case ct.IsCarrier():
				r.carriers++
			}
			continue
		}
		switch kind {
		case rules.KindShip:
			j.ships++
			w := 1
			if ct.IsCarrier() {
				j.carriers++
				w = 4
			}
			if k := zoneIndex(u.Pos()); ct.Type != rules.SS && k >= 0 {
				j.shipsIn[k] += w
			}
		case rules.KindInfantry:
			j.ground++
			if u.Pos() == rules.PosTransport {
				j.transports++
			} else {
				j.ashore++
			}
		case rules.KindAircraft:
			if !u.CBA() {
				j.ground++
				j.ashore++
				j.airfields = true
			}
		}
	}
	return r
}

// japanAt sums what Japan has in play on the Battle Sheet.
func japanAt(g *rules.Game, b *rules.Battle) japanese { return readBoard(g, b).japan }

// usGround reports US Infantry Ashore or Land-Based Aircraft in the battle:
// without them US attacks may not hit Japanese Infantry (Attacking Island
// Forces).
func usGround(g *rules.Game, b *rules.Battle) bool { return readBoard(g, b).ground }

// counterOf returns a unit's printed values; u is one of the game's battle's.
func counterOf(g *rules.Game, u *rules.Unit) *rules.Counter { return g.UnitCounter(u) }

// placeShip: with Japanese island forces or no Japanese carriers, Japan's
// escorts fight in the Coastal Area, so the gun ships go there; destroyers stay
// with US carriers for their AAA.
func placeShip(g *rules.Game, b *rules.Battle, p rules.Pending, m *flyMemo) int {
	j, _, carriers := m.read(g, b, p.Battle)
	f := g.Force(p.Battle.Force)
	if f == nil {
		return 0
	}
	ct := g.Counter(f)
	coastal := j.ground > 0 || j.carriers == 0
	if ct.Type == rules.DD && carriers > 0 {
		coastal = false
	}
	if coastal {
		return preferZone(p.Options, rules.ZoneCoastal, rules.ZoneUSOcean)
	}
	return preferZone(p.Options, rules.ZoneUSOcean, rules.ZoneCoastal)
}

// buyPlan spends 1 Supply Point for more Battle Plan Points when Supply is
// plentiful, then buys Engaged where both sides have Forces on or bound for
// the Island (a longer battle may clear it), then the other plans in order of
// priority while points last. The Hawaiian Islands buy every Hit.
func buyPlan(g *rules.Game, b *rules.Battle, p rules.Pending, m *flyMemo) int {
	if b.Area == rules.Hawaii && b.Turn <= 1 {
		return buyHawaiiPlans(b, p)
	}
	for i := range p.Options {
		if p.Options[i].Kind == rules.DoSpendSupply && b.SupplySpent < 1 && g.SupplyPoints >= 8 {
			return i
		}
	}
	if j, ground, _ := m.read(g, b, p.Battle); ground && j.ground > 0 {
		if i, ok := offeredPlan(p, rules.PlanEngaged); ok {
			return i
		}
	}
	if i, ok := firstInPriority(p); ok {
		return i
	}
	return choose(p.Options, func(d *rules.Decision) bool { return d.Kind == rules.DoDone })
}

// flyMemo remembers, from one question to the next of a run of questions
// of one kind, what the policy reads of the Battle Sheet that answering them
// does not change: the Japanese Forces (japanAt), whether the US has ground
// Forces there (usGround) and its carriers (readBoard). Sending US aircraft
// one at a time (Move US Aircraft), placing US Ships one at a time and
// selecting US Battle Plans one at a time come as such runs, and each
// question read every unit. It holds only for the next question of the same
// kind, battle and Battle Turn (memoable), the one after the other:
// decideBattle forgets it at any other question. A nil memo remembers
// nothing.
type flyMemo struct {
	ok       bool
	kind     rules.BattleAskKind
	b        *rules.Battle
	turn     int
	j        japanese
	ground   bool
	carriers int
}

// memoable reports the questions that come in runs which change neither
// the Japanese Forces, nor the US ground Forces, nor the US carriers.
func memoable(k rules.BattleAskKind) bool {
	return k == rules.AskFly || k == rules.AskPlaceShip || k == rules.AskBuyPlans
}

// forget drops what the memo holds.
func (m *flyMemo) forget() {
	if m != nil {
		*m = flyMemo{}
	}
}

// read returns readBoard's japan, ground and carriers for the question asked.
func (m *flyMemo) read(g *rules.Game, b *rules.Battle, ask *rules.BattleAsk) (japanese, bool, int) {
	if m != nil && m.ok && m.b == b && m.turn == b.Turn && m.kind == ask.Kind && memoable(ask.Kind) {
		return m.j, m.ground, m.carriers
	}
	r := readBoard(g, b)
	j, ground, carriers := r.japan, r.ground, r.carriers
	if m != nil && memoable(ask.Kind) {
		*m = flyMemo{ok: true, kind: ask.Kind, b: b, turn: b.Turn, j: j, ground: ground, carriers: carriers}
	}
	return j, ground, carriers
}

// fly decides for one aircraft at a time, the first the engine asks about.
// A bomber goes where its bombs do most: the Island when Japan has Forces
// Ashore that the US may hit there and its Ground value is at least its Ship
// value; otherwise the zone where Japan's ships are worth most (carriers
// first), or the Coastal Area when Japanese Infantry wait there alone on
// Transports. A fighter covers the US carriers against Japanese carriers,
// else flies with the bombers.
func fly(g *rules.Game, b *rules.Battle, p rules.Pending, ask *rules.BattleAsk, m *flyMemo) int {
	id := ask.Force
	if id == "" {
		for _, d := range p.Options {
			if d.Force != "" {
				id = d.Force
				break
			}
		}
	}
	// The options for this aircraft: the engine offers each aircraft's
	// next to each other, one per zone (askMoveUS), so they are a part of
	// the list, read in place. Looking through the rest of the list for
	// more of them cost more than the rest of the decision.
	var opts []rules.Decision
	at := 0 // the place of opts[0] among p.Options
	var ct *rules.Counter
	for i := range p.Options {
		if p.Options[i].Force == id {
			n := i + 1
			for n < len(p.Options) && p.Options[n].Force == id {
				n++
			}
			opts, at = p.Options[i:n:n], i
			break
		}
	}
	if u := b.Unit(id); u != nil {
		ct = counterOf(g, u)
	}
	if ct == nil || len(opts) == 0 {
		return 0
	}
	j, usGroundNow, usCarriersNow := m.read(g, b, ask)
	best, bestV := "", 0
	for _, z := range []string{rules.ZoneJapaneseOcean, rules.ZoneCoastal, rules.ZoneUSOcean} {
		if v := j.shipsIn[zoneIndex(z)]; v > bestV {
			best, bestV = z, v
		}
	}
	if best == "" && j.transports > 0 {
		best = rules.ZoneCoastal
	}
	island := j.ashore > 0 && (usGroundNow || j.airfields)
	if ct.IsBomber() && b.Area == rules.Hawaii {
		if z := bomberZone(g, b, ct, island); z != "" {
			return at + preferZone(opts, z)
		}
	}
	if ct.IsBomber() {
		switch {
		case island && (best == "" || ct.Full.Ground.Value >= ct.Full.ShipAttack.Value):
			return at + preferZone(opts, rules.ZoneIsland)
		case best != "":
			return at + preferZone(opts, best, rules.ZoneIsland)
		case island:
			return at + preferZone(opts, rules.ZoneIsland)
		}
		// Nothing to bomb: it flies where it is (every US aircraft flies).
		if ct.Type == rules.LBA {
			return at + preferZone(opts, rules.ZoneIsland)
		}
		return at + preferZone(opts, rules.ZoneUSOcean)
	}
	if j.carriers > 0 && usCarriersNow > 0 {
		return at + preferZone(opts, rules.ZoneUSOcean)
	}
	if island {
		return at + preferZone(opts, rules.ZoneIsland, best, rules.ZoneUSOcean)
	}
	return at + preferZone(opts, best, rules.ZoneIsland, rules.ZoneUSOcean)
}

// offeredPlan finds the place of the option that selects the named Battle
// Plan, if the points left allow it.
func offeredPlan(p rules.Pending, name string) (int, bool) {
	for i := range p.Options {
		if d := &p.Options[i]; d.Kind == rules.DoBuyPlan && len(d.Plans) > 0 && d.Plans[0] == name {
			return i, true
		}
	}
	return -1, false
}

// firstInPriority returns the place of the option buying the plan that comes first in
// planPriority, as offeredPlan for each name in turn would, in one pass over
// the options: the question comes for every plan bought.
func firstInPriority(p rules.Pending) (int, bool) {
	best, at := len(planPriority), -1
	for i := range p.Options {
		d := &p.Options[i]
		if d.Kind != rules.DoBuyPlan || len(d.Plans) == 0 {
			continue
		}
		if r := slices.Index(planPriority[:best], d.Plans[0]); r >= 0 {
			best, at = r, i
		}
	}
	return at, at >= 0
}

// hawaiiPlans are the plans that add Hits, best first: in the Hawaiian Islands
// every Japanese Force must be destroyed in the first Battle Turn (Hawaiian
// Islands Defeat Condition), so only more Hits matter.
var hawaiiPlans = []string{"Diving Attack", "Ranging Shots", "Furball", "First Light", "AAA", "Anti-Aircraft",
	"Artillery", "Charge", "Sonar", "Envelop", "ASW"}

// buyHawaiiPlans buys every Hit-adding plan offered, spending Supply Points for
// Battle Plan Points while any of them is still out of reach.
func buyHawaiiPlans(b *rules.Battle, p rules.Pending) int {
	for _, name := range hawaiiPlans {
		if i, ok := offeredPlan(p, name); ok {
			return i
		}
	}
	wanted := false
	for _, name := range hawaiiPlans {
		p := rules.USPlanNamed(name)
		wanted = wanted || !slices.Contains(b.USPlans, p) && !slices.Contains(b.USUsed, p)
	}
	for i := range p.Options {
		if p.Options[i].Kind == rules.DoSpendSupply && wanted {
			return i
		}
	}
	return choose(p.Options, func(d *rules.Decision) bool { return d.Kind == rules.DoDone })
}

// bomberZone sends a bomber where the Hits still needed to destroy what
// Japan has there most exceed the Hits the aircraft already sent, and the
// Coastal Area's gun ships, can be expected to score. A Ship or Infantry
// needs 2 Hits (1 when Damaged); carriers count double, for their air groups
// go down with them. "" when nothing is left to hit.
func bomberZone(g *rules.Game, b *rules.Battle, ct *rules.Counter, island bool) string {
	var need [4]float64 // by zoneIndex; the sums are made in the same order as ever
	add := func(z string, v float64) {
		if k := zoneIndex(z); k >= 0 {
			need[k] += v
		}
	}
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side() != rules.Japan || u.Lost() {
			continue
		}
		c := counterOf(g, u)
		if c == nil {
			continue
		}
		h := 2.0
		if u.Damaged() {
			h = 1
		}
		switch k := c.Kind(); {
		case k == rules.KindShip && c.Type != rules.SS && u.Pos() != "":
			if c.IsCarrier() {
				h *= 2
			}
			add(u.Pos(), h)
		case k == rules.KindInfantry && u.Pos() == rules.PosTransport:
			add(rules.ZoneCoastal, h)
		case k == rules.KindInfantry && island:
			add(rules.ZoneIsland, h)
		case k == rules.KindAircraft && !u.CBA() && island:
			add(rules.ZoneIsland, 1) // an Airfield
		}
	}
	for i := range b.Units {
		u := &b.Units[i]
		if u.Side() != rules.US || u.Lost() {
			continue
		}
		c := counterOf(g, u)
		if c == nil {
			continue
		}
		v := c.Full
		if u.Damaged() {
			v = c.Damaged
		}
		switch {
		case u.Moved && u.Pos() == rules.ZoneIsland:
			add(u.Pos(), -float64(v.Ground.Value)/10)
		case u.Moved && u.Pos() != "":
			add(u.Pos(), -float64(v.ShipAttack.Value)/10)
		case !u.CBA() && c.Kind() == rules.KindShip && u.Pos() == rules.ZoneCoastal:
			add(rules.ZoneCoastal, -float64(v.Surface.Value)/10)
		}
	}
	best, bestV := "", 0.0
	for _, z := range []string{rules.ZoneJapaneseOcean, rules.ZoneCoastal, rules.ZoneUSOcean, rules.ZoneIsland} {
		val := ct.Full.ShipAttack.Value
		if z == rules.ZoneIsland {
			val = ct.Full.Ground.Value
		}
		nz := need[zoneIndex(z)]
		if val == 0 || nz <= 0 {
			continue
		}
		if v := min(nz, float64(val)/10)*10 + nz/100; v > bestV {
			best, bestV = z, v
		}
	}
	return best
}

// engaged lengthens a battle's last Battle Turn by one when Japanese Infantry
// or Land-Based Aircraft are still on or off the Island and the US has
// Forces Ashore to fight them: an Island both sides still hold is held by
// neither at the end of the turn.
func engaged(g *rules.Game, b *rules.Battle, p rules.Pending) int {
	if b.TurnsLeft == 1 {
		if r := readBoard(g, b); r.japan.ground > 0 && r.ground {
			for i := range p.Options {
				if p.Options[i].Yes && p.Options[i].Number == 1 {
					return i
				}
			}
		}
	}
	return choose(p.Options, func(d *rules.Decision) bool { return !d.Yes })
}
