package replay

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/ui"
)

// panes are where the replay's parts go on a canvas, in design units: the
// side panel's, in the room the map screen gives its side panels
// (campaign.SideRect), top to bottom; and the bar over the Battle Sheet's
// top bar while the sheet is shown (its Rules button, at the right end,
// stays: F1 works), with its button back to the map. The buttons are as
// designed, or a finger high (ui.View.Finger) where that is more: the
// controls take the room from the log, the sheet's bar grows as the Battle
// Sheet's own does.
type panes struct {
	canvas, side                             ui.Rect
	head, slider, track, buttons, event, log ui.Rect
	sheetBar, sheetMap                       ui.Rect
	press                                    float64 // a control's height
}

// panesFor lays the replay out on canvas c for a finger of that many design
// units (0 with a mouse).
func panesFor(c ui.Rect, finger float64) panes {
	const gap = 6.0
	var p panes
	p.canvas = c
	p.press = max(30, finger)
	p.side = campaign.SideRect(c, finger)
	side := p.side
	p.head = ui.Rect{X: side.X, Y: side.Y, W: side.W, H: 140}
	p.slider = ui.Rect{X: side.X, Y: p.head.Bottom() + gap, W: side.W, H: 64}
	p.track = ui.Rect{X: p.slider.X + 14, Y: p.slider.Y + 28, W: p.slider.W - 28, H: 10}
	rows := float64((actions + 1) / 2)
	p.buttons = ui.Rect{X: side.X + gap, Y: p.slider.Bottom() + gap, W: side.W - 2*gap, H: rows*p.press + (rows-1)*gap}
	p.event = ui.Rect{X: side.X, Y: p.buttons.Bottom() + gap, W: side.W, H: 132}
	p.log = ui.Rect{X: side.X, Y: p.event.Bottom() + gap, W: side.W, H: side.Bottom() - p.event.Bottom() - gap}
	// The Battle Sheet's top bar is its Rules button's height and 17 more
	// (battle.frameFor); the bar over it matches it.
	bar := max(44, finger+17)
	mapH := max(30, finger)
	p.sheetBar = ui.Rect{X: 0, Y: 0, W: c.W - 124, H: bar}
	p.sheetMap = ui.Rect{X: p.sheetBar.Right() - 12 - 150, Y: (bar - mapH) / 2, W: 150, H: mapH}
	return p
}

// buttonGrid lays the controls out two a row.
func (p *panes) buttonGrid() ui.Grid {
	return ui.Grid{Area: p.buttons, Cols: 2, H: p.press, Gap: 6}
}

// sheetBack reports whether (x, y) is on the sheet bar's "The map" button.
func (s *Scene) sheetBack(x, y float64) bool { return s.pn.sheetMap.Contains(x, y) }

// drawSheet paints the Battle Sheet of the moment, and over its top bar the
// replay's: where the replay stands, the keys, and the way back to the map.
func (s *Scene) drawSheet(screen *ebiten.Image, ctx *scenes.Context, v ui.View) {
	full := ctx.Full
	ctx.Full = true
	s.sheet.Draw(screen, ctx)
	ctx.Full = full
	v.FillRect(screen, s.pn.sheetBar, ui.Navy)
	v.Line(screen, 0, s.pn.sheetBar.Bottom()-1, s.pn.sheetBar.Right(), s.pn.sheetBar.Bottom()-1, 2, ui.Gold)
	b := s.game.Battle
	title := fmt.Sprintf("REPLAY · THE BATTLE FOR %s · BATTLE TURN %d", strings.ToUpper(b.Area), b.Turn)
	dy := (s.pn.sheetBar.H - 44) / 2 // the texts in the middle of a bar grown for a finger
	w := v.Text(screen, v.FitText(title, ui.SizeHeading, true, 640), ui.SizeHeading, true, ui.Gold, 14, 13+dy, ui.Left)
	place := fmt.Sprintf("Decision %d of %d · event %d of %d    ← → events · PgUp PgDn decisions · wheel +/- 0 zoom, drag pans · Esc close",
		s.p.At(), s.p.Len(), s.p.EventIndex()+1, len(s.p.Events(s.p.At())))
	x := 14 + w + 24
	v.Text(screen, v.FitText(place, ui.SizeBody, false, s.pn.sheetMap.X-12-x), ui.SizeBody, false, ui.Pale, x, 14+dy, ui.Left)
	ui.DrawButton(screen, v, s.pn.sheetMap, ui.Button{Label: "The map", Key: "B"}, s.sheetHover)
}

