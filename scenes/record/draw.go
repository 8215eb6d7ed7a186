package record

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/ui"
	"nimitz/warrecord"
)

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	screen.Fill(ui.Navy)
	p := partsFor(v.Canvas())
	s.drawHead(screen, v, p)
	s.filters.Grid = p.filterGrid()
	s.filters.Set(s.filterItems())
	s.filters.Draw(screen, v)
	s.drawList(screen, v, p)
	s.buttons.Grid = p.buttonGrid()
	s.buttons.Set(s.items())
	s.buttons.Draw(screen, v)
	s.drawResults(screen, v, p.results)
	s.drawTurns(screen, v, p.turns)
	s.drawFigures(screen, v, p.figures)
}

// drawHead is the title, what the record holds, and the status line (or
// what could not be read).
func (s *Scene) drawHead(dst *ebiten.Image, v ui.View, p parts) {
	h := p.head
	w := v.Text(dst, "WAR RECORD", ui.SizeBanner, true, ui.Gold, h.X, h.Y, ui.Left)
	n := len(s.rec.Entries)
	what := fmt.Sprintf("%d %s kept", n, ui.Plural(n, "campaign", "campaigns"))
	if l := s.rec.Luck(); l.Battles > 0 {
		what += " · luck over them all: " + l.Text()
	}
	v.Text(dst, v.FitText(what, ui.SizeSubtitle, true, h.W-w-24), ui.SizeSubtitle, true, ui.Cream, h.X+w+24, h.Y+8, ui.Left)
	line := ui.Rect{X: h.X, Y: h.Y + 40, W: h.W, H: h.H - 40}
	switch {
	case s.status.Text != "":
		s.status.Draw(dst, v, line)
	case s.problem != "":
		v.Text(dst, v.FitText(s.problem, ui.SizeBody, true, line.W), ui.SizeBody, true, ui.Refused, line.X, line.Y+2, ui.Left)
	default:
		v.Text(dst, v.FitText("Every campaign you finish, or leave for a new one, is kept here with its replay. Click one to see its figures; click it again, or press Enter, to watch it.", ui.SizeBody, false, line.W),
			ui.SizeBody, false, ui.Muted, line.X, line.Y+2, ui.Left)
	}
}

// drawList is the entries as the filters and the order choose them.
func (s *Scene) drawList(dst *ebiten.Image, v ui.View, p parts) {
	ui.DrawPanel(dst, v, p.list, "")
	c := columnsOf(p.header)
	for _, h := range []struct {
		t string
		x float64
		a ui.Align
	}{{"Date", c.date, ui.Left}, {"Campaign", c.campaign, ui.Left}, {"Result", c.result, ui.Left},
		{"Objectives", c.objectives, ui.Right}, {"Won / expected", c.battles, ui.Right}, {"Better than", c.better, ui.Right}} {
		v.Text(dst, h.t, ui.SizeSmall, true, ui.Gold, h.x, p.header.Y+4, h.a)
	}
	v.Line(dst, p.header.X, p.header.Bottom(), p.header.Right(), p.header.Bottom(), 1, ui.PanelLine)
	s.list.Area, s.list.RowH, s.list.Rows = p.rows, rowH, len(s.shown)
	if len(s.shown) == 0 {
		msg := "No campaign is kept yet: finish one, and it is here with its replay."
		if len(s.rec.Entries) > 0 {
			msg = "No campaign kept matches these filters."
		}
		v.Paragraph(dst, msg, ui.SizeLead, false, ui.Muted, p.rows.X+6, p.rows.Y+8, p.rows.W-12)
		return
	}
	from, to := s.list.Visible()
	for i := from; i < to; i++ {
		e := &s.rec.Entries[s.shown[i]]
		r := s.list.RowRect(i)
		rc := columnsOf(r)
		if i == s.sel {
			v.FillRect(dst, r, ui.USBlueDk)
			v.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: 3, H: r.H}, ui.Gold)
		}
		y := r.CY() - ui.SizeBody*0.65
		clr := ui.Pale
		if e.Abandoned {
			clr = ui.Muted
		}
		l := warrecord.LuckOf(e.Battles)
		better := "—"
		if b, ok := s.band.Better(Policy, e); ok {
			better = fmt.Sprintf("%.0f%%", 100*b)
		}
		v.Text(dst, e.Date.Local().Format("2 Jan 2006 15:04"), ui.SizeBody, false, clr, rc.date, y, ui.Left)
		v.Text(dst, v.FitText(warrecord.CampaignName(e.Campaign), ui.SizeBody, true, rc.result-rc.campaign-8), ui.SizeBody, true, ui.Cream, rc.campaign, y, ui.Left)
		v.Text(dst, v.FitText(e.Outcome(), ui.SizeBody, !e.Abandoned, rc.objectives-rc.result-90), ui.SizeBody, !e.Abandoned, resultTextColour(e), rc.result, y, ui.Left)
		v.Text(dst, strconv.Itoa(e.Objectives), ui.SizeBody, true, clr, rc.objectives, y, ui.Right)
		battles := fmt.Sprintf("%d / %.1f", l.Won, l.Expected)
		if e.Pending {
			battles = "…"
		}
		v.Text(dst, battles, ui.SizeBody, false, clr, rc.battles, y, ui.Right)
		v.Text(dst, better, ui.SizeBody, false, clr, rc.better, y, ui.Right)
	}
	s.list.DrawScrollBar(dst, v)
}

