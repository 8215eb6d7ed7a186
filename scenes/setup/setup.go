// Package setup is the screen between the title and a new campaign: the
// player chooses the campaign, the options (who makes Japan's equal choices,
// whether "at the time of the Hit" plans are asked, who picks the Strategic
// Bombing counters, the animation speed) and the dice seed, then starts.
// The options are kept in the settings, so the next game offers them again.
package setup

import (
	"errors"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
)

// StartFunc begins a campaign of year with the dice seed, or the linked
// series when year is Linked, and returns its first screen; it reads the
// options from ctx.Settings (title.Start, title.StartLinked).
type StartFunc func(ctx *scenes.Context, year int, seed uint64) (scenes.Scene, error)

// Linked is the "year" of the linked series, 1942 through 1945, in the
// campaign list.
const Linked = 0

// maxSeedDigits is the longest seed that can be typed (uint64 has 20 digits).
const maxSeedDigits = 20

// Scene is the setup screen.
type Scene struct {
	years []int // every campaign year, then Linked
	year  int   // index into years
	opts  []option
	seed  []rune // the seed field, digits only
	start StartFunc
	back  func() scenes.Scene

	scenes.Screen
	hover hit
	err   string
	// own are the settings used when the context has none (never in the
	// game: the manager always gives settings).
	own savegame.Settings
}

// New returns the setup screen with campaign year chosen (a year of
// rules.Years() or Linked; the first year otherwise) and seed in the seed
// field. start begins the
// campaign; back returns to the screen the setup was opened from (nil: Esc
// does nothing).
func New(year int, seed uint64, start StartFunc, back func() scenes.Scene) (*Scene, error) {
	if start == nil {
		return nil, errors.New("setup: no way to start a campaign")
	}
	s := &Scene{years: rules.Years(), opts: options(), start: start, back: back}
	if len(s.years) == 0 {
		return nil, errors.New("setup: the game has no campaign data")
	}
	s.years = append(s.years, Linked)
	for i, y := range s.years {
		if y == year {
			s.year = i
		}
	}
	s.seed = []rune(strconv.FormatUint(seed, 10))
	return s, nil
}

// Year is the campaign chosen (Linked for the linked series).
func (s *Scene) Year() int { return s.years[s.year] }

// Seed is the seed in the field and whether it is a valid number.
func (s *Scene) Seed() (uint64, bool) {
	n, err := strconv.ParseUint(string(s.seed), 10, 64)
	return n, err == nil
}

// Err is the message shown when a start failed, or "".
func (s *Scene) Err() string { return s.err }

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.Pointer(ctx)
	in := ctx.Input
	was := s.hover
	s.hover = s.hitAt(s.View.ToDesign(in.Cursor()))
	if s.hover != was {
		ctx.Redraw()
	}
	s.typeSeed(ctx)
	switch {
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked():
		if s.back != nil {
			ctx.GoTo(s.back())
		}
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyKPEnter):
		s.begin(ctx)
	case in.Pressed(ebiten.KeyArrowLeft):
		s.chooseYear(ctx, s.year-1)
	case in.Pressed(ebiten.KeyArrowRight):
		s.chooseYear(ctx, s.year+1)
	case in.Clicked():
		s.click(ctx)
	}
	return nil
}

// click carries out a click on what is under the cursor.
func (s *Scene) click(ctx *scenes.Context) {
	h := s.hover
	switch h.kind {
	case hitYear:
		s.chooseYear(ctx, h.i)
	case hitChoice:
		o, st := s.opts[h.i], s.settings(ctx)
		if o.get(st) != h.j {
			o.set(st, h.j)
			ctx.SettingsChanged()
			ctx.Redraw()
		}
	case hitRandom:
		s.seed = []rune(strconv.FormatUint(randomSeed(), 10))
		s.err = ""
		ctx.Redraw()
	case hitStart:
		s.begin(ctx)
	case hitBack:
		if s.back != nil {
			ctx.GoTo(s.back())
		}
	}
}

// chooseYear makes years[i] the campaign, when there is one.
func (s *Scene) chooseYear(ctx *scenes.Context, i int) {
	if i >= 0 && i < len(s.years) && i != s.year {
		s.year = i
		ctx.Redraw()
	}
}

// typeSeed edits the seed field: digits are added, Backspace removes one,
// Delete clears it.
func (s *Scene) typeSeed(ctx *scenes.Context) {
	in := ctx.Input
	for _, r := range in.Chars() {
		if r >= '0' && r <= '9' && len(s.seed) < maxSeedDigits {
			if len(s.seed) == 1 && s.seed[0] == '0' {
				s.seed = s.seed[:0]
			}
			s.seed = append(s.seed, r)
			s.err = ""
			ctx.Redraw()
		}
	}
	switch {
	case in.Pressed(ebiten.KeyBackspace) && len(s.seed) > 0:
		s.seed = s.seed[:len(s.seed)-1]
		ctx.Redraw()
	case in.Pressed(ebiten.KeyDelete):
		s.seed = s.seed[:0]
		ctx.Redraw()
	}
}

// begin starts the campaign, or says why it cannot.
func (s *Scene) begin(ctx *scenes.Context) {
	ctx.Redraw()
	seed, ok := s.Seed()
	if !ok {
		s.err = "The dice seed must be a whole number from 0 to 18446744073709551615."
		return
	}
	next, err := s.start(ctx, s.Year(), seed)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.err = ""
	ctx.GoTo(next)
}

// settings are the settings the options change: the context's.
func (s *Scene) settings(ctx *scenes.Context) *savegame.Settings {
	if ctx.Settings == nil {
		if s.own == (savegame.Settings{}) {
			s.own = savegame.DefaultSettings()
		}
		return &s.own
	}
	return ctx.Settings
}

// randomSeed is a new seed from the clock.
func randomSeed() uint64 { return uint64(time.Now().UnixNano()) }
