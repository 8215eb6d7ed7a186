// Package reference is the rules reference, reachable from every screen with
// F1 or a button: the Sequence of Play, the Battle Turn Sequence, the charts (Japanese Orders, New
// Japanese Forces, Battle Turns, Battle Plan draws, aircraft movement) and the
// text of every Battle Plan of both sides, a legend of the counters, and the
// Special Campaign Rules of the later campaigns.
package reference

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// Tabs are the reference's pages.
var Tabs = []string{"Sequence of Play", "Battle Turn", "Charts", "US Battle Plans", "Japanese Battle Plans", "Counter legend", "Special rules"}

// Scene is the rules reference; it returns to the scene it was opened from.
type Scene struct {
	back scenes.Scene
	scenes.Screen
	tab    int
	mx, my float64
	// lit is the button under the cursor at the last frame (-1: the Back
	// button, -2: none), so a frame is asked for when it changes.
	lit    int
	tables *rules.Tables
	plans  *rules.Plans
	// counters draws each counter from an image made once per size.
	counters ui.Counters
	// year and replacedAt are the campaign the charts come from and its
	// "Replaced" level, the Defeat Check's example.
	year, replacedAt int
	// setups are every campaign's Set-Up, whose Special Campaign Rules
	// the last page tells.
	setups []*rules.Setup
	err    string
}

// New returns the reference, going back to back when closed.
func New(back scenes.Scene) *Scene {
	s := &Scene{back: back}
	s.Fluid = true
	if ys := rules.Years(); len(ys) > 0 {
		if c, err := rules.LoadCampaign(ys[0]); err == nil {
			s.tables = c.Tables
			s.year, s.replacedAt = ys[0], c.Setup.ReplacedAt()
		} else {
			s.err = err.Error()
		}
	}
	for _, y := range rules.Years() {
		c, err := rules.LoadCampaign(y)
		if err != nil {
			s.err = err.Error()
			break
		}
		s.setups = append(s.setups, &c.Setup)
	}
	if p, err := rules.LoadPlans(); err == nil {
		s.plans = p
	} else {
		s.err = err.Error()
	}
	return s
}

// Tab is the page shown.
func (s *Scene) Tab() int { return s.tab }

// ShowTab opens page i of Tabs.
func (s *Scene) ShowTab(i int) {
	if i >= 0 && i < len(Tabs) {
		s.tab = i
	}
}

// head is where the screen's buttons go on a canvas: Back at the top
// right, the tabs in a row under the gold line, the page below them. Each
// button is as designed, or a finger high (ui.View.Finger) where that is
// more, the page shorter to make room.
type head struct {
	back  ui.Rect
	lineY float64 // the gold line under the title
	tabs  ui.Rect // the row of tabs; tab places each
	page  ui.Rect
}

// headFor lays the head out on canvas c for a finger of that many design
// units (0 with a mouse).
func headFor(c ui.Rect, finger float64) head {
	var h head
	h.back = ui.Rect{X: c.W - 14 - 200, Y: 8, W: 200, H: max(32, finger)}
	h.lineY = h.back.Bottom() + 8
	h.tabs = ui.Rect{X: 14, Y: h.lineY + 10, W: c.W - 28, H: max(34, finger)}
	h.page = ui.Rect{X: 14, Y: h.tabs.Bottom() + 8, W: c.W - 28}
	h.page.H = c.H - 14 - h.page.Y
	return h
}

// tab is where tab i's button goes: the tabs share the row's width.
func (h head) tab(i int) ui.Rect {
	const gap = 8.0
	w := (h.tabs.W - gap*float64(len(Tabs)-1)) / float64(len(Tabs))
	return ui.Rect{X: h.tabs.X + float64(i)*(w+gap), Y: h.tabs.Y, W: w, H: h.tabs.H}
}

