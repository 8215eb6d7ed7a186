package playerlog

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	screen.Fill(ui.Navy)
	l := s.log
	v.Text(screen, "PLAYER LOG", ui.SizeBanner, true, ui.Gold, 40, 18, ui.Left)
	v.Text(screen, l.Title(), ui.SizeSubtitle, true, ui.Cream, 40+v.TextWidth("PLAYER LOG", ui.SizeBanner, true)+24, 28, ui.Left)
	clr := ui.Pale
	if l.Over {
		clr = ui.Gold
	}
	v.Paragraph(screen, l.Summary(), 16, l.Over, clr, 40, 74, v.W-80)
	s.drawChart(screen, v)
	s.drawPanels(screen, v)
	s.drawFooter(screen, v)
}

// drawChart paints the Objectives held after each turn, campaign by campaign.
func (s *Scene) drawChart(dst *ebiten.Image, v ui.View) {
	cr := partsFor(v.Canvas(), v.Finger).chart
	v.FillRect(dst, cr, ui.Panel)
	v.StrokeRect(dst, cr, 1, ui.PanelLine)
	v.Text(dst, "OBJECTIVES HELD AT THE END OF EACH TURN", ui.SizeLead, true, ui.Gold, cr.X+14, cr.Y+10, ui.Left)
	plot := ui.Rect{X: cr.X + 46, Y: cr.Y + 60, W: cr.W - 62, H: cr.H - 96}
	most := s.log.Most()
	// The labels' boxes are their size and a little: 12-unit type.
	step := ui.AxisStep(most, plot.H, ui.SizeSmall*1.2)
	for k := 0; k <= most; k += step {
		y := plot.Bottom() - float64(k)/float64(most)*plot.H
		v.Line(dst, plot.X, y, plot.Right(), y, 1, ui.PanelLine)
		v.Text(dst, fmt.Sprint(k), ui.SizeSmall, false, ui.Muted, plot.X-8, y-8, ui.Right)
	}
	if most%step != 0 {
		// The scale's top, unlabelled between two labels: the most a
		// campaign can count, which no bar passes.
		v.Line(dst, plot.X, plot.Y, plot.Right(), plot.Y, 1, ui.PanelLine)
	}
	slots := chartSlots(s.log)
	if len(slots) == 0 {
		return
	}
	bw := plot.W / float64(len(slots))
	for i, sl := range slots {
		x := plot.X + float64(i)*bw
		if sl.first {
			v.Line(dst, x, plot.Y-26, x, plot.Bottom()+30, 1.5, ui.Gold)
			v.Text(dst, fmt.Sprint(sl.year), ui.SizeHeading, true, ui.Gold, x+6, plot.Y-28, ui.Left)
		}
		size := min(12, bw/4)
		v.Text(dst, v.FitText(sl.name, size, false, bw-2), size, false, ui.Pale, x+bw/2, plot.Bottom()+6, ui.Center)
		if !sl.played {
			continue
		}
		h := float64(sl.held) / float64(most) * plot.H
		bar := ui.Rect{X: x + bw*0.18, Y: plot.Bottom() - h, W: bw * 0.64, H: h}
		v.FillRect(dst, bar, ui.USBlue)
		v.StrokeRect(dst, bar, 1, ui.Pale)
		v.Text(dst, fmt.Sprint(sl.held), ui.SizeBody, true, ui.Cream, x+bw/2, bar.Y-18, ui.Center)
	}
}