// resultTextColour is the colour a result is named in: gold for the best
// of its campaign's table, red for the worst, muted when abandoned.
func resultTextColour(e *warrecord.Entry) color.Color {
	rs := warrecord.Results(e.Campaign)
	for i, r := range rs {
		if r == e.Outcome() {
			return resultColour(r, i, len(rs))
		}
	}
	return ui.Pale
}

// resultColour is the colour of the i-th of n results of a campaign's
// table, best (gold) to worst (red); Abandoned is muted.
func resultColour(name string, i, n int) color.Color {
	if name == warrecord.Abandoned {
		return ui.Muted
	}
	scale := []color.Color{ui.Gold, ui.Green, ui.USText, ui.Pale, ui.JPText, ui.Slash}
	if n <= 2 {
		return scale[0]
	}
	return scale[min(i*(len(scale)-1)/(n-2), len(scale)-1)]
}

// drawResults is the bar chart of results per campaign: a bar a campaign,
// a stretch of it a result, best on the left.
func (s *Scene) drawResults(dst *ebiten.Image, v ui.View, r ui.Rect) {
	in := ui.DrawPanel(dst, v, r, "RESULTS PER CAMPAIGN")
	ts := s.rec.Tallies()
	most := 1
	for _, t := range ts {
		most = max(most, t.Total())
	}
	const label = 130.0
	barW := in.W - label - 40
	rowY := in.Y
	for _, t := range ts {
		v.Text(dst, warrecord.CampaignName(t.Campaign), ui.SizeBody, true, ui.Cream, in.X+label-10, rowY+8, ui.Right)
		x := in.X + label
		for k, n := range t.Counts {
			if n == 0 {
				continue
			}
			w := float64(n) / float64(most) * barW
			v.FillRect(dst, ui.Rect{X: x, Y: rowY + 4, W: w, H: 24}, resultColour(t.Results[k], k, len(t.Results)))
			if w > 16 {
				v.Text(dst, strconv.Itoa(n), ui.SizeSmall, true, ui.Ink, x+w/2, rowY+9, ui.Center)
			}
			x += w
		}
		v.Text(dst, strconv.Itoa(t.Total()), ui.SizeSmall, false, ui.Muted, x+6, rowY+9, ui.Left)
		rowY += 34
	}
	v.Text(dst, v.FitText("Each bar: the campaign's results, best on the left (gold) to worst (red); grey: abandoned.", ui.SizeSmall, false, in.W),
		ui.SizeSmall, false, ui.Muted, in.X, in.Bottom()-ui.SizeSmall*1.3, ui.Left)
}

