package savegame

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"nimitz/rules"
)

// newSeries starts a linked series or fails the test.
func newSeries(t testing.TB, seed uint64) *Session {
	t.Helper()
	s, _, err := NewSeriesSession(rules.Options{Seed: seed})
	if err != nil {
		t.Fatalf("NewSeriesSession: %v", err)
	}
	return s
}

// seriesJSON is the whole series as it marshals.
func seriesJSON(t testing.TB, s *Session) []byte {
	t.Helper()
	if s.Series() == nil {
		t.Fatal("not a linked series")
	}
	b, err := json.Marshal(s.Series())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// playSeriesRandom applies up to n legal decisions chosen by r to a series,
// stopping when the series is over.
func playSeriesRandom(t testing.TB, s *Session, r *rand.Rand, n int) {
	t.Helper()
	for i := 0; i < n && !s.Over(); i++ {
		d, ok := pick(s.Game(), r)
		if !ok {
			return
		}
		if _, err := s.Apply(d); err != nil {
			t.Fatalf("decision %+v offered by Pending, refused: %v", d, err)
		}
	}
}

// heuristicRecord is the committed record of a whole linked series that
// crosses into 1943 (record_test.go): its options and decisions.
func heuristicRecord(t testing.TB) (rules.Options, []rules.Decision) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("testdata", "linked-record.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Seed      uint64           `json:"seed"`
		Decisions []rules.Decision `json:"decisions"`
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	return rules.Options{Seed: rec.Seed}, rec.Decisions
}

// seriesInLaterYear returns the recorded series replayed ten decisions into
// its second campaign.
func seriesInLaterYear(t testing.TB) *Session {
	t.Helper()
	opts, ds := heuristicRecord(t)
	s, _, err := NewSeriesSession(opts)
	if err != nil {
		t.Fatal(err)
	}
	after := 0 // decisions applied in the second campaign
	for i, d := range ds {
		if _, err := s.Apply(d); err != nil {
			t.Fatalf("decision %d of the record: %v", i+1, err)
		}
		if s.Series().Index > 0 {
			if after++; after > 10 {
				break
			}
		}
	}
	if s.Series().Index == 0 {
		t.Fatal("the record does not reach a second campaign")
	}
	return s
}

// TestSeriesRecordRoundTrip: cut the recorded series at random moments
// (either side of the change of campaign, and near its end), save, load,
// and play both on with the rest of the record: they stay identical and end
// as the record does.
func TestSeriesRecordRoundTrip(t *testing.T) {
	opts, ds := heuristicRecord(t)
	whole, err := ReplaySeries(opts, ds)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1943, 1))
	cuts := []int{0, len(ds) - 1, len(ds)}
	for i := 0; i < 12; i++ {
		cuts = append(cuts, r.IntN(len(ds)+1))
	}
	later := 0
	for _, k := range cuts {
		s, err := ReplaySeries(opts, ds[:k])
		if err != nil {
			t.Fatal(err)
		}
		if s.Series().Index > 0 {
			later++
		}
		sv, err := Decode(bytes.NewReader(marshal(t, s)))
		if err != nil {
			t.Fatalf("cut at %d: %v", k, err)
		}
		l := sv.Session
		if !bytes.Equal(seriesJSON(t, s), seriesJSON(t, l)) || sv.Campaign != s.Game().Year {
			t.Fatalf("cut at %d: the loaded series differs", k)
		}
		for _, d := range ds[k:] {
			_, err1 := s.Apply(d)
			_, err2 := l.Apply(d)
			if err1 != nil || err2 != nil {
				t.Fatalf("cut at %d: %+v: %v / %v", k, d, err1, err2)
			}
		}
		if !bytes.Equal(seriesJSON(t, l), seriesJSON(t, whole)) || !l.Over() {
			t.Fatalf("cut at %d: the loaded series played on to another end", k)
		}
	}
	if later == 0 {
		t.Error("no cut in a later campaign")
	}
}

