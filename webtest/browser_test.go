// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"context"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The centre of the 1942 button of the title screen in design units: the
// first of four 300x64 campaign buttons (scenes/title/title.go) on the
// 1600x900 design canvas (scenes.DesignWidth, DesignHeight).
const (
	button1942X, button1942Y = 314, 592
	designW, designH         = 1600, 900
)

// toPage turns design units of a screen laid out on the design block (the
// title, the setup, the file list) into the page's pixels: the block is
// drawn in the middle of the page (ui.View.Block).
func toPage(t *testing.T, tab context.Context, x, y float64) (float64, float64) {
	t.Helper()
	w, h, s := pageCanvas(t, tab)
	return (w-designW*s)/2 + x*s, (h-designH*s)/2 + y*s
}

// toCanvas turns design units of a screen laid out on the whole canvas (the
// map) into the page's pixels.
func toCanvas(t *testing.T, tab context.Context, x, y float64) (float64, float64) {
	t.Helper()
	_, _, s := pageCanvas(t, tab)
	return x * s, y * s
}

// pageCanvas is the page's size and the scale of the game's canvas on it
// (scenes.Context.Canvas at 100%: a unit a pixel, less on a page too small
// for the design canvas; a page under 1152 pixels tall does not grow it).
func pageCanvas(t *testing.T, tab context.Context) (w, h, s float64) {
	t.Helper()
	size, err := chromedp.Run(tab, chromedp.Evaluate[[]float64](`[innerWidth, innerHeight]`))
	if err != nil || len(size) != 2 || size[1] > 1152 {
		t.Fatalf("cannot read the page's size, or it is taller than this test reckons with: %v %v", size, err)
	}
	return size[0], size[1], min(1, size[0]/designW, size[1]/designH)
}

// TestBrowserPlaysOfflineAndContinues plays the web build in headless
// Chromium as a new player would: the page loads and draws the title;
// clicking the 1942 campaign and starting it draws the map; a decision is
// made; then, with the web server gone, the page is reloaded (from the
// service worker's copy) and Continue brings the game back from the
// browser's storage. The campaign is then downloaded as a file, and
// uploaded again (transfer_test.go).
func TestBrowserPlaysOfflineAndContinues(t *testing.T) {
	chromium := needTool(t, "chromium", "chromium-browser")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()

	dir := sharedPage(t)
	gz, err := os.Stat(filepath.Join(dir, "nimitz.wasm.gz"))
	if err != nil {
		t.Fatal(err)
	}
	srv := serve(t, dir)
	tab := newBrowser(t, ctx, chromium)

	do(t, tab, "open the page", chromedp.Navigate(srv.URL+"/"))
	first := waitFirstFrame(t, tab)
	t.Logf("FIGURES: page download %.1f MB of gzipped wasm (%d bytes); first frame %.1f s after navigation (cold)",
		float64(gz.Size())/(1<<20), gz.Size(), first/1000)
	if _, err := chromedp.Run(tab, chromedp.Evaluate[bool](`navigator.serviceWorker.ready.then(() => true)`,
		chromedp.EvalAwaitPromise)); err != nil {
		t.Fatalf("the page made no offline copy (service worker): %v", err)
	}

	waitScreen(t, tab, "*title.Scene")
	title := settle(t, tab, "web-title.png")
	if n := colours(title, 300); n < 300 {
		t.Fatalf("the title screen has %d colours: it is not drawn (see screenshots/web-title.png)", n)
	}

	x, y := toPage(t, tab, button1942X, button1942Y)
	do(t, tab, "click the 1942 campaign", click(x, y))
	waitScreen(t, tab, "*setup.Scene")
	setup := settle(t, tab, "web-setup.png")
	if differ(setup, title) < 0.2 {
		t.Fatal("clicking the 1942 campaign changed nothing (see screenshots/web-setup.png)")
	}
	do(t, tab, "start the campaign (Enter on the setup screen)", press('\r'))
	startAutos := waitAutosaves(t, tab, 1)
	waitScreen(t, tab, "*campaign.Scene")
	mapShot := settle(t, tab, "web-map.png")
	if differ(mapShot, setup) < 0.2 || colours(mapShot, 1000) < 1000 {
		t.Fatal("starting the campaign drew no map (see screenshots/web-map.png)")
	}

	// Enter asks first when points are left unspent ("End US Resupply?"); a
	// second Enter ends the step.
	// The second Enter goes to the question, once it is up.
	do(t, tab, "end the step (a decision)", press('\r'))
	waitChange(t, tab, mapShot, "the question to end the step")
	do(t, tab, "confirm the end of the step", press('\r'))
	waitAutosaves(t, tab, startAutos+1)
	played := settle(t, tab, "web-map-played.png")
	if differ(played, mapShot) == 0 {
		t.Fatal("the decision changed nothing on screen")
	}

	srv.Close() // from now on the page is offline
	do(t, tab, "reload the page with the server gone", chromedp.Reload())
	// The warm start: the page and its wasm from the service worker's copy.
	t.Logf("FIGURES: first frame %.1f s after a reload from the browser's cache", waitFirstFrame(t, tab)/1000)
	waitScreen(t, tab, "*title.Scene")
	title2 := settle(t, tab, "web-title-continue.png")
	// The Continue button (600x64 design units at (500, 470)) is new; the
	// rest of the title barely changes (the dice seed).
	x0, y0 := toPage(t, tab, 500, 470)
	x1, y1 := toPage(t, tab, 1100, 534)
	if d := differ(crop(title2, x0, y0, x1, y1), crop(title, x0, y0, x1, y1)); d < 0.2 {
		t.Fatalf("after the reload the title offers no Continue (%.0f%% of its place changed; see screenshots/web-title-continue.png)", 100*d)
	}
	do(t, tab, "Continue (C)", press('c'))
	waitScreen(t, tab, "*campaign.Scene")
	back := settle(t, tab, "web-map-continued.png")
	toPlayed, toTitle := differ(back, played), differ(back, title2)
	t.Logf("after Continue the screen differs from the map before the reload in %.1f%% of pixels, from the title in %.1f%%",
		100*toPlayed, 100*toTitle)
	if toPlayed > 0.1 || toTitle < 0.3 {
		t.Fatal("Continue did not bring the game back as it was (compare screenshots/web-map-played.png and web-map-continued.png)")
	}

	downloadAndUpload(t, tab)
}

