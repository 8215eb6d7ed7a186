// Package logistics is the screen of the steps after the battles: the
// Japanese Reinforcement roll and the new Forces, Japanese Repair, US Return
// to Port, the US Supply Check, the Objectives held and the Defeat Check,
// with a summary of the turn. The engine has already played these steps; the
// screen shows their events one panel at a time.
package logistics

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/reference"
	"nimitz/scenes/ui"
)

// panel is one step of the screen: its title, the events it shows and where.
type panel struct {
	step  rules.Step
	title string
	evs   []rules.Event
	r     ui.Rect
}

// Scene is the post-battle logistics screen.
type Scene struct {
	g *rules.Game
	scenes.Screen
	panels []panel
	// continueRect leaves the screen; rulesRect opens the rules reference.
	continueRect, rulesRect ui.Rect
	turn                    int
	// shown is how many panels are revealed; t is how long the next one has
	// been revealing, in sixtieths of a second of wall-clock time (ctx.Ticks)
	// times the animation speed.
	shown int
	t     float64
	speed float64
	next  func() scenes.Scene
	hover bool
	// sprites draws each counter from an image made once per size.
	sprites ui.Counters
	mx, my  float64
	leave   bool
	// hoverShown is the hover the last frame showed.
	hoverShown bool
	// staffWait is how long the screen has stood revealed while the staff
	// holds the game: it goes on by itself, as Continue would.
	staffWait float64
}

// Steps lists the post-battle steps the screen shows, in order.
var Steps = []rules.Step{rules.StepReinforce, rules.StepRepair, rules.StepReturnToPort, rules.StepSupplyCheck, rules.StepDefeatCheck}

// Has reports whether evs hold any post-battle step, so the screen has
// something to show.
func Has(evs []rules.Event) bool {
	for _, e := range evs {
		for _, s := range Steps {
			if e.Step == s {
				return true
			}
		}
	}
	return false
}

// New returns the screen for the post-battle events among evs (the first
// turn's worth); next gives the scene that follows.
func New(g *rules.Game, evs []rules.Event, next func() scenes.Scene) (*Scene, error) {
	if g == nil || next == nil {
		return nil, errors.New("logistics: no game or nowhere to go next")
	}
	s := &Scene{g: g, next: next, speed: 1, turn: -1}
	titles := map[rules.Step]string{
		rules.StepReinforce:    "JAPANESE REINFORCES",
		rules.StepRepair:       "JAPANESE REPAIR",
		rules.StepReturnToPort: "US RETURN TO PORT",
		rules.StepSupplyCheck:  "US SUPPLY CHECK",
		rules.StepDefeatCheck:  "OBJECTIVES AND DEFEAT CHECK",
	}
	for _, st := range Steps {
		s.panels = append(s.panels, panel{step: st, title: titles[st]})
	}
	for _, e := range evs {
		for i := range s.panels {
			if e.Step != s.panels[i].step || e.Kind == rules.EvStep {
				continue
			}
			if s.turn < 0 {
				s.turn = e.Turn
			}
			if e.Turn == s.turn {
				s.panels[i].evs = append(s.panels[i].evs, e)
			}
		}
	}
	if s.turn < 0 {
		return nil, errors.New("logistics: no post-battle events to show")
	}
	s.Fluid = true
	s.place()
	return s, nil
}

// place lays the panels out on the window's canvas: three above, two and
// the summary below, sharing the room.
func (s *Scene) place() {
	c := s.Canvas()
	const top, gap = 60.0, 12.0
	w := (c.W - 24 - 2*gap) / 3
	// The buttons are as designed, or a finger high (ui.View.Finger)
	// where that is more, the panels shorter to make room.
	bh := max(44, s.View.Finger)
	h := (c.H - top - 40 - bh - gap) / 2
	for i := range s.panels {
		col, row := i%3, i/3
		s.panels[i].r = ui.Rect{X: 12 + float64(col)*(w+gap), Y: top + float64(row)*(h+gap), W: w, H: h}
	}
	s.continueRect = ui.Rect{X: c.W - 12 - 360, Y: c.H - 18 - bh, W: 360, H: bh}
	s.rulesRect = ui.Rect{X: s.continueRect.X - 130, Y: s.continueRect.Y, W: 118, H: bh}
}

// ContinueHint implements scenes.Continuer: the button that leaves the
// screen, once every panel is shown.
func (s *Scene) ContinueHint() (scenes.Hint, bool) {
	if !s.Settled() {
		return scenes.Hint{}, false
	}
	return scenes.Hint{R: s.continueRect, What: "the Continue button (bottom right)"}, true
}

// RulesButton implements scenes.Reader.
func (s *Scene) RulesButton() ui.Rect { return s.rulesRect }

// Settled reports that every panel is shown.
func (s *Scene) Settled() bool { return s.shown >= len(s.panels)+1 }

// revealTicks is how long each panel takes to appear at normal speed, in
// sixtieths of a second.
const revealTicks = 50

// DrawsOnDemand implements scenes.OnDemand: the screen is drawn while the
// panels are revealed and when the button under the cursor changes.
func (s *Scene) DrawsOnDemand() bool { return true }

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	busy := !s.Settled()
	err := s.update(ctx)
	if busy || !s.Settled() || s.hover != s.hoverShown {
		s.hoverShown = s.hover
		ctx.Redraw()
	}
	return err
}

func (s *Scene) update(ctx *scenes.Context) error {
	if ctx.Settings != nil {
		s.speed = ctx.Settings.AnimationSpeed
	}
	s.Pointer(ctx)
	s.place()
	in := ctx.Input
	s.mx, s.my = s.View.ToDesign(in.Cursor())
	s.hover = s.continueRect.Contains(s.mx, s.my)
	if s.leave {
		ctx.GoTo(s.next())
		return nil
	}
	if in.Pressed(ebiten.KeyF1) || (in.Clicked() && s.rulesRect.Contains(s.mx, s.my)) {
		ctx.GoTo(reference.New(s))
		return nil
	}
	if !s.Settled() {
		was := s.shown
		defer func() { s.sound(ctx, was) }()
		if in.Clicked() || in.Pressed(ebiten.KeySpace) || in.Pressed(ebiten.KeyEnter) || s.speed <= 0 {
			s.shown = len(s.panels) + 1
			return nil
		}
		s.t += ctx.Ticks() * s.speed
		for s.t >= revealTicks && !s.Settled() {
			s.t -= revealTicks
			s.shown++
		}
		return nil
	}
	if (in.Clicked() && s.hover) || in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeySpace) {
		s.leave = true
		return nil
	}
	if ctx.Handed() != nil {
		if in.Clicked() || in.AnyKey() {
			ctx.TakeCommand()
			return nil
		}
		// The staff has the game: the screen goes on by itself once the
		// player has had time to read it.
		s.staffWait += ctx.Ticks()
		if s.staffWait >= staffRead {
			s.leave = true
		}
	}
	return nil
}

// staffRead is how long the screen stands, in sixtieths of a second, when
// the staff has the game and goes on by itself.
const staffRead = 150

// sound plays the effects of the panels revealed since was were shown (the
// Japanese reinforcement roll's dice, a Ship lost out of supply), each kind
// once a frame however many panels a skip reveals.
func (s *Scene) sound(ctx *scenes.Context, was int) {
	isShip := func(id string) bool {
		f := s.g.Force(id)
		return f != nil && s.g.Kind(f) == rules.KindShip
	}
	for i := max(was, 0); i < min(s.shown, len(s.panels)); i++ {
		for _, e := range s.panels[i].evs {
			ctx.EventSounds(e, isShip)
		}
	}
}
