// Package menu is the game menu (Esc): resume, save, load, settings, the
// rules, quit to the title screen or quit. It is drawn over the screen it
// was opened from, which it goes back to on Resume or Esc.
package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/reference"
	"nimitz/scenes/ui"
	"nimitz/sound"
)

const w, h = scenes.DesignWidth, scenes.DesignHeight

// An entry is one line of the menu.
type entry struct {
	label string
	key   string // the shortcut shown beside it
	do    func(ctx *scenes.Context)
	// adjust, when set, is what the left (-1) and right (+1) arrow keys do
	// on the line (the volume).
	adjust func(ctx *scenes.Context, step int)
}

// Scene is the game menu over the screen under it.
type Scene struct {
	scenes.Screen
	under    scenes.Scene
	buttons  ui.Buttons // the entries of the page shown
	settings bool       // the settings page is shown instead of the main list
}

// New returns the game menu over under, the screen it goes back to.
func New(under scenes.Scene) *Scene { return &Scene{under: under} }

// Labels are the lines of the page shown, in order (the arrow keys step
// through them): what a scripted player reads to find an entry.
func (s *Scene) Labels(ctx *scenes.Context) []string {
	var out []string
	for _, e := range s.entries(ctx) {
		out = append(out, e.label)
	}
	return out
}

// Under is the screen the menu was opened over.
func (s *Scene) Under() scenes.Scene { return s.under }

// entries are the lines of the page shown: the main list offers saving and
// quitting to the title only while a campaign is in play.
func (s *Scene) entries(ctx *scenes.Context) []entry {
	if s.settings {
		return s.settingsEntries(ctx)
	}
	back := func(ctx *scenes.Context) { ctx.GoTo(s.under) }
	es := []entry{{label: "Resume", key: "Esc", do: back}}
	if ctx.Session != nil {
		es = append(es, entry{label: "Save…", key: "Ctrl+S", do: func(ctx *scenes.Context) { s.files(ctx, true) }})
	}
	es = append(es,
		entry{label: "Load…", key: "Ctrl+O", do: func(ctx *scenes.Context) { s.files(ctx, false) }})
	es = append(es, s.staffEntries(ctx)...)
	if ctx.Session != nil && ctx.CanWatch() {
		es = append(es, entry{label: "Replay this game", do: s.replayThis})
	}
	es = append(es,
		entry{label: "Watch a saved game as a replay…", do: s.watch})
	if ctx.CanOpenRecord() {
		es = append(es, entry{label: "War record", do: s.record})
	}
	es = append(es,
		entry{label: "Settings", do: func(*scenes.Context) { s.page(true) }},
		entry{label: "Rules reference", key: "F1", do: func(ctx *scenes.Context) { ctx.GoTo(reference.New(s)) }})
	if ctx.Session != nil && ctx.CanQuitToTitle() {
		es = append(es, entry{label: "Quit to the title screen", do: func(ctx *scenes.Context) { ctx.QuitToTitle() }})
	}
	return append(es, entry{label: "Quit the game", do: func(ctx *scenes.Context) { ctx.Quit() }})
}