// do runs browser actions, failing the test with what was being done.
func do(t *testing.T, tab context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(tab, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// waitFirstFrame waits until the game has drawn (index.html records the
// time, in milliseconds after navigation, when run_js.go tells it) and
// returns that time. A failure shows what the page says (its status line).
func waitFirstFrame(t *testing.T, tab context.Context) float64 {
	t.Helper()
	at, err := chromedp.Run(tab, chromedp.Poll[float64](`window.nimitzFirstFrameAt`,
		chromedp.WithPollingInterval(200*time.Millisecond), chromedp.WithPollingTimeout(3*time.Minute)))
	if err != nil {
		status, _ := chromedp.Run(tab, chromedp.Evaluate[string](`(document.getElementById("status")||{}).textContent||""`))
		t.Fatalf("the game drew no frame in 3 minutes (%v); the page says: %q", err, status)
	}
	return at
}

// waitAutosaves waits until the saves folder in the page's storage holds at
// least n autosaves, and returns how many it holds.
func waitAutosaves(t *testing.T, tab context.Context, n int) int {
	t.Helper()
	js := fmt.Sprintf(`(() => { const k = Object.keys(localStorage).filter(k => k.startsWith("nimitz:file:/nimitz/saves/auto-")).length; return k >= %d ? k : 0; })()`, n)
	got, err := chromedp.Run(tab, chromedp.Poll[int](js,
		chromedp.WithPollingInterval(200*time.Millisecond), chromedp.WithPollingTimeout(4*time.Minute)))
	if err != nil {
		shot(t, tab, "web-failure.png")
		t.Fatalf("the browser's storage did not reach %d autosaves: %v (the screen: screenshots/web-failure.png)", n, err)
	}
	return got
}

// waitScreen waits until the game shows screen (run_js.go names it in
// window.nimitzScreen, "*campaign.Scene") with its animations over. The
// limit is for a machine loaded many times over: the wait ends as soon as
// the screen is there.
func waitScreen(t *testing.T, tab context.Context, screen string) {
	t.Helper()
	js := `window.nimitzScreen === ` + jsString(screen) + ` && window.nimitzSettled === true`
	if _, err := chromedp.Run(tab, chromedp.Poll[bool](js,
		chromedp.WithPollingInterval(100*time.Millisecond), chromedp.WithPollingTimeout(3*time.Minute))); err != nil {
		now, _ := chromedp.Run(tab, chromedp.Evaluate[string](`String(window.nimitzScreen)`))
		shot(t, tab, "web-failure.png")
		t.Fatalf("the game did not show %s in 3 minutes (it shows %s): %v (the screen: screenshots/web-failure.png)", screen, now, err)
	}
}

// waitChange takes screenshots until one differs from before in more than
// a few pixels (what was asked for is drawn), and returns it.
func waitChange(t *testing.T, tab context.Context, before image.Image, what string) image.Image {
	t.Helper()
	for end := time.Now().Add(3 * time.Minute); time.Now().Before(end); {
		buf, err := chromedp.Run(tab, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatalf("screenshot: %v", err)
		}
		if img := decodePNG(t, buf, "web-last.png"); differ(img, before) > 0.002 {
			return img
		}
		do(t, tab, "wait before a screenshot", chromedp.Sleep(200*time.Millisecond))
	}
	t.Fatalf("%s did not appear in 3 minutes (the screen: screenshots/web-last.png)", what)
	return nil
}

// settle takes screenshots until two in a row are the same (the last
// frames drawn), keeps the last as name and returns it.
func settle(t *testing.T, tab context.Context, name string) image.Image {
	t.Helper()
	var prev []byte
	deadline := time.Now().Add(3 * time.Minute)
	for {
		do(t, tab, "wait before a screenshot", chromedp.Sleep(700*time.Millisecond))
		buf, err := chromedp.Run(tab, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if prev != nil && string(prev) == string(buf) || time.Now().After(deadline) {
			return decodePNG(t, buf, name)
		}
		prev = buf
	}
}

// shot keeps a screenshot as name, for a failure to be looked at.
func shot(t *testing.T, tab context.Context, name string) {
	t.Helper()
	if buf, err := chromedp.Run(tab, chromedp.CaptureScreenshot()); err == nil {
		decodePNG(t, buf, name)
	}
}