// drawTurns is the chosen entry's Objectives held turn by turn over the
// bands of the simulated campaigns (10th to 90th percentile, the median a
// gold tick): one band for each policy the band file has, side by side in
// their own colours.
func (s *Scene) drawTurns(dst *ebiten.Image, v ui.View, r ui.Rect) {
	in := ui.DrawPanel(dst, v, r, "OBJECTIVES PER TURN AGAINST THE SIMULATED ADMIRALS")
	e, ok := s.chosen()
	if !ok {
		v.Paragraph(dst, "Choose a campaign in the list.", ui.SizeLead, false, ui.Muted, in.X, in.Y, in.W)
		return
	}
	policies := s.band.PoliciesShown()
	type slot struct {
		year, turn int
		held       int
		bands      []*warrecord.TurnBand // one a policy; nil where it has none
	}
	var slots []slot
	most := 1
	for _, c := range e.Campaigns {
		var cbs []warrecord.CampaignBand
		n := len(c.Turns)
		for _, p := range policies {
			cb, _ := s.band.Of(p, strconv.Itoa(c.Year))
			cbs = append(cbs, cb)
			if e.Abandoned || e.Campaign == warrecord.Linked {
				n = max(n, len(cb.Turns))
			}
		}
		for t := range n {
			sl := slot{year: c.Year, turn: t + 1, held: -1, bands: make([]*warrecord.TurnBand, len(policies))}
			if t < len(c.Turns) {
				sl.held = c.Turns[t].Held
				most = max(most, sl.held)
			}
			for k, cb := range cbs {
				if t < len(cb.Turns) {
					sl.bands[k] = &cb.Turns[t]
					most = max(most, cb.Turns[t].P90)
				}
			}
			slots = append(slots, sl)
		}
	}
	top := s.drawTurnsLegend(dst, v, in, policies)
	plot := ui.Rect{X: in.X + 30, Y: top, W: in.W - 34, H: in.Bottom() - 24 - top}
	if len(slots) == 0 || plot.H < 20 {
		v.Text(dst, "No Campaign Turn was completed.", ui.SizeBody, false, ui.Muted, plot.X, plot.Y, ui.Left)
		return
	}
	step := ui.AxisStep(most, plot.H, ui.SizeSmall*1.2)
	yAt := func(k float64) float64 { return plot.Bottom() - k/float64(most)*plot.H }
	for k := 0; k <= most; k += step {
		v.Line(dst, plot.X, yAt(float64(k)), plot.Right(), yAt(float64(k)), 1, ui.PanelLine)
		v.Text(dst, strconv.Itoa(k), ui.SizeSmall, false, ui.Muted, plot.X-6, yAt(float64(k))-8, ui.Right)
	}
	sw := plot.W / float64(len(slots))
	// The band reaches a little past its percentiles, so that a band of
	// one count still shows: a fifth of an Objective, but never more than
	// bandPad, or a tall plot's band would reach over the legend above it.
	pad := min(0.2*plot.H/float64(most), bandPad)
	// The bands share the middle of their slot, each its own stretch.
	bw := sw * 0.64 / float64(max(len(policies), 1))
	px, py := math.NaN(), 0.0
	lastLabel := plot.X - 100
	for i, sl := range slots {
		x := plot.X + float64(i)*sw
		cx := x + sw/2
		for k, b := range sl.bands {
			if b == nil {
				continue
			}
			bx := x + sw*0.18 + float64(k)*bw
			lo, hi := yAt(float64(b.P10))+pad, yAt(float64(b.P90))-pad
			v.FillRect(dst, ui.Rect{X: bx, Y: hi, W: bw, H: lo - hi}, bandColour(k))
			v.Line(dst, bx-sw*0.06/float64(len(policies)), yAt(float64(b.P50)), bx+bw+sw*0.06/float64(len(policies)), yAt(float64(b.P50)), 2, ui.Gold)
		}
		if i > 0 && sl.turn == 1 {
			v.Line(dst, x, plot.Y, x, plot.Bottom()+18, 1.5, ui.Gold)
		}
		label := strconv.Itoa(sl.turn)
		if sl.turn == 1 && len(e.Campaigns) > 1 {
			label = strconv.Itoa(sl.year)
		}
		if lw := v.TextWidth(label, ui.SizeSmall, false); cx-lw/2 > lastLabel+4 {
			v.Text(dst, label, ui.SizeSmall, sl.turn == 1 && len(e.Campaigns) > 1, ui.Muted, cx, plot.Bottom()+4, ui.Center)
			lastLabel = cx + lw/2
		}
		if sl.held < 0 {
			px = math.NaN()
			continue
		}
		y := yAt(float64(sl.held))
		if !math.IsNaN(px) && sl.turn > 1 {
			v.Line(dst, px, py, cx, y, 2.5, ui.Cream)
		}
		v.Circle(dst, cx, y, 4, ui.Cream)
		px, py = cx, y
	}
}

// drawTurnsLegend says what the chart of Objectives per turn draws, a
// swatch of each band's colour before its admiral's name when there are
// several, and returns where the plot may begin.
func (s *Scene) drawTurnsLegend(dst *ebiten.Image, v ui.View, in ui.Rect, policies []string) float64 {
	games := warrecord.Thousands(s.band.Games)
	if len(policies) < 2 {
		who := "no simulated admiral"
		if len(policies) == 1 {
			who = warrecord.Admirals(policies[0])
		}
		legend := fmt.Sprintf("you: the line · band: 10th to 90th percentile of %s simulated campaigns of %s · gold: their median", games, who)
		v.Text(dst, v.FitText(legend, ui.SizeSmall, false, in.W), ui.SizeSmall, false, ui.Muted, in.X, in.Y, ui.Left)
		return in.Y + 26
	}
	legend := fmt.Sprintf("you: the line · each band: 10th to 90th percentile of %s simulated campaigns · gold: their medians", games)
	v.Text(dst, v.FitText(legend, ui.SizeSmall, false, in.W), ui.SizeSmall, false, ui.Muted, in.X, in.Y, ui.Left)
	y := in.Y + ui.SizeSmall*1.6
	x, box := in.X, ui.SizeSmall
	for k, p := range policies {
		name := v.FitText(warrecord.Admirals(p), ui.SizeSmall, false, in.Right()-x-box-6)
		if name == "" || x+box+6 >= in.Right() {
			break
		}
		v.FillRect(dst, ui.Rect{X: x, Y: y + 1, W: box, H: box}, bandColour(k))
		w := v.Text(dst, name, ui.SizeSmall, false, ui.Pale, x+box+6, y, ui.Left)
		x += box + 6 + w + 2*box
	}
	return y + 26
}

