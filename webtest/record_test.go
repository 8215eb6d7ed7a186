// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// recordJS reads the war record in the page's storage: how many entries it
// holds, and how many of them are abandoned (-1 when there is none).
const recordJS = `(() => {
	const v = localStorage.getItem("nimitz:file:/nimitz/saves/war-record.rec");
	if (v === null) return [-1, -1];
	const r = JSON.parse(v.slice(v.indexOf(" t ") + 3));
	return [r.entries.length, r.entries.filter(e => e.abandoned).length];
})()`

// TestBrowserKeepsTheWarRecord: in the browser the war record lives in the
// page's storage and survives a reload. A campaign begun and left for a new
// one is kept, abandoned; after a reload the War record screen (R on the
// title) shows it where it showed an empty record before.
func TestBrowserKeepsTheWarRecord(t *testing.T) {
	chromium := needTool(t, "chromium", "chromium-browser")
	ctx, cancel := context.WithTimeout(context.Background(), 8*time.Minute)
	defer cancel()
	srv := serve(t, sharedPage(t))
	tab := newBrowser(t, ctx, chromium)

	do(t, tab, "open the page", chromedp.Navigate(srv.URL+"/"))
	waitFirstFrame(t, tab)
	waitScreen(t, tab, "*title.Scene")
	do(t, tab, "open the war record (R)", press('r'))
	waitScreen(t, tab, "*record.Scene")
	empty := settle(t, tab, "web-record-empty.png")
	do(t, tab, "back to the title (Esc)", press('\x1b'))
	waitScreen(t, tab, "*title.Scene")

	// A campaign begun, one decision made: the live save holds it.
	x, y := toPage(t, tab, button1942X, button1942Y)
	do(t, tab, "click the 1942 campaign", click(x, y))
	waitScreen(t, tab, "*setup.Scene")
	do(t, tab, "start the campaign", press('\r'))
	autos := waitAutosaves(t, tab, 1)
	waitScreen(t, tab, "*campaign.Scene")
	mapShot := settle(t, tab, "web-record-map.png")
	do(t, tab, "end the step", press('\r'))
	waitChange(t, tab, mapShot, "the question to end the step")
	do(t, tab, "confirm the end of the step", press('\r'))
	waitAutosaves(t, tab, autos+1)

	// Reloaded, and a new campaign begun over it: the first is abandoned.
	do(t, tab, "reload the page", chromedp.Reload())
	waitFirstFrame(t, tab)
	waitScreen(t, tab, "*title.Scene")
	do(t, tab, "click the 1942 campaign again", click(x, y))
	waitScreen(t, tab, "*setup.Scene")
	do(t, tab, "start a new campaign", press('\r'))
	waitScreen(t, tab, "*campaign.Scene")
	got, err := chromedp.Run(tab, chromedp.Poll[[]int](`(() => { const r = `+recordJS+`; return r[0] >= 1 ? r : null; })()`,
		chromedp.WithPollingInterval(200*time.Millisecond), chromedp.WithPollingTimeout(2*time.Minute)))
	if err != nil || len(got) != 2 || got[0] != 1 || got[1] != 1 {
		shot(t, tab, "web-failure.png")
		t.Fatalf("the war record in the page's storage: %v (%v)", got, err)
	}

	// After a reload the record is still there, and shown.
	do(t, tab, "reload the page once more", chromedp.Reload())
	waitFirstFrame(t, tab)
	if got, err := chromedp.Run(tab, chromedp.Evaluate[[]int](recordJS)); err != nil || len(got) != 2 || got[0] != 1 {
		t.Fatalf("after the reload the record holds %v (%v)", got, err)
	}
	waitScreen(t, tab, "*title.Scene")
	do(t, tab, "open the war record (R)", press('r'))
	waitScreen(t, tab, "*record.Scene")
	kept := settle(t, tab, "web-record-kept.png")
	// The list's first row: design units (20, 166) to (780, 230) of the
	// record laid out on the whole canvas.
	x0, y0 := toCanvas(t, tab, 20, 166)
	x1, y1 := toCanvas(t, tab, 780, 240)
	if d := differ(crop(kept, x0, y0, x1, y1), crop(empty, x0, y0, x1, y1)); d < 0.02 {
		t.Fatalf("the War record screen shows no entry after the reload (%.1f%% of the list changed; see screenshots/web-record-kept.png)", 100*d)
	}
}