// settingsEntries are the settings page: each line shows its value and a
// click changes it.
func (s *Scene) settingsEntries(ctx *scenes.Context) []entry {
	st := ctx.Settings
	ask := "Yes"
	if st.DontAskUnused {
		ask = "No (don't ask again)"
	}
	speed := "off (results at once)"
	if st.AnimationSpeed > 0 {
		speed = fmt.Sprintf("%g×", st.AnimationSpeed)
	}
	return []entry{
		{label: "Ask before ending a step with points or moves unused: " + ask, do: func(ctx *scenes.Context) {
			ctx.Settings.DontAskUnused = !ctx.Settings.DontAskUnused
			ctx.SettingsChanged()
		}},
		{label: "Animation speed: " + speed + " (click for the next)", do: func(ctx *scenes.Context) {
			ctx.Settings.AnimationSpeed = nextSpeed(ctx.Settings.AnimationSpeed)
			ctx.SettingsChanged()
		}},
		{label: "Full screen: " + onOff(st.Fullscreen), key: "F11", do: func(ctx *scenes.Context) { ctx.ToggleFullscreen() }},
		{label: "Interface size: " + uiScale(ctx) + " (click for larger)", key: "← →",
			do:     func(ctx *scenes.Context) { setUIScale(ctx, nextUIScale(ctx.Settings.UIScale)) },
			adjust: func(ctx *scenes.Context, step int) { setUIScale(ctx, ctx.Settings.UIScale+step*uiScaleStep) }},
		{label: "Battle odds before you commit: " + shown(st.OddsShown()), do: func(ctx *scenes.Context) {
			ctx.Settings.HideOdds = !ctx.Settings.HideOdds
			ctx.SettingsChanged()
		}},
		{label: "Battles: " + fighter(st.StaffFightsBattles), do: func(ctx *scenes.Context) {
			ctx.Settings.StaffFightsBattles = !ctx.Settings.StaffFightsBattles
			ctx.SettingsChanged()
		}},
		japanChoicesEntry(ctx),
		{label: "Sound volume: " + volume(st.Volume) + " (click for louder)", key: "← →",
			do:     func(ctx *scenes.Context) { setVolume(ctx, nextVolume(ctx.Settings.Volume)) },
			adjust: func(ctx *scenes.Context, step int) { setVolume(ctx, ctx.Settings.Volume+step*volumeStep) }},
		{label: "Sound: " + sounding(st.Mute), do: func(ctx *scenes.Context) {
			ctx.Settings.Mute = !ctx.Settings.Mute
			ctx.SettingsChanged()
			ctx.PlaySound(sampleSound)
		}},
		{label: "Back", key: "Esc", do: func(*scenes.Context) { s.page(false) }},
	}
}

// japanChoicesEntry is the setup option "Japan's equal choices", here for
// the game in play too: a change is a decision of its record (so a save
// replays it where it was made), and the setting follows for the next new
// game. With no game in play, or in the tutorial (whose lesson decides), it
// is the setting alone.
func japanChoicesEntry(ctx *scenes.Context) entry {
	inPlay := ctx.Session != nil && !ctx.Practice && !ctx.Session.Game().Over
	game := ctx.Settings.GameMakesJapanChoices
	some := false
	if inPlay {
		game, some = ctx.Session.Game().GameMakesAllJapanChoices()
	}
	who, next := "I do", true
	switch {
	case game:
		who, next = "the game does", false
	case some:
		who = "the game does some, I do the rest"
	}
	label := "Japan's equal choices: " + who
	if inPlay {
		label += ", in this game"
	}
	return entry{label: label, do: func(ctx *scenes.Context) {
		if inPlay {
			if _, err := ctx.Apply(rules.Decision{Kind: rules.DoJapanChoices, Yes: next}); err != nil {
				ctx.Notify(fmt.Sprintf("Japan's equal choices cannot be changed now: %v", err), true)
				return
			}
		}
		ctx.Settings.GameMakesJapanChoices = next
		ctx.SettingsChanged()
	}}
}

// uiScaleStep is the step of the interface size on the settings page.
const uiScaleStep = 10

// uiScale words the interface size: the setting, and what the window
// allows when it is too small for it.
func uiScale(ctx *scenes.Context) string {
	set := ctx.Settings.UIScale
	if shown := ctx.UIScaleShown(); shown < set {
		return fmt.Sprintf("%d%% (%d%% in this window)", set, shown)
	}
	return fmt.Sprintf("%d%%", set)
}

// nextUIScale is the interface size a click gives: a step larger, and after
// the largest the smallest.
func nextUIScale(p int) int {
	if p >= savegame.MaxUIScale {
		return savegame.MinUIScale
	}
	return p + uiScaleStep
}

