package sim

import (
	"math/rand/v2"

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
// every plan used when it applies, and the cheapest Forces lost first.
func decideBattle(g *rules.Game, p rules.Pending, rng *rand.Rand) rules.Decision {
	ask := p.Battle
	b := g.Battle
	if ask == nil || b == nil || len(p.Options) == 0 {
		return p.Options[0]
	}
	switch ask.Kind {
	case rules.AskPlaceShip:
		return placeShip(g, b, p)
	case rules.AskPlaceSub:
		return preferZone(p.Options, rules.ZoneJapaneseOcean, rules.ZoneCoastal)
	case rules.AskBuyPlans:
		return buyPlan(g, b, p)
	case rules.AskFly, rules.AskFirstLightFly:
		return fly(g, b, p, ask)
	case rules.AskEngaged:
		return choose(p.Options, func(d rules.Decision) bool { return !d.Yes })
	case rules.AskAllocateHit:
		// Carrier-Based Aircraft are replaced free at the next battle: lose them first.
		return choose(p.Options, func(d rules.Decision) bool { return isCBA(b, d.Force) })
	case rules.AskStopHit, rules.AskExtraHit, rules.AskReroll, rules.AskAntiAircraft,
		rules.AskCharge, rules.AskArtillery, rules.AskASW:
		return choose(p.Options, func(d rules.Decision) bool { return d.Yes })
	}
	return p.Options[0]
}

// choose returns the first option that suits, or the first option.
func choose(opts []rules.Decision, ok func(rules.Decision) bool) rules.Decision {
	for _, d := range opts {
		if ok(d) {
			return d
		}
	}
	return opts[0]
}

func preferZone(opts []rules.Decision, zones ...string) rules.Decision {
	for _, z := range zones {
		for _, d := range opts {
			if d.Zone == z {
				return d
			}
		}
	}
	return opts[0]
}

func isCBA(b *rules.Battle, id string) bool {
	for _, u := range b.Units {
		if u.ID == id {
			return u.CBA
		}
	}
	return false
}

// japanese sums what Japan has in play on the Battle Sheet.
type japanese struct {
	carriers, ships, ground int
	// ashore counts Infantry Ashore and Land-Based Aircraft; transports the
	// Infantry still on Transports; airfields is true with Land-Based Aircraft.
	ashore, transports int
	airfields          bool
	shipsIn            map[string]int // ship value by zone, carriers weighing most
}

func japanAt(g *rules.Game, b *rules.Battle) japanese {
	j := japanese{shipsIn: map[string]int{}}
	for _, u := range b.Units {
		if u.Side != rules.Japan || u.Lost {
			continue
		}
		ct := counterOf(g, u)
		if ct == nil {
			continue
		}
		switch ct.Type.Kind() {
		case rules.KindShip:
			j.ships++
			w := 1
			if ct.Type.IsCarrier() {
				j.carriers++
				w = 4
			}
			if ct.Type != rules.SS {
				j.shipsIn[u.Pos] += w
			}
		case rules.KindInfantry:
			j.ground++
			if u.Pos == rules.PosTransport {
				j.transports++
			} else {
				j.ashore++
			}
		case rules.KindAircraft:
			if !u.CBA {
				j.ground++
				j.ashore++
				j.airfields = true
			}
		}
	}
	return j
}

func counterOf(g *rules.Game, u rules.Unit) *rules.Counter {
	if u.CBA {
		return g.Data().Aircraft[u.Counter]
	}
	return g.Data().Counters[u.Counter]
}

func usCarriers(g *rules.Game, b *rules.Battle) int {
	n := 0
	for _, u := range b.Units {
		if u.Side == rules.US && !u.Lost && !u.CBA {
			if ct := counterOf(g, u); ct != nil && ct.Type.IsCarrier() {
				n++
			}
		}
	}
	return n
}

// placeShip: with Japanese island forces or no Japanese carriers, Japan's
// escorts fight in the Coastal Area, so the gun ships go there; destroyers stay
// with US carriers for their AAA.
func placeShip(g *rules.Game, b *rules.Battle, p rules.Pending) rules.Decision {
	j := japanAt(g, b)
	f := g.Force(p.Battle.Force)
	if f == nil {
		return p.Options[0]
	}
	ct := g.Counter(f)
	coastal := j.ground > 0 || j.carriers == 0
	if ct.Type == rules.DD && usCarriers(g, b) > 0 {
		coastal = false
	}
	if coastal {
		return preferZone(p.Options, rules.ZoneCoastal, rules.ZoneUSOcean)
	}
	return preferZone(p.Options, rules.ZoneUSOcean, rules.ZoneCoastal)
}

// buyPlan spends 1 Supply Point for more Battle Plan Points when Supply is
// plentiful, then buys plans in order of priority while points last.
func buyPlan(g *rules.Game, b *rules.Battle, p rules.Pending) rules.Decision {
	for _, d := range p.Options {
		if d.Kind == rules.DoSpendSupply && b.SupplySpent < 1 && g.SupplyPoints >= 8 {
			return d
		}
	}
	for _, name := range planPriority {
		for _, d := range p.Options {
			if d.Kind == rules.DoBuyPlan && len(d.Plans) > 0 && d.Plans[0] == name {
				return d
			}
		}
	}
	return choose(p.Options, func(d rules.Decision) bool { return d.Kind == rules.DoDone })
}

// fly decides for one aircraft at a time, the first the engine asks about.
// A bomber goes where its bombs do most: the Island when Japan has Forces
// Ashore that the US may hit there and its Ground value is at least its Ship
// value; otherwise the zone where Japan's ships are worth most (carriers
// first), or the Coastal Area when Japanese Infantry wait there alone on
// Transports. A fighter covers the US carriers against Japanese carriers,
// else flies with the bombers.
func fly(g *rules.Game, b *rules.Battle, p rules.Pending, ask *rules.BattleAsk) rules.Decision {
	id := ask.Force
	if id == "" {
		for _, d := range p.Options {
			if d.Force != "" {
				id = d.Force
				break
			}
		}
	}
	var opts []rules.Decision
	var ct *rules.Counter
	for _, d := range p.Options {
		if d.Force == id {
			opts = append(opts, d)
		}
	}
	for _, u := range b.Units {
		if u.ID == id {
			ct = counterOf(g, u)
		}
	}
	if ct == nil || len(opts) == 0 {
		return p.Options[0]
	}
	j := japanAt(g, b)
	best, bestV := "", 0
	for _, z := range []string{rules.ZoneJapaneseOcean, rules.ZoneCoastal, rules.ZoneUSOcean} {
		if v := j.shipsIn[z]; v > bestV {
			best, bestV = z, v
		}
	}
	if best == "" && j.transports > 0 {
		best = rules.ZoneCoastal
	}
	island := j.ashore > 0 && (usGround(g, b) || j.airfields)
	if ct.IsBomber() {
		switch {
		case island && (best == "" || ct.Full.Ground.Value >= ct.Full.ShipAttack.Value):
			return preferZone(opts, rules.ZoneIsland)
		case best != "":
			return preferZone(opts, best, rules.ZoneIsland)
		case island:
			return preferZone(opts, rules.ZoneIsland)
		}
		return choose(opts, func(d rules.Decision) bool { return d.Zone == "" })
	}
	if j.carriers > 0 && usCarriers(g, b) > 0 {
		return preferZone(opts, rules.ZoneUSOcean)
	}
	if island {
		return preferZone(opts, rules.ZoneIsland, best, rules.ZoneUSOcean)
	}
	return preferZone(opts, best, rules.ZoneIsland, rules.ZoneUSOcean)
}

// usGround reports US Infantry Ashore or Land-Based Aircraft in the battle:
// without them US attacks may not hit Japanese Infantry (Attacking Island
// Forces).
func usGround(g *rules.Game, b *rules.Battle) bool {
	for _, u := range b.Units {
		if u.Side != rules.US || u.Lost || u.CBA {
			continue
		}
		ct := counterOf(g, u)
		if ct == nil {
			continue
		}
		if ct.Type.Kind() == rules.KindAircraft || (ct.Type.Kind() == rules.KindInfantry && (u.Pos == rules.PosFoxholes || u.Pos == rules.PosBeach)) {
			return true
		}
	}
	return false
}
