// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"context"
	"os"
	"os/exec"
	"testing"

	"github.com/chromedp/chromedp"
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

// newBrowser starts headless Chromium with a fresh profile (so the page's
// storage starts empty and lives as long as the browser) in a 1280x800
// window, and returns a tab's context.
func newBrowser(t *testing.T, parent context.Context, chromium string) context.Context {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
		// Root (as in CI) cannot use Chromium's sandbox.
		chromedp.NoSandbox,
		// No GPU here: WebGL through SwiftShader, Chromium's software renderer.
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		// The machine has no network but localhost: no calls home.
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-quic", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(parent, opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(actx, chromedp.WithLogf(t.Logf))
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("cannot start %s: %v", chromium, err)
	}
	return ctx
}
