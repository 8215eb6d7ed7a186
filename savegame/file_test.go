package savegame

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"nimitz/rules"
)

// TestRoundTrip: at random moments of seeded games (battles included), a
// save loads to the same state and record; the saved and the loaded game,
// played on to the end of the campaign with the same decisions, stay
// identical and reach the same result.
func TestRoundTrip(t *testing.T) {
	seeds := uint64(40)
	if testing.Short() {
		seeds = 10
	}
	inBattle := 0
	for seed := uint64(1); seed <= seeds; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		s, _, err := NewSession(rules.Options{Year: 1942, Seed: seed, ChooseOrdersArea: seed%2 == 0})
		if err != nil {
			t.Fatal(err)
		}
		playRandom(t, s, r, r.IntN(120))
		if s.Game().Battle != nil {
			inBattle++
		}
		b := marshal(t, s)
		sv, err := Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		l := sv.Session
		if !sameGame(t, s.Game(), l.Game()) || !reflect.DeepEqual(s.Decisions(), l.Decisions()) || s.Options() != l.Options() {
			t.Fatalf("seed %d: the loaded game differs from the saved one", seed)
		}
		if !sv.SavedAt.Equal(when) || sv.Campaign != 1942 || sv.Turn != s.Game().Turn || sv.Step != s.Game().Step || sv.TurnName != s.Game().TurnName() || sv.Format != Format || sv.Migrated() {
			t.Fatalf("seed %d: header %+v", seed, sv.Header)
		}
		// Saving the loaded game gives the same file.
		if !bytes.Equal(b, marshal(t, l)) {
			t.Fatalf("seed %d: saving the loaded game gives another file", seed)
		}
		// Play both on with the same decisions: the dice still to come were saved.
		for i := 0; i < 5000 && !s.Game().Over; i++ {
			d, ok := pick(s.Game(), r)
			if !ok {
				break
			}
			_, err1 := s.Apply(d)
			_, err2 := l.Apply(d)
			if err1 != nil || err2 != nil {
				t.Fatalf("seed %d: %+v: %v / %v", seed, d, err1, err2)
			}
		}
		if !sameGame(t, s.Game(), l.Game()) || s.Game().Evaluation != l.Game().Evaluation {
			t.Fatalf("seed %d: the loaded game played on differently", seed)
		}
	}
	if inBattle == 0 && !testing.Short() {
		t.Error("no save was made in the middle of a battle; choose other moments")
	}
	t.Logf("%d of %d saves made in the middle of a battle", inBattle, seeds)
}

// TestFileShape: the file has the documented fields, readable by a person.
func TestFileShape(t *testing.T) {
	s := newSession(t, 2)
	b := marshal(t, s)
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"game", "format", "game_version", "kind", "campaign", "saved_at", "turn", "turn_name", "step", "state", "decisions"} {
		if _, ok := top[k]; !ok {
			t.Errorf("the file has no %q field", k)
		}
	}
	if string(top["saved_at"]) != `"2025-03-14T09:26:53Z"` || string(top["decisions"]) != "[]" || string(top["format"]) != fmt.Sprint(Format) || string(top["kind"]) != `"campaign"` {
		t.Errorf("saved_at %s, decisions %s, format %s, kind %s", top["saved_at"], top["decisions"], top["format"], top["kind"])
	}
}

