package battle

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// Colours of the Battle Sheet.
var (
	seaDeep  = color.RGBA{0x24, 0x4f, 0x7a, 0xff}
	seaCoast = color.RGBA{0x4f, 0x8f, 0xae, 0xff}
	sand     = color.RGBA{0xd8, 0xc8, 0x94, 0xff}
	boxFill  = color.RGBA{0x00, 0x10, 0x24, 0x38}
	boxLine  = color.NRGBA{0xf2, 0xe6, 0xc8, 0x90}
	landBox  = color.NRGBA{0x6b, 0x55, 0x2c, 0x30}
	landLine = color.RGBA{0x5a, 0x46, 0x20, 0xc0}
	jpText   = ui.JPText
	usText   = ui.USText
	dimCover = color.RGBA{0x10, 0x10, 0x18, 0xa0}
)

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	s.fr = frameFor(s.Canvas(), s.View.Finger)
	// The sheet changes as events play, between the Updates that lay it out
	// for the mouse: lay it out for what is drawn.
	s.layOut()
	screen.Fill(ui.Navy)
	s.drawBackground(screen, v)
	s.drawTopBar(screen, v)
	s.drawSequence(screen, v)
	s.drawGroups(screen, v)
	s.drawUnits(screen, v)
	s.drawLost(screen, v)
	s.drawTrack(screen, v)
	s.drawJapanesePlans(screen, v)
	s.drawUSPlans(screen, v)
	s.drawAsk(screen, v)
	s.drawLog(screen, v)
	if s.choosingPlans() {
		s.drawPlanChoice(screen, v)
	}
	s.drawOdds(screen, v)
	s.drawCupTip(screen, v)
	if s.Over() {
		s.drawSummary(screen, v)
	}
	if s.watched == "" {
		s.drawStaff(screen, v)
	}
	s.drawEvent(screen, v)
}

// drawBackground paints the printed Battle Sheet, cached in an image for
// the screen's size.
func (s *Scene) drawBackground(screen *ebiten.Image, v ui.View) {
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	if s.bg == nil || s.bgW != w*100000+h {
		if s.bg != nil {
			s.bg.Deallocate()
		}
		// An image of its own, not a page of Ebitengine's atlas, which would
		// be a power of two larger and kept.
		s.bg = ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
		s.bgW = w*100000 + h
		s.paintSheet(s.bg, v)
	}
	screen.DrawImage(s.bg, nil)
}

