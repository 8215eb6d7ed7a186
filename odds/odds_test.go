package odds

import (
	"bytes"
	"context"
	"encoding/json"
	"math"
	"testing"

	"nimitz/rules"
)

// atBattle returns a 1942 game at the Resolve Battles step with one battle to
// fight in area, after moving the named Forces there.
func atBattle(t testing.TB, seed uint64, area string, moved ...string) *rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range moved {
		f := g.Force(id)
		if f == nil {
			t.Fatalf("no Force %s", id)
		}
		f.Where, f.Area = rules.OnMap, area
	}
	g.Step, g.Battles, g.Battle = rules.StepBattles, []string{area}, nil
	return g
}

// within checks an estimate against a reference figure: the difference must
// lie within 4 combined standard errors (a false alarm about 1 in 16,000).
func within(t *testing.T, what string, est, ref Estimate) {
	t.Helper()
	tol := 4 * math.Hypot(est.StdErr, ref.StdErr)
	if d := math.Abs(est.Mean - ref.Mean); d > tol {
		t.Errorf("%s: shown %.4f ± %.4f, brute force %.4f ± %.4f: off by %.4f, more than 4 errors (%.4f)",
			what, est.Mean, est.StdErr, ref.Mean, ref.StdErr, d, tol)
	}
}

// TestOddsAgainstBruteForce: on small battles the figure shown (2,000
// samples) lies within its stated error of the brute-force figure (200,000
// samples with other dice).
func TestOddsAgainstBruteForce(t *testing.T) {
	cases := []struct {
		name, area string
		moved      []string
		brute      int
	}{
		// The Set-Up's own battle: a US Battalion against a Japanese one.
		{"Borneo", "Borneo", nil, 200000},
		// Ships and aircraft against a Japanese Destroyer group and
		// Battalion: a longer battle, so fewer brute-force samples.
		{"Samoa", "Samoa", []string{"US:DESRON 2", "JP:Destroyer Gp 6", "JP:Battalion#13"}, 50000},
	}
	for _, c := range cases {
		brute := c.brute
		if testing.Short() {
			brute /= 10
		}
		t.Run(c.name, func(t *testing.T) {
			g := atBattle(t, 3, c.area, c.moved...)
			shown, err := Battle(context.Background(), g, c.area, 2000, 11)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := Battle(context.Background(), g, c.area, brute, 12345)
			if err != nil {
				t.Fatal(err)
			}
			s, r := shown.Result(), ref.Result()
			if s.Samples != 2000 || r.Samples != brute {
				t.Fatalf("samples %d and %d, want 2000 and %d", s.Samples, r.Samples, brute)
			}
			within(t, "P(US wins)", s.USWins, r.USWins)
			within(t, "P(both remain)", s.BothRemain, r.BothRemain)
			within(t, "P(US wiped out)", s.USWipedOut, r.USWipedOut)
			within(t, "P(none left)", s.NoneLeft, r.NoneLeft)
			for side, l := range map[string][2]Losses{"US": {s.US, r.US}, "Japan": {s.Japan, r.Japan}} {
				within(t, side+" destroyed", l[0].Destroyed, l[1].Destroyed)
				within(t, side+" damaged", l[0].Damaged, l[1].Damaged)
				within(t, side+" carriers destroyed", l[0].CarriersDestroyed, l[1].CarriersDestroyed)
			}
			sum := r.USWins.Mean + r.BothRemain.Mean + r.USWipedOut.Mean + r.NoneLeft.Mean
			if math.Abs(sum-1) > 1e-9 {
				t.Errorf("the outcomes add up to %v, not 1", sum)
			}
			if r.USWins.Mean == 0 && r.USWipedOut.Mean == 0 {
				t.Errorf("neither side ever wins: the battle is not fought (%+v)", r)
			}
		})
	}
}

