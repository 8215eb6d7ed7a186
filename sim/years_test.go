package sim

import (
	"testing"
)

// TestSelfPlayEveryYear plays seeded 1943, 1944 and 1945 campaigns and linked
// series under both policies, checking the invariants after every decision:
// the later campaigns' special rules (Strategic Bombing, the Japan Invasion,
// 1944 Japanese Infantry, no Orders for Iwo Jima and Okinawa) in whole games.
func TestSelfPlayEveryYear(t *testing.T) {
	games := 5
	if testing.Short() {
		games = 2
	}
	for _, year := range []int{1943, 1944, 1945} {
		for _, pol := range Policies {
			for i := 0; i < games; i++ {
				r := PlayOne(year, GameSeed(uint64(year), i), pol, true, nil)
				if r.Err != "" || len(r.Violations) > 0 || r.Evaluation == "" {
					t.Errorf("%d %s seed %d: %s %v (%q)", year, pol, r.Seed, r.Err, r.Violations, r.Evaluation)
				}
			}
		}
	}
	for _, pol := range Policies {
		for i := 0; i < games; i++ {
			r := PlayLinked(GameSeed(42, i), pol, true, nil)
			if r.Err != "" || len(r.Violations) > 0 || (r.Evaluation == "") != r.EndedEarly {
				t.Errorf("linked %s seed %d: %s %v (%q, ended early %v)", pol, r.Seed, r.Err, r.Violations, r.Evaluation, r.EndedEarly)
			}
		}
	}
	res, err := Run(Config{Campaign: Linked, Games: 2, Seed: 1, Policy: "random", CheckEvery: true})
	if err != nil || res.Games != 2 || len(res.Evaluations) != 5 {
		t.Fatalf("Run linked: %+v %v", res, err)
	}
}
