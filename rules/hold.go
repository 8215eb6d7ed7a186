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
	return g.inSupply(g.controlled())
}

// controlled counts, in one pass over the Forces, the areas meeting Hold
// conditions 1 and 2.
func (g *Game) controlled() map[string]bool {
	us, jp := map[string]int{}, map[string]int{}
	for i := range g.Forces {
		f := &g.Forces[i]
		if !g.IsAshore(f) {
			continue
		}
		if f.Side == US {
			us[f.Area]++
		} else {
			jp[f.Area]++
		}
	}
	ctrl := make(map[string]bool, len(us))
	for a, n := range us {
		ctrl[a] = n > 0 && jp[a] == 0
	}
	return ctrl
}

func (g *Game) inSupply(ctrl map[string]bool) map[string]bool {
	m := g.data.Map
	in := map[string]bool{WestCoast: true}
	queue := []string{WestCoast}
	expanded := map[string]bool{WestCoast: true}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, l := range m.Area(cur).Lines {
			in[l] = true
			if !expanded[l] && ctrl[l] {
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
	ctrl := g.controlled()
	supply := g.inSupply(ctrl)
	var out []string
	for _, o := range g.data.Setup.Objectives {
		if ctrl[o] && supply[o] {
			out = append(out, o)
		}
	}
	return out
}
