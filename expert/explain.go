package expert

import (
	"fmt"
	"slices"
	"strings"

	"nimitz/rules"
)

// explain says why a choice, in the game's words, and what the board marks
// for it, from the typed facts of the position: what the engine says of
// the board the decision leaves (a copy of g, the decision applied), the
// Japanese Orders that reach the area named, the areas whose supply runs
// through it, the printed words of a Battle Plan counter and the values of
// a Force bought or repaired.
func explain(g *rules.Game, d rules.Decision) (string, Show) {
	var sh Show
	units := d.Forces
	if d.Force != "" && d.Force != rules.AirfieldTarget {
		units = append([]string{d.Force}, units...)
	}
	sh.Units = units
	if len(d.Plans) > 0 {
		sh.Plan = d.Plans[0]
	}
	names := func() string {
		out := make([]string, 0, len(units))
		for _, id := range units {
			out = append(out, unitName(g, id))
		}
		return strings.Join(out, ", ")
	}
	switch d.Kind {
	case rules.DoMove:
		for _, id := range units {
			if f := g.Force(id); f != nil && f.Area != "" && !slices.Contains(sh.From, f.Area) {
				sh.From = append(sh.From, f.Area)
			}
		}
		sh.To = []string{d.Area}
		verb := fmt.Sprintf("Move %s to %s", names(), d.Area)
		if g.Has(d.Area, rules.US) {
			verb = fmt.Sprintf("Reinforce %s with %s", d.Area, names())
		}
		return verb + ": " + moveFacts(g, d), sh
	case rules.DoBuy:
		return buyFacts(g, d, names()), sh
	case rules.DoRepair:
		return repairFacts(g, d, names()), sh
	case rules.DoScout:
		sh.To = []string{d.Area}
		return scoutFacts(g, d.Area), sh
	case rules.DoRaid:
		return fmt.Sprintf("Send %s to the Raiding box: each Submarine there reduces Japan's Reinforcement roll by 2.", names()), sh
	case rules.DoChooseBattle:
		sh.To = []string{d.Area}
		return fmt.Sprintf("Fight the battle in %s next: %s", d.Area, areaFacts(g, d.Area)), sh
	case rules.DoOrdersArea:
		sh.From = []string{d.Area}
		return fmt.Sprintf("Roll Orders for %s next.", d.Area), sh
	case rules.DoDone:
		if g.Asks() != rules.AskBattle {
			return fmt.Sprintf("End the %s step, keeping %d Supply Points.", g.Step, g.SupplyPoints), sh
		}
		if b := g.Battle; b != nil && g.Pending().Battle.Kind == rules.AskBuyPlans && len(b.USPlans) > 0 {
			return fmt.Sprintf("Fight with the Battle Plans selected: %s.", strings.Join(rules.PlanNames(b.USPlans), ", ")), sh
		}
		return "Go on with the battle.", sh
	case rules.DoBuyPlan:
		return planFacts(g, sh.Plan, "Select the Battle Plan"), sh
	case rules.DoUsePlan:
		if !d.Yes {
			return fmt.Sprintf("Keep the Battle Plan %s for later: a Battle Plan can only be used once each Battle.", sh.Plan), sh
		}
		return planFacts(g, sh.Plan, "Use the Battle Plan"), sh
	case rules.DoSpendSupply:
		return fmt.Sprintf("Spend a Supply Point for 3 more Battle Plan Points (%d Supply Points left).", g.SupplyPoints-1), sh
	case rules.DoAllocateHit:
		if d.Force == rules.AirfieldTarget {
			return "Take the Hit on the US Airfields: no Force is Damaged.", sh
		}
		return hitFacts(g, d.Force, names()), sh
	case rules.DoFly:
		return fmt.Sprintf("Fly %s to the %s: %s.", names(), rules.ZoneLabel(d.Zone), zoneFacts(g, d.Zone)), sh
	case rules.DoPlace:
		// Placed before the Japanese Forces come to the Battle Sheet: no
		// one is there yet to say anything of.
		return fmt.Sprintf("Place %s in the %s.", names(), rules.ZoneLabel(d.Zone)), sh
	}
	if len(units) > 0 {
		return fmt.Sprintf("%s: %s.", strings.ReplaceAll(string(d.Kind), "-", " "), names()), sh
	}
	return strings.ReplaceAll(string(d.Kind), "-", " ") + ".", sh
}

