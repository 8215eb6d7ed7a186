package warrecord

import (
	"context"
	"math"
	"slices"
	"testing"

	"nimitz/odds"
	"nimitz/rules"
	"nimitz/savegame"
)

// TestLuckAgainstBruteForce: on a small case, the expected count of battles
// won and its spread are those of every way the battles could have gone,
// counted one by one with their chances.
func TestLuckAgainstBruteForce(t *testing.T) {
	battles := []Battle{
		{Area: "Midway Island", PWin: 0.8, Won: true, Samples: 400},
		{Area: "Wake Island", PWin: 0.35, Won: false, Samples: 400},
		{Area: "Borneo", PWin: 0.5, Won: true, Samples: 400},
		{Area: "Samoa", PWin: 0.05, Won: true, Samples: 400},
		{Area: "Okinawa", PWin: 0.9, Samples: 0}, // no odds: left out
	}
	l := LuckOf(battles)
	if l.Battles != 4 || l.Won != 3 {
		t.Fatalf("%d battles, %d won; want 4 and 3", l.Battles, l.Won)
	}
	// Every outcome of the four battles with odds, and its chance.
	var mean, sq, pAtLeast float64
	for mask := 0; mask < 1<<4; mask++ {
		p, won := 1.0, 0
		for i := range 4 {
			if mask&(1<<i) != 0 {
				p *= battles[i].PWin
				won++
			} else {
				p *= 1 - battles[i].PWin
			}
		}
		mean += p * float64(won)
		sq += p * float64(won*won)
		if won >= l.Won {
			pAtLeast += p
		}
	}
	sd := math.Sqrt(sq - mean*mean)
	if math.Abs(l.Expected-mean) > 1e-12 || math.Abs(l.SD-sd) > 1e-12 {
		t.Errorf("expected %.4f ± %.4f, the brute-force count %.4f ± %.4f", l.Expected, l.SD, mean, sd)
	}
	if got := l.Text(); got != "battles won: 3, expected 1.7 ± 0.8" {
		t.Errorf("the figure reads %q", got)
	}
	if l.Z() <= 0 || pAtLeast > 0.5 {
		t.Errorf("three won against 1.7 expected should read lucky: z %.2f, P(at least 3) %.2f", l.Z(), pAtLeast)
	}
	two := l.Add(l)
	if two.Won != 6 || math.Abs(two.Expected-2*mean) > 1e-12 || math.Abs(two.SD-sd*math.Sqrt2) > 1e-12 {
		t.Errorf("two campaigns: %+v", two)
	}
}

// TestBattleOddsAgainstBruteForce: the chance an entry gives a battle lies
// within the odds' error of a brute-force count: the battle played 20,000
// times from the position the record reaches when it begins, with other
// dice. The battle is the campaign's first whose result was in doubt.
func TestBattleOddsAgainstBruteForce(t *testing.T) {
	s := playedTo(t, 1944, 2, func(s *savegame.Session) bool { return s.Game().Turn >= 3 })
	e, err := FromSession(s, when, true, OddsSamples)
	if err != nil {
		t.Fatal(err)
	}
	at := slices.IndexFunc(e.Battles, func(b Battle) bool { return b.PWin > 0.1 && b.PWin < 0.9 })
	if at < 0 {
		t.Fatalf("no battle in doubt among %d", len(e.Battles))
	}
	b := e.Battles[at]
	// The position, found again from the playback: the game after the
	// decision whose events begin that battle (the at-th begun).
	p, err := savegame.NewPlayback(s)
	if err != nil {
		t.Fatal(err)
	}
	var pos *rules.Game
	begun := 0
	for k := 1; k <= p.Len() && pos == nil; k++ {
		for _, ev := range p.Events(k) {
			if ev.Kind != rules.EvBattleStart {
				continue
			}
			if begun == at {
				p.Seek(k)
				if pos, err = p.Game(); err != nil {
					t.Fatal(err)
				}
				break
			}
			begun++
		}
	}
	if pos == nil || pos.Battle == nil || pos.Battle.Area != b.Area {
		t.Fatalf("the battle for %s is not found in the record as it began", b.Area)
	}
	n := 20000
	if testing.Short() {
		n = 4000
	}
	brute, err := odds.Battle(context.Background(), pos, "", n, 777)
	if err != nil {
		t.Fatal(err)
	}
	won := brute.Result().USWins
	se := math.Sqrt(b.PWin*(1-b.PWin)/float64(b.Samples)) + won.StdErr
	if math.Abs(b.PWin-won.Mean) > 3*se {
		t.Errorf("the battle for %s: the entry's chance %.3f, the brute-force count %.3f ± %.3f", b.Area, b.PWin, won.Mean, won.StdErr)
	}
	t.Logf("the battle for %s: %.3f in the entry (%d games), %.3f by %d games", b.Area, b.PWin, b.Samples, won.Mean, n)
}
