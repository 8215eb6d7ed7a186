package rules

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestReinforcementExample: "You roll a 7 for Japanese Reinforcement. They have
// 6 Resupply counters. You have 2 Raiding Submarines. The end result is a roll
// of a 9. Japan receives 2 Ships, 2 Infantry, and 1 Land-Based Aircraft ... they
// do not have any Land-Based Aircraft remaining in Reinforcements, so they
// receive 2 Battalions instead." (Japanese Reinforces)
func TestReinforcementExample(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	g.Stacks.Aircraft = nil
	g.Resupply = 6
	g.Force("US:Sub Gp 1").Where = InRaiding
	g.Force("US:Sub Gp 3").Where = InRaiding
	ships, inf := slices.Clone(g.Stacks.Ships[:2]), slices.Clone(g.Stacks.Infantry[:2])
	before := len(g.In(JapanArea, Japan))
	g.Dice.Forced = []int{7}
	var evs []Event
	g.afterBattles().japaneseReinforce(&evs)
	roll := eventsOf(evs, EvReinforceRoll)[0]
	if roll.Total != 9 || roll.Row != "8-9" || len(roll.Modifiers) != 2 {
		t.Fatalf("roll %+v, want 7 +6 -4 = 9 on row 8-9", roll)
	}
	// The modifiers as the Player Log and the chart show them, word for word.
	if got, want := []string{roll.Modifiers[0].Reason, roll.Modifiers[1].Reason}, []string{"6 Resupply counter(s)", "2 Submarine(s) raiding"}; !slices.Equal(got, want) {
		t.Errorf("modifiers %q, want %q", got, want)
	}
	for _, id := range append(ships, inf...) {
		if areaOf(t, g, id) != JapanArea {
			t.Errorf("%s should arrive in Japan from the top of its stack", id)
		}
	}
	if got := len(g.In(JapanArea, Japan)) - before; got != 6 {
		t.Errorf("%d new Forces in Japan, want 2 Ships, 2 Infantry and 2 Battalions", got)
	}
	if g.Resupply != 0 {
		t.Error("Resupply counters are set aside after the roll")
	}
}

// TestReinforcementDamaged: "I roll an 8, plus 3, minus 2 for the Damaged Hiryu
// and Furutaka, equals 9" (Extended Example); "Do not subtract 1 for Damaged
// Infantry that are in the same Area as US Forces."
func TestReinforcementDamaged(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	g.Resupply = 3
	g.Force("JP:Hiryu").Damaged = true
	g.Force("JP:Furutaka/Kako").Damaged = true
	g.Force("JP:55th Inf").Damaged = true // New Guinea, with the RAAF
	g.Dice.Forced = []int{8}
	var evs []Event
	g.afterBattles().japaneseReinforce(&evs)
	if r := eventsOf(evs, EvReinforceRoll)[0]; r.Total != 9 {
		t.Errorf("total %d, want 9: %s", r.Total, r.Text)
	}
}

// TestJapaneseRepair: "I flip the Hiryu and Furutaka to their full strength
// sides and place them at the bottom of the Japan Reinforcement Ship stack";
// not Damaged Infantry facing US Forces, nor the last Infantry or Land-Based
// Aircraft of an area (Japanese Repair).
func TestJapaneseRepair(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	for _, id := range []string{"JP:Hiryu", "JP:Furutaka/Kako", "JP:55th Inf", "JP:1 Kokutai"} {
		g.Force(id).Damaged = true
	}
	g.Force("JP:6th Base").Where = Destroyed // 1 Kokutai is now the last in the Marshalls
	var evs []Event
	g.afterBattles().japaneseRepair(&evs)
	n := len(g.Stacks.Ships)
	if n < 2 || g.Stacks.Ships[n-2] != "JP:Hiryu" || g.Stacks.Ships[n-1] != "JP:Furutaka/Kako" {
		t.Errorf("ship stack ends %v, want Hiryu then Furutaka/Kako", g.Stacks.Ships)
	}
	if f := g.Force("JP:Hiryu"); f.Damaged || f.Where != InJPStack {
		t.Error("Hiryu should be full strength in the stack")
	}
	if f := g.Force("JP:55th Inf"); !f.Damaged || f.Area != "New Guinea" {
		t.Error("the 55th Inf faces US Forces in New Guinea and stays Damaged")
	}
	if f := g.Force("JP:1 Kokutai"); !f.Damaged || f.Area != "Marshall Islands" {
		t.Error("1 Kokutai is the last in the Marshalls and stays Damaged")
	}
}