// setUIScale sets the interface size, kept between the smallest and the
// largest on a step; every screen lays itself out again.
func setUIScale(ctx *scenes.Context, p int) {
	p = max(savegame.MinUIScale, min(savegame.MaxUIScale, p/uiScaleStep*uiScaleStep))
	if p == ctx.Settings.UIScale {
		return
	}
	ctx.Settings.UIScale = p
	ctx.SettingsChanged()
	ctx.Redraw()
}

// volumeStep is the step of the volume on the settings page.
const volumeStep = 10

// sampleSound is the effect played when the volume changes, to hear it.
const sampleSound = sound.Dice

// volume words the volume setting.
func volume(v int) string {
	if v <= 0 {
		return "0% (silent)"
	}
	return fmt.Sprintf("%d%%", v)
}

// sounding words the mute setting.
func sounding(mute bool) string {
	if mute {
		return "muted"
	}
	return "on"
}

// nextVolume is the volume a click gives: a step louder, and after the
// loudest back to silent.
func nextVolume(v int) int {
	if v >= savegame.MaxVolume {
		return 0
	}
	return min(savegame.MaxVolume, (v/volumeStep+1)*volumeStep)
}

// setVolume sets the volume (kept between 0 and the loudest, on a step)
// and plays the sample sound at it.
func setVolume(ctx *scenes.Context, v int) {
	v = max(0, min(savegame.MaxVolume, v/volumeStep*volumeStep))
	if v == ctx.Settings.Volume {
		return
	}
	ctx.Settings.Volume = v
	ctx.SettingsChanged()
	ctx.PlaySound(sampleSound)
}

// onOff words a setting that is on or off.
func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}

// shown words a setting that shows something or not.
func shown(on bool) string {
	if on {
		return "shown"
	}
	return "hidden"
}

// speeds are the animation speeds the settings page steps through, as the
// map's [ and ] keys do.
var speeds = []float64{0, 0.5, 1, 1.5, 2, 3, 4}

func nextSpeed(cur float64) float64 {
	for _, sp := range speeds {
		if sp > cur {
			return sp
		}
	}
	return speeds[0]
}

// files saves or loads through the saving service, when the game has one.
func (s *Scene) files(ctx *scenes.Context, save bool) {
	if ctx.Files == nil {
		ctx.Notify("Saving and loading are not available here.", true)
		return
	}
	if save {
		ctx.Files.SaveAs(ctx)
	} else {
		ctx.Files.Open(ctx)
	}
}

// replayThis opens the game in play as a replay, at its present moment.
func (s *Scene) replayThis(ctx *scenes.Context) {
	p, err := savegame.NewPlayback(ctx.Session)
	if err == nil {
		err = ctx.Watch(p)
	}
	if err != nil {
		ctx.Notify(fmt.Sprintf("The replay cannot be shown: %v", err), true)
	}
}

// record opens the War record, whose Back returns to this menu.
func (s *Scene) record(ctx *scenes.Context) {
	if err := ctx.OpenRecord(func() scenes.Scene { return s }); err != nil {
		ctx.Notify(err.Error(), true)
	}
}

// watch asks for a saved game to open as a replay.
func (s *Scene) watch(ctx *scenes.Context) {
	if ctx.Files == nil {
		ctx.Notify("Saving and loading are not available here.", true)
		return
	}
	ctx.Files.OpenReplay(ctx)
}

// ShowSettings opens the menu on its settings page.
func (s *Scene) ShowSettings() { s.page(true) }

// page shows the settings page or the main list, with nothing chosen.
func (s *Scene) page(settings bool) {
	s.settings = settings
	s.buttons = ui.Buttons{}
}

// grid lays n entries out in a column centred on a block of height bh
// (blockHeight), each entry as designed or a finger high (ui.View.Finger).
func grid(n int, wide bool, finger, bh float64) ui.Grid {
	const gap = 10.0
	eh := max(48, finger)
	ew := 440.0
	if wide {
		ew = 760
	}
	top := bh/2 - (float64(n)*(eh+gap)-gap)/2 + 30
	return ui.Grid{Area: ui.Rect{X: w/2 - ew/2, Y: top, W: ew, H: float64(n) * (eh + gap)}, Cols: 1, H: eh, Gap: gap}
}

