package rules

import "testing"

// TestEveryUSAircraftFlies: "Move each US Aircraft to any Area on the Battle
// Sheet." No aircraft stays home: none of the options keeps one on its deck
// or airfield, and Done leaves the rest in the air where they are, as the
// Extended Example's aircraft "left" in the US Ocean or on the Island are.
func TestEveryUSAircraftFlies(t *testing.T) {
	bb := newBench(t, solomons)
	cv := bb.unit(US, "Lexington", ZoneUSOcean)
	cv.Capacity = 2
	bb.cba(US, "SBD", "US:Lexington", "")
	bb.unit(US, "18th FG", "")
	bb.unit(Japan, "16th Inf", PosFoxholes)
	bb.run(battleTask{Op: taskMoveUS})
	a := bb.wantAsk(AskFly)
	for _, d := range bb.g.Battle.Options {
		if d.Kind == DoFly && d.Zone == "" {
			t.Fatalf("%s keeps an aircraft home: %q", describeDecision(d), a.Prompt)
		}
	}
	bb.reply(Decision{Kind: DoDone})
	for _, u := range bb.g.unitsOf(US, kindAll, 0, bb.g.isAircraft) {
		want := ZoneIsland
		if u.cba {
			want = ZoneUSOcean
		}
		if u.pos != want || !bb.g.inAir(u, want) {
			t.Errorf("%s is at %q after Done, want in the air over the %s", u.id, u.pos, want)
		}
	}
	bb.event("flies in the US Ocean, where it is")
}

// TestFlyOptionsComeByAircraft: "Move each US Aircraft to any Area on the
// Battle Sheet." The question offers each aircraft's areas next to each
// other, then Done, in every question of the step: the policies read an
// aircraft's options as one part of the list (askMoveUS).
func TestFlyOptionsComeByAircraft(t *testing.T) {
	g := largeBattleGame(t, 1)
	g.SetQuiet(true)
	if _, err := g.Apply(Decision{Kind: DoChooseBattle, Area: "Midway Island"}); err != nil {
		t.Fatal(err)
	}
	asked := 0
	for steps := 0; g.Battle != nil && steps < 10000; steps++ {
		p := g.Pending()
		if a := g.Battle.Ask; a != nil && a.Kind == AskFly {
			asked++
			done := map[string]bool{}
			for i, d := range p.Options {
				if d.Kind == DoDone {
					if i != len(p.Options)-1 {
						t.Fatalf("Done is option %d of %d", i, len(p.Options))
					}
					continue
				}
				if done[d.Force] {
					t.Fatalf("%s's options are apart: option %d of %v", d.Force, i, p.Options)
				}
				if i+1 < len(p.Options) && p.Options[i+1].Force != d.Force {
					done[d.Force] = true
				}
			}
		}
		// The last option of an aircraft: the next question keeps the
		// rest of the list (flyNext) less an aircraft from its middle.
		if _, err := g.Apply(p.Options[len(p.Options)/2]); err != nil {
			t.Fatal(err)
		}
	}
	if asked < 10 {
		t.Fatalf("only %d Move US Aircraft questions", asked)
	}
}