// TestReturnToPort1942: "I move the Ships in the 1942 to 1945 Return to Port
// box to be next to the Hawaiian Islands. I move all the surviving US Ships in
// the Solomon Islands, Australia, and Midway to the 1942 to 1945 Return to Port
// box." Raiders return too; Ships on the West Coast stay (docs/rulings.md).
func TestReturnToPort1942(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	g.Force("US:Enterprise").Area = "Solomon Islands"
	g.Force("US:Sub Gp 1").Where, g.Force("US:Sub Gp 1").Area = InRaiding, ""
	var evs []Event
	g.afterBattles().returnToPort(&evs)
	for _, id := range []string{"US:Yorktown", "US:Saratoga", "US:Sub Gp 2"} {
		if f := g.Force(id); f.Where != OnMap || f.Area != Hawaii {
			t.Errorf("%s should be back at Hawaii", id)
		}
	}
	for _, id := range []string{"US:Enterprise", "US:ABDA", "US:Sub Gp 3", "US:Sub Gp 1"} {
		if f := g.Force(id); f.Where != InReturnToPort || f.Box != 1 {
			t.Errorf("%s should be in the 1942 to 1945 box (%s %d)", id, f.Where, f.Box)
		}
	}
	for _, id := range []string{"US:Lexington", "US:DESRON 2"} {
		if f := g.Force(id); f.Where != OnMap {
			t.Errorf("%s (Hawaii / West Coast) should stay", id)
		}
	}
	if f := g.Force("US:19th BG"); f.Where != OnMap || f.Area != Australia {
		t.Error("Return to Port moves Ships only")
	}
}

// TestReturnToPort1943: "You are playing a 1943 Campaign. You move the Ships
// from the 1942 box to Hawaii. You move the Ships in the 1943 box to the 1942
// box." and "you move your Ships from Wake, Midway, Borneo, and the Solomon
// Islands to the 1943 to 1945 box."
func TestReturnToPort1943(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	data := *g.data
	data.Setup.ReturnToPortBoxes = 2
	g.data = &data
	emptyBoard(g)
	in42 := put(t, g, US, "Yorktown", Hawaii)
	in42.Where, in42.Area, in42.Box = InReturnToPort, "", 1
	in43 := put(t, g, US, "Saratoga", Hawaii)
	in43.Where, in43.Area, in43.Box = InReturnToPort, "", 2
	for _, a := range []string{"Wake Island", "Midway Island", "Borneo", "Solomon Islands"} {
		put(t, g, US, "Sub Gp 1", a) // moved around only to test each area
		var evs []Event
		g.afterBattles().returnToPort(&evs)
		if f := g.Force("US:Sub Gp 1"); f.Where != InReturnToPort || f.Box != 2 {
			t.Errorf("a Ship from %s should go to the 1943 to 1945 box, got %s %d", a, f.Where, f.Box)
		}
	}
	if in42.Where != OnMap || in42.Area != Hawaii {
		t.Error("the 1942 box's Ships reach Hawaii")
	}
	// Saratoga went 2 -> 1 on the first pass, then 1 -> Hawaii on the second.
	if in43.Where != OnMap || in43.Area != Hawaii {
		t.Errorf("the 1943 box's Ship should reach Hawaii after two steps, got %s %d", in43.Where, in43.Box)
	}
}