// TestSeriesRoundTrip: at random moments of seeded linked series played at
// random (battles included; random play never survives 1942, see
// TestSeriesRecordRoundTrip for later campaigns), a save says it is linked, loads to the same
// series and record, saves again to the same file, and the saved and loaded
// series, played on with the same decisions, stay identical to the end.
func TestSeriesRoundTrip(t *testing.T) {
	seeds := uint64(24)
	if testing.Short() {
		seeds = 8
	}
	inBattle := 0
	for seed := uint64(1); seed <= seeds; seed++ {
		r := rand.New(rand.NewPCG(seed, 11))
		s, _, err := NewSeriesSession(rules.Options{Seed: seed, ChooseOrdersArea: seed%3 == 0})
		if err != nil {
			t.Fatal(err)
		}
		playSeriesRandom(t, s, r, r.IntN(400))
		if s.Game().Battle != nil {
			inBattle++
		}
		b := marshal(t, s)
		sv, err := Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		l := sv.Session
		if !l.Linked() || !bytes.Equal(seriesJSON(t, s), seriesJSON(t, l)) || !reflect.DeepEqual(s.Decisions(), l.Decisions()) || s.Options() != l.Options() {
			t.Fatalf("seed %d: the loaded series differs from the saved one", seed)
		}
		g := s.Game()
		if sv.Kind != KindLinked || sv.Campaign != g.Year || sv.Turn != g.Turn || sv.TurnName != g.TurnName() || sv.Step != g.Step || sv.Migrated() {
			t.Fatalf("seed %d: header %+v", seed, sv.Header)
		}
		if !bytes.Equal(b, marshal(t, l)) {
			t.Fatalf("seed %d: saving the loaded series gives another file", seed)
		}
		for i := 0; i < 20000 && !s.Over(); i++ {
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
		if !bytes.Equal(seriesJSON(t, s), seriesJSON(t, l)) || !l.Over() {
			t.Fatalf("seed %d: the loaded series played on differently (or did not end)", seed)
		}
	}
	if !testing.Short() && inBattle == 0 {
		t.Error("no save was made in the middle of a battle; choose other moments")
	}
	t.Logf("%d of %d saves made in the middle of a battle", inBattle, seeds)
}

// TestSeriesLaterYearRoundTrip: a series saved in its second campaign or
// later loads there, with the Player Log of the campaigns before.
func TestSeriesLaterYearRoundTrip(t *testing.T) {
	s := seriesInLaterYear(t)
	sv, err := Decode(bytes.NewReader(marshal(t, s)))
	if err != nil {
		t.Fatal(err)
	}
	l := sv.Session.Series()
	if l.Index == 0 || len(l.Log) != l.Index || sv.Campaign == 1942 || !bytes.Equal(seriesJSON(t, s), seriesJSON(t, sv.Session)) {
		t.Fatalf("loaded at place %d with %d log lines, campaign %d", l.Index, len(l.Log), sv.Campaign)
	}
}

// TestSeriesAutosaveAndQuickSave: autosaves and the quick save of a series
// load as a series, and the file list says it is linked.
func TestSeriesAutosaveAndQuickSave(t *testing.T) {
	dir := tempDir(t)
	s := newSeries(t, 5)
	playSeriesRandom(t, s, rand.New(rand.NewPCG(5, 5)), 30)
	if _, err := AutoSave(dir, s); err != nil {
		t.Fatal(err)
	}
	if err := QuickSave(dir, s); err != nil {
		t.Fatal(err)
	}
	list, err := List(dir)
	if err != nil || len(list) != 2 {
		t.Fatalf("list %v, %v", list, err)
	}
	for _, e := range list {
		if !e.Linked || e.Campaign != s.Game().Year {
			t.Errorf("entry %+v", e)
		}
		sv, err := Load(e.Path)
		if err != nil || !sv.Session.Linked() || !bytes.Equal(seriesJSON(t, s), seriesJSON(t, sv.Session)) {
			t.Fatalf("%s: %v", e.Name, err)
		}
	}
}

// TestSeriesDecodeProblems: a save whose kind is missing, unknown or does
// not match its state is refused with a message; an altered series is too.
func TestSeriesDecodeProblems(t *testing.T) {
	s := newSeries(t, 6)
	playSeriesRandom(t, s, rand.New(rand.NewPCG(6, 6)), 12)
	linked := marshal(t, s)
	campaign := marshal(t, newSession(t, 6))
	cases := []struct {
		name string
		file []byte
		want Problem
		says string
	}{
		{"no kind", edit(t, linked, func(top map[string]any) { delete(top, "kind") }), Damaged, "campaign or a linked series"},
		{"unknown kind", edit(t, linked, func(top map[string]any) { top["kind"] = "war" }), Damaged, `"war"`},
		{"linked state called a campaign", edit(t, linked, func(top map[string]any) { top["kind"] = KindCampaign }), BadState, "cannot accept"},
		{"campaign state called linked", edit(t, campaign, func(top map[string]any) { top["kind"] = KindLinked }), BadState, "cannot accept"},
		{"series at the wrong place", edit(t, linked, func(top map[string]any) { top["state"].(map[string]any)["index"] = 2 }), BadState, "wrong one"},
		{"edited log", edit(t, linked, func(top map[string]any) {
			top["state"].(map[string]any)["log"] = []any{map[string]any{"year": 1942, "objectives": 20}}
		}), Mismatch, `"log"`},
		{"edited seed", edit(t, linked, func(top map[string]any) {
			top["state"].(map[string]any)["options"].(map[string]any)["seed"] = 99
		}), Mismatch, "altered"},
	}
	for _, c := range cases {
		sv, err := Decode(bytes.NewReader(c.file))
		if err == nil || sv != nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		if p := problem(t, err); p != c.want || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: %v (%v), want %v saying %q", c.name, p, err, c.want, c.says)
		}
	}
}

