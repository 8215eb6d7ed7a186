package warrecord

import (
	"bytes"
	"encoding/csv"
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
	page := string(r.HTML(band, "heuristic", when))
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
