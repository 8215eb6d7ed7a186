package warrecord

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"html"
	"math"
	"strconv"
	"strings"
	"time"
)

// OptionsText words a campaign's options for the list and the exports.
func (e *Entry) OptionsText() string {
	o := e.Options
	var out []string
	if o.GameMakesJapanChoices {
		out = append(out, "the game makes Japan's choices")
	}
	if o.AutoPlans {
		out = append(out, "Battle Plans answered")
	}
	if o.ChooseBombing {
		out = append(out, "bombing chosen")
	}
	if o.DefeatCheckAsPrinted {
		out = append(out, "Defeat Check as printed")
	}
	if len(out) == 0 {
		return "standard"
	}
	return strings.Join(out, ", ")
}

// LuckText is the luck figure in words: "battles won: 9, expected 7.4 ±
// 1.1".
func (l Luck) Text() string {
	return fmt.Sprintf("battles won: %d, expected %.1f ± %.1f", l.Won, l.Expected, l.SD)
}

// turnsText is a campaign's Objectives turn by turn, "6 6 5 7".
func turnsText(cs []Campaign) string {
	var parts []string
	for _, c := range cs {
		var held []string
		for _, t := range c.Turns {
			held = append(held, strconv.Itoa(t.Held))
		}
		s := strings.Join(held, " ")
		if len(cs) > 1 {
			s = fmt.Sprintf("%d: %s", c.Year, s)
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, "; ")
}

// CSVHeader are the CSV's columns.
var CSVHeader = []string{"date", "campaign", "options", "result", "how it ended", "objectives",
	"objectives per turn", "battles fought", "battles won", "battles expected", "expected ±",
	"US ships lost", "US aircraft lost", "US infantry lost", "Japanese ships lost", "Japanese aircraft lost", "Japanese infantry lost",
	"dice seed", "decisions", "bookmarks", "replay (the save, gzip and base64)"}

// CSV is the whole record, one entry a row, oldest first.
func (r Record) CSV() ([]byte, error) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	if err := w.Write(CSVHeader); err != nil {
		return nil, err
	}
	for i := range r.Entries {
		e := &r.Entries[i]
		l := LuckOf(e.Battles)
		var notes []string
		for _, bm := range e.Bookmarks {
			notes = append(notes, fmt.Sprintf("%d: %s", bm.At, bm.Note))
		}
		row := []string{e.Date.UTC().Format(time.RFC3339), CampaignName(e.Campaign), e.OptionsText(), e.Outcome(), e.EndReason,
			strconv.Itoa(e.Objectives), turnsText(e.Campaigns), strconv.Itoa(len(e.Battles)), strconv.Itoa(l.Won),
			fmt.Sprintf("%.2f", l.Expected), fmt.Sprintf("%.2f", l.SD),
			strconv.Itoa(e.Losses.US.Ships), strconv.Itoa(e.Losses.US.Aircraft), strconv.Itoa(e.Losses.US.Infantry),
			strconv.Itoa(e.Losses.Japan.Ships), strconv.Itoa(e.Losses.Japan.Aircraft), strconv.Itoa(e.Losses.Japan.Infantry),
			strconv.FormatUint(e.Seed, 10), strconv.Itoa(e.Decisions), strings.Join(notes, " | "), e.Replay}
		if e.Pending {
			// Not worked out yet: the columns from "battles fought" to
			// "Japanese infantry lost" blank, rather than counts of none.
			for k := 7; k <= 16; k++ {
				row[k] = ""
			}
		}
		for k, c := range row {
			row[k] = safeCell(c)
		}
		if err := w.Write(row); err != nil {
			return nil, err
		}
	}
	w.Flush()
	return b.Bytes(), w.Error()
}

// safeCell keeps a spreadsheet from reading a note as a formula.
func safeCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		if _, err := strconv.ParseFloat(s, 64); err != nil {
			return "'" + s
		}
	}
	return s
}

// ExportName is the name an export is written under, its kind ("csv" or
// "html") and time in it, so exports never write over one another.
func ExportName(kind string, at time.Time) string {
	return fmt.Sprintf("war-record-%s.%s", at.Format("20060102-150405"), kind)
}

// The page's colours: the game's theme (scenes/ui), as CSS.
const (
	cssNavy   = "#0b1e3a"
	cssPanel  = "#122644"
	cssLine   = "#335078"
	cssGold   = "#e0b040"
	cssCream  = "#f2e6c8"
	cssPale   = "#dce6f2"
	cssMuted  = "#8fa3bd"
	cssUSBlue = "#4f86c6"
	cssCoast  = "#7a6a45"
)