// unitName is a Force's or a battle unit's name as the game prints it.
func unitName(g *rules.Game, id string) string {
	if g.Force(id) == nil && g.Battle != nil {
		if u := g.Battle.Unit(id); u != nil {
			return g.UnitName(u)
		}
	}
	return g.Name(id)
}

// moveFacts is what the board a move leaves says of its destination: the
// Japanese Ships whose Orders can bring them there, the US areas whose
// supply runs through it, and the Objectives the US would Hold.
func moveFacts(g *rules.Game, d rules.Decision) string {
	after := g.Clone()
	after.SetQuiet(true)
	if _, err := after.Apply(d); err != nil {
		return areaFacts(g, d.Area)
	}
	var parts []string
	if r := reach(after, d.Area); r != "" {
		parts = append(parts, r)
	} else if n := len(after.Explain(d.Area).Japan); n > 0 {
		parts = append(parts, fmt.Sprintf("%s there", count(n, "Japanese Force", "Japanese Forces")))
	}
	if kept := heldRestingOn(after, d.Area); len(kept) > 0 {
		parts = append(parts, "holding it keeps "+strings.Join(kept, ", ")+" In-Supply")
	}
	if now, then := len(g.HeldObjectives()), len(after.HeldObjectives()); then != now {
		parts = append(parts, fmt.Sprintf("the US would Hold %d of %d Objectives (%d now)", then, len(g.Data().Setup.Objectives), now))
	}
	if len(parts) == 0 {
		if r := after.Explain(d.Area); r.Objective && r.Holds {
			return "an Objective the US Holds; no Japanese Ship's Orders lead there this turn."
		}
		return "no Japanese Ship's Orders lead there this turn."
	}
	return strings.Join(parts, "; ") + "."
}

// reach says which Japanese Ships the Orders table can bring to area this
// turn, by Order ("4 Japanese Ships can reach it by Engage, 2 by
// Sortie"): those in an area whose Orders preview (rules.Game.Explain)
// sends them there, neither Moved nor In Transit (a Scouting roll has
// decided their Orders this turn). Where the die picks among equally valid
// destinations ("randomly determine which Area the Forces move to") the
// Ships may reach it: such Orders are said last, "if the die picks it".
// "" when none can, or the Orders are rolled already.
func reach(g *rules.Game, area string) string {
	type by struct {
		order string
		ships int
		maybe bool // some of the Ships only if the die picks area
	}
	var list []by
	for _, a := range g.Data().Map.Areas {
		if a.Name == area {
			continue
		}
		r := g.Explain(a.Name)
		n := 0
		for _, id := range r.Japan {
			if f := g.Force(id); f != nil && !f.Moved && !f.InTransit && g.Kind(f) == rules.KindShip {
				n++
			}
		}
		if n == 0 {
			continue
		}
		for _, o := range r.Orders {
			if !slices.Contains(o.To, area) {
				continue
			}
			i := slices.IndexFunc(list, func(b by) bool { return b.order == o.Order })
			if i < 0 {
				list = append(list, by{order: o.Order})
				i = len(list) - 1
			}
			list[i].ships += n
			list[i].maybe = list[i].maybe || len(o.To) > 1
		}
	}
	if len(list) == 0 {
		return ""
	}
	// The sure Orders first, those that bring the most first, then the
	// table's order.
	slices.SortStableFunc(list, func(a, b by) int {
		if a.maybe != b.maybe {
			return boolOrder(!a.maybe)
		}
		return b.ships - a.ships
	})
	var sure, maybe []by
	for _, b := range list {
		if b.maybe {
			maybe = append(maybe, b)
		} else {
			sure = append(sure, b)
		}
	}
	// say words a group of Orders, the first with its Ships named.
	say := func(group []by, named bool) string {
		var parts []string
		for i, b := range group {
			if i == 0 && named {
				parts = append(parts, count(b.ships, "Japanese Ship", "Japanese Ships")+" can reach it by "+b.order)
				continue
			}
			parts = append(parts, fmt.Sprintf("%d by %s", b.ships, b.order))
		}
		return strings.Join(parts, ", ")
	}
	switch {
	case len(maybe) == 0:
		return say(sure, true)
	case len(sure) == 0:
		return "if the die picks it, " + say(maybe, true)
	}
	return say(sure, true) + "; if the die picks it, " + say(maybe, false) + " too"
}

