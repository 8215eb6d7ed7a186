package sim

import (
	"math/rand/v2"
	"slices"
	"testing"

	"nimitz/rules"
)

// TestFlyDecidesForTheAircraftAsked: "Move each US Aircraft to any Area on the
// Battle Sheet" (Combat: Move US Aircraft). The engine asks about all the US
// aircraft at once; the heuristic must answer for one of them with a zone
// chosen for that aircraft. Over real battles, a bomber whose Ground value is
// at least its Ship value goes to the Island whenever Japan has Forces Ashore
// the US may hit there ("Attacking Island Forces"). Before this was fixed,
// every aircraft took the first option, the Japanese Ocean.
func TestFlyDecidesForTheAircraftAsked(t *testing.T) {
	asked, island := 0, 0
	for i := 0; i < 30 && island < 20; i++ {
		PlayOne(1943, GameSeed(5, i), "heuristic", false, func(g *rules.Game, _ rules.Decision) {
			p := g.Pending()
			if p.Battle == nil || p.Battle.Kind != rules.AskFly || g.Battle == nil {
				return
			}
			d := p.Options[fly(g, g.Battle, p, p.Battle, nil)]
			asked++
			if d.Kind != rules.DoFly || d.Force == "" {
				return // Done: nothing left to send
			}
			var u *rules.Unit
			for k := range g.Battle.Units {
				if g.Battle.Units[k].ID() == d.Force {
					u = &g.Battle.Units[k]
				}
			}
			if u == nil || u.Moved {
				t.Fatalf("fly chose %q, which is not an aircraft still to be sent", d.Force)
			}
			ct := counterOf(g, u)
			j := japanAt(g, g.Battle)
			// In the Hawaiian Islands bombers spread over every target instead (bomberZone).
			if ct.IsBomber() && j.ashore > 0 && usGround(g, g.Battle) && ct.Full.Ground.Value >= ct.Full.ShipAttack.Value && g.Battle.Area != rules.Hawaii {
				island++
				if d.Zone != rules.ZoneIsland {
					t.Fatalf("bomber %s (Ground %d, Ship %d) sent to %q with Japanese Forces Ashore; want the Island",
						u.ID(), ct.Full.Ground.Value, ct.Full.ShipAttack.Value, d.Zone)
				}
			}
		})
	}
	if asked == 0 || island == 0 {
		t.Fatalf("no US aircraft movement seen (asked %d, island bombers %d): the test checks nothing", asked, island)
	}
}

// TestEngagedLengthensAnUnsettledIsland: Engaged, "Discard this counter at the
// end of a Battle Turn to add or subtract 1 Turn from the Battle" (US Battle
// Plans). An Island where Japanese Infantry or Land-Based Aircraft remain is
// not Held ("Holding an Area", condition 2), so at the end of the last Battle
// Turn, with US Forces Ashore to fight on, the heuristic adds a Turn; it never
// shortens a battle, and does nothing before the last Turn.
func TestEngagedLengthensAnUnsettledIsland(t *testing.T) {
	lengthened := 0
	for i := 0; i < 60 && lengthened < 5; i++ {
		PlayOne(1942, GameSeed(7, i), "heuristic", false, func(g *rules.Game, _ rules.Decision) {
			p := g.Pending()
			if p.Battle == nil || p.Battle.Kind != rules.AskEngaged || g.Battle == nil {
				return
			}
			d := p.Options[engaged(g, g.Battle, p)]
			want := g.Battle.TurnsLeft == 1 && japanAt(g, g.Battle).ground > 0 && usGround(g, g.Battle)
			switch {
			case want && (!d.Yes || d.Number != 1):
				t.Fatalf("last Battle Turn in %s with both sides on the Island: chose %+v, want 1 Turn more", g.Battle.Area, d)
			case !want && d.Yes:
				t.Fatalf("Battle Turn %d in %s (%d left): chose %+v, want the plan kept", g.Battle.Turn, g.Battle.Area, g.Battle.TurnsLeft, d)
			}
			if want {
				lengthened++
			}
		})
	}
	if lengthened == 0 {
		t.Fatal("no battle ended with both sides on the Island and Engaged in hand: the test checks nothing")
	}
}

