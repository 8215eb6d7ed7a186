package expert

import (
	"slices"
	"testing"

	"nimitz/rules"
	"nimitz/sim"
)

// TestOracleIsLegalAndReproducible: from the second half of a 1942
// campaign the clairvoyant bound plays to the end with legal decisions
// only, the same seed gives the same game, it ends at least as well as the
// heuristic does from there on the same seed (its first line), and it ends
// with the Objectives its last line said it would: the value it weighs
// options by is the real game's.
func TestOracleIsLegalAndReproducible(t *testing.T) {
	const seed = 5
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	h, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	half := len(g.Data().Setup.Turns) / 2
	for !g.Over && (g.Turn < half || g.Asks() != rules.AskResupply) {
		playOne(t, g, h)
	}
	play := func() (*rules.Game, *Oracle, []rules.Decision) {
		c := g.Clone()
		o, err := parseOracle("oracle:2", seed)
		if err != nil {
			t.Fatal(err)
		}
		var ds []rules.Decision
		for !c.Over {
			ds = append(ds, playOne(t, c, o))
		}
		return c, o, ds
	}
	end, o, ds := play()
	again, _, ds2 := play()
	if !slices.EqualFunc(ds, ds2, sameDecision) || endingOf(end) != endingOf(again) {
		t.Fatalf("the same seed played two games: %d decisions to %+v, then %d to %+v",
			len(ds), endingOf(end), len(ds2), endingOf(again))
	}
	heuristic := realEnd(t, g, nil, seed)
	if heuristic.better(endingOf(end)) {
		t.Fatalf("the oracle ended at %+v, below the heuristic's %+v on the same seed", endingOf(end), heuristic)
	}
	if o.Value() != endingOf(end).objectives {
		t.Fatalf("the oracle's line said %d Objectives, the game ended with %d", o.Value(), endingOf(end).objectives)
	}
	if o.Deviations == 0 {
		t.Fatal("the oracle never left the heuristic's line: nothing was weighed")
	}
}

// playOne applies pol's decision to g, which the engine must take.
func playOne(t *testing.T, g *rules.Game, pol sim.Policy) rules.Decision {
	t.Helper()
	d, err := pol.Decide(g)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Apply(d); err != nil {
		t.Fatalf("%s %s: %s chose %+v, refused: %v", g.TurnName(), g.Step, pol.Name(), d, err)
	}
	return d
}

// TestOracleReadsTheRealFuture: at the choice of the next battle, two games
// equal in all but their dice to come (all 1s against all 10s, forced)
// make different options win, and the oracle takes each game's own winner:
// the option whose real end, played on by the heuristic, is best (ties to
// the heuristic's pick). Its blind control, which redeals, chooses alike in
// both.
func TestOracleReadsTheRealFuture(t *testing.T) {
	g := playTo(t, 1942, 3, rules.AskChooseBattle)
	const seed = 7
	var picks, blind []rules.Decision
	for _, face := range []int{1, 10} {
		c := g.Clone()
		c.Dice.Forced = slices.Repeat([]int{face}, 400)
		before := state(t, c)
		// The best option by the real future, worked out here on copies.
		h, err := sim.NewPolicy("heuristic", seed)
		if err != nil {
			t.Fatal(err)
		}
		want, err := h.Decide(c)
		if err != nil {
			t.Fatal(err)
		}
		best := realEnd(t, c, nil, seed)
		for _, d := range c.Pending().Options {
			if e := realEnd(t, c, &d, seed); e.better(best) {
				best, want = e, d
			}
		}
		o, err := NewOracle(8, false, seed)
		if err != nil {
			t.Fatal(err)
		}
		got, err := o.Decide(c)
		if err != nil {
			t.Fatal(err)
		}
		if state(t, c) != before {
			t.Fatalf("dice all %d: the oracle changed the game", face)
		}
		if !sameDecision(got, want) || o.Value() != best.objectives {
			t.Fatalf("dice all %d: the oracle chose %+v expecting %d Objectives; the real future makes %+v win with %d",
				face, got, o.Value(), want, best.objectives)
		}
		picks = append(picks, got)
		// Its blind control weighs the same options on a future of its own.
		b, err := parseOracle("blind:8", seed)
		if err != nil {
			t.Fatal(err)
		}
		d, err := b.Decide(c)
		if err != nil {
			t.Fatal(err)
		}
		blind = append(blind, d)
	}
	if sameDecision(picks[0], picks[1]) {
		t.Fatalf("both futures gave the oracle the same choice, %+v: the test shows nothing", picks[0])
	}
	if !sameDecision(blind[0], blind[1]) {
		t.Fatalf("the blind control chose %+v and %+v: it read the game's dice", blind[0], blind[1])
	}
}

// realEnd plays d (nil: none) on a copy of g, its dice kept, and a fresh
// heuristic to the campaign's end.
func realEnd(t *testing.T, g *rules.Game, d *rules.Decision, seed uint64) ending {
	t.Helper()
	c := g.Clone()
	if d != nil {
		if _, err := c.Apply(*d); err != nil {
			t.Fatal(err)
		}
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	for n := 0; !c.Over; n++ {
		if n > sim.MaxDecisions {
			t.Fatal("no end")
		}
		playOne(t, c, pol)
	}
	return endingOf(c)
}
