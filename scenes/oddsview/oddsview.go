// Package oddsview shows the odds of a battle (package odds) on the screens:
// a Tracker estimates them in the background, a batch at a time, so frames
// never wait, and Draw paints the small panel that shows them.
package oddsview

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/odds"
	"nimitz/scenes/ui"
)

// Samples is how many battles the panel's figure rests on when complete;
// batch is how many are played between two updates of the panel.
const (
	Samples = 2000
	batch   = 250
)

// Estimator plays samples of one battle with the dice seed given: a closure
// over a copy of the game made on the screen's goroutine (odds.Battle or
// odds.Move), so the worker never touches the game the screen shows.
type Estimator func(ctx context.Context, samples int, seed uint64) (odds.Tally, error)

// Tracker estimates the odds of the situation the screen shows now. A new
// situation cancels the work on the old one, whose results are dropped.
type Tracker struct {
	mu      sync.Mutex
	key     string
	cancel  context.CancelFunc
	tally   odds.Tally
	err     error
	running bool
	// ver counts the results published; a screen redraws when it moves.
	ver int
}

// Follow estimates the situation named key with est, unless key is the one
// followed already. key "" (or a nil est) stops: nothing is shown.
func (t *Tracker) Follow(key string, est Estimator) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if key == t.key && (key == "" || est != nil) {
		return
	}
	if t.cancel != nil {
		t.cancel()
		t.cancel = nil
	}
	t.key, t.tally, t.err, t.running = key, odds.Tally{}, nil, false
	t.ver++
	if key == "" || est == nil {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	t.cancel, t.running = cancel, true
	go t.work(ctx, key, est)
}

// Stop ends any work; the panel shows nothing.
func (t *Tracker) Stop() { t.Follow("", nil) }

// Keep follows the situation named key, as a screen calls it every frame:
// "" stops; the situation followed already goes on; a new one starts the
// estimator newEst makes, called here, on the screen's goroutine, so that it
// can copy the game before the estimate runs elsewhere.
func (t *Tracker) Keep(key string, newEst func() Estimator) {
	if key == "" {
		t.Stop()
		return
	}
	if t.State().Key == key {
		return
	}
	t.Follow(key, newEst())
}

// work plays the batches one after another, publishing each.
func (t *Tracker) work(ctx context.Context, key string, est Estimator) {
	for n := 0; n < Samples; n += batch {
		// Each batch has its own dice seed, so the batches add up to one
		// estimate of independent samples.
		tl, err := estimate(ctx, est, batch, uint64(n/batch+1))
		if ctx.Err() != nil {
			return
		}
		t.mu.Lock()
		if t.key != key {
			t.mu.Unlock()
			return
		}
		t.tally.Add(tl)
		t.ver++
		if err != nil {
			t.err, t.running = err, false
			t.mu.Unlock()
			return
		}
		t.mu.Unlock()
	}
	t.mu.Lock()
	if t.key == key {
		t.running = false
		t.ver++
	}
	t.mu.Unlock()
}

// estimate runs est once. A panic in it (a bug of the rules met on the copy
// of the game, not the game in play) is the panel's error rather than the
// end of the game: the odds run on a goroutine of their own, where nothing
// else would recover it.
func estimate(ctx context.Context, est Estimator, n int, seed uint64) (tl odds.Tally, err error) {
	defer func() {
		if r := recover(); r != nil {
			tl, err = odds.Tally{}, fmt.Errorf("the odds met an internal error (%v); please report it", r)
		}
	}()
	return est(ctx, n, seed)
}

// State is what the panel shows.
type State struct {
	Key     string
	Result  odds.Result
	Err     error
	Running bool
	Ver     int
}

// State returns the figure so far.
func (t *Tracker) State() State {
	t.mu.Lock()
	defer t.mu.Unlock()
	return State{Key: t.key, Result: t.tally.Result(), Err: t.err, Running: t.running, Ver: t.ver}
}

// Ver is the number of results published: a screen keys its frames on it.
func (t *Tracker) Ver() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ver
}

// Height is the panel's height in design units for a result.
func Height(r odds.Result) float64 {
	rows := 9.0
	if r.AtHawaii {
		rows++
	}
	if r.NoneLeft.Mean > 0 {
		rows++
	}
	return 44 + rows*lineH
}

const (
	lineH = 16.0
	size  = 12.0
)

// panelTitle heads the panel with the battle's area, whole: the panel is a
// narrow column, where "Battle odds: Hawaiian Islands" is too long and a cut
// name ("Solomon Isla…") would leave the player guessing which battle it is.
func panelTitle(v ui.View, area string, w float64) string {
	if area == "" {
		return "Battle odds"
	}
	t, _ := v.FitFirst([]string{"Battle odds: " + area, "Odds: " + area, area}, ui.SizeBody, true, w, ui.SizeBody)
	return t
}

