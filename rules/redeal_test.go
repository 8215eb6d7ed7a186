package rules

import (
	"encoding/json"
	"slices"
	"testing"
)

// TestRedealDrawsTheHiddenFutureAfresh: "Place the Enemy Battle Plan counters
// in an opaque cup for later drawing" (Set-Up) and "I then randomize the
// Japanese Forces in each stack (Ships, Infantry, and Land-Based Aircraft)"
// (Extended Example). The player sees what is in the cup and how many
// counters each stack holds, never their order, nor the dice to come: two
// games that differ only there are one game once redealt with one seed, and
// the redeal takes nothing out of the cup or the stacks.
func TestRedealDrawsTheHiddenFutureAfresh(t *testing.T) {
	a := newGame(t, Options{Year: 1942, Seed: 1})
	b := a.Clone()
	b.Dice = NewDice(99)
	b.Dice.Forced = []int{3, 3, 3}
	slices.Reverse(b.Stacks.Ships)
	slices.Reverse(b.Stacks.Infantry)
	slices.Reverse(b.PlanCup)
	ships, cup := slices.Clone(a.Stacks.Ships), slices.Clone(a.PlanCup)
	if slices.Equal(a.Stacks.Ships, b.Stacks.Ships) || slices.Equal(a.PlanCup, b.PlanCup) {
		t.Fatal("the test's two games should differ in the order of their stacks and cup")
	}
	a.Redeal(7)
	b.Redeal(7)
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		t.Fatal("two games equal in all a player sees differ after the same redeal")
	}
	slices.Sort(ships)
	slices.Sort(cup)
	gotShips, gotCup := slices.Clone(a.Stacks.Ships), slices.Clone(a.PlanCup)
	slices.Sort(gotShips)
	slices.Sort(gotCup)
	if !slices.Equal(gotShips, ships) || !slices.Equal(gotCup, cup) {
		t.Fatalf("the redeal changed what the stacks and cup hold: %v %v", gotShips, gotCup)
	}
	if len(a.Dice.Forced) != 0 || a.Dice.Seed != 7 {
		t.Fatalf("the redealt dice are %+v, want fresh dice of seed 7", a.Dice)
	}
	c := a.Clone()
	c.Redeal(8)
	if slices.Equal(c.Stacks.Ships, a.Stacks.Ships) && slices.Equal(c.PlanCup, a.PlanCup) {
		t.Fatal("another seed dealt the same stacks and cup")
	}
}

// TestRedealInABattle: "If there are no more Battle Plans remaining in the
// cup, return the previously drawn Battle Plans and keep drawing" (Draw
// Japanese Battle Plans): in a battle the cup being drawn from is the
// battle's, and the redeal draws its order afresh too; the plans drawn stay
// drawn.
func TestRedealInABattle(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	emptyBoard(g)
	put(t, g, US, "Lexington", solomons)
	put(t, g, Japan, "Shoho", solomons)
	startBattle(t, g, solomons)
	h := g.Clone()
	slices.Reverse(h.Battle.Cup)
	h.Dice = NewDice(5)
	drawn := slices.Clone(g.Battle.JPActive)
	g.Redeal(3)
	h.Redeal(3)
	if !slices.Equal(g.Battle.Cup, h.Battle.Cup) {
		t.Fatalf("the battle's cup differs after the same redeal: %v and %v", g.Battle.Cup, h.Battle.Cup)
	}
	if !slices.Equal(g.Battle.JPActive, drawn) {
		t.Fatalf("the redeal changed the plans drawn: %v, want %v", g.Battle.JPActive, drawn)
	}
}
