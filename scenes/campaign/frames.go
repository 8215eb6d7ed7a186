package campaign

import (
	"fmt"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
)

// frameKey is everything a frame of the map shows that input can change: a
// new key after an Update asks for a new frame; the same key draws nothing.
type frameKey struct {
	board     boardKey
	hover     spot
	open      stackKey
	status    string
	statusBad bool
	mx, my    float64 // only while the magnifier follows the cursor
	buttons   int
	page      int // the page of the action buttons
	odds      int // the odds panel's figures published so far
	network   bool
	tip       string // the counter value named under the cursor
	staff     [3]int // the advice shown (staffState.figure)
}

func (s *Scene) frameKey() frameKey {
	k := frameKey{board: s.boardKey(), hover: s.cursor.hover, open: s.open, status: s.note.Text, statusBad: s.note.Bad,
		buttons: len(s.buttons()), page: s.buttonPage, odds: s.odds.Ver(), network: s.network, tip: s.valueTip().What, staff: s.staff.figure(staff.Active(s.ctx), s.tick)}
	if s.magnifying() || s.confirm != nil {
		k.mx, k.my = s.cursor.x, s.cursor.y
	}
	return k
}

// askFrame asks for a frame when the map shows something new, and every tick
// while an animation plays.
func (s *Scene) askFrame(ctx *scenes.Context) {
	// A zoom previewed by scaling is drawn again at its own size once it
	// rests; mapState's margin is drawn a few tiles a frame.
	if k := s.frameKey(); k != s.shown || s.anim.busy() || s.layers.preview || s.layers.filling {
		s.shown = k
		ctx.Redraw()
	}
}

// magnifying reports whether the magnifier is shown beside the cursor.
func (s *Scene) magnifying() bool {
	// The question to end the step covers the board: no card of what the
	// cursor was over stays behind it.
	return s.confirm == nil && (s.cursor.hover.kind == spotStack || (s.cursor.hover.kind == spotCounter && s.cursor.hover.r.W < panelCounter))
}

// animSpeeds are the animation speeds the [ and ] keys step through; 0
// shows every result at once.
var animSpeeds = []float64{0, 0.5, 1, 1.5, 2, 3, 4}

// animSpeed is the animation speed in the settings.
func (s *Scene) animSpeed(ctx *scenes.Context) float64 {
	if ctx.Settings == nil {
		return 1
	}
	return ctx.Settings.AnimationSpeed
}

// setAnimSpeed moves the animation speed one step down (-1) or up (+1) and
// keeps it in the settings.
func (s *Scene) setAnimSpeed(ctx *scenes.Context, dir int) {
	if ctx.Settings == nil {
		return
	}
	cur := ctx.Settings.AnimationSpeed
	i := 0
	for j, v := range animSpeeds {
		if v <= cur+1e-9 {
			i = j
		}
	}
	i = max(0, min(len(animSpeeds)-1, i+dir))
	ctx.Settings.AnimationSpeed = min(animSpeeds[i], savegame.MaxAnimationSpeed)
	ctx.SettingsChanged()
	if animSpeeds[i] == 0 {
		s.setStatus("Animations off: results are shown at once (] to turn them on).", false)
	} else {
		s.setStatus(fmt.Sprintf("Animation speed ×%g ([ slower, ] faster).", animSpeeds[i]), false)
	}
}

// fileButtonRect is the i-th saving button of the top bar (0 Save, 1 Open),
// after the Campaign Turn track.
func fileButtonRect(s *Scene, i int) ui.Rect {
	x := 512 + float64(len(s.g.Data().Setup.Turns)+1)*76 + 14
	w := max(66, s.lay.finger)
	return ui.Rect{X: x + float64(i)*(w+6), Y: 8, W: w, H: max(28, s.lay.finger)}
}

// fileButton runs a saving button: Save As or Open.
func (s *Scene) fileButton(i int) {
	ctx := s.ctx
	if ctx == nil || ctx.Files == nil {
		s.setStatus("Saving is not available here.", true)
		return
	}
	if i == 0 {
		ctx.Files.SaveAs(ctx)
	} else {
		ctx.Files.Open(ctx)
	}
}