// drawPanels lists each campaign's turns and result; a linked series has a
// column for every campaign of the chart, those not yet played left empty.
func (s *Scene) drawPanels(dst *ebiten.Image, v ui.View) {
	l := s.log
	cols := len(l.Campaigns)
	if l.Linked {
		cols = max(cols, len(l.Years))
	}
	cols = max(cols, 1)
	const gap = 14.0
	panelsRect := partsFor(v.Canvas(), v.Finger).panels
	w := (panelsRect.W - gap*float64(cols-1)) / float64(cols)
	for i := 0; i < cols; i++ {
		r := ui.Rect{X: panelsRect.X + float64(i)*(w+gap), Y: panelsRect.Y, W: w, H: panelsRect.H}
		v.FillRect(dst, r, ui.Panel)
		v.StrokeRect(dst, r, 1, ui.PanelLine)
		if i >= len(l.Campaigns) {
			year := l.Years[i]
			v.Text(dst, fmt.Sprintf("%d CAMPAIGN", year), ui.SizeLarge, true, ui.Muted, r.X+14, r.Y+10, ui.Left)
			msg := "Not played yet."
			if l.Over {
				msg = "Not played: the series ended early."
			}
			v.Text(dst, msg, ui.SizeLead, false, ui.Muted, r.X+14, r.Y+40, ui.Left)
			continue
		}
		s.drawCampaign(dst, v, r, l.Campaigns[i], cols == 1)
	}
}

// drawCampaign is one campaign's column: its turns, then its result.
func (s *Scene) drawCampaign(dst *ebiten.Image, v ui.View, r ui.Rect, c Campaign, wide bool) {
	v.Text(dst, fmt.Sprintf("%d CAMPAIGN", c.Year), ui.SizeLarge, true, ui.Gold, r.X+14, r.Y+10, ui.Left)
	if c.Finished {
		v.Text(dst, strings.ToUpper(c.Evaluation), ui.SizeLarge, true, ui.Cream, r.Right()-14, r.Y+10, ui.Right)
	} else {
		v.Text(dst, "in play", ui.SizeLead, false, ui.Muted, r.Right()-14, r.Y+12, ui.Right)
	}
	y := r.Y + 40
	if len(c.Turns) == 0 {
		v.Text(dst, "No Campaign Turn completed yet.", ui.SizeLead, false, ui.Muted, r.X+14, y, ui.Left)
		y += 24
	}
	for _, t := range c.Turns {
		v.Text(dst, t.TurnName, ui.SizeLead, false, ui.Pale, r.X+14, y, ui.Left)
		v.Text(dst, fmt.Sprint(len(t.Held)), ui.SizeLead, true, ui.Gold, r.X+130, y, ui.Right)
		if wide {
			y = v.Paragraph(dst, strings.Join(t.Held, " · "), ui.SizeBody, false, ui.Muted, r.X+146, y+1, r.W-160) + 5
		} else {
			y += 22
		}
	}
	if !c.Finished {
		return
	}
	y += 6
	v.Line(dst, r.X+14, y, r.Right()-14, y, 1, ui.PanelLine)
	v.Text(dst, "Objectives", ui.SizeLead, true, ui.Cream, r.X+14, y+8, ui.Left)
	v.Text(dst, fmt.Sprint(c.Objectives), ui.SizeLead, true, ui.Gold, r.X+130, y+8, ui.Right)
	v.Paragraph(dst, c.EndReason, ui.SizeBody, false, ui.Muted, r.X+14, y+34, r.W-28)
}

// drawFooter shows the buttons and where the last export went.
func (s *Scene) drawFooter(dst *ebiten.Image, v ui.View) {
	p := partsFor(v.Canvas(), v.Finger)
	for _, bt := range []struct {
		r     ui.Rect
		label string
		id    int
	}{{p.back, "Back  [Esc]", backButton}, {p.export, "Export to HTML  [E]", exportButton}} {
		ui.DrawButton(dst, v, bt.r, ui.Button{Label: bt.label}, s.hover == bt.id)
	}
	width := p.back.X - 60
	switch {
	case s.failed != "":
		v.Paragraph(dst, s.failed, ui.SizeBody, false, ui.Refused, 40, v.H-62, width)
	case s.written != "":
		v.Paragraph(dst, "Exported to "+s.written, ui.SizeBody, false, ui.Green, 40, v.H-62, width)
	default:
		v.Text(dst, "Export writes this log, with its chart, to one HTML page in the saves folder.", ui.SizeBody, false, ui.Muted, 40, v.H-50, ui.Left)
	}
}