func (s *Scene) paintSheet(dst *ebiten.Image, v ui.View) {
	v.FillRect(dst, ui.Rect{X: s.fr.sheet.X - 4, Y: s.fr.sheet.Y - 4, W: s.fr.sheet.W + 8, H: s.fr.sheet.H + 8}, ui.Cream)
	for _, z := range s.fr.zones {
		r := s.fr.zoneRect(z)
		bg := seaDeep
		switch z.name {
		case rules.ZoneIsland:
			bg = sand
		case rules.ZoneCoastal:
			bg = seaCoast
		}
		v.FillRect(dst, r, bg)
		if z.name == rules.ZoneIsland {
			// The shore line on both edges of the Island.
			v.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: 6}, color.RGBA{0xb8, 0xa4, 0x6c, 0xff})
			v.FillRect(dst, ui.Rect{X: r.X, Y: r.Bottom() - 6, W: r.W, H: 6}, color.RGBA{0xb8, 0xa4, 0x6c, 0xff})
		}
		// The label strip: the area's name and its movement numbers.
		strip := ui.Rect{X: r.X, Y: r.Y, W: labelW, H: r.H}
		v.FillRect(dst, strip, color.RGBA{0x0b, 0x1e, 0x3a, 0xd8})
		cy := r.CY()
		v.Circle(dst, strip.CX(), cy-10, 27, ui.Cream)
		v.Text(dst, z.roll, ui.SizeSubtitle, true, ui.Ink, strip.CX(), cy-24, ui.Center)
		words := strings.Fields(z.label)
		ly := cy + 24
		for _, w := range words {
			v.Text(dst, w, ui.SizeBody, true, ui.Cream, strip.CX(), ly, ui.Center)
			ly += 15
		}
		v.Text(dst, "MOVEMENT", ui.SizeFine, false, ui.Muted, strip.CX(), r.Y+8, ui.Center)
		// The two sides' halves.
		for _, side := range []rules.Side{rules.Japan, rules.US} {
			sr := s.fr.sideRect(z, side)
			label, clr := "JAPANESE", ui.JPRedDk
			if side == rules.US {
				label, clr = "US", ui.USBlueDk
			}
			if z.name != rules.ZoneIsland {
				if side == rules.Japan {
					clr = jpText
				} else {
					clr = usText
				}
			}
			v.Text(dst, label, ui.SizeSmall, true, clr, sr.X+2, sr.Y, ui.Left)
		}
		mid := s.fr.sideRect(z, rules.US).X - 4
		for y := r.Y + 6; y < r.Bottom()-6; y += 14 {
			v.Line(dst, mid, y, mid, y+7, 1.5, color.NRGBA{0xff, 0xff, 0xff, 0x60})
		}
		v.Line(dst, r.X, r.Bottom(), r.Right(), r.Bottom(), 2, ui.Cream)
	}
	// Panels of the left column and the right side.
	for _, r := range []ui.Rect{s.fr.seq, s.fr.lost, s.fr.track, s.fr.jpPlan, s.fr.usPlan, s.fr.ask, s.fr.log} {
		v.FillRect(dst, r, ui.Panel)
		v.StrokeRect(dst, r, 1, ui.PanelLine)
	}
}

// drawTopBar shows the battle's place and the turn.
func (s *Scene) drawTopBar(dst *ebiten.Image, v ui.View) {
	v.FillRect(dst, ui.Rect{X: 0, Y: 0, W: s.fr.canvas.W, H: s.fr.topH}, ui.Navy)
	v.Line(dst, 0, s.fr.topH-1, s.fr.canvas.W, s.fr.topH-1, 2, ui.Gold)
	area := ""
	if s.sh.b != nil {
		area = s.sh.b.Area
	}
	if s.ended != nil {
		area = s.ended.Area
	}
	v.Text(dst, "BATTLE SHEET", ui.SizeSubtitle, true, ui.Cream, 14, 10, ui.Left)
	v.Text(dst, "The Battle for "+area, ui.SizeSubtitle, true, ui.Gold, 180, 10, ui.Left)
	v.Text(dst, s.headerInfo(), ui.SizeLead, false, ui.Pale, s.fr.staffButtonRect().X-16, 14, ui.Right)
	ui.DrawButton(dst, v, s.fr.rules, ui.Button{Label: "Rules", Key: "F1"}, s.fr.rules.Contains(s.mx, s.my))
}

// currentStep is the step of the sequence to light: the one the last event
// played told, and once every event has played and a question waits, the
// one the engine says its battle stands at (a question of the set-up comes
// before its step's events; a game loaded in the middle of a battle has no
// events to tell it).
func (s *Scene) currentStep() rules.SheetStep {
	if _, a := s.pending(); a != nil && s.cur == nil {
		if st := s.g.Battle.SheetNow(); st != "" {
			return st
		}
	}
	return s.sh.step
}

// headerInfo is the top line's campaign, Campaign Turn, Battle Turn counter
// (its box, as on the Battle Sheet's track) and Supply Points.
func (s *Scene) headerInfo() string {
	turns := s.g.Data().Setup.Turns
	name := "Start"
	if s.turn > 0 && s.turn <= len(turns) {
		name = turns[s.turn-1]
	}
	info := fmt.Sprintf("%d Campaign · %s", s.g.Year, name)
	if s.ended == nil && s.sh.b != nil && s.sh.b.TurnsLeft > 0 {
		info += fmt.Sprintf(" · Battle Turn counter on box %d", s.sh.b.TurnsLeft)
	}
	return info + fmt.Sprintf(" · Supply Points %d", s.supply)
}