// TestDecodeProblems: every way a file can be bad gets its Problem and a
// message, and nothing is returned.
func TestDecodeProblems(t *testing.T) {
	s := newSession(t, 9)
	playRandom(t, s, rand.New(rand.NewPCG(9, 9)), 8)
	good := marshal(t, s)
	setState := func(f func(st map[string]any)) func(top map[string]any) {
		return func(top map[string]any) { f(top["state"].(map[string]any)) }
	}
	cases := []struct {
		name string
		file []byte
		want Problem
		says string
	}{
		{"empty", nil, Damaged, "empty"},
		{"blank", []byte(" \n\t"), Damaged, "empty"},
		{"truncated", good[:len(good)/2], Damaged, "incomplete"},
		{"truncated at 1", good[:1], Damaged, "incomplete"},
		{"garbage inside", append(append([]byte{}, good[:100]...), "}}}"...), Damaged, "damaged"},
		{"not JSON", []byte("PK\x03\x04 zip file"), Foreign, "not a Fleet Commander Nimitz save"},
		{"a PNG", []byte("\x89PNG\r\n\x1a\n"), Foreign, "not a Fleet Commander Nimitz save"},
		{"deeply nested", []byte(strings.Repeat("[", 20000)), Damaged, "nested far deeper"},
		{"bad date", edit(t, good, func(top map[string]any) { top["saved_at"] = "yesterday" }), Damaged, `a date in it cannot be read ("yesterday")`},
		{"array", []byte(`[1,2,3]`), Foreign, "not a Fleet Commander Nimitz save"},
		{"string", []byte(`"hello"`), Foreign, "not a Fleet Commander Nimitz save"},
		{"null", []byte(`null`), Foreign, "not a Fleet Commander Nimitz save"},
		{"other JSON", []byte(`{"name":"my-app","version":"1.0.0"}`), Foreign, "not a Fleet Commander Nimitz save"},
		{"other game", edit(t, good, func(top map[string]any) { top["game"] = "Fleet Commander Halsey" }), Foreign, "not a Fleet Commander Nimitz save"},
		{"format as string", edit(t, good, func(top map[string]any) { top["format"] = "1" }), Damaged, `"format"`},
		{"format huge", edit(t, good, func(top map[string]any) { top["format"] = json.Number("1e400") }), Damaged, "damaged"},
		{"format 0 without marker fields", []byte(`{"format":0}`), Foreign, "not a Fleet Commander Nimitz save"},
		{"negative format", edit(t, good, func(top map[string]any) { top["format"] = -1 }), Foreign, "not a Fleet Commander Nimitz save"},
		{"newer", edit(t, good, func(top map[string]any) { top["format"] = Format + 1; top["game_version"] = "0.9.0" }), Newer, `newer version of the game ("0.9.0")`},
		{"newer, shape changed", []byte(`{"game":"Fleet Commander Nimitz","format":7,"everything":"else"}`), Newer, "Update the game"},
		{"turn as string", edit(t, good, func(top map[string]any) { top["turn"] = "two" }), Damaged, `"turn"`},
		{"decisions as object", edit(t, good, func(top map[string]any) { top["decisions"] = map[string]any{} }), Damaged, "damaged"},
		{"no state", edit(t, good, func(top map[string]any) { delete(top, "state") }), Damaged, "no game state"},
		{"null state", edit(t, good, func(top map[string]any) { top["state"] = nil }), Damaged, "no game state"},
		{"state as array", edit(t, good, func(top map[string]any) { top["state"] = []any{} }), Damaged, `"state" holds a list`},
		{"state field wrong", edit(t, good, setState(func(st map[string]any) { st["turn"] = "x" })), Damaged, `"state.turn" holds text`},
		{"state of another format", edit(t, good, setState(func(st map[string]any) { st["format"] = 99 })), BadState, "format 99"},
		{"unknown counter", bytes.Replace(good, []byte(`"counter": "US:Lexington"`), []byte(`"counter": "US:Bismarck"`), 1), BadState, "Bismarck"},
		{"unknown campaign", edit(t, good, setState(func(st map[string]any) { st["year"] = 1066 })), BadState, "cannot accept"},
		{"edited points", edit(t, good, setState(func(st map[string]any) { st["supply_points"] = 99 })), Mismatch, `"supply_points"`},
		{"edited dice", edit(t, good, setState(func(st map[string]any) {
			st["dice"].(map[string]any)["state"] = json.Number("12345")
		})), Mismatch, `"dice"`},
		{"forced dice", edit(t, good, setState(func(st map[string]any) {
			st["dice"].(map[string]any)["forced"] = []int{10, 10, 10}
		})), Mismatch, "altered"},
		{"edited seed", edit(t, good, setState(func(st map[string]any) {
			st["options"].(map[string]any)["seed"] = 4242
		})), Mismatch, "altered"},
		{"decision dropped", edit(t, good, func(top map[string]any) {
			ds := top["decisions"].([]any)
			top["decisions"] = ds[:len(ds)-1]
		}), Mismatch, "altered"},
		{"illegal decision", edit(t, good, func(top map[string]any) {
			top["decisions"] = append([]any{map[string]any{"kind": "buy", "force": "US:Bismarck"}}, top["decisions"].([]any)...)
		}), Mismatch, "decision 1 of the record (buy US:Bismarck) is refused"},
		{"too many decisions", edit(t, good, func(top map[string]any) {
			ds := make([]any, MaxDecisions+1)
			for i := range ds {
				ds[i] = map[string]any{}
			}
			top["decisions"] = ds
		}), Mismatch, "more than any campaign makes"},
	}
	for _, c := range cases {
		sv, err := Decode(bytes.NewReader(c.file))
		if err == nil || sv != nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		if p := problem(t, err); p != c.want {
			t.Errorf("%s: problem %v (%v), want %v", c.name, p, err, c.want)
		}
		if !errors.Is(err, c.want) {
			t.Errorf("%s: errors.Is does not match %v", c.name, c.want)
		}
		if !strings.Contains(err.Error(), c.says) || !strings.HasPrefix(err.Error(), "This file ") {
			t.Errorf("%s: message %q does not say %q", c.name, err, c.says)
		}
	}
}

