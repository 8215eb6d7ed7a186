package rules

import (
	"slices"
	"testing"
)

// TestExplainSupplyExample lays out the rulebook's US Supply Check example
// and checks what Explain says of each area: "You Hold the Hawaiian Islands
// and Midway Island. There are both US and Japanese Forces on Wake Island.
// You also have 3 Infantry and 1 Land-Based Aircraft on the Mariana Islands.
// Wake happens to be your only link to the Mariana Islands. You do not Hold
// Wake, but you do Hold the Islands leading to it, so Wake is In-Supply. You
// do not Hold a continuous path of Islands leading to the Mariana Islands, so
// your Forces on the Mariana's are not In-Supply."
func TestExplainSupplyExample(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	emptyBoard(g)
	put(t, g, US, "25th Inf", Hawaii)
	put(t, g, US, "Battalion", "Midway Island")
	put(t, g, US, "Battalion", "Wake Island")
	put(t, g, Japan, "6th Inf", "Wake Island")
	for i := 0; i < 3; i++ {
		put(t, g, US, "Battalion", "Mariana Islands")
	}
	put(t, g, US, "MAG 21", "Mariana Islands")

	hawaii := g.Explain(Hawaii)
	if !hawaii.Holds || !hawaii.USAshore || !hawaii.NoJapaneseAshore || !hawaii.InSupply {
		t.Errorf("Hawaii: %+v, want Held on all three conditions", hawaii)
	}
	wake := g.Explain("Wake Island")
	if wake.Holds || wake.NoJapaneseAshore || !wake.USAshore {
		t.Errorf("Wake: Holds %v, no Japanese Ashore %v: want not Held, for the Japanese Ashore", wake.Holds, wake.NoJapaneseAshore)
	}
	if want := []string{WestCoast, Hawaii, "Midway Island", "Wake Island"}; !wake.InSupply || !slices.Equal(wake.SupplyPath, want) {
		t.Errorf("Wake: In-Supply %v by %v, want In-Supply by %v", wake.InSupply, wake.SupplyPath, want)
	}
	if len(wake.US) != 1 || len(wake.Japan) != 1 {
		t.Errorf("Wake lists %d US and %d Japanese Forces, want 1 and 1", len(wake.US), len(wake.Japan))
	}
	mar := g.Explain("Mariana Islands")
	if mar.InSupply || mar.Holds || mar.SupplyPath != nil || !mar.USAshore {
		t.Errorf("the Marianas: %+v, want US Ashore but not In-Supply, so not Held", mar)
	}
	// The engine's own Supply Check agrees.
	if in := g.InSupply(); in["Mariana Islands"] || !in["Wake Island"] {
		t.Errorf("InSupply disagrees: Marianas %v, Wake %v", in["Mariana Islands"], in["Wake Island"])
	}
}

// TestExplainOrdersFromAnArea: each row of the Japanese Orders table, as the
// engine would carry it out from an area. "Refit: Japan"; a row whose Order
// cannot be performed Holds instead: "If an Order cannot be performed,
// perform a Hold Order instead".
func TestExplainOrdersFromAnArea(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	emptyBoard(g)
	put(t, g, Japan, "Destroyer Gp 1", "Marshall Islands")
	put(t, g, Japan, "6th Inf", "Marshall Islands")
	put(t, g, US, "25th Inf", Hawaii)
	g.Step = StepMovement
	r := g.Explain("Marshall Islands")
	if len(r.Orders) != len(g.data.Tables.Orders) {
		t.Fatalf("%d rows previewed, want the table's %d", len(r.Orders), len(g.data.Tables.Orders))
	}
	byOrder := map[string]OrderPreview{}
	for _, p := range r.Orders {
		byOrder[p.Order] = p
	}
	if p := byOrder[OrderRefit]; !slices.Equal(p.To, []string{JapanArea}) {
		t.Errorf("Refit goes to %v, want Japan", p.To)
	}
	if p := byOrder[OrderHold]; len(p.To) != 0 || p.Hold != "" {
		t.Errorf("Hold: %+v, want no move and no excuse", p)
	}
	// No area has both sides: Battle cannot be performed.
	if p := byOrder[OrderBattle]; len(p.To) != 0 || p.Hold == "" {
		t.Errorf("Battle with no battle on the map: %+v, want a Hold with its reason", p)
	}
	// Engage: the closest area with US Forces, the engine's choice.
	want, _ := g.orders().destinations("Marshall Islands", OrderEngage)
	if p := byOrder[OrderEngage]; !slices.Equal(p.To, want) || len(want) == 0 {
		t.Errorf("Engage goes to %v, the engine would pick among %v", p.To, want)
	}
	// After the Orders step nothing is previewed.
	g.Step = StepBattles
	if r := g.Explain("Marshall Islands"); r.Orders != nil {
		t.Errorf("Orders previewed after the Orders step: %+v", r.Orders)
	}
}

