package movement

import (
	"slices"
	"testing"

	"nimitz/rules"
)

// toMovement sets up the 1942 campaign and ends the Resupply and Scouting
// steps with nothing bought or scouted: the first US Movement step.
func toMovement(t *testing.T) *rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 4 && g.Pending().Kind != rules.AskMovement; i++ {
		if _, err := g.Apply(rules.Decision{Kind: rules.DoDone}); err != nil {
			t.Fatal(err)
		}
	}
	if g.Pending().Kind != rules.AskMovement {
		t.Fatalf("the game asks %s, not for US Movement", g.Pending().Kind)
	}
	return g
}

// usForce finds a US Force on the map in area of the given kind.
func usForce(t *testing.T, g *rules.Game, area string, kind rules.Kind) string {
	t.Helper()
	for _, f := range g.In(area, rules.US) {
		if g.Kind(f) == kind {
			return f.ID
		}
	}
	t.Fatalf("no US %s in %s", kind, area)
	return ""
}

// TestSelectionAsksTheEngine: where a selection may go is exactly where the
// engine accepts its move, area by area, with the engine's reason elsewhere.
// "Each time you move a US Ship, Land-Based Aircraft, or Infantry, during the
// Movement step you must pay 1 Supply point."
func TestSelectionAsksTheEngine(t *testing.T) {
	g := toMovement(t)
	var s Selection
	ship := usForce(t, g, rules.Hawaii, rules.KindShip)
	if err := s.Toggle(g, ship); err != nil {
		t.Fatalf("a Ship in Hawaii cannot be chosen: %v", err)
	}
	if !s.Has(ship) || s.Len() != 1 {
		t.Fatalf("the Ship is not chosen: %v", s.IDs(g))
	}
	legal := 0
	for _, a := range g.Data().Map.Areas {
		err := g.Check(rules.Decision{Kind: rules.DoMove, Forces: []string{ship}, Area: a.Name})
		if s.CanGo(a.Name) != (err == nil) {
			t.Errorf("%s: the selection says %v, the engine %v", a.Name, s.CanGo(a.Name), err)
		}
		if err != nil && (s.WhyNot(a.Name) == nil || s.WhyNot(a.Name).Error() != err.Error()) {
			t.Errorf("%s: the reason shown is %v, the engine's %v", a.Name, s.WhyNot(a.Name), err)
		}
		if err == nil {
			legal++
		}
	}
	if legal == 0 || len(s.Destinations()) != legal {
		t.Fatalf("%d legal destinations, %d listed", legal, len(s.Destinations()))
	}
	// Taken out again, nothing is chosen and nowhere is lit.
	if err := s.Toggle(g, ship); err != nil || s.Len() != 0 || len(s.Destinations()) != 0 {
		t.Fatalf("toggled off: %d chosen, %d destinations (%v)", s.Len(), len(s.Destinations()), err)
	}
}

// TestSelectionMovesTogether: a stack chosen moves as one decision naming
// its Forces in board order, and once moved they leave the selection.
func TestSelectionMovesTogether(t *testing.T) {
	g := toMovement(t)
	var s Selection
	s.AddStack(g, rules.Hawaii)
	ids := s.IDs(g)
	if len(ids) < 2 {
		t.Fatalf("the Hawaii stack gave %d Forces that may move", len(ids))
	}
	dests := s.Destinations()
	if len(dests) == 0 {
		t.Fatal("the Hawaii stack may go nowhere together")
	}
	slices.Sort(dests)
	d, ok := s.Move(g, dests[0])
	if !ok || d.Kind != rules.DoMove || !slices.Equal(d.Forces, ids) || d.Area != dests[0] {
		t.Fatalf("the move is %+v, want all of %v to %s", d, ids, dests[0])
	}
	sp := g.SupplyPoints
	if _, err := g.Apply(d); err != nil {
		t.Fatal(err)
	}
	if g.SupplyPoints != sp-len(ids) {
		t.Errorf("the move cost %d Supply Points, want %d (1 a Force)", sp-g.SupplyPoints, len(ids))
	}
	s.Refresh(g)
	if s.Len() != 0 {
		t.Fatalf("%d moved Forces are still chosen", s.Len())
	}
}

