package savegame

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestSettingsFirstRun: no file gives the defaults and no error.
func TestSettingsFirstRun(t *testing.T) {
	s, err := LoadSettings(filepath.Join(tempDir(t), "nimitz"))
	if err != nil || s != DefaultSettings() {
		t.Fatalf("%+v, %v", s, err)
	}
}

// TestSettingsRoundTrip: saved settings load back, the folder is created.
func TestSettingsRoundTrip(t *testing.T) {
	dir := filepath.Join(tempDir(t), "nimitz")
	want := Settings{WindowWidth: 1600, WindowHeight: 900, AnimationSpeed: 2.5, GameMakesJapanChoices: true, DefeatCheckAsPrinted: true,
		AutoAnswerBattlePlans: true, ChooseBombing: true, LastSaveDir: "/home/chester/Nimitz saves", DontAskUnused: true,
		Volume: 30, Mute: true, UIScale: 140}
	if err := SaveSettings(dir, want); err != nil {
		t.Fatal(err)
	}
	got, err := LoadSettings(dir)
	if err != nil || got != want {
		t.Fatalf("%+v, %v", got, err)
	}
	if names := dirNames(t, dir); len(names) != 1 || names[0] != SettingsName {
		t.Errorf("folder holds %v", names)
	}
}

// TestSettingsDamaged: a damaged file gives the defaults and a message, and
// is kept aside byte for byte, so that saving the settings does not write
// over it; a second damaged file is kept beside the first.
func TestSettingsDamaged(t *testing.T) {
	for name, body := range map[string]string{
		"truncated":  `{"window_width": 1600, "window_he`,
		"wrong type": `{"window_width": "wide"}`,
		"not JSON":   "\x00\x01\x02",
		"array":      `[]`,
	} {
		dir := tempDir(t)
		if err := os.WriteFile(filepath.Join(dir, SettingsName), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := LoadSettings(dir)
		var se *SettingsError
		if s != DefaultSettings() || !errors.As(err, &se) || !strings.Contains(err.Error(), "default settings") {
			t.Fatalf("%s: %+v, %v", name, s, err)
		}
		if se.NotKept || filepath.Base(se.KeptAs) != "settings.damaged.json" || !strings.Contains(err.Error(), "kept as \"settings.damaged.json\"") {
			t.Errorf("%s: kept as %q (not kept %v): %v", name, se.KeptAs, se.NotKept, err)
		}
		if b, err := os.ReadFile(se.KeptAs); err != nil || string(b) != body {
			t.Errorf("%s: the damaged file kept holds %q, %v", name, b, err)
		}
		if err := SaveSettings(dir, DefaultSettings()); err != nil {
			t.Fatal(err)
		}
		if b, _ := os.ReadFile(se.KeptAs); string(b) != body {
			t.Errorf("%s: saving the settings changed the damaged file", name)
		}
	}
	dir := tempDir(t)
	if err := os.Mkdir(filepath.Join(dir, SettingsName), 0o755); err != nil {
		t.Fatal(err)
	}
	if s, err := LoadSettings(dir); s != DefaultSettings() || err == nil {
		t.Errorf("a folder as settings: %+v, %v", s, err)
	}

	// A second damaged file goes beside the first, which stays as it was.
	dir = tempDir(t)
	for i, body := range []string{"{first", "{second"} {
		if err := os.WriteFile(filepath.Join(dir, SettingsName), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadSettings(dir)
		var se *SettingsError
		if !errors.As(err, &se) || filepath.Base(se.KeptAs) != damagedName(i+1) {
			t.Fatalf("damaged file %d: %v", i+1, err)
		}
	}
	for i, want := range []string{"{first", "{second"} {
		if b, _ := os.ReadFile(filepath.Join(dir, damagedName(i+1))); string(b) != want {
			t.Errorf("%s holds %q, want %q", damagedName(i+1), b, want)
		}
	}
}

// TestSettingsDamagedNotMovable: a damaged file that cannot be moved aside
// stays where it is, and the error says the settings must not be saved.
func TestSettingsDamagedNotMovable(t *testing.T) {
	dir := tempDir(t)
	if err := os.WriteFile(filepath.Join(dir, SettingsName), []byte("{oops"), 0o644); err != nil {
		t.Fatal(err)
	}
	st := Store{FS: faultFS{failOp: "rename", err: syscall.EACCES}, Now: fixedClock}
	s, err := st.LoadSettings(dir)
	var se *SettingsError
	if s != DefaultSettings() || !errors.As(err, &se) || !se.NotKept || se.KeptAs != "" {
		t.Fatalf("%+v, %v", s, err)
	}
	if !strings.Contains(err.Error(), "will not be saved") {
		t.Errorf("the message does not say the settings are not saved: %v", err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, SettingsName)); string(b) != "{oops" {
		t.Errorf("the damaged file changed: %q", b)
	}
}

// FuzzLoadSettings: whatever settings.json holds, LoadSettings returns
// settings in range and no error, or the defaults and a *SettingsError with
// the file kept aside unchanged; good settings save and load back the same.
func FuzzLoadSettings(f *testing.F) {
	for _, seed := range []string{
		"", "{}", "[]", "null", `{"window_width": 1600, "window_he`, `{"window_width": "wide"}`,
		`{"ui_scale": 1e308, "volume": -1, "animation_speed": NaN}`, "\xef\xbb\xbf{}", "\x00\x01\x02",
		`{"window_width": 1600, "window_height": 900, "ui_scale": 140, "game_makes_japan_choices": true}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		st := Store{FS: KVFS{KV: newMemKV(0), Now: fixedClock}, Now: fixedClock}
		dir := "/config/nimitz"
		if err := st.FS.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := writeAtomic(st.FS, filepath.Join(dir, SettingsName), body); err != nil {
			t.Fatal(err)
		}
		s, err := st.LoadSettings(dir)
		if s != s.sanitize() {
			t.Fatalf("settings out of range: %+v", s)
		}
		if err != nil {
			var se *SettingsError
			if !errors.As(err, &se) || s != DefaultSettings() || se.KeptAs == "" {
				t.Fatalf("%+v, %v", s, err)
			}
			if kept, rerr := readLimited(st.FS, se.KeptAs, 1<<20); rerr != nil || string(kept) != string(body) {
				t.Fatalf("the damaged file kept holds %q, %v", kept, rerr)
			}
			return
		}
		if err := st.SaveSettings(dir, s); err != nil {
			t.Fatal(err)
		}
		if again, err := st.LoadSettings(dir); err != nil || again != s {
			t.Fatalf("saved %+v, loaded %+v, %v", s, again, err)
		}
	})
}

// TestSettingsTooLarge: a huge settings file is not read.
func TestSettingsTooLarge(t *testing.T) {
	dir := tempDir(t)
	f, err := os.Create(filepath.Join(dir, SettingsName))
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(1 << 30); err != nil { // sparse
		t.Fatal(err)
	}
	f.Close()
	if s, err := LoadSettings(dir); s != DefaultSettings() || err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("%+v, %v", s, err)
	}
}

// TestSettingsPartialAndOutOfRange: missing fields and unusable values take
// their defaults; the rest is kept; unknown fields are ignored.
func TestSettingsPartialAndOutOfRange(t *testing.T) {
	dir := tempDir(t)
	body := `{"window_width": 99999, "window_height": 700, "animation_speed": -3,
		"game_makes_japan_choices": true, "from_the_future": {"x": 1}}`
	if err := os.WriteFile(filepath.Join(dir, SettingsName), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings(dir)
	want := DefaultSettings()
	want.GameMakesJapanChoices = true
	if err != nil || s != want {
		t.Fatalf("%+v, %v; want %+v", s, err, want)
	}
}

// TestSettingsBeforeTheUnusedQuestion: a settings file written before the
// question about unused points existed loads with the question asked.
func TestSettingsBeforeTheUnusedQuestion(t *testing.T) {
	dir := tempDir(t)
	body := `{"window_width": 1366, "window_height": 768, "animation_speed": 1.5, "ask_japan_choices": false,
		"auto_answer_battle_plans": false, "choose_bombing": false, "last_save_dir": ""}`
	if err := os.WriteFile(filepath.Join(dir, SettingsName), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadSettings(dir)
	if err != nil {
		t.Fatal(err)
	}
	if s.DontAskUnused {
		t.Error("an older settings file turned the question about unused points off")
	}
	if s.WindowWidth != 1366 || s.AnimationSpeed != 1.5 {
		t.Errorf("the older file's values were not kept: %+v", s)
	}
	if s.Volume != DefaultSettings().Volume || s.Mute {
		t.Errorf("an older settings file, from before sound, loads volume %d, mute %v", s.Volume, s.Mute)
	}
	if s.UIScale != 100 {
		t.Errorf("an older settings file, from before the interface size, loads %d%%", s.UIScale)
	}
}

// TestSettingsUIScale: the interface size is kept from 80 to 200%; a value
// outside, or none, is 100%.
func TestSettingsUIScale(t *testing.T) {
	for body, want := range map[string]int{`{"ui_scale": 80}`: 80, `{"ui_scale": 200}`: 200, `{"ui_scale": 130}`: 130,
		`{"ui_scale": 0}`: 100, `{"ui_scale": 79}`: 100, `{"ui_scale": 500}`: 100, `{"ui_scale": -5}`: 100, `{}`: 100} {
		dir := tempDir(t)
		if err := os.WriteFile(filepath.Join(dir, SettingsName), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := LoadSettings(dir)
		if err != nil || s.UIScale != want {
			t.Errorf("%s: interface size %d%% (%v), want %d%%", body, s.UIScale, err, want)
		}
	}
}

// TestSettingsVolume: a volume of 0 is kept (turned down is not missing),
// one out of range takes the default, and SoundVolume is silent when muted.
func TestSettingsVolume(t *testing.T) {
	for body, want := range map[string]int{`{"volume": 0}`: 0, `{"volume": 100}`: 100, `{"volume": 40}`: 40,
		`{"volume": 101}`: 70, `{"volume": -10}`: 70, `{}`: 70} {
		dir := tempDir(t)
		if err := os.WriteFile(filepath.Join(dir, SettingsName), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		s, err := LoadSettings(dir)
		if err != nil || s.Volume != want {
			t.Errorf("%s loads volume %d (%v), want %d", body, s.Volume, err, want)
		}
	}
	s := Settings{Volume: 50}
	if v := s.SoundVolume(); v != 0.5 {
		t.Errorf("volume 50 plays at %v", v)
	}
	s.Mute = true
	if v := s.SoundVolume(); v != 0 {
		t.Errorf("muted plays at %v", v)
	}
	if v := (*Settings)(nil).SoundVolume(); v != 0 {
		t.Errorf("no settings play at %v", v)
	}
}

// TestSettingsWriteFailure: a full disk keeps the old settings file.
func TestSettingsWriteFailure(t *testing.T) {
	dir := tempDir(t)
	old := Settings{WindowWidth: 1000, WindowHeight: 700, AnimationSpeed: 1, UIScale: 100}
	if err := SaveSettings(dir, old); err != nil {
		t.Fatal(err)
	}
	st := Store{FS: faultFS{failOp: "write", err: syscall.ENOSPC}, Now: fixedClock}
	if err := st.SaveSettings(dir, DefaultSettings()); err == nil || !strings.Contains(err.Error(), "disk is full") {
		t.Fatalf("got %v", err)
	}
	if s, err := LoadSettings(dir); err != nil || s != old {
		t.Fatalf("the old settings changed: %+v, %v", s, err)
	}
}

// TestDefaultDirs: saves live beside the settings under the user's config
// folder.
func TestDefaultDirs(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", "/home/chester/.config")
	t.Setenv("HOME", "/home/chester")
	cfg, err := ConfigDir()
	if err != nil {
		t.Fatal(err)
	}
	saves, err := DefaultDir()
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Base(cfg) != "nimitz" || saves != filepath.Join(cfg, "saves") {
		t.Fatalf("config %s, saves %s", cfg, saves)
	}
}
