package warrecord

import (
	"slices"
	"testing"
	"time"
)

// built is a record made by hand: five campaigns, one abandoned.
func built() Record {
	day := func(d int) time.Time { return time.Date(2026, 1, d, 20, 0, 0, 0, time.UTC) }
	turns := func(held ...int) []Turn {
		var out []Turn
		for i, h := range held {
			out = append(out, Turn{Turn: i + 1, Held: h})
		}
		return out
	}
	return Record{Entries: []Entry{
		{ID: "a", Date: day(1), Campaign: "1942", Result: "Poor", Objectives: 4, Campaigns: []Campaign{{Year: 1942, Turns: turns(6, 5, 4)}},
			Battles: []Battle{{PWin: 0.5, Won: true, Samples: 400}, {PWin: 0.25, Samples: 400}}},
		{ID: "b", Date: day(2), Campaign: "1942", Result: "Historical", Objectives: 7, Campaigns: []Campaign{{Year: 1942, Turns: turns(6, 7, 7)}},
			Battles: []Battle{{PWin: 0.9, Won: true, Samples: 400}}},
		{ID: "c", Date: day(3), Campaign: "1942", Abandoned: true, Objectives: 5, Campaigns: []Campaign{{Year: 1942, Turns: turns(5)}}},
		{ID: "d", Date: day(4), Campaign: "1944", Result: "Historical", Objectives: 11,
			Battles: []Battle{{PWin: 0.1, Won: true, Samples: 400}}},
		{ID: "e", Date: day(5), Campaign: Linked, Result: EndedEarly, Objectives: 20},
	}}
}

// TestStatisticsOfABuiltRecord: the results per campaign, the luck over
// the record, the list filtered and sorted, and the share of simulated
// admirals beaten, from a record built by hand.
func TestStatisticsOfABuiltRecord(t *testing.T) {
	r := built()
	ts := r.Tallies()
	if len(ts) != 5 || ts[0].Campaign != "1942" || ts[4].Campaign != Linked {
		t.Fatalf("tallies of %d campaigns", len(ts))
	}
	count := func(ta Tally, result string) int {
		i := slices.Index(ta.Results, result)
		if i < 0 {
			return -1
		}
		return ta.Counts[i]
	}
	if count(ts[0], "Poor") != 1 || count(ts[0], "Historical") != 1 || count(ts[0], Abandoned) != 1 || ts[0].Total() != 3 {
		t.Errorf("1942: %+v", ts[0])
	}
	if ts[1].Total() != 0 || count(ts[2], "Historical") != 1 || count(ts[4], EndedEarly) != 1 {
		t.Errorf("1943 %+v, 1944 %+v, linked %+v", ts[1], ts[2], ts[4])
	}
	if ts[0].Results[len(ts[0].Results)-1] != Abandoned {
		t.Errorf("the results do not end with Abandoned: %v", ts[0].Results)
	}
	l := r.Luck()
	if l.Battles != 4 || l.Won != 3 || abs(l.Expected-1.75) > 1e-12 {
		t.Errorf("luck %+v, want 3 won of 4, 1.75 expected", l)
	}
	ids := func(is []int) string {
		s := ""
		for _, i := range is {
			s += r.Entries[i].ID
		}
		return s
	}
	for _, c := range []struct {
		f    Filter
		key  SortKey
		down bool
		want string
	}{
		{Filter{}, ByDate, true, "edcba"},
		{Filter{Campaign: "1942"}, ByDate, false, "abc"},
		{Filter{Result: "Historical"}, ByDate, false, "bd"},
		{Filter{Campaign: "1942"}, ByResult, true, "bac"},
		{Filter{}, ByObjectives, true, "edbca"},
		{Filter{Campaign: "1944", Result: "Poor"}, ByDate, false, ""},
		{Filter{}, ByCampaign, false, "abcde"},
	} {
		if got := ids(r.List(c.f, c.key, c.down)); got != c.want {
			t.Errorf("%+v by %s (down %v): %q, want %q", c.f, SortKeys[c.key], c.down, got, c.want)
		}
	}
	band := Band{Games: 10, Policies: map[string]map[string]CampaignBand{"heuristic": {
		"1942": {Final: []int{0, 0, 0, 1, 2, 3, 2, 1, 1}}}}}
	if p, ok := band.Better("heuristic", &r.Entries[0]); !ok || abs(p-0.1) > 1e-12 {
		t.Errorf("4 Objectives beat %v, want 10%% (one of ten had fewer)", p)
	}
	if p, _ := band.Better("heuristic", &r.Entries[1]); abs(p-0.8) > 1e-12 {
		t.Errorf("7 Objectives beat %v, want 80%%", p)
	}
	if _, ok := band.Better("heuristic", &r.Entries[2]); ok {
		t.Error("an abandoned campaign is compared")
	}
	if _, ok := band.Better("staff", &r.Entries[1]); ok {
		t.Error("a policy with no band is compared")
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