// head is the screen's head as the last frame laid it out.
func (s *Scene) head() head { return headFor(s.Canvas(), s.View.Finger) }

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.Pointer(ctx)
	in := ctx.Input
	s.mx, s.my = s.View.ToDesign(in.Cursor())
	if in.Pressed(ebiten.KeyEscape) || in.Pressed(ebiten.KeyF1) || in.RightClicked() || (in.Clicked() && s.head().back.Contains(s.mx, s.my)) {
		if s.back != nil {
			ctx.GoTo(s.back)
		}
		return nil
	}
	was := s.tab
	if in.Pressed(ebiten.KeyTab) || in.Pressed(ebiten.KeyArrowRight) {
		s.tab = (s.tab + 1) % len(Tabs)
	}
	if in.Pressed(ebiten.KeyArrowLeft) {
		s.tab = (s.tab + len(Tabs) - 1) % len(Tabs)
	}
	if in.Clicked() {
		for i := range Tabs {
			if s.head().tab(i).Contains(s.mx, s.my) {
				s.tab = i
			}
		}
	}
	if lit := s.buttonAt(s.mx, s.my); s.tab != was || lit != s.lit {
		s.lit = lit
		ctx.Redraw()
	}
	return nil
}

// buttonAt is the tab under (x, y), -1 for the Back button, -2 for none.
func (s *Scene) buttonAt(x, y float64) int {
	if s.head().back.Contains(x, y) {
		return -1
	}
	for i := range Tabs {
		if s.head().tab(i).Contains(x, y) {
			return i
		}
	}
	return -2
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	screen.Fill(ui.Navy)
	v.Text(screen, "RULES REFERENCE", ui.SizeSubtitle, true, ui.Cream, 14, 12, ui.Left)
	v.Text(screen, "Tab or the arrows change page · Esc, F1 or a right click go back", ui.SizeBody, false, ui.Muted, 300, 18, ui.Left)
	hd := headFor(v.Canvas(), v.Finger)
	cr := hd.back
	ui.DrawButton(screen, v, cr, ui.Button{Label: "Back to the game", Key: "Esc", Style: ui.Quiet}, cr.Contains(s.mx, s.my))
	v.Line(screen, 0, hd.lineY, v.W, hd.lineY, 2, ui.Gold)
	for i, t := range Tabs {
		r := hd.tab(i)
		style := ui.Quiet
		if i == s.tab {
			style = ui.Chosen
		}
		ui.DrawButton(screen, v, r, ui.Button{Label: t, Style: style}, r.Contains(s.mx, s.my))
	}
	page := hd.page
	v.FillRect(screen, page, ui.Panel)
	v.StrokeRect(screen, page, 1, ui.PanelLine)
	if s.err != "" {
		v.Paragraph(screen, "The rules data could not be read: "+s.err, ui.SizeHeading, false, ui.Slash, page.X+16, page.Y+16, page.W-32)
		return
	}
	switch s.tab {
	case 0:
		s.drawSequence(screen, v, page)
	case 1:
		s.drawBattleTurn(screen, v, page)
	case 2:
		s.drawCharts(screen, v, page)
	case 3:
		s.drawPlans(screen, v, page, rules.US)
	case 4:
		s.drawPlans(screen, v, page, rules.Japan)
	case 5:
		s.drawLegend(screen, v, page)
	case 6:
		s.drawSpecial(screen, v, page)
	}
}

// stepText says in a line what each step of the Sequence of Play does.
var stepText = map[rules.Step]string{
	rules.StepAdvanceTurn:  "Move the Campaign Turn counter one box. After the last turn the campaign is evaluated.",
	rules.StepResupply:     "Gain Reinforcement and Supply Points; buy Forces from the US Reinforcement box and repair Damaged ones.",
	rules.StepScouting:     "Spend 1 Supply Point per Scouting counter: a scouted Japanese area rolls its Orders at once.",
	rules.StepMovement:     "Move US Forces to any area but Japan and East Asia, 1 Supply Point each; Land-Based Aircraft only where US Infantry or aircraft stood at the start of the step. Send Submarines raiding (1 each).",
	rules.StepOrders:       "Each Japanese area rolls on the Japanese Orders table and moves, holds or reinforces.",
	rules.StepBattles:      "Fight a battle in every area holding both sides, in the order you choose, on the Battle Sheet.",
	rules.StepReinforce:    "Roll on the New Japanese Forces table (+1 per Resupply counter, -1 per Damaged Force, -2 per raider).",
	rules.StepRepair:       "Damaged Japanese Forces go to the bottom of their Reinforcement stack, repaired.",
	rules.StepReturnToPort: "US Ships not in the Hawaiian Islands go to the Return to Port boxes and move one box along.",
	rules.StepSupplyCheck:  "US Infantry and Land-Based Aircraft cut off from supply take 1 Hit each.",
	rules.StepDefeatCheck:  "Count the Objectives Held: reduced to the campaign's \"Replaced\" level, you lose the campaign at once.",
}

