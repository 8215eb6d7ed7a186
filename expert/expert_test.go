package expert

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// playTo starts a campaign and plays it with the heuristic until the game
// asks kind, a US decision with several options.
func playTo(t testing.TB, year int, seed uint64, kind rules.PendingKind) *rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: year, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over {
		if g.Asks() == kind && len(candidates(g.Pending().Options)) > 1 {
			return g
		}
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("the %d campaign ended without asking %s", year, kind)
	return nil
}

func state(t *testing.T, g *rules.Game) string {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestAdviceIsLegalAndReproducible: every choice is a decision the engine
// takes, an option of the question when it says it is one, and the same
// seed gives the same advice; the game advised is not changed.
func TestAdviceIsLegalAndReproducible(t *testing.T) {
	for _, kind := range []rules.PendingKind{rules.AskResupply, rules.AskMovement, rules.AskChooseBattle, rules.AskBattle} {
		g := playTo(t, 1942, 3, kind)
		before := state(t, g)
		o := Options{Seed: 11, Budget: 12}
		a, err := Advise(g, 3, o)
		if err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		if state(t, g) != before {
			t.Fatalf("%s: Advise changed the game", kind)
		}
		if len(a) == 0 || len(a) > 3 {
			t.Fatalf("%s: %d choices, want 1 to 3", kind, len(a))
		}
		opts := g.Pending().Options
		for _, c := range a {
			if c.Option >= 0 && !sameDecision(opts[c.Option], c.Decision) {
				t.Fatalf("%s: choice %+v is not option %d (%+v)", kind, c.Decision, c.Option, opts[c.Option])
			}
			if err := g.Check(c.Decision); err != nil {
				t.Fatalf("%s: choice %+v is illegal: %v", kind, c.Decision, err)
			}
			if c.Rollouts == 0 || c.Reason == "" {
				t.Fatalf("%s: choice %+v has %d rollouts and reason %q", kind, c.Decision, c.Rollouts, c.Reason)
			}
		}
		b, err := Advise(g, 3, o)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.EqualFunc(a, b, func(x, y Choice) bool {
			return x.Option == y.Option && sameDecision(x.Decision, y.Decision) && x.Objectives == y.Objectives && x.Historical == y.Historical
		}) {
			t.Fatalf("%s: the same seed gave other advice:\n%+v\n%+v", kind, a, b)
		}
	}
}

// TestAdviceSeesOnlyWhatThePlayerSees is the information rule of the staff:
// rollouts use fresh dice and Japan's plans drawn from what could be in the
// cup ("Place the Enemy Battle Plan counters in an opaque cup"), never the
// game's own dice or the order of its cup and stacks. Two games equal in
// everything a player can see, with other dice to come and another order in
// the cup and the Reinforcement stacks, get the same advice from the same
// adviser's seed.
func TestAdviceSeesOnlyWhatThePlayerSees(t *testing.T) {
	a := playTo(t, 1942, 5, rules.AskMovement)
	b := a.Clone()
	b.Dice = rules.NewDice(424242)
	slices.Reverse(b.PlanCup)
	slices.Reverse(b.Stacks.Ships)
	slices.Reverse(b.Stacks.Infantry)
	slices.Reverse(b.Stacks.Aircraft)
	if state(t, a) == state(t, b) {
		t.Fatal("the two games should differ in what is hidden")
	}
	o := Options{Seed: 9, Budget: 16}
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
		if ca[i].Option != cb[i].Option || ca[i].Objectives != cb[i].Objectives || ca[i].Historical != cb[i].Historical {
			t.Fatalf("choice %d differs: %+v and %+v", i, ca[i], cb[i])
		}
	}
	// The figures come from the rollouts' dice, not from nowhere: another
	// adviser's seed weighs the options otherwise.
	cc, err := Advise(a, 3, Options{Seed: 10, Budget: 16})
	if err != nil {
		t.Fatal(err)
	}
	same := len(cc) == len(ca)
	for i := 0; same && i < len(ca); i++ {
		same = ca[i].Objectives == cc[i].Objectives
	}
	if same {
		t.Fatal("another adviser's seed gave the very same figures")
	}
}

