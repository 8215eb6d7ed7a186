package rules

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestForcedRollTakesItsDie: a die forced for a named roll (ForceRoll) is
// that roll's, whatever is rolled before it, and takes nothing from the
// other rolls: they roll the dice they would have rolled without it. A
// named die comes before the flat queue (Forced); a named roll with no die
// forced for it rolls as any roll.
func TestForcedRollTakesItsDie(t *testing.T) {
	d, plain := NewDice(1), NewDice(1)
	d.ForceRoll("Battle Turns", 9)
	d.ForceRoll("Orders: Marshall Islands", 2, 7)
	steps := []struct {
		roll Roll
		want int // 0: the plain dice's next
	}{
		{Roll{Kind: RollOrders, Of: "Gilbert Islands"}, 0},
		{Roll{Kind: RollBattleTurns}, 9},
		{Roll{Kind: RollOrders, Of: "Marshall Islands"}, 2},
		{Roll{Kind: AttackTorpedo, Of: "I-168"}, 0},
		{Roll{Kind: RollOrders, Of: "Marshall Islands"}, 7},
		{Roll{Kind: RollOrders, Of: "Marshall Islands"}, 0}, // none left for it
		{Roll{Kind: RollBattleTurns}, 0},
	}
	for i, s := range steps {
		want := s.want
		if want == 0 {
			want = plain.D10()
		}
		if got := d.rollFor(s.roll); got != want {
			t.Errorf("roll %d (%s): %d, want %d", i, s.roll.Name(), got, want)
		}
	}
	if len(d.ForcedRolls) != 0 || d.State != plain.State || d.Rolls != len(steps) {
		t.Errorf("after the rolls: forced %v, state %x (plain %x), %d rolls; want none left, the plain state, %d rolls",
			d.ForcedRolls, d.State, plain.State, d.Rolls, len(steps))
	}

	flat := NewDice(1)
	flat.Forced = []int{3}
	flat.ForceRoll("Battle Turns", 5)
	if got := flat.rollFor(Roll{Kind: RollBattleTurns}); got != 5 {
		t.Errorf("named and flat: the named roll got %d, want its 5", got)
	}
	if got := flat.rollFor(Roll{Kind: RollBattleTurns}); got != 3 {
		t.Errorf("named and flat: the next roll got %d, want the flat queue's 3", got)
	}
}

// TestForcedRollsAreSavedAndCopied: the dice forced by name are part of the
// dice's state, as the flat queue is: saved, loaded, and copied with the
// game, the copy's own.
func TestForcedRollsAreSavedAndCopied(t *testing.T) {
	g := newGame(t, Options{Seed: 4})
	g.Dice.ForceRoll("Orders: Marshall Islands", 4, 5)
	raw, err := json.Marshal(g.Dice)
	if err != nil {
		t.Fatal(err)
	}
	var back Dice
	if err := json.Unmarshal(raw, &back); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, g.Dice) {
		t.Errorf("saved and loaded: %+v, want %+v", back, g.Dice)
	}
	c := g.Clone()
	c.Dice.rollFor(Roll{Kind: RollOrders, Of: "Marshall Islands"})
	if q := g.Dice.ForcedRolls["Orders: Marshall Islands"]; len(q) != 2 {
		t.Errorf("a roll of the copy took the original's die: %v left", q)
	}
	if plain, _ := json.Marshal(NewDice(4)); strings.Contains(string(plain), "forced_rolls") {
		t.Errorf("dice with nothing forced save %s: old saves' form changed", plain)
	}
}