// stepLine is stepText for a step, with the Defeat Check's Replaced level
// of the campaign the charts come from as its example.
func (s *Scene) stepLine(st rules.Step) string {
	if st == rules.StepDefeatCheck && s.replacedAt >= 0 && s.year > 0 {
		return fmt.Sprintf("Count the Objectives Held: reduced to the campaign's \"Replaced\" level (%d: %d or fewer), you lose the campaign at once.", s.year, s.replacedAt)
	}
	return stepText[st]
}

func (s *Scene) drawSequence(dst *ebiten.Image, v ui.View, page ui.Rect) {
	y := page.Y + 16
	v.Text(dst, "SEQUENCE OF PLAY — each Campaign Turn", ui.SizeLarge, true, ui.Gold, page.X+16, y, ui.Left)
	y += 34
	// The rows share the page's height above the Battle Turn summary.
	pitch := min(max((page.H-16-34-110)/float64(len(rules.Sequence)), 46), 64)
	for i, st := range rules.Sequence {
		v.Text(dst, fmt.Sprintf("%d.", i+1), ui.SizeLarge, true, ui.Gold, page.X+40, y, ui.Right)
		v.Text(dst, string(st), ui.SizeLarge, true, ui.Cream, page.X+52, y, ui.Left)
		v.Paragraph(dst, s.stepLine(st), ui.SizeLead, false, ui.Pale, page.X+300, y+1, page.W-320)
		y += pitch
	}
	y += 10
	v.Text(dst, "BATTLE TURN SEQUENCE", ui.SizeLarge, true, ui.Gold, page.X+16, y, ui.Left)
	v.Paragraph(dst, "Set-up: move US and Japanese Forces to the Battle Sheet, roll for Battle Turns, determine the Japanese Battle Plan draws, select US Battle Plans. "+
		"Each Battle Turn: draw Japanese plans, move US aircraft, move Japanese Bombers then Fighters, Combat (Dogfight, AAA, Bomb Runs, Torpedoes, Depth Charges, Naval Guns, Infantry), "+
		"Infantry Advance, Return Aircraft, Inflict Airfield Losses, advance the Battle Turn counter. The Battle Turn page (Tab) tells each step.", 14.5, false, ui.Pale, page.X+16, y+28, page.W-32)
}

