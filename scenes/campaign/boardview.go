package campaign

import (
	"errors"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/assets"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/oddsview"
	"nimitz/scenes/ui"
)

// Board is the map screen's board drawn for a game that is not in play, such
// as a replay's: the map with its Forces and markers, the boxes and charts,
// and the top bar with the Campaign Turn track and the points. It is drawn
// by the map screen's own code; it takes no input and changes no game.
//
// The board fills the map and the top bar; the side panels' room
// (SideRect) and the top bar's buttons (TopButtonsRect) are left for the
// screen that shows it to draw over.
type Board struct {
	s *Scene
}

// NewBoard returns a board with nothing shown yet (Show first).
func NewBoard() (*Board, error) {
	coast, err := assets.Coast()
	if err != nil {
		return nil, err
	}
	s := &Scene{coast: coast, layer: newMapLayer(coast), odds: &oddsview.Tracker{}, asBoard: true}
	s.place()
	return &Board{s: s}, nil
}

// Show makes the board show sess's game (sess is only read). With the
// events of the decision that led to it and the game before that decision,
// it shows the moment of event at: the Forces that the events up to it
// moved where those took them, the others where they were before, and the
// event's own move, roll or word drawn as the map animates it, stopped at its
// end. before nil (or of another campaign) or at < 0 shows the game as it
// stands.
func (b *Board) Show(sess *savegame.Session, before *rules.Game, evs []rules.Event, at int) error {
	if sess == nil || sess.Game() == nil {
		return errors.New("campaign: no game to show")
	}
	s := b.s
	if s.g != nil && s.g.Year != sess.Game().Year {
		// Another campaign's map data: the background is drawn again.
		s.layers = layers{}
	}
	s.sess, s.g = sess, sess.Game()
	s.applied++
	s.anim.end()
	s.anim.queue, s.anim.cur = nil, 0
	if before == nil || before.Year != s.g.Year || at < 0 || at >= len(evs) {
		return nil
	}
	s.anim.cue(before, evs, at)
	return nil
}

// Draw paints the board into dst in view v (the design canvas scaled to
// dst): the whole map, every frame.
func (b *Board) Draw(dst *ebiten.Image, v ui.View) {
	s := b.s
	if s.g == nil {
		return
	}
	v.Art = &s.Art
	s.View = v
	s.place()
	board := s.board()
	s.layers.prepare(s, v, dst.Bounds().Size(), board)
	s.layers.show(dst, v, repaintAll)
	s.drawAnimation(dst, v)
}

// SideRect is the room right of the map that the map screen gives its side
// panels on canvas c, under a top bar grown for a finger of that many
// design units (0 with a mouse): a screen showing a Board draws its own
// there.
func SideRect(c ui.Rect, finger float64) ui.Rect {
	f := frameFor(c, finger)
	return ui.Rect{X: f.action.X, Y: f.action.Y, W: f.action.W, H: f.log.Bottom() - f.action.Y}
}

// TopButtonsRect is the part of the top bar where the map screen has its
// Save, Open and Player Log buttons, for a Board's screen to cover with its
// own.
func (b *Board) TopButtonsRect() ui.Rect {
	if b.s.g == nil {
		return ui.Rect{}
	}
	first, last := fileButtonRect(b.s, 0), logButtonRect(b.s)
	return ui.Rect{X: first.X - 2, Y: 2, W: last.Right() - first.X + 4, H: b.s.lay.topH - 5}
}

// DecisionLabel words a decision as the map's buttons do ("Buy 1st Marine
// Div"), naming its Forces as g, the game it was made in, calls them.
func DecisionLabel(g *rules.Game, d rules.Decision) string { return decisionLabel(g, d) }

// LogColor is the colour the map's game log writes an event in: a step or
// turn in gold, Japan's events red, the US's blue.
func LogColor(e rules.Event) color.Color { return entryColor(e) }

// Shown is the Campaign Turn and step the board shows: those of the event it
// is stopped at, as the map's top bar and Sequence of Play light them, else
// the game's.
func (b *Board) Shown() (turn string, step rules.Step) {
	if b.s.g == nil {
		return "", ""
	}
	return b.s.anim.turnName(b.s.g), b.s.anim.stepShown(b.s.g)
}

// Hover follows the cursor (design units) over the board, as the map does:
// a stack or a counter under it is magnified with every Force's values by
// DrawOver. It reports whether the picture changes (what is magnified, or
// where, since the magnifier follows the cursor).
func (b *Board) Hover(x, y float64) bool {
	s := b.s
	if s.g == nil {
		return false
	}
	var h spot
	if s.lay.mapArea.Contains(x, y) {
		s.layout()
		h = s.cursor.at(x, y)
		if h.kind != spotStack && h.kind != spotCounter {
			h = spot{}
		}
	}
	moved := x != s.cursor.x || y != s.cursor.y
	changed := h != s.cursor.hover || (moved && s.magnifying())
	s.cursor.hover, s.cursor.x, s.cursor.y = h, x, y
	return changed
}

// DrawOver paints what goes over everything else on the screen, after the
// screen's own panels: the magnifier of the stack under the cursor.
func (b *Board) DrawOver(dst *ebiten.Image, v ui.View) {
	s := b.s
	if s.g == nil {
		return
	}
	v.Art = &s.Art
	s.drawMagnifier(dst, v, s.board())
}

// Zoom zooms the board's map one step in (dir > 0) or out about (x, y),
// in design units, as the map's wheel does; it reports whether it zoomed.
// Zoom(0, ...) shows the whole Pacific again.
func (b *Board) Zoom(dir int, x, y float64) bool {
	if dir == 0 {
		return b.s.cam.fit()
	}
	return b.s.cam.zoomStep(dir, x, y, b.s.View)
}

// Pan moves the board's map by (dx, dy) design units, as a drag does.
func (b *Board) Pan(dx, dy float64) bool { return b.s.cam.pan(dx, dy) }

// OnMap reports whether (x, y), in design units, is on the map and not on a
// chart or box printed over it: where a drag pans and the wheel zooms.
func (b *Board) OnMap(x, y float64) bool {
	s := b.s
	if s.g == nil || !s.lay.mapArea.Contains(x, y) {
		return false
	}
	for k := range sheet(sheetCount) {
		if s.folds.rect(&s.lay, k).Contains(x, y) {
			return false
		}
	}
	return true
}

// ZoomFactor is the map's zoom: 1 when the whole Pacific is shown.
func (b *Board) ZoomFactor() float64 { return b.s.cam.Z() }

// AreaPoint is where an area's marker is drawn now, in design units.
func (b *Board) AreaPoint(area string) (x, y float64) { return b.s.markerOnScreen(area) }