// Draw implements scenes.Scene: the board as it was at the cursor, and the
// side panel with the moment, the slider, the controls, the event and its
// dice, and the log.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	s.pn = panesFor(s.Canvas(), v.Finger)
	screen.Fill(ui.Navy)
	if s.sheet != nil {
		s.drawSheet(screen, ctx, v)
		return
	}
	s.board.Draw(screen, v)
	s.drawBadge(screen, v)
	side := s.pn.side
	v.FillRect(screen, ui.Rect{X: side.X - 6, Y: side.Y - 6, W: s.pn.canvas.W - side.X + 6, H: s.pn.canvas.H - side.Y + 6}, ui.Navy)
	s.drawHead(screen, v)
	s.drawSlider(screen, v)
	s.drawVerdict(screen, v)
	s.buttons.Grid = s.pn.buttonGrid()
	s.buttons.Set(s.items(ctx))
	s.buttons.Draw(screen, v)
	if s.note.on {
		s.drawNote(screen, v)
	} else {
		s.drawEvent(screen, v)
	}
	s.log.draw(screen, v, s.pn.log)
	s.board.DrawOver(screen, v)
}

// drawBadge covers the map screen's Save, Open and Player Log buttons with
// a mark saying this is a replay.
func (s *Scene) drawBadge(dst *ebiten.Image, v ui.View) {
	r := s.board.TopButtonsRect()
	if r.W <= 0 {
		return
	}
	v.FillRect(dst, r, ui.Navy)
	b := r.Inset(4)
	v.FillRect(dst, b, ui.Gold)
	label := v.FitText(fmt.Sprintf("REPLAY · %d / %d", s.p.At(), s.p.Len()), ui.SizeButton, true, b.W-8)
	v.Text(dst, label, ui.SizeButton, true, ui.Ink, b.CX(), b.CY()-ui.SizeButton*0.62, ui.Center)
}

// drawHead says where the replay stands: the campaign, turn and step, the
// decision and event, what was decided, and the status line.
func (s *Scene) drawHead(dst *ebiten.Image, v ui.View) {
	in := ui.DrawPanel(dst, v, s.pn.head, "REPLAY")
	g := s.game
	turn, step := s.board.Shown()
	where := fmt.Sprintf("%d Campaign · %s · %s", g.Year, turn, step)
	if s.p.Kind() == savegame.KindLinked {
		where = "Linked 1942–45 · " + where
	}
	if g.Over && s.p.AtEnd() {
		where = fmt.Sprintf("%d Campaign · over: %s", g.Year, g.Evaluation)
	}
	y := in.Y
	v.Text(dst, v.FitText(where, ui.SizeHeading, true, in.W), ui.SizeHeading, true, ui.Cream, in.X, y, ui.Left)
	y += ui.SizeHeading * 1.45
	place := fmt.Sprintf("Decision %d of %d", s.p.At(), s.p.Len())
	if n := len(s.p.Events(s.p.At())); n > 0 {
		place += fmt.Sprintf(" · event %d of %d", s.p.EventIndex()+1, n)
	}
	v.Text(dst, place, ui.SizeBody, false, ui.Pale, in.X, y, ui.Left)
	y += ui.SizeBody * 1.4
	v.Text(dst, v.FitText(s.decided(), ui.SizeBody, false, in.W), ui.SizeBody, false, ui.Pale, in.X, y, ui.Left)
	y += ui.SizeBody * 1.4
	if s.status.Text != "" {
		s.status.Draw(dst, v, ui.Rect{X: in.X, Y: y, W: in.W, H: in.Bottom() - y})
		return
	}
	if m := s.markAt(); m != "" {
		v.Text(dst, v.FitText("Mark: "+m, ui.SizeBody, true, in.W), ui.SizeBody, true, ui.Cream, in.X, y, ui.Left)
		return
	}
	if b := g.Battle; b != nil {
		v.Text(dst, v.FitText(fmt.Sprintf("Battle for %s · Battle Turn %d", b.Area, b.Turn), ui.SizeBody, true, in.W),
			ui.SizeBody, true, ui.Gold, in.X, y, ui.Left)
	}
}

// answered words how the record answers the question the game stands at
// after the decision at the cursor: the next decision, as the map's buttons
// name it.
func (s *Scene) answered() string {
	d, ok := s.p.Decision(s.p.At() + 1)
	if !ok {
		return "The record ends before this question was answered."
	}
	if d.Kind == rules.DoDone {
		return "Answered in the record: done."
	}
	return "Answered in the record: " + campaign.DecisionLabel(s.game, d) + "."
}

