package warrecord

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strings"
	"testing"

	"nimitz/savegame"
)

// TestExports: the CSV reads back as one row an entry under its header,
// with the figures and a note that cannot pass for a formula; the HTML page
// is one file with its charts drawn in SVG, nothing fetched, no script, and
// the player's notes escaped.
func TestExports(t *testing.T) {
	r := built()
	r.Entries[0].Bookmarks = []savegame.Bookmark{{At: 3, Event: -1, Note: "=HYPERLINK(\"x\") <script>alert(1)</script>"}}
	r.Entries[0].Seed = 42
	b, err := r.CSV()
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(b)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 1+len(r.Entries) || len(rows[0]) != len(CSVHeader) {
		t.Fatalf("%d rows of %d columns", len(rows), len(rows[0]))
	}
	col := func(name string) int {
		for i, h := range CSVHeader {
			if h == name {
				return i
			}
		}
		t.Fatalf("no column %q", name)
		return -1
	}
	first := rows[1]
	if first[col("result")] != "Poor" || first[col("objectives")] != "4" || first[col("objectives per turn")] != "6 5 4" ||
		first[col("battles won")] != "1" || first[col("battles expected")] != "0.75" || first[col("dice seed")] != "42" {
		t.Errorf("first row %q", first)
	}
	if rows[3][col("result")] != Abandoned {
		t.Errorf("the abandoned campaign reads %q", rows[3][col("result")])
	}
	if note := first[col("bookmarks")]; !strings.HasPrefix(note, "3: =HYPERLINK") {
		t.Errorf("bookmarks %q", note)
	}
	band, err := ShippedBand()
	if err != nil {
		t.Fatal(err)
	}
	page := string(r.HTML(band, when))
	for _, want := range []string{"<svg", "Results per campaign", "The 1942 Campaign: Objectives held turn by turn", "battles won: 3, expected 1.8 ± 0.8", "&lt;script&gt;"} {
		if !strings.Contains(page, want) {
			t.Errorf("the page has no %q", want)
		}
	}
	for _, never := range []string{"<script", "http://", "https://", "src="} {
		if strings.Contains(strings.ReplaceAll(page, `xmlns="http://www.w3.org/2000/svg"`, ""), never) {
			t.Errorf("the page holds %q: it must stand alone", never)
		}
	}
}

// withStaff is the shipped band with a made-up staff's band beside the
// heuristic's: each turn a count higher, every campaign two Objectives
// better (the real one is made by cmd/band, hours of play).
func withStaff(t *testing.T) Band {
	t.Helper()
	b, err := ShippedBand()
	if err != nil {
		t.Fatal(err)
	}
	staff := map[string]CampaignBand{}
	for c, cb := range b.Policies[Heuristic] {
		var turns []TurnBand
		for _, tb := range cb.Turns {
			turns = append(turns, TurnBand{Turn: tb.Turn, Games: tb.Games, P10: tb.P10 + 1, P50: tb.P50 + 1, P90: tb.P90 + 1})
		}
		staff[c] = CampaignBand{Turns: turns, Final: append([]int{0, 0}, cb.Final...), Check: cb.Check}
	}
	b.Policies = map[string]map[string]CampaignBand{Heuristic: b.Policies[Heuristic], "expert:8": staff}
	return b
}

// TestTheExportShowsEveryPolicysBand: with the staff's band beside the
// heuristic's, each campaign's chart draws both, named in its legend, and
// the table says for each how many of its campaigns every entry beat.
func TestTheExportShowsEveryPolicysBand(t *testing.T) {
	band := withStaff(t)
	if got := band.PoliciesShown(); len(got) != 2 || got[0] != Heuristic || got[1] != "expert:8" {
		t.Fatalf("policies shown %v", got)
	}
	r := built()
	page := string(r.HTML(band, when))
	chart := page[strings.Index(page, "The 1942 Campaign"):]
	chart = chart[:strings.Index(chart, "</svg>")]
	for _, want := range []string{"a simple rule-following admiral", "the staff (8 rollouts a decision)", cssCoast, `stroke-dasharray`,
		"<th>Better than a simple rule-following admiral</th><th>Better than the staff (8 rollouts a decision)</th>"} {
		if !strings.Contains(chart, want) && !strings.Contains(page, want) {
			t.Errorf("the page has no %q", want)
		}
	}
	if n := strings.Count(chart, "<polygon"); n != 2 {
		t.Errorf("the 1942 chart draws %d bands, want 2", n)
	}
	// The entry of 7 Objectives in 1942 (the second): its row holds both
	// shares, the staff's lower.
	h, _ := band.Better(Heuristic, &r.Entries[1])
	st, _ := band.Better("expert:8", &r.Entries[1])
	if !(st < h) {
		t.Fatalf("the staff's share %v is not below the heuristic's %v: the test band is not made as meant", st, h)
	}
	row := page[strings.Index(page, "<td>6 7 7</td>"):]
	row = row[:strings.Index(row, "</tr>")]
	if want := fmt.Sprintf(`<td class="n">%.0f%%</td><td class="n">%.0f%%</td>`, 100*h, 100*st); !strings.Contains(row, want) {
		t.Errorf("the row %q has not %q", row, want)
	}
}
