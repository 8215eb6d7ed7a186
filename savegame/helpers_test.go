package savegame

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"nimitz/rules"
)

// when is the fixed clock of the tests.
var when = time.Date(2025, 3, 14, 9, 26, 53, 0, time.UTC)

// newSession starts a 1942 campaign or fails the test.
func newSession(t testing.TB, seed uint64) *Session {
	t.Helper()
	s, _, err := NewSession(rules.Options{Year: 1942, Seed: seed})
	if err != nil {
		t.Fatalf("NewSession: %v", err)
	}
	return s
}

// pick chooses one of Pending's options with r, favouring the last ("done")
// now and then so turns move on. ok is false when nothing is asked.
func pick(g *rules.Game, r *rand.Rand) (rules.Decision, bool) {
	p := g.Pending()
	if len(p.Options) == 0 {
		return rules.Decision{}, false
	}
	if r.IntN(4) == 0 {
		return p.Options[len(p.Options)-1], true
	}
	return p.Options[r.IntN(len(p.Options))], true
}

// playRandom applies up to n legal decisions chosen by r.
func playRandom(t testing.TB, s *Session, r *rand.Rand, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		d, ok := pick(s.Game(), r)
		if !ok {
			return
		}
		if _, err := s.Apply(d); err != nil {
			t.Fatalf("decision %+v offered by Pending, refused: %v", d, err)
		}
	}
}

func stateJSON(t testing.TB, g *rules.Game) []byte {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func sameGame(t testing.TB, a, b *rules.Game) bool {
	t.Helper()
	return bytes.Equal(stateJSON(t, a), stateJSON(t, b))
}

// marshal saves a session at the tests' fixed time.
func marshal(t testing.TB, s *Session) []byte {
	t.Helper()
	b, err := Marshal(s, when)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// edit rewrites a save's top-level fields through f and returns the new file.
func edit(t testing.TB, b []byte, f func(top map[string]any)) []byte {
	t.Helper()
	var top map[string]any
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber() // keep the dice's 64-bit numbers exact
	if err := d.Decode(&top); err != nil {
		t.Fatal(err)
	}
	f(top)
	out, err := json.Marshal(top)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// problem returns the Problem of a load error, failing the test if err is
// not a *LoadError.
func problem(t testing.TB, err error) Problem {
	t.Helper()
	le, ok := err.(*LoadError)
	if !ok {
		t.Fatalf("error %v (%T) is not a *LoadError", err, err)
	}
	return le.Problem
}

// readFile reads a test file, failing the test if it cannot.
func readFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
