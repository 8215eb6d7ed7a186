package sim

import (
	"testing"

	"nimitz/rules"
)

// newGame1942 is the 1942 Campaign at its first US decision.
func newGame1942(t *testing.T) *rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestHeuristicDoesNotScout: "you can pay 1 Supply Point to place a Scouting
// counter" (US Scouting) is a choice; the heuristic declines it (noScouting)
// and ends the step with every Supply Point kept.
func TestHeuristicDoesNotScout(t *testing.T) {
	g := newGame1942(t)
	h, err := NewPolicy("heuristic", 1)
	if err != nil {
		t.Fatal(err)
	}
	for g.Asks() != rules.AskScouting {
		d, err := h.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	sp := g.SupplyPoints
	d, err := h.Decide(g)
	if err != nil {
		t.Fatal(err)
	}
	if d.Kind != rules.DoDone {
		t.Fatalf("the heuristic's Scouting decision is %+v; want done", d)
	}
	if _, err := g.Apply(d); err != nil {
		t.Fatal(err)
	}
	if g.SupplyPoints != sp {
		t.Errorf("Supply Points went from %d to %d in Scouting; want no change", sp, g.SupplyPoints)
	}
}

// TestScreens: the heuristic puts a US Ship in every area next to a held
// Objective where Japan has Forces and the US has none, so that their Sortie
// and Engage Orders pick their own area ("If an Order results in no Forces
// being Moved, treat the die roll as being a Hold Order"). With Supply Points
// to spare at the 1942 set-up, every such area is screened, Submarines first.
func TestScreens(t *testing.T) {
	g := newGame1942(t)
	pol, _ := NewPolicy("heuristic", 1)
	for g.Asks() != rules.AskMovement {
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	g.SupplyPoints = 100 // so that no screen waits for points
	moved := map[string][]string{}
	for _, d := range planMovement(g) {
		if d.Kind == rules.DoMove {
			moved[d.Area] = append(moved[d.Area], d.Forces...)
		}
	}
	m := g.Data().Map
	screened := 0
	for _, o := range g.HeldObjectives() {
		for _, a := range m.Area(o).Lines {
			if a == rules.WestCoast || a == rules.Australia || a == rules.JapanArea || a == rules.EastAsia ||
				g.Has(a, rules.US) || len(g.In(a, rules.Japan)) == 0 {
				continue
			}
			ship := false
			for _, id := range moved[a] {
				ship = ship || g.Counter(g.Force(id)).Type.Kind() == rules.KindShip
			}
			if !ship {
				t.Errorf("%s, next to the held %s, holds Japanese Forces and no US Ship is sent to screen it", a, o)
			}
			screened++
		}
	}
	if screened == 0 {
		t.Fatal("no area to screen at the 1942 set-up: the test checks nothing")
	}
}

// TestDecoys: a Submarine waits in Iwo Jima or Okinawa,
// next to Japan, where the Engage Orders ("Closest US Forces") of the Forces
// gathering in Japan find it before any Objective. Over real 1942 games,
// only Submarines go there, and they do go.
func TestDecoys(t *testing.T) {
	decoys := 0
	for i := 0; i < 20 && decoys < 5; i++ {
		PlayOne(1942, GameSeed(9, i), "heuristic", false, func(g *rules.Game, d rules.Decision) {
			if g.Asks() != rules.AskMovement || d.Kind != rules.DoMove || (d.Area != "Iwo Jima" && d.Area != "Okinawa") {
				return
			}
			for _, id := range d.Forces {
				if g.Counter(g.Force(id)).Type != rules.SS {
					t.Fatalf("%s goes to %s as a decoy; want only Submarines", id, d.Area)
				}
			}
			decoys++
		})
	}
	if decoys == 0 {
		t.Fatal("no Submarine ever waited next to Japan")
	}
}