// seqLeast is the least type size of a step on the Battle Turn Sequence.
const seqLeast = 9.5

// drawSequence is the Battle Turn Sequence printed on the sheet, with the
// current step lit.
func (s *Scene) drawSequence(dst *ebiten.Image, v ui.View) {
	drawSequenceLit(dst, v, s.fr.seq, s.currentStep())
}

// drawSequenceLit draws the Battle Turn Sequence in r with step cur lit.
func drawSequenceLit(dst *ebiten.Image, v ui.View, r ui.Rect, cur rules.SheetStep) {
	v.Text(dst, "BATTLE TURN SEQUENCE", ui.SizeBody, true, ui.Gold, r.X+8, r.Y+8, ui.Left)
	y := r.Y + 32
	line := func(step rules.SheetStep, indent float64, head bool) {
		text := string(step)
		size, clr := 12.0, ui.Pale
		if head {
			v.Text(dst, text, ui.SizeSmall, true, ui.Muted, r.X+8, y, ui.Left)
			y += 19
			return
		}
		if step == cur {
			v.FillRect(dst, ui.Rect{X: r.X + 4, Y: y - 2, W: r.W - 8, H: 19}, ui.Lit)
			clr = ui.Ink
		}
		// The printed step names are shown whole, in smaller type if need be;
		// the step being played in bold, unless only regular type fits
		// (the lit band says it is the step: "Determine Japanese Battle
		// Plan Draws" was cut in bold at 1366x768).
		room, bold := r.W-16-indent, step == cur
		size = v.FitSize(text, size, bold, room, seqLeast)
		if bold && v.TextWidth(text, size, true) > room {
			bold = false
			size = v.FitSize(text, 12, false, room, seqLeast)
		}
		v.Text(dst, v.FitText(text, size, bold, room), size, bold, clr, r.X+10+indent, y, ui.Left)
		y += 20.5
	}
	line("SET-UP", 0, true)
	for _, st := range rules.SheetSetUp {
		line(st, 0, false)
	}
	y += 4
	line("COMBAT", 0, true)
	for _, st := range rules.SheetCombat {
		indent := 0.0
		if rules.CombatPart(st) {
			indent = 14
		}
		line(st, indent, false)
	}
}

// drawGroups draws the boxes of counters: Ships, Foxholes, Airfields...
func (s *Scene) drawGroups(dst *ebiten.Image, v ui.View) {
	_, a := s.pending()
	for _, gr := range s.lay.groups {
		land := gr.zone == rules.ZoneIsland
		var fill, line, text color.Color = boxFill, boxLine, ui.Cream
		if land {
			fill, line, text = landBox, landLine, ui.Ink
		}
		v.FillRect(dst, gr.r, fill)
		v.StrokeRect(dst, gr.r, 1, line)
		v.Text(dst, v.FitText(gr.label, ui.SizeSmall, true, gr.r.W-8), ui.SizeSmall, true, text, gr.r.X+5, gr.r.Y+2, ui.Left)
		if gr.airfields {
			// The Airfield counter, a value printed large.
			n := s.airfields(gr.side)
			ar := ui.Rect{X: gr.r.Right() - 28, Y: gr.r.Y + 3, W: 24, H: 13}
			_ = ar
			if len(gr.units) == 0 {
				msg := "no aircraft"
				if n == 0 {
					msg = "no Airfields"
				}
				v.Text(dst, msg, ui.SizeSmall, false, text, gr.r.X+6, gr.r.Y+20, ui.Left)
			}
			// The Airfields of the side taking the Hit: the US's when Japan
			// attacks, Japan's when the player chooses among its targets.
			if a != nil && a.Kind == rules.AskAllocateHit && gr.side == a.AttackBy.Other() && offers(s.g, rules.DoAllocateHit, rules.AirfieldTarget) && s.cur == nil {
				v.StrokeLit(dst, gr.r.Inset(-2), 3)
			}
		}
	}
}

