package setup

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// ui.Hover is a button under the cursor.

// Draw implements scenes.Scene; it paints the whole screen every time.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	if f := s.form(); f.height() > scenes.DesignHeight {
		// Buttons for fingers take more room: the screen, taller, keeps
		// its middle at the canvas's.
		v = v.Block(scenes.DesignWidth, f.height())
		s.View = v
	}
	f := s.form()
	screen.Fill(ui.Navy)
	v.Text(screen, "NEW CAMPAIGN", ui.SizeBanner, true, ui.Cream, scenes.DesignWidth/2, 26, ui.Center)
	v.Text(screen, "Choose the campaign and how the game asks you. The options are kept for your next game.",
		16, false, ui.Muted, scenes.DesignWidth/2, 74, ui.Center)
	v.Line(screen, left, 108, left+width, 108, 2, ui.Gold)
	s.drawYears(screen, v)
	v.Text(screen, "OPTIONS", ui.SizeHeading, true, ui.Gold, left, f.optionY()-28, ui.Left)
	st := s.settings(ctx)
	for i, o := range s.opts {
		s.drawOption(screen, v, i, o, o.get(st))
	}
	s.drawSeed(screen, v)
	if s.err != "" {
		v.Text(screen, v.FitText(s.err, ui.SizeHeading, true, width), ui.SizeHeading, true, ui.Slash, scenes.DesignWidth/2, f.bottomY()-30, ui.Center)
	}
	if s.back != nil {
		s.button(screen, v, f.backRect(), "Back  [Esc]", s.hover.kind == hitBack, ui.USBlueDk)
	}
	s.button(screen, v, f.startRect(), "Start "+campaignName(s.Year())+"  [Enter]", s.hover.kind == hitStart, ui.USBlue)
	v.Text(screen, "← → change the campaign · type digits for the seed, Backspace to delete · Ctrl+O opens a saved game",
		13, false, ui.Muted, scenes.DesignWidth/2, f.hintY(), ui.Center)
}

// drawYears draws the campaign buttons and a line about the one chosen.
func (s *Scene) drawYears(dst *ebiten.Image, v ui.View) {
	v.Text(dst, "CAMPAIGN", ui.SizeHeading, true, ui.Gold, left, yearY-30, ui.Left)
	f := s.form()
	for i, y := range s.years {
		r := f.yearRect(i, len(s.years))
		bg, fg, edge := ui.USBlueDk, ui.Pale, ui.PanelLine
		switch {
		case i == s.year:
			bg, fg, edge = ui.Gold, ui.Ink, ui.Cream
		case s.hover == (hit{kind: hitYear, i: i}):
			bg = ui.Hover
		}
		v.FillRect(dst, ui.Rect{X: r.X + 3, Y: r.Y + 4, W: r.W, H: r.H}, ui.Shadow)
		v.FillRect(dst, r, bg)
		v.StrokeRect(dst, r, 2, edge)
		if y == Linked {
			v.Text(dst, "Linked 1942–45", ui.SizeSubtitle, true, fg, r.CX(), r.CY()-13, ui.Center)
		} else {
			v.Text(dst, fmt.Sprint(y), ui.SizeTitle, true, fg, r.CX(), r.CY()-16, ui.Center)
		}
		v.MarkButton(r)
	}
	v.Text(dst, v.FitText(describe(s.Year()), ui.SizeLarge, false, width), ui.SizeLarge, false, ui.Pale, scenes.DesignWidth/2, yearY+f.yearH()+16, ui.Center)
}

// campaignName is "the 1942 Campaign" or "Linked 1942–45".
func campaignName(year int) string {
	if year == Linked {
		return "Linked 1942–45"
	}
	return fmt.Sprintf("the %d Campaign", year)
}

