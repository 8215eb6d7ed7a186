package sim

import (
	"testing"

	"nimitz/rules"
)

// TestFlyDecidesForTheAircraftAsked: "Move each US Aircraft to any Area on the
// Battle Sheet" (Combat: Move US Aircraft). The engine asks about all the US
// aircraft at once; the heuristic must answer for one of them with a zone
// chosen for that aircraft. Over real battles, a bomber whose Ground value is
// at least its Ship value goes to the Island whenever Japan has Forces Ashore
// the US may hit there ("Attacking Island Forces"). Before this was fixed,
// every aircraft took the first option, the Japanese Ocean.
func TestFlyDecidesForTheAircraftAsked(t *testing.T) {
	asked, island := 0, 0
	for i := 0; i < 30 && island < 20; i++ {
		PlayOne(1943, GameSeed(5, i), "heuristic", false, func(g *rules.Game, _ rules.Decision) {
			p := g.Pending()
			if p.Battle == nil || p.Battle.Kind != rules.AskFly || g.Battle == nil {
				return
			}
			d := fly(g, g.Battle, p, p.Battle)
			asked++
			if d.Kind != rules.DoFly || d.Force == "" {
				return // Done: nothing left to send
			}
			var u *rules.Unit
			for k := range g.Battle.Units {
				if g.Battle.Units[k].ID == d.Force {
					u = &g.Battle.Units[k]
				}
			}
			if u == nil || u.Moved {
				t.Fatalf("fly chose %q, which is not an aircraft still to be sent", d.Force)
			}
			ct := counterOf(g, *u)
			j := japanAt(g, g.Battle)
			if ct.IsBomber() && j.ashore > 0 && usGround(g, g.Battle) && ct.Full.Ground.Value >= ct.Full.ShipAttack.Value {
				island++
				if d.Zone != rules.ZoneIsland {
					t.Fatalf("bomber %s (Ground %d, Ship %d) sent to %q with Japanese Forces Ashore; want the Island",
						u.ID, ct.Full.Ground.Value, ct.Full.ShipAttack.Value, d.Zone)
				}
			}
		})
	}
	if asked == 0 || island == 0 {
		t.Fatalf("no US aircraft movement seen (asked %d, island bombers %d): the test checks nothing", asked, island)
	}
}