// decided words the decision at the cursor, as the map's buttons name it.
func (s *Scene) decided() string {
	k := s.p.At()
	d, ok := s.p.Decision(k)
	if !ok {
		return "The game as the record begins: nothing decided yet."
	}
	g := s.before
	if g == nil {
		g = s.game
	}
	if d.Kind == rules.DoDone {
		return "Decided: end " + string(g.Step)
	}
	return "Decided: " + campaign.DecisionLabel(g, d)
}

// drawSlider is the Campaign Turns, one stretch each, with the cursor on
// them: click or drag to go anywhere in the record.
func (s *Scene) drawSlider(dst *ebiten.Image, v ui.View) {
	ui.DrawPanel(dst, v, s.pn.slider, "")
	v.Text(dst, "CAMPAIGN TURNS", ui.SizeSmall, true, ui.Gold, s.pn.slider.X+10, s.pn.slider.Y+6, ui.Left)
	v.Text(dst, "click or drag · Home/End", ui.SizeSmall, false, ui.Muted, s.pn.slider.Right()-10, s.pn.slider.Y+6, ui.Right)
	t := s.pn.track
	v.FillRect(dst, t, ui.PanelLine)
	n := max(len(s.marks), 1)
	segW := t.W / float64(n)
	x := sliderX(s.pn.track, s.p, s.marks, s.p.At())
	v.FillRect(dst, ui.Rect{X: t.X, Y: t.Y, W: x - t.X, H: t.H}, ui.USBlue)
	cur := markOf(s.marks, s.p.At())
	lastRight := t.X - 100
	for i, m := range s.marks {
		sx := t.X + float64(i)*segW
		if i > 0 {
			v.Line(dst, sx, t.Y-3, sx, t.Bottom()+3, 1, ui.Muted)
		}
		label := m.TurnName
		if segW < 40 {
			// A linked series: too many turns to name; each campaign's first
			// is named by its year.
			if i > 0 && s.marks[i-1].Year == m.Year {
				continue
			}
			label = fmt.Sprint(m.Year)
		}
		clr, bold := ui.Muted, false
		if i == cur {
			clr, bold = ui.Gold, true
		}
		label = v.FitText(label, ui.SizeSmall, bold, max(segW-2, 36))
		w := v.TextWidth(label, ui.SizeSmall, bold)
		lx := sx + segW/2
		if segW < 40 {
			lx = sx + w/2
		}
		if lx-w/2 < lastRight+4 {
			continue
		}
		lastRight = lx + w/2
		v.Text(dst, label, ui.SizeSmall, bold, clr, lx, t.Bottom()+6, ui.Center)
	}
	s.drawMarks(dst, v)
	v.Circle(dst, x, t.CY(), 8, ui.Gold)
	v.Ring(dst, x, t.CY(), 8, 1.5, ui.Ink)
}

// drawMarks puts the timeline's marks on the slider: a battle a red tick
// under the track, an Evaluation a gold dot over it, a bookmark a cream
// flag over it, any other kind a pale dot under it (the turns are the
// stretches themselves).
func (s *Scene) drawMarks(dst *ebiten.Image, v ui.View) {
	t := s.pn.track
	for _, m := range s.timeline {
		x := sliderX(t, s.p, s.marks, m.At)
		switch m.Kind {
		case savegame.MarkTurn:
		case savegame.MarkBattle:
			v.Line(dst, x, t.Bottom(), x, t.Bottom()+5, 2, ui.JPRed)
		case savegame.MarkEvaluation:
			v.Circle(dst, x, t.Y-5, 3.5, ui.Gold)
		case MarkCostly: // drawVerdict numbers them
		case savegame.MarkBookmark:
			v.Line(dst, x, t.Y-10, x, t.Y, 1.5, ui.Cream)
			v.FillRect(dst, ui.Rect{X: x, Y: t.Y - 10, W: 6, H: 4}, ui.Cream)
		default:
			v.Circle(dst, x, t.Bottom()+4, 2.5, ui.Pale)
		}
	}
}

