package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Colours of the placeholder screen.
var (
	navy   = color.RGBA{0x0b, 0x1e, 0x3a, 0xff}
	cream  = color.RGBA{0xf2, 0xe6, 0xc8, 0xff}
	gold   = color.RGBA{0xc9, 0xa2, 0x4d, 0xff}
	pale   = color.RGBA{0xdc, 0xe6, 0xf2, 0xff}
	muted  = color.RGBA{0x8f, 0xa3, 0xbd, 0xff}
	accent = color.RGBA{0x9c, 0xc8, 0xf0, 0xff}
)

// Loaded is the screen shown once a campaign has loaded: the title, the campaign,
// the current turn and step, and what the engine asks of the player. It stands in
// for the campaign map screen until that exists.
type Loaded struct{}

// NewLoaded returns the campaign-loaded screen.
func NewLoaded() *Loaded { return &Loaded{} }

// Update implements Scene.
func (l *Loaded) Update(ctx *Context) error { return nil }

// Draw implements Scene.
func (l *Loaded) Draw(screen *ebiten.Image, ctx *Context) {
	screen.Fill(navy)
	b := screen.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	// u converts design pixels (a 1280x800 window) to device pixels, so the layout
	// fits any window size and is drawn at the monitor's full resolution.
	u := math.Min(w/DesignWidth, h/DesignHeight)
	if u <= 0 {
		return
	}
	cx := w / 2
	top := (h - DesignHeight*u) / 2 // centre the design area vertically
	g := ctx.Game
	f := ctx.Fonts

	y := top + 130*u
	y = drawCentered(screen, "Fleet Commander Nimitz", f.Bold, 64*u, cream, cx, y, 1100*u)
	y += 14 * u
	vector.StrokeLine(screen, float32(cx-260*u), float32(y), float32(cx+260*u), float32(y), float32(2*u), gold, true)
	y += 30 * u
	y = drawCentered(screen, fmt.Sprintf("%d Campaign", g.Year), f.Bold, 44*u, gold, cx, y, 1100*u)
	y += 50 * u
	y = drawCentered(screen, "Campaign Turn: "+g.TurnName(), f.Regular, 34*u, pale, cx, y, 1100*u)
	y += 18 * u
	y = drawCentered(screen, "Step: "+fmt.Sprint(g.Step), f.Regular, 30*u, accent, cx, y, 1100*u)
	y += 40 * u
	foot := top + DesignHeight*u - 60*u
	// The prompt gets the room left above the footer, in smaller type if it is long.
	prompt := g.Pending().Prompt
	size := 30.0
	for ; size > 16; size -= 2 {
		n := len(wrap(prompt, &text.GoTextFace{Source: f.Regular, Size: size * u}, 1000*u))
		if float64(n)*size*1.3*u <= foot-20*u-y {
			break
		}
	}
	drawCentered(screen, prompt, f.Regular, size*u, pale, cx, y, 1000*u)

	drawCentered(screen, fmt.Sprintf("Seed %d  ·  The campaign map screen is in progress.", ctx.Seed),
		f.Regular, 20*u, muted, cx, foot, 1200*u)
}

// drawCentered draws s centred on x with its top at y, wrapped at width, and
// returns the y just below it.
func drawCentered(dst *ebiten.Image, s string, src *text.GoTextFaceSource, size float64, clr color.Color, x, y, width float64) float64 {
	face := &text.GoTextFace{Source: src, Size: size}
	lineHeight := size * 1.3
	for _, line := range wrap(s, face, width) {
		op := &text.DrawOptions{}
		op.GeoM.Translate(x, y)
		op.ColorScale.ScaleWithColor(clr)
		op.LayoutOptions.PrimaryAlign = text.AlignCenter
		text.Draw(dst, line, face, op)
		y += lineHeight
	}
	return y
}

// wrap splits s into lines no wider than width, breaking at spaces (and at the
// newlines s already has). A single word wider than width gets a line to itself.
func wrap(s string, face text.Face, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, word := range words[1:] {
			if text.Advance(line+" "+word, face) <= width {
				line += " " + word
				continue
			}
			lines = append(lines, line)
			line = word
		}
		lines = append(lines, line)
	}
	return lines
}
