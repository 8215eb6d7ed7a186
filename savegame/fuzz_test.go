package savegame

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzLoad: whatever the bytes, Decode returns a loaded save or a
// *LoadError, never panics, and a save it accepts saves and loads again to
// the same game. Run it with
//
//	go test -fuzz=FuzzLoad ./savegame/
//
// The seed corpus is in testdata/fuzz/FuzzLoad (see TestFuzzCorpus).
func FuzzLoad(f *testing.F) {
	// Seeds made by this build, so the corpus holds valid saves even after
	// the rules' state changes.
	for _, c := range corpus(f) {
		f.Add(c.data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sv, err := Decode(bytes.NewReader(data))
		if err != nil {
			var le *LoadError
			if sv != nil || !errors.As(err, &le) || le.Problem == 0 || le.Msg == "" {
				t.Fatalf("a failed load returned %v and %T %v", sv, err, err)
			}
			var pe *PanicError
			if errors.As(err, &pe) {
				t.Fatalf("the loader met a panic: %v\n%s", pe.Value, pe.Stack)
			}
			return
		}
		again, err := Marshal(sv.Session, when)
		if err != nil {
			t.Fatalf("a loaded save cannot be saved: %v", err)
		}
		sv2, err := Decode(bytes.NewReader(again))
		if err != nil {
			t.Fatalf("a loaded save, saved again, does not load: %v", err)
		}
		if !sameGame(t, sv.Session.Game(), sv2.Session.Game()) {
			t.Fatal("a loaded save, saved again, loads to another game")
		}
	})
}

// corpusEntry is one seed input, named for its file in testdata/fuzz.
type corpusEntry struct {
	name string
	data []byte
}

