package rules

import "fmt"

const (
	ruleReinforcementPoints = "US Resupply: Reinforcement Points"
	ruleSupplyPoints        = "US Resupply: Supply Points"
	ruleRepair              = "US Resupply: Repair Forces"
)

// beginResupply gains the turn's points (US Resupply: "During each Campaign
// Turn, you gain the number of Reinforcement Points listed on the Campaign's
// Set-Up Sheet"; unspent points carry over).
func (g *Game) beginResupply(evs *[]Event) {
	s := g.data.Setup
	g.ReinforcementPoints += s.ReinforcementPoints
	g.SupplyPoints += s.SupplyPoints
	*evs = append(*evs, Event{Kind: EvPoints, Turn: g.Turn, Step: StepResupply, Side: US, Points: s.ReinforcementPoints + s.SupplyPoints,
		Text: fmt.Sprintf("US gains %d Reinforcement Points and %d Supply Points (now %d and %d).",
			s.ReinforcementPoints, s.SupplyPoints, g.ReinforcementPoints, g.SupplyPoints),
		Rule: "US Resupply"})
}

// BuyCost splits a Force's purchase cost into Reinforcement and Supply Points:
// Reinforcement Points first, since they buy nothing else ("You can combine
// Reinforcement Points and Supply Points to purchase Forces").
func (g *Game) BuyCost(f *Force) (rp, sp int) {
	cost := g.Counter(f).PurchaseCost()
	rp = min(cost, g.ReinforcementPoints)
	return rp, cost - rp
}

// canBuy explains why a Force cannot be bought now, or returns nil.
func (g *Game) canBuy(id string) error {
	f := g.Force(id)
	if f == nil || f.Side != US || f.Where != InUSReinforce {
		return illegal(ruleReinforcementPoints, "%s is not in the US Reinforcement box", g.Name(id))
	}
	cost := g.Counter(f).PurchaseCost()
	if cost > g.ReinforcementPoints+g.SupplyPoints {
		return illegal(ruleReinforcementPoints, "%s costs %d points; you have %d Reinforcement and %d Supply Points",
			g.Name(id), cost, g.ReinforcementPoints, g.SupplyPoints)
	}
	return nil
}

// canRepair explains why a Force cannot be repaired now, or returns nil.
func (g *Game) canRepair(id string) error {
	f := g.Force(id)
	if f == nil || f.Side != US || f.Where == Destroyed || f.Where == InUSReinforce || f.Where == InInvasion {
		return illegal(ruleRepair, "%s is not a US Force in play", g.Name(id))
	}
	if !f.Damaged {
		return illegal(ruleRepair, "%s is not Damaged", g.Name(id))
	}
	if c := g.Counter(f).RepairCost(); c > g.SupplyPoints {
		return illegal(ruleRepair, "repairing %s costs %d Supply Points (half its cost, rounded down, minimum 1); you have %d",
			g.Name(id), c, g.SupplyPoints)
	}
	return nil
}

func (g *Game) resupplyPending() Pending {
	p := Pending{Kind: AskResupply, Step: StepResupply,
		Prompt: fmt.Sprintf("US Resupply: buy Forces and repair Damaged ones. %d Reinforcement Points, %d Supply Points.",
			g.ReinforcementPoints, g.SupplyPoints)}
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Side == US && f.Where == InUSReinforce && g.canBuy(f.ID) == nil {
			p.Options = append(p.Options, Decision{Kind: DoBuy, Force: f.ID})
		}
	}
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Side == US && f.Damaged && g.canRepair(f.ID) == nil {
			p.Options = append(p.Options, Decision{Kind: DoRepair, Force: f.ID})
		}
	}
	p.Options = append(p.Options, Decision{Kind: DoDone})
	return p
}

func (g *Game) applyResupply(d Decision, evs *[]Event) error {
	switch d.Kind {
	case DoBuy:
		if err := g.canBuy(d.Force); err != nil {
			return err
		}
		f := g.Force(d.Force)
		rp, sp := g.BuyCost(f)
		g.ReinforcementPoints -= rp
		g.SupplyPoints -= sp
		f.Where, f.Area = OnMap, WestCoast
		if g.Counter(f).Australian {
			f.Area = Australia
		}
		text := fmt.Sprintf("US buys %s for %d (%d Reinforcement, %d Supply Points) and places it in %s.", g.Name(f.ID), rp+sp, rp, sp, f.Area)
		*evs = append(*evs, Event{Kind: EvBuy, Turn: g.Turn, Step: StepResupply, Side: US, Forces: []string{f.ID}, To: f.Area, Points: rp + sp,
			Text: text, Rule: ruleReinforcementPoints})
		return nil
	case DoRepair:
		if err := g.canRepair(d.Force); err != nil {
			return err
		}
		f := g.Force(d.Force)
		c := g.Counter(f).RepairCost()
		g.SupplyPoints -= c
		f.Damaged = false
		*evs = append(*evs, Event{Kind: EvRepair, Turn: g.Turn, Step: StepResupply, Side: US, Forces: []string{f.ID}, Points: c,
			Text: fmt.Sprintf("US repairs %s for %d Supply Points.", g.Name(f.ID), c), Rule: ruleRepair})
		return nil
	case DoDone:
		g.leave(evs)
		return nil
	}
	return illegal("US Resupply", "in US Resupply you may buy, repair, or end the step; not %q", d.Kind)
}
