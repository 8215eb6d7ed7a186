package expert

import (
	"fmt"
	"strings"

	"nimitz/rules"
)

// explain says why a choice, in the game's words, and what the board marks
// for it, from the typed facts of the position.
func explain(g *rules.Game, d rules.Decision) (string, Show) {
	var sh Show
	units := d.Forces
	if d.Force != "" {
		units = append([]string{d.Force}, units...)
	}
	sh.Units = units
	if len(d.Plans) > 0 {
		sh.Plan = d.Plans[0]
	}
	names := func() string {
		out := make([]string, 0, len(units))
		for _, id := range units {
			out = append(out, g.Name(id))
		}
		return strings.Join(out, ", ")
	}
	switch d.Kind {
	case rules.DoMove:
		for _, id := range units {
			if f := g.Force(id); f != nil && f.Area != "" && !contains(sh.From, f.Area) {
				sh.From = append(sh.From, f.Area)
			}
		}
		sh.To = []string{d.Area}
		return fmt.Sprintf("Move %s to %s: %s", names(), d.Area, areaFacts(g, d.Area)), sh
	case rules.DoBuy:
		if f := g.Force(d.Force); f != nil {
			rp, sp := g.BuyCost(f)
			return fmt.Sprintf("Buy %s for %d Reinforcement and %d Supply Points (%d Supply Points left).", names(), rp, sp, g.SupplyPoints-sp), sh
		}
		return fmt.Sprintf("Buy %s.", names()), sh
	case rules.DoRepair:
		if f := g.Force(d.Force); f != nil {
			c := g.Counter(f).RepairCost()
			return fmt.Sprintf("Repair %s for %d Supply Points (%d left).", names(), c, g.SupplyPoints-c), sh
		}
		return fmt.Sprintf("Repair %s.", names()), sh
	case rules.DoScout:
		sh.To = []string{d.Area}
		return fmt.Sprintf("Scout %s: %s", d.Area, areaFacts(g, d.Area)), sh
	case rules.DoRaid:
		return fmt.Sprintf("Send %s to the Raiding box.", names()), sh
	case rules.DoChooseBattle:
		sh.To = []string{d.Area}
		return fmt.Sprintf("Fight the battle in %s next: %s", d.Area, areaFacts(g, d.Area)), sh
	case rules.DoOrdersArea:
		sh.From = []string{d.Area}
		return fmt.Sprintf("Roll Orders for %s next.", d.Area), sh
	case rules.DoDone:
		if g.Step == rules.StepResupply || g.Step == rules.StepMovement {
			return fmt.Sprintf("End the %s step, keeping %d Supply Points.", g.Step, g.SupplyPoints), sh
		}
		return fmt.Sprintf("End the %s step.", g.Step), sh
	case rules.DoBuyPlan:
		return fmt.Sprintf("Select the Battle Plan %s.", sh.Plan), sh
	case rules.DoUsePlan:
		if !d.Yes {
			return fmt.Sprintf("Keep the Battle Plan %s for later.", sh.Plan), sh
		}
		return fmt.Sprintf("Use the Battle Plan %s.", sh.Plan), sh
	case rules.DoAllocateHit:
		if d.Force == "airfields" {
			return "Take the Hit on the US Airfields.", sh
		}
		return fmt.Sprintf("%s takes the Hit.", names()), sh
	case rules.DoFly:
		return fmt.Sprintf("Fly %s to the %s.", names(), d.Zone), sh
	case rules.DoPlace:
		return fmt.Sprintf("Place %s in the %s.", names(), d.Zone), sh
	}
	if len(units) > 0 {
		return fmt.Sprintf("%s: %s.", d.Kind, names()), sh
	}
	return string(d.Kind) + ".", sh
}

// areaFacts is what the rules say of an area now: whether it is an
// Objective and who Holds it, the Forces there, the Japanese Ships whose
// Orders could bring them there this turn (rules.Game.Explain's Orders
// preview), and the held Objectives whose supply line runs through it.
func areaFacts(g *rules.Game, area string) string {
	r := g.Explain(area)
	var parts []string
	switch {
	case r.Objective && r.Holds:
		parts = append(parts, "an Objective the US Holds")
	case r.Objective:
		parts = append(parts, "an Objective the US does not Hold")
	}
	if n := len(r.Japan); n > 0 {
		parts = append(parts, fmt.Sprintf("%d Japanese Force(s) there", n))
	}
	if n := len(r.US); n > 0 {
		parts = append(parts, fmt.Sprintf("%d US Force(s) there", n))
	}
	ships, orders := 0, []string{}
	var supplied []string
	for _, a := range g.Data().Map.Areas {
		if a.Name == area {
			continue
		}
		other := g.Explain(a.Name)
		if other.Holds && other.Objective && contains(other.SupplyPath, area) {
			supplied = append(supplied, a.Name)
		}
		reach := false
		for _, o := range other.Orders {
			if contains(o.To, area) {
				reach = true
				if !contains(orders, o.Order) {
					orders = append(orders, o.Order)
				}
			}
		}
		if reach {
			for _, id := range other.Japan {
				if f := g.Force(id); f != nil && g.Kind(f) == rules.KindShip {
					ships++
				}
			}
		}
	}
	if ships > 0 {
		parts = append(parts, fmt.Sprintf("%d Japanese Ship(s) can reach it by %s", ships, strings.Join(orders, " or ")))
	}
	if len(supplied) > 0 {
		parts = append(parts, "the supply line of "+strings.Join(supplied, ", ")+" runs through it")
	}
	if !r.InSupply {
		parts = append(parts, "not In-Supply")
	}
	if len(parts) == 0 {
		return "no Forces there."
	}
	return strings.Join(parts, "; ") + "."
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
