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
	for _, u := range bb.g.Battle.units(US, bb.g.isAircraft) {
		want := ZoneIsland
		if u.CBA {
			want = ZoneUSOcean
		}
		if u.Pos != want || !bb.g.inAir(u, want) {
			t.Errorf("%s is at %q after Done, want in the air over the %s", u.ID, u.Pos, want)
		}
	}
	bb.event("flies in the US Ocean, where it is")
}
