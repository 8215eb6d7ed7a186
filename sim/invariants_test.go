package sim

import (
	"strings"
	"testing"

	"nimitz/rules"
)

func newGame(t *testing.T, seed uint64) *rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestCheckCleanSetup: the set-up breaks no invariant.
func TestCheckCleanSetup(t *testing.T) {
	if bad := Check(newGame(t, 1)); len(bad) > 0 {
		t.Fatalf("set-up violates invariants: %v", bad)
	}
}

// TestCheckCatchesViolations: each kind of corruption the simulation guards
// against is reported, so a zero count in the balance report means something.
func TestCheckCatchesViolations(t *testing.T) {
	cases := map[string]struct {
		want  string
		spoil func(g *rules.Game)
	}{
		"negative points": {"negative points", func(g *rules.Game) { g.SupplyPoints = -1 }},
		"two places": {"appears twice", func(g *rules.Game) {
			g.Forces = append(g.Forces, g.Forces[0])
		}},
		"prohibited area":  {"may not go", func(g *rules.Game) { g.Force("JP:Kaga").Area = rules.WestCoast }},
		"damaged in a box": {"Damaged while", func(g *rules.Game) { g.Force("US:Hornet").Damaged = true }},
		"stack mismatch": {"Japanese stack", func(g *rules.Game) {
			g.Stacks.Ships = append(g.Stacks.Ships, "JP:Kaga")
		}},
		"stray marker": {"marker", func(g *rules.Game) { g.Force("JP:Kaga").Moved = true }},
		"airfield": {"Airfield", func(g *rules.Game) {
			for _, n := range []string{"11th BG", "18th FG", "MAG 21"} {
				g.Force("US:" + n).Area = "Midway Island"
			}
		}},
		"evaluation": {"no Evaluation", func(g *rules.Game) { g.Over = true }},
	}
	for name, tc := range cases {
		g := newGame(t, 2)
		tc.spoil(g)
		bad := strings.Join(Check(g), "\n")
		if !strings.Contains(bad, tc.want) {
			t.Errorf("%s: Check said %q, want a report containing %q", name, bad, tc.want)
		}
	}
}

// TestHoldsByDefinition: the independent Hold computation agrees with the
// engine at set-up (6 Objectives: Holding an Area).
func TestHoldsByDefinition(t *testing.T) {
	g := newGame(t, 3)
	if got := holdsByDefinition(g); len(got) != 6 {
		t.Fatalf("held at set-up %v, want 6", got)
	}
}