// corpus builds the seed inputs: valid saves at several moments, the same in
// format 0, and the damaged shapes the loader must refuse.
func corpus(t testing.TB) []corpusEntry {
	var out []corpusEntry
	add := func(name string, data []byte) { out = append(out, corpusEntry{name, data}) }
	fresh := marshal(t, newSession(t, 1))
	s := newSession(t, 2)
	playRandom(t, s, rand.New(rand.NewPCG(2, 2)), 15)
	mid := marshal(t, s)
	add("valid-fresh", fresh)
	add("valid-midturn", mid)
	add("valid-format0", asFormat0(t, mid))
	add("empty", nil)
	add("blank", []byte(" \r\n\t "))
	add("truncated-1", mid[:1])
	add("truncated-half", mid[:len(mid)/2])
	add("truncated-last-byte", mid[:len(mid)-2])
	add("valid-bom", append([]byte("\xef\xbb\xbf"), fresh...))
	add("foreign-object", []byte(`{"name":"nimitz","version":"1.0.0","dependencies":{}}`))
	add("foreign-array", []byte(`[{"format":1}]`))
	add("foreign-binary", []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"))
	add("newer", []byte(fmt.Sprintf(`{"game":"Fleet Commander Nimitz","format":%d,"game_version":"9.9.9"}`, Format+1)))
	add("format0-minimal", []byte(`{"format":0,"state":{},"decisions":[]}`))
	top := []byte(fmt.Sprintf(`"format": %d,`, Format)) // the file's format, before the state's
	add("huge-format", bytes.Replace(fresh, top, []byte(`"format": 1e400,`), 1))
	add("huge-turn", bytes.Replace(fresh, []byte(`"turn": 1,`), []byte(`"turn": 99999999999999999999999,`), 1))
	setState := func(key string, v any) []byte {
		return edit(t, fresh, func(top map[string]any) { top["state"].(map[string]any)[key] = v })
	}
	add("huge-seed", setState("options", map[string]any{"year": 1942, "seed": json.Number("18446744073709551616")}))
	add("negative-seed", setState("options", map[string]any{"year": 1942, "seed": -1}))
	add("huge-next-id", setState("next_id", json.Number("9223372036854775807")))
	add("huge-year", setState("year", json.Number("1e308")))
	add("negative-turn", setState("turn", -5))
	add("wrong-type-state", edit(t, fresh, func(top map[string]any) { top["state"] = "a string" }))
	add("wrong-type-decisions", edit(t, fresh, func(top map[string]any) { top["decisions"] = []any{"done", 1, nil} }))
	add("wrong-type-forces", edit(t, fresh, func(top map[string]any) {
		top["decisions"] = []any{map[string]any{"kind": "move", "forces": 7}}
	}))
	add("wrong-type-saved-at", edit(t, fresh, func(top map[string]any) { top["saved_at"] = "yesterday" }))
	add("null-everything", []byte(`{"game":null,"format":null,"state":null,"decisions":null}`))
	add("nested-deep-array", []byte(strings.Repeat("[", 20000)+strings.Repeat("]", 20000)))
	add("nested-deep-state", []byte(`{"game":"Fleet Commander Nimitz","format":1,"state":`+strings.Repeat(`{"a":`, 20000)+"1"+strings.Repeat("}", 20000)+`,"decisions":[]}`))
	add("duplicate-keys", bytes.Replace(fresh, top, append(top, ` "format": 0,`...), 1))
	add("valid-long-version", edit(t, fresh, func(top map[string]any) { top["game_version"] = strings.Repeat("x", 100000) }))
	// Linked series: fresh, played into a later campaign, and with no "kind".
	linkedFresh := marshal(t, newSeries(t, 3))
	add("valid-linked-fresh", linkedFresh)
	add("valid-linked-later", marshal(t, seriesInLaterYear(t)))
	add("linked-no-kind", edit(t, linkedFresh, func(top map[string]any) { delete(top, "kind") }))
	add("linked-as-campaign", edit(t, linkedFresh, func(top map[string]any) { top["kind"] = KindCampaign }))
	add("campaign-as-linked", edit(t, fresh, func(top map[string]any) { top["kind"] = KindLinked }))
	add("valid-format1", asFormat1(t, mid))
	add("newer-rules", edit(t, fresh, func(top map[string]any) { top["rules_version"] = 1 << 20 }))
	add("valid-format2", asFormat2(t, mid))
	add("valid-continued", marshal(t, continuedSession(t)))
	add("continued-history-wrong-type", edit(t, marshal(t, continuedSession(t)), func(top map[string]any) {
		top["start"].(map[string]any)["history"] = "everything"
	}))
	add("illegal-decisions", edit(t, mid, func(top map[string]any) {
		top["decisions"] = []any{map[string]any{"kind": "done"}, map[string]any{"kind": "move", "forces": []any{"US:Nobody"}, "area": "Atlantis"}}
	}))
	return out
}

// TestFuzzCorpus: the committed seed corpus is exactly what corpus builds
// today (rewrite it with -update after a change of format or rules), holds
// nothing else, and each seed loads or is refused as its name says: the
// "valid-" ones load, every other is refused with a *LoadError. `go test`
// also runs the fuzz body on the committed files as part of FuzzLoad.
func TestFuzzCorpus(t *testing.T) {
	dir := filepath.Join("testdata", "fuzz", "FuzzLoad")
	names := map[string]bool{}
	for _, c := range corpus(t) {
		names[c.name] = true
		path := filepath.Join(dir, c.name)
		body := fmt.Sprintf("go test fuzz v1\n[]byte(%q)\n", c.data)
		if *update {
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		committed, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("seed %s is not committed: %v (run with -update)", c.name, err)
			continue
		}
		if string(committed) != body {
			t.Errorf("seed %s is not what this build makes (run with -update)", c.name)
		}
		_, err = Decode(bytes.NewReader(c.data))
		var le *LoadError
		switch valid := strings.HasPrefix(c.name, "valid-"); {
		case valid && err != nil:
			t.Errorf("seed %s is refused: %v", c.name, err)
		case !valid && !errors.As(err, &le):
			t.Errorf("seed %s is not refused with a LoadError: %v", c.name, err)
		}
	}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		if !names[e.Name()] {
			t.Errorf("%s is in the corpus folder but no seed makes it (remove it)", e.Name())
		}
	}
}