// TestSupplyExample: "You Hold the Hawaiian Islands and Midway Island. There are
// both US and Japanese Forces on Wake Island. You also have 3 Infantry and 1
// Land-Based Aircraft on the Mariana Islands. ... Wake is In-Supply ... your
// Forces on the Mariana's are not In-Supply. Inflict 1 Hit to each of the 3
// Infantry and the Land-Based Aircraft on the Mariana's." (US Supply Check)
func TestSupplyExample(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	emptyBoard(g)
	put(t, g, US, "25th Inf", Hawaii)
	put(t, g, US, "MAG 22", "Midway Island")
	put(t, g, US, "32nd Inf", "Wake Island")
	put(t, g, Japan, "Battalion", "Wake Island")
	var mar []*Force
	for _, n := range []string{"43rd Inf", "American Inf", "USAFFE", "11th BG"} {
		mar = append(mar, put(t, g, US, n, "Mariana Islands"))
	}
	mar[0].Damaged = true
	sup := g.InSupply()
	if !sup["Wake Island"] || sup["Mariana Islands"] || !sup["Midway Island"] {
		t.Fatalf("In-Supply: Wake %v, Marianas %v, Midway %v", sup["Wake Island"], sup["Mariana Islands"], sup["Midway Island"])
	}
	var evs []Event
	g.afterBattles().supplyCheck(&evs)
	if mar[0].Where != Destroyed {
		t.Error("a Damaged Infantry out of supply is Destroyed by its Hit")
	}
	for _, f := range mar[1:] {
		if !f.Damaged {
			t.Errorf("%s should take a Hit", f.ID)
		}
	}
	if g.Force("US:32nd Inf").Damaged || g.Force("US:MAG 22").Damaged {
		t.Error("Wake and Midway are In-Supply")
	}
}

// TestSupplyCheckHandsOnHolding: the Supply Check's Hits ("Inflict 1 Hit to
// each of the 3 Infantry and the Land-Based Aircraft on the Mariana's", US
// Supply Check) change who Holds an area only when one Destroys a Force, since
// "1) You have Infantry or Land-Based Aircraft Ashore. 2) There are no
// Japanese Infantry or Land-Based Aircraft Ashore." (Holding an Area) counts a
// Damaged Force as much as a whole one. So the
// check hands the Defeat Check what it found of Holding when no Force was
// Destroyed, the same as looking again, and nothing when one was.
func TestSupplyCheckHandsOnHolding(t *testing.T) {
	for _, damaged := range []bool{false, true} {
		g := newGame(t, Options{Seed: 1})
		emptyBoard(g)
		put(t, g, US, "25th Inf", Hawaii)
		for _, n := range []string{"43rd Inf", "11th BG"} {
			put(t, g, US, n, "Mariana Islands").Damaged = damaged
		}
		before := g.controlledAt()
		var evs []Event
		got := g.afterBattles().supplyCheck(&evs)
		now := g.controlledAt()
		if !damaged {
			if got.ctrl == nil || !slices.Equal(got.ctrl, now) || !slices.Equal(got.supply, g.inSupplyAt(now)) {
				t.Errorf("Hits that only Damage: the check hands on %v %v, looking again finds %v %v", got.ctrl, got.supply, now, g.inSupplyAt(now))
			}
			continue
		}
		if slices.Equal(before, now) {
			t.Fatal("the test needs the Marianas' Forces Destroyed, so that control changes")
		}
		if got.ctrl != nil {
			t.Errorf("Forces Destroyed: the check hands on control %v from before its Hits; the Defeat Check must look again", got.ctrl)
		}
	}
}

// TestHolding: the three conditions of Holding an Area.
func TestHolding(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	// At set-up: Alaska, Hawaii, Midway, Samoa, Solomons, New Caledonia are Held; the
	// Gilberts (a Japanese Battalion) and New Guinea (both sides Ashore) are not.
	want := []string{"Alaska", "Hawaiian Islands", "Midway Island", "Samoa", "Solomon Islands", "New Caledonia"}
	if got := g.HeldObjectives(); !slices.Equal(got, want) {
		t.Fatalf("held at set-up %v, want %v", got, want)
	}
	// Condition 1: a Ship alone does not Hold.
	g.Force("US:MAG 22").Area = Hawaii
	g.Force("US:DESRON 2").Area = "Midway Island"
	if g.Holds("Midway Island") {
		t.Error("Ships alone do not Hold an area")
	}
	// Condition 2: Japanese Ashore prevents it; on a Transport they are not Ashore.
	put(t, g, US, "USAFFE", "Gilbert Islands")
	if g.Holds("Gilbert Islands") {
		t.Error("Japanese Infantry Ashore in the Gilberts")
	}
	// Condition 3: In-Supply. Cut Samoa off: lose Hawaii's Infantry and aircraft.
	for _, f := range g.In(Hawaii, US) {
		if k := g.Kind(f); k != KindShip {
			f.Where = Destroyed
		}
	}
	if g.Holds("Samoa") || g.Holds(Hawaii) {
		t.Error("with Hawaii not Held, Samoa is cut off from the West Coast")
	}
	if !g.Holds("Alaska") {
		t.Error("Alaska is next to the West Coast")
	}
}