// Draw paints the odds panel in r: the chance of each outcome and the
// expected losses, each with its standard error, and how many samples they
// rest on. Nothing is drawn while no figure is followed.
func Draw(dst *ebiten.Image, v ui.View, r ui.Rect, st State) {
	if st.Key == "" {
		return
	}
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 1.5, ui.PanelLine)
	x, y, w := r.X+8, r.Y+6, r.W-16
	res := st.Result
	v.Text(dst, panelTitle(v, res.Area, w), ui.SizeBody, true, ui.Gold, x, y, ui.Left)
	y += 22
	if st.Err != nil && !errors.Is(st.Err, context.Canceled) && res.Samples == 0 {
		v.Paragraph(dst, "No odds: "+st.Err.Error(), size, false, ui.Slash, x, y, w)
		return
	}
	if res.Samples == 0 {
		v.Text(dst, "Playing the battle out…", size, false, ui.Muted, x, y, ui.Left)
		return
	}
	row := func(label string, e odds.Estimate, c color.Color) {
		v.Text(dst, label, size, false, ui.Pale, x, y, ui.Left)
		v.Text(dst, fmt.Sprintf("%.0f%% ±%.1f", 100*e.Mean, 100*e.StdErr), size, true, c, x+w, y, ui.Right)
		y += lineH
	}
	row("US wins the area", res.USWins, ui.Green)
	row("Both sides remain", res.BothRemain, ui.Cream)
	row("US wiped out", res.USWipedOut, ui.Slash)
	if res.NoneLeft.Mean > 0 {
		row("No one left", res.NoneLeft, ui.Cream)
	}
	if res.AtHawaii {
		row("Immediate defeat", res.HawaiiDefeat, ui.Slash)
	}
	y += 4
	rows := lossRows(res)
	c1, c2 := lossColumns(v, rows, x+w)
	v.Text(dst, "Expected losses", size, true, ui.Muted, x, y, ui.Left)
	v.Text(dst, "US", size, true, ui.Pale, c1, y, ui.Right)
	v.Text(dst, "Japan", size, true, ui.Pale, c2, y, ui.Right)
	y += lineH
	for _, r := range rows {
		v.Text(dst, r.label, size, false, ui.Pale, x, y, ui.Left)
		v.Text(dst, r.us, size, false, ui.Cream, c1, y, ui.Right)
		v.Text(dst, r.jp, size, false, ui.Cream, c2, y, ui.Right)
		y += lineH
	}
	y += 4
	foot := fmt.Sprintf("%d battles played; ± one std. error", res.Samples)
	if st.Running {
		foot = fmt.Sprintf("%d battles played so far…", res.Samples)
	}
	v.Text(dst, v.FitText(foot, ui.SizeFine, false, w), ui.SizeFine, false, ui.Muted, x, y, ui.Left)
}

// lossRow is a line of the expected losses: what is lost, and each side's
// figure as the panel prints it.
type lossRow struct{ label, us, jp string }

// lossRows are the expected losses' lines for a result.
func lossRows(res odds.Result) []lossRow {
	row := func(label string, us, jp odds.Estimate) lossRow {
		return lossRow{label, lossText(us), lossText(jp)}
	}
	return []lossRow{
		row("Destroyed", res.US.Destroyed, res.Japan.Destroyed),
		row("  carriers", res.US.CarriersDestroyed, res.Japan.CarriersDestroyed),
		row("Damaged", res.US.Damaged, res.Japan.Damaged),
		row("  carriers", res.US.CarriersDamaged, res.Japan.CarriersDamaged),
	}
}

// lossText prints an expected loss with its error: two decimals under ten
// Forces ("0.97±0.02"), one from ten ("17.2±0.1"), where a large battle's
// two-digit losses would otherwise run the two columns together; a loss
// that never happens in any sample is a plain "0".
func lossText(e odds.Estimate) string {
	switch {
	case e.Mean == 0 && e.StdErr == 0:
		return "0"
	case e.Mean >= 9.995:
		return fmt.Sprintf("%.1f±%.1f", e.Mean, e.StdErr)
	}
	return fmt.Sprintf("%.2f±%.2f", e.Mean, e.StdErr)
}

// lossColumns are the right edges of the US and Japanese columns of the
// losses, the Japanese at right: the US column stands a gap left of the
// widest Japanese figure, so the two never touch whatever their widths.
func lossColumns(v ui.View, rows []lossRow, right float64) (us, jp float64) {
	widest := v.TextWidth("Japan", size, true)
	for _, r := range rows {
		widest = max(widest, v.TextWidth(r.jp, size, false))
	}
	return right - widest - lossGap, right
}

// lossGap is the least room between two columns of the losses.
const lossGap = 8.0
