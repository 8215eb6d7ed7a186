// Package verdict is the screen "Where it was won or lost": the staff's
// verdict on a campaign played (scenes/staff.Judge), worked out on a
// goroutine of its own with a progress line: the player's key decisions
// that cost the most Objectives against the staff's own choices, and each
// battle's result set against the odds the player had when it began, so
// that luck stands apart from play.
package verdict

import (
	"fmt"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/odds"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
)

// Shown is what a screen that shows the verdict with its own (the replay's
// timeline) takes from this one.
type Shown interface {
	SetVerdict(v *staff.Verdict)
}

// Scene is the verdict screen.
type Scene struct {
	scenes.Screen
	sess    *savegame.Session
	judging *staff.Judging
	// back is the screen to go back to, given the verdict once it is done.
	back func(v *staff.Verdict) scenes.Scene
	// watch, when set, shows decision at in the replay the screen was
	// opened from; unset, a replay is opened on the record.
	watch func(v *staff.Verdict, at int) scenes.Scene

	mx, my float64
	hover  int // the row or button under the cursor: rowBack, or a row of costly decisions
	shown  [3]int
}

const (
	rowNone = -1
	rowBack = -2
)

// New returns the verdict screen on sess's record (a finished campaign or
// one in play), going back to back.
func New(sess *savegame.Session, back func(v *staff.Verdict) scenes.Scene) *Scene {
	return &Scene{sess: sess, back: back, hover: rowNone}
}

// Show shows v, a verdict worked out before, instead of working one out.
func (s *Scene) Show(v *staff.Verdict) { s.judging = staff.Done(v) }

// WatchWith makes a click on a costly decision show it through watch (the
// replay the screen was opened from).
func (s *Scene) WatchWith(watch func(v *staff.Verdict, at int) scenes.Scene) { s.watch = watch }

// Verdict is the verdict once worked out, else nil.
func (s *Scene) Verdict() *staff.Verdict {
	if s.judging == nil {
		return nil
	}
	_, _, v, _ := s.judging.State()
	return v
}

// DrawsOnDemand implements scenes.OnDemand.
func (s *Scene) DrawsOnDemand() bool { return true }

// Layout, in the design block.
var (
	backRect  = ui.Rect{X: scenes.DesignWidth - 40 - 200, Y: scenes.DesignHeight - 64, W: 200, H: 44}
	playRect  = ui.Rect{X: 40, Y: 120, W: 900, H: 700}
	luckRect  = ui.Rect{X: 960, Y: 120, W: 600, H: 700}
	rowH      = 62.0
	rowsShown = 10
)

// rowRect is the i-th row of the costly decisions.
func rowRect(i int) ui.Rect {
	return ui.Rect{X: playRect.X + 8, Y: playRect.Y + 66 + float64(i)*rowH, W: playRect.W - 16, H: rowH - 4}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.judging == nil {
		s.judging = staff.StartJudging(s.sess, staff.VerdictBudget, ctx.Seed)
	}
	s.Pointer(ctx)
	in := ctx.Input
	s.mx, s.my = s.View.ToDesign(in.Cursor())
	done, _, v, _ := s.judging.State()
	s.hover = rowNone
	if backRect.Contains(s.mx, s.my) {
		s.hover = rowBack
	}
	var costly []int
	if v != nil {
		costly = v.Costliest(rowsShown)
		for i := range costly {
			if rowRect(i).Contains(s.mx, s.my) {
				s.hover = i
			}
		}
	}
	if k := [3]int{done, s.hover, b2i(v != nil)}; k != s.shown {
		s.shown = k
		ctx.Redraw()
	}
	switch {
	case in.Pressed(ebiten.KeyEscape) || in.Pressed(ebiten.KeyV) || in.RightClicked() || (in.Clicked() && s.hover == rowBack):
		s.leave(ctx, v)
	case in.Clicked() && s.hover >= 0:
		s.show(ctx, v, v.Judged[costly[s.hover]].At)
	}
	return nil
}

