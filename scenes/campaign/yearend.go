package campaign

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/end"
	"nimitz/scenes/playerlog"
	"nimitz/scenes/reference"
	"nimitz/scenes/ui"
)

// YearEnd is the end-of-campaign screen (scenes/end) with what the map's
// flow adds to it (drawn over it, so the end screen itself is unchanged): the Player Log button, and in a linked series the
// series' header and "Continue to 1943" in place of a new campaign.
type YearEnd struct {
	inner *end.Scene
	m     *Scene
	next  func() scenes.Scene // the next campaign of the series; nil if none

	scenes.Screen
	mx, my            float64
	hover, hoverShown int
}

// The buttons YearEnd adds, on the end screen's bottom row: Continue where
// the end screen puts "New campaign", the Player Log left of its Rules.
var (
	continueRect = ui.Rect{X: endW - 14 - 300, Y: endH - 60, W: 300, H: 44}
	endRulesRect = ui.Rect{X: endW - 14 - 300 - 12 - 240 - 12 - 130, Y: endH - 60, W: 130, H: 44}
	endLogRect   = ui.Rect{X: endRulesRect.X - 12 - 190, Y: endH - 60, W: 190, H: 44}
)

const (
	endW, endH = scenes.DesignWidth, scenes.DesignHeight
	// headerH is the height of the end screen's header, which a linked
	// series' header replaces.
	headerH = 182
)

const (
	noEndButton = iota - 1
	continueButton
	logButton
)

func newYearEnd(e *end.Scene, m *Scene, next func() scenes.Scene) *YearEnd {
	return &YearEnd{inner: e, m: m, next: next, hover: noEndButton, hoverShown: noEndButton}
}

// Next is the year of the linked series' next campaign that Continue
// starts, or 0 when there is none.
func (y *YearEnd) Next() int {
	if y.next == nil {
		return 0
	}
	return y.m.sess.Game().Year
}

// DrawsOnDemand implements scenes.OnDemand as the end screen does.
func (y *YearEnd) DrawsOnDemand() bool {
	od, ok := any(y.inner).(scenes.OnDemand)
	return ok && od.DrawsOnDemand()
}

// Update implements scenes.Scene: the added buttons and keys first, then the
// end screen's own.
func (y *YearEnd) Update(ctx *scenes.Context) error {
	in := ctx.Input
	y.mx, y.my = y.Pointer(ctx)
	y.hover = noEndButton
	switch {
	case y.next != nil && continueRect.Contains(y.mx, y.my):
		y.hover = continueButton
	case endLogRect.Contains(y.mx, y.my):
		y.hover = logButton
	}
	if y.hover != y.hoverShown {
		y.hoverShown = y.hover
		ctx.Redraw()
	}
	switch {
	case y.next != nil && (in.Pressed(ebiten.KeyEnter) || (in.Clicked() && y.hover == continueButton)):
		ctx.GoTo(y.next())
	case in.Pressed(ebiten.KeyL) || (in.Clicked() && y.hover == logButton):
		pl, err := playerlog.New(y.m.sess, func() scenes.Scene { return y })
		if err != nil {
			ctx.Notify("The Player Log cannot be shown: "+err.Error(), true)
			return nil
		}
		ctx.GoTo(pl)
	case in.Pressed(ebiten.KeyF1) || (in.Clicked() && endRulesRect.Contains(y.mx, y.my)):
		// The rules lead back here, not to the bare end screen.
		ctx.GoTo(reference.New(y))
	default:
		return y.inner.Update(ctx)
	}
	return nil
}

// Draw implements scenes.Scene.
func (y *YearEnd) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	y.inner.Draw(screen, ctx)
	v := y.Frame(screen, ctx)
	if y.m.sess.Linked() {
		y.drawSeriesHeader(screen, v)
	}
	if y.next != nil {
		y.button(screen, v, continueRect, fmt.Sprintf("Continue to %d  [Enter]", y.m.sess.Game().Year), y.hover == continueButton, ui.Gold)
	}
	y.button(screen, v, endLogRect, "Player Log  [L]", y.hover == logButton, ui.Pale)
}

func (y *YearEnd) button(dst *ebiten.Image, v ui.View, r ui.Rect, label string, hover bool, edge color.Color) {
	style := ui.Plain
	if edge == ui.Gold {
		style = ui.Primary
	}
	ui.DrawButton(dst, v, r, ui.Button{Label: label, Style: style}, hover)
}

// drawSeriesHeader replaces the end screen's header in a linked series: the
// campaign's place in the series, its Evaluation and why it ended, and what
// the series does next (goes on, or ends with its reason).
func (y *YearEnd) drawSeriesHeader(dst *ebiten.Image, v ui.View) {
	g, sr := y.m.g, y.m.sess.Series()
	v.FillRect(dst, ui.Rect{X: 0, Y: 0, W: endW, H: headerH}, ui.Navy)
	i, n := seriesPlace(y.m.sess, y.m.g)
	v.Text(dst, fmt.Sprintf("THE %d CAMPAIGN IS OVER · LINKED CAMPAIGN 1942–45, CAMPAIGN %d OF %d", g.Year, i, n), ui.SizeSubtitle, true, ui.Cream, endW/2, 14, ui.Center)
	v.Text(dst, strings.ToUpper(g.Evaluation), ui.SizeDisplay*1.3, true, ui.Gold, endW/2, 44, ui.Center)
	v.Text(dst, v.FitText(g.EndReason, ui.SizeHeading, false, endW-80), ui.SizeHeading, false, ui.Pale, endW/2, 112, ui.Center)
	var line string
	clr := color.Color(ui.Pale)
	switch {
	case y.next != nil:
		line = fmt.Sprintf("The series goes on: %d Objectives so far. The %d Campaign comes next, from its own Set-Up.", sr.Total(), y.m.sess.Game().Year)
	case sr.Over && sr.EndedEarly:
		line, clr = fmt.Sprintf("The series ends here: a Replaced campaign does not continue the Linked Campaign (%d Objectives over %d campaigns).", sr.Total(), len(sr.Log)), ui.Gold
	case sr.Over:
		line, clr = sr.EndReason, ui.Gold
	}
	if line != "" {
		v.Text(dst, v.FitText(line, ui.SizeHeading, true, endW-80), ui.SizeHeading, true, clr, endW/2, 140, ui.Center)
	}
}
