// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"bytes"
	"context"
	"encoding/csv"
	"image"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"nimitz/warrecord"
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
// title) shows it where it showed an empty record before, and exports it
// as downloads: the CSV, one row for it, and the HTML page. A record
// damaged in the storage is then refused with a message after a reload,
// and kept aside as it was.
func TestBrowserKeepsTheWarRecord(t *testing.T) {
	chromium := needTool(t, "chromium", "chromium-browser")
	// The limit only stops a hang: on a loaded machine the page's build
	// (the first test to ask builds it) and this test's three reloads
	// took 7.6 minutes.
	ctx, cancel := context.WithTimeout(context.Background(), 12*time.Minute)
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
	exportsDownload(t, tab)
	damagedIsKeptAside(t, tab, empty)
}

// exportsDownload exports the record on the War record screen, CSV (C) and
// HTML (H): each is a download, the CSV one row an entry under its header.
func exportsDownload(t *testing.T, tab context.Context) {
	t.Helper()
	dir := downloadsTo(t, tab)
	do(t, tab, "export CSV (C)", press('c'))
	data, err := os.ReadFile(waitFile(t, tab, dir, ".csv"))
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
	if err != nil || len(rows) != 2 || !slices.Equal(rows[0], warrecord.CSVHeader) {
		t.Fatalf("the CSV downloaded: %d rows, %v: %q", len(rows), err, data)
	}
	if got := rows[1][slices.Index(warrecord.CSVHeader, "result")]; got != warrecord.Abandoned {
		t.Errorf("the CSV's campaign reads %q, not %s", got, warrecord.Abandoned)
	}
	do(t, tab, "export HTML (H)", press('h'))
	page, err := os.ReadFile(waitFile(t, tab, dir, ".html"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), "<svg") || !strings.Contains(string(page), "War record · 1 campaign") {
		t.Errorf("the HTML page downloaded has no chart or says no campaign: %.300q", page)
	}
}

// damagedIsKeptAside damages the record in the page's storage (a file cut
// short); after a reload the War record screen says it could not be read
// where the empty record showed its help, and the damaged file is kept
// aside, as it was.
func damagedIsKeptAside(t *testing.T, tab context.Context, empty image.Image) {
	t.Helper()
	const cut = `{"game": "Fleet Commander Nimitz war record", "format": 1, "entr`
	do(t, tab, "damage the record in the storage", chromedp.Evaluate[chromedp.Void](
		`localStorage.setItem("nimitz:file:/nimitz/saves/war-record.rec", Date.now()*1e6 + " t " + `+jsString(cut)+`)`))
	do(t, tab, "reload the page", chromedp.Reload())
	waitFirstFrame(t, tab)
	waitScreen(t, tab, "*title.Scene")
	do(t, tab, "open the war record (R)", press('r'))
	waitScreen(t, tab, "*record.Scene")
	got, err := chromedp.Run(tab, chromedp.Evaluate[[]string](`(() => {
		const v = localStorage.getItem("nimitz:file:/nimitz/saves/war-record.damaged.rec");
		return [v === null ? "" : v.slice(v.indexOf(" t ") + 3), String(localStorage.getItem("nimitz:file:/nimitz/saves/war-record.rec"))];
	})()`))
	if err != nil || len(got) != 2 || got[0] != cut || got[1] != "null" {
		t.Fatalf("the damaged record in the storage: kept aside as %q, the record now %.80q (%v)", got[0], got[1], err)
	}
	said := settle(t, tab, "web-record-damaged.png")
	// The line under the title: design units (20, 52) to (1580, 74).
	x0, y0 := toCanvas(t, tab, 20, 52)
	x1, y1 := toCanvas(t, tab, 1580, 74)
	if d := differ(crop(said, x0, y0, x1, y1), crop(empty, x0, y0, x1, y1)); d < 0.02 {
		t.Fatalf("the War record screen says nothing of the damaged record (%.1f%% of its line changed; see screenshots/web-record-damaged.png)", 100*d)
	}
}
