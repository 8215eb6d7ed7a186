package campaign

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/ui"
)

// sheet is one of the charts and boxes printed on the board. They stay where
// they are on the screen when the map is zoomed or panned, and each folds
// down to its title bar (a click on the bar, or C for all of them) so that no
// area is hidden under it.
type sheet int

const (
	sheetSequence sheet = iota
	sheetJapanese
	sheetUSReinforcements
	sheetReturnToPort
	sheetOrders
	sheetNewForces
	// sheetSpecial holds the boxes of the later campaigns' special rules:
	// Strategic Bombing (1944 and 1945) and the Japan Invasion (1945). It
	// is not on the board of a campaign without them (Scene.hasSheet).
	sheetSpecial
	sheetCount
)

// sheetTitles are the sheets' title bars, as printed, then any shorter
// wording for a bar too narrow for it (the boxes at 1366x768).
var sheetTitles = [sheetCount][]string{
	{"SEQUENCE OF PLAY"}, {"JAPANESE REINFORCEMENTS"}, {"US REINFORCEMENTS"},
	{"RETURN TO PORT (to Hawaiian Islands)", "RETURN TO PORT (to Hawaii)", "RETURN TO PORT"},
	{"JAPANESE ORDERS"}, {"NEW JAPANESE FORCES"},
	{"SPECIAL BOXES"},
}

// sheetName names sheet k in a sentence: "the Japanese Orders chart".
func sheetName(k sheet) string {
	return [sheetCount]string{"the Sequence of Play", "the Japanese Reinforcements box", "the US Reinforcements box",
		"the Return to Port box", "the Japanese Orders chart", "the New Japanese Forces table",
		"the Strategic Bombing and Japan Invasion boxes"}[k]
}

// sheetTitleH is the height of a sheet's title bar.
const sheetTitleH = 20.0

// sheetColors are the title bars' colours: the side a box belongs to.
var sheetColors = [sheetCount]color.RGBA{ui.Navy, ui.JPRed, ui.USBlue, ui.USBlue, ui.JPRed, ui.JPRed, ui.USBlue}

// hasSheet reports whether sheet k is on this campaign's board: every
// sheet but the special boxes, which only Strategic Bombing brings.
func (s *Scene) hasSheet(k sheet) bool {
	return k != sheetSpecial || s.hasBombing()
}

// hasBombing reports whether the campaign has Strategic Bombing (1944 and
// 1945); hasInvasion whether it has the Japan Invasion box (1945).
func (s *Scene) hasBombing() bool  { return s.g != nil && s.g.Data().Setup.StrategicBombing }
func (s *Scene) hasInvasion() bool { return s.g != nil && s.g.Data().Setup.Invasion != nil }

// folds says which sheets are folded down to their title bars.
type folds [sheetCount]bool

// sheetRect is the part of the screen sheet k covers now.
func (s *Scene) sheetRect(k sheet) ui.Rect {
	r := s.lay.sheets[k]
	if s.folds[k] {
		r.H = sheetTitleH
	}
	return r
}

// sheetOpen reports whether sheet k shows its contents.
func (s *Scene) sheetOpen(k sheet) bool { return !s.folds[k] }

// toggleFold folds sheet k or opens it again.
func (s *Scene) toggleFold(k sheet) {
	s.folds[k] = !s.folds[k]
	s.foldsChanged++
}

// toggleAllFolds folds every sheet, or opens them all when all are folded.
func (s *Scene) toggleAllFolds() {
	all := true
	for _, f := range s.folds {
		all = all && f
	}
	for k := range s.folds {
		s.folds[k] = !all
	}
	s.foldsChanged++
	if all {
		s.setStatus("The charts and boxes are open again (C folds them away).", false)
	} else {
		s.setStatus("The charts and boxes are folded to their title bars: click one to open it, C for all.", false)
	}
}

// drawFoldButton draws the fold control of sheet k: a bar to fold an open
// sheet, a plus to open a folded one.
func (s *Scene) drawFoldButton(dst *ebiten.Image, v ui.View, k sheet) {
	r := s.lay.foldButtonRect(k)
	v.FillRect(dst, r, ui.Dim)
	v.StrokeRect(dst, r, 1, ui.Cream)
	v.Line(dst, r.X+4, r.CY(), r.Right()-4, r.CY(), 2, ui.Cream)
	if s.folds[k] {
		v.Line(dst, r.CX(), r.Y+3, r.CX(), r.Bottom()-3, 2, ui.Cream)
	}
}

// drawFolded draws a folded sheet: its title bar alone.
func (s *Scene) drawFolded(dst *ebiten.Image, v ui.View, k sheet) {
	r := s.sheetRect(k)
	v.FillRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, sheetColors[k])
	v.StrokeRect(dst, r, 1.5, ui.Cream)
	drawSheetTitle(dst, v, r, k)
	s.drawFoldButton(dst, v, k)
}
