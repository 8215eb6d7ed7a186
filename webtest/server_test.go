// The browser test drives Chromium from the machine that builds the page.
//go:build !js

package webtest

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// buildPage builds the web folder with build/web.sh, as a release does, and
// returns it.
func buildPage(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "web")
	cmd := exec.Command("bash", filepath.Join("..", "build", "web.sh"), dir)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("build/web.sh failed: %v", err)
	}
	return dir
}

// serve serves dir on a loopback port, as the README's one-line server does.
func serve(t *testing.T, dir string) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv
}
