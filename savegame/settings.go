package savegame

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"nimitz/rules"
)

// SettingsName is the settings file's name in the config folder.
const SettingsName = "settings.json"

// Settings are the player's preferences, kept between sessions.
type Settings struct {
	WindowWidth  int `json:"window_width"`
	WindowHeight int `json:"window_height"`
	// AnimationSpeed multiplies the speed of dice and counter animations:
	// 1 is normal, 0 shows results at once.
	AnimationSpeed float64 `json:"animation_speed"`
	// GameMakesJapanChoices has the engine make the equal choices the
	// rulebook leaves to the player on Japan's behalf (the order of the
	// Japanese areas' Orders, which of equal Japanese Forces a Hit strikes,
	// ties in Japanese Ship placement) by its documented rules, for quick
	// play. By default the player makes them, as the rulebook says
	// ("Solitaire Decisions"). It replaces the old "ask_japan_choices",
	// whose default was the other way round.
	GameMakesJapanChoices bool `json:"game_makes_japan_choices"`
	// DefeatCheckAsPrinted reads the Defeat Check strictly
	// (rules.Options.DefeatCheckAsPrinted).
	DefeatCheckAsPrinted bool `json:"defeat_check_as_printed"`
	// AutoAnswerBattlePlans answers "use this Battle Plan now?" questions by
	// the engine's default instead of asking.
	AutoAnswerBattlePlans bool `json:"auto_answer_battle_plans"`
	// ChooseBombing asks the player which Japanese stack each Strategic
	// Bombing result takes from (rules.Options.ChooseBombing, 1944 and 1945)
	// instead of the engine's order.
	ChooseBombing bool `json:"choose_bombing"`
	// LastSaveDir is the folder the player last saved in or opened from, for
	// the Save As and Open dialogs ("" until they use one).
	LastSaveDir string `json:"last_save_dir"`
	// DontAskUnused ends a step at once when the player ends it with points
	// or moves unused, without the question that guards against a stray
	// Enter ("don't ask again"). The zero value asks, so a settings file
	// written before the question existed asks too.
	DontAskUnused bool `json:"dont_ask_unused,omitempty"`
	// HideOdds leaves out the battle odds (the map's destination hover and
	// the Battle Sheet's panel), for players who would rather commit blind,
	// as on the cardboard. The zero value shows them.
	HideOdds bool `json:"hide_odds,omitempty"`
	// Fullscreen starts the game on the full screen (F11 switches).
	Fullscreen bool `json:"fullscreen,omitempty"`
	// Volume is the loudness of the sound effects, 0 to MaxVolume (steps
	// of 10 on the settings page). A file written before sound existed has
	// none and loads with the default.
	Volume int `json:"volume"`
	// Mute silences the sound effects, keeping the volume for later.
	Mute bool `json:"mute,omitempty"`
	// StaffFightsBattles hands every battle to the staff (the expert) as
	// it begins, as the game menu's "Let the staff fight this battle"
	// does: its decisions are shown as they are made and recorded like
	// the player's. The zero value leaves the battles to the player.
	StaffFightsBattles bool `json:"staff_fights_battles,omitempty"`
	// UIScale is the interface size in percent, MinUIScale to MaxUIScale:
	// text, panels and counters grow with it, and the map takes the room
	// that is left. A file written before it existed loads with 100.
	UIScale int `json:"ui_scale"`
}

// SoundVolume is the volume the sound effects play at, 0 (silent: muted or
// turned down) to 1.
func (s *Settings) SoundVolume() float64 {
	if s == nil || s.Mute || s.Volume <= 0 {
		return 0
	}
	return float64(min(s.Volume, MaxVolume)) / MaxVolume
}

// OddsShown reports whether the battle odds are shown (nil settings: yes).
func (s *Settings) OddsShown() bool { return s == nil || !s.HideOdds }

// Limits of the settings; a value outside them is replaced by its default.
const (
	MinWindowSide     = 320
	MaxWindowSide     = 16384
	MaxAnimationSpeed = 8
	MaxVolume         = 100
	MinUIScale        = 80
	MaxUIScale        = 200
)

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{WindowWidth: 1280, WindowHeight: 800, AnimationSpeed: 1, Volume: 70, UIScale: 100}
}

// sanitize replaces values no window or animation can use (a hand-edited
// file, or one from another version) by their defaults, field by field.
func (s Settings) sanitize() Settings {
	d := DefaultSettings()
	if s.WindowWidth < MinWindowSide || s.WindowWidth > MaxWindowSide ||
		s.WindowHeight < MinWindowSide || s.WindowHeight > MaxWindowSide {
		s.WindowWidth, s.WindowHeight = d.WindowWidth, d.WindowHeight
	}
	// Written this way so NaN fails the test too.
	if !(s.AnimationSpeed >= 0 && s.AnimationSpeed <= MaxAnimationSpeed) {
		s.AnimationSpeed = d.AnimationSpeed
	}
	if s.Volume < 0 || s.Volume > MaxVolume {
		s.Volume = d.Volume
	}
	if s.UIScale < MinUIScale || s.UIScale > MaxUIScale {
		s.UIScale = d.UIScale
	}
	return s
}

