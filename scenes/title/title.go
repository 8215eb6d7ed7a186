// Package title is the title screen: it starts a campaign of the player's
// choice (every year whose data the game has).
package title

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/ui"
)

const w, h = scenes.DesignWidth, scenes.DesignHeight

// Scene is the title screen.
type Scene struct {
	seed  uint64
	view  ui.View
	art   ui.Art
	hover int // the campaign button under the cursor, -1 for none
	err   string
	tick  int
}

// New returns the title screen; campaigns start with the given dice seed.
func New(seed uint64) *Scene { return &Scene{seed: seed, hover: -1} }

func buttonRect(i, n int) ui.Rect {
	const bw, bh, gap = 300.0, 64.0, 24.0
	total := float64(n)*bw + float64(n-1)*gap
	return ui.Rect{X: w/2 - total/2 + float64(i)*(bw+gap), Y: 560, W: bw, H: bh}
}

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.tick++
	if s.view.Scale == 0 {
		s.view = ui.NewView(w, h, w, h, ctx.Fonts)
	}
	years := rules.Years()
	x, y := s.view.ToDesign(ctx.Input.Cursor())
	s.hover = -1
	for i := range years {
		if buttonRect(i, len(years)).Contains(x, y) {
			s.hover = i
		}
	}
	start := -1
	if ctx.Input.Clicked() && s.hover >= 0 {
		start = s.hover
	}
	if (ctx.Input.Pressed(ebiten.KeyEnter) || ctx.Input.Pressed(ebiten.KeySpace)) && len(years) > 0 {
		start = 0
	}
	if start >= 0 {
		next, err := Start(ctx, years[start], s.seed)
		if err != nil {
			s.err = err.Error()
			return nil
		}
		ctx.GoTo(next)
	}
	return nil
}

// Start begins a campaign and returns its map screen, which leads back to a
// title screen when the campaign is over.
func Start(ctx *scenes.Context, year int, seed uint64) (*campaign.Scene, error) {
	g, evs, err := rules.NewGame(rules.Options{Year: year, Seed: seed})
	if err != nil {
		return nil, err
	}
	c, err := campaign.New(g, evs)
	if err != nil {
		return nil, err
	}
	c.NewTitle = func() scenes.Scene { return New(seed + 1) }
	ctx.Game, ctx.Seed = g, seed
	return c, nil
}

// Draw implements scenes.Scene.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	b := screen.Bounds()
	s.view = ui.NewView(w, h, float64(b.Dx()), float64(b.Dy()), ctx.Fonts)
	s.view.Art = &s.art
	v := s.view
	screen.Fill(ui.Navy)
	// A sea of faint latitude lines.
	for i := 0; i < 18; i++ {
		y := 60 + float64(i)*46 + 6*math.Sin(float64(s.tick)/50+float64(i))
		v.Line(screen, 0, y, w, y, 1, color.RGBA{0x2a, 0x4a, 0x78, 0x30})
	}
	v.Text(screen, "FLEET COMMANDER", 40, true, ui.Gold, w/2, 170, ui.Center)
	v.Text(screen, "NIMITZ", 110, true, ui.Cream, w/2, 220, ui.Center)
	v.Line(screen, w/2-300, 365, w/2+300, 365, 2, ui.Gold)
	v.Text(screen, "The WWII Pacific Ocean Solitaire Strategy Game", 24, false, ui.Pale, w/2, 385, ui.Center)
	v.Text(screen, "You command the US forces. The game plays Japan by the rulebook.", 18, false, ui.Muted, w/2, 430, ui.Center)
	years := rules.Years()
	for i, y := range years {
		r := buttonRect(i, len(years))
		bg := ui.USBlue
		if i == s.hover {
			bg = color.RGBA{0x3d, 0x72, 0xc8, 0xff}
		}
		v.FillRect(screen, ui.Rect{X: r.X + 3, Y: r.Y + 4, W: r.W, H: r.H}, ui.Shadow)
		v.FillRect(screen, r, bg)
		v.StrokeRect(screen, r, 2, ui.Cream)
		v.Text(screen, fmt.Sprintf("Start the %d Campaign", y), 22, true, ui.White, r.CX(), r.Y+18, ui.Center)
	}
	v.Text(screen, "Click a campaign, or press Enter for the first.", 16, false, ui.Muted, w/2, 650, ui.Center)
	if s.err != "" {
		v.Text(screen, s.err, 16, false, ui.Slash, w/2, 690, ui.Center)
	}
	v.Text(screen, fmt.Sprintf("Dice seed %d", s.seed), 14, false, ui.Muted, w/2, 860, ui.Center)
}
