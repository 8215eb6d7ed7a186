package campaign

import (
	"context"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/odds"
	"nimitz/rules"
	"nimitz/scenes/oddsview"
	"nimitz/scenes/ui"
)

// oddsMove is the move whose battle the odds panel is about: the selection
// to the area hovered, when that is a legal destination during US Movement
// and Japanese Forces are there, so a battle would follow.
func (s *Scene) oddsMove() (rules.Decision, string) {
	h := s.cursor.hover
	if s.ctx != nil && !s.ctx.Settings.OddsShown() {
		return rules.Decision{}, ""
	}
	if s.sel.Len() == 0 || s.anim.busy() || s.pending().Kind != rules.AskMovement {
		return rules.Decision{}, ""
	}
	area := ""
	if h.kind == spotArea || (h.kind == spotStack && isMapArea(s.g, h.area)) {
		area = h.area
	}
	if area == "" || !s.sel.CanGo(area) || !s.g.Has(area, rules.Japan) {
		return rules.Decision{}, ""
	}
	ids := s.sel.IDs(s.g)
	return rules.Decision{Kind: rules.DoMove, Forces: ids, Area: area}, area + "|" + strings.Join(ids, ",")
}

// followOdds keeps the odds panel on the destination hovered: the battle
// as it would stand if fought at once with the Forces then in the area
// (Japanese Orders, still to be rolled, are not guessed at). The estimate
// runs in the background on a copy of the game made here.
func (s *Scene) followOdds() {
	d, key := s.oddsMove()
	s.odds.Keep(key, func() oddsview.Estimator {
		c := s.g.Clone()
		return func(ctx context.Context, n int, seed uint64) (odds.Tally, error) {
			return odds.Move(ctx, c, d, n, seed)
		}
	})
}

// drawOdds paints the odds panel beside the destination hovered.
func (s *Scene) drawOdds(dst *ebiten.Image, v ui.View) {
	d, key := s.oddsMove()
	st := s.odds.State()
	if key == "" || st.Key != key {
		return
	}
	const w = 236.0
	h := oddsview.Height(st.Result)
	x, y := s.markerOnScreen(d.Area)
	gap := 30 * s.cam.Z()
	r := ui.Rect{X: x + gap, Y: y - h/2, W: w, H: h}
	if r.Right() > s.lay.mapArea.Right()-8 {
		r.X = x - gap - w
	}
	r.Y = min(max(r.Y, s.lay.mapArea.Y+8), s.lay.mapArea.Bottom()-h-8)
	oddsview.Draw(dst, v, r, st)
	s.layers.over(r)
}
