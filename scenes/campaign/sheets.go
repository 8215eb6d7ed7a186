package campaign

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
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
	// is not on the board of a campaign without them (hasSheet).
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

// hasSheet reports whether sheet k is on the board of g's campaign: every
// sheet but the special boxes, which only Strategic Bombing brings.
func hasSheet(g *rules.Game, k sheet) bool {
	return k != sheetSpecial || hasBombing(g)
}

// hasBombing reports whether the campaign has Strategic Bombing (1944 and
// 1945); hasInvasion whether it has the Japan Invasion box (1945).
func hasBombing(g *rules.Game) bool  { return g != nil && g.Data().Setup.StrategicBombing }
func hasInvasion(g *rules.Game) bool { return g != nil && g.Data().Setup.Invasion != nil }

// folds says which sheets are folded down to their title bars.
type folds [sheetCount]bool

// sheetFolds are the sheets the player folded, and how many times the
// folding changed: the layers' state key, since a folded box's contents
// are not drawn.
type sheetFolds struct {
	folded  folds
	changed int
}

// rect is the part of the screen sheet k covers now, laid out in lay.
func (f *sheetFolds) rect(lay *frame, k sheet) ui.Rect {
	r := lay.sheets[k]
	if f.folded[k] {
		r.H = sheetTitleH
	}
	return r
}

// open reports whether sheet k shows its contents.
func (f *sheetFolds) open(k sheet) bool { return !f.folded[k] }

// toggle folds sheet k or opens it again.
func (f *sheetFolds) toggle(k sheet) {
	f.folded[k] = !f.folded[k]
	f.changed++
}

// toggleAll folds every sheet, or opens them all when all are folded; it
// returns what the status line says of it.
func (f *sheetFolds) toggleAll() string {
	all := true
	for _, x := range f.folded {
		all = all && x
	}
	for k := range f.folded {
		f.folded[k] = !all
	}
	f.changed++
	if all {
		return "The charts and boxes are open again (C folds them away)."
	}
	return "The charts and boxes are folded to their title bars: click one to open it, C for all."
}

// drawButton draws the fold control of sheet k: a bar to fold an open
// sheet, a plus to open a folded one.
func (f *sheetFolds) drawButton(dst *ebiten.Image, v ui.View, lay *frame, k sheet) {
	r := lay.foldButtonRect(k)
	v.FillRect(dst, r, ui.Dim)
	v.StrokeRect(dst, r, 1, ui.Cream)
	v.Line(dst, r.X+4, r.CY(), r.Right()-4, r.CY(), 2, ui.Cream)
	if f.folded[k] {
		v.Line(dst, r.CX(), r.Y+3, r.CX(), r.Bottom()-3, 2, ui.Cream)
	}
}

// drawFolded draws a folded sheet: its title bar alone.
func (f *sheetFolds) drawFolded(dst *ebiten.Image, v ui.View, lay *frame, k sheet) {
	r := f.rect(lay, k)
	v.FillRect(dst, ui.Rect{X: r.X + 2, Y: r.Y + 3, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, sheetColors[k])
	v.StrokeRect(dst, r, 1.5, ui.Cream)
	drawSheetTitle(dst, v, r, k)
	f.drawButton(dst, v, lay, k)
}
