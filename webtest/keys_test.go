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

// press types one key as a hand does: down, a pause, up. The game reads the
// keyboard once a frame, and chromedp.KeyEvent sends down and up at once, so
// both could fall between two frames and the key go unseen.
func press(r rune) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for _, k := range kb.Encode(r) {
			if k.Type == input.DispatchKeyEventTypeKeyUp {
				if err := sleep(ctx, 150*time.Millisecond); err != nil {
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
// spot, a pause, down, a pause, up.
func click(x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y),
		chromedp.Sleep(300*time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.Sleep(150*time.Millisecond),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
}

func sleep(ctx context.Context, d time.Duration) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(d):
		return nil
	}
}