// markAt is the label of the bookmark or other mark standing at the
// cursor's moment ("" when none does), for the head to show.
func (s *Scene) markAt() string {
	for _, m := range s.timeline {
		if m.At == s.p.At() && (m.Event == s.p.EventIndex() || (m.Event < 0 && s.p.EventIndex() == len(s.p.Events(m.At))-1)) && m.Kind != savegame.MarkTurn {
			return m.Label
		}
	}
	return ""
}

// markOf is the index of the Campaign Turn decision k is in.
func markOf(marks []savegame.Mark, k int) int {
	i := 0
	for j, m := range marks {
		if m.At <= k {
			i = j
		}
	}
	return i
}

// span is the run of decisions [lo, hi) of the i-th turn's stretch.
func span(p *savegame.Playback, marks []savegame.Mark, i int) (lo, hi int) {
	lo, hi = marks[i].At, p.Len()+1
	if i+1 < len(marks) {
		hi = marks[i+1].At
	}
	return lo, max(hi, lo+1)
}

// sliderX is where decision k sits on the slider.
func sliderX(t ui.Rect, p *savegame.Playback, marks []savegame.Mark, k int) float64 {
	if len(marks) == 0 {
		return t.X
	}
	segW := t.W / float64(len(marks))
	i := markOf(marks, k)
	lo, hi := span(p, marks, i)
	return t.X + float64(i)*segW + (float64(k-lo)+0.5)/float64(hi-lo)*segW
}

// sliderDecision is the decision under x on the slider.
func sliderDecision(t ui.Rect, p *savegame.Playback, marks []savegame.Mark, x float64) int {
	if len(marks) == 0 {
		return 0
	}
	segW := t.W / float64(len(marks))
	f := max(0, min(x-t.X, t.W-1e-6)) / segW
	i := min(int(f), len(marks)-1)
	lo, hi := span(p, marks, i)
	return min(lo+int((f-float64(i))*float64(hi-lo)), hi-1, p.Len())
}

// drawEvent shows the event at the cursor: its dice drawn as dice, the
// total, the row and the modifiers, and what it says.
func (s *Scene) drawEvent(dst *ebiten.Image, v ui.View) {
	e, ok := s.p.Event()
	title := "NO EVENT"
	if ok {
		title = fmt.Sprintf("EVENT %d OF %d", s.p.EventIndex()+1, len(s.p.Events(s.p.At())))
		if s.p.At() == 0 {
			title = fmt.Sprintf("THE SET-UP · %d OF %d", s.p.EventIndex()+1, len(s.p.Events(0)))
		}
	}
	in := ui.DrawPanel(dst, v, s.pn.event, title)
	if !ok {
		v.Paragraph(dst, "This decision made no event.", ui.SizeBody, false, ui.Muted, in.X, in.Y, in.W)
		return
	}
	y := in.Y
	if len(e.Dice) > 0 {
		x := in.X
		for _, d := range e.Dice {
			drawDie(dst, v, x, y, d)
			x += dieSize + 6
			if x > in.Right()-dieSize-150 {
				break
			}
		}
		var facts []string
		if e.Total != 0 {
			facts = append(facts, fmt.Sprintf("total %d", e.Total))
		}
		if e.Row != "" {
			facts = append(facts, "row "+e.Row)
		}
		for _, m := range e.Modifiers {
			// As the logs word them: an attack's modifier names its value
			// ("Attack Plan (+1)"); the New Japanese Forces roll's says
			// what it counts ("+8 for 8 Resupply counter(s)").
			if e.Step == rules.StepBattles {
				facts = append(facts, m.Reason)
			} else {
				facts = append(facts, fmt.Sprintf("%+d for %s", m.Value, m.Reason))
			}
		}
		if len(facts) > 0 {
			v.Text(dst, v.FitText(strings.Join(facts, " · "), ui.SizeBody, true, in.Right()-x-4), ui.SizeBody, true, ui.Gold, x+4, y+dieSize/2-ui.SizeBody*0.65, ui.Left)
		}
		y += dieSize + 8
	}
	type line struct {
		text string
		rule bool
	}
	var lines []line
	for _, l := range ui.Wrap(e.Text, v.Face(ui.SizeBody, false), in.W*v.Scale) {
		lines = append(lines, line{text: l})
	}
	if e.Rule != "" {
		for _, l := range ui.Wrap("— "+e.Rule, v.Face(ui.SizeSmall, false), in.W*v.Scale) {
			lines = append(lines, line{text: l, rule: true})
		}
	}
	lh := ui.SizeBody * 1.3
	fit := max(1, int((in.Bottom()-y)/lh))
	if len(lines) > fit {
		lines = lines[:fit]
		lines[fit-1].text = v.FitText(lines[fit-1].text+" …", ui.SizeBody, false, in.W)
	}
	clr := campaign.LogColor(e)
	for _, l := range lines {
		if l.rule {
			v.Text(dst, l.text, ui.SizeSmall, false, ui.Muted, in.X, y+1, ui.Left)
		} else {
			v.Text(dst, l.text, ui.SizeBody, false, clr, in.X, y, ui.Left)
		}
		y += lh
	}
}