// leave goes back, stopping the work if it is not done.
func (s *Scene) leave(ctx *scenes.Context, v *staff.Verdict) {
	if v == nil {
		// Not done: the work stops, and starts afresh if the screen is
		// opened again.
		s.judging.Stop()
		s.judging = nil
	}
	ctx.GoTo(s.back(v))
}

// show opens the replay at decision at, its timeline marked.
func (s *Scene) show(ctx *scenes.Context, v *staff.Verdict, at int) {
	if s.watch != nil {
		ctx.GoTo(s.watch(v, at))
		return
	}
	p, err := savegame.NewPlayback(s.sess)
	if err != nil {
		ctx.Notify(fmt.Sprintf("The replay cannot be shown: %v", err), true)
		return
	}
	p.Seek(at + 1) // the game after it: the replay's head says what was decided
	sc, err := ctx.ReplayScene(p)
	if err != nil {
		ctx.Notify(fmt.Sprintf("The replay cannot be shown: %v", err), true)
		return
	}
	if r, ok := sc.(Shown); ok {
		r.SetVerdict(v)
	}
	ctx.GoTo(sc)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	screen.Fill(ui.Navy)
	v.Text(screen, "WHERE IT WAS WON OR LOST", ui.SizeTitle, true, ui.Gold, scenes.DesignWidth/2, 24, ui.Center)
	v.Text(screen, "The staff replays your campaign and, at each of your key decisions, plays its own choice and yours out to the end.",
		ui.SizeLead, false, ui.Pale, scenes.DesignWidth/2, 66, ui.Center)
	v.Line(screen, 200, 100, scenes.DesignWidth-200, 100, 2, ui.Gold)
	in := ui.DrawPanel(screen, v, playRect, "YOUR PLAY: THE DECISIONS THAT COST THE MOST")
	luck := ui.DrawPanel(screen, v, luckRect, "LUCK: EACH BATTLE AGAINST ITS ODDS WHEN IT BEGAN")
	ui.DrawButton(screen, v, backRect, ui.Button{Label: "Back", Key: "Esc", Style: ui.Quiet}, s.hover == rowBack)
	if s.judging == nil {
		return
	}
	done, total, vd, err := s.judging.State()
	switch {
	case err != nil:
		v.Paragraph(screen, "No verdict: "+err.Error(), ui.SizeLead, false, ui.Refused, in.X, in.Y+8, in.W)
		return
	case vd == nil:
		line := fmt.Sprintf("The staff is judging decision %d of %d… (%d rollouts a side; the screen is yours meanwhile)", done, total, staff.VerdictBudget)
		v.Text(screen, v.FitText(line, ui.SizeLead, false, in.W), ui.SizeLead, false, ui.Pale, in.X, in.Y+8, ui.Left)
		bar := ui.Rect{X: in.X, Y: in.Y + 36, W: in.W, H: 10}
		v.FillRect(screen, bar, ui.PanelLine)
		v.FillRect(screen, ui.Rect{X: bar.X, Y: bar.Y, W: bar.W * float64(done) / float64(max(total, 1)), H: bar.H}, ui.Gold)
		return
	}
	s.drawPlay(screen, v, in, vd)
	s.drawLuck(screen, v, luck, vd)
}

