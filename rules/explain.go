package rules

import "slices"

// AreaReport is what the rules make of one area now, so that a screen can
// explain the area without working out a rule itself: whether it is an
// Objective, who Holds it and which of the three conditions of Holding fail,
// whether it is In-Supply and by which path, the Forces there, and what each
// Japanese Orders roll would do from it.
type AreaReport struct {
	Area      string
	Objective bool
	// Airfield is the printed Airfield value (Unlimited, or 0 for none).
	Airfield int
	// The three conditions of Holding an Area: US Infantry or Land-Based
	// Aircraft Ashore; no Japanese ones Ashore; In-Supply.
	USAshore, NoJapaneseAshore, InSupply bool
	// Holds is all three.
	Holds bool
	// SupplyPath is the chain of areas from the West Coast that puts the
	// area In-Supply ("an uninterrupted path of US Held Areas starting from
	// the US West Coast"), ending with the area; nil when it is not.
	SupplyPath []string
	// US and Japan are the IDs of each side's Forces in the area.
	US, Japan []string
	// Orders is, when Japanese Forces are in the area and it is before their
	// Orders are rolled, what each row of the Japanese Orders table would
	// make them do from here as the board stands.
	Orders []OrderPreview
}

// OrderPreview is what one row of the Japanese Orders table would do from an
// area: its rows of the die and its Order, and where the Forces would go.
type OrderPreview struct {
	Row   string // the die results and the Order: "5-6 East"
	Order string // OrderEast...
	// To is where the Forces go: one area, or the equally valid areas the
	// die would pick among ("Japanese Orders: equally valid destinations
	// are chosen at random"). Empty when they Hold.
	To []string
	// Hold says why they would Hold instead, when To is empty and the
	// Order is not Hold itself ("If an Order cannot be performed, perform a
	// Hold Order instead").
	Hold string
}

// Explain reports on an area as the rules see it now.
func (g *Game) Explain(area string) AreaReport {
	r := AreaReport{Area: area, Objective: g.data.Setup.IsObjective(area)}
	if a := g.data.Map.Area(area); a != nil {
		r.Airfield = a.Airfield
	}
	r.USAshore = g.Ashore(area, US) > 0
	r.NoJapaneseAshore = g.Ashore(area, Japan) == 0
	r.SupplyPath = g.supplyPath(area)
	r.InSupply = r.SupplyPath != nil
	r.Holds = r.USAshore && r.NoJapaneseAshore && r.InSupply
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Where != OnMap || f.Area != area {
			continue
		}
		if f.Side == US {
			r.US = append(r.US, f.ID)
		} else {
			r.Japan = append(r.Japan, f.ID)
		}
	}
	if len(r.Japan) > 0 && g.ordersAhead() {
		r.Orders = g.ordersPreview(area)
	}
	return r
}

// ordersAhead reports whether Japanese Orders are still to be rolled this
// Campaign Turn.
func (g *Game) ordersAhead() bool {
	return slices.Index(Sequence, g.Step) <= slices.Index(Sequence, StepOrders)
}

// ordersPreview is each row of the Orders table from area, through the
// engine's own choice of destinations.
func (g *Game) ordersPreview(area string) []OrderPreview {
	var out []OrderPreview
	for _, row := range g.data.Tables.Orders {
		p := OrderPreview{Row: row.RowLabel(), Order: row.Name}
		if row.Name != OrderHold {
			dests, why := g.orders().destinations(area, row.Name)
			switch {
			case len(dests) == 0:
				p.Hold = why
			case len(dests) == 1 && dests[0] == area:
				p.Hold = "the Order picks their own area"
			default:
				p.To = dests
			}
		}
		out = append(out, p)
	}
	return out
}

// supplyPath is the shortest chain of areas meeting Hold conditions 1 and 2
// from the West Coast to a neighbour of area, then area: the path that puts
// it In-Supply (US Supply Check), or nil when there is none.
func (g *Game) supplyPath(area string) []string {
	if area == WestCoast {
		return []string{WestCoast}
	}
	ctrl := g.controlled()
	m := g.data.Map
	prev := map[string]string{WestCoast: ""}
	queue := []string{WestCoast}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, l := range m.Area(cur).Lines {
			if _, seen := prev[l]; seen {
				continue
			}
			if l == area {
				path := []string{area}
				for at := cur; at != ""; at = prev[at] {
					path = append([]string{at}, path...)
				}
				return path
			}
			if ctrl[l] {
				prev[l] = cur
				queue = append(queue, l)
			}
		}
	}
	return nil
}

// DefeatOutlook is what the Defeat Check would find were the Campaign Turn
// to end on the map a decision leaves (Japan's Orders and the battles still
// to come may change it): how many Objectives the US would Hold, of how
// many and against how many now, and whether either Defeat Condition would
// end the campaign.
type DefeatOutlook struct {
	Held, Of, Now int
	// ReplacedAt is the most Objectives that still rate "Replaced".
	ReplacedAt int
	// Replaced: the US would be "reduced to" the Replaced level, and lose
	// the campaign ("Replaced" Defeat Condition).
	Replaced bool
	// HawaiiLost: Japanese Forces would stand in the Hawaiian Islands with
	// no US Force there to destroy them (Hawaiian Islands Defeat Condition).
	HawaiiLost bool
}

// Loses reports whether the outlook is a campaign lost.
func (o DefeatOutlook) Loses() bool { return o.Replaced || o.HawaiiLost }

// DefeatAfter is the Defeat Check's outlook after decisions ds, played in
// turn on a copy of the game by the rules' own Defeat Conditions, for a
// screen to ask before a move (or the Forces sent to a special box one
// decision each) that would lose the campaign. An illegal decision returns
// the engine's reason.
func (g *Game) DefeatAfter(ds ...Decision) (DefeatOutlook, error) {
	c := g.Clone()
	c.SetQuiet(true)
	for _, d := range ds {
		if _, err := c.Apply(d); err != nil {
			return DefeatOutlook{}, err
		}
	}
	held := len(c.HeldObjectives())
	return DefeatOutlook{Held: held, Of: len(g.data.Setup.Objectives), Now: len(g.HeldObjectives()),
		ReplacedAt: g.data.Setup.ReplacedAt(), Replaced: c.afterBattles().reducedToReplaced(held), HawaiiLost: c.hawaiiUnheld()}, nil
}

// HeldAfter is how many of the campaign's Objectives the US would Hold after
// decision d (a move, most often), and how many there are: the engine plays d
// on a copy of the game, so the answer is the rules' own. An illegal d
// returns the engine's reason.
func (g *Game) HeldAfter(d Decision) (held, of int, err error) {
	c := g.Clone()
	c.SetQuiet(true)
	if _, err := c.Apply(d); err != nil {
		return 0, 0, err
	}
	return len(c.HeldObjectives()), len(g.data.Setup.Objectives), nil
}
