package battle

import (
	"fmt"
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// trackBox is the box for n Battle Turns left on the Battle Turn track.
func (f *frame) trackBox(n int) ui.Rect {
	const w, gap = 78.0, 8.0
	x := f.track.X + 12 + float64(n-1)*(w+gap)
	return ui.Rect{X: x, Y: f.track.Y + 30, W: w, H: 54}
}

// trackRolls are the Battle Turn roll ranges printed in the boxes.
func (s *Scene) trackRolls() map[int]string {
	out := map[int]string{5: "by plans"}
	for _, r := range s.g.Data().Tables.BattleTurns {
		if r.Low == r.High {
			out[r.Turns] = fmt.Sprintf("roll %d", r.Low)
		} else {
			out[r.Turns] = fmt.Sprintf("roll %d-%d", r.Low, r.High)
		}
	}
	return out
}

// trackWords says where the Battle Turn counter stands as the Battle Sheet
// shows it: the box it is on, which counts the Battle Turns left, this one
// included; "" before Battle Turns are rolled.
func (s *Scene) trackWords() string {
	b := s.sh.b
	if s.ended != nil {
		switch {
		case b == nil || b.TurnsLeft <= 0:
			return "The counter is off the track: the battle is over"
		default:
			return fmt.Sprintf("The battle is over with the counter on box %d", b.TurnsLeft)
		}
	}
	if b == nil || b.TurnsLeft <= 0 {
		return ""
	}
	switch {
	case b.TurnsLeft == 1:
		return "Counter on box 1: the last Battle Turn"
	case b.Turn == 0:
		return fmt.Sprintf("Counter on box %d: the battle lasts %d Battle Turns", b.TurnsLeft, b.TurnsLeft)
	}
	return fmt.Sprintf("Counter on box %d: this Battle Turn and %d more", b.TurnsLeft, b.TurnsLeft-1)
}

// drawTrack is the Battle Turn track with the counter in its box.
func (s *Scene) drawTrack(dst *ebiten.Image, v ui.View) {
	r := s.fr.track
	tw := v.Text(dst, "BATTLE TURN TRACK", ui.SizeBody, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
	left := 0
	if s.sh.b != nil {
		left = s.sh.b.TurnsLeft
	}
	if words := s.trackWords(); words != "" {
		// Beside the title, in smaller type when the words need it.
		room := r.W - 20 - tw - 12
		size := v.FitSize(words, ui.SizeBody, false, room, ui.SizeFine)
		v.Text(dst, v.FitText(words, size, false, room), size, false, ui.Pale, r.Right()-10, r.Y+9, ui.Right)
	}
	rolls := s.trackRolls()
	for n := 1; n <= 5; n++ {
		b := s.fr.trackBox(n)
		v.FillRect(dst, b, ui.Cream)
		v.StrokeRect(dst, b, 1.5, ui.Ink)
		if n != left {
			// The box's printing, which the counter covers when it is there.
			v.Text(dst, fmt.Sprint(n), ui.SizeSubtitle, true, ui.Ink, b.CX(), b.Y+4, ui.Center)
			v.Text(dst, rolls[n], ui.SizeFine, false, ui.Ink, b.CX(), b.Y+34, ui.Center)
		}
		if n == left {
			m := b.Inset(5)
			v.FillRect(dst, ui.Rect{X: m.X + 2, Y: m.Y + 3, W: m.W, H: m.H}, ui.Shadow)
			v.FillRect(dst, m, ui.Navy)
			v.StrokeRect(dst, m, 2, ui.Gold)
			v.Text(dst, "BATTLE", ui.SizeFine, true, ui.Gold, m.CX(), m.Y+4, ui.Center)
			v.Text(dst, "TURN", ui.SizeFine, true, ui.Gold, m.CX(), m.Y+17, ui.Center)
			v.Text(dst, fmt.Sprint(n), ui.SizeFine, true, ui.White, m.CX(), m.Y+30, ui.Center)
		}
	}
}

// planCardTitle is a plan counter's title line beside its tag ("USED",
// "SAVED" or ""): the name with its cost (a US plan still to use), cut to
// leave the tag room, and where each is written.
func planCardTitle(v ui.View, r ui.Rect, side rules.Side, name, tag string) (title string, titleR, tagR ui.Rect) {
	// A compact counter (four a row) takes smaller type and sits higher.
	size, ts, y := 13.0, float64(tagSize), r.Y+4
	if r.H < 24 {
		size, ts, y = 11, tagSize-1, r.Y+1
	}
	title = name
	if pl := planInfo(side, name); pl != nil && side == rules.US && tag == "" {
		title = fmt.Sprintf("%s (%d)", name, pl.Cost)
	}
	room := r.W - 10
	if tag != "" {
		tw := v.TextWidth(tag, ts, true)
		// On a counter too narrow for both, the name is kept whole and the
		// tag left out: a USED counter is dimmed all the same.
		if v.TextWidth(title, 10, true) <= room-tw-8 || v.TextWidth(title, 10, true) > room {
			tagR = ui.Rect{X: r.Right() - 6 - tw, Y: y + (size-ts)*0.6, W: tw, H: ts * 1.25}
			room -= tw + 8
		}
	}
	// Smaller type before an ellipsis: the name is what the counter is for.
	for size > 10 && v.TextWidth(title, size, true) > room {
		size -= 0.5
	}
	title = v.FitText(title, size, true, room)
	titleR = ui.Rect{X: r.X + 6, Y: y, W: v.TextWidth(title, size, true), H: size * 1.25}
	return title, titleR, tagR
}

// tagSize is the type size of a plan counter's USED or SAVED tag.
const tagSize = 11

// planCard draws one Battle Plan counter face up with its line of text;
// tag ("USED", "SAVED" or "") is written in its corner, and a USED counter
// is dimmed.
func planCard(dst *ebiten.Image, v ui.View, r ui.Rect, side rules.Side, name, tag string) {
	bg, dark := ui.USBlue, ui.USBlueDk
	if side == rules.Japan {
		bg, dark = ui.JPRed, ui.JPRedDk
	}
	v.FillRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, bg)
	v.StrokeRect(dst, r, 1.5, dark)
	title, titleR, tagR := planCardTitle(v, r, side, name, tag)
	v.Text(dst, title, titleR.H/1.25, true, ui.White, titleR.X, titleR.Y, ui.Left)
	if pl := planInfo(side, name); pl != nil && r.H > 30 {
		lines := ui.Wrap(pl.Summary, v.Face(ui.SizeSmall, false), (r.W-12)*v.Scale)
		y := r.Y + 21
		for i, l := range lines {
			if y+13 > r.Bottom() {
				break
			}
			if i == 1 && len(lines) > 2 && y+26 > r.Bottom() {
				l = v.FitText(strings.Join(lines[1:], " "), ui.SizeSmall, false, r.W-12)
			}
			v.Text(dst, l, ui.SizeSmall, false, ui.Cream, r.X+6, y, ui.Left)
			y += 14
		}
	}
	if tag == "USED" {
		v.FillRect(dst, r, color.RGBA{0x20, 0x20, 0x28, 0xb0})
	}
	if tag != "" && tagR.W > 0 {
		v.Text(dst, tag, tagR.H/1.25, true, ui.Gold, tagR.X, tagR.Y, ui.Left)
	}
}

// drawJapanesePlans shows the Battle Plan Quantity and the plans Japan drew
// this Battle Turn, face up.
func (s *Scene) drawJapanesePlans(dst *ebiten.Image, v ui.View) {
	r := s.fr.jpPlan
	v.Text(dst, "JAPANESE BATTLE PLANS", ui.SizeBody, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
	b := s.sh.b
	if b == nil {
		return
	}
	q := ui.Rect{X: r.Right() - 40, Y: r.Y + 6, W: 30, H: 30}
	v.FillRect(dst, q, ui.JPRed)
	v.StrokeRect(dst, q, 1.5, ui.Cream)
	v.Text(dst, fmt.Sprint(b.PlanDraws), ui.SizeLarge, true, ui.White, q.CX(), q.Y+4, ui.Center)
	v.Text(dst, "Battle Plan Quantity", ui.SizeSmall, false, ui.Pale, q.X-8, r.Y+10, ui.Right)
	cup, _, cr := s.cupLine(v)
	v.Text(dst, cup, ui.SizeSmall, false, ui.Muted, cr.X, cr.Y+2, ui.Left)
	shown := rules.PlanNames(b.JPActive)
	saved := map[string]bool{}
	for _, p := range rules.PlanNames(b.JPSaved) {
		if !contains(shown, p) {
			shown = append(shown, p)
			saved[p] = true
		}
	}
	if len(shown) == 0 {
		v.Paragraph(dst, "None drawn yet: Japan draws its plans at the start of each Battle Turn.", ui.SizeBody, false, ui.Muted, r.X+10, r.Y+52, r.W-20)
		return
	}
	for i, name := range shown {
		cr := jpPlanCardRect(r, i, len(shown))
		tag := ""
		switch {
		case saved[name]:
			tag = "SAVED"
		case slices.Contains(b.JPUsed, rules.JPPlanNamed(name)):
			tag = "USED"
		}
		planCard(dst, v, cr, rules.Japan, name, tag)
	}
}

// cupLine is the line under the Japanese Battle Plans' title that says what
// is in the cup, where it goes (beside the Battle Plan Quantity, not under
// it), and whether the plans out of the cup had to be left out of it for
// want of room: then pointing at it lists them (drawCupTip). One cup serves
// the whole campaign: which plans are out of it is public.
func (s *Scene) cupLine(v ui.View) (line string, short bool, r ui.Rect) {
	p := s.fr.jpPlan
	r = ui.Rect{X: p.X + 10, Y: p.Y + 24, W: p.Right() - 48 - (p.X + 10), H: 16}
	b := s.sh.b
	if b == nil {
		return "", false, r
	}
	if len(b.JPDiscard) == 0 {
		return fmt.Sprintf("%d in the cup · none out of it", len(b.Cup)), false, r
	}
	full := fmt.Sprintf("%d in the cup · out of it: %s", len(b.Cup), strings.Join(rules.PlanNames(b.JPDiscard), ", "))
	if v.TextWidth(full, ui.SizeSmall, false) <= r.W {
		return full, false, r
	}
	line, _ = v.FitFirst([]string{
		fmt.Sprintf("%d in the cup · %d out of it (point here for their names)", len(b.Cup), len(b.JPDiscard)),
		fmt.Sprintf("%d in the cup · %d out of it (point for names)", len(b.Cup), len(b.JPDiscard)),
	}, ui.SizeSmall, false, r.W, ui.SizeSmall)
	return line, true, r
}

// cupTipShown reports whether the cursor points at a cup line too short to
// name the plans out of the cup.
func (s *Scene) cupTipShown(v ui.View) bool {
	_, short, r := s.cupLine(v)
	return short && r.Contains(s.mx, s.my)
}

// drawCupTip lists the plans out of the cup under the cup line, over the
// cards, while the cursor points at the line.
func (s *Scene) drawCupTip(dst *ebiten.Image, v ui.View) {
	if !s.cupTipShown(v) {
		return
	}
	_, _, r := s.cupLine(v)
	text := "Out of the cup: " + strings.Join(rules.PlanNames(s.sh.b.JPDiscard), ", ") + "."
	w := s.fr.jpPlan.W - 20
	lines := ui.Wrap(text, v.Face(ui.SizeBody, false), (w-16)*v.Scale)
	box := ui.Rect{X: r.X, Y: r.Bottom() + 2, W: w, H: float64(len(lines))*ui.SizeBody*1.3 + 10}
	v.Over(box)
	v.FillRect(dst, box, ui.Card)
	v.StrokeRect(dst, box, 1.5, ui.Gold)
	v.Paragraph(dst, text, ui.SizeBody, false, ui.Cream, box.X+8, box.Y+5, w-16)
}

// jpPlanCardRect is where the i-th of n Japanese plans goes in the panel r:
// two a row, 52 units high for up to four (the most Japan draws), lower
// when plans saved from earlier Battle Turns make more, so that none is
// left out (a fifth was not drawn).
func jpPlanCardRect(r ui.Rect, i, n int) ui.Rect {
	const cw, gap, top = 212.0, 4.0, 44.0
	rows := max(2, (n+1)/2)
	ch := min(52, (r.H-top-gap-float64(rows-1)*gap)/float64(rows))
	return ui.Rect{X: r.X + 10 + float64(i%2)*(cw+8), Y: r.Y + top + float64(i/2)*(ch+gap), W: cw, H: ch}
}

// usPlanCardRect is where the i-th of n US plans (held, then used) goes in
// the panel r: three a row while two rows hold them, else four a row in as
// many rows as they need, each as high as the panel allows (28 at most),
// so that none is left out (from the fourth on they were not drawn).
func usPlanCardRect(r ui.Rect, i, n int) ui.Rect {
	const top, gap = 30.0, 4.0
	cols := 3
	if n > 6 {
		cols = 4
	}
	rows := (max(n, 1) + cols - 1) / cols
	cw := (r.W - 20 - float64(cols-1)*6) / float64(cols)
	ch := min(28, (r.H-top-2-float64(rows-1)*gap)/float64(rows))
	return ui.Rect{X: r.X + 10 + float64(i%cols)*(cw+6), Y: r.Y + top + float64(i/cols)*(ch+gap), W: cw, H: ch}
}

// drawUSPlans shows the US plans held and those already used.
func (s *Scene) drawUSPlans(dst *ebiten.Image, v ui.View) {
	r := s.fr.usPlan
	v.Text(dst, "US BATTLE PLANS", ui.SizeBody, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
	b := s.sh.b
	if b == nil {
		return
	}
	if b.SupplySpent > 0 {
		v.Text(dst, fmt.Sprintf("%d Supply %s spent", b.SupplySpent, ui.Plural(b.SupplySpent, "Point", "Points")), ui.SizeSmall, false, ui.Pale, r.Right()-10, r.Y+9, ui.Right)
	}
	all := rules.PlanNames(append(slices.Clip(b.USPlans), b.USUsed...))
	if len(all) == 0 {
		v.Text(dst, "None held.", ui.SizeBody, false, ui.Muted, r.X+10, r.Y+32, ui.Left)
		return
	}
	for i, name := range all {
		cr := usPlanCardRect(r, i, len(all))
		tag := ""
		if i >= len(b.USPlans) {
			tag = "USED"
		}
		planCard(dst, v, cr, rules.US, name, tag)
	}
}

// askTitle heads the question panel with the step of the sequence the
// question belongs to.
func (s *Scene) askTitle() string {
	return strings.ToUpper(string(s.currentStep()))
}

// drawAsk shows what the engine asks, the status line and the buttons.
func (s *Scene) drawAsk(dst *ebiten.Image, v ui.View) {
	r := s.fr.ask
	p, a := s.pending()
	title := "THE BATTLE"
	prompt, answer := "", ""
	switch {
	case s.cur != nil:
		title = "COMBAT"
		prompt = "Click or press Space to skip to the next decision."
	case s.ended != nil:
		title = "THE BATTLE IS OVER"
		prompt = "The Forces left return to their area of the map."
		if !s.g.Over && s.g.Asks() == rules.AskChooseBattle {
			prompt += " Choose the next battle to resolve."
		}
	case a != nil && s.watched != "":
		// A replay: the question as it was asked, and the record's answer
		// set apart in Lit.
		title = s.askTitle()
		prompt, answer = p.Prompt, s.watched
	case a != nil:
		title = s.askTitle()
		prompt = p.Prompt
		switch a.Kind {
		case rules.AskFly:
			// With an aircraft picked, the status line says what to click
			// next: the room goes to the list of aircraft still to fly.
			if s.selected == "" {
				prompt += "\nClick a lit aircraft (or its carrier), then an area of the sheet."
			}
		case rules.AskAllocateHit:
			prompt += "\nClick the lit Force (or the lit Airfields) to take the Hit."
		case rules.AskPlaceJapanese:
			prompt += "\nClick the lit Japanese Ship, or a button."
		case rules.AskPlaceShip, rules.AskPlaceSub:
			prompt += "\nClick an area of the sheet, or a button."
		}
	}
	v.Text(dst, v.FitText(title, ui.SizeLead, true, r.W-20), ui.SizeLead, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
	bs := s.buttons()
	top := r.Bottom()
	if len(bs) > 0 {
		top = s.fr.buttonRect(bs, 0).Y
	}
	// The status line takes the room it needs above the buttons (the
	// staff's decisions come with their reasons), leaving the prompt at
	// least a line; the prompt is cut to what is left.
	room := top - 8 - (r.Y + 30)
	var noteLines []string
	if s.note.Text != "" {
		noteLines = ui.Wrap(s.note.Text, v.Face(ui.SizeBody, false), (r.W-20)*v.Scale)
		if most := max(2, int(room/16)-1); len(noteLines) > most {
			noteLines[most-1] = v.FitText(strings.Join(noteLines[most-1:], " "), ui.SizeBody, false, r.W-20)
			noteLines = noteLines[:most]
		}
		room -= float64(len(noteLines))*16 + 2
	}
	lines := ui.Wrap(prompt, v.Face(ui.SizeBody, false), (r.W-20)*v.Scale)
	var answerLines []string
	if answer != "" {
		answerLines = ui.Wrap(answer, v.Face(ui.SizeBody, false), (r.W-20)*v.Scale)
	}
	// The answer is kept whole: the question gives way to it.
	maxLines := max(1, int(room/17)-len(answerLines))
	if len(lines) > maxLines {
		lines[maxLines-1] = v.FitText(strings.Join(lines[maxLines-1:], " "), ui.SizeBody, false, r.W-20)
		lines = lines[:maxLines]
	}
	y := r.Y + 30
	clr := ui.Pale
	if s.cur != nil {
		y = s.drawPlaying(dst, v, r, y+2, top-8-float64(len(lines))*17, *s.cur) + 8
		clr = ui.Muted
	}
	for _, l := range lines {
		v.Text(dst, l, ui.SizeBody, false, clr, r.X+10, y, ui.Left)
		y += 17
	}
	for _, l := range answerLines {
		v.Text(dst, l, ui.SizeBody, false, ui.Lit, r.X+10, y, ui.Left)
		y += 17
	}
	if s.note.Text != "" {
		clr := ui.Green
		if s.note.Bad {
			clr = ui.Refused
		}
		sy := top - 8 - float64(len(noteLines))*16
		for _, l := range noteLines {
			v.Text(dst, l, ui.SizeBody, false, clr, r.X+10, sy, ui.Left)
			sy += 16
		}
	}
	for i, b := range bs {
		style := ui.Plain
		if b.key == "Enter" && (s.ctx == nil || s.ctx.Gate == nil) {
			// What Enter presses has the gold edge, as on the map; in the
			// guided example Enter is the coach's Next.
			style = ui.Primary
		}
		ui.DrawButton(dst, v, s.fr.buttonRect(bs, i), ui.Button{Label: b.label, Key: b.key, Style: style}, i == s.hoverBtn)
	}
}

// drawLog lists the battle's events, newest at the bottom.
func (s *Scene) drawLog(dst *ebiten.Image, v ui.View) {
	r := s.fr.log
	v.Text(dst, "BATTLE LOG", ui.SizeBody, true, ui.Gold, r.X+10, r.Y+8, ui.Left)
	v.Text(dst, "wheel or PgUp/PgDn to scroll", ui.SizeFine, false, ui.Muted, r.Right()-10, r.Y+10, ui.Right)
	type row struct {
		text string
		clr  color.Color
	}
	var rows []row
	face := v.Face(ui.SizeSmall, false)
	for _, e := range s.log {
		// The steps themselves are lit on the sequence; the log keeps the
		// line that begins each Battle Turn and those naming a step.
		if e.Kind == rules.EvBattleStep && !e.NewBattleTurn && (e.Sheet == "" || e.Sheet == rules.SheetAdvanceCt) {
			continue
		}
		clr := ui.Cream
		switch e.Side {
		case rules.US:
			clr = usText
		case rules.Japan:
			clr = jpText
		}
		for i, l := range ui.Wrap(e.Text, face, (r.W-28)*v.Scale) {
			if i > 0 {
				l = "  " + l
			}
			rows = append(rows, row{l, clr})
		}
	}
	const lh = 15.0
	n := int((r.H - 34) / lh)
	end := len(rows) - s.scroll
	if end < n {
		end = min(n, len(rows))
		s.scroll = max(0, len(rows)-end)
	}
	start := max(0, end-n)
	y := r.Y + 30
	for _, rw := range rows[start:end] {
		v.Text(dst, rw.text, ui.SizeSmall, false, rw.clr, r.X+10, y, ui.Left)
		y += lh
	}
}
