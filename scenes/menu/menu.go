// Package menu is the game menu (Esc): resume, save, load, settings, the
// rules, quit to the title screen or quit. It is drawn over the screen it
// was opened from, which it goes back to on Resume or Esc.
package menu

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/reference"
	"nimitz/scenes/ui"
)

const w, h = scenes.DesignWidth, scenes.DesignHeight

// An entry is one line of the menu.
type entry struct {
	label string
	key   string // the shortcut shown beside it
	do    func(ctx *scenes.Context)
}

// Scene is the game menu over the screen under it.
type Scene struct {
	under    scenes.Scene
	view     ui.View
	hover    int     // the entry chosen (under the cursor, or by the arrow keys), -1 for none
	mx, my   float64 // the cursor at the last Update, in design units
	settings bool    // the settings page is shown instead of the main list
}

// New returns the game menu over under, the screen it goes back to.
func New(under scenes.Scene) *Scene { return &Scene{under: under, hover: -1, mx: -1, my: -1} }

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

// DrawsOnDemand implements scenes.OnDemand.
func (s *Scene) DrawsOnDemand() bool { return true }

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
		entry{label: "Load…", key: "Ctrl+O", do: func(ctx *scenes.Context) { s.files(ctx, false) }},
		entry{label: "Settings", do: func(*scenes.Context) { s.settings, s.hover = true, -1 }},
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
		{label: "Back", key: "Esc", do: func(*scenes.Context) { s.settings, s.hover = false, -1 }},
	}
}

// speeds are the animation speeds the settings page steps through, as the
// map's - and = keys do.
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

// entryRect is where the i-th of n entries goes, centred on the screen.
func entryRect(i, n int, wide bool) ui.Rect {
	const eh, gap = 48.0, 10.0
	ew := 440.0
	if wide {
		ew = 760
	}
	top := h/2 - (float64(n)*(eh+gap)-gap)/2 + 30
	return ui.Rect{X: w/2 - ew/2, Y: top + float64(i)*(eh+gap), W: ew, H: eh}
}

// panelRect is the menu's frame around its entries and title.
func panelRect(n int, wide bool) ui.Rect {
	first, last := entryRect(0, n, wide), entryRect(n-1, n, wide)
	return ui.Rect{X: first.X - 30, Y: first.Y - 76, W: first.W + 60, H: last.Bottom() - first.Y + 106}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	if s.view.Scale == 0 {
		s.view = ui.NewView(w, h, w, h, ctx.Fonts)
	}
	in := ctx.Input
	es := s.entries(ctx)
	x, y := s.view.ToDesign(in.Cursor())
	was := s.hover
	// The mouse chooses the entry under it when it moves; the arrow keys
	// move the choice too, and Enter takes it.
	if moved := x != s.mx || y != s.my; moved || in.Clicked() {
		s.mx, s.my = x, y
		s.hover = -1
		for i := range es {
			if entryRect(i, len(es), s.settings).Contains(x, y) {
				s.hover = i
			}
		}
	}
	switch {
	case in.Pressed(ebiten.KeyArrowDown):
		s.hover = (s.hover + 1) % len(es)
	case in.Pressed(ebiten.KeyArrowUp) && s.hover < 0:
		s.hover = len(es) - 1
	case in.Pressed(ebiten.KeyArrowUp):
		s.hover = (s.hover - 1 + len(es)) % len(es)
	}
	if s.hover != was {
		ctx.Redraw()
	}
	switch {
	case (in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter) || in.Pressed(ebiten.KeySpace)) && s.hover >= 0:
		es[s.hover].do(ctx)
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked():
		if s.settings {
			s.settings, s.hover = false, -1
		} else {
			ctx.GoTo(s.under)
		}
	case in.Pressed(ebiten.KeyF1):
		ctx.GoTo(reference.New(s))
	case in.Clicked() && s.hover >= 0:
		es[s.hover].do(ctx)
	}
	return nil
}

// Draw implements scenes.Scene: the screen under, dimmed, and the menu.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	full := ctx.Full
	ctx.Full = true
	s.under.Draw(screen, ctx)
	ctx.Full = full
	b := screen.Bounds()
	s.view = ui.NewView(w, h, float64(b.Dx()), float64(b.Dy()), ctx.Fonts)
	v := s.view
	v.FillRect(screen, ui.Rect{X: -w, Y: -h, W: 3 * w, H: 3 * h}, ui.Dim)
	es := s.entries(ctx)
	p := panelRect(len(es), s.settings)
	v.FillRect(screen, ui.Rect{X: p.X + 4, Y: p.Y + 6, W: p.W, H: p.H}, ui.Shadow)
	v.FillRect(screen, p, ui.Panel)
	v.StrokeRect(screen, p, 2, ui.Gold)
	title := "GAME MENU"
	if s.settings {
		title = "SETTINGS"
	}
	v.Text(screen, title, 22, true, ui.Gold, p.CX(), p.Y+22, ui.Center)
	for i, e := range es {
		r := entryRect(i, len(es), s.settings)
		bg := ui.USBlueDk
		if i == s.hover {
			bg = ui.Hover
		}
		v.FillRect(screen, r, bg)
		v.StrokeRect(screen, r, 1, ui.Pale)
		label := e.label
		if e.key != "" {
			label += "  [" + e.key + "]"
		}
		v.Text(screen, v.FitText(label, 16, true, r.W-20), 16, true, ui.White, r.CX(), r.Y+13, ui.Center)
	}
}
