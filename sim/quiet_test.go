package sim

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"nimitz/rules"
)

// TestQuietPlaysAsNormal: a quiet game (rules.Game.SetQuiet, which sims and
// the battle odds use) plays exactly as a normal one. Campaigns of every year
// under both policies are played twice in lockstep, once quiet and once
// logged: every decision must be the same; every event of the campaign steps
// and every battle's start the same, text and all; the other events of the
// Resolve Battles step the same but for their text (a quiet game builds none
// of the events inside a battle: those are left out of the comparison); and
// the whole state's JSON byte for byte the same after every decision, in a
// battle too, but for the words a quiet game leaves out of it (unprompted).
func TestQuietPlaysAsNormal(t *testing.T) {
	games := 25
	if testing.Short() {
		games = 8
	}
	battles := 0
	for _, year := range rules.Years() {
		for _, pol := range []string{"heuristic", "random"} {
			for i := range games {
				seed := GameSeed(uint64(year), i)
				n, err := lockstep(year, seed, pol)
				if err != nil {
					t.Fatalf("%d %s seed %d: %v", year, pol, seed, err)
				}
				battles += n
			}
		}
	}
	t.Logf("%d battles compared", battles)
	if min := 100 * games; battles < min {
		t.Errorf("only %d battles were fought; the comparison needs at least %d", battles, min)
	}
}

// lockstep plays one campaign quiet and logged side by side and returns the
// number of battles fought, or the first difference.
func lockstep(year int, seed uint64, policy string) (int, error) {
	var gs [2]*rules.Game
	var pols [2]Policy
	for k := range gs {
		g, _, err := rules.NewGame(rules.Options{Year: year, Seed: seed})
		if err != nil {
			return 0, err
		}
		g.SetQuiet(k == 1)
		gs[k] = g
		if pols[k], err = NewPolicy(policy, policySeed(seed)); err != nil {
			return 0, err
		}
	}
	battles := 0
	for steps := 0; !gs[0].Over; steps++ {
		if steps > MaxDecisions {
			return battles, fmt.Errorf("no end after %d decisions", steps)
		}
		var ds [2]rules.Decision
		var evs [2][]rules.Event
		for k, g := range gs {
			d, err := pols[k].Decide(g)
			if err != nil {
				return battles, err
			}
			ds[k] = d
			if evs[k], err = g.Apply(d); err != nil {
				return battles, fmt.Errorf("%s %s: %+v refused: %v", g.TurnName(), g.Step, d, err)
			}
		}
		if a, b := jsonOf(ds[0]), jsonOf(ds[1]); !bytes.Equal(a, b) {
			return battles, fmt.Errorf("decision %d: logged %s, quiet %s", steps, a, b)
		}
		// A quiet game builds none of the events inside a battle: the others
		// must be the same but for their text.
		logged := slices.DeleteFunc(slices.Clone(evs[0]), func(e rules.Event) bool { return rules.BattleDetail(e.Kind) })
		for i, e := range evs[1] {
			if rules.BattleDetail(e.Kind) {
				return battles, fmt.Errorf("decision %d event %d: a quiet game reported a %s event", steps, i, e.Kind)
			}
		}
		if len(logged) != len(evs[1]) {
			return battles, fmt.Errorf("decision %d: %d events logged (besides a battle's inside), %d quiet", steps, len(logged), len(evs[1]))
		}
		ended := false
		for i := range logged {
			if a, b := untexted(logged[i]), untexted(evs[1][i]); !bytes.Equal(a, b) {
				return battles, fmt.Errorf("decision %d event %d: logged %s, quiet %s", steps, i, a, b)
			}
			// The campaign steps' events, and a battle's start, are built
			// the same way in every mode: their text too.
			if logged[i].Kind != rules.EvBattleEnd {
				if a, b := jsonOf(logged[i]), jsonOf(evs[1][i]); !bytes.Equal(a, b) {
					return battles, fmt.Errorf("decision %d event %d: logged %s, quiet %s", steps, i, a, b)
				}
			}
			if logged[i].Kind == rules.EvBattleEnd {
				ended = true
				battles++
			}
		}
		if a, b := unprompted(gs[0]), unprompted(gs[1]); !bytes.Equal(a, b) {
			return battles, fmt.Errorf("decision %d: the states differ (a battle ended: %v)", steps, ended)
		}
	}
	return battles, nil
}

// unprompted is a game's JSON without the words a quiet game leaves out of
// a battle's state: the prompt of its question and the names in its lists
// of losses (the lists themselves, one entry a unit lost, are compared).
func unprompted(g *rules.Game) []byte {
	b := g.Battle
	if b == nil {
		return jsonOf(g)
	}
	us, jp := b.USLost, b.JPLost
	b.USLost, b.JPLost = make([]string, len(us)), make([]string, len(jp))
	defer func() { b.USLost, b.JPLost = us, jp }()
	if b.Ask != nil {
		prompt := b.Ask.Prompt
		b.Ask.Prompt = ""
		defer func() { b.Ask.Prompt = prompt }()
	}
	return jsonOf(g)
}

// untexted is an event's JSON without the words a quiet game leaves out.
func untexted(e rules.Event) []byte {
	e.Text = ""
	e.Modifiers = slices.Clone(e.Modifiers)
	for i := range e.Modifiers {
		e.Modifiers[i].Reason = ""
	}
	return jsonOf(e)
}

func jsonOf(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		return []byte("unmarshalable: " + err.Error())
	}
	return b
}
