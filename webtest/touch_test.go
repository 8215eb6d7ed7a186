// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// A point of the setup screen's Start button, in design units of the
// design block (scenes/setup/layout.go startRect): inside it as designed
// (480x60 at (1000, 800)) and as laid out for fingers after the first tap
// at 1024x768 (68.75 high at 812.75 of a block 921.5 units tall, centred
// as the design block is: 855.8 of it); and a point of open sea on the 1942
// map (north of the Marshall Islands, clear of the charts).
const (
	startX, startY = 1240, 845
	seaX, seaY     = 800, 300
	// A tablet's page in landscape, in CSS pixels (an iPad's 1024x768).
	tabletW, tabletH = 1024, 768
)

// TestBrowserTouch plays the web build with a touch screen only, as on a
// tablet: Chromium emulates a 1024x768 touch screen (no mouse event is sent), a tap on the
// 1942 campaign and a tap on Start begin the campaign, taps play it to US
// Movement and move a stack, long presses explain an area and magnify a
// stack (touchmove_test.go), and two fingers spreading on the map zoom it.
func TestBrowserTouch(t *testing.T) {
	chromium := needTool(t, "chromium", "chromium-browser")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	srv := serve(t, sharedPage(t))
	tab := newBrowser(t, ctx, chromium)
	do(t, tab, "emulate a 1024x768 touch screen", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, emulation.SetDeviceMetricsOverride, emulation.SetDeviceMetricsOverrideParams{
			Width: tabletW, Height: tabletH, DeviceScaleFactor: 1}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, emulation.SetTouchEmulationEnabled, emulation.SetTouchEmulationEnabledParams{Enabled: true, MaxTouchPoints: 5})
		return err
	}))
	do(t, tab, "open the page", chromedp.Navigate(srv.URL+"/"))
	waitFirstFrame(t, tab)
	waitScreen(t, tab, "*title.Scene")

	x, y := toPage(t, tab, button1942X, button1942Y)
	do(t, tab, "tap the 1942 campaign", tap(x, y))
	waitScreen(t, tab, "*setup.Scene")
	x, y = toPage(t, tab, startX, startY)
	do(t, tab, "tap Start", tap(x, y))
	waitAutosaves(t, tab, 1)
	waitScreen(t, tab, "*campaign.Scene")
	moveAStackByTouch(t, tab)
	before := settle(t, tab, "web-touch-map.png")

	x, y = toCanvas(t, tab, seaX, seaY)
	do(t, tab, "spread two fingers on the map", pinch(x, y, 40, 200))
	after := settle(t, tab, "web-touch-pinched.png")
	x0, y0 := toCanvas(t, tab, 100, 100)
	x1, y1 := toCanvas(t, tab, 1000, 800)
	if d := differ(crop(after, x0, y0, x1, y1), crop(before, x0, y0, x1, y1)); d < 0.2 {
		t.Fatalf("the pinch changed %.0f%% of the map: it did not zoom (see screenshots/web-touch-pinched.png)", 100*d)
	}
}

// touch sends one touch event with the fingers at points (none to end).
func touch(typ input.DispatchTouchEventType, points ...[2]float64) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		tps := []*input.TouchPoint{}
		for i, p := range points {
			id := float64(i)
			tps = append(tps, &input.TouchPoint{X: p[0], Y: p[1], ID: &id})
		}
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: tps})
		return err
	})
}

// seen waits until the game has run two ticks since the last event.
var seen = chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error { return waitTicks(ctx, tg, 2) })

// tap touches (x, y) and lifts the finger, each seen by the game.
func tap(x, y float64) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(touch(input.DispatchTouchEventTypeTouchStart, [2]float64{x, y}), seen, touch(input.DispatchTouchEventTypeTouchEnd), seen)
}

// pinch puts two fingers from apart pixels apart about (x, y) and spreads
// them to wide, step by step, each step seen by the game.
func pinch(x, y, apart, wide float64) chromedp.Action[chromedp.Void] {
	at := func(d float64) [][2]float64 { return [][2]float64{{x - d/2, y}, {x + d/2, y}} }
	steps := []chromedp.Action[chromedp.Void]{touch(input.DispatchTouchEventTypeTouchStart, at(apart)...), seen}
	for d := apart; d <= wide; d += 10 {
		steps = append(steps, touch(input.DispatchTouchEventTypeTouchMove, at(d)...), seen)
	}
	steps = append(steps, touch(input.DispatchTouchEventTypeTouchEnd), seen)
	return chromedp.Steps(steps...)
}