// blockHeight is the height of the block the menu lays out on: the design
// height, or taller where n entries a finger high need more, the menu then
// keeping its middle at the window's.
func blockHeight(n int, finger float64) float64 {
	g := grid(n, false, finger, 0)
	return max(h, panelRect(g, n).H+60)
}

// panelRect is the menu's frame around its entries and title.
func panelRect(g ui.Grid, n int) ui.Rect {
	first, last := g.Rect(0, n), g.Rect(n-1, n)
	return ui.Rect{X: first.X - 30, Y: first.Y - 76, W: first.W + 60, H: last.Bottom() - first.Y + 106}
}

// layout puts the page's entries in the button set.
func (s *Scene) layout(es []entry) {
	items := make([]ui.Button, len(es))
	for i, e := range es {
		items[i] = ui.Button{Label: e.label, Key: e.key, Style: ui.Quiet}
	}
	s.buttons.Grid = grid(len(es), s.settings, s.View.Finger, blockHeight(len(es), s.View.Finger))
	s.buttons.Set(items)
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	in := ctx.Input
	x, y := s.Pointer(ctx)
	es := s.entries(ctx)
	s.layout(es)
	// The mouse chooses the entry under it when it moves; the arrow keys
	// move the choice too, and Enter takes it.
	changed := s.buttons.Update(x, y)
	switch {
	case in.Pressed(ebiten.KeyArrowDown):
		s.buttons.Step(1)
		changed = true
	case in.Pressed(ebiten.KeyArrowUp):
		s.buttons.Step(-1)
		changed = true
	case in.Pressed(ebiten.KeyArrowLeft) || in.Pressed(ebiten.KeyArrowRight):
		if i := s.buttons.Chosen(); i >= 0 && es[i].adjust != nil {
			step := 1
			if in.Pressed(ebiten.KeyArrowLeft) {
				step = -1
			}
			es[i].adjust(ctx, step)
			changed = true
		}
	}
	if changed {
		ctx.Redraw()
	}
	take := func() {
		if i := s.buttons.Chosen(); i >= 0 {
			es[i].do(ctx)
		}
	}
	switch {
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter) || in.Pressed(ebiten.KeySpace):
		take()
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked():
		if s.settings {
			s.page(false)
		} else {
			ctx.GoTo(s.under)
		}
	case in.Pressed(ebiten.KeyF1):
		ctx.GoTo(reference.New(s))
	case in.Clicked():
		take()
	}
	return nil
}

// Draw implements scenes.Scene: the screen under, dimmed, and the menu.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	full := ctx.Full
	ctx.Full = true
	s.under.Draw(screen, ctx)
	ctx.Full = full
	v := s.Frame(screen, ctx)
	es := s.entries(ctx)
	if bh := blockHeight(len(es), v.Finger); bh > h {
		// Entries for fingers take more room: the menu, taller, keeps its
		// middle at the window's.
		v = v.Block(w, bh)
		s.View = v
	}
	s.layout(es)
	title := "GAME MENU"
	if s.settings {
		title = "SETTINGS"
	}
	p := panelRect(s.buttons.Grid, len(es))
	v.FillRect(screen, ui.Rect{X: -w, Y: -v.H, W: 3 * w, H: 3 * v.H}, ui.Dim)
	v.FillRect(screen, ui.Rect{X: p.X + 4, Y: p.Y + 6, W: p.W, H: p.H}, ui.Shadow)
	v.FillRect(screen, p, ui.Panel)
	v.StrokeRect(screen, p, 2, ui.Gold)
	v.Text(screen, title, ui.SizeTitle, true, ui.Gold, p.CX(), p.Y+22, ui.Center)
	s.buttons.Draw(screen, v)
}
