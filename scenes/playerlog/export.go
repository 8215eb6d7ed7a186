package playerlog

import (
	"fmt"
	"html"
	"strings"
	"time"

	"nimitz/scenes/ui"
)

// FileName is the name an export of the log is written under: the kind of
// play and the time, so exports never overwrite each other.
func FileName(l Log, at time.Time) string {
	what := "linked"
	if !l.Linked && len(l.Campaigns) > 0 {
		what = fmt.Sprint(l.Campaigns[0].Year)
	}
	return fmt.Sprintf("player-log-%s-%s.html", what, at.Format("20060102-150405"))
}

// HTML is the log as one self-contained page: styles inline, the chart an
// inline SVG, no scripts and nothing fetched, so it opens anywhere, offline.
func HTML(l Log, at time.Time) []byte {
	var b strings.Builder
	esc := html.EscapeString
	title := "Player Log — " + l.Title()
	fmt.Fprintf(&b, `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>%s</title>
<style>
body{background:#0b1e3a;color:#dce6f2;font-family:Georgia,"Times New Roman",serif;margin:2em auto;max-width:1100px;padding:0 1em}
h1{color:#f2e6c8;letter-spacing:.05em;margin-bottom:.1em}
h2{color:#e0b040;border-bottom:1px solid #335078;padding-bottom:.2em;margin-top:1.6em}
.sub{color:#8fa3bd;margin-top:0}
.summary{font-size:1.2em;color:#f2e6c8;background:#122644;border:1px solid #e0b040;padding:.6em 1em}
table{border-collapse:collapse;width:100%%;margin:.5em 0}
th,td{border-bottom:1px solid #335078;padding:.3em .6em;text-align:left;vertical-align:top}
th{color:#e0b040;font-weight:normal}
td.n{text-align:right;color:#e0b040;font-weight:bold;white-space:nowrap}
td.held{color:#8fa3bd;font-size:.9em}
.eval{color:#e0b040;font-weight:bold}
svg{background:#122644;border:1px solid #335078;width:100%%;height:auto}
footer{color:#8fa3bd;font-size:.85em;margin-top:2em}
</style>
</head>
<body>
<h1>FLEET COMMANDER NIMITZ</h1>
<p class="sub">Player Log · %s · exported %s</p>
<p class="summary">%s</p>
`, esc(title), esc(l.Title()), esc(at.Format("2 January 2006 15:04")), esc(l.Summary()))
	b.WriteString("<h2>Objectives held at the end of each turn</h2>\n")
	b.WriteString(svgChart(l))
	if l.Linked {
		b.WriteString("<h2>Campaigns</h2>\n<table>\n<tr><th>Campaign</th><th>Objectives</th><th>Evaluation</th><th>How it ended</th></tr>\n")
		for _, c := range l.Campaigns {
			n, ev, why := "—", "in play", ""
			if c.Finished {
				n, ev, why = fmt.Sprint(c.Objectives), c.Evaluation, c.EndReason
			}
			fmt.Fprintf(&b, "<tr><td>%d</td><td class=\"n\">%s</td><td class=\"eval\">%s</td><td>%s</td></tr>\n", c.Year, n, esc(ev), esc(why))
		}
		total := "—"
		if l.Over && !l.EndedEarly {
			total = l.Evaluation
		}
		fmt.Fprintf(&b, "<tr><th>Linked total</th><td class=\"n\">%d</td><td class=\"eval\">%s</td><td>%s</td></tr>\n</table>\n", l.Total, esc(total), esc(l.EndReason))
	}
	for _, c := range l.Campaigns {
		fmt.Fprintf(&b, "<h2>The %d Campaign</h2>\n", c.Year)
		if c.Finished {
			fmt.Fprintf(&b, "<p><span class=\"eval\">%s</span> · %d Objectives toward Victory. %s</p>\n", esc(c.Evaluation), c.Objectives, esc(c.EndReason))
		} else {
			b.WriteString("<p>In play.</p>\n")
		}
		b.WriteString("<table>\n<tr><th>Turn</th><th>Held</th><th>Objectives held at the end of the turn</th></tr>\n")
		if len(c.Turns) == 0 {
			b.WriteString("<tr><td colspan=\"3\">No Campaign Turn completed yet.</td></tr>\n")
		}
		for _, t := range c.Turns {
			fmt.Fprintf(&b, "<tr><td>%s</td><td class=\"n\">%d</td><td class=\"held\">%s</td></tr>\n", esc(t.TurnName), len(t.Held), esc(strings.Join(t.Held, " · ")))
		}
		b.WriteString("</table>\n")
	}
	b.WriteString("<footer>Written by Fleet Commander Nimitz. This page is self-contained: keep it, print it, or share it.</footer>\n</body>\n</html>\n")
	return []byte(b.String())
}

// svgChart draws the Objectives held after each turn of every campaign as
// bars, the campaigns side by side, each under its year.
func svgChart(l Log) string {
	slots := chartSlots(l)
	const w, h = 1000.0, 360.0
	const left, right, top, bottom = 44.0, 12.0, 34.0, 52.0
	pw, ph := w-left-right, h-top-bottom
	most := l.Most()
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %g %g" role="img" aria-label="Objectives held at the end of each turn">`+"\n", w, h)
	// Its own background, so the chart reads the same copied out of the page.
	fmt.Fprintf(&b, `<rect width="%g" height="%g" fill="#122644"/>`+"\n", w, h)
	for k := 0; k <= most; k += ui.AxisStep(most, ph, 11*1.2) {
		y := top + ph - float64(k)/float64(most)*ph
		fmt.Fprintf(&b, `<line x1="%g" y1="%.1f" x2="%g" y2="%.1f" stroke="#335078" stroke-width="1"/>`, left, y, w-right, y)
		fmt.Fprintf(&b, `<text x="%g" y="%.1f" fill="#8fa3bd" font-size="11" text-anchor="end" font-family="sans-serif">%d</text>`+"\n", left-6, y+4, k)
	}
	if len(slots) == 0 {
		b.WriteString("</svg>\n")
		return b.String()
	}
	bw := pw / float64(len(slots))
	for i, sl := range slots {
		x := left + float64(i)*bw
		if sl.first {
			fmt.Fprintf(&b, `<line x1="%.1f" y1="%g" x2="%.1f" y2="%g" stroke="#e0b040" stroke-width="1.5"/>`, x, top-22, x, h-bottom+36)
			fmt.Fprintf(&b, `<text x="%.1f" y="%g" fill="#e0b040" font-size="14" font-weight="bold" font-family="sans-serif">%d</text>`+"\n", x+5, top-8, sl.year)
		}
		fmt.Fprintf(&b, `<text x="%.1f" y="%g" fill="#dce6f2" font-size="%g" text-anchor="middle" font-family="sans-serif">%s</text>`+"\n", x+bw/2, h-bottom+16, min(11, bw/4.2), html.EscapeString(sl.name))
		if !sl.played {
			continue
		}
		bh := float64(sl.held) / float64(most) * ph
		fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#2c5aa8" stroke="#dce6f2" stroke-width="1"/>`, x+bw*0.18, top+ph-bh, bw*0.64, bh)
		fmt.Fprintf(&b, `<text x="%.1f" y="%.1f" fill="#f2e6c8" font-size="12" font-weight="bold" text-anchor="middle" font-family="sans-serif">%d</text>`+"\n", x+bw/2, top+ph-bh-4, sl.held)
	}
	b.WriteString("</svg>\n")
	return b.String()
}