// TestLandBasedAircraftMayNotGoWhereNoUSForceWas: an aircraft that may not
// move to an area is refused with the engine's reason. "Land-Based Aircraft
// may only move to an Area that started the Movement step with US Infantry or
// Land-Based Aircraft already in the Area."
func TestLandBasedAircraftMayNotGoWhereNoUSForceWas(t *testing.T) {
	g := toMovement(t)
	var s Selection
	lba := usForce(t, g, rules.Hawaii, rules.KindAircraft)
	if err := s.Toggle(g, lba); err != nil {
		t.Fatalf("the aircraft cannot be chosen: %v", err)
	}
	refused := 0
	for _, a := range g.Data().Map.Areas {
		if rules.Entrable(rules.US, a.Name) && len(g.In(a.Name, rules.US)) == 0 && a.Name != rules.Hawaii {
			if s.CanGo(a.Name) {
				t.Errorf("the aircraft may go to %s, which holds no US Force", a.Name)
			}
			if s.WhyNot(a.Name) != nil {
				refused++
			}
		}
	}
	if refused == 0 {
		t.Fatal("no area without US Forces was refused with a reason")
	}
}

// TestNothingStaysChosenOutsideMovement: when the step is over, Refresh
// empties the selection.
func TestNothingStaysChosenOutsideMovement(t *testing.T) {
	g := toMovement(t)
	var s Selection
	s.AddStack(g, rules.Hawaii)
	if s.Len() == 0 {
		t.Fatal("nothing chosen in Hawaii")
	}
	v := s.Version
	if _, err := g.Apply(rules.Decision{Kind: rules.DoDone}); err != nil {
		t.Fatal(err)
	}
	s.Refresh(g)
	if s.Len() != 0 || s.Version == v {
		t.Fatalf("after Movement: %d chosen, version %d (was %d)", s.Len(), s.Version, v)
	}
}

// TestAbleLeavesBehindWhatMayNotGo: the Hawaii stack may not go together to
// an area without US Forces, for its Land-Based Aircraft "may only move to
// an Area that started the Movement step with US Infantry or Land-Based
// Aircraft already in the Area"; Able names the Forces of it the engine lets
// go there together, the aircraft left out.
func TestAbleLeavesBehindWhatMayNotGo(t *testing.T) {
	g := toMovement(t)
	var s Selection
	s.AddStack(g, rules.Hawaii)
	target := ""
	for _, a := range g.Data().Map.Areas {
		if g.Data().Map.Adjacent(rules.Hawaii, a.Name) && len(g.In(a.Name, rules.US)) == 0 && s.WhyNot(a.Name) != nil {
			target = a.Name
			break
		}
	}
	if target == "" {
		t.Fatal("no area next to Hawaii refuses the whole stack")
	}
	able := s.Able(g, target)
	if len(able) == 0 || len(able) >= s.Len() {
		t.Fatalf("Able(%s) gives %d of %d Forces", target, len(able), s.Len())
	}
	if err := g.Check(rules.Decision{Kind: rules.DoMove, Forces: able, Area: target}); err != nil {
		t.Errorf("the engine refuses the Forces Able gives: %v", err)
	}
	for _, id := range s.IDs(g) {
		if !slices.Contains(able, id) && g.Kind(g.Force(id)) != rules.KindAircraft {
			t.Errorf("%s is left behind, but only the aircraft may not go", id)
		}
	}
	// Where the whole stack may go, there is nothing to leave behind.
	for _, a := range s.Destinations() {
		if got := s.Able(g, a); got != nil {
			t.Errorf("Able(%s) = %v where all may go", a, got)
		}
	}
}