// resultColour is the colour of the i-th of n results of a campaign's
// table, best (gold) to worst (red), as the War record screen draws them;
// Abandoned is muted.
func resultColour(name string, i, n int) string {
	if name == Abandoned {
		return cssMuted
	}
	scale := []string{cssGold, "#5cc86a", "#b4d2ff", cssPale, "#ffb0a4", "#e81c1c"}
	if n <= 2 {
		return scale[0]
	}
	return scale[min(i*(len(scale)-1)/(n-2), len(scale)-1)]
}

// HTML is the whole record as one self-contained page: styles inline, the
// charts inline SVG, no scripts and nothing fetched, so it opens anywhere,
// offline. Each campaign's chart draws the band of every policy band has
// (the heuristic's first), and the table says how many of each policy's
// campaigns every entry beat.
func (r Record) HTML(band Band, at time.Time) []byte {
	var b strings.Builder
	esc := html.EscapeString
	policies := band.PoliciesShown()
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>War record — Fleet Commander Nimitz</title>
<style>
body{background:%s;color:%s;font-family:Georgia,"Times New Roman",serif;margin:2em auto;max-width:1100px;padding:0 1em}
h1{color:%s;letter-spacing:.05em;margin-bottom:.1em}
h2{color:%s;border-bottom:1px solid %s;padding-bottom:.2em;margin-top:1.6em}
.sub{color:%s;margin-top:0}
.summary{font-size:1.2em;color:%s;background:%s;border:1px solid %s;padding:.6em 1em}
table{border-collapse:collapse;width:100%%;margin:.5em 0;font-size:.92em}
th,td{border-bottom:1px solid %s;padding:.3em .5em;text-align:left;vertical-align:top}
th{color:%s;font-weight:normal}
td.n{text-align:right;white-space:nowrap}
svg{background:%s;border:1px solid %s;width:100%%;height:auto}
footer{color:%s;font-size:.85em;margin-top:2em}
</style>
</head>
<body>
<h1>FLEET COMMANDER NIMITZ</h1>
<p class="sub">War record · %d %s · exported %s</p>
`, cssNavy, cssPale, cssCream, cssGold, cssLine, cssMuted, cssCream, cssPanel, cssGold, cssLine, cssGold, cssPanel, cssLine, cssMuted,
		len(r.Entries), plural(len(r.Entries), "campaign", "campaigns"), esc(at.Format("2 January 2006 15:04")))
	fmt.Fprintf(&b, "<p class=\"summary\">Luck over the whole record: %s.</p>\n", esc(r.Luck().Text()))
	b.WriteString("<h2>Results per campaign</h2>\n")
	b.WriteString(resultsSVG(r.Tallies()))
	for _, c := range Campaigns() {
		var bands []namedBand
		for k, p := range policies {
			if cb, ok := band.Of(p, c); ok && len(cb.Turns) > 0 {
				bands = append(bands, namedBand{who: Admirals(p), colour: cssBands[k%len(cssBands)], dashed: k > 0, CampaignBand: cb})
			}
		}
		if len(bands) == 0 {
			continue
		}
		var lines [][]Turn
		for _, e := range r.Entries {
			for _, ec := range e.Campaigns {
				if strconv.Itoa(ec.Year) == c {
					lines = append(lines, ec.Turns)
				}
			}
		}
		if len(lines) == 0 {
			continue
		}
		var whose []string
		for _, nb := range bands {
			whose = append(whose, fmt.Sprintf("%s simulated campaigns of %s", Thousands(nb.Games()), nb.who))
		}
		fmt.Fprintf(&b, "<h2>The %s Campaign: Objectives held turn by turn</h2>\n<p class=\"sub\">Your campaigns (blue) against %s: each band runs from the 10th to the 90th percentile, the gold line is its median.</p>\n",
			esc(c), esc(strings.Join(whose, " and ")))
		b.WriteString(bandSVG(bands, lines))
	}
	b.WriteString("<h2>Every campaign</h2>\n<table>\n<tr><th>Date</th><th>Campaign</th><th>Result</th><th>Objectives</th><th>Per turn</th><th>Battles won / expected</th>")
	for _, p := range policies {
		fmt.Fprintf(&b, "<th>Better than %s</th>", esc(Admirals(p)))
	}
	b.WriteString("<th>Losses US / Japan</th><th>Seed</th><th>Options</th></tr>\n")
	for i := len(r.Entries) - 1; i >= 0; i-- {
		e := &r.Entries[i]
		l := LuckOf(e.Battles)
		battles := fmt.Sprintf("%d / %.1f ± %.1f", l.Won, l.Expected, l.SD)
		losses := fmt.Sprintf("%d / %d", e.Losses.US.Total(), e.Losses.Japan.Total())
		if e.Pending {
			battles, losses = "being worked out", "…"
		}
		fmt.Fprintf(&b, "<tr><td>%s</td><td>%s</td><td>%s</td><td class=\"n\">%d</td><td>%s</td><td class=\"n\">%s</td>",
			esc(e.Date.Local().Format("2 Jan 2006 15:04")), esc(CampaignName(e.Campaign)), esc(e.Outcome()), e.Objectives, esc(turnsText(e.Campaigns)), esc(battles))
		for _, p := range policies {
			better := "—"
			if share, ok := band.Better(p, e); ok {
				better = fmt.Sprintf("%.0f%%", 100*share)
			}
			fmt.Fprintf(&b, "<td class=\"n\">%s</td>", better)
		}
		fmt.Fprintf(&b, "<td class=\"n\">%s</td><td class=\"n\">%d</td><td>%s</td></tr>\n", esc(losses), e.Seed, esc(e.OptionsText()))
		for _, bm := range e.Bookmarks {
			fmt.Fprintf(&b, "<tr><td></td><td colspan=\"%d\">Bookmark at decision %d: %s</td></tr>\n", 8+len(policies), bm.At, esc(bm.Note))
		}
	}
	b.WriteString("</table>\n<footer>Better than: the share of that admiral's simulated campaigns of the same kind that ended with fewer Objectives. Luck: for every battle, the chance the US had of winning it as it began (the game's odds engine on that position); \"expected\" is the sum of those chances, ± one standard deviation. Each campaign's replay is in the game's war record and in its CSV export.</footer>\n</body>\n</html>\n")
	return []byte(b.String())
}

// namedBand is one policy's band as a chart draws it: whose, and in what
// colour.
type namedBand struct {
	who    string
	colour string
	dashed bool // its median dashed, to tell it from the first band's
	CampaignBand
}

// cssBands are the bands' colours, the first policy's first: the theme's
// muted blue and the coast's olive.
var cssBands = []string{cssMuted, cssCoast}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// resultsSVG is the bar chart of results per campaign: one stacked bar a
// campaign, one colour a result.
func resultsSVG(ts []Tally) string {
	const w, rowH, left, right = 1000.0, 44.0, 150.0, 60.0
	h := 30 + rowH*float64(len(ts)) + 60
	most := 1
	for _, t := range ts {
		most = max(most, t.Total())
	}
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %.0f %.0f" role="img" aria-label="Results per campaign">`+"\n", w, h)
	legend := map[string]string{}
	var order []string
	for i, t := range ts {
		y := 20 + rowH*float64(i)
		fmt.Fprintf(&b, `<text x="%.0f" y="%.0f" fill="%s" font-size="16" text-anchor="end">%s</text>`+"\n", left-10, y+22, cssCream, html.EscapeString(CampaignName(t.Campaign)))
		x := left
		for k, n := range t.Counts {
			if n == 0 {
				continue
			}
			bw := float64(n) / float64(most) * (w - left - right)
			c := resultColour(t.Results[k], k, len(t.Results))
			fmt.Fprintf(&b, `<rect x="%.1f" y="%.0f" width="%.1f" height="%.0f" fill="%s"><title>%s: %d</title></rect>`+"\n", x, y+6, bw, rowH-14, c, html.EscapeString(t.Results[k]), n)
			if bw > 18 {
				fmt.Fprintf(&b, `<text x="%.1f" y="%.0f" fill="%s" font-size="14" text-anchor="middle">%d</text>`+"\n", x+bw/2, y+25, cssNavy, n)
			}
			x += bw
			if _, ok := legend[t.Results[k]]; !ok {
				legend[t.Results[k]] = c
				order = append(order, t.Results[k])
			}
		}
		fmt.Fprintf(&b, `<text x="%.1f" y="%.0f" fill="%s" font-size="14">%d</text>`+"\n", x+8, y+24, cssMuted, t.Total())
	}
	x := left
	for _, name := range order {
		y := h - 30
		fmt.Fprintf(&b, `<rect x="%.0f" y="%.0f" width="14" height="14" fill="%s"/><text x="%.0f" y="%.0f" fill="%s" font-size="13">%s</text>`+"\n", x, y, legend[name], x+18, y+12, cssPale, html.EscapeString(name))
		x += 26 + 7.5*float64(len(name))
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// bandSVG is one campaign's Objectives per turn: the simulated bands, each
// with its median and named in a legend, and the player's campaigns over
// them.
func bandSVG(bands []namedBand, lines [][]Turn) string {
	const w, h, left, bottom, top, right = 1000.0, 380.0, 50.0, 40.0, 40.0, 20.0
	turns, most := 0, 1
	for _, nb := range bands {
		turns = max(turns, len(nb.Turns))
		for _, t := range nb.Turns {
			most = max(most, t.P90)
		}
	}
	for _, l := range lines {
		turns = max(turns, len(l))
		for _, t := range l {
			most = max(most, t.Held)
		}
	}
	xAt := func(turn int) float64 {
		return left + (float64(turn)-0.5)/float64(max(turns, 1))*(w-left-right)
	}
	yAt := func(v float64) float64 { return h - bottom - v/float64(most)*(h-top-bottom) }
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %.0f %.0f" role="img" aria-label="Objectives per turn">`+"\n", w, h)
	step := int(math.Max(1, math.Ceil(float64(most)/8)))
	for k := 0; k <= most; k += step {
		y := yAt(float64(k))
		fmt.Fprintf(&b, `<line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="%s"/><text x="%.0f" y="%.1f" fill="%s" font-size="12" text-anchor="end">%d</text>`+"\n", left, y, w-right, y, cssLine, left-6, y+4, cssMuted, k)
	}
	for t := 1; t <= turns; t++ {
		fmt.Fprintf(&b, `<text x="%.1f" y="%.0f" fill="%s" font-size="12" text-anchor="middle">%d</text>`+"\n", xAt(t), h-bottom+18, cssMuted, t)
	}
	for _, nb := range bands {
		var up, down, mid []string
		for _, t := range nb.Turns {
			up = append(up, fmt.Sprintf("%.1f,%.1f", xAt(t.Turn), yAt(float64(t.P90))))
			mid = append(mid, fmt.Sprintf("%.1f,%.1f", xAt(t.Turn), yAt(float64(t.P50))))
		}
		for i := len(nb.Turns) - 1; i >= 0; i-- {
			t := nb.Turns[i]
			down = append(down, fmt.Sprintf("%.1f,%.1f", xAt(t.Turn), yAt(float64(t.P10))))
		}
		dash := ""
		if nb.dashed {
			dash = ` stroke-dasharray="8 5"`
		}
		fmt.Fprintf(&b, `<polygon points="%s %s" fill="%s" fill-opacity="0.45" stroke="none"><title>%s</title></polygon>`+"\n", strings.Join(up, " "), strings.Join(down, " "), nb.colour, html.EscapeString(nb.who))
		fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2"%s/>`+"\n", strings.Join(mid, " "), cssGold, dash)
	}
	x := left
	for _, nb := range bands {
		fmt.Fprintf(&b, `<rect x="%.0f" y="12" width="14" height="14" fill="%s" fill-opacity="0.8"/><text x="%.0f" y="24" fill="%s" font-size="13">%s</text>`+"\n", x, nb.colour, x+20, cssPale, html.EscapeString(nb.who))
		x += 50 + 7*float64(len(nb.who))
	}
	for _, l := range lines {
		var pts []string
		for _, t := range l {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", xAt(t.Turn), yAt(float64(t.Held))))
		}
		if len(pts) == 1 {
			pts = append(pts, pts[0])
		}
		fmt.Fprintf(&b, `<polyline points="%s" fill="none" stroke="%s" stroke-width="2.5"/>`+"\n", strings.Join(pts, " "), cssUSBlue)
	}
	fmt.Fprintf(&b, `<text x="%.0f" y="%.0f" fill="%s" font-size="12" text-anchor="end">Campaign Turn</text>`+"\n", w-right, h-4, cssMuted)
	b.WriteString("</svg>\n")
	return b.String()
}

// Thousands writes n with its thousands apart: 1,000.
func Thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
