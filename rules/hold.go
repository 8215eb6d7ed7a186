package rules

import "slices"

// controls reports the first two conditions of Holding an Area: US Infantry or
// Land-Based Aircraft Ashore, and no Japanese Infantry or Land-Based Aircraft
// Ashore (Holding an Area, conditions 1 and 2).
func (g *Game) controls(area string) bool {
	return g.Ashore(area, US) > 0 && g.Ashore(area, Japan) == 0
}

// InSupply returns the areas that are In-Supply: those reached by an unbroken
// path of US-Held areas from the West Coast (US Supply Check: "Wake is
// In-Supply" though not Held, because the areas leading to it are). The path's
// areas must meet Hold conditions 1 and 2; the West Coast is where it starts.
func (g *Game) InSupply() map[string]bool {
	m := g.data.Map
	in := map[string]bool{WestCoast: true}
	for k, s := range g.inSupplyAt(g.controlledAt()) {
		if s {
			in[m.Areas[k].Name] = true
		}
	}
	return in
}

// controlled counts, in one pass over the Forces, the areas meeting Hold
// conditions 1 and 2.
func (g *Game) controlled() map[string]bool {
	ctrl := make(map[string]bool)
	for k, c := range g.controlledAt() {
		if c != ctrlNone {
			ctrl[g.data.Map.Areas[k].Name] = c == ctrlUS
		}
	}
	return ctrl
}

// What controlledAt says of an area.
const (
	ctrlNone   uint8 = iota // no US Force Ashore
	ctrlUS                  // US Forces Ashore and no Japanese: Hold conditions 1 and 2
	ctrlShared              // US and Japanese Forces Ashore
)

// controlledAt is controlled by the areas' places in the map, without a map
// of names: the supply check and the Held Objectives ask it every turn.
func (g *Game) controlledAt() []uint8 { return g.controlledIn(nil, nil) }

// controlledIn is controlledAt in the room of out and jp, when they have
// room enough.
func (g *Game) controlledIn(out []uint8, jp []bool) []uint8 {
	out, _ = g.controlledWith(out, jp, nil, false)
	return out
}

// usGround is a US Infantry or Land-Based Aircraft on the map and the place
// of its area: what the Supply Check may Hit.
type usGround struct {
	f    *Force
	area int
}

// controlledWith is controlledIn that, when gather is set, also appends to
// ground every US Infantry and Land-Based Aircraft on the map, on a
// Transport or not, with its area's place: the Supply Check finds them in
// the same pass over the Forces rather than in one of its own.
func (g *Game) controlledWith(out []uint8, jp []bool, ground []usGround, gather bool) ([]uint8, []usGround) {
	m := g.data.Map
	out = slices.Grow(out[:0], len(m.Areas))[:len(m.Areas)]
	clear(out)
	jp = jp[:0]
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		if f.Where != OnMap {
			continue
		}
		// IsAshore, read in line: every Land-Based Aircraft, and Infantry
		// not on a Transport.
		kind := g.Kind(f)
		ashore := kind == KindAircraft || kind == KindInfantry && !f.OnTransport
		us := f.Side == US
		if !ashore && !(gather && us && kind == KindInfantry) {
			continue
		}
		k, ok := g.areaIndex(f)
		if !ok {
			continue
		}
		if us {
			if gather {
				ground = append(ground, usGround{f, k})
			}
			if ashore && out[k] == ctrlNone {
				out[k] = ctrlUS
			}
		} else {
			if len(jp) == 0 {
				jp = slices.Grow(jp, len(m.Areas))[:len(m.Areas)]
				clear(jp)
			}
			jp[k] = true
		}
	}
	for k := range jp {
		if jp[k] && out[k] == ctrlUS {
			out[k] = ctrlShared
		}
	}
	return out, ground
}

// inSupplyAt returns, by the areas' places in the map, those In-Supply
// (InSupply), given controlledAt. The areas reached from the West Coast through areas meeting Hold
// conditions 1 and 2 are In-Supply, those joined to one of them too.
func (g *Game) inSupplyAt(ctrl []uint8) []bool { return g.inSupplyIn(ctrl, nil, nil) }

// inSupplyIn is inSupplyAt in the room of in and expanded, when they have
// room enough.
func (g *Game) inSupplyIn(ctrl []uint8, in, expanded []bool) []bool {
	m := g.data.Map
	in = slices.Grow(in[:0], len(m.Areas))[:len(m.Areas)]
	clear(in)
	start, ok := m.index[WestCoast]
	if !ok {
		return in
	}
	in[start] = true
	expanded = slices.Grow(expanded[:0], len(m.Areas))[:len(m.Areas)]
	clear(expanded)
	expanded[start] = true
	var queueArr [32]int
	queue := append(queueArr[:0], start)
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, l := range m.lines[cur] {
			in[l] = true
			if !expanded[l] && ctrl[l] == ctrlUS {
				expanded[l] = true
				queue = append(queue, l)
			}
		}
	}
	return in
}

// Holds reports whether the US Holds an area: all three conditions of Holding
// an Area.
func (g *Game) Holds(area string) bool {
	return g.controls(area) && g.InSupply()[area]
}

// HeldObjectives lists the campaign's Objectives the US Holds now, in the
// Set-Up Sheet's order.
func (g *Game) HeldObjectives() []string {
	ctrl := g.controlledAt()
	return g.heldObjectivesAt(holdMap{ctrl, g.inSupplyAt(ctrl)})
}

// holdMapNow is controlledAt and inSupplyAt in the game's room for them
// (Game.holdRoom), for the checks at the end of a turn: what it returns
// lasts until it is called again.
func (g *Game) holdMapNow() holdMap {
	h, _ := g.holdMapWith(nil, false)
	return h
}

// holdMapWith is holdMapNow that also gathers the US ground Forces on the
// map into ground when gather is set (controlledWith).
func (g *Game) holdMapWith(ground []usGround, gather bool) (holdMap, []usGround) {
	r := &g.holdRoom
	n := len(g.data.Map.Areas)
	r.jp, r.expanded = slices.Grow(r.jp[:0], n), slices.Grow(r.expanded[:0], n)
	r.ctrl, ground = g.controlledWith(r.ctrl, r.jp, ground, gather)
	r.supply = g.inSupplyIn(r.ctrl, r.supply, r.expanded)
	return holdMap{r.ctrl, r.supply}, ground
}

// holdMap is what decides Holding, by the areas' places in the map:
// controlledAt and inSupplyAt. The zero holdMap is none.
type holdMap struct {
	ctrl   []uint8
	supply []bool
}

// heldObjectivesAt is HeldObjectives given the areas' holdMap.
func (g *Game) heldObjectivesAt(h holdMap) []string {
	objs, at := g.data.Setup.Objectives, g.data.objectiveAt
	if len(at) != len(objs) { // campaign data not made by LoadCampaign
		at = g.data.objectivePlaces()
	}
	var out []string
	for i, o := range objs {
		if k := at[i]; k >= 0 && h.ctrl[k] == ctrlUS && h.supply[k] {
			out = append(out, o)
		}
	}
	return out
}
