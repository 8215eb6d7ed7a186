// webtime drives Chromium from the machine that builds the page.
//go:build !js

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"slices"
	"time"

	"github.com/chromedp/chromedp"

	"nimitz/webtest/chromium"
)

func main() {
	browser := flag.String("chromium", "chromium", "the Chromium to run")
	runs := flag.Int("runs", 3, "how many fresh browsers to time")
	flag.Parse()
	if flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: webtime [-chromium PATH] [-runs N] DIR")
		os.Exit(2)
	}
	cold, cached, err := measure(flag.Arg(0), *browser, *runs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "webtime:", err)
		os.Exit(1)
	}
	fmt.Printf("%.0f %.0f\n", cold, cached)
}

// measure serves dir and times the page in runs fresh browsers.
func measure(dir, browser string, runs int) (cold, cached float64, err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, 0, err
	}
	srv := &http.Server{Handler: http.FileServer(http.Dir(dir)), ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()
	url := "http://" + ln.Addr().String() + "/"
	var colds, warms []float64
	for range max(runs, 1) {
		c, w, err := once(url, browser)
		if err != nil {
			return 0, 0, err
		}
		colds, warms = append(colds, c), append(warms, w)
	}
	return median(colds), median(warms), nil
}

// once opens url in a fresh headless Chromium, then reloads it.
func once(url, browser string) (cold, cached float64, err error) {
	profile, err := os.MkdirTemp("", "webtime-")
	if err != nil {
		return 0, 0, err
	}
	defer os.RemoveAll(profile)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	actx, cancelAlloc := chromedp.NewExecAllocator(ctx, chromium.Options(browser, profile)...)
	defer cancelAlloc()
	tab, cancelTab := chromedp.NewContext(actx)
	defer cancelTab()
	if err := chromedp.Do(tab, chromedp.Navigate(url)); err != nil {
		return 0, 0, fmt.Errorf("open the page: %w", err)
	}
	if cold, err = firstFrame(tab); err != nil {
		return 0, 0, err
	}
	if _, err := chromedp.Run(tab, chromedp.Evaluate[bool](`navigator.serviceWorker.ready.then(() => true)`,
		chromedp.EvalAwaitPromise)); err != nil {
		return 0, 0, fmt.Errorf("no offline copy (service worker): %w", err)
	}
	if err := chromedp.Do(tab, chromedp.Reload()); err != nil {
		return 0, 0, fmt.Errorf("reload the page: %w", err)
	}
	if cached, err = firstFrame(tab); err != nil {
		return 0, 0, err
	}
	return cold, cached, nil
}

// firstFrame waits for the game's first frame and returns when it came.
func firstFrame(tab context.Context) (float64, error) {
	at, err := chromedp.Run(tab, chromedp.Poll[float64](`window.nimitzFirstFrameAt`,
		chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(3*time.Minute)))
	if err != nil {
		return 0, errors.Join(errors.New("the game drew no frame"), err)
	}
	return at, nil
}

func median(xs []float64) float64 {
	slices.Sort(xs)
	return xs[(len(xs)-1)/2]
}
