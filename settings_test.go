package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nimitz/savegame"
)

// TestFitsMonitor: a remembered window larger than the monitor is not used.
func TestFitsMonitor(t *testing.T) {
	for _, c := range []struct {
		w, h, mw, mh int
		want         bool
	}{
		{1280, 800, 1600, 900, true},
		{1920, 1080, 1600, 900, false},
		{1600, 1000, 1600, 900, false},
		{1920, 1080, 0, 0, true}, // monitor size unknown: trust the setting
	} {
		if got := fitsMonitor(c.w, c.h, c.mw, c.mh); got != c.want {
			t.Errorf("fitsMonitor(%d, %d, %d, %d) = %v, want %v", c.w, c.h, c.mw, c.mh, got, c.want)
		}
	}
}

// TestDamagedSettingsAreToldAndKept: a damaged settings file gives the
// defaults, a notice for the first screen that says where the file was put,
// and the file kept there, so saving the settings at the end replaces
// nothing of the player's.
func TestDamagedSettingsAreToldAndKept(t *testing.T) {
	cfg := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", cfg)
	t.Setenv("HOME", cfg)
	dir := filepath.Join(cfg, "nimitz")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	const damaged = `{"window_width": 16`
	if err := os.WriteFile(filepath.Join(dir, savegame.SettingsName), []byte(damaged), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	st := loadSettings(&stderr)
	if st.s != savegame.DefaultSettings() || st.dir != dir {
		t.Fatalf("settings %+v in %q", st.s, st.dir)
	}
	if !strings.Contains(st.notice, "default settings") || !strings.Contains(st.notice, "settings.damaged.json") {
		t.Errorf("the notice says %q", st.notice)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "settings.damaged.json")); err != nil || string(b) != damaged {
		t.Errorf("the damaged file kept holds %q, %v", b, err)
	}
	if !strings.Contains(stderr.String(), "default settings") {
		t.Errorf("stderr says %q", stderr.String())
	}
	if st := loadSettings(&stderr); st.notice != "" {
		t.Errorf("the next start still tells %q", st.notice)
	}
}
