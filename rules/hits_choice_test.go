package rules

import (
	"slices"
	"testing"
)

// Solitaire Decisions: "If the rules leave you with more than one equally
// valid option, you are free to choose from the available options. Example:
// You inflict 1 Hit on Japanese Ships in an Area. There are several Ships in
// the Area with the same value. You get to decide which Ship to Damage."
//
// TestJapaneseHitOfYourChoice, Allocating Hits: "You inflict 3 Bomb Hits on
// the Ships in the Japanese Ocean Area. They have a CV (value 1), as well as 2
// Destroyer Groups (value 2). The first 2 Hits must Damage and Destroy the
// CV. The next Hit will Damage the Destroyer Group of your choice."
func TestJapaneseHitOfYourChoice(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	bb.unit(Japan, "Destroyer Gp 1", ZoneJapaneseOcean)
	bb.unit(Japan, "Destroyer Gp 2", ZoneJapaneseOcean)
	bb.g.Battle.Pools = []hitPool{{Side: Japan, Zone: ZoneJapaneseOcean, Kind: atkBombShip, Hits: 3}}
	bb.run(battleTask{Op: taskApply})
	bb.want("JP:Kaga", "lost") // no choice: the CV is the only value 1 Ship
	a := bb.wantAsk(AskAllocateHit)
	if a.AttackBy != US || len(bb.g.Battle.Options) != 2 {
		t.Fatalf("asked %q with %v", a.Prompt, bb.g.Battle.Options)
	}
	mustRefuse(t, bb.g, Decision{Kind: DoAllocateHit, Force: "JP:Kaga"})
	bb.reply(Decision{Kind: DoAllocateHit, Force: "JP:Destroyer Gp 2"})
	bb.want("JP:Destroyer Gp 2", "damaged")
	bb.want("JP:Destroyer Gp 1", "full")
	bb.noAsk()
}

// TestJapaneseIslandHitsOfYourChoice, Allocating Hits: "The US inflicts 7
// Bomb Hits to the Japanese Island Forces. The first 2 Hits Damage and
// Destroy a 0 value Battalion. There are no more Battalions. There are 4 value
// 1 Infantry as well as 5 value 1 Airfields on the Island. You decide to apply
// 3 Hits on the Airfields, and 2 on an Infantry to Damage and Destroy it."
// Once an Infantry is Damaged, the next Hit may not Damage another: "apply a
// second Hit to Destroy one Force before allocating a Hit to Damage a new
// Force".
func TestJapaneseIslandHitsOfYourChoice(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "25th Inf", PosFoxholes)
	bn := bb.unit(Japan, "Battalion", PosFoxholes).id
	inf := []string{"6th Inf", "20th Inf", "35th Inf", "51st Inf"}
	for _, n := range inf {
		bb.unit(Japan, n, PosFoxholes)
	}
	b := bb.g.Battle
	b.JPAirfields = 5
	b.Pools = []hitPool{{Side: Japan, Zone: ZoneIsland, Kind: atkBombLand, Hits: 7}}
	bb.run(battleTask{Op: taskApply})
	bb.want(bn, "lost")
	for i := 0; i < 3; i++ {
		bb.wantAsk(AskAllocateHit)
		if len(b.Options) != 5 {
			t.Fatalf("hit %d: %d choices, want the 4 Infantry and the Airfields", i+3, len(b.Options))
		}
		bb.reply(Decision{Kind: DoAllocateHit, Force: AirfieldTarget})
	}
	bb.reply(Decision{Kind: DoAllocateHit, Force: "JP:20th Inf"})
	bb.wantAsk(AskAllocateHit)
	mustRefuse(t, bb.g, Decision{Kind: DoAllocateHit, Force: "JP:6th Inf"}) // would Damage a new Force
	bb.reply(Decision{Kind: DoAllocateHit, Force: "JP:20th Inf"})
	bb.noAsk()
	if b.JPAirfields != 2 || bb.state("JP:20th Inf") != "lost" {
		t.Fatalf("Airfields %d, 20th Inf %s", b.JPAirfields, bb.state("JP:20th Inf"))
	}
	for _, n := range []string{"6th Inf", "35th Inf", "51st Inf"} {
		bb.want(CounterKey(Japan, n), "full")
	}
}

// TestSecondHitOnTheForceChosen, Allocating Hits: "When allocating Hits to
// Japanese Forces, apply a second Hit to Destroy one Force before allocating
// a Hit to Damage a new Force." The player gives the first of 2 Hits to the
// second of two Destroyer Groups of equal value; the second Hit must
// Destroy that one, though the other comes first on the Battle Sheet.
func TestSecondHitOnTheForceChosen(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Destroyer Gp 1", ZoneJapaneseOcean)
	bb.unit(Japan, "Destroyer Gp 2", ZoneJapaneseOcean)
	bb.g.Battle.Pools = []hitPool{{Side: Japan, Zone: ZoneJapaneseOcean, Kind: atkBombShip, Hits: 2}}
	bb.run(battleTask{Op: taskApply})
	bb.wantAsk(AskAllocateHit)
	bb.reply(Decision{Kind: DoAllocateHit, Force: "JP:Destroyer Gp 2"})
	bb.noAsk()
	bb.want("JP:Destroyer Gp 2", "lost")
	bb.want("JP:Destroyer Gp 1", "full")
}

