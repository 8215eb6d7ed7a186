// Package sim plays whole campaigns without a window: US policies that decide
// through the same Pending/Apply interface a player uses, invariant checks after
// every decision, and the figures the balance report is made of.
package sim

import (
	"fmt"
	"sort"

	"nimitz/rules"
)

// Check returns every invariant the game state breaks, in words; none when the
// state is sound. It reads the state only through what the engine exports, and
// recomputes what it can independently of the engine's own code.
func Check(g *rules.Game) []string {
	var bad []string
	fail := func(format string, args ...any) { bad = append(bad, fmt.Sprintf(format, args...)) }
	data := g.Data()

	if g.ReinforcementPoints < 0 || g.SupplyPoints < 0 || g.Resupply < 0 {
		fail("negative points: %d Reinforcement, %d Supply, %d Resupply", g.ReinforcementPoints, g.SupplyPoints, g.Resupply)
	}

	// A Force is in exactly one place.
	seen := map[string]bool{}
	inStack := map[string]int{}
	for _, st := range [][]string{g.Stacks.Ships, g.Stacks.Infantry, g.Stacks.Aircraft} {
		for _, id := range st {
			inStack[id]++
		}
	}
	boxes := data.Setup.ReturnToPortBoxes
	for i := range g.Forces {
		f := &g.Forces[i]
		if seen[f.ID] {
			fail("%s appears twice", f.ID)
		}
		seen[f.ID] = true
		ct := g.Counter(f)
		switch f.Where {
		case rules.OnMap:
			if data.Map.Area(f.Area) == nil {
				fail("%s on the map in unknown area %q", f.ID, f.Area)
			} else if !rules.Entrable(f.Side, f.Area) {
				fail("%s (%s) in %s, where its side may not go", f.ID, f.Side, f.Area)
			}
		case rules.InReturnToPort:
			if f.Side != rules.US || ct.Type.Kind() != rules.KindShip || f.Box < 1 || f.Box > boxes {
				fail("%s in Return to Port box %d", f.ID, f.Box)
			}
		case rules.InRaiding:
			if f.Side != rules.US || ct.Type != rules.SS {
				fail("%s in the Raiding box is not a US Submarine", f.ID)
			}
		case rules.InJPStack:
			if f.Side != rules.Japan || inStack[f.ID] != 1 {
				fail("%s in a Japanese stack %d times", f.ID, inStack[f.ID])
			}
		case rules.InStrategicBombs:
			if !rules.IsBomberWing(ct) {
				fail("%s in the Strategic Bombing box is not a US Bomber Wing", f.ID)
			}
		case rules.InInvasion:
			if f.Side != rules.US || data.Setup.Invasion == nil {
				fail("%s in a Japan Invasion box", f.ID)
			}
		case rules.InUSReinforce, rules.Destroyed, rules.InBattalionBox:
		default:
			fail("%s is nowhere (%q)", f.ID, f.Where)
		}
		if f.Where != rules.OnMap && f.Area != "" {
			fail("%s is %s but also names area %s", f.ID, f.Where, f.Area)
		}
		if f.Where != rules.InJPStack && inStack[f.ID] > 0 {
			fail("%s is %s and also in a Japanese stack", f.ID, f.Where)
		}
		// Damaged counts: only Forces in play can be Damaged.
		if f.Damaged && f.Where != rules.OnMap && f.Where != rules.InReturnToPort && f.Where != rules.InRaiding &&
			f.Where != rules.InStrategicBombs && f.Where != rules.InInvasion {
			fail("%s is Damaged while %s", f.ID, f.Where)
		}
		if f.OnTransport && (f.Where != rules.OnMap || ct.Type.Kind() != rules.KindInfantry) {
			fail("%s on a Transport while %s", f.ID, f.Where)
		}
		// Markers belong to the Scouting, Movement and Orders steps only.
		if (f.Moved || f.InTransit) && g.Step != rules.StepScouting && g.Step != rules.StepMovement && g.Step != rules.StepOrders {
			fail("%s carries a Japanese marker in %s", f.ID, g.Step)
		}
	}
	for id, n := range inStack {
		if !seen[id] {
			fail("stack names unknown %s", id)
		} else if n > 1 {
			fail("%s in the stacks %d times", id, n)
		}
	}

	// Airfield values limit US Land-Based Aircraft.
	if g.Battle == nil {
		lba := map[string]int{}
		for i := range g.Forces {
			f := &g.Forces[i]
			if f.Side == rules.US && f.Where == rules.OnMap && g.Counter(f).Type.Kind() == rules.KindAircraft {
				lba[f.Area]++
			}
		}
		for _, a := range data.Map.Areas {
			if a.Airfield != rules.Unlimited && lba[a.Name] > a.Airfield {
				fail("%s holds %d US Land-Based Aircraft, Airfield %d", a.Name, lba[a.Name], a.Airfield)
			}
		}
	}

	// Hold status agrees with its definition, recomputed here from scratch.
	want := holdsByDefinition(g)
	got := g.HeldObjectives()
	sort.Strings(got)
	if fmt.Sprint(got) != fmt.Sprint(want) {
		fail("Objectives held %v, by definition %v", got, want)
	}

	if g.Over && g.Evaluation == "" {
		fail("the campaign is over with no Evaluation")
	}
	if !g.Over && g.Step == rules.StepCampaignOver {
		fail("step Campaign Over but the campaign is not over")
	}
	return bad
}

// holdsByDefinition recomputes the Objectives held from "Holding an Area": US
// Infantry or Land-Based Aircraft Ashore, none of Japan's, and a path of such
// areas from the West Coast (found here by fixed-point iteration rather than the
// engine's search).
func holdsByDefinition(g *rules.Game) []string {
	data := g.Data()
	ashore := map[rules.Side]map[string]bool{rules.US: {}, rules.Japan: {}}
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Where != rules.OnMap {
			continue
		}
		k := g.Counter(f).Type.Kind()
		if k == rules.KindAircraft || (k == rules.KindInfantry && !f.OnTransport) {
			ashore[f.Side][f.Area] = true
		}
	}
	ctrl := map[string]bool{}
	for _, a := range data.Map.Areas {
		ctrl[a.Name] = ashore[rules.US][a.Name] && !ashore[rules.Japan][a.Name]
	}
	reach := map[string]bool{rules.WestCoast: true} // areas whose neighbours are In-Supply
	for changed := true; changed; {
		changed = false
		for _, a := range data.Map.Areas {
			if reach[a.Name] || !ctrl[a.Name] {
				continue
			}
			for _, l := range a.Lines {
				if reach[l] {
					reach[a.Name], changed = true, true
					break
				}
			}
		}
	}
	var out []string
	for _, o := range data.Setup.Objectives {
		if !ctrl[o] {
			continue
		}
		for _, l := range data.Map.Area(o).Lines {
			if reach[l] {
				out = append(out, o)
				break
			}
		}
	}
	sort.Strings(out)
	return out
}