// TestOddsLeakNothing: the figure does not depend on the game's own dice (the
// rolls still to come are hidden from the player), and the game is left as
// it was.
func TestOddsLeakNothing(t *testing.T) {
	a := atBattle(t, 3, "Borneo")
	b := atBattle(t, 3, "Borneo")
	b.Dice = rules.NewDice(987654321)
	b.Dice.Forced = []int{10, 10, 10, 10, 10, 10}
	before, _ := json.Marshal(a)
	ta, err := Battle(context.Background(), a, "Borneo", 500, 7)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := Battle(context.Background(), b, "Borneo", 500, 7)
	if err != nil {
		t.Fatal(err)
	}
	if ta.Result() != tb.Result() {
		t.Errorf("the game's own dice changed the odds:\n%+v\n%+v", ta.Result(), tb.Result())
	}
	after, _ := json.Marshal(a)
	if !bytes.Equal(before, after) {
		t.Errorf("estimating the odds changed the game")
	}
}

// TestOddsMidBattle: odds are given for a battle being fought, on the Battle
// Sheet, and only the losses still to come are counted.
func TestOddsMidBattle(t *testing.T) {
	g := atBattle(t, 3, "Samoa", "US:DESRON 2", "JP:Destroyer Gp 6", "JP:Battalion#13")
	if _, err := g.Apply(rules.Decision{Kind: rules.DoChooseBattle, Area: "Samoa"}); err != nil {
		t.Fatal(err)
	}
	if g.Battle == nil {
		t.Fatal("the battle ended before any question")
	}
	tl, err := Battle(context.Background(), g, "", 300, 1)
	if err != nil {
		t.Fatal(err)
	}
	if r := tl.Result(); r.Area != "Samoa" || r.Samples != 300 || r.US.Destroyed.Mean > 2 || r.Japan.Destroyed.Mean > 2 {
		t.Errorf("odds mid-battle: %+v", r)
	}
}

// TestOddsCancel: a cancelled estimate stops and says so.
func TestOddsCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := atBattle(t, 3, "Borneo")
	if tl, err := Battle(ctx, g, "Borneo", 1000, 1); err == nil || tl.N != 0 {
		t.Errorf("cancelled: %d samples, error %v", tl.N, err)
	}
}

// TestNoBattle: odds are refused where no battle is to be fought.
func TestNoBattle(t *testing.T) {
	g := atBattle(t, 3, "Borneo")
	if _, err := Battle(context.Background(), g, "Samoa", 10, 1); err != ErrNoBattle {
		t.Errorf("odds of a battle not to be fought: %v", err)
	}
}

// TestOddsReuseChangesNothing: the samples start from the set-up they share
// (sharedStart) and play in the room of the ones before (Game.CloneInto, the
// last Battle Sheet's room); played each from the start on a fresh copy of
// the game, they come out exactly the same. Both the small Samoa battle and
// the large one of BenchmarkOdds.
func TestOddsReuseChangesNothing(t *testing.T) {
	samoa := atBattle(t, 3, "Samoa", "US:DESRON 2", "JP:Destroyer Gp 6", "JP:Battalion#13")
	for _, c := range []struct {
		g       *rules.Game
		area    string
		samples int
	}{{samoa, "Samoa", 60}, {largeBattle(t), "Midway Island", 30}} {
		const seed = 11
		got, err := Battle(context.Background(), c.g, c.area, c.samples, seed)
		if err != nil {
			t.Fatal(err)
		}
		// Battle's own preparation of the copy, then a fresh copy per sample.
		start := c.g.Clone()
		start.SetQuiet(true)
		start.Battles = []string{otherArea(start, c.area), c.area}
		before := startingState(start, c.area)
		want := Tally{Area: c.area}
		for i := range c.samples {
			if err := want.sample(start.Clone(), c.area, before, seed, uint64(i)); err != nil {
				t.Fatal(err)
			}
		}
		if got != want {
			t.Errorf("%s: samples in reused room: %+v; on fresh copies: %+v", c.area, got, want)
		}
	}
}