// SettingsError says that the settings file could not be used and the
// defaults are in force. The game goes on; the message is for the player.
type SettingsError struct {
	Path string
	Err  error
	// KeptAs is where the damaged file was moved, so that saving the
	// settings never writes over it; "" when it stayed where it was.
	KeptAs string
	// NotKept says the settings must not be written this session: the
	// file could not be moved aside, and writing them would replace it.
	NotKept bool
}

// Error is the message to show the player.
func (e *SettingsError) Error() string {
	msg := fmt.Sprintf("Your settings could not be read from %q (%v); the game uses its default settings.", e.Path, e.Err)
	switch {
	case e.KeptAs != "":
		msg += fmt.Sprintf(" The damaged file is kept as %q.", filepath.Base(e.KeptAs))
	case e.NotKept:
		msg += " Changes to the settings will not be saved this time, so that the file is not replaced."
	}
	return msg
}

// Unwrap gives the cause.
func (e *SettingsError) Unwrap() error { return e.Err }

// LoadSettings reads dir/settings.json (dir is normally ConfigDir()). It
// always returns usable settings: on a first run (no file) the defaults and no
// error; on a damaged or unreadable file the defaults and a *SettingsError the
// caller shows. Fields missing from the file, or out of range, take their
// defaults; unknown fields are ignored, so older and newer files both load.
//
// A damaged file is moved aside (keepDamaged) before the defaults are used,
// so the next SaveSettings cannot write over what the player may want back;
// when it cannot be moved, the error says NotKept and the caller must not
// save the settings.
func (st Store) LoadSettings(dir string) (Settings, error) {
	path := filepath.Join(dir, SettingsName)
	b, err := readLimited(st.FS, path, 1<<20)
	if err == nil {
		s := DefaultSettings()
		if err = json.Unmarshal(b, &s); err == nil {
			return s.sanitize(), nil
		}
	} else if errors.Is(err, fs.ErrNotExist) {
		return DefaultSettings(), nil
	}
	kept := st.keepDamaged(dir)
	return DefaultSettings(), &SettingsError{Path: path, Err: err, KeptAs: kept, NotKept: kept == ""}
}

// damagedName is the i-th name a damaged settings file is kept under.
func damagedName(i int) string {
	if i == 1 {
		return "settings.damaged.json"
	}
	return fmt.Sprintf("settings.damaged-%d.json", i)
}

// maxDamaged is how many damaged settings files are kept at most; past it
// the settings are simply not saved.
const maxDamaged = 100

// keepDamaged moves dir/settings.json to the first damaged name no file has,
// so that earlier damaged files are kept too, and returns its new path, or
// "" when it could not be moved.
func (st Store) keepDamaged(dir string) string {
	return st.KeepAside(filepath.Join(dir, SettingsName), damagedName)
}

// KeepAside moves a file that cannot be used out of the way, so that writing
// a good one in its place never loses it: to name(1), or name(2) and on
// (up to 100) when earlier ones are kept there already, in the same folder.
// It returns the new path, or "" when the file could not be moved (the
// caller must then not write over it).
func (st Store) KeepAside(path string, name func(i int) string) string {
	dir := filepath.Dir(path)
	for i := 1; i <= maxDamaged; i++ {
		to := filepath.Join(dir, name(i))
		f, err := st.FS.Open(to)
		if err == nil {
			f.Close()
			continue
		}
		if !errors.Is(err, fs.ErrNotExist) {
			return ""
		}
		if err := st.FS.Rename(path, to); err != nil {
			return ""
		}
		// A failed sync is no loss: a crash could at worst undo the move,
		// leaving the damaged file where it was, to be moved next time.
		_ = st.FS.SyncDir(dir)
		return to
	}
	return ""
}

// SaveSettings writes dir/settings.json atomically, creating dir.
func (st Store) SaveSettings(dir string, s Settings) error {
	path := filepath.Join(dir, SettingsName)
	if err := st.FS.MkdirAll(dir, 0o755); err != nil {
		return &WriteError{Path: path, Op: "create folder", Err: err}
	}
	b, err := json.MarshalIndent(s.sanitize(), "", "  ")
	if err != nil {
		return &WriteError{Path: path, Op: "encode", Err: err}
	}
	return writeAtomic(st.FS, path, append(b, '\n'))
}

// LoadSettings reads the settings from the real disk (Store.LoadSettings).
func LoadSettings(dir string) (Settings, error) { return Disk().LoadSettings(dir) }

// SaveSettings writes the settings to the real disk (Store.SaveSettings).
func SaveSettings(dir string, s Settings) error { return Disk().SaveSettings(dir, s) }

// CampaignOptions are the rules' options for a new campaign (year; 0 for a
// linked series) with the dice seed, as the settings choose them.
func (s Settings) CampaignOptions(year int, seed uint64) rules.Options {
	return rules.Options{Year: year, Seed: seed,
		ChooseOrdersArea:      !s.GameMakesJapanChoices,
		GameMakesJapanChoices: s.GameMakesJapanChoices,
		AutoPlans:             s.AutoAnswerBattlePlans,
		ChooseBombing:         s.ChooseBombing,
		DefeatCheckAsPrinted:  s.DefeatCheckAsPrinted,
	}
}