// TestHeldAfterAMove: the count of Objectives after a move is the engine's,
// and the game itself is not changed. "You Hold an Area if it meets all 3 of
// the following conditions: 1) You have Infantry or Land-Based Aircraft
// Ashore..."
func TestHeldAfterAMove(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	for g.Pending().Kind != AskMovement {
		apply(t, g, Decision{Kind: DoDone})
	}
	before := len(g.HeldObjectives())
	var all []string
	for _, f := range g.In(Hawaii, US) {
		if (g.Kind(f) == KindInfantry || g.Kind(f) == KindAircraft) && len(g.MoveDestinations(f.ID)) > 0 {
			all = append(all, f.ID)
		}
	}
	if len(all) == 0 {
		t.Fatal("no US Infantry or aircraft in Hawaii may move")
	}
	d := Decision{Kind: DoMove, Forces: all, Area: WestCoast}
	if err := g.Check(d); err != nil {
		t.Fatalf("the Hawaii ground Forces cannot go to the West Coast together: %v", err)
	}
	held, of, err := g.HeldAfter(d)
	if err != nil {
		t.Fatal(err)
	}
	c := g.Clone()
	apply(t, c, d)
	if held != len(c.HeldObjectives()) || of != len(g.data.Setup.Objectives) {
		t.Errorf("HeldAfter says %d of %d, the move gives %d of %d", held, of, len(c.HeldObjectives()), len(g.data.Setup.Objectives))
	}
	// Hawaii left without Infantry or aircraft is no longer Held, and the
	// Objectives whose supply ran through it go with it.
	if !g.Explain(Hawaii).Holds || c.Explain(Hawaii).Holds || held >= before {
		t.Errorf("Hawaii Held before %v, after %v; Objectives %d before, %d after", g.Explain(Hawaii).Holds, c.Explain(Hawaii).Holds, before, held)
	}
	t.Logf("moving the ground Forces out of Hawaii: %d of %d Objectives Held, from %d", held, of, before)
	if len(g.HeldObjectives()) != before {
		t.Error("HeldAfter changed the game")
	}
}

// hawaiiMovers are the US Forces in the Hawaiian Islands that may move now.
func hawaiiMovers(g *Game) []string {
	var ids []string
	for _, f := range g.In(Hawaii, US) {
		if len(g.MoveDestinations(f.ID)) > 0 {
			ids = append(ids, f.ID)
		}
	}
	return ids
}

