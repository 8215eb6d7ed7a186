// Package end is the end of the campaign: the Evaluation, the Player Log of
// the Objectives held after each turn with a chart of them, and the losses of
// both sides.
package end

import (
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/reference"
	"nimitz/scenes/ui"
	"nimitz/scenes/verdict"
)

// Scene is the end-of-campaign screen.
type Scene struct {
	g *rules.Game
	scenes.Screen
	mx, my float64
	// title and mapView, when set, lead to the title screen and back to the map.
	title, mapView func() scenes.Scene
	// hover is the button under the cursor and hoverShown the one the last
	// frame showed (-1: none).
	hover, hoverShown int
	// verdict is "Where it was won or lost" (verdict.go), kept once opened
	// so that its work is done once.
	verdict *verdict.Scene
}

// New returns the end screen of a finished campaign. title leads to a new
// game, mapView back to the board; either may be nil.
func New(g *rules.Game, title, mapView func() scenes.Scene) (*Scene, error) {
	if g == nil || !g.Over {
		return nil, errors.New("end: the campaign is not over")
	}
	return &Scene{g: g, title: title, mapView: mapView, hover: -1, hoverShown: -1}, nil
}

// DrawsOnDemand implements scenes.OnDemand: the screen is drawn again only on
// input and when the button under the cursor changes.
func (s *Scene) DrawsOnDemand() bool { return true }

// foot is where the screen's buttons go along its foot: as designed, or a
// finger high (ui.View.Finger) where that is more, the screen's block then
// taller below them.
type foot struct {
	title, showMap, rules ui.Rect
	// replay is "Watch the replay", shown where the game has a replay
	// screen and the campaign's record (ctx.Session); it leaves room left of
	// Rules for the Player Log button the map's flow adds (190 wide).
	replay ui.Rect
	// verdict is "Where it was won or lost", at the top left, clear of the
	// bottom row, where the 1945 Campaign writes its Japan Invasion box.
	verdict ui.Rect
	// height is the block the screen needs.
	height float64
}

// footFor lays the buttons out for a finger of that many units (0 with a
// mouse).
func footFor(finger float64) foot {
	const y = scenes.DesignHeight - 60
	bh := max(44, finger)
	var f foot
	f.title = ui.Rect{X: scenes.DesignWidth - 14 - 300, Y: y, W: 300, H: bh}
	f.showMap = ui.Rect{X: f.title.X - 12 - 240, Y: y, W: 240, H: bh}
	f.rules = ui.Rect{X: f.showMap.X - 12 - 130, Y: y, W: 130, H: bh}
	f.replay = ui.Rect{X: f.rules.X - 12 - 190 - 12 - 230, Y: y, W: 230, H: bh}
	f.verdict = ui.Rect{X: 40, Y: 20, W: 300, H: max(40, finger)}
	f.height = max(scenes.DesignHeight, y+bh+16)
	return f
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.Pointer(ctx)
	in := ctx.Input
	s.mx, s.my = s.View.ToDesign(in.Cursor())
	s.hover = -1
	f := footFor(s.View.Finger)
	titleRect, mapRect, rulesRect, replayRect, verdictRect := f.title, f.showMap, f.rules, f.replay, f.verdict
	for i, r := range []ui.Rect{titleRect, mapRect, rulesRect, replayRect, verdictRect} {
		if r.Contains(s.mx, s.my) {
			s.hover = i
		}
	}
	if s.hover != s.hoverShown {
		s.hoverShown = s.hover
		ctx.Redraw()
	}
	switch {
	case in.Pressed(ebiten.KeyF1) || (in.Clicked() && rulesRect.Contains(s.mx, s.my)):
		ctx.GoTo(reference.New(s))
	case s.title != nil && (in.Pressed(ebiten.KeyEnter) || (in.Clicked() && titleRect.Contains(s.mx, s.my))):
		ctx.GoTo(s.title())
	case s.mapView != nil && in.Clicked() && mapRect.Contains(s.mx, s.my):
		ctx.GoTo(s.mapView())
	case canWatch(ctx) && (in.Pressed(ebiten.KeyW) || (in.Clicked() && replayRect.Contains(s.mx, s.my))):
		s.watch(ctx)
	case ctx.Session != nil && (in.Pressed(ebiten.KeyV) || (in.Clicked() && verdictRect.Contains(s.mx, s.my))):
		s.openVerdict(ctx)
	}
	return nil
}