func (s *Scene) airfields(side rules.Side) int {
	if s.sh.b == nil {
		return 0
	}
	if side == rules.US {
		return s.sh.b.USAirfields
	}
	return s.sh.b.JPAirfields
}

// offers reports whether the engine offers a decision of kind k for force.
func offers(g *rules.Game, k rules.DecisionKind, force string) bool {
	for _, o := range g.Pending().Options {
		if o.Kind == k && o.Force == force {
			return true
		}
	}
	return false
}

// drawUnits draws every counter on the sheet, and lights those the player
// may click now.
func (s *Scene) drawUnits(dst *ebiten.Image, v ui.View) {
	p, a := s.pending()
	lit := map[string]bool{}
	if a != nil && s.cur == nil {
		for _, o := range p.Options {
			switch o.Kind {
			case rules.DoFly:
				if a.Kind == rules.AskFly {
					lit[o.Force] = true
				}
			case rules.DoAllocateHit, rules.DoDestroy, rules.DoChooseCarrier:
				lit[o.Force] = true
			case rules.DoPlace:
				if a.Kind == rules.AskPlaceJapanese {
					lit[o.Force] = true
				}
			}
		}
		if a.Force != "" {
			lit[a.Force] = true
		}
	}
	hoverID, _ := s.unitAt(s.mx, s.my)
	// A button naming a Force shows which counter it means.
	named := ""
	if bs := s.buttons(); s.hoverBtn >= 0 && s.hoverBtn < len(bs) {
		named = bs[s.hoverBtn].d.Force
	}
	for _, pl := range s.lay.units {
		ct := counterOf(s.g, pl.u)
		if ct == nil {
			continue
		}
		s.counters.Draw(dst, v, pl.r.X, pl.r.Y, pl.r.W, s.g.Year, ct, pl.u.Damaged())
		if pl.u.CBA() && !pl.mini && pl.u.Carrier != "" {
			s.drawCarrierTag(dst, v, pl)
		}
		if pl.u.Sat {
			v.FillRect(dst, pl.r, dimCover)
		}
		switch {
		case pl.u.ID() == s.selected:
			v.StrokeRect(dst, pl.r.Inset(-3), 4, ui.Green)
		case lit[pl.u.ID()]:
			// Against the counter's own edge: the ring stays clear of
			// the box's label above (flow's labelH).
			v.StrokeLit(dst, pl.r.Inset(-1.25), 2.5)
		}
		switch pl.u.ID() {
		case named:
			v.StrokeRect(dst, pl.r.Inset(-3), 3, ui.White)
		case hoverID:
			v.StrokeRect(dst, pl.r.Inset(-1), 1.5, ui.White)
		}
	}
	// The hovered counter's name and values, under the cursor.
	if hoverID != "" && s.cur == nil && !s.Over() {
		if u := s.sh.unit(hoverID); u != nil {
			s.drawTip(dst, v, u)
		}
	}
}

// drawTip names the counter under the cursor.
func (s *Scene) drawTip(dst *ebiten.Image, v ui.View, u *rules.Unit) {
	ct := counterOf(s.g, u)
	if ct == nil {
		return
	}
	name := unitName(s.g, u)
	if u.Damaged() {
		name += " (Damaged)"
	}
	line := ui.ValuesText(ct, u.Damaged())
	w := max(v.TextWidth(name, ui.SizeLead, true), v.TextWidth(line, ui.SizeBody, false)) + 16
	x, y := s.mx+18, s.my+18
	if x+w > s.fr.canvas.W-4 {
		x = s.mx - 18 - w
	}
	if y+44 > s.fr.canvas.H-4 {
		y = s.my - 50
	}
	r := ui.Rect{X: x, Y: y, W: w, H: 42}
	v.FillRect(dst, r, ui.Card)
	v.StrokeRect(dst, r, 1.5, ui.Gold)
	v.Text(dst, name, ui.SizeLead, true, ui.Cream, x+8, y+4, ui.Left)
	v.Text(dst, line, ui.SizeBody, false, ui.Pale, x+8, y+22, ui.Left)
}