// heldRestingOn is the US areas whose supply line runs through area
// (rules.Game.SupplyRestsOn), Objectives first: "holding it keeps them
// In-Supply".
func heldRestingOn(g *rules.Game, area string) []string {
	list := g.SupplyRestsOn(area)
	obj := func(a string) bool { return g.Data().Setup.IsObjective(a) }
	slices.SortStableFunc(list, func(a, b string) int {
		if obj(a) != obj(b) {
			return boolOrder(obj(a))
		}
		return 0
	})
	return list
}

// areaFacts is what the rules say of an area now: whether it is an
// Objective and who Holds it, the Forces there, the Japanese Ships whose
// Orders could bring them there this turn, and the US areas whose supply
// line runs through it.
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
		parts = append(parts, count(n, "Japanese Force", "Japanese Forces")+" there")
	}
	if n := len(r.US); n > 0 {
		parts = append(parts, count(n, "US Force", "US Forces")+" there")
	}
	if s := reach(g, area); s != "" {
		parts = append(parts, s)
	}
	if kept := heldRestingOn(g, area); len(kept) > 0 {
		parts = append(parts, "holding it keeps "+strings.Join(kept, ", ")+" In-Supply")
	}
	if !r.InSupply {
		parts = append(parts, "not In-Supply")
	}
	if len(parts) == 0 {
		return "no Forces there."
	}
	return strings.Join(parts, "; ") + "."
}

// scoutFacts says what Scouting an area does ("you can see where groups
// of Japanese Ships will Move before you Move your US Ships"): where each
// Order of its Forces would send them, the destinations with US Forces
// first, and the Supply Point it costs. The Forces themselves are on the
// board.
func scoutFacts(g *rules.Game, area string) string {
	r := g.Explain(area)
	out := fmt.Sprintf("Scout %s (1 Supply Point, %d left) to see its Orders before the US moves", area, g.SupplyPoints-1)
	type dest struct {
		to     string
		orders []string
		us     bool
	}
	var ds []dest
	for _, o := range r.Orders {
		if len(o.To) == 0 {
			continue
		}
		to := strings.Join(o.To, " or ")
		i := slices.IndexFunc(ds, func(d dest) bool { return d.to == to })
		if i < 0 {
			us := false
			for _, a := range o.To {
				us = us || g.Has(a, rules.US)
			}
			ds = append(ds, dest{to: to, us: us})
			i = len(ds) - 1
		}
		ds[i].orders = append(ds[i].orders, o.Order)
	}
	if len(ds) == 0 {
		return out + "; every Order would Hold them."
	}
	slices.SortStableFunc(ds, func(a, b dest) int {
		if a.us != b.us {
			return boolOrder(a.us)
		}
		return 0
	})
	var parts []string
	// Two destinations at most: the reason has three lines.
	for _, d := range ds[:min(len(ds), 2)] {
		parts = append(parts, strings.Join(d.orders, ", ")+" to "+d.to)
	}
	return out + ": " + strings.Join(parts, "; ") + "."
}

// buyFacts says what a purchase costs and what it brings: where the Force
// enters ("Place US Forces in the West Coast. Place Australian Forces in
// Australia.") and its printed values.
func buyFacts(g *rules.Game, d rules.Decision, name string) string {
	f := g.Force(d.Force)
	if f == nil {
		return fmt.Sprintf("Buy %s.", name)
	}
	c := g.Counter(f)
	rp, sp := g.BuyCost(f)
	where := "the " + rules.WestCoast
	if c.Australian {
		where = "Australia"
	}
	cost := fmt.Sprintf("%d Reinforcement Points (%d left)", rp, g.ReinforcementPoints-rp)
	if sp > 0 {
		cost += fmt.Sprintf(" and %d Supply Points (%d left)", sp, g.SupplyPoints-sp)
	}
	out := fmt.Sprintf("Buy %s for %s: %s placed in %s", name, cost, article(string(c.Kind())), where)
	if v := values(c.Full); v != "" {
		out += ", " + v
	}
	return out + "."
}

// repairFacts says what a repair costs and what it gives back: the Full
// side's values in place of the Damaged side's.
func repairFacts(g *rules.Game, d rules.Decision, name string) string {
	f := g.Force(d.Force)
	if f == nil {
		return fmt.Sprintf("Repair %s.", name)
	}
	c := g.Counter(f)
	cost := c.RepairCost()
	out := fmt.Sprintf("Repair %s for %d Supply Points (%d left)", name, cost, g.SupplyPoints-cost)
	full, dam := values(c.Full), values(c.Damaged)
	if full != "" && full != dam {
		if dam == "" {
			dam = "none"
		}
		out += fmt.Sprintf(": back to %s from %s", full, dam)
	}
	if f.Where == rules.OnMap && f.Area != "" {
		out += " in " + f.Area
	}
	return out + "."
}

