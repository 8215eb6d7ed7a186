package expert

import (
	"slices"
	"strings"
	"testing"

	"nimitz/rules"
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
