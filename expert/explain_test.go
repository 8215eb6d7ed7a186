package expert

import (
	"fmt"
	"strings"
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// layOut empties the map and the boxes of g and places the Forces named,
// each in its area, as a rulebook example lays out its position; Supply
// Points enough for any move.
func layOut(t *testing.T, g *rules.Game, at map[string]string) {
	t.Helper()
	for i := range g.Forces {
		f := &g.Forces[i]
		area, ok := at[f.ID]
		*f = rules.Force{ID: f.ID, Counter: f.Counter, Side: f.Side, Where: rules.Destroyed}
		if ok {
			f.Where, f.Area = rules.OnMap, area
			delete(at, f.ID)
		}
	}
	for id := range at {
		t.Fatalf("no Force %s to place", id)
	}
	g.Stacks = rules.Stacks{}
	g.SupplyPoints = 20
}

// movement is a 1942 game at its first Movement step, the board laid out
// as at says.
func movement(t *testing.T, at map[string]string) *rules.Game {
	t.Helper()
	g := playTo(t, 1942, 3, rules.AskMovement)
	layOut(t, g, at)
	if g.Asks() != rules.AskMovement {
		t.Fatalf("the game asks %s, want Movement", g.Asks())
	}
	return g
}

// moveOf is the Movement step's option moving Force id alone to area.
func moveOf(t *testing.T, g *rules.Game, id, area string) rules.Decision {
	t.Helper()
	for _, d := range g.Pending().Options {
		if d.Kind == rules.DoMove && d.Area == area && d.Force == id && len(d.Forces) == 0 {
			return d
		}
	}
	t.Fatalf("no option moves %s to %s", id, area)
	return rules.Decision{}
}

// TestReasonReinforceNamesReachAndSupply is the example of a
// reason, on a board built for it. Engage: "Randomly select 3 Ships and 2
// Infantry to move to the closest Area with US Forces"; Sortie: "to the
// closest Objective with at least 1 US Force"; and "To be In-Supply, you
// must be able to trace an uninterrupted path of US Held Areas starting
// from the US West Coast and leading up to the Area." Four Japanese Ships in
// the Carolines, the US Ashore in the Hawaiian Islands, the Gilberts, the
// Solomons and New Caledonia, nobody in Samoa: the Solomons are the
// closest US area and Objective to the Carolines, and New Caledonia's only
// path runs through them.
func TestReasonReinforceNamesReachAndSupply(t *testing.T) {
	g := movement(t, map[string]string{
		"US:25th Inf":       rules.Hawaii,
		"US:Lexington":      rules.Hawaii,
		"US:Battalion#1":    "Gilbert Islands",
		"US:Battalion#5":    "Solomon Islands",
		"US:Battalion#3":    "New Caledonia",
		"JP:Kongo/Haruna":   "Caroline Islands",
		"JP:Takao/Chokai":   "Caroline Islands",
		"JP:Maya/Atago":     "Caroline Islands",
		"JP:Destroyer Gp 2": "Caroline Islands",
	})
	d := moveOf(t, g, "US:Lexington", "Solomon Islands")
	why, show := explain(g, d)
	for _, want := range []string{
		"Reinforce Solomon Islands with CV Lexington: ",
		"4 Japanese Ships can reach it by Engage",
		"4 by Sortie",
		"; if the die picks it, 4 by South too", // New Guinea or the Solomons
		"holding it keeps New Caledonia In-Supply",
	} {
		if !strings.Contains(why, want) {
			t.Errorf("the reason %q does not say %q", why, want)
		}
	}
	if len(show.From) != 1 || show.From[0] != rules.Hawaii || len(show.To) != 1 || show.To[0] != "Solomon Islands" {
		t.Errorf("the board shows %+v", show)
	}

	// Samoa is farther from the Carolines than the Solomons: no Order of
	// theirs goes there, and nothing's supply runs through it.
	why, _ = explain(g, moveOf(t, g, "US:Lexington", "Samoa"))
	if !strings.HasPrefix(why, "Move CV Lexington to Samoa: ") || strings.Contains(why, "can reach it") || strings.Contains(why, "In-Supply") {
		t.Errorf("the reason for Samoa: %q", why)
	}
}

// TestReasonSaysTheBoardTheMoveLeaves: Engage goes to "the closest Area
// with US Forces", so a move can draw it. Three Japanese Ships at Wake, the
// US in the Hawaiian Islands alone: on the board as it stands no Order of
// theirs leads to an empty Midway; once CV Lexington is there, Engage and
// Sortie do, and the reason says so.
func TestReasonSaysTheBoardTheMoveLeaves(t *testing.T) {
	g := movement(t, map[string]string{
		"US:25th Inf":       rules.Hawaii,
		"US:Lexington":      rules.Hawaii,
		"JP:Kongo/Haruna":   "Wake Island",
		"JP:Takao/Chokai":   "Wake Island",
		"JP:Destroyer Gp 2": "Wake Island",
	})
	if r := reach(g, "Midway Island"); r != "" {
		t.Fatalf("before the move: %q, want no Order to Midway", r)
	}
	why, _ := explain(g, moveOf(t, g, "US:Lexington", "Midway Island"))
	for _, want := range []string{"Move CV Lexington to Midway Island: ", "3 Japanese Ships can reach it by Engage", "3 by Sortie"} {
		if !strings.Contains(why, want) {
			t.Errorf("the reason %q does not say %q", why, want)
		}
	}
	// A Ship a Scouting roll has moved is In Transit: "Replace all In
	// Transit counters with Moved counters", it rolls no Orders again.
	g.Force("JP:Destroyer Gp 2").InTransit = true
	if why, _ := explain(g, moveOf(t, g, "US:Lexington", "Midway Island")); !strings.Contains(why, "2 Japanese Ships can reach it by Engage") {
		t.Errorf("with a Ship In Transit: %q", why)
	}
}

// TestReasonForABattlePlan: a Battle Plan's reason is the line printed on
// its counter and its cost: "The Battle Plan Point cost for each Battle
// Plan is found on the Battle Plan counter in parentheses", out of the
// points still to spend ("You receive 3 Battle Plan Points to freely use
// during each Battle").
func TestReasonForABattlePlan(t *testing.T) {
	g := playTo(t, 1942, 3, rules.AskBattle)
	pol, err := sim.NewPolicy("heuristic", 3)
	if err != nil {
		t.Fatal(err)
	}
	for g.Asks() == rules.AskBattle && g.Pending().Battle.Kind != rules.AskBuyPlans {
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	if g.Asks() != rules.AskBattle {
		t.Fatal("the battle selected no Battle Plans")
	}
	plans, err := rules.LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, d := range g.Pending().Options {
		if d.Kind != rules.DoBuyPlan {
			continue
		}
		p := plans.Find(rules.US, d.Plans[0])
		why, show := explain(g, d)
		want := fmt.Sprintf("Select the Battle Plan %s (%d Battle Plan %s, %d left): %s", p.Name, p.Cost, pointWord(p.Cost), g.Battle.USPoints-p.Cost, p.Summary)
		if !strings.HasPrefix(why, want) || show.Plan != p.Name {
			t.Errorf("the reason for %s: %q, want %q; the plan lit %q", p.Name, why, want, show.Plan)
		}
		seen++
	}
	if seen == 0 {
		t.Fatal("no Battle Plan offered")
	}
}

// TestReasonForAPurchase: "To purchase a Force, pay the Force's Cost in
// Reinforcement Points. Place US Forces in the West Coast. Place
// Australian Forces in Australia." The reason says the cost, what is left,
// where the Force goes and its printed values.
func TestReasonForAPurchase(t *testing.T) {
	g := playTo(t, 1942, 3, rules.AskResupply)
	seen := map[bool]bool{}
	for _, d := range g.Pending().Options {
		if d.Kind != rules.DoBuy {
			continue
		}
		f := g.Force(d.Force)
		c := g.Counter(f)
		rp, _ := g.BuyCost(f)
		where := "the West Coast"
		if c.Australian {
			where = "Australia"
		}
		why, _ := explain(g, d)
		want := fmt.Sprintf("Buy %s for %d Reinforcement Points (%d left)", g.Name(f.ID), rp, g.ReinforcementPoints-rp)
		if !strings.HasPrefix(why, want) || !strings.Contains(why, " placed in "+where) || !strings.Contains(why, values(c.Full)) {
			t.Errorf("the reason for buying %s: %q, want %q, placed in %s, %s", f.ID, why, want, where, values(c.Full))
		}
		seen[c.Australian] = true
	}
	if !seen[false] {
		t.Fatal("no US Force to buy")
	}
}

// TestReasonForScouting: "if you use Scouting counters you can see where
// groups of Japanese Ships will Move before you Move your US Ships", each
// for 1 Supply Point. Three Japanese Ships at Wake, the US at Midway and
// in the Hawaiian Islands: Engage ("the closest Area with US Forces") and
// Sortie ("the closest Objective with at least 1 US Force") both send them
// to Midway, said first as a US area.
func TestReasonForScouting(t *testing.T) {
	g := playTo(t, 1942, 3, rules.AskScouting)
	layOut(t, g, map[string]string{
		"US:25th Inf":       rules.Hawaii,
		"US:MAG 22":         "Midway Island",
		"JP:Kongo/Haruna":   "Wake Island",
		"JP:Takao/Chokai":   "Wake Island",
		"JP:Destroyer Gp 2": "Wake Island",
	})
	var scout, done *rules.Decision
	for _, d := range g.Pending().Options {
		switch {
		case d.Kind == rules.DoScout && d.Area == "Wake Island":
			scout = &d
		case d.Kind == rules.DoDone:
			done = &d
		}
	}
	if scout == nil || done == nil {
		t.Fatalf("no Scouting of Wake or no end of the step among %+v", g.Pending().Options)
	}
	why, show := explain(g, *scout)
	want := "Scout Wake Island (1 Supply Point, 19 left) to see its Orders before the US moves: Engage, Sortie to Midway Island; "
	if !strings.HasPrefix(why, want) || len(show.To) != 1 || show.To[0] != "Wake Island" {
		t.Errorf("the reason for Scouting Wake: %q, want it to begin %q", why, want)
	}
	if why, _ := explain(g, *done); why != fmt.Sprintf("End the %s step, keeping 20 Supply Points.", g.Step) {
		t.Errorf("the reason for ending the step: %q", why)
	}
}
