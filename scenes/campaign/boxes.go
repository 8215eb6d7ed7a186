package campaign

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// boxFrame draws a box printed on the board: a paper panel with a title bar,
// whose title leaves room at its right for the fold control.
func boxFrame(dst *ebiten.Image, v ui.View, r ui.Rect, k sheet) {
	v.FillRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, ui.Shadow)
	// Opaque, as printed: the map under a chart is seen by folding it.
	v.FillRect(dst, r, color.RGBA{0x10, 0x24, 0x42, 0xff})
	v.StrokeRect(dst, r, 1.5, ui.Cream)
	v.FillRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: sheetTitleH}, sheetColors[k])
	drawSheetTitle(dst, v, r, k)
}

// drawSheetTitle writes sheet k's title in its bar at r's top, left of the
// fold control: as printed where it fits, else in its shorter wording.
func drawSheetTitle(dst *ebiten.Image, v ui.View, r ui.Rect, k sheet) {
	t, size := v.FitFirst(sheetTitles[k], ui.SizeBody, true, r.W-36, ui.SizeFine)
	v.Text(dst, t, size, true, ui.White, r.X+7, r.Y+3+(ui.SizeBody-size)/2, ui.Left)
}

// drawBoxFrames paints the boxes of the board as printed, empty (for the
// background layer).
func (s *Scene) drawBoxFrames(dst *ebiten.Image, v ui.View) {
	for _, k := range []sheet{sheetUSReinforcements, sheetReturnToPort, sheetJapanese, sheetSpecial} {
		if !hasSheet(s.g, k) {
			continue
		}
		if !s.folds.open(k) {
			s.folds.drawFolded(dst, v, &s.lay, k)
			continue
		}
		boxFrame(dst, v, s.lay.sheets[k], k)
		s.folds.drawButton(dst, v, &s.lay, k)
	}
	if hasSheet(s.g, sheetSpecial) && s.folds.open(sheetSpecial) {
		s.drawSpecialFrame(dst, v)
	}
	if s.folds.open(sheetReturnToPort) {
		s.drawReturnToPortFrame(dst, v)
	}
	if s.folds.open(sheetJapanese) {
		s.drawJapaneseBoxFrame(dst, v)
	}
}

// drawReturnToPortFrame is the printing inside the Return to Port box.
func (s *Scene) drawReturnToPortFrame(dst *ebiten.Image, v ui.View) {
	names := []string{"1942 to 1945", "1943 to 1945", "1944 to 1945"}
	used := s.g.Data().Setup.ReturnToPortBoxes
	for n := 1; n <= 3; n++ {
		r := s.lay.r2pSlot(n)
		clr := ui.Pale
		if n > used {
			clr = ui.Muted
		}
		v.Text(dst, names[n-1], ui.SizeFine, false, clr, r.X-4, s.lay.sheets[sheetReturnToPort].Y+22, ui.Left)
		v.StrokeRect(dst, r.Inset(-3), 1, clr)
	}
}

// drawJapaneseBoxFrame is the printing inside the Japanese box: its stacks,
// Raiding, Battalions and Resupply.
func (s *Scene) drawJapaneseBoxFrame(dst *ebiten.Image, v ui.View) {
	for i, name := range []string{"Ships", "Infantry", "L-B A/C"} {
		x := s.lay.sheets[sheetJapanese].X + 14 + float64(i)*80
		v.Text(dst, name, ui.SizeSmall, false, ui.Pale, x+counterSize/2, s.lay.sheets[sheetJapanese].Y+25, ui.Center)
	}
	v.Text(dst, "Raiding", ui.SizeSmall, false, ui.Pale, s.lay.raidSlot().CX(), s.lay.raidSlot().Y-18, ui.Center)
	v.StrokeRect(dst, s.lay.raidSlot().Inset(-3), 1, ui.Pale)
	v.Text(dst, "Battalions", ui.SizeSmall, false, ui.Pale, s.lay.battalionSlot().CX(), s.lay.battalionSlot().Y-18, ui.Center)
	v.StrokeRect(dst, s.lay.battalionSlot().Inset(-3), 1, ui.Pale)
	rr := s.lay.resupplySlot()
	v.Text(dst, "Resupply", ui.SizeSmall, false, ui.Pale, rr.X+22, s.lay.raidSlot().Y-18, ui.Center)
	v.StrokeRect(dst, rr.Inset(-3), 1, ui.Pale)
}

// drawBoxContents paints what is in the boxes of the board.
func (s *Scene) drawBoxContents(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force) {
	if s.folds.open(sheetUSReinforcements) {
		s.drawReinforcementBox(dst, v)
	}
	if s.folds.open(sheetReturnToPort) {
		for n := 1; n <= 3; n++ {
			s.drawStack(dst, v, s.lay.r2pSlot(n), board[stackKey{r2pBox(n), rules.US}], false)
		}
	}
	if s.folds.open(sheetJapanese) {
		s.drawJapaneseBox(dst, v, board)
	}
	if hasSheet(s.g, sheetSpecial) && s.folds.open(sheetSpecial) {
		s.drawSpecialBoxes(dst, v, board)
	}
}

