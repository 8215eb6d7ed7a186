package battle

import (
	"context"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/odds"
	"nimitz/rules"
	"nimitz/scenes/oddsview"
	"nimitz/scenes/ui"
)

// oddsKey names the battle as it stands: it changes with every decision.
// The odds are shown at every question of the battle, from the position as
// it stands: while the player places Ships, chooses Battle Plans and sends
// aircraft, before the dice commit them, and while a Hit, a plan or one of
// Japan's ties is decided (a panel that vanished there left the player
// without the figure at the choices that change it most).
func (s *Scene) oddsKey() string {
	b := s.g.Battle
	if b == nil || b.Ask == nil || !s.Settled() {
		return ""
	}
	if s.ctx != nil && !s.ctx.Settings.OddsShown() {
		return ""
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s|%d|%d|%s|%s|%d|%s", b.Area, b.Turn, b.TurnsLeft, b.Ask.Kind, b.Ask.Force, b.USPoints, strings.Join(rules.PlanNames(b.USPlans), ","))
	for _, u := range b.Units {
		fmt.Fprintf(&sb, "|%s:%s:%t:%t:%t", u.ID(), u.Pos(), u.Moved, u.Damaged(), u.Lost())
	}
	return sb.String()
}

// followOdds keeps the odds panel on the battle as it stands: a new estimate
// starts in the background when the player changes the plan, on a copy of
// the game made here, so the engine's game is never shared.
func (s *Scene) followOdds() {
	s.odds.Keep(s.oddsKey(), func() oddsview.Estimator {
		c := s.g.Clone()
		return func(ctx context.Context, n int, seed uint64) (odds.Tally, error) {
			return odds.Battle(ctx, c, "", n, seed)
		}
	})
}

// oddsShown is the odds panel's place at the foot of the column of losses,
// when it is shown.
func (s *Scene) oddsShown() (ui.Rect, bool) {
	st := s.odds.State()
	if st.Key == "" || st.Key != s.oddsKey() {
		return ui.Rect{}, false
	}
	h := oddsview.Height(st.Result)
	if s.choosingPlans() {
		// The selection covers the column of losses: the odds go in its
		// foot, beside the plan's text, where the choice is made.
		t := s.fr.planTextRect()
		return ui.Rect{X: t.Right() - s.fr.lost.W, Y: t.Y, W: s.fr.lost.W, H: h}, true
	}
	return ui.Rect{X: s.fr.lost.X, Y: s.fr.lost.Bottom() - h, W: s.fr.lost.W, H: h}, true
}

// lostArea is the part of the column of losses the lost Forces use: all of
// it, or what the odds panel leaves above it.
func (s *Scene) lostArea() ui.Rect {
	r := s.fr.lost
	if o, ok := s.oddsShown(); ok && !s.choosingPlans() {
		r.H = o.Y - 6 - r.Y
	}
	return r
}

// layOut lays the board out for the battle on screen, the lost Forces in
// the room the odds panel leaves.
func (s *Scene) layOut() {
	s.lay = s.fr.computeLayout(s.g, s.sh.b)
	if area := s.lostArea(); area != s.fr.lost && s.sh.b != nil {
		placeLost(s.lay, s.sh.b, area)
	}
}

// drawOdds paints the odds panel at the foot of the column of losses.
func (s *Scene) drawOdds(dst *ebiten.Image, v ui.View) {
	if r, ok := s.oddsShown(); ok {
		oddsview.Draw(dst, v, r, s.odds.State())
	}
}