// bandColour is the colour of the k-th policy's band: the heuristic's in
// the navy's blue, the staff's in the coast's olive.
func bandColour(k int) color.Color {
	cs := []color.Color{ui.USBlueDk, ui.Coast, ui.JPRedDk}
	return cs[k%len(cs)]
}

// bandPad is the most a band reaches past its percentiles, in design
// units.
const bandPad = 4.0

// drawFigures are the chosen entry's figures in words: its result, how
// many simulated admirals it beat, its luck, its losses and its dice.
func (s *Scene) drawFigures(dst *ebiten.Image, v ui.View, r ui.Rect) {
	in := ui.DrawPanel(dst, v, r, "THE CAMPAIGN CHOSEN")
	e, ok := s.chosen()
	if !ok {
		return
	}
	y := in.Y
	line := func(text string, size float64, bold bool, c color.Color) {
		if y+size*1.3 > in.Bottom() {
			return
		}
		v.Text(dst, v.FitText(text, size, bold, in.W), size, bold, c, in.X, y, ui.Left)
		y += size * 1.55
	}
	head := fmt.Sprintf("%s · %s · %d Objectives", warrecord.CampaignName(e.Campaign), e.Outcome(), e.Objectives)
	line(head, ui.SizeLarge, true, resultTextColour(e))
	// Every policy the band has (the heuristic's, the staff's), the
	// list's own first.
	for _, policy := range s.band.PoliciesShown() {
		if b, ok := s.band.Better(policy, e); ok {
			cb, _ := s.band.Of(policy, e.Campaign)
			line(fmt.Sprintf("You did better than %.0f%% of %s simulated campaigns of %s.", 100*b, warrecord.Thousands(cb.Games()), warrecord.Admirals(policy)), ui.SizeLead, true, ui.Cream)
		}
	}
	if e.Abandoned {
		line("Abandoned before its end: not compared with the simulated admirals.", ui.SizeLead, false, ui.Muted)
	}
	if e.Pending {
		line("Luck and losses: the battles' odds are being worked out…", ui.SizeLead, false, ui.Muted)
	} else {
		l := warrecord.LuckOf(e.Battles)
		luck := "Luck: no battle was fought."
		if l.Battles > 0 {
			luck = "Luck: " + l.Text() + " (" + luckWords(l) + ")."
		}
		line(luck, ui.SizeLead, false, ui.Pale)
		line(fmt.Sprintf("Losses: US %s · Japan %s", lossWords(e.Losses.US), lossWords(e.Losses.Japan)), ui.SizeBody, false, ui.Pale)
	}
	line(fmt.Sprintf("Dice seed %d · %d %s · options: %s · %d %s", e.Seed, e.Decisions, ui.Plural(e.Decisions, "decision", "decisions"), e.OptionsText(), len(e.Bookmarks), ui.Plural(len(e.Bookmarks), "bookmark", "bookmarks")), ui.SizeBody, false, ui.Muted)
	for _, b := range e.Bookmarks {
		line(fmt.Sprintf("Bookmark at decision %d: %s", b.At, b.Note), ui.SizeBody, false, ui.Muted)
	}
}

// luckWords says how far from the odds the battles went.
func luckWords(l warrecord.Luck) string {
	z := l.Z()
	switch {
	case l.SD == 0:
		return "every result was certain"
	case math.Abs(z) < 1:
		return "as the odds had it"
	case z > 0:
		return fmt.Sprintf("luckier than the odds by %.1f standard deviations", z)
	}
	return fmt.Sprintf("unluckier than the odds by %.1f standard deviations", -z)
}

func lossWords(k warrecord.KindCount) string {
	var parts []string
	for _, p := range []struct {
		n    int
		what string
	}{{k.Ships, "ships"}, {k.Aircraft, "aircraft"}, {k.Infantry, "infantry"}} {
		parts = append(parts, fmt.Sprintf("%d %s", p.n, p.what))
	}
	return strings.Join(parts, ", ")
}