// dieSize is the side of a die drawn, in design units.
const dieSize = 30.0

// drawDie draws a die face showing n with its top-left corner at (x, y).
func drawDie(dst *ebiten.Image, v ui.View, x, y float64, n int) {
	r := ui.Rect{X: x, Y: y, W: dieSize, H: dieSize}
	v.FillRect(dst, ui.Rect{X: x + 2, Y: y + 3, W: dieSize, H: dieSize}, ui.Shadow)
	v.FillRect(dst, r, ui.Cream)
	v.StrokeRect(dst, r, 1.5, ui.Ink)
	v.Text(dst, fmt.Sprint(n), ui.SizeLarge, true, ui.Ink, r.CX(), r.CY()-ui.SizeLarge*0.62, ui.Center)
}

// logView is the game log up to the cursor, the cursor's event last and
// marked, scrollable with the wheel.
type logView struct {
	events []rules.Event
	back   int // lines scrolled back from the newest
	// wrapped caches each event's lines for one scale.
	wrapped map[int][]string
	scale   float64
}

// follow shows the log of p's cursor, scrolled to its newest line.
func (l *logView) follow(p *savegame.Playback) {
	l.events = p.Log()
	l.back = 0
}

// scroll moves the log by the wheel when the cursor is over it.
func (l *logView) scroll(r ui.Rect, x, y, w float64) bool {
	if !r.Contains(x, y) {
		return false
	}
	was := l.back
	l.back = max(0, l.back+int(w*3))
	return l.back != was
}

// lines wraps event i, from the cache.
func (l *logView) lines(v ui.View, i int, width float64) []string {
	if l.scale != v.Scale || l.wrapped == nil {
		l.wrapped, l.scale = map[int][]string{}, v.Scale
	}
	if ls, ok := l.wrapped[i]; ok {
		return ls
	}
	ls := ui.Wrap(l.events[i].Text, v.Face(ui.SizeBody, false), width*v.Scale)
	l.wrapped[i] = ls
	return ls
}

// draw paints the log in r: as many lines as fit, ending at the cursor's
// event (or earlier when scrolled back).
func (l *logView) draw(dst *ebiten.Image, v ui.View, r ui.Rect) {
	in := ui.DrawPanel(dst, v, r, "GAME LOG")
	v.Text(dst, "up to this moment · wheel to scroll", ui.SizeSmall, false, ui.Muted, r.Right()-10, r.Y+10, ui.Right)
	lh := ui.SizeBody * 1.3
	rows := max(1, int(in.H/lh))
	type line struct {
		text  string
		event int
		first bool
	}
	// From the newest event back, until the rows and the scroll are filled.
	var got []line
	for i := len(l.events) - 1; i >= 0 && len(got) < rows+l.back; i-- {
		ls := l.lines(v, i, in.W-16)
		for j := len(ls) - 1; j >= 0; j-- {
			got = append(got, line{text: ls[j], event: i, first: j == 0})
		}
	}
	total := len(got)
	if l.back > max(0, total-rows) {
		l.back = max(0, total-rows)
	}
	y := in.Bottom() - lh
	last := len(l.events) - 1
	for k := l.back; k < total && k < l.back+rows; k++ {
		ln := got[k]
		x := in.X + 4
		if !ln.first {
			x += 8
		}
		if ln.event == last {
			v.FillRect(dst, ui.Rect{X: in.X - 4, Y: y - 1, W: in.W + 4, H: lh}, ui.USBlueDk)
			v.FillRect(dst, ui.Rect{X: in.X - 4, Y: y - 1, W: 3, H: lh}, ui.Gold)
		}
		v.Text(dst, ln.text, ui.SizeBody, false, campaign.LogColor(l.events[ln.event]), x, y, ui.Left)
		y -= lh
	}
	if len(l.events) == 0 {
		v.Text(dst, "Nothing has happened yet.", ui.SizeBody, false, ui.Muted, in.X, in.Y, ui.Left)
	}
}
