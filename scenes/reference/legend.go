package reference

import (
	"image/color"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// legendCounters are the counters the legend shows: one of each kind, from
// the 1942 to 1945 set-ups, in the order of the silhouettes.
func legendCounters() (example *rules.Counter, kinds []*rules.Counter, year int) {
	seen := map[ui.Silhouette]bool{}
	for _, y := range rules.Years() {
		c, err := rules.LoadCampaign(y)
		if err != nil {
			continue
		}
		if year == 0 {
			year = y
		}
		keys := make([]string, 0, len(c.Counters))
		for k := range c.Counters {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			ct := c.Counters[k]
			if example == nil && ct.Side == rules.US && ct.Type == rules.CRU && ct.Full.AAA.Superior > 0 {
				example = ct
			}
			ss := ui.SilhouettesOf(ct)
			if len(ss) == 1 && !seen[ss[0]] {
				seen[ss[0]] = true
				kinds = append(kinds, ct)
			}
		}
	}
	sort.SliceStable(kinds, func(i, j int) bool { return ui.SilhouettesOf(kinds[i])[0] < ui.SilhouettesOf(kinds[j])[0] })
	if example == nil && len(kinds) > 0 {
		example = kinds[0]
	}
	return example, kinds, year
}

// drawLegend is the counter legend: a counter with every value named, its
// Damaged side, one counter of each kind, the markers and the Battle Sheet's
// zones.
func (s *Scene) drawLegend(dst *ebiten.Image, v ui.View, page ui.Rect) {
	example, kinds, year := legendCounters()
	if example == nil {
		v.Text(dst, "No counters could be read.", ui.SizeBody, false, ui.Refused, page.X+16, page.Y+16, ui.Left)
		return
	}
	x, y := page.X+24, page.Y+44
	v.Text(dst, "A COUNTER AND ITS VALUES", ui.SizeHeading, true, ui.Gold, page.X+16, page.Y+14, ui.Left)
	const big = 150.0
	for i, damaged := range []bool{false, true} {
		cy := y + float64(i)*(big+56)
		s.counters.Draw(dst, v, x, cy, big, year, example, damaged)
		labelX := x + big + 40
		parts := ui.CounterParts(v, x, cy, big, example, damaged)
		// Each label level with its part where it can be, one under the
		// other where two parts share a line (the attack squares).
		next := cy - 6
		for _, p := range parts {
			ly := max(p.Box.CY()-8, next)
			v.Line(dst, p.Box.Right()+2, p.Box.CY(), labelX-6, ly+8, 1.2, ui.Gold)
			next = v.Paragraph(dst, p.What, ui.SizeSmall, false, ui.Pale, labelX, ly, 430) + 2
		}
		caption := "Full strength"
		if damaged {
			caption = "Damaged side: the reduced values, and the red hatched band (a second Hit Destroys it)"
		}
		// Under the counter, and under its labels where they run lower (the
		// Damaged caption is long enough to reach under them).
		v.Text(dst, v.FitText(caption, ui.SizeBody, true, big+470), ui.SizeBody, true, ui.Cream, x, max(cy+big+10, next+4), ui.Left)
	}
	v.Text(dst, "US counters carry the white and blue stripe on the right edge (green and gold: Australian); Japanese ones the rising sun on the left.",
		ui.SizeSmall, false, ui.Muted, page.X+16, page.Bottom()-26, ui.Left)

	// One counter of each kind.
	gx := page.X + 760.0
	v.Text(dst, "EVERY KIND OF FORCE", ui.SizeHeading, true, ui.Gold, gx, page.Y+14, ui.Left)
	const small, cellW, cellH = 64.0, 158.0, 104.0
	for i, ct := range kinds {
		cx := gx + float64(i%5)*cellW
		cy := page.Y + 44 + float64(i/5)*cellH
		s.counters.Draw(dst, v, cx+(cellW-small)/2-10, cy, small, year, ct, false)
		v.Text(dst, v.FitText(kindName(ct), ui.SizeSmall, false, cellW-12), ui.SizeSmall, false, ui.Pale, cx+cellW/2-10, cy+small+6, ui.Center)
	}
	rows := (len(kinds) + 4) / 5
	ty := page.Y + 44 + float64(rows)*cellH + 8

	v.Text(dst, "ON THE MAP", ui.SizeHeading, true, ui.Gold, gx, ty, ui.Left)
	ty += 24
	for _, m := range []struct {
		chip color.Color
		text string
	}{
		{ui.Gold, "A number on a stack: how many Forces it holds (the top counter is shown)."},
		{ui.Lit, "A lit area: where the step lets you act (a legal destination while moving)."},
		{ui.Slash, "Moved / In Transit markers on Japanese stacks: Forces that have moved, or move when scouted."},
		{ui.Green, "N shows the supply network; rest the cursor on an area to have it explained."},
	} {
		v.FillRect(dst, ui.Rect{X: gx, Y: ty + 2, W: 12, H: 12}, m.chip)
		v.Text(dst, v.FitText(m.text, ui.SizeSmall, false, page.Right()-gx-40), ui.SizeSmall, false, ui.Pale, gx+20, ty, ui.Left)
		ty += 20
	}
	ty += 10
	v.Text(dst, "THE BATTLE SHEET", ui.SizeHeading, true, ui.Gold, gx, ty, ui.Left)
	ty += 24
	for _, z := range []string{
		"Japanese Ocean (aircraft movement roll 1-2): Japanese carriers and their escorts.",
		"Island (3-5): Airfields, Foxholes and the Beach of each side; Infantry Ashore.",
		"Coastal Area (6): Ships and Transports of both sides close to the Island.",
		"US Ocean (7-10): the US carriers and their escorts.",
	} {
		v.Text(dst, v.FitText(z, ui.SizeSmall, false, page.Right()-gx-20), ui.SizeSmall, false, ui.Pale, gx, ty, ui.Left)
		ty += 20
	}
}

// kindName names a counter's kind in the legend.
func kindName(ct *rules.Counter) string {
	switch ui.SilhouettesOf(ct)[0] {
	case ui.FleetCarrier:
		return "Fleet carrier (CV)"
	case ui.LightCarrier:
		return "Light carrier (CVL)"
	case ui.EscortCarrier:
		return "Escort carrier (CVE)"
	case ui.Battleship:
		return "Battleship (BB)"
	case ui.Cruiser:
		return "Cruisers (CRU)"
	case ui.Destroyer:
		return "Destroyers (DD)"
	case ui.Submarine:
		return "Submarines (SS)"
	case ui.Fighter:
		return "Fighters (" + ct.Aircraft + ")"
	case ui.CarrierBomber:
		return "Dive/torpedo bombers"
	case ui.MediumBomber:
		return "Medium bombers" // the aircraft's name too would not fit the cell
	case ui.HeavyBomber:
		return "Heavy bombers (" + ct.Aircraft + ")"
	case ui.Infantry:
		return "Infantry (INF)"
	case ui.Marines:
		return "Marines"
	}
	return "Battalion (BN)"
}
