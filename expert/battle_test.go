package expert

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// TestBattleAdviceSaysTheBattlesOdds: at a battle's question every choice
// is weighed by rollouts that fight the battle out and play the campaign
// to its end, and says what the battle came to in them: the Forces of each
// side left in its area and how often no Japanese Force was.
func TestBattleAdviceSaysTheBattlesOdds(t *testing.T) {
	g := playTo(t, 1942, 3, rules.AskBattle)
	area := g.Battle.Area
	cs, err := Advise(g, 3, Options{Seed: 5, Budget: 16})
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) < 2 {
		t.Fatalf("%d choices at a question with a choice", len(cs))
	}
	for _, c := range cs {
		if c.Battle != area || c.Rollouts == 0 {
			t.Fatalf("choice %+v: battle %q over %d rollouts, want %q", c.Decision, c.Battle, c.Rollouts, area)
		}
		if c.Cleared < 0 || c.Cleared > 1 || c.JapanLeft < 0 || c.USLeft < 0 || c.Cleared > 0 && c.JapanLeft == 0 && c.Cleared < 1 {
			t.Fatalf("choice %+v: cleared %.2f, %.2f Japanese and %.2f US left", c.Decision, c.Cleared, c.JapanLeft, c.USLeft)
		}
		if !strings.HasSuffix(c.Reason, battleOdds(c)) || !strings.Contains(c.Reason, "end the battle with ") {
			t.Fatalf("the reason %q says nothing of the battle in %s", c.Reason, area)
		}
	}
	// A question of the campaign steps says nothing of a battle.
	m, err := Advise(playTo(t, 1942, 3, rules.AskMovement), 1, Options{Seed: 5, Budget: 8})
	if err != nil {
		t.Fatal(err)
	}
	if m[0].Battle != "" || strings.Contains(m[0].Reason, "end the battle") {
		t.Fatalf("a move's choice speaks of a battle: %+v", m[0])
	}
}

// TestBattleAdviceSeesOnlyWhatThePlayerSees is the information rule inside
// a battle: the battle's cup ("Draw a number of Japan's Battle Plans from
// the cup") and the campaign's, and the dice to come, are hidden; two
// battles equal in all else get the same advice.
func TestBattleAdviceSeesOnlyWhatThePlayerSees(t *testing.T) {
	a := playTo(t, 1942, 3, rules.AskBattle)
	b := a.Clone()
	b.Dice = rules.NewDice(31337)
	slices.Reverse(b.PlanCup)
	slices.Reverse(b.Battle.Cup)
	if state(t, a) == state(t, b) {
		t.Fatal("the two games should differ in what is hidden")
	}
	o := Options{Seed: 2, Budget: 12}
	ca, err := Advise(a, 3, o)
	if err != nil {
		t.Fatal(err)
	}
	cb, err := Advise(b, 3, o)
	if err != nil {
		t.Fatal(err)
	}
	if len(ca) != len(cb) {
		t.Fatalf("%d and %d choices", len(ca), len(cb))
	}
	for i := range ca {
		if ca[i].Option != cb[i].Option || ca[i].Objectives != cb[i].Objectives || ca[i].Cleared != cb[i].Cleared || ca[i].JapanLeft != cb[i].JapanLeft {
			t.Fatalf("choice %d differs: %+v and %+v", i, ca[i], cb[i])
		}
	}
}

// playToBattleQuestion plays a 1942 campaign with the heuristic to the
// first battle question of kind ask with a choice to make.
func playToBattleQuestion(t *testing.T, seed uint64, ask rules.BattleAskKind) *rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over {
		if p := g.Pending(); p.Kind == rules.AskBattle && p.Battle.Kind == ask && len(candidates(p.Options)) > 1 {
			return g
		}
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("the campaign ended without asking %s", ask)
	return nil
}

// TestReasonForAHit: "You may allocate Hits to your US Forces any way you
// like in order from lowest to highest value", the value being "the cost
// in brackets ... used when allocating Hits in Battle": each option's
// reason says the unit's cost in brackets and whether it is Damaged.
func TestReasonForAHit(t *testing.T) {
	g := playToBattleQuestion(t, 2, rules.AskAllocateHit)
	for _, d := range g.Pending().Options {
		if d.Kind != rules.DoAllocateHit || d.Force == rules.AirfieldTarget {
			continue
		}
		u := g.Battle.Unit(d.Force)
		state := ", at full strength"
		if u.Damaged() {
			state = ", Damaged already"
		}
		want := fmt.Sprintf("%s takes the Hit: a [%d] %s%s", g.UnitName(u), g.UnitCounter(u).Cost, g.UnitKind(u), state)
		if why, _ := explain(g, d); !strings.HasPrefix(why, want) || u.CBA() != strings.Contains(why, "replaced at the start of each Battle") {
			t.Errorf("the reason for the Hit on %s: %q, want %q", d.Force, why, want)
		}
	}
}

// TestReasonForAFlight: an aircraft flown to a Battle Sheet area ("Move
// US Aircraft") hears who is there. The Japanese units are laid out: two
// Ships and an aircraft in the air in the Coastal Area, nobody elsewhere,
// one Ship lost there.
func TestReasonForAFlight(t *testing.T) {
	g := playToBattleQuestion(t, 3, rules.AskFly)
	var ships, air []*rules.Unit
	for i := range g.Battle.Units {
		u := &g.Battle.Units[i]
		if u.Side() != rules.Japan {
			continue
		}
		*u = u.At("").WithHits(u.Damaged(), true)
		switch g.UnitKind(u) {
		case rules.KindShip:
			ships = append(ships, u)
		case rules.KindAircraft:
			air = append(air, u)
		}
	}
	if len(ships) < 3 || len(air) < 1 {
		t.Fatalf("the battle has %d Japanese Ships and %d aircraft, want 3 and 1 to lay out", len(ships), len(air))
	}
	for _, u := range []*rules.Unit{ships[0], ships[1], air[0]} {
		*u = u.At(rules.ZoneCoastal).WithHits(u.Damaged(), false)
	}
	*ships[2] = ships[2].At(rules.ZoneCoastal) // lost: not counted
	seen := 0
	for _, d := range g.Pending().Options {
		if d.Kind != rules.DoFly {
			continue
		}
		why, _ := explain(g, d)
		want := "no Japanese Ship or aircraft there now."
		if d.Zone == rules.ZoneCoastal {
			want = "to the Coastal Area: 2 Japanese Ships and 1 Japanese aircraft there now."
			seen++
		}
		if !strings.HasSuffix(why, want) || !strings.HasPrefix(why, "Fly ") {
			t.Errorf("the reason for %+v: %q, want it to end %q", d, why, want)
		}
	}
	if seen == 0 {
		t.Fatal("no flight to the Coastal Area offered")
	}
}
