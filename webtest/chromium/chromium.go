// Package chromium starts headless Chromium the way this machine and CI can
// run it, for the browser test (webtest) and the web page's clock
// (build/webtime).
//go:build !js

package chromium

import "github.com/chromedp/chromedp"

// Options are the allocator's options for the Chromium at path with a
// fresh profile in dir (so the page's storage starts empty and lives as
// long as the browser), in a 1280x800 window.
func Options(path, dir string) []chromedp.ExecAllocatorOption {
	return append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.UserDataDir(dir),
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
}
