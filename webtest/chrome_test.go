// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"context"
	"os"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"

	"nimitz/webtest/chromium"
)

// needTool finds a program the test needs. Where it is missing the test
// fails under CI (CI=true), which must run it, and is skipped elsewhere, with
// the command that installs it.
func needTool(t *testing.T, names ...string) string {
	t.Helper()
	for _, n := range names {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	msg := names[0] + " is not installed: run build/deps.sh --test (it installs Debian's chromium, wine64 and the rest)"
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// newBrowser starts headless Chromium with a fresh profile (chromium.Options)
// and returns a tab's context.
func newBrowser(t *testing.T, parent context.Context, path string) context.Context {
	t.Helper()
	actx, cancelAlloc := chromedp.NewExecAllocator(parent, chromium.Options(path, t.TempDir())...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("cannot start %s: %v", path, err)
	}
	return ctx
}
