package campaign

import (
	"fmt"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/ui"
)

// topText is one text of the top bar: what it is, and where and how it is
// written.
type topText struct {
	what, text string
	size       float64
	bold       bool
	clr        color.Color
	x, y       float64
	align      ui.Align
}

// rect is where t is written in design units, as measured in view v.
func (t topText) rect(v ui.View) ui.Rect {
	w := v.TextWidth(t.text, t.size, t.bold)
	x := t.x
	switch t.align {
	case ui.Center:
		x -= w / 2
	case ui.Right:
		x -= w
	}
	return ui.Rect{X: x, Y: t.y, W: w, H: t.size * 1.25}
}

// Room in the top bar: the title ends before the campaign's name, which
// ends before "Campaign Turn".
const (
	topTitleRight = 282
	topNameX      = 290
	topTurnX      = 420
)

// fitSize is the largest size up to size at which s fits width in view v:
// glyphs hinted at a small scale are wider, so the texts of the top bar are
// measured at the window's own scale rather than placed for one size.
func fitSize(v ui.View, s string, size float64, bold bool, width float64) float64 {
	for size > 8 && v.TextWidth(s, size, bold) > width {
		size -= 0.5
	}
	return size
}

// topBar is the bar across the top of the map screen as a frame shows it:
// the title, the campaign's name, the Campaign Turn track, the points and
// the buttons (Save, Open, Player Log, Ask the staff). Scene.topBar makes
// it from the screen's state; the staff's button is drawn with the staff
// (Scene.drawStaff).
type topBar struct {
	lay          *frame
	turns        []string // the campaign's Campaign Turns, after Start
	turn         int      // the turn on screen (0 is Start)
	name, series string   // campaignLabel
	held, of     int      // the Objectives held, of so many
	rp, sp       int      // the points on screen
	files        [2]ui.Rect
	log, staff   ui.Rect
	// marks has the layout recorder (tests) told which rectangles are its
	// buttons: not when a screen showing the map as a Board covers them.
	marks bool
}

// topBar is the top bar as the screen stands now.
func (s *Scene) topBar() topBar {
	t := topBar{lay: &s.lay, turns: s.g.Data().Setup.Turns, turn: s.anim.turnShown(s.g),
		held: len(s.g.HeldObjectives()), of: len(s.g.Data().Setup.Objectives),
		files: [2]ui.Rect{fileButtonRect(s, 0), fileButtonRect(s, 1)}, log: logButtonRect(s), staff: staffButtonRect(s),
		marks: !s.asBoard}
	t.name, t.series = campaignLabel(s.sess, s.g)
	t.rp, t.sp = s.anim.pointsShown(s.g)
	return t
}

// texts are the title, the campaign's name and the points, sized to fit
// the view.
func (t topBar) texts(v ui.View) []topText {
	const title = "FLEET COMMANDER NIMITZ"
	ts := []topText{{what: "title", text: title, size: fitSize(v, title, 19, true, topTitleRight-14), bold: true, clr: ui.Cream, x: 14, y: 10}}
	room := float64(topTurnX - 8 - topNameX)
	if name, series := t.name, t.series; series == "" {
		ts = append(ts, topText{what: "campaign", text: name, size: fitSize(v, name, 15, false, room), clr: ui.Gold, x: topNameX, y: 13})
	} else {
		ts = append(ts, topText{what: "campaign", text: name, size: fitSize(v, name, 14, true, room), bold: true, clr: ui.Gold, x: topNameX, y: 4},
			topText{what: "series", text: series, size: fitSize(v, series, 11.5, false, room), clr: ui.Cream, x: topNameX, y: 24})
	}
	ts = append(ts, topText{what: "Campaign Turn", text: "Campaign Turn", size: 12, clr: ui.Muted, x: topTurnX, y: 15})
	// The points are right of the top bar's buttons, smaller where a
	// narrow canvas leaves them less room.
	right := t.lay.canvas.W - 14 - (t.staff.Right() + 8)
	objectives := fmt.Sprintf("Objectives held %d/%d", t.held, t.of)
	points := fmt.Sprintf("Reinforcement %d · Supply %d", t.rp, t.sp)
	return append(ts,
		topText{what: "Objectives", text: objectives, size: fitSize(v, objectives, 14, true, right), bold: true, clr: ui.Pale, x: t.lay.canvas.W - 14, y: 6, align: ui.Right},
		topText{what: "points", text: points, size: fitSize(v, points, 12.5, false, right), clr: ui.Muted, x: t.lay.canvas.W - 14, y: 25, align: ui.Right})
}