// describe says in a line what a campaign is: its turns, its Objectives and
// its special rules.
func describe(year int) string {
	if year == Linked {
		return "The four campaigns in turn, 1942 to 1945, each from its own Set-Up, with one Player Log and a Linked Evaluation"
	}
	c, err := rules.LoadCampaign(year)
	if err != nil {
		return err.Error()
	}
	su := c.Setup
	parts := []string{fmt.Sprintf("%d Campaign Turns", len(su.Turns))}
	if n := len(su.Turns); n > 0 {
		parts[0] += fmt.Sprintf(", %s to %s", su.Turns[0], su.Turns[n-1])
	}
	parts = append(parts, fmt.Sprintf("%d Objectives", len(su.Objectives)))
	if su.StrategicBombing {
		parts = append(parts, "Strategic Bombing")
	}
	if su.ExtraInfantry > 0 {
		parts = append(parts, "Japanese Infantry reinforcements")
	}
	if su.Invasion != nil {
		parts = append(parts, "the Japan Invasion")
	}
	return strings.Join(parts, " · ")
}

// bombingUsed reports whether the campaign chosen has Strategic Bombing.
func (s *Scene) bombingUsed() bool {
	if s.Year() == Linked {
		return true
	}
	c, err := rules.LoadCampaign(s.Year())
	return err == nil && c.Setup.StrategicBombing
}

// drawOption draws option row i: its title, its explanation and its choices,
// the one in force lit.
func (s *Scene) drawOption(dst *ebiten.Image, v ui.View, i int, o option, chosen int) {
	f := s.form()
	r := f.rowRect(i)
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 1, ui.PanelLine)
	w := v.Text(dst, o.title, ui.SizeLarge, true, ui.Cream, r.X+16, r.Y+10, ui.Left)
	if o.bombing && !s.bombingUsed() {
		v.Text(dst, "not used in "+campaignName(s.Year()), ui.SizeBody, false, ui.Muted, r.X+16+w+12, r.Y+14, ui.Left)
	}
	v.Paragraph(dst, o.explain, ui.SizeLead, false, ui.Pale, r.X+16, r.Y+38, explainW)
	for j, label := range o.choices {
		cr := f.choiceRect(i, j, len(o.choices))
		bg, fg, edge := ui.USBlueDk, ui.Pale, ui.PanelLine
		switch {
		case j == chosen:
			bg, fg, edge = ui.Gold, ui.Ink, ui.Cream
		case s.hover == (hit{kind: hitChoice, i: i, j: j}):
			bg = ui.Hover
		}
		v.FillRect(dst, cr, bg)
		v.StrokeRect(dst, cr, 1.5, edge)
		v.Text(dst, label, ui.SizeLarge, true, fg, cr.CX(), cr.CY()-10, ui.Center)
		v.MarkButton(cr)
	}
}

// drawSeed draws the dice seed row, the last.
func (s *Scene) drawSeed(dst *ebiten.Image, v ui.View) {
	fm := s.form()
	r := fm.rowRect(fm.rows() - 1)
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 1, ui.PanelLine)
	v.Text(dst, "Dice seed", ui.SizeLarge, true, ui.Cream, r.X+16, r.Y+10, ui.Left)
	v.Paragraph(dst, "Every die follows this number: the same campaign, seed and decisions replay the same game. "+
		"A new random seed each game by default; type one to replay a game.", 14, false, ui.Pale, r.X+16, r.Y+38, explainW)
	f := fm.seedRect()
	edge := ui.Pale
	if _, ok := s.Seed(); !ok {
		edge = ui.Slash
	}
	v.FillRect(dst, f, ui.Cream)
	v.StrokeRect(dst, f, 2, edge)
	v.Text(dst, string(s.seed)+"|", ui.SizeLarge, true, ui.Ink, f.X+12, f.CY()-11, ui.Left)
	v.MarkButton(f)
	s.button(dst, v, fm.randomRect(), "New random seed", s.hover.kind == hitRandom, ui.USBlueDk)
}

// button draws a button with its label centred.
func (s *Scene) button(dst *ebiten.Image, v ui.View, r ui.Rect, label string, hover bool, bg color.Color) {
	style := ui.Primary
	if bg == ui.USBlueDk {
		style = ui.Quiet
	}
	ui.DrawButton(dst, v, r, ui.Button{Label: label, Style: style}, hover)
}
