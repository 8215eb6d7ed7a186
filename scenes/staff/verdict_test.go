package staff

import (
	"context"
	"reflect"
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/sim"
)

// recordToFirstBattle is a 1942 campaign played by the heuristic policy up
// to the end of its first battle: its options and record.
func recordToFirstBattle(t *testing.T) (rules.Options, []rules.Decision) {
	t.Helper()
	opts := rules.Options{Year: 1942, Seed: 3}
	sess, _, err := savegame.NewSession(opts)
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", 3)
	if err != nil {
		t.Fatal(err)
	}
	for range 3000 {
		d, err := pol.Decide(sess.Game())
		if err != nil {
			t.Fatal(err)
		}
		evs, err := sess.Apply(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if e.Kind == rules.EvBattleEnd {
				return opts, sess.Decisions()
			}
		}
	}
	t.Fatal("no battle ended")
	return opts, nil
}

// The verdict judges every key decision of the record, in order, and no
// other; a decision that is the staff's own choice costs nothing; the
// battle fought is set against its odds at its start, with the outcome it
// had; and the same record and seed give the same verdict.
func TestVerdictJudgesEveryKeyDecision(t *testing.T) {
	opts, ds := recordToFirstBattle(t)
	v, err := Judge(context.Background(), opts, ds, 4, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := savegame.Replay(opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	var keys []int
	for k, d := range ds {
		if KeyDecision(sess.Game()) {
			keys = append(keys, k)
		}
		if _, err := sess.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	var judged []int
	for _, j := range v.Judged {
		judged = append(judged, j.At)
		if j.Staff == "" && j.Lost != 0 {
			t.Errorf("decision %d is the staff's own choice (%s) but is said to cost %.2f", j.At, j.Played, j.Lost)
		}
	}
	if !reflect.DeepEqual(judged, keys) {
		t.Errorf("judged the decisions %v, the key decisions are %v", judged, keys)
	}
	if len(v.Battles) != 1 {
		t.Fatalf("%d battles set against their odds, want 1", len(v.Battles))
	}
	b := v.Battles[0]
	if b.Outcome < 0 || b.Odds.Samples != verdictOdds || b.Odds.Chance(b.Outcome).Mean <= 0 {
		t.Errorf("the battle for %s: outcome %d, %d samples, chance %v", b.Area, b.Outcome, b.Odds.Samples, b.Odds.Chance(b.Outcome))
	}
	again, err := Judge(context.Background(), opts, ds, 4, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(again, v) {
		t.Error("the same record and seed gave another verdict")
	}
}