// TestDecodeTooLarge: a stream longer than MaxFileSize is refused after
// reading MaxFileSize+1 bytes, not read to its end.
func TestDecodeTooLarge(t *testing.T) {
	r := &endless{}
	_, err := Decode(r)
	if problem(t, err) != TooLarge || !strings.Contains(err.Error(), "too large") {
		t.Fatalf("got %v", err)
	}
	if r.n > MaxFileSize+64<<10 {
		t.Errorf("read %d bytes of an endless file", r.n)
	}
}

// endless is a reader that never ends, counting what was read.
type endless struct{ n int }

func (e *endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = ' '
	}
	e.n += len(p)
	return len(p), nil
}

// TestDecodeReadError: a reader that fails is Unreadable.
func TestDecodeReadError(t *testing.T) {
	_, err := Decode(failingReader{})
	if problem(t, err) != Unreadable {
		t.Fatalf("got %v", err)
	}
}

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errors.New("device not ready") }

// TestStateWithExtraSpace: a saved state re-indented by hand (same content)
// still loads: the check compares the games, not the bytes.
func TestStateWithExtraSpace(t *testing.T) {
	s := newSession(t, 11)
	playRandom(t, s, rand.New(rand.NewPCG(11, 1)), 5)
	var buf bytes.Buffer
	if err := json.Indent(&buf, bytes.ReplaceAll(marshal(t, s), []byte("\n"), nil), "", "\t\t"); err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(&buf); err != nil {
		t.Fatal(err)
	}
}

// TestByteOrderMark: a save opened and saved again by a text editor that
// adds a UTF-8 byte order mark still loads.
func TestByteOrderMark(t *testing.T) {
	b := append([]byte("\xef\xbb\xbf"), marshal(t, newSession(t, 14))...)
	if _, err := Decode(bytes.NewReader(b)); err != nil {
		t.Fatal(err)
	}
}

// TestPanicBecomesAnError: a panic while loading (a bug in the rules the
// record is replayed with, say) is a LoadError, not a crash.
func TestPanicBecomesAnError(t *testing.T) {
	sv, err := protect(func() (*Loaded, error) {
		panic(errors.New("a bug in the rules"))
	})
	var pe *PanicError
	if sv != nil || problem(t, err) != BadState || !errors.As(err, &pe) || !strings.Contains(err.Error(), "Please report it") {
		t.Fatalf("got %v, %v", sv, err)
	}
}