func (s *Scene) drawCharts(dst *ebiten.Image, v ui.View, page ui.Rect) {
	t := s.tables
	if t == nil {
		return
	}
	x, y := page.X+16, page.Y+16
	v.Text(dst, "JAPANESE ORDERS", ui.SizeLarge, true, ui.Gold, x, y, ui.Left)
	y += 28
	cols := []float64{0, 70, 180, 540, 600, 660}
	for i, h := range []string{"Roll", "Order", "Moves to", "Ships", "Inf", "L-B A/C"} {
		v.Text(dst, h, ui.SizeLead, true, ui.Muted, x+cols[i], y, ui.Left)
	}
	y += 20
	for _, r := range t.Orders {
		roll := fmt.Sprintf("%d-%d", r.Low, r.High)
		if r.Low == r.High {
			roll = fmt.Sprint(r.Low)
		}
		ac := fmt.Sprint(r.Aircraft)
		if r.AircraftIfAshore {
			ac += "*"
		}
		for i, c := range []string{roll, r.Name, v.FitText(r.MoveTo, ui.SizeLead, false, 350), fmt.Sprint(r.Ships), fmt.Sprint(r.Infantry), ac} {
			v.Text(dst, c, 14, i == 1, ui.Pale, x+cols[i], y, ui.Left)
		}
		y += 20
	}
	v.Text(dst, "* only if the destination has Japanese Infantry or Land-Based Aircraft Ashore", ui.SizeBody, false, ui.Muted, x, y+4, ui.Left)
	// The right column: New Japanese Forces, Battle Turns, plan draws, movement.
	x, y = page.X+800, page.Y+16
	v.Text(dst, "NEW JAPANESE FORCES", ui.SizeLarge, true, ui.Gold, x, y, ui.Left)
	y += 28
	for i, h := range []string{"Roll", "Ships", "Inf", "L-B A/C"} {
		v.Text(dst, h, ui.SizeLead, true, ui.Muted, x+float64(i)*90, y, ui.Left)
	}
	y += 20
	for _, r := range t.NewForces {
		for i, c := range []string{r.RowLabel(), fmt.Sprint(r.Ships), fmt.Sprint(r.Infantry), fmt.Sprint(r.Aircraft)} {
			v.Text(dst, c, ui.SizeLead, false, ui.Pale, x+float64(i)*90, y, ui.Left)
		}
		y += 20
	}
	v.Text(dst, "+1 per Resupply counter · -1 per Damaged Force · -2 per Submarine raider", ui.SizeBody, false, ui.Muted, x, y+4, ui.Left)
	y += 40
	ranges := func(title, head string, rows []rules.RangeRow, val func(rules.RangeRow) string) {
		v.Text(dst, title, ui.SizeLarge, true, ui.Gold, x, y, ui.Left)
		y += 26
		for _, r := range rows {
			lbl := fmt.Sprintf("%d-%d", r.Low, r.High)
			switch {
			case r.Low == r.High:
				lbl = fmt.Sprint(r.Low)
			case r.High > 100:
				lbl = fmt.Sprintf("%d+", r.Low)
			}
			v.Text(dst, head+" "+lbl, ui.SizeLead, false, ui.Pale, x, y, ui.Left)
			v.Text(dst, val(r), ui.SizeLead, true, ui.Cream, x+200, y, ui.Left)
			y += 19
		}
		y += 14
	}
	ranges("BATTLE TURNS", "Roll", t.BattleTurns, func(r rules.RangeRow) string {
		return fmt.Sprintf("%d %s", r.Turns, ui.Plural(r.Turns, "Battle Turn", "Battle Turns"))
	})
	ranges("JAPANESE BATTLE PLAN DRAWS", "Forces", t.PlanDraws, func(r rules.RangeRow) string {
		return fmt.Sprintf("%d %s each Battle Turn", r.Plans, ui.Plural(r.Plans, "plan", "plans"))
	})
	ranges("JAPANESE AIRCRAFT MOVEMENT", "Roll", t.BattleZones, func(r rules.RangeRow) string { return r.Zone })
}

func (s *Scene) drawPlans(dst *ebiten.Image, v ui.View, page ui.Rect, side rules.Side) {
	if s.plans == nil {
		return
	}
	list := s.plans.US
	if side == rules.Japan {
		list = s.plans.JP
	}
	const cols = 2
	colW := (page.W - 48) / cols
	half := (len(list) + 1) / 2
	size := 12.5
	for c := 0; c < cols; c++ {
		x := page.X + 16 + float64(c)*(colW+16)
		y := page.Y + 14
		for _, pl := range list[c*half : min(len(list), (c+1)*half)] {
			title := pl.Name
			if side == rules.US {
				title = fmt.Sprintf("%s (%d)", pl.Name, pl.Cost)
			}
			v.Text(dst, title, ui.SizeLead, true, ui.Cream, x, y, ui.Left)
			v.Text(dst, v.FitText(pl.Summary, ui.SizeBody, true, colW-v.TextWidth(title, ui.SizeLead, true)-16), ui.SizeBody, true, ui.Gold, x+v.TextWidth(title, ui.SizeLead, true)+12, y+1.5, ui.Left)
			y = v.Paragraph(dst, pl.Text, size, false, ui.Pale, x, y+19, colW) + 6
		}
	}
}