// TestGameMakesJapanChoices: with the setup option "the game does", no
// question is asked and the documented order decides (docs/rulings.md).
func TestGameMakesJapanChoices(t *testing.T) {
	bb := newBench(t, solomons)
	bb.g.Options.GameMakesJapanChoices = true
	bb.unit(Japan, "Destroyer Gp 1", ZoneJapaneseOcean)
	bb.unit(Japan, "Destroyer Gp 2", ZoneJapaneseOcean)
	bb.g.Battle.Pools = []hitPool{{Side: Japan, Zone: ZoneJapaneseOcean, Kind: atkBombShip, Hits: 1}}
	bb.run(battleTask{Op: taskApply})
	bb.noAsk()
	bb.want("JP:Destroyer Gp 1", "damaged")
}

// TestJapanesePlacementTieOfYourChoice: Japanese Ship Placement (Carriers and
// Island Forces), "Step #1: Place the Escort with the lowest Surface Attack in
// the Japanese Ocean Area." Destroyer Groups 1 and 2 tie at the lowest; the
// rules leave the choice to the player (Solitaire Decisions), and step #2
// then takes the highest to the Coastal Area.
func TestJapanesePlacementTieOfYourChoice(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Kaga", "")
	bb.unit(Japan, "Destroyer Gp 1", "")
	bb.unit(Japan, "Destroyer Gp 2", "")
	bb.unit(Japan, "Nagato/Mutsu", "")
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.run(battleTask{Op: taskPlaceJP})
	a := bb.wantAsk(AskPlaceJapanese)
	if len(bb.g.Battle.Options) != 2 || a.Zone != ZoneJapaneseOcean {
		t.Fatalf("asked %q with %v", a.Prompt, bb.g.Battle.Options)
	}
	bb.reply(Decision{Kind: DoPlace, Force: "JP:Destroyer Gp 2", Zone: ZoneJapaneseOcean})
	bb.noAsk()
	for id, want := range map[string]string{"JP:Kaga": ZoneJapaneseOcean, "JP:Destroyer Gp 2": ZoneJapaneseOcean,
		"JP:Nagato/Mutsu": ZoneCoastal, "JP:Destroyer Gp 1": ZoneCoastal} {
		if got := bb.u(id).pos; got != want {
			t.Errorf("%s in %q, want %q", id, got, want)
		}
	}
}

// TestJapaneseFirstLightTieOfYourChoice: Japanese First Light, "The Japanese
// Aircraft Carrier with the most Aircraft immediately performs Air Attacks."
// Two carriers tie for the most: the rules leave the choice to the player
// (Solitaire Decisions), and the chosen carrier's Bombers attack.
func TestJapaneseFirstLightTieOfYourChoice(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(US, "Lexington", ZoneUSOcean)
	bb.unit(Japan, "Akagi", ZoneJapaneseOcean)
	bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
	akagi := bb.cba(Japan, "D3A", "JP:Akagi", "").id
	kaga := bb.cba(Japan, "D3A", "JP:Kaga", "").id
	bb.jp(PlanFirstLight)
	bb.run(battleTask{Op: taskJPFirstLight})
	a := bb.wantAsk(AskJapaneseFirstLight)
	if len(bb.g.Battle.Options) != 2 || a.AttackBy != US {
		t.Fatalf("asked %q with %v", a.Prompt, bb.g.Battle.Options)
	}
	bb.reply(Decision{Kind: DoChooseCarrier, Force: "JP:Kaga"})
	for _, e := range eventsOf(bb.evs, EvPlan) {
		if slices.Contains(e.Forces, akagi) {
			t.Fatalf("Akagi's aircraft flew: %s", e.Text)
		}
		if slices.Contains(e.Forces, kaga) {
			return
		}
	}
	t.Fatal("Kaga's Bombers did not attack")
}

// TestTargetRankOrder checks that a target's packed rank orders targets as
// the rules do (lowest value first; at equal value a Damaged Force first,
// then Forces before Airfields, then Battle Sheet order) for every int32
// value, negative and extreme ones too, and gives its fields back.
func TestTargetRankOrder(t *testing.T) {
	type plain struct {
		value             int32
		damaged, airfield bool
		order             int
	}
	before := func(x, y plain) bool {
		switch {
		case x.value != y.value:
			return x.value < y.value
		case x.damaged != y.damaged:
			return x.damaged
		case x.airfield != y.airfield:
			return y.airfield
		}
		return x.order < y.order
	}
	var all []plain
	for _, v := range []int32{-1 << 31, -101, -1, 0, 1, 2, 7, transportValue, 1<<30 + 3, 1<<31 - 1} {
		for _, d := range []bool{false, true} {
			for _, a := range []bool{false, true} {
				for _, o := range []int{-3, 0, 1, 40, 1 << 40} {
					all = append(all, plain{v, d, a, o})
				}
			}
		}
	}
	for _, x := range all {
		tx := target{rank: targetRank(x.value, x.damaged, x.airfield), Order: x.order}
		if tx.Value() != x.value || tx.Damaged() != x.damaged || tx.Airfield() != x.airfield {
			t.Fatalf("%+v packed and unpacked: value %d, damaged %v, airfield %v", x, tx.Value(), tx.Damaged(), tx.Airfield())
		}
		for _, y := range all {
			ty := target{rank: targetRank(y.value, y.damaged, y.airfield), Order: y.order}
			if got, want := targetBefore(&tx, &ty), before(x, y); got != want {
				t.Fatalf("%+v before %+v: %v, want %v", x, y, got, want)
			}
		}
		tx.setDamaged(!x.damaged)
		if tx.Damaged() == x.damaged || tx.Value() != x.value || tx.Airfield() != x.airfield {
			t.Fatalf("%+v with its Damaged side turned: %+v", x, tx)
		}
	}
}