// TestBattleTurnsForcedByName: Roll for Battle Turns, "You roll a 9. The
// Battle lasts for 4 Turns.", the die forced for the roll by its name, not
// by its place among the dice of the set-up.
func TestBattleTurnsForcedByName(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 3, GameMakesJapanChoices: true})
	emptyBoard(g)
	put(t, g, US, "DESRON 1", solomons)
	for _, n := range []string{"Kaga", "Destroyer Gp 1", "16th Inf", "3 Kokutai"} {
		put(t, g, Japan, n, solomons)
	}
	g.Dice.ForceRoll("Battle Turns", 9)
	startBattle(t, g, solomons)
	apply(t, g, Decision{Kind: DoPlace, Force: "US:DESRON 1", Zone: ZoneUSOcean})
	if b := g.Battle; b == nil || b.TurnsLeft != 4 {
		t.Fatalf("roll 9: battle %+v, want 4 Battle Turns", b)
	}
	if len(g.Dice.ForcedRolls) != 0 {
		t.Errorf("the forced die was not rolled: %v", g.Dice.ForcedRolls)
	}
}

// TestOrdersForcedByName: "An Area with 1 Ship, 1 Infantry, and 2 Land-Based
// Aircraft receives a Reinforce Order. You move 1 Ship, 1 Infantry, and 1
// Land-Based Aircraft, but the 2nd Land-Based Aircraft does not move": the
// Orders roll and the Land-Based Aircraft chosen, each forced by its name.
func TestOrdersForcedByName(t *testing.T) {
	g := ordersBoard(t)
	put(t, g, Japan, "Destroyer Gp 1", "Marshall Islands")
	put(t, g, Japan, "6th Inf", "Marshall Islands")
	a1 := put(t, g, Japan, "1 Kokutai", "Marshall Islands")
	a2 := put(t, g, Japan, "4 Kokutai", "Marshall Islands")
	put(t, g, Japan, "Battalion", "Gilbert Islands") // the only Objective with Japanese Forces Ashore
	g.Dice.ForceRoll("Orders: Marshall Islands", 9)
	g.Dice.ForceRoll("Forces chosen: Marshall Islands", pickDice([]string{a1.ID, a2.ID}, []string{a1.ID})...)
	var evs []Event
	if !g.orders().rollOrders("Marshall Islands", false, &evs) {
		t.Fatal("no roll made")
	}
	if r := eventsOf(evs, EvOrderRoll); len(r) != 1 || r[0].Total != 9 {
		t.Fatalf("Orders rolls %v, want one of 9", r)
	}
	for _, id := range []string{"JP:Destroyer Gp 1", "JP:6th Inf", a1.ID} {
		if a := areaOf(t, g, id); a != "Gilbert Islands" {
			t.Errorf("%s in %s, want Gilbert Islands", id, a)
		}
	}
	if a2.Area != "Marshall Islands" {
		t.Errorf("the last Land-Based Aircraft moved to %s", a2.Area)
	}
	if len(g.Dice.ForcedRolls) != 0 {
		t.Errorf("forced dice not rolled: %v", g.Dice.ForcedRolls)
	}
}

// TestAttackForcedByName: "There is a Japanese Submarine in the US Ocean
// Area with 6 US Ships. Since it is only 1 Submarine, roll only 1 Depth
// Charge Attack": the Submarine's Torpedo roll and the DESRON's Depth
// Charge roll forced by their names, given in the other order.
func TestAttackForcedByName(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Sub Gp 1", ZoneUSOcean)
	for _, n := range []string{"Lexington", "Chicago/Northampton", "Chester/Louisville", "DESRON 1", "DESRON 2", "Colorado/Maryland"} {
		bb.unit(US, n, ZoneUSOcean)
	}
	bb.g.Dice.ForceRoll("Depth Charge: DESRON 1", 10)
	bb.g.Dice.ForceRoll("Torpedo: Sub Gp 1", 9)
	state := bb.g.Dice.State
	bb.run(battleTask{Op: taskTorpedoes}, battleTask{Op: taskDepthCharges})
	bb.event("Sub Gp 1", "Torpedo", "roll 9")
	bb.event("DESRON 1 Depth Charge 3", "roll 10")
	if bb.g.Dice.State != state || len(bb.g.Dice.ForcedRolls) != 0 {
		t.Errorf("the rolls drew from the generator or left dice: %v", bb.g.Dice.ForcedRolls)
	}
}