// asFormat1 rewrites a current campaign save in the shape of format 1: no
// "kind".
func asFormat1(t testing.TB, b []byte) []byte {
	t.Helper()
	return edit(t, asFormat2(t, b), func(top map[string]any) {
		delete(top, "kind")
		top["format"] = 1
	})
}

// TestMigrate1to2 marks a format 1 save as a campaign, whatever it said.
func TestMigrate1to2(t *testing.T) {
	for _, stray := range []string{"", `"linked"`} {
		top := map[string]json.RawMessage{"format": json.RawMessage("1")}
		if stray != "" {
			top["kind"] = json.RawMessage(stray)
		}
		if err := migrate1to2(top); err != nil || string(top["kind"]) != `"campaign"` {
			t.Fatalf("kind %s, %v", top["kind"], err)
		}
	}
	s := newSession(t, 15)
	playRandom(t, s, rand.New(rand.NewPCG(15, 1)), 9)
	sv, err := Decode(bytes.NewReader(asFormat1(t, marshal(t, s))))
	if err != nil {
		t.Fatal(err)
	}
	if !sv.Migrated() || sv.Format != 1 || sv.Kind != KindCampaign || sv.Session.Linked() || !sameGame(t, s.Game(), sv.Session.Game()) {
		t.Fatalf("header %+v", sv.Header)
	}
	if !bytes.Equal(marshal(t, sv.Session), marshal(t, s)) {
		t.Fatal("saving a migrated game does not give the current format")
	}
}

// TestFormat1Fixture: a format 1 file as 0.1.0 wrote it, frozen
// (testdata/frozen: never regenerated), still loads as a campaign.
func TestFormat1Fixture(t *testing.T) {
	path := filepath.Join("testdata", "frozen", "format1-1942.json")
	sv, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if sv.Format != 1 || !sv.Migrated() || sv.Kind != KindCampaign || sv.Campaign != 1942 || sv.Session.Linked() {
		t.Fatalf("header %+v", sv.Header)
	}
}