// draw shows the title, the Campaign Turn track, the points and the
// buttons but the staff's.
func (t topBar) draw(dst *ebiten.Image, v ui.View) {
	bar := ui.Rect{X: 0, Y: 0, W: t.lay.canvas.W, H: t.lay.topH}
	v.FillRect(dst, bar, ui.Navy)
	v.Line(dst, 0, bar.H-1, t.lay.canvas.W, bar.H-1, 2, ui.Gold)
	for _, tt := range t.texts(v) {
		v.Text(dst, tt.text, tt.size, tt.bold, tt.clr, tt.x, tt.y, tt.align)
	}
	// The Campaign Turn track.
	turns := append([]string{"Start"}, t.turns...)
	for i, name := range turns {
		r := turnBoxRect(i)
		if i == t.turn {
			v.FillRect(dst, r, ui.Gold)
			v.Text(dst, name, ui.SizeBody, true, ui.Ink, r.CX(), r.Y+6, ui.Center)
		} else {
			v.StrokeRect(dst, r, 1, ui.PanelLine)
			clr := ui.Pale
			if i < t.turn {
				clr = ui.Muted
			}
			v.Text(dst, name, ui.SizeBody, false, clr, r.CX(), r.Y+6, ui.Center)
		}
	}
	for i, label := range []string{"Save", "Open"} {
		r := t.files[i]
		v.FillRect(dst, r, ui.USBlueDk)
		v.StrokeRect(dst, r, 1, ui.Pale)
		v.Text(dst, label, ui.SizeBody, true, ui.White, r.CX(), r.CY()-8, ui.Center)
		t.markButton(v, r)
	}
	lr := t.log
	v.FillRect(dst, lr, ui.USBlueDk)
	v.StrokeRect(dst, lr, 1, ui.Gold)
	label := "Player Log [L]"
	if t.lay.finger > 0 {
		label = "Player Log"
	}
	v.Text(dst, label, ui.SizeSmall, true, ui.White, lr.CX(), lr.CY()-7, ui.Center)
	t.markButton(v, lr)
}

// markButton tells a test recording the layout that r is a button of the
// top bar, unless a screen showing the map as a Board covers it.
func (t topBar) markButton(v ui.View, r ui.Rect) {
	if t.marks {
		v.MarkButton(r)
	}
}

// turnBoxRect is the i-th box of the Campaign Turn track (0 is Start).
func turnBoxRect(i int) ui.Rect {
	return ui.Rect{X: topTurnX + 92 + float64(i)*76, Y: 8, W: 72, H: 28}
}

// seriesPlace is the place of g's campaign in the linked series sess
// plays (1-based) and the number of campaigns in it; 0, 0 for a single
// campaign.
func seriesPlace(sess *savegame.Session, g *rules.Game) (int, int) {
	if !sess.Linked() {
		return 0, 0
	}
	chart, err := rules.LoadLinked()
	if err != nil {
		return 0, 0
	}
	return slices.Index(chart.Years, g.Year) + 1, len(chart.Years)
}

// campaignLabel names g's campaign on the top bar: "1942 Campaign", and in
// a linked series the series and the campaign's place in it.
func campaignLabel(sess *savegame.Session, g *rules.Game) (string, string) {
	name := fmt.Sprintf("%d Campaign", g.Year)
	if i, n := seriesPlace(sess, g); n > 0 {
		return name, fmt.Sprintf("Linked, %d of %d", i, n)
	}
	return name, ""
}
