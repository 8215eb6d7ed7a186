//go:build !js

package wine

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// wine64 is where Debian's wine64 package puts Wine's 64-bit loader.
const wine64 = "/usr/lib/wine/wine64"

// need fails under CI (CI=true), which must run these tests, and skips
// elsewhere, naming the command that installs what is missing.
func need(t *testing.T, what string) {
	t.Helper()
	msg := what + " is missing: run build/deps.sh --test (it installs wine64 and gcc-mingw-w64-x86-64)"
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// prefix is a Wine prefix (a Windows installation of its own) made for one
// test, with the bcryptprimitives.dll stub in its system32.
type prefix struct {
	dir string
	env []string
}

// newPrefix makes the prefix and stops its wineserver when the test ends.
func newPrefix(t *testing.T) *prefix {
	t.Helper()
	if _, err := os.Stat(wine64); err != nil {
		need(t, wine64)
	}
	gcc, err := exec.LookPath("x86_64-w64-mingw32-gcc")
	if err != nil {
		need(t, "x86_64-w64-mingw32-gcc")
	}
	p := &prefix{dir: filepath.Join(t.TempDir(), "prefix")}
	p.env = append(os.Environ(), "WINEPREFIX="+p.dir, "WINEDEBUG=-all",
		// No Mono or Gecko: the game needs neither, and there is no network to fetch them.
		"WINEDLLOVERRIDES=mscoree,mshtml=")
	t.Cleanup(func() {
		kill := exec.Command(filepath.Join(filepath.Dir(wine64), "wineserver"), "-k")
		kill.Env = p.env
		_ = kill.Run() // the prefix's folder goes anyway
	})
	if out, err := p.run(t, 5*time.Minute, "wineboot", "--init"); err != nil {
		t.Fatalf("wineboot --init: %v\n%s", err, out)
	}
	// Go's runtime loads bcryptprimitives.dll from system32; Wine 8.0 has none.
	dll := filepath.Join(p.dir, "drive_c", "windows", "system32", "bcryptprimitives.dll")
	cc := exec.Command(gcc, "-O2", "-shared", "-o", dll, filepath.Join("stub", "bcryptprimitives.c"), filepath.Join("stub", "bcryptprimitives.def"), "-ladvapi32")
	if out, err := cc.CombinedOutput(); err != nil {
		t.Fatalf("building the bcryptprimitives.dll stub: %v\n%s", err, out)
	}
	return p
}

// run runs a Windows program in the prefix and returns its standard output
// (standard error is added to a failure's message by the caller).
func (p *prefix) run(t *testing.T, limit time.Duration, args ...string) ([]byte, error) {
	t.Helper()
	return p.runIn(t, "", limit, args...)
}

// runIn is run in the folder dir (the program's current folder).
func (p *prefix) runIn(t *testing.T, dir string, limit time.Duration, args ...string) ([]byte, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, wine64, args...)
	cmd.Env = p.env
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return append(out, stderr.Bytes()...), err
	}
	return out, nil
}

// winPath is a Linux path as Windows programs under Wine see it (drive Z: is /).
func winPath(p string) string { return `Z:` + strings.ReplaceAll(p, "/", `\`) }