// values prints a counter side's attacks as the counters print them: "AAA
// 2, Surface 4[2]".
func values(v rules.Values) string {
	var out []string
	for _, a := range []struct {
		name string
		at   rules.Attack
	}{{"AAA", v.AAA}, {"Surface", v.Surface}, {"Depth Charge", v.DepthCharge}, {"Dogfight", v.Dogfight},
		{"Ship Attack", v.ShipAttack}, {"Ground Attack", v.Ground}} {
		if a.at.Can() {
			out = append(out, a.name+" "+a.at.String())
		}
	}
	return strings.Join(out, ", ")
}

// planFacts says what a US Battle Plan does, in the words printed on its
// counter, and what it costs.
func planFacts(g *rules.Game, plan, verb string) string {
	out := fmt.Sprintf("%s %s", verb, plan)
	plans, err := rules.LoadPlans()
	if err != nil {
		return out + "."
	}
	p := plans.Find(rules.US, plan)
	if p == nil {
		return out + "."
	}
	if verb == "Select the Battle Plan" {
		left := 0
		if g.Battle != nil {
			left = g.Battle.USPoints - p.Cost
		}
		out += fmt.Sprintf(" (%d Battle Plan %s, %d left)", p.Cost, pointWord(p.Cost), left)
	}
	return out + ": " + strings.TrimSuffix(p.Summary, ".") + "."
}

// hitFacts says what the unit that would take the Hit is: its cost in
// brackets ("The cost in brackets is used when allocating Hits in
// Battle"), whether it is Damaged already, and for a Carrier-Based
// Aircraft that it comes back ("my Carrier-Based Aircraft get freely
// replaced at the start of each Battle").
func hitFacts(g *rules.Game, id, name string) string {
	var (
		damaged, cba bool
		c            *rules.Counter
	)
	if b := g.Battle; b != nil && b.Unit(id) != nil {
		u := b.Unit(id)
		damaged, cba, c = u.Damaged(), u.CBA(), g.UnitCounter(u)
	} else if f := g.Force(id); f != nil {
		damaged, c = f.Damaged, g.Counter(f)
	}
	out := name + " takes the Hit"
	if c != nil {
		out += fmt.Sprintf(": a [%d] %s", c.Cost, c.Kind())
	}
	if damaged {
		out += ", Damaged already"
	} else {
		out += ", at full strength"
	}
	if cba {
		out += "; Carrier-Based Aircraft are replaced at the start of each Battle"
	}
	return out + "."
}

// zoneFacts says who is in a Battle Sheet area: the Japanese Ships and
// aircraft there, for an aircraft flown.
func zoneFacts(g *rules.Game, zone string) string {
	b := g.Battle
	if b == nil {
		return ""
	}
	var ships, air int
	for i := range b.Units {
		u := &b.Units[i]
		if u.Lost() || u.Side() != rules.Japan || u.Pos() != zone {
			continue
		}
		switch g.UnitKind(u) {
		case rules.KindShip:
			ships++
		case rules.KindAircraft:
			air++
		}
	}
	if ships+air == 0 {
		return "no Japanese Ship or aircraft there now"
	}
	return fmt.Sprintf("%s and %s there now", count(ships, "Japanese Ship", "Japanese Ships"), count(air, "Japanese aircraft", "Japanese aircraft"))
}

// count says n things, one or many.
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// battleOdds says what the staff's games made of the battle after the
// choice: the Forces of each side left in its area, and how often no
// Japanese Force was. It comes last in a reason and is short: the panel
// shows three lines.
func battleOdds(c Choice) string {
	return fmt.Sprintf("The staff's games end the battle with %.1f Japanese and %.1f US Forces there; none Japanese in %.0f%% (±%.0f).",
		c.JapanLeft, c.USLeft, 100*c.Cleared, 100*c.ClearedSE)
}

// article puts "a" or "an" before a word.
func article(word string) string {
	if word != "" && strings.ContainsRune("AEIOU", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}

// pointWord is "Point" or "Points" for n Battle Plan Points.
func pointWord(n int) string {
	if n == 1 {
		return "Point"
	}
	return "Points"
}