// canWatch reports whether the replay of the campaign can be shown.
func canWatch(ctx *scenes.Context) bool { return ctx.CanWatch() && ctx.Session != nil }

// watch opens the replay of the campaign just played, from its end.
func (s *Scene) watch(ctx *scenes.Context) {
	p, err := savegame.NewPlayback(ctx.Session)
	if err == nil {
		err = ctx.Watch(p)
	}
	if err != nil {
		ctx.Notify(fmt.Sprintf("The replay cannot be shown: %v", err), true)
	}
}

// losses counts a side's Forces Destroyed in the campaign, by kind.
func (s *Scene) losses(side rules.Side) (int, map[rules.Kind]int) {
	n, by := 0, map[rules.Kind]int{}
	for i := range s.g.Forces {
		f := &s.g.Forces[i]
		if f.Side == side && f.Where == rules.Destroyed {
			n++
			by[s.g.Kind(f)]++
		}
	}
	return n, by
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	f := footFor(v.Finger)
	if f.height > scenes.DesignHeight {
		// Buttons for fingers take more room: the screen, taller, keeps
		// its middle at the window's.
		v = v.Block(scenes.DesignWidth, f.height)
		s.View = v
	}
	screen.Fill(ui.Navy)
	g := s.g
	v.Text(screen, fmt.Sprintf("THE %d CAMPAIGN IS OVER", g.Year), ui.SizeTitle, true, ui.Cream, scenes.DesignWidth/2, 26, ui.Center)
	v.Text(screen, strings.ToUpper(g.Evaluation), ui.SizeDisplay*1.6, true, ui.Gold, scenes.DesignWidth/2, 66, ui.Center)
	v.Text(screen, v.FitText(g.EndReason, ui.SizeLarge, false, scenes.DesignWidth-80), ui.SizeLarge, false, ui.Pale, scenes.DesignWidth/2, 150, ui.Center)
	v.Line(screen, 200, 184, scenes.DesignWidth-200, 184, 2, ui.Gold)
	total := len(g.Data().Setup.Objectives)
	// The chart of Objectives held after each turn.
	cr := ui.Rect{X: 40, Y: 210, W: 900, H: 360}
	v.FillRect(screen, cr, ui.Panel)
	v.StrokeRect(screen, cr, 1, ui.PanelLine)
	v.Text(screen, "OBJECTIVES HELD AFTER EACH TURN", ui.SizeHeading, true, ui.Gold, cr.X+14, cr.Y+10, ui.Left)
	plot := ui.Rect{X: cr.X + 50, Y: cr.Y + 44, W: cr.W - 70, H: cr.H - 90}
	for k := 0; k <= total; k++ {
		y := plot.Bottom() - float64(k)/float64(max(total, 1))*plot.H
		v.Line(screen, plot.X, y, plot.Right(), y, 1, ui.PanelLine)
		v.Text(screen, fmt.Sprint(k), ui.SizeSmall, false, ui.Muted, plot.X-10, y-8, ui.Right)
	}
	turns := g.Data().Setup.Turns
	n := max(len(turns), 1)
	bw := plot.W / float64(n)
	for i, name := range turns {
		x := plot.X + float64(i)*bw
		v.Text(screen, v.FitText(name, ui.SizeSmall, false, bw-4), ui.SizeSmall, false, ui.Pale, x+bw/2, plot.Bottom()+6, ui.Center)
		for _, rec := range g.PlayerLog {
			if rec.Turn == i+1 {
				h := float64(len(rec.Held)) / float64(max(total, 1)) * plot.H
				v.FillRect(screen, ui.Rect{X: x + bw*0.2, Y: plot.Bottom() - h, W: bw * 0.6, H: h}, ui.USBlue)
				v.StrokeRect(screen, ui.Rect{X: x + bw*0.2, Y: plot.Bottom() - h, W: bw * 0.6, H: h}, 1, ui.Pale)
				v.Text(screen, fmt.Sprint(len(rec.Held)), ui.SizeBody, true, ui.Cream, x+bw/2, plot.Bottom()-h-18, ui.Center)
			}
		}
	}
	// The Player Log.
	lr := ui.Rect{X: 960, Y: 210, W: 600, H: 600}
	v.FillRect(screen, lr, ui.Panel)
	v.StrokeRect(screen, lr, 1, ui.PanelLine)
	v.Text(screen, "PLAYER LOG", ui.SizeHeading, true, ui.Gold, lr.X+14, lr.Y+10, ui.Left)
	y := lr.Y + 38
	if len(g.PlayerLog) == 0 {
		v.Text(screen, "No Campaign Turn was completed.", ui.SizeLead, false, ui.Muted, lr.X+14, y, ui.Left)
	}
	for _, rec := range g.PlayerLog {
		if y > lr.Bottom()-40 {
			break
		}
		v.Text(screen, rec.TurnName, ui.SizeLead, true, ui.Cream, lr.X+14, y, ui.Left)
		v.Text(screen, fmt.Sprintf("%d", len(rec.Held)), ui.SizeLead, true, ui.Gold, lr.X+110, y, ui.Right)
		y = v.Paragraph(screen, strings.Join(rec.Held, " · "), ui.SizeBody, false, ui.Pale, lr.X+126, y+1, lr.W-140) + 6
	}
	// Losses.
	ls := ui.Rect{X: 40, Y: 586, W: 900, H: 224}
	v.FillRect(screen, ls, ui.Panel)
	v.StrokeRect(screen, ls, 1, ui.PanelLine)
	v.Text(screen, "LOSSES IN THE CAMPAIGN", ui.SizeHeading, true, ui.Gold, ls.X+14, ls.Y+10, ui.Left)
	for i, side := range []rules.Side{rules.US, rules.Japan} {
		n, by := s.losses(side)
		x := ls.X + 14 + float64(i)*440
		name := "US"
		if side == rules.Japan {
			name = "Japanese"
		}
		v.Text(screen, fmt.Sprintf("%s: %d Forces Destroyed", name, n), ui.SizeLarge, true, ui.Cream, x, ls.Y+44, ui.Left)
		yy := ls.Y + 76
		for _, k := range []rules.Kind{rules.KindShip, rules.KindAircraft, rules.KindInfantry} {
			v.Text(screen, fmt.Sprintf("%s: %d", k, by[k]), ui.SizeHeading, false, ui.Pale, x+10, yy, ui.Left)
			yy += 24
		}
	}
	if line := invasionLine(g); line != "" {
		v.Text(screen, line, ui.SizeBody, true, ui.Pale, invasionX, scenes.DesignHeight-46, ui.Left)
	}
	for _, bt := range []struct {
		r     ui.Rect
		label string
		show  bool
	}{{f.title, "New campaign  [Enter]", s.title != nil}, {f.showMap, "Look at the map", s.mapView != nil}, {f.rules, "Rules [F1]", true},
		{f.replay, "Watch the replay  [W]", canWatch(ctx)}, {f.verdict, "Where it was won or lost  [V]", ctx.Session != nil}} {
		if !bt.show {
			continue
		}
		ui.DrawButton(screen, v, bt.r, ui.Button{Label: bt.label}, bt.r.Contains(s.mx, s.my))
	}
}

// invasionX is where the Japan Invasion box's line begins, left of the
// buttons.
const invasionX = 40.0

// invasionLine sums up the Japan Invasion box of a 1945 Campaign: the Buy
// Cost of its Forces and the Objectives that earns by the rulebook's table
// (Game.InvasionObjectives), "" for the campaigns without it. It once
// printed the whole Score as the box's ("16 Objectives toward Victory" under
// "13 Objectives held and 3 earned by the Japan Invasion box").
func invasionLine(g *rules.Game) string {
	if g.Data().Setup.Invasion == nil {
		return ""
	}
	n := g.InvasionObjectives()
	return fmt.Sprintf("Japan Invasion box: Buy Cost %d, %d %s", g.InvasionCost(), n, ui.Plural(n, "Objective", "Objectives"))
}
