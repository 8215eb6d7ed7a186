package rules

import (
	"fmt"
	"slices"
	"strings"
)

const ruleInvasion = "Special Campaign Rules: 1945 Japan Invasion Movement"

// InvasionForces lists the Forces in the 1945 Japan Invasion box.
func (g *Game) InvasionForces() []*Force {
	var out []*Force
	for i := range g.Forces {
		if f := &g.Forces[i]; f.Where == InInvasion {
			out = append(out, f)
		}
	}
	return out
}

// InvasionCost is the total Buy Cost of the Forces in the Japan Invasion box.
func (g *Game) InvasionCost() int {
	n := 0
	for _, f := range g.InvasionForces() {
		n += g.Counter(f).PurchaseCost()
	}
	return n
}

// InvasionObjectives is how many Objectives the Japan Invasion box earns now
// by the rulebook's table (49- 0, 50-79 1, 80-99 2, 100+ 3).
func (g *Game) InvasionObjectives() int {
	if g.data.Setup.Invasion == nil {
		return 0
	}
	return g.data.Setup.Invasion.ObjectivesFor(g.InvasionCost())
}

// invadedThisStep counts the Forces sent to the box in this Movement step
// (their move can still be taken back, so they keep MovedFrom).
func (g *Game) invadedThisStep() int {
	n := 0
	for _, f := range g.InvasionForces() {
		if f.MovedFrom != "" {
			n++
		}
	}
	return n
}

// canInvade explains why a Force cannot go to the Japan Invasion box now, or
// returns nil: "At the start of each US Movement step, you may move up to 7
// Force counters from the Hawaiian Islands and West Coast to the 1945 Japan
// Invasion box. Pay 1 Supply Point for each Force moved." A Force that moved
// this step did not start it there (docs/rulings.md).
func (g *Game) canInvade(id string) error {
	v := g.data.Setup.Invasion
	if v == nil {
		return illegal(ruleInvasion, "the %d Campaign has no Japan Invasion box (1945 only)", g.Year)
	}
	f := g.Force(id)
	if f == nil || f.Side != US || f.Where != OnMap || !slices.Contains(v.From, f.Area) {
		return illegal(ruleInvasion, "%s is not a US Force in the %s", g.Name(id), strings.Join(v.From, " or the "))
	}
	if f.MovedFrom != "" {
		return illegal(ruleInvasion, "%s has already moved this step", g.Name(id))
	}
	if n := g.invadedThisStep(); n >= v.PerTurn {
		return illegal(ruleInvasion, "%d Forces have gone to the Japan Invasion box this turn (limit %d)", n, v.PerTurn)
	}
	if g.SupplyPoints < 1 {
		return illegal(ruleInvasion, "the Japan Invasion costs 1 Supply Point for each Force; you have none")
	}
	return nil
}

// invade moves a Force to the Japan Invasion box for 1 Supply Point. The move
// can be taken back in the same step; after it the Force stays there.
func (g *Game) invade(id string, evs *[]Event) error {
	if err := g.canInvade(id); err != nil {
		return err
	}
	f := g.Force(id)
	f.MovedFrom = f.Area
	f.Where, f.Area, f.OnTransport = InInvasion, "", false
	g.SupplyPoints--
	*evs = append(*evs, Event{Kind: EvInvasion, Turn: g.Turn, Step: StepMovement, Side: US, From: f.MovedFrom, Forces: []string{f.ID}, Points: 1,
		Text: fmt.Sprintf("US sends %s from the %s to the Japan Invasion box for 1 Supply Point (Buy Cost %d; the box now totals %d).",
			g.Name(f.ID), f.MovedFrom, g.Counter(f).PurchaseCost(), g.InvasionCost()),
		Rule: ruleInvasion})
	return nil
}

// scoreInvasion reports at the end of the campaign what the Japan Invasion box
// earns ("add up the Buy Cost of all the Forces in the box to determine the
// number of Objective Points they earn toward Victory") and returns it.
func (g *Game) scoreInvasion(evs *[]Event) int {
	if g.data.Setup.Invasion == nil {
		return 0
	}
	forces := g.InvasionForces()
	cost, n := g.InvasionCost(), g.InvasionObjectives()
	*evs = append(*evs, Event{Kind: EvInvasion, Turn: g.Turn, Step: StepCampaignOver, Side: US, Forces: forceIDs(forces), Points: n, Total: cost,
		Text: fmt.Sprintf("The Japan Invasion box holds %d Forces with a total Buy Cost of %d: %d Objective(s) toward Victory.", len(forces), cost, n),
		Rule: ruleInvasion})
	return n
}

func forceIDs(fs []*Force) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.ID
	}
	return out
}