// drawPlay lists the costliest decisions, each with the staff's choice.
func (s *Scene) drawPlay(dst *ebiten.Image, v ui.View, in ui.Rect, vd *staff.Verdict) {
	agreed := 0
	for _, j := range vd.Judged {
		if j.Staff == "" {
			agreed++
		}
	}
	sum := fmt.Sprintf("%d key decisions: %d as the staff would have made them. Against its choices, your play cost %.1f Objectives at the end.",
		len(vd.Judged), agreed, vd.Cost())
	v.Text(dst, v.FitText(sum, ui.SizeBody, false, in.W), ui.SizeBody, false, ui.Cream, in.X, in.Y+4, ui.Left)
	costly := vd.Costliest(rowsShown)
	if len(costly) == 0 {
		v.Text(dst, "None of your decisions cost anything the staff could measure.", ui.SizeLead, false, ui.Green, in.X, in.Y+40, ui.Left)
		return
	}
	for i, k := range costly {
		j := vd.Judged[k]
		r := rowRect(i)
		if i == s.hover {
			v.FillRect(dst, r, ui.Hover)
		} else if i < 3 {
			v.StrokeRect(dst, r, 1.5, ui.Slash)
		}
		head := fmt.Sprintf("%d. %s · %s: %s", i+1, j.TurnName, j.Step, j.Played)
		v.Text(dst, v.FitText(head, ui.SizeBody, true, r.W-190), ui.SizeBody, true, ui.Cream, r.X+8, r.Y+6, ui.Left)
		v.Text(dst, fmt.Sprintf("−%.1f ±%.1f Objectives", j.Lost, j.LostSE), ui.SizeBody, true, ui.Refused, r.Right()-8, r.Y+6, ui.Right)
		staffSaid := "The staff: " + j.Staff
		if j.Reason != "" {
			staffSaid += ". " + j.Reason
		}
		v.Text(dst, v.FitText(staffSaid, ui.SizeSmall, false, r.W-16), ui.SizeSmall, false, ui.Pale, r.X+8, r.Y+26, ui.Left)
		v.Text(dst, "Click to see it in the replay, its place marked on the timeline.", ui.SizeFine, false, ui.Muted, r.X+8, r.Y+42, ui.Left)
	}
}

// drawLuck lists the battles, the most surprising result first: each
// result against the chance it had when the battle began.
func (s *Scene) drawLuck(dst *ebiten.Image, v ui.View, in ui.Rect, vd *staff.Verdict) {
	if len(vd.Battles) == 0 {
		v.Text(dst, "No battle was fought.", ui.SizeLead, false, ui.Muted, in.X, in.Y+4, ui.Left)
		return
	}
	luck, over := 0.0, []staff.Luck{}
	for _, b := range vd.Battles {
		if b.Outcome < 0 {
			continue
		}
		over = append(over, b)
		if b.Outcome == odds.USWinsArea {
			luck += 1 - b.Odds.USWins.Mean
		} else {
			luck -= b.Odds.USWins.Mean
		}
	}
	sort.SliceStable(over, func(i, j int) bool {
		return over[i].Odds.Chance(over[i].Outcome).Mean < over[j].Odds.Chance(over[j].Outcome).Mean
	})
	head := fmt.Sprintf("%d battles, the most surprising result first. Luck in all: %+.1f battles won above the odds.", len(over), luck)
	v.Text(dst, v.FitText(head, ui.SizeBody, false, in.W), ui.SizeBody, false, ui.Cream, in.X, in.Y+4, ui.Left)
	y := in.Y + 30
	const rowH = 40.0
	for i, b := range over {
		if y+2*rowH > in.Bottom() && i < len(over)-1 {
			v.Text(dst, fmt.Sprintf("… and %d more, each as the odds had it or near.", len(over)-i), ui.SizeSmall, false, ui.Muted, in.X, y, ui.Left)
			break
		}
		won := b.Odds.USWins
		v.Text(dst, v.FitText(b.TurnName+" · "+b.Area, ui.SizeBody, true, in.W), ui.SizeBody, true, ui.Cream, in.X, y, ui.Left)
		ch := b.Odds.Chance(b.Outcome)
		word, clr := "as the odds had it", ui.Pale
		switch {
		case ch.Mean < 0.25 && b.Outcome == odds.USWinsArea:
			word, clr = "against the odds: luck", ui.Green
		case ch.Mean < 0.25:
			word, clr = "against the odds: bad luck", ui.Refused
		case ch.Mean >= 0.5:
			word = "the likely result"
		}
		line := fmt.Sprintf("%s, %s: it had %.0f%% ±%.0f when the battle began (US wins the area: %.0f%%)",
			capital(b.Outcome.Words()), word, 100*ch.Mean, 100*ch.StdErr, 100*won.Mean)
		v.Text(dst, v.FitText(line, ui.SizeSmall, false, in.W-10), ui.SizeSmall, false, clr, in.X+10, y+18, ui.Left)
		y += rowH
	}
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