// TestDefeatAfterAMove: the outlook of a move is the Defeat Check's own,
// played on the map the move leaves. "If the US is reduced to Holding the
// number of Objectives listed for the "Replaced" evaluation level at the end
// of any Campaign Turn, you immediately lose the Campaign. ... If you are
// reduced to Holding 3 or fewer Objectives at the end of a Campaign Turn,
// you get Replaced and immediately lose the Campaign." The whole Hawaii
// stack moved to the West Coast leaves the 1942 US with too few; one Ship
// moved changes nothing.
func TestDefeatAfterAMove(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	for g.Pending().Kind != AskMovement {
		apply(t, g, Decision{Kind: DoDone})
	}
	if g.data.Setup.ReplacedAt() != 3 {
		t.Fatalf("the 1942 Replaced level is %d or fewer, the rulebook says 3", g.data.Setup.ReplacedAt())
	}
	all := hawaiiMovers(g)
	var ship []string
	for _, id := range all {
		if g.Kind(g.Force(id)) == KindShip {
			ship = []string{id}
			break
		}
	}
	for _, c := range []struct {
		what  string
		d     Decision
		loses bool
	}{
		{"the whole Hawaii stack", Decision{Kind: DoMove, Forces: all, Area: WestCoast}, true},
		{"one Ship", Decision{Kind: DoMove, Forces: ship, Area: WestCoast}, false},
	} {
		o, err := g.DefeatAfter(c.d)
		if err != nil {
			t.Fatalf("%s to the West Coast: %v", c.what, err)
		}
		// The Defeat Check itself, on a copy that made the move.
		after := g.Clone()
		apply(t, after, c.d)
		var evs []Event
		after.afterBattles().defeatCheck(holdMap{}, &evs)
		if o.Replaced != after.Over || o.Loses() != c.loses || o.HawaiiLost {
			t.Errorf("%s: outlook %+v, the Defeat Check after the move ends the campaign: %v; want lost %v", c.what, o, after.Over, c.loses)
		}
		if o.Now != len(g.HeldObjectives()) || o.Of != len(g.data.Setup.Objectives) || o.ReplacedAt != 3 {
			t.Errorf("%s: outlook %+v, now %d of %d", c.what, o, len(g.HeldObjectives()), len(g.data.Setup.Objectives))
		}
		t.Logf("%s: %+v", c.what, o)
	}
	// The same Forces moved in two decisions: the outlook after both.
	half := len(all) / 2
	whole, err := g.DefeatAfter(Decision{Kind: DoMove, Forces: all, Area: WestCoast})
	if err != nil {
		t.Fatal(err)
	}
	first, err := g.DefeatAfter(Decision{Kind: DoMove, Forces: all[:half], Area: WestCoast})
	if err != nil {
		t.Fatal(err)
	}
	both, err := g.DefeatAfter(Decision{Kind: DoMove, Forces: all[:half], Area: WestCoast}, Decision{Kind: DoMove, Forces: all[half:], Area: WestCoast})
	if err != nil || both != whole || first == whole {
		t.Errorf("moved in two halves: %+v (%v), the first half %+v; in one move %+v", both, err, first, whole)
	}
	if g.Over || g.Step != StepMovement || len(g.PlayerLog) != 0 {
		t.Error("DefeatAfter changed the game")
	}
	// An illegal move says why.
	if _, err := g.DefeatAfter(Decision{Kind: DoMove, Forces: all, Area: "Japan"}); err == nil {
		t.Error("DefeatAfter accepted a move to Japan")
	}
}

// TestDefeatAfterLeavingHawaiiToJapan: "If Japan moves Forces into the
// Hawaiian Island's Area, resolve the battle as normal. However, you must
// Destroy all the Japanese Forces during the first Battle Turn, or you
// immediately lose the Campaign." Japanese Forces in Hawaii and the last US
// Force leaving: the outlook says the campaign is lost.
func TestDefeatAfterLeavingHawaiiToJapan(t *testing.T) {
	g := newGame(t, Options{Year: 1942, Seed: 1})
	for g.Pending().Kind != AskMovement {
		apply(t, g, Decision{Kind: DoDone})
	}
	movers := hawaiiMovers(g)
	if len(movers) == 0 {
		t.Fatal("no US Force in Hawaii may move")
	}
	// The position: one US Force left in Hawaii, a Japanese Infantry there.
	for _, f := range g.In(Hawaii, US) {
		if f.ID != movers[0] {
			f.Area = WestCoast
		}
	}
	for i := range g.Forces {
		if f := &g.Forces[i]; f.Side == Japan && f.Where == OnMap && g.Kind(f) == KindInfantry {
			f.Area = Hawaii
			break
		}
	}
	if !g.Has(Hawaii, Japan) {
		t.Fatal("no Japanese Infantry could be put in Hawaii")
	}
	d := Decision{Kind: DoMove, Forces: movers[:1], Area: WestCoast}
	o, err := g.DefeatAfter(d)
	if err != nil {
		t.Fatal(err)
	}
	if !o.HawaiiLost || !o.Loses() {
		t.Errorf("the last US Force leaving Hawaii to the Japanese: outlook %+v, want the campaign lost", o)
	}
	after := g.Clone()
	apply(t, after, d)
	var evs []Event
	if !after.hawaiiLostWithoutBattle(&evs) {
		t.Error("the Hawaiian Islands Defeat Condition does not end the campaign after the move")
	}
}