// drawReinforcementBox is the US Reinforcements box: the Forces to buy and
// the points to buy them with.
func (s *Scene) drawReinforcementBox(dst *ebiten.Image, v ui.View) {
	g := s.g
	s.drawPoints(dst, v, s.lay.sheets[sheetUSReinforcements].X+8, s.lay.sheets[sheetUSReinforcements].Y+24)
	box := s.reinforcementBox()
	buying := s.pending().Kind == rules.AskResupply && !s.anim.busy()
	for i, f := range box {
		r := s.lay.usBoxSlot(i, len(box))
		s.counter(dst, v, r.X, r.Y, r.W, g.Counter(f), f.Damaged)
		if buying && g.Check(rules.Decision{Kind: rules.DoBuy, Force: f.ID}) != nil {
			v.FillRect(dst, r, color.RGBA{0x10, 0x10, 0x10, 0x90})
		}
	}
	if len(box) == 0 {
		v.Text(dst, "(empty)", ui.SizeSmall, false, ui.Muted, s.lay.sheets[sheetUSReinforcements].CX(), s.lay.sheets[sheetUSReinforcements].Y+70, ui.Center)
	}
}

// drawJapaneseBox is what is in the Japanese box.
func (s *Scene) drawJapaneseBox(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force) {
	g := s.g
	// Japan's side: Reinforcement stacks (face down), Resupply, Battalions, Raiding.
	for i, n := range []int{len(g.Stacks.Ships), len(g.Stacks.Infantry), len(g.Stacks.Aircraft)} {
		x := s.lay.sheets[sheetJapanese].X + 14 + float64(i)*80
		r := ui.Rect{X: x, Y: s.lay.sheets[sheetJapanese].Y + 46, W: counterSize, H: counterSize}
		drawFaceDown(dst, v, r, n)
		v.Text(dst, fmt.Sprintf("%d left", n), ui.SizeSmall, true, ui.Cream, r.CX(), r.Bottom()+4, ui.Center)
	}
	s.drawStack(dst, v, s.lay.raidSlot(), board[stackKey{boxRaiding, rules.US}], false)
	s.drawStack(dst, v, s.lay.battalionSlot(), board[stackKey{boxBattalions, rules.Japan}], false)
	if len(board[stackKey{boxBattalions, rules.Japan}]) == 0 {
		v.Text(dst, "0", ui.SizeLead, true, ui.Muted, s.lay.battalionSlot().CX(), s.lay.battalionSlot().Y+12, ui.Center)
	}
	// Resupply counters, one per Hold Order.
	rr := s.lay.resupplySlot()
	shown := min(g.Resupply, 6)
	for i := 0; i < shown; i++ {
		c := ui.Rect{X: rr.X + float64(i)*2.5, Y: rr.Y + 4 - float64(i)*2.5, W: 34, H: 34}
		v.FillRect(dst, c, ui.JPRed)
		v.StrokeRect(dst, c, 1, ui.JPRedDk)
	}
	if g.Resupply > 0 {
		off := float64(shown-1) * 2.5
		v.Text(dst, "RE-", ui.SizeFine, true, ui.White, rr.X+17+off, rr.Y+8-off, ui.Center)
		v.Text(dst, "SUPPLY", ui.SizeFine, true, ui.White, rr.X+17+off, rr.Y+18-off, ui.Center)
	}
	v.Text(dst, fmt.Sprintf("× %d", g.Resupply), ui.SizeSmall, true, ui.Cream, rr.CX(), rr.Bottom()+4, ui.Center)
}

// drawPoints shows the Reinforcement and Supply Points as counters.
func (s *Scene) drawPoints(dst *ebiten.Image, v ui.View, x, y float64) {
	rp, sp := s.anim.pointsShown(s.g)
	for i, p := range []struct {
		label string
		n     int
	}{{"Reinforcement Points", rp}, {"Supply Points", sp}} {
		px := x + float64(i)*128
		c := ui.Rect{X: px, Y: y, W: 18, H: 18}
		v.FillRect(dst, c, ui.USBlue)
		v.StrokeRect(dst, c, 1, ui.White)
		v.Text(dst, fmt.Sprint(p.n), ui.SizeSmall, true, ui.White, c.CX(), c.Y+1.5, ui.Center)
		lbl := "Reinforcement"
		if i == 1 {
			lbl = "Supply"
		}
		v.Text(dst, lbl, ui.SizeSmall, false, ui.Pale, c.Right()+5, y+2, ui.Left)
	}
}

// drawFaceDown draws a face-down Japanese stack with its count.
func drawFaceDown(dst *ebiten.Image, v ui.View, r ui.Rect, n int) {
	if n == 0 {
		v.StrokeRect(dst, r, 1, ui.Muted)
		v.Text(dst, "0", ui.SizeLead, true, ui.Muted, r.CX(), r.Y+12, ui.Center)
		return
	}
	for i := min(n-1, 3); i >= 0; i-- {
		c := ui.Rect{X: r.X + float64(i)*2.5, Y: r.Y - float64(i)*2.5, W: r.W, H: r.H}
		v.FillRect(dst, c, ui.JPRedDk)
		v.StrokeRect(dst, c, 1, color.RGBA{0, 0, 0, 0x90})
	}
	v.Circle(dst, r.CX(), r.CY(), r.W*0.26, ui.White)
	v.Circle(dst, r.CX(), r.CY(), r.W*0.17, ui.JPRed)
	v.Text(dst, fmt.Sprint(n), ui.SizeBody, true, ui.Ink, r.CX(), r.CY()-8, ui.Center)
}