// TestSimPlaysTheExpert: `nimitz -sim -policy expert:N` plays whole
// campaigns through sim's command line, the expert made by NewNamedPolicy,
// with no invariant broken; an unknown budget is refused with a message.
func TestSimPlaysTheExpert(t *testing.T) {
	var out, errs strings.Builder
	code := sim.MainWith([]string{"-sim", "-campaign", "1942", "-games", "1", "-seed", "4", "-policy", "expert:2", "-json"}, &out, &errs, NewNamedPolicy, PolicyNames())
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	var res sim.Result
	if err := json.Unmarshal([]byte(out.String()), &res); err != nil {
		t.Fatal(err)
	}
	if res.Policy != "expert:2" || res.Games != 1 || res.Errors != 0 || res.InvariantViolations != 0 {
		t.Fatalf("the expert's run: %+v", res)
	}
	// The same seed plays the same campaign.
	again, err := sim.Run(sim.Config{Campaign: "1942", Games: 1, Seed: 4, Policy: "expert:2", New: NewNamedPolicy})
	if err != nil {
		t.Fatal(err)
	}
	if again.ObjectivesMean != res.ObjectivesMean || again.BattlesMean != res.BattlesMean || !maps.Equal(again.Evaluations, res.Evaluations) {
		t.Fatalf("the same seed played another campaign: %+v and %+v", again, res)
	}
	errs.Reset()
	if code := sim.MainWith([]string{"-sim", "-policy", "expert:many"}, &out, &errs, NewNamedPolicy, PolicyNames()); code != 2 || !strings.Contains(errs.String(), "budget") {
		t.Fatalf("a bad budget: exit %d, %q", code, errs.String())
	}
}

// TestReasonSaysTheFacts: a move's reason names the destination in the
// game's words (a move or, where US Forces are already, a reinforcement), and its Show rings where the Forces stand and points where
// they go.
func TestReasonSaysTheFacts(t *testing.T) {
	g := playTo(t, 1942, 3, rules.AskMovement)
	for _, d := range g.Pending().Options {
		if d.Kind != rules.DoMove {
			continue
		}
		units := d.Forces
		if d.Force != "" {
			units = append([]string{d.Force}, units...)
		}
		why, show := explain(g, d)
		f := g.Force(units[0])
		if !strings.Contains(why, d.Area) || !strings.HasPrefix(why, "Move ") && !strings.HasPrefix(why, "Reinforce ") {
			t.Fatalf("the reason for %+v: %q", d, why)
		}
		if !slices.Equal(show.To, []string{d.Area}) || !slices.Contains(show.From, f.Area) || !slices.Equal(show.Units, units) {
			t.Fatalf("the board shows %+v for %+v", show, d)
		}
		return
	}
	t.Fatal("no move to explain")
}

// TestAdviceStopsWhenAsked: advice in flight is dropped when the position
// changes; the progress line hears of every rollout until then.
func TestAdviceStopsWhenAsked(t *testing.T) {
	g := playTo(t, 1942, 3, rules.AskChooseBattle)
	ctx, cancel := context.WithCancel(context.Background())
	seen := 0
	o := Options{Seed: 1, Budget: 40, Progress: func(done, budget int) {
		seen = done
		if budget != 40 {
			t.Errorf("progress against a budget of %d, want 40", budget)
		}
		if done == 3 {
			cancel()
		}
	}}
	if _, err := AdviseContext(ctx, g, 3, o); err != context.Canceled {
		t.Fatalf("advice stopped after 3 rollouts returned %v, want context.Canceled", err)
	}
	if seen != 3 {
		t.Fatalf("%d rollouts played after the stop, want 3", seen)
	}
}

// TestCompareWeighsTheGivenDecisions: Compare answers for exactly the
// decisions asked, in their order, each with its share of the budget, and
// refuses an illegal one.
func TestCompareWeighsTheGivenDecisions(t *testing.T) {
	g := playTo(t, 1942, 3, rules.AskChooseBattle)
	opts := g.Pending().Options
	ds := []rules.Decision{opts[len(opts)-1], opts[0]}
	cs, err := Compare(context.Background(), g, ds, Options{Seed: 3, Budget: 8})
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 2 || !sameDecision(cs[0].Decision, ds[0]) || !sameDecision(cs[1].Decision, ds[1]) || cs[0].Rollouts != 4 {
		t.Fatalf("Compare answered %+v for %+v", cs, ds)
	}
	if cs[1].Option != 0 || cs[0].Option != len(opts)-1 {
		t.Fatalf("the options' places: %d and %d", cs[0].Option, cs[1].Option)
	}
	bad := rules.Decision{Kind: rules.DoChooseBattle, Area: "Nowhere"}
	if _, err := Compare(context.Background(), g, []rules.Decision{bad}, Options{Seed: 3, Budget: 8}); err == nil {
		t.Fatal("Compare weighed a battle in no area")
	}
}
