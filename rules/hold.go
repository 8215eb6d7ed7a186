package rules

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
func (g *Game) controlledAt() []uint8 {
	m := g.data.Map
	out := make([]uint8, len(m.Areas))
	var jp []bool
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		if !g.IsAshore(f) {
			continue
		}
		k, ok := g.areaIndex(f)
		if !ok {
			continue
		}
		if f.Side == US {
			if out[k] == ctrlNone {
				out[k] = ctrlUS
			}
		} else {
			if jp == nil {
				jp = make([]bool, len(m.Areas))
			}
			jp[k] = true
		}
	}
	for k := range jp {
		if jp[k] && out[k] == ctrlUS {
			out[k] = ctrlShared
		}
	}
	return out
}

// inSupplyAt returns, by the areas' places in the map, those In-Supply
// (InSupply), given controlledAt. The areas reached from the West Coast through areas meeting Hold
// conditions 1 and 2 are In-Supply, those joined to one of them too.
func (g *Game) inSupplyAt(ctrl []uint8) []bool {
	m := g.data.Map
	in := make([]bool, len(m.Areas))
	start, ok := m.index[WestCoast]
	if !ok {
		return in
	}
	in[start] = true
	expanded := make([]bool, len(m.Areas))
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

// holdMap is what decides Holding, by the areas' places in the map:
// controlledAt and inSupplyAt. The zero holdMap is none.
type holdMap struct {
	ctrl   []uint8
	supply []bool
}

// heldObjectivesAt is HeldObjectives given the areas' holdMap.
func (g *Game) heldObjectivesAt(h holdMap) []string {
	m := g.data.Map
	var out []string
	for _, o := range g.data.Setup.Objectives {
		if k, ok := m.index[o]; ok && h.ctrl[k] == ctrlUS && h.supply[k] {
			out = append(out, o)
		}
	}
	return out
}
