package rules

import "slices"

// SupplyRestsOn lists, in the map's order, the areas with US Infantry or
// Land-Based Aircraft Ashore (those the US Supply Check looks at) that are
// In-Supply now and would not be were area to stop meeting Hold conditions
// 1 and 2 for the US (US Infantry or Land-Based Aircraft Ashore, no
// Japanese ones): the areas whose only supply line runs through it, so that
// holding it keeps them In-Supply. It is nil when the US does not meet those conditions there
// now, or nothing rests on it. The staff's reasons say it ("holding it keeps
// New Caledonia In-Supply"); the engine works it out by its own Supply
// Check, so that no screen or adviser re-implements the rule.
func (g *Game) SupplyRestsOn(area string) []string {
	m := g.data.Map
	k, ok := m.index[area]
	if !ok {
		return nil
	}
	ctrl := g.controlledAt()
	if ctrl[k] != ctrlUS {
		return nil
	}
	now := g.inSupplyAt(ctrl)
	without := slices.Clone(ctrl)
	without[k] = ctrlNone
	after := g.inSupplyAt(without)
	var out []string
	for i := range m.Areas {
		if i != k && ctrl[i] != ctrlNone && now[i] && !after[i] {
			out = append(out, m.Areas[i].Name)
		}
	}
	return out
}