// TestDefeatCheck: "If you are reduced to Holding 3 or fewer Objectives at the
// end of a Campaign Turn, you get Replaced and immediately lose the Campaign."
func TestDefeatCheck(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	var evs []Event
	g.afterBattles().defeatCheck(holdMap{}, &evs)
	if g.Over || len(g.PlayerLog) != 1 || len(g.PlayerLog[0].Held) != 6 {
		t.Fatalf("6 Objectives held: no defeat; log %+v", g.PlayerLog)
	}
	for _, a := range []string{"Samoa", "Midway Island", "Alaska"} {
		for _, f := range g.In(a, US) {
			f.Where = Destroyed
		}
	}
	g.afterBattles().defeatCheck(holdMap{}, &evs)
	if !g.Over || g.Evaluation != "Replaced" || len(eventsOf(evs, EvDefeat)) != 1 {
		t.Fatalf("3 Objectives held: want Replaced; over %v %q", g.Over, g.Evaluation)
	}
	// The reason the end screen shows, word for word.
	held := len(g.PlayerLog[len(g.PlayerLog)-1].Held)
	if want := fmt.Sprintf("At the end of Jan/Feb the US Holds only %d Objectives (3 or fewer): Nimitz is Replaced.", held); g.EndReason != want {
		t.Errorf("end reason %q, want %q", g.EndReason, want)
	}
	if _, err := g.Apply(Decision{Kind: DoDone}); err == nil {
		t.Error("a lost campaign accepts no decisions")
	}
}

// TestCampaignEnd: "The Campaign ends when you move the counter past the
// Nov/Dec space"; the Evaluation counts the Objectives held.
func TestCampaignEnd(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	g.Turn = 6 // Nov/Dec
	var evs []Event
	g.enter(StepAdvanceTurn, &evs)
	if !g.Over || g.Evaluation != "Historical" || g.Step != StepCampaignOver {
		t.Fatalf("after Nov/Dec: over %v, %q (6 held: Historical)", g.Over, g.Evaluation)
	}
	if p := g.Pending(); p.Kind != AskNothing || len(p.Options) != 0 {
		t.Error("nothing to decide once the campaign is over")
	}
}

// TestDefeatCheckReducedTo: "If the US is reduced to Holding the number of
// Objectives listed for the Replaced evaluation level at the end of any
// Campaign Turn, you immediately lose the Campaign." A US that starts at or
// below the level (the 1944 Set-Up) is not Replaced until it loses ground;
// the final Evaluation still rates what is held (docs/rulings.md).
func TestDefeatCheckReducedTo(t *testing.T) {
	g := newGame(t, Options{Seed: 1})
	if g.SetupHeld != 6 {
		t.Fatalf("held at set-up %d, want 6", g.SetupHeld)
	}
	for _, a := range []string{"Samoa", "Midway Island", "Alaska"} {
		for _, f := range g.In(a, US) {
			f.Where = Destroyed
		}
	}
	held := len(g.HeldObjectives())
	if held < 1 || held > 3 {
		t.Fatalf("held %d; the test needs 1 to 3", held)
	}
	// Pretend the Set-Up started where the US stands now, at or below the
	// Replaced level: holding as many is no loss.
	g.SetupHeld = held
	var evs []Event
	g.afterBattles().defeatCheck(holdMap{}, &evs)
	if g.Over {
		t.Fatal("holding as many as at set-up is not being reduced to the level")
	}
	// Next turn the US loses the Hawaiian Islands: reduced, Replaced.
	for _, f := range g.In(Hawaii, US) {
		f.Where = Destroyed
	}
	g.afterBattles().defeatCheck(holdMap{}, &evs)
	if !g.Over || g.Evaluation != "Replaced" {
		t.Fatalf("reduced from %d: want Replaced, over %v %q", held, g.Over, g.Evaluation)
	}
}