// drawLost shows the Forces lost so far in this battle.
func (s *Scene) drawLost(dst *ebiten.Image, v ui.View) {
	r := s.lostArea()
	v.Text(dst, "LOST IN THIS BATTLE", ui.SizeBody, true, ui.Gold, r.X+8, r.Y+8, ui.Left)
	us, jp := 0, 0
	if s.sh.b != nil {
		for _, u := range s.sh.b.Units {
			if u.Lost() && u.Side() == rules.US {
				us++
			} else if u.Lost() {
				jp++
			}
		}
	}
	shownUS, shownJP := 0, 0
	for _, pl := range s.lay.lost {
		if pl.u.Side() == rules.US {
			shownUS++
		} else {
			shownJP++
		}
	}
	label := func(side string, n, shown int) string {
		if shown < n {
			return fmt.Sprintf("%s: %d (%d shown)", side, n, shown)
		}
		return fmt.Sprintf("%s: %d", side, n)
	}
	if us+jp == 0 {
		// One line: a "Japanese: 0" alone in the middle of the empty
		// column read as a stray.
		v.Text(dst, "No Force lost yet.", ui.SizeSmall, false, ui.Pale, r.X+8, r.Y+28, ui.Left)
		return
	}
	v.Text(dst, label("US", us, shownUS), ui.SizeSmall, true, usText, r.X+8, r.Y+28, ui.Left)
	v.Text(dst, label("Japanese", jp, shownJP), ui.SizeSmall, true, jpText, r.X+8, s.lay.lostJapanY+2, ui.Left)
	for _, pl := range s.lay.lost {
		if ct := counterOf(s.g, pl.u); ct != nil {
			s.counters.Draw(dst, v, pl.r.X, pl.r.Y, pl.r.W, s.g.Year, ct, true)
			v.FillRect(dst, pl.r, color.RGBA{0, 0, 0, 0x60})
		}
	}
}

// drawCarrierTag names, across the middle of a Carrier-Based Aircraft's
// counter away from its carrier, the carrier it flies from ("Kaga"): the
// counters of a type look alike, and the engine's questions and the Hit
// buttons tell them apart by their carriers ("Hit on A6M (CV Kaga)"), which
// the counters did not show.
func (s *Scene) drawCarrierTag(dst *ebiten.Image, v ui.View, pl placed) {
	name := carrierShortName(unitNameByID(s.g, s.sh.b, pl.u.Carrier))
	r := carrierTagRect(pl.r, ui.Compact(v, pl.r.W), pl.u.Side())
	size := v.FitSize(name, r.H*0.82, true, r.W-4, r.H*0.55)
	v.FillRect(dst, r, color.RGBA{0x0c, 0x16, 0x2a, 0xd8})
	v.Text(dst, v.FitText(name, size, true, r.W-4), size, true, ui.White, r.CX(), r.Y+(r.H-size*1.15)/2, ui.Center)
}

// carrierTagRect is where a counter names its carrier, clear of its type
// and its values: on a full counter the band of the name, which an
// aircraft type's counter leaves empty; on a compact one its silhouette.
// It keeps off the nationality stripe (Japanese on the left edge, US on
// the right).
func carrierTagRect(c ui.Rect, compact bool, side rules.Side) ui.Rect {
	top, h := 0.45, 0.23
	if compact {
		top, h = 0.36, 0.27
	}
	x := c.X + c.W*0.03
	if side == rules.Japan {
		x = c.X + c.W*0.14
	}
	return ui.Rect{X: x, Y: c.Y + c.H*top, W: c.W * 0.83, H: c.H * h}
}

// carrierShortName is a carrier's name without its type: "Kaga" for "CV
// Kaga".
func carrierShortName(name string) string {
	if _, rest, ok := strings.Cut(name, " "); ok && rest != "" {
		return rest
	}
	return name
}
