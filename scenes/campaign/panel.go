package campaign

import (
	"fmt"
	"image/color"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// Action buttons are buttonH high (or a finger's height: frame.buttonH)
// with buttonGap between rows, buttonRows of them; they start below the
// prompt and end above the status line's two lines.
const (
	buttonH, buttonGap = 30, 6
	buttonRows         = 4
	buttonsTop         = 84 // from the top of the action panel
	statusRoom         = 40 // at its bottom, for the status line
)

// buttonGrid lays the action panel's buttons out: two a row below the
// prompt, the last (usually "end the step") on a row of its own, above the
// status line's room.
func (f *frame) buttonGrid() ui.Grid {
	top := f.action.Y + buttonsTop
	return ui.Grid{Area: ui.Rect{X: f.action.X + 10, Y: top, W: f.action.W - 20, H: f.action.Bottom() - statusRoom - top},
		Cols: 2, H: f.buttonH(), Gap: buttonGap, LastWide: true}
}

// buttonH is the height of the action panel's buttons: buttonH, or a
// finger's.
func (f *frame) buttonH() float64 { return max(buttonH, f.finger) }

// buttonSlots is how many buttons the action panel holds; more choices than
// that are shown in pages.
func (f *frame) buttonSlots() int { return f.buttonGrid().Slots() }

// buttonRect is where the i-th of n action buttons goes.
func (f *frame) buttonRect(i, n int) ui.Rect { return f.buttonGrid().Rect(i, n) }

// panelTitle is the action panel's title: the step and the Campaign Turn of
// the moment on screen (the events being animated, else the engine's).
func (s *Scene) panelTitle() (step, turn string) {
	return strings.ToUpper(string(s.anim.stepShown(s.g))), s.anim.turnName(s.g)
}

// panelPrompt is what the engine asks, under the panel's title: the step's
// name, which the title already says, is left off, and the rest starts with
// a capital ("Buy Forces...", not "buy Forces...").
func (s *Scene) panelPrompt() string {
	if s.anim.busy() {
		return "Japan is moving… (click or press a key to skip)"
	}
	prompt := s.pending().Prompt
	if i := strings.Index(prompt, ": "); i > 0 && i < 24 {
		prompt = prompt[i+2:]
	}
	if r, n := utf8.DecodeRuneInString(prompt); unicode.IsLower(r) {
		prompt = string(unicode.ToUpper(r)) + prompt[n:]
	}
	return prompt
}

// drawActionPanel shows what the engine asks, the buttons and the status.
func (s *Scene) drawActionPanel(dst *ebiten.Image, v ui.View) {
	r := s.lay.action
	s.layers.over(r)
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 1, ui.PanelLine)
	step, turn := s.panelTitle()
	v.Text(dst, step, ui.SizeHeading, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
	v.Text(dst, turn, ui.SizeBody, false, ui.Muted, r.Right()-10, r.Y+10, ui.Right)
	y := v.Paragraph(dst, s.panelPrompt(), ui.SizeLead, false, ui.Pale, r.X+10, r.Y+30, r.W-20)
	_ = y
	bs := s.buttons()
	if s.anim.busy() {
		bs = nil
	}
	for i, b := range bs {
		hov := s.cursor.hover.kind == spotButton && s.cursor.hover.button == i
		style := ui.Plain
		if b.main && (s.ctx == nil || s.ctx.Gate == nil) {
			// Enter presses the main action; in the guided example Enter is the
			// coach's Next, whose button has the gold edge.
			style = ui.Primary
		}
		ui.DrawButton(dst, v, s.lay.buttonRect(i, len(bs)), ui.Button{Label: b.label, Key: b.key, Style: style, Off: b.off}, hov)
	}
	if s.note.Text != "" {
		clr := ui.Green
		if s.note.Bad {
			clr = ui.Refused
		}
		size, lines, top := s.statusLayout(v)
		for i, l := range lines {
			v.Text(dst, l, size, false, clr, r.X+10, top+float64(i)*size*statusLead, ui.Left)
		}
	}
}

// statusLead is the status line's line height, in sizes of its type.
const statusLead = 1.28

// statusLayout sets out the status line whole, wrapped, at the bottom of the
// action panel under the buttons: its type size (smaller when a long
// explanation needs the room), its lines and the top of the first.
func (s *Scene) statusLayout(v ui.View) (size float64, lines []string, top float64) {
	r := s.lay.action
	floor := r.Y + buttonsTop
	if bs := s.buttons(); len(bs) > 0 && !s.anim.busy() {
		floor = s.lay.buttonRect(len(bs)-1, len(bs)).Bottom() + 4
	}
	for size = 12.5; ; size -= 0.5 {
		lines = ui.Wrap(s.note.Text, v.Face(size, false), (r.W-20)*v.Scale)
		top = r.Bottom() - 6 - float64(len(lines))*size*statusLead
		if top >= floor || size <= 9 {
			return size, lines, top
		}
	}
}

// stackHelp is what the stack panel says while no stack is open.
const stackHelp = "Click a stack to open it here; hover over any stack to magnify it.\n\n" +
	"Resupply: click a counter in US Reinforcements to buy it, a Damaged Force to repair it. " +
	"Scouting: click a lit area. Movement: click a US stack, pick its Forces here, then a lit area.\n\n" +
	"Map: wheel or +/- zoom · drag or arrows pan · Home whole Pacific · C fold the charts\n" +
	"Keys: Enter end the step · Esc clear, or menu · Z undo · Ctrl+Y redo · R raid · A ask the staff · Ctrl+A all · N supply · " +
	"[ ] speed · F5/F9 quick save/load · Ctrl+S save as · Ctrl+O open"

// touchHelp is what the stack panel says while no stack is open to a
// player who has touched the screen: the gestures in place of the mouse's
// and the keys (no keyboard on a tablet), and shorter, since the panel's
// type is small there.
const touchHelp = "Tap a stack to open it here; hold a finger on a stack to magnify it, on an area's marker to explain it.\n\n" +
	"Resupply: tap a counter in US Reinforcements to buy it, a Damaged Force to repair it. " +
	"Scouting: tap a lit area. Movement: tap a US stack, pick its Forces here, then a lit area.\n\n" +
	"Map: spread or pinch two fingers to zoom · drag one to pan"

// The open stack's counters go under the panel's title (panelTop), above
// the description of the one hovered (panelFoot from the bottom).
const panelTop, panelFoot = 30.0, 40.0

// drawStackPanel shows the open stack's counters, large enough to read, and
// the Forces chosen from other areas; in the Movement step they are chosen
// here one by one.
func (s *Scene) drawStackPanel(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force) {
	r := s.lay.stack
	s.layers.over(r)
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 1, ui.PanelLine)
	sp := s.stackPanel()
	p := sp.view(board)
	if len(p.forces) == 0 {
		v.Text(dst, "STACK", ui.SizeBody, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
		help := stackHelp
		if v.Finger > 0 {
			help = touchHelp
		}
		if s.Help != "" {
			help = s.Help
		}
		size := v.ParagraphSize(help, ui.SizeBody, false, r.W-20, r.H-36, 9)
		v.Paragraph(dst, help, size, false, ui.Muted, r.X+10, r.Y+30, r.W-20)
		return
	}
	moving := sp.movement && (s.open.side == rules.US || s.open.area == "")
	v.Text(dst, v.FitText(sp.title(p), ui.SizeBody, true, r.W-110), ui.SizeBody, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
	if moving {
		v.Text(dst, fmt.Sprintf("%d selected", s.sel.Len()), ui.SizeBody, false, ui.Pale, r.Right()-10, r.Y+9, ui.Right)
	}
	for i, top := range p.heads {
		area, count := sp.heading(p.groups[i])
		v.Text(dst, v.FitText(area, ui.SizeSmall, true, panelHeadW-8), ui.SizeSmall, true, ui.Cream, r.X+10, top, ui.Left)
		v.Text(dst, v.FitText(count, ui.SizeSmall, false, panelHeadW-8), ui.SizeSmall, false, ui.Pale, r.X+10, top+15, ui.Left)
	}
	var hovered *rules.Force
	for i, f := range p.forces {
		sr := p.slots[i]
		s.counter(dst, v, sr.X, sr.Y, sr.W, s.g.Counter(f), f.Damaged)
		if sp.movedMark(f) {
			// Under the counter, clear of its printing: a moved Force
			// stays readable, and a click takes the move back.
			v.Line(dst, sr.X, sr.Bottom()+2.5, sr.Right(), sr.Bottom()+2.5, 1.5, ui.Gold)
			v.Text(dst, "MOVED", min(ui.SizeFine, panelCaptionH-2), true, ui.Gold, sr.CX(), sr.Bottom()+3.5, ui.Center)
		}
		if s.sel.Has(f.ID) {
			v.StrokeRect(dst, sr.Inset(-2.5), 3, ui.Lit)
			v.Circle(dst, sr.Right()-4, sr.Y+4, 7, ui.Lit)
			v.Text(dst, "✓", ui.SizeFine, true, ui.Ink, sr.Right()-4, sr.Y-3.5, ui.Center)
		}
		if s.cursor.hover.kind == spotCounter && s.cursor.hover.force == f.ID {
			hovered = f
			v.StrokeRect(dst, sr.Inset(-1), 1.5, ui.White)
		}
	}
	if hovered == nil {
		hovered = p.forces[0]
	}
	s.describe(dst, v, hovered, r.X+10, r.Bottom()-panelFoot+4, r.W-20)
}

// describe writes one Force's name, values and state in two lines.
func (s *Scene) describe(dst *ebiten.Image, v ui.View, f *rules.Force, x, y, w float64) {
	if f == nil {
		return
	}
	ct := s.g.Counter(f)
	v.Text(dst, v.FitText(s.g.Name(f.ID)+stateText(s, f), ui.SizeBody, true, w), ui.SizeBody, true, ui.Cream, x, y, ui.Left)
	v.Text(dst, v.FitText(forceLine(ct, f.Damaged), ui.SizeBody, false, w), ui.SizeBody, false, ui.Pale, x, y+17, ui.Left)
}

// forceLine is a Force's values and costs in words.
func forceLine(ct *rules.Counter, damaged bool) string {
	side := "full"
	if damaged {
		side = "Damaged"
	}
	cost := fmt.Sprintf("cost [%d]", ct.Cost)
	if ct.BuyCost > 0 {
		cost += fmt.Sprintf(" buy (%d)", ct.BuyCost)
	}
	parts := []string{string(ct.Type.Kind()), cost, valuesText(ct, damaged) + " (" + side + ")"}
	if ct.Australian {
		parts = append(parts, "Australian")
	}
	return strings.Join(parts, " · ")
}

// stateText notes a Force's markers: " — Damaged, On Transport".
func stateText(s *Scene, f *rules.Force) string {
	var st []string
	if f.Damaged {
		st = append(st, "Damaged")
	}
	if f.OnTransport {
		st = append(st, "on a Transport")
	}
	switch s.anim.markerOf(f) {
	case markMoved:
		st = append(st, "Moved")
	case markTransit:
		st = append(st, "In Transit")
	}
	if f.MovedFrom != "" {
		st = append(st, "moved from "+f.MovedFrom)
	}
	if len(st) == 0 {
		return ""
	}
	return " — " + strings.Join(st, ", ")
}

// whereTitle heads the magnifier of one small counter with where the Force
// is: the US Reinforcements box, or the area of a stack too large for the
// stack panel's full-size counters.
func whereTitle(f *rules.Force) string {
	switch f.Where {
	case rules.InUSReinforce:
		return "US Reinforcements"
	case rules.OnMap:
		return f.Area
	case rules.InReturnToPort:
		return "Return to Port"
	case rules.InRaiding:
		return "Submarine Raiding"
	case rules.InStrategicBombs:
		return "Strategic Bombing"
	case rules.InInvasion:
		return "Japan Invasion"
	}
	return ""
}

// magnifierRect is where the magnifier of n Forces opens: beside the
// cursor, on its left when the right would leave the map's side by much or
// cover another screen's part (Covered) or the staff's open advice, whose
// choices the player is weighing against the map.
func (s *Scene) magnifierRect(n int) ui.Rect {
	const rowH, colW, perCol = 40.0, 330.0, 12
	cols := (n + perCol - 1) / perCol
	rows := min(n, perCol)
	w := colW*float64(cols) + 12
	h := 30 + rowH*float64(rows) + 6
	if n == 1 {
		// A single counter is shown large.
		w, h = 360, 170
	}
	x, y := s.cursor.x+22, s.cursor.y+16
	right := ui.Rect{X: x, Y: y, W: w, H: h}
	if x+w > s.lay.mapArea.Right()+200 || rectsMeet(right, s.Covered) || (s.staff.open && rectsMeet(right, s.staff.panel(&s.lay).R)) {
		x = s.cursor.x - 22 - w
	}
	if y+h > s.lay.canvas.H-4 {
		y = s.lay.canvas.H - 4 - h
	}
	y = max(y, s.lay.topH+4)
	x = max(x, 4)
	return ui.Rect{X: x, Y: y, W: w, H: h}
}

// drawMagnifier lists every Force of the stack under the cursor, with its
// counter and values, beside the cursor.
func (s *Scene) drawMagnifier(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force) {
	if !s.magnifying() {
		return
	}
	var fs []*rules.Force
	title := ""
	if s.cursor.hover.kind == spotStack {
		fs = board[stackKey{s.cursor.hover.area, s.cursor.hover.side}]
		side := "US"
		if s.cursor.hover.side == rules.Japan {
			side = "Japanese"
		}
		title = fmt.Sprintf("%s — %d %s", s.cursor.hover.area, len(fs), side)
	} else if f := s.g.Force(s.cursor.hover.force); f != nil {
		fs = []*rules.Force{f}
		title = whereTitle(f)
	}
	if len(fs) == 0 {
		return
	}
	const rowH, cs = 40.0, 36.0
	const colW = 330.0
	perCol := 12
	r := s.magnifierRect(len(fs))
	x, y, w, h := r.X, r.Y, r.W, r.H
	s.layers.over(ui.Rect{X: x, Y: y, W: w + 5, H: h + 6})
	v.FillRect(dst, ui.Rect{X: x + 4, Y: y + 5, W: w, H: h}, ui.Shadow)
	ui.DrawPopup(dst, v, r, "")
	v.StrokeRect(dst, r, 1.5, ui.Gold)
	v.Text(dst, title, ui.SizeLead, true, ui.Gold, x+10, y+7, ui.Left)
	if len(fs) == 1 {
		f := fs[0]
		ct := s.g.Counter(f)
		s.counter(dst, v, x+12, y+32, 120, ct, f.Damaged)
		tx := x + 146
		ty := v.Paragraph(dst, s.g.Name(f.ID)+stateText(s, f), ui.SizeLead, true, ui.Cream, tx, y+34, w-156)
		v.Paragraph(dst, forceLine(ct, f.Damaged), ui.SizeBody, false, ui.Pale, tx, ty+4, w-156)
		return
	}
	// Counters first, then the texts: each kind batches into few draw calls.
	for i, f := range fs {
		cx := x + 8 + float64(i/perCol)*colW
		cy := y + 30 + float64(i%perCol)*rowH
		s.counter(dst, v, cx, cy, cs, s.g.Counter(f), f.Damaged)
	}
	for i, f := range fs {
		cx := x + 8 + float64(i/perCol)*colW
		cy := y + 30 + float64(i%perCol)*rowH
		ct := s.g.Counter(f)
		v.Text(dst, v.FitText(s.g.Name(f.ID)+stateText(s, f), ui.SizeBody, true, colW-cs-16), ui.SizeBody, true, ui.Cream, cx+cs+8, cy+1, ui.Left)
		v.Text(dst, v.FitText(fmt.Sprintf("[%d] ", ct.Cost)+valuesText(ct, f.Damaged), ui.SizeSmall, false, colW-cs-16), ui.SizeSmall, false, ui.Pale, cx+cs+8, cy+19, ui.Left)
	}
}

// drawAnimation paints what the current event shows: the die, a sliding stack,
// a word over an area.
func (s *Scene) drawAnimation(dst *ebiten.Image, v ui.View) {
	p := &s.anim
	if !p.busy() {
		return
	}
	if len(p.path) > 1 && len(p.moving) > 0 {
		// The move is drawn on the board, through the map's zoom.
		mv, clip := s.cam.view(v), s.cam.clip(dst, v)
		t := p.progress()
		t = t * t * (3 - 2*t)
		x, y := along(p.path, t)
		s.overMap(pathBounds(p.path))
		s.overMap(ui.Rect{X: x - counterSize/2 - 4, Y: y - counterSize/2 - 22, W: counterSize + 36, H: counterSize + 60})
		for i := 0; i+1 < len(p.path); i++ {
			mv.Line(clip, p.path[i][0], p.path[i][1], p.path[i+1][0], p.path[i+1][1], 4, color.NRGBA{0xff, 0xe0, 0x66, 0xb0})
		}
		var fs []*rules.Force
		for _, id := range p.moving {
			if f := s.g.Force(id); f != nil {
				fs = append(fs, f)
			}
		}
		stackOrder(s.g, fs)
		s.drawStack(clip, mv, ui.Rect{X: x - counterSize/2, Y: y - counterSize/2, W: counterSize, H: counterSize}, fs, true)
	}
	if p.die > 0 {
		x, y := s.lay.sheets[sheetNewForces].Right()+40, s.lay.sheets[sheetNewForces].Y+60
		if p.dieArea != "" {
			x, y = s.markerOnScreen(p.dieArea)
			y -= 58
		}
		shown := p.die
		if p.progress() < 0.45 {
			shown = 1 + (s.tick*7+int(p.t)*3)%10
		}
		drawDie(dst, v, x, y, shown, p.dieWhat)
		w := max(50, v.TextWidth(p.dieWhat, ui.SizeSmall, true)+14)
		s.layers.over(ui.Rect{X: x - w/2, Y: y - 24, W: w, H: 70})
	}
	if p.flash != "" {
		x, y := 580.0, 470.0
		if p.flashArea != "" {
			x, y = s.markerOnScreen(p.flashArea)
			y -= 40
		}
		w := v.TextWidth(p.flash, ui.SizeSubtitle, true) + 18
		s.layers.over(ui.Rect{X: x - w/2, Y: y - 14, W: w, H: 28})
		v.FillRect(dst, ui.Rect{X: x - w/2, Y: y - 14, W: w, H: 28}, ui.Ink)
		v.StrokeRect(dst, ui.Rect{X: x - w/2, Y: y - 14, W: w, H: 28}, 2, ui.Gold)
		v.Text(dst, p.flash, ui.SizeSubtitle, true, ui.Gold, x, y-12, ui.Center)
	}
}

// drawDie draws the ten-sided die showing n, with what it is rolled for.
func drawDie(dst *ebiten.Image, v ui.View, x, y float64, n int, what string) {
	const r = 22.0
	v.Circle(dst, x+2, y+3, r, ui.Shadow)
	v.Circle(dst, x, y, r, ui.White)
	v.Ring(dst, x, y, r, 2.5, ui.Ink)
	v.Line(dst, x-r*0.7, y-r*0.1, x, y-r*0.95, 1, ui.Muted)
	v.Line(dst, x+r*0.7, y-r*0.1, x, y-r*0.95, 1, ui.Muted)
	v.Text(dst, fmt.Sprint(n), ui.SizeSubtitle, true, ui.Ink, x, y-13, ui.Center)
	if what != "" {
		w := v.TextWidth(what, ui.SizeSmall, true) + 10
		v.FillRect(dst, ui.Rect{X: x - w/2, Y: y + r + 3, W: w, H: 17}, ui.Ink)
		v.Text(dst, what, ui.SizeSmall, true, ui.Gold, x, y+r+4.5, ui.Center)
	}
}

// pathBounds is the rectangle around a path, with room for its line.
func pathBounds(path [][2]float64) ui.Rect {
	if len(path) == 0 {
		return ui.Rect{}
	}
	x0, y0, x1, y1 := path[0][0], path[0][1], path[0][0], path[0][1]
	for _, p := range path[1:] {
		x0, y0, x1, y1 = min(x0, p[0]), min(y0, p[1]), max(x1, p[0]), max(y1, p[1])
	}
	return ui.Rect{X: x0 - 4, Y: y0 - 4, W: x1 - x0 + 8, H: y1 - y0 + 8}
}

// rectsMeet reports whether two rectangles share some area.
func rectsMeet(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// valueTip is the value printed on the counter under the cursor, in the
// stack panel where counters are large enough to print every value, with
// what it means; none elsewhere.
func (s *Scene) valueTip() ui.CounterPart {
	h := s.cursor.hover
	if h.kind != spotCounter || h.r.W < panelCounter || s.anim.busy() || s.View.Scale == 0 {
		return ui.CounterPart{}
	}
	f := s.g.Force(h.force)
	if f == nil {
		return ui.CounterPart{}
	}
	for _, p := range ui.CounterParts(s.View, h.r.X, h.r.Y, h.r.W, s.g.Counter(f), f.Damaged) {
		if p.Box.Contains(s.cursor.x, s.cursor.y) {
			return p
		}
	}
	return ui.CounterPart{}
}

// drawValueTip names the counter value under the cursor in a small card
// above it, so that no number on a counter has to be guessed.
func (s *Scene) drawValueTip(dst *ebiten.Image, v ui.View) {
	p := s.valueTip()
	if p.What == "" {
		return
	}
	const w = 300.0
	lines := ui.Wrap(p.What, v.Face(ui.SizeSmall, false), (w-16)*v.Scale)
	h := float64(len(lines))*ui.SizeSmall*1.3 + 20
	r := ui.Rect{X: min(p.Box.X, s.lay.canvas.W-w-6), Y: p.Box.Y - h - 4, W: w, H: h}
	v.StrokeRect(dst, p.Box, 1.5, ui.Lit)
	in := ui.DrawPopup(dst, v, r, "")
	v.StrokeRect(dst, r, 1, ui.Gold)
	for i, l := range lines {
		v.Text(dst, l, ui.SizeSmall, false, ui.Cream, in.X, in.Y+float64(i)*ui.SizeSmall*1.3, ui.Left)
	}
	s.layers.over(r)
	s.layers.over(p.Box.Inset(-2))
}
