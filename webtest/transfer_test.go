// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"nimitz/savegame"
)

// Where the buttons are, in design units: the map's Save and Open (the 1942
// campaign's top bar, scenes/campaign/frames.go fileButtonRect) and the
// in-game file list's Download/Upload button (scenes/files/picker.go
// transferRect).
const (
	saveX, openX, fileButtonY = 1091, 1163, 22
	transferX, transferY      = 550, 710
)

// downloadAndUpload saves the campaign on the map as a file through the
// file list's Download, checks the file is a save, then opens it again
// through Upload and checks the game keeps a copy in its storage.
func downloadAndUpload(t *testing.T, tab context.Context) {
	t.Helper()
	dir := downloadsTo(t, tab)
	do(t, tab, "catch the file chooser", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		// The chooser would wait for a person; the test sets the file itself.
		_, err := cdp.Call(ctx, tg, page.SetInterceptFileChooserDialog, page.SetInterceptFileChooserDialogParams{Enabled: true})
		return err
	}))

	x, y := toCanvas(t, tab, saveX, fileButtonY)
	do(t, tab, "click Save", click(x, y))
	waitScreen(t, tab, "*files.Picker")
	settle(t, tab, "web-save-list.png")
	x, y = toPage(t, tab, transferX, transferY)
	do(t, tab, "click Download", click(x, y))
	file := waitFile(t, tab, dir, ".json")
	waitScreen(t, tab, "*campaign.Scene")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	l, err := savegame.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("the downloaded %s is no save: %v", filepath.Base(file), err)
	}
	t.Logf("downloaded %q: the %d campaign at %s, %s", filepath.Base(file), l.Campaign, l.TurnName, l.Step)

	x, y = toCanvas(t, tab, openX, fileButtonY)
	do(t, tab, "click Open", click(x, y))
	waitScreen(t, tab, "*files.Picker")
	x, y = toPage(t, tab, transferX, transferY)
	do(t, tab, "click Upload", click(x, y),
		chromedp.SetUploadFiles(chromedp.CSS("#nimitz-upload"), []string{file}))
	key := "nimitz:file:/nimitz/saves/" + filepath.Base(file)
	if _, err := chromedp.Run(tab, chromedp.Poll[bool](`localStorage.getItem(`+jsString(key)+`) !== null`,
		chromedp.WithPollingInterval(200*time.Millisecond), chromedp.WithPollingTimeout(4*time.Minute))); err != nil {
		shot(t, tab, "web-failure.png")
		t.Fatalf("the uploaded save was not opened and kept (no %s in the storage): %v (screen: screenshots/web-failure.png)", key, err)
	}
	settle(t, tab, "web-uploaded.png")
}

// downloadsTo lets the browser's downloads into a new folder, which it
// returns.
func downloadsTo(t *testing.T, tab context.Context) string {
	t.Helper()
	dir := t.TempDir()
	do(t, tab, "let downloads into a folder", chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir})
		return err
	}))
	return dir
}

// waitFile waits for the browser to finish a download whose name ends in
// suffix into dir (Chromium writes a .crdownload and renames it when done),
// with a limit for a heavily loaded machine.
func waitFile(t *testing.T, tab context.Context, dir, suffix string) string {
	t.Helper()
	for end := time.Now().Add(4 * time.Minute); time.Now().Before(end); time.Sleep(200 * time.Millisecond) {
		ents, _ := os.ReadDir(dir)
		for _, e := range ents {
			if strings.HasSuffix(e.Name(), suffix) {
				return filepath.Join(dir, e.Name())
			}
		}
	}
	shot(t, tab, "web-failure.png")
	t.Fatalf("the download wrote no %s file in 4 minutes (the screen: screenshots/web-failure.png)", suffix)
	return ""
}

// jsString quotes s for JavaScript.
func jsString(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}