// TestDefeatCheckAsPrinted: "If the US is reduced to Holding the number of
// Objectives listed for the Replaced evaluation level at the end of any
// Campaign Turn, you immediately lose the Campaign." Read strictly (the setup
// option "Defeat Check as printed"), holding no more than the level at the
// end of a turn loses, even with no ground lost that turn.
func TestDefeatCheckAsPrinted(t *testing.T) {
	for _, printed := range []bool{false, true} {
		g := newGame(t, Options{Seed: 1, DefeatCheckAsPrinted: printed})
		for _, a := range []string{"Samoa", "Midway Island", "Alaska"} {
			for _, f := range g.In(a, US) {
				f.Where = Destroyed
			}
		}
		held := len(g.HeldObjectives())
		if held > g.Data().Setup.ReplacedAt() {
			t.Fatalf("held %d; the test needs the Replaced level (%d) or fewer", held, g.Data().Setup.ReplacedAt())
		}
		g.SetupHeld = held // no ground lost this turn
		var evs []Event
		g.afterBattles().defeatCheck(holdMap{}, &evs)
		if g.Over != printed {
			t.Fatalf("as printed %v: over %v holding %d", printed, g.Over, held)
		}
	}
}

// TestControlledWithGathersGround: the pass that works out control reads
// IsAshore in line and gathers the Supply Check's US ground Forces as it
// goes (controlledWith); on Forces scattered at random over the map, boxes
// and Transports, it finds what IsAshore and a look of its own at each
// Force find.
func TestControlledWithGathersGround(t *testing.T) {
	wheres := []Where{OnMap, OnMap, OnMap, InReturnToPort, InRaiding, InJPStack, Destroyed}
	for seed := uint64(1); seed <= 200; seed++ {
		g := newGame(t, Options{Year: 1942 + int(seed%4), Seed: seed})
		r := rand.New(rand.NewPCG(seed, 7))
		areas := g.data.Map.Areas
		for i := range g.Forces {
			f := &g.Forces[i]
			f.Where = wheres[r.IntN(len(wheres))]
			f.Area, f.OnTransport = "", r.IntN(3) == 0
			if f.Where == OnMap {
				f.Area = areas[r.IntN(len(areas))].Name
				if r.IntN(20) == 0 {
					f.Area = "Atlantis" // no area of the map
				}
			}
		}
		want := make([]uint8, len(areas))
		jp := make([]bool, len(areas))
		var wantGround []usGround
		for i := range g.Forces {
			f := &g.Forces[i]
			k, ok := g.data.Map.index[f.Area]
			if f.Where != OnMap || !ok {
				continue
			}
			if kind := g.Kind(f); f.Side == US && (kind == KindInfantry || kind == KindAircraft) {
				wantGround = append(wantGround, usGround{f, k})
			}
			if !g.IsAshore(f) {
				continue
			}
			if f.Side == US {
				want[k] = ctrlUS
			} else {
				jp[k] = true
			}
		}
		for k := range jp {
			if jp[k] && want[k] == ctrlUS {
				want[k] = ctrlShared
			}
		}
		got, ground := g.controlledWith(nil, nil, nil, true)
		if !slices.Equal(got, want) || !slices.Equal(ground, wantGround) {
			t.Fatalf("seed %d: control %v and %d ground Forces, want %v and %d", seed, got, len(ground), want, len(wantGround))
		}
		if plain := g.controlledIn(nil, nil); !slices.Equal(plain, want) {
			t.Fatalf("seed %d: control without gathering %v, want %v", seed, plain, want)
		}
	}
}
