package rules

import "fmt"

const ruleScouting = "US Scouting"

// canScout explains why a Scouting counter cannot go on an area, or returns
// nil: "you can pay 1 Supply Point to place a Scouting counter on any Area
// with Enemy Forces", even where no Force could move (the roll is then a Hold,
// docs/rulings.md). Only a campaign's special rule that its Forces roll no
// Orders refuses one.
func (g *Game) canScout(area string) error {
	if g.data.Map.Area(area) == nil {
		return illegal(ruleScouting, "%q is not an area of the map", area)
	}
	if g.SupplyPoints < 1 {
		return illegal(ruleScouting, "a Scouting counter costs 1 Supply Point; you have none")
	}
	if !g.Has(area, Japan) {
		return illegal(ruleScouting, "%s has no Japanese Forces to scout", area)
	}
	if g.data.Setup.IsNoOrders(area) {
		return illegal(ruleNoOrders, "the Japanese Forces in %s roll no Orders in the %d Campaign", area, g.Year)
	}
	return nil
}

func (g *Game) scoutingPending() Pending {
	p := Pending{Kind: AskScouting, Step: StepScouting,
		Prompt: fmt.Sprintf("US Scouting: pay 1 Supply Point for each Scouting counter on an area with Japanese Forces (%d Supply Points).", g.SupplyPoints)}
	for _, a := range g.data.Map.Areas {
		if g.canScout(a.Name) == nil {
			p.Options = append(p.Options, Decision{Kind: DoScout, Area: a.Name})
		}
	}
	p.Options = append(p.Options, Decision{Kind: DoDone})
	return p
}

func (g *Game) applyScouting(d Decision, evs *[]Event) error {
	switch d.Kind {
	case DoScout:
		if err := g.canScout(d.Area); err != nil {
			return err
		}
		g.SupplyPoints--
		g.Scouting = append(g.Scouting, d.Area)
		*evs = append(*evs, Event{Kind: EvScout, Turn: g.Turn, Step: StepScouting, Side: US, Area: d.Area, Points: 1,
			Text: fmt.Sprintf("US places a Scouting counter on %s for 1 Supply Point.", d.Area), Rule: ruleScouting})
		return nil
	case DoDone:
		g.leave(evs)
		return nil
	}
	return illegal(ruleScouting, "in US Scouting you may place Scouting counters or end the step; not %q", d.Kind)
}

// resolveScouting rolls Japanese Orders once for each Scouting counter, in the
// order they were placed, and moves the Forces at once under In Transit
// counters (US Scouting: "Use the standard Movement rules").
func (g *Game) resolveScouting(evs *[]Event) {
	for _, area := range g.Scouting {
		if !g.orders().rollOrders(area, true, evs) {
			*evs = append(*evs, Event{Kind: EvNote, Turn: g.Turn, Step: StepScouting, Side: Japan, Area: area,
				Text: fmt.Sprintf("%s: earlier Scouting rolls already decided every Force there; this counter finds nothing more.", area),
				Rule: ruleScouting})
		}
	}
	g.Scouting = nil
}
