// Command webtime times the browser build's first frame in headless
// Chromium, for build/perf.sh: it serves a folder build/web.sh wrote on
// localhost, opens the page in a fresh profile and waits for the game's
// first frame (index.html records when, in ms after navigation, as
// window.nimitzFirstFrameAt), then, once the service worker has its copy,
// reloads it and waits again: the page from the browser's cache.
//
//	webtime [-chromium PATH] [-runs N] DIR
//
// It prints two numbers, the medians of the runs in ms: cold, cached.
package main
