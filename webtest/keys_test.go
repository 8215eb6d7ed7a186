// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"context"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// press types one key as a hand does: down, held while the game reads its
// input twice, up. The game reads the keyboard once a tick, and
// chromedp.KeyEvent sends down and up at once, so both could fall between
// two ticks (more so on a loaded machine) and the key go unseen.
func press(r rune) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for _, k := range kb.Encode(r) {
			if k.Type == input.DispatchKeyEventTypeKeyUp {
				if err := waitTicks(ctx, t, 2); err != nil {
					return err
				}
			}
			if _, err := cdp.Call(ctx, t, input.DispatchKeyEvent, *k); err != nil {
				return err
			}
		}
		return nil
	})
}

// click presses the left mouse button at (x, y) as a hand does: onto the
// spot, down, up, each seen by the game for two ticks before the next.
func click(x, y float64) chromedp.Action[chromedp.Void] {
	seen := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error { return waitTicks(ctx, t, 2) })
	return chromedp.Steps(
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
		seen,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		seen,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
}

// waitTicks waits until the game has run n more ticks (run_js.go counts
// them in window.nimitzTicks), however long a loaded machine takes; the
// test's own time limit bounds it.
func waitTicks(ctx context.Context, t *chromedp.Target, n float64) error {
	ticks := chromedp.Evaluate[float64](`window.nimitzTicks || 0`)
	start, err := ticks(ctx, t)
	if err != nil {
		return err
	}
	for {
		now, err := ticks(ctx, t)
		if err != nil || now >= start+n {
			return err
		}
		if err := sleep(ctx, 20*time.Millisecond); err != nil {
			return err
		}
	}
}

func sleep(ctx context.Context, d time.Duration) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(d):
		return nil
	}
}
