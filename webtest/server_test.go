// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// The page, built once for all the tests of a run (TestMain removes it):
// each test serves it from a server of its own, so the pages' storage and
// offline copies are apart.
var (
	pageOnce sync.Once
	pageDir  string
	pageErr  error
	pageRoot string
)

// sharedPage builds the web folder with build/web.sh, as a release does, the
// first time a test asks, and returns it.
func sharedPage(t *testing.T) string {
	t.Helper()
	pageOnce.Do(func() {
		if pageRoot, pageErr = os.MkdirTemp("", "nimitz-webtest-"); pageErr != nil {
			return
		}
		pageDir = filepath.Join(pageRoot, "web")
		cmd := exec.Command("bash", filepath.Join("..", "build", "web.sh"), pageDir)
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		pageErr = cmd.Run()
	})
	if pageErr != nil {
		t.Fatalf("build/web.sh failed: %v", pageErr)
	}
	return pageDir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if pageRoot != "" {
		_ = os.RemoveAll(pageRoot)
	}
	os.Exit(code)
}

// serve serves dir on a loopback port, as the README's one-line server does.
func serve(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv
}