// TestHawaiiBattlePlansBuyEveryHit: "you must Destroy all the Japanese Forces
// during the first Battle Turn, or you immediately lose the Campaign"
// (Hawaiian Islands Defeat Condition). In a Hawaiian Islands battle the
// heuristic buys the plans that add Hits and spends Supply Points for Battle
// Plan Points (3 per Supply Point, Select US Battle Plans) until it holds all
// of them or runs out, and never buys a plan that only saves its own Forces.
func TestHawaiiBattlePlansBuyEveryHit(t *testing.T) {
	battles := 0
	for i := 0; i < 200 && battles < 3; i++ {
		var seen bool
		PlayOne(1942, GameSeed(3, i), "heuristic", false, func(g *rules.Game, _ rules.Decision) {
			p := g.Pending()
			b := g.Battle
			if p.Battle == nil || p.Battle.Kind != rules.AskBuyPlans || b == nil || b.Area != rules.Hawaii {
				return
			}
			seen = true
			d := p.Options[buyPlan(g, b, p, nil)]
			switch d.Kind {
			case rules.DoBuyPlan:
				if !contains(hawaiiPlans, d.Plans[0]) {
					t.Fatalf("bought %s in the Hawaiian Islands: it adds no Hit", d.Plans[0])
				}
			case rules.DoDone:
				missing := false
				for _, name := range hawaiiPlans {
					missing = missing || !slices.Contains(b.USPlans, rules.USPlanNamed(name)) && !slices.Contains(b.USUsed, rules.USPlanNamed(name))
				}
				for _, o := range p.Options {
					if o.Kind == rules.DoSpendSupply && missing || o.Kind == rules.DoBuyPlan && contains(hawaiiPlans, o.Plans[0]) {
						t.Fatalf("stopped buying with %+v still possible (plans %v)", o, b.USPlans)
					}
				}
			}
		})
		if seen {
			battles++
		}
	}
	if battles == 0 {
		t.Fatal("no battle in the Hawaiian Islands: the test checks nothing")
	}
}

// TestAllocateHitSpreadsDamage: "You may allocate Hits to your US Forces any
// way you like in order from lowest to highest value" (Combat: Allocating
// Hits). The heuristic loses Carrier-Based Aircraft first, then Damages a
// Force at full strength before it Destroys a Damaged one.
func TestAllocateHitSpreadsDamage(t *testing.T) {
	b := &rules.Battle{Units: []rules.Unit{
		rules.Unit{}.As("damaged", rules.US, "", false).WithHits(true, false),
		rules.Unit{}.As("full", rules.US, "", false),
		rules.Unit{}.As("cba", rules.US, "", true).WithHits(true, false),
	}}
	hit := func(ids ...string) []rules.Decision {
		var opts []rules.Decision
		for _, id := range ids {
			opts = append(opts, rules.Decision{Kind: rules.DoAllocateHit, Force: id})
		}
		return opts
	}
	for _, c := range []struct {
		offered []string
		want    string
		why     string
	}{
		{[]string{"damaged", "full", "cba"}, "cba", "with a Carrier-Based Aircraft offered"},
		{[]string{"damaged", "full"}, "full", "the Force at full strength"},
		{[]string{"damaged"}, "damaged", "the one Force offered"},
	} {
		opts := hit(c.offered...)
		if i := allocateHit(b, opts); i < 0 || i >= len(opts) || opts[i].Force != c.want {
			t.Errorf("%s: the Hit goes to option %d of %v; want %s", c.why, i, c.offered, c.want)
		}
	}
}

// firstInPriority picks, in one pass, the option that asking offeredPlan for
// each name of planPriority in turn picks: over option lists of every size,
// in shuffled orders, with plans outside the list, Supply and Done among
// them, and none of the list at all.
func TestFirstInPriorityIsThePriorityOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	names := append(slices.Clone(planPriority), "Engaged", "Leathernecks")
	for n := 0; n < 500; n++ {
		var p rules.Pending
		for _, i := range rng.Perm(len(names))[:rng.IntN(len(names)+1)] {
			p.Options = append(p.Options, rules.Decision{Kind: rules.DoBuyPlan, Plans: []string{names[i]}})
		}
		p.Options = append(p.Options, rules.Decision{Kind: rules.DoSpendSupply}, rules.Decision{Kind: rules.DoDone})
		rng.Shuffle(len(p.Options), func(i, j int) { p.Options[i], p.Options[j] = p.Options[j], p.Options[i] })
		want, wantOK := -1, false
		for _, name := range planPriority {
			if i, ok := offeredPlan(p, name); ok {
				want, wantOK = i, true
				break
			}
		}
		got, ok := firstInPriority(p)
		if ok != wantOK || got != want {
			t.Fatalf("options %v: got option %d %v, want %d %v", p.Options, got, ok, want, wantOK)
		}
	}
}
