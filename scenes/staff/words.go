package staff

import (
	"strings"

	"nimitz/rules"
)

// Words says a decision as a sentence of the game's, for the verdict's
// lists, where it stands away from the board it was made on ("Move CV
// Lexington, CA Astoria to the Coral Sea").
func Words(g *rules.Game, d rules.Decision) string {
	name := func(id string) string {
		if g.Force(id) == nil && g.Battle != nil {
			if u := g.Battle.Unit(id); u != nil {
				return g.UnitName(u)
			}
		}
		return g.Name(id)
	}
	names := func(ids []string) string {
		out := make([]string, len(ids))
		for i, id := range ids {
			out[i] = name(id)
		}
		return strings.Join(out, ", ")
	}
	switch d.Kind {
	case rules.DoBuy:
		return "Buy " + name(d.Force)
	case rules.DoRepair:
		return "Repair " + name(d.Force)
	case rules.DoScout:
		return "Scout the " + d.Area
	case rules.DoMove:
		ids := d.Forces
		if d.Force != "" {
			ids = append([]string{d.Force}, ids...)
		}
		return "Move " + names(ids) + " to " + d.Area
	case rules.DoRaid:
		return "Send " + name(d.Force) + " raiding"
	case rules.DoDone:
		return "End " + string(g.Step)
	case rules.DoChooseBattle:
		return "Resolve the battle for " + d.Area + " next"
	case rules.DoPlace:
		return "Place " + name(d.Force) + " in the " + d.Zone
	case rules.DoBuyPlan:
		return "Select the Battle Plan " + strings.Join(d.Plans, ", ")
	case rules.DoSpendSupply:
		return "Spend a Supply Point for 3 Battle Plan Points"
	case rules.DoFly:
		return name(d.Force) + " flies to the " + d.Zone
	case rules.DoAllocateHit:
		if d.Force == rules.AirfieldTarget {
			return "The Hit on the Airfields"
		}
		return "The Hit on " + name(d.Force)
	case rules.DoUsePlan:
		if !d.Yes {
			return "Keep " + strings.Join(d.Plans, ", ") + " for later"
		}
		return "Use " + strings.Join(d.Plans, ", ")
	case rules.DoDestroy:
		return "Lose " + name(d.Force)
	case rules.DoChooseCarrier:
		return name(d.Force) + "'s aircraft fly at First Light"
	case rules.DoStrategicBomb:
		return "Send " + name(d.Force) + " to Strategic Bombing"
	case rules.DoBombStack:
		return "Bomb the Japanese " + d.Zone + " stack"
	case rules.DoInvade:
		return "Send " + name(d.Force) + " to the Japan Invasion box"
	}
	return strings.ReplaceAll(string(d.Kind), "-", " ")
}
