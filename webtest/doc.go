// Package webtest tests the browser build of the game in a real browser:
// build/web.sh builds the page, a local server serves it, and Debian's
// Chromium, driven headless through github.com/chromedp/chromedp, plays it
// (browser_test.go). It is test tooling only: nothing in the game imports it.
package webtest
