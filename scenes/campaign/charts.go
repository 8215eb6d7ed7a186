package campaign

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

var litRow = color.RGBA{0xff, 0xe0, 0x66, 0xff}

// drawChartFrames paints the charts printed on the map, no row lit (for the
// background layer).
func (s *Scene) drawChartFrames(dst *ebiten.Image, v ui.View) {
	charts := []struct {
		k    sheet
		draw func(*ebiten.Image, ui.View, bool)
	}{{sheetSequence, s.drawSequence}, {sheetOrders, s.drawOrdersChart}, {sheetNewForces, s.drawNewForces}}
	for _, c := range charts {
		if !s.folds.open(c.k) {
			s.folds.drawFolded(dst, v, &s.lay, c.k)
			continue
		}
		c.draw(dst, v, false)
		s.folds.drawButton(dst, v, &s.lay, c.k)
	}
}

// drawChartState paints over the charts what changes: the lit rows and the
// modifier of the next reinforcement roll.
func (s *Scene) drawChartState(dst *ebiten.Image, v ui.View) {
	if s.folds.open(sheetSequence) {
		s.drawSequence(dst, v, true)
	}
	if s.folds.open(sheetOrders) {
		s.drawOrdersChart(dst, v, true)
	}
	if s.folds.open(sheetNewForces) {
		s.drawNewForces(dst, v, true)
	}
}

// drawSequence is the Sequence of Play: the frame and every row, or (lit)
// only the row of the step being played, lit.
func (s *Scene) drawSequence(dst *ebiten.Image, v ui.View, lit bool) {
	r := s.lay.sheets[sheetSequence]
	if !lit {
		boxFrame(dst, v, r, sheetSequence)
	}
	step := s.anim.stepShown(s.g)
	y := r.Y + 25
	for i, st := range rules.Sequence {
		row := ui.Rect{X: r.X + 4, Y: y - 1, W: r.W - 8, H: 18}
		switch {
		case lit && st == step:
			v.FillRect(dst, row, litRow)
			v.Text(dst, fmt.Sprintf("%2d  %s", i+1, st), ui.SizeBody, true, ui.Ink, r.X+10, y, ui.Left)
		case !lit:
			v.Text(dst, fmt.Sprintf("%2d  %s", i+1, st), ui.SizeBody, false, ui.Pale, r.X+10, y, ui.Left)
		}
		y += 18.3
	}
}

// orderMove shortens the chart's "Move to..." column to fit.
func orderMove(r rules.OrderRow) string {
	switch r.Name {
	case rules.OrderHold:
		return "No movement; gain 1 Resupply"
	case rules.OrderEast:
		return "1 closer to Hawaii, Japanese-held"
	case rules.OrderSouth:
		return "1 closer to Australia"
	case rules.OrderReinforce:
		return "Objective with Japanese ashore"
	case rules.OrderSortie:
		return "Closest Objective with US"
	}
	return r.MoveTo
}

// drawOrdersChart is the Japanese Orders chart: the frame and every row, or
// (lit) only the row just rolled, lit.
func (s *Scene) drawOrdersChart(dst *ebiten.Image, v ui.View, litOnly bool) {
	r := s.lay.sheets[sheetOrders]
	cols := []float64{r.X + 8, r.X + 46, r.X + 122, r.X + 400, r.X + 442, r.X + 480}
	y := r.Y + 23
	if !litOnly {
		boxFrame(dst, v, r, sheetOrders)
		v.Text(dst, "* 2 L-B A/C if Japanese Forces Ashore", ui.SizeFine, false, ui.Pale, s.lay.foldButtonRect(sheetOrders).X-6, r.Y+4, ui.Right)
		for i, h := range []string{"Roll", "Order", "Move to…", "Ships", "Inf", "L-B A/C"} {
			al, x := ui.Left, cols[i]
			if i >= 3 {
				al, x = ui.Center, cols[i]+8
			}
			v.Text(dst, h, ui.SizeFine, true, ui.Gold, x, y, al)
		}
	}
	y += 15
	for _, row := range s.g.Data().Tables.Orders {
		lit := litOnly && row.RowLabel() == s.anim.orderRow
		if litOnly && !lit {
			y += 14.5
			continue
		}
		clr := ui.Pale
		if lit {
			v.FillRect(dst, ui.Rect{X: r.X + 3, Y: y - 1, W: r.W - 6, H: 14.5}, litRow)
			clr = ui.Ink
		}
		roll := strings.TrimSuffix(row.RowLabel(), " "+row.Name)
		air := fmt.Sprint(row.Aircraft)
		if row.AircraftIfAshore {
			air = "0/2*"
		}
		cells := []string{roll, row.Name, orderMove(row), fmt.Sprint(row.Ships), fmt.Sprint(row.Infantry), air}
		for i, c := range cells {
			al, x := ui.Left, cols[i]
			if i >= 3 {
				al, x = ui.Center, cols[i]+8
			}
			v.Text(dst, c, 12, i == 1, clr, x, y, al)
		}
		y += 14.5
	}
}

// drawNewForces is the New Japanese Forces table with its modifiers: the
// frame and every row, or (lit) the row just rolled, lit, and the modifier of
// the next roll.
func (s *Scene) drawNewForces(dst *ebiten.Image, v ui.View, litOnly bool) {
	r := s.lay.sheets[sheetNewForces]
	cols := []float64{r.X + 40, r.X + 120, r.X + 180, r.X + 250}
	y := r.Y + 24
	if !litOnly {
		boxFrame(dst, v, r, sheetNewForces)
		for i, h := range []string{"Roll", "Ships", "Inf", "L-B A/C"} {
			v.Text(dst, h, ui.SizeSmall, true, ui.Gold, cols[i], y, ui.Center)
		}
	}
	y += 16
	for _, row := range s.g.Data().Tables.NewForces {
		lit := litOnly && row.RowLabel() == s.anim.forcesRow
		if litOnly && !lit {
			y += 15.5
			continue
		}
		clr := ui.Pale
		if lit {
			v.FillRect(dst, ui.Rect{X: r.X + 3, Y: y - 1, W: r.W - 6, H: 15.5}, litRow)
			clr = ui.Ink
		}
		for i, c := range []string{row.RowLabel(), fmt.Sprint(row.Ships), fmt.Sprint(row.Infantry), fmt.Sprint(row.Aircraft)} {
			v.Text(dst, c, 12.5, i == 0, clr, cols[i], y, ui.Center)
		}
		y += 15.5
	}
	y += 4
	for _, m := range []string{"+1 per Resupply counter", "−1 per Damaged Japanese Force", "−2 per Submarine raiding"} {
		if !litOnly {
			v.Text(dst, m, ui.SizeSmall, false, ui.Pale, r.X+10, y, ui.Left)
		}
		y += 14
	}
	if !litOnly {
		return
	}
	total := 0
	for _, m := range s.g.ReinforcementModifiers() {
		total += m.Value
	}
	v.Text(dst, fmt.Sprintf("Next roll modifier now: %+d", total), ui.SizeSmall, true, ui.Cream, r.X+10, y+2, ui.Left)
}
