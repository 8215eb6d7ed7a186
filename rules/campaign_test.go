package rules

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"
)

// playRandom plays up to n decisions chosen uniformly from Pending's options
// with a seeded generator, stopping when the campaign is over. It returns the
// decisions made. onEach runs before each decision.
func playRandom(t testing.TB, g *Game, seed uint64, n int, onEach func(i int)) []Decision {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 99))
	var log []Decision
	for i := 0; i < n && !g.Over; i++ {
		p := g.Pending()
		if len(p.Options) == 0 {
			break
		}
		if onEach != nil {
			onEach(i)
		}
		// Favour "done" now and then so turns move on.
		d := p.Options[r.IntN(len(p.Options))]
		if r.IntN(4) == 0 {
			d = p.Options[len(p.Options)-1]
		}
		if _, err := g.Apply(d); err != nil {
			t.Fatalf("decision %d %+v offered by Pending, refused: %v", i, d, err)
		}
		log = append(log, d)
	}
	return log
}

func mustJSON(t testing.TB, g *Game) []byte {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestDeterminism: the same seed and the same decisions give the same game, bit
// for bit; another seed gives another game.
func TestDeterminism(t *testing.T) {
	a := newGame(t, Options{Seed: 77})
	log := playRandom(t, a, 5, 300, nil)
	b := newGame(t, Options{Seed: 77})
	for i, d := range log {
		if _, err := b.Apply(d); err != nil {
			t.Fatalf("replay decision %d: %v", i, err)
		}
	}
	if !bytes.Equal(mustJSON(t, a), mustJSON(t, b)) {
		t.Fatal("replaying the same decisions on the same seed gave another game")
	}
	c := newGame(t, Options{Seed: 78})
	if bytes.Equal(mustJSON(t, newGame(t, Options{Seed: 77})), mustJSON(t, c)) {
		t.Fatal("two seeds gave the same set-up")
	}
}

// TestJSONRoundTrip: at every decision, the state survives a JSON round trip
// unchanged, and the restored game plays on exactly like the original.
func TestJSONRoundTrip(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g := newGame(t, Options{Seed: seed})
		playRandom(t, g, seed, 400, func(i int) {
			b := mustJSON(t, g)
			var back Game
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatalf("seed %d decision %d: %v", seed, i, err)
			}
			if !bytes.Equal(b, mustJSON(t, &back)) {
				t.Fatalf("seed %d decision %d: the round trip changed the state", seed, i)
			}
			if i%25 == 0 {
				d := g.Pending().Options[0]
				c := g.Clone()
				e1, err1 := c.Apply(d)
				e2, err2 := back.Apply(d)
				if (err1 == nil) != (err2 == nil) || len(e1) != len(e2) || !bytes.Equal(mustJSON(t, c), mustJSON(t, &back)) {
					t.Fatalf("seed %d decision %d: the restored game played on differently", seed, i)
				}
			}
		})
	}
}

// TestUnmarshalRefusesBadState: a hand-edited state names a counter or an area
// that does not exist, or another format: a clear error, no crash.
func TestUnmarshalRefusesBadState(t *testing.T) {
	g := newGame(t, Options{Seed: 3})
	good := string(mustJSON(t, g))
	for name, bad := range map[string]string{
		"format":  strings.Replace(good, `"format":1`, `"format":99`, 1),
		"counter": strings.Replace(good, `"counter":"US:Lexington"`, `"counter":"US:Bismarck"`, 1),
		"area":    strings.Replace(good, `"area":"Hawaiian Islands"`, `"area":"Atlantis"`, 1),
		"year":    strings.Replace(good, `"year":1942`, `"year":1066`, 2),
		"stack":   strings.Replace(good, `"ships":["`, `"ships":["JP:Ghost","`, 1),
		"json":    good[:len(good)/2],
	} {
		if bad == good {
			t.Fatalf("%s: the test's edit did not apply", name)
		}
		var back Game
		if err := json.Unmarshal([]byte(bad), &back); err == nil {
			t.Errorf("%s: a bad state was accepted", name)
		}
	}
}

// TestIllegalChangesNothing: decisions of the wrong step or naming unknown
// things are refused with the rule, and the game is unchanged.
func TestIllegalChangesNothing(t *testing.T) {
	g := newGame(t, Options{Seed: 3})
	for _, d := range []Decision{
		{Kind: DoMove, Forces: []string{"US:Lexington"}, Area: "Samoa"},
		{Kind: DoBuy, Force: "US:Nonesuch"},
		{Kind: DoBuy},
		{Kind: DoRepair, Force: "JP:Kaga"},
		{Kind: "fly-to-the-moon"},
		{Kind: DoChooseBattle, Area: "Borneo"},
	} {
		re := mustRefuse(t, g, d)
		if re.Rule == "" || re.Msg == "" {
			t.Errorf("%+v: refusal %q names no rule", d, re)
		}
	}
}

// TestPendingOptionsAreLegal: a player who only ever picks what Pending offers
// never meets a refusal, through many turns and seeds.
func TestPendingOptionsAreLegal(t *testing.T) {
	for seed := uint64(10); seed < 40; seed++ {
		g := newGame(t, Options{Seed: seed, ChooseOrdersArea: seed%2 == 0})
		playRandom(t, g, seed, 200, nil)
		if g.SupplyPoints < 0 || g.ReinforcementPoints < 0 {
			t.Fatalf("seed %d: negative points", seed)
		}
	}
}

// TestTurnSequence: a Campaign Turn goes through the Sequence of Play in order.
func TestTurnSequence(t *testing.T) {
	g := newGame(t, Options{Seed: 21})
	var steps []Step
	record := func(evs []Event) {
		for _, e := range evs {
			if e.Kind == EvStep {
				steps = append(steps, e.Step)
			}
		}
	}
	record(apply(t, g, Decision{Kind: DoDone})) // Resupply
	record(apply(t, g, Decision{Kind: DoDone})) // Scouting
	record(apply(t, g, Decision{Kind: DoDone})) // Movement
	want := []Step{StepScouting, StepMovement, StepOrders, StepBattles}
	if len(steps) != len(want) {
		t.Fatalf("steps %v, want %v", steps, want)
	}
	for i := range want {
		if steps[i] != want[i] {
			t.Fatalf("steps %v, want %v", steps, want)
		}
	}
}

// TestCheck: Check answers as Apply would and changes nothing.
func TestCheck(t *testing.T) {
	g := newGame(t, Options{Seed: 3})
	before := mustJSON(t, g)
	if err := g.Check(Decision{Kind: DoBuy, Force: "US:Hornet"}); err != nil {
		t.Errorf("buying the Hornet is legal: %v", err)
	}
	if err := g.Check(Decision{Kind: DoBuy, Force: "US:Lexington"}); err == nil {
		t.Error("the Lexington is not in the Reinforcement box")
	}
	if !bytes.Equal(before, mustJSON(t, g)) {
		t.Error("Check changed the game")
	}
}
