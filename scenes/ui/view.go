// Package ui holds what every screen shares: the input interface, the fonts,
// the colours, rectangles laid out in design units, and text drawing.
package ui

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Rect is a rectangle in design units.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Encloses reports whether o lies wholly inside r (edges may touch).
func (r Rect) Encloses(o Rect) bool {
	return o.X >= r.X && o.Y >= r.Y && o.Right() <= r.Right() && o.Bottom() <= r.Bottom()
}

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// CX and CY are the centre of r.
func (r Rect) CX() float64 { return r.X + r.W/2 }

// CY is the vertical centre of r.
func (r Rect) CY() float64 { return r.Y + r.H/2 }

// Bottom is r.Y+r.H.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// Right is r.X+r.W.
func (r Rect) Right() float64 { return r.X + r.W }

// View maps a design canvas of W x H units onto the screen: every scene lays
// out in design units and draws in device pixels, so it fits any window and
// stays crisp at any device scale.
type View struct {
	Scale, OX, OY float64
	// W and H are the canvas the screen lays out on, in design units.
	W, H  float64
	Fonts *Fonts
	Art   *Art // sprites for smooth circles; nil draws them plainly
	// Finger is the least side, in design units, of what a finger presses
	// (FingerPx at this scale), once the player has touched the screen; 0
	// before, and with a mouse, when buttons keep their design sizes.
	Finger float64
}

// Press is a button's side of design size d, made at least a finger's
// (View.Finger).
func (v View) Press(d float64) float64 { return max(d, v.Finger) }

// NewView fits a w x h design canvas into a screen of sw x sh pixels, scaled
// to fit and centred.
func NewView(w, h, sw, sh float64, f *Fonts) View {
	s := math.Min(sw/w, sh/h)
	if s <= 0 {
		s = 1
	}
	return View{Scale: s, OX: (sw - w*s) / 2, OY: (sh - h*s) / 2, W: w, H: h, Fonts: f}
}

// NewCanvas lays a canvas over the whole of a screen of sw x sh pixels, at
// scale pixels to a design unit, or smaller where the screen could not hold
// minW x minH units at that scale. The canvas takes the screen's shape, so
// nothing is letterboxed: a screen lays out on W x H and uses the room it
// gets.
func NewCanvas(sw, sh, scale, minW, minH float64, f *Fonts) View {
	s := math.Min(scale, math.Min(sw/minW, sh/minH))
	if !(s > 0) {
		s = 1
	}
	return View{Scale: s, W: sw / s, H: sh / s, Fonts: f}
}

// Block is the view of a w x h block in the middle of v's canvas, at v's
// scale: for a screen whose content keeps one shape however large the window
// (a menu, a dialog). Its W and H are the block's; Whole is the screen.
func (v View) Block(w, h float64) View {
	b := v
	b.OX = v.OX + (v.W-w)/2*v.Scale
	b.OY = v.OY + (v.H-h)/2*v.Scale
	b.W, b.H = w, h
	return b
}

// Canvas is the rectangle the screen lays out on: (0, 0) to (W, H).
func (v View) Canvas() Rect { return Rect{W: v.W, H: v.H} }

// artSize is the size of the circle sprites.
const artSize = 256

// Art holds sprites drawn once and reused every frame: a smooth white disc and
// ring, tinted and scaled to any circle.
type Art struct {
	discImg, ringImg *ebiten.Image
}

func (a *Art) disc() *ebiten.Image {
	if a.discImg == nil {
		a.discImg = ebiten.NewImage(artSize, artSize)
		vector.FillCircle(a.discImg, artSize/2, artSize/2, artSize/2-1, color.White, true)
	}
	return a.discImg
}

func (a *Art) ring() *ebiten.Image {
	if a.ringImg == nil {
		a.ringImg = ebiten.NewImage(artSize, artSize)
		// The ring filled between its two edges, the inner one drawn the
		// other way round, rather than stroked: Ebitengine's stroke of a
		// circle this large is some 30,000 triangles, more than any
		// frame's drawing, and its command queue keeps vertex buffers as
		// large as the largest it was given.
		const c, w = artSize / 2, float32(artSize) / 9
		var p vector.Path
		for _, e := range []struct {
			r   float32
			dir vector.Direction
		}{{c - 1, vector.Clockwise}, {c - 1 - w, vector.CounterClockwise}} {
			p.MoveTo(c+e.r, c)
			p.Arc(c, c, e.r, 0, 2*math.Pi, e.dir)
			p.Close()
		}
		vector.FillPath(a.ringImg, &p, nil, &vector.DrawPathOptions{AntiAlias: true})
	}
	return a.ringImg
}

// X converts a design x to screen pixels.
func (v View) X(x float64) float32 { return float32(v.OX + x*v.Scale) }

// Y converts a design y to screen pixels.
func (v View) Y(y float64) float32 { return float32(v.OY + y*v.Scale) }

// L converts a design length to screen pixels.
func (v View) L(l float64) float32 { return float32(l * v.Scale) }

// ToDesign converts screen pixels to design units.
func (v View) ToDesign(x, y float64) (float64, float64) {
	return (x - v.OX) / v.Scale, (y - v.OY) / v.Scale
}

// FillRect fills r.
func (v View) FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	vector.FillRect(dst, v.X(r.X), v.Y(r.Y), v.L(r.W), v.L(r.H), c, false)
	if v.Fonts != nil && v.Fonts.Layout != nil {
		if _, _, _, a := c.RGBA(); a >= 0xe000 {
			v.Fonts.Layout.cover(r)
		}
	}
}

// StrokeRect outlines r with a line w units wide.
func (v View) StrokeRect(dst *ebiten.Image, r Rect, w float64, c color.Color) {
	vector.StrokeRect(dst, v.X(r.X), v.Y(r.Y), v.L(r.W), v.L(r.H), v.pen(w), c, false)
}

// StrokeLit rings r as StrokeRect does in the Lit colour, edged outside
// with Ink, so that what the player may click stands out on a pale ground
// (the Battle Sheet's Island boxes) as well as on the ocean. The ring
// reaches w/2+1.2 units beyond r.
func (v View) StrokeLit(dst *ebiten.Image, r Rect, w float64) {
	v.StrokeRect(dst, r.Inset(-(w/2 + 0.6)), 1.2, Ink)
	v.StrokeRect(dst, r, w, Lit)
}

// StrokeDashed outlines r with a line w units wide in dashes dash units
// long, alternately of colours a and b. It marks nothing covered in a
// Layout: it is a ring, not a panel.
func (v View) StrokeDashed(dst *ebiten.Image, r Rect, w, dash float64, a, b color.Color) {
	seg := func(i int, x, y, sw, sh float64) {
		c := a
		if i%2 == 1 {
			c = b
		}
		vector.FillRect(dst, v.X(x), v.Y(y), max(v.L(sw), 1), max(v.L(sh), 1), c, false)
	}
	// The top and bottom run over the corners, the sides between them.
	for _, y := range []float64{r.Y, r.Bottom()} {
		for i, t := 0, 0.0; t < r.W+w; i, t = i+1, t+dash {
			seg(i, r.X-w/2+t, y-w/2, min(dash, r.W+w-t), w)
		}
	}
	for _, x := range []float64{r.X, r.Right()} {
		for i, t := 1, w/2; t < r.H-w/2; i, t = i+1, t+dash {
			seg(i, x-w/2, r.Y+t, w, min(dash, r.H-w/2-t))
		}
	}
}

// Line draws a line w units wide. It is not anti-aliased: Ebitengine's
// anti-aliasing costs a full-screen pass per call, too slow for every frame.
func (v View) Line(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	vector.StrokeLine(dst, v.X(x0), v.Y(y0), v.X(x1), v.Y(y1), v.pen(w), c, false)
}

// pen is a plain (not anti-aliased) stroke's width in pixels: never under
// one, since a thinner one covers no pixel's centre where it falls between
// two rows, and a button's edge vanished at 1366x768.
func (v View) pen(w float64) float32 { return max(v.L(w), 1) }

// SmoothLine draws an anti-aliased line: for images drawn once, not per frame.
func (v View) SmoothLine(dst *ebiten.Image, x0, y0, x1, y1, w float64, c color.Color) {
	vector.StrokeLine(dst, v.X(x0), v.Y(y0), v.X(x1), v.Y(y1), v.L(w), c, true)
}

// Circle fills a circle, smooth-edged, from the disc sprite.
func (v View) Circle(dst *ebiten.Image, x, y, r float64, c color.Color) {
	if v.Art == nil {
		vector.FillCircle(dst, v.X(x), v.Y(y), v.L(r), c, false)
		return
	}
	v.sprite(dst, v.Art.disc(), x, y, r, c)
}

// Ring outlines a circle with a line about w units wide, from a sprite: rings
// of any size share one image, drawn with a width of about an eighth of r, at
// least w.
func (v View) Ring(dst *ebiten.Image, x, y, r, w float64, c color.Color) {
	if w > r*0.2 || v.Art == nil {
		vector.StrokeCircle(dst, v.X(x), v.Y(y), v.L(r), v.L(w), c, false)
		return
	}
	v.sprite(dst, v.Art.ring(), x, y, r+w/2, c)
}

func (v View) sprite(dst, img *ebiten.Image, x, y, r float64, c color.Color) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	s := 2 * r * v.Scale / artSize
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(float64(v.X(x-r)), float64(v.Y(y-r)))
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(img, op)
}

// Face returns a font face of size design units, bold or regular.
func (v View) Face(size float64, bold bool) *Face { return v.Fonts.Face(size*v.Scale, bold) }

// Align says where a text's x is: its left edge, centre or right edge.
type Align int

// The alignments.
const (
	Left Align = iota
	Center
	Right
)

// Text draws s with its top at y; it returns the text's width in design units.
func (v View) Text(dst *ebiten.Image, s string, size float64, bold bool, c color.Color, x, y float64, a Align) float64 {
	face := v.Face(size, bold)
	adv := face.Advance(s)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(c)
	face.draw(dst, s, float64(v.X(x)), float64(v.Y(y)), [...]float64{0, adv / 2, adv}[a], op)
	w := adv / v.Scale
	if v.Fonts.Layout != nil {
		v.Fonts.Layout.text(s, size, x, y, w, a)
	}
	return w
}

// TextWidth is the width of s in design units.
func (v View) TextWidth(s string, size float64, bold bool) float64 {
	return advance(s, v.Face(size, bold)) / v.Scale
}

// advance is the width of s, one line drawn on its own, in face's pixels.
func advance(s string, face *Face) float64 { return face.Advance(s) }

// Paragraph draws s wrapped at width, and returns the y below it.
func (v View) Paragraph(dst *ebiten.Image, s string, size float64, bold bool, c color.Color, x, y, width float64) float64 {
	for _, line := range Wrap(s, v.Face(size, bold), width*v.Scale) {
		v.Text(dst, line, size, bold, c, x, y, Left)
		y += size * 1.3
	}
	return y
}

// ParagraphSize is the type size, from size down to no less than least, at
// which Paragraph sets s within width and height design units: for help
// that must be read whole in a panel a narrow window makes short.
func (v View) ParagraphSize(s string, size float64, bold bool, width, height, least float64) float64 {
	for size > least && float64(len(Wrap(s, v.Face(size, bold), width*v.Scale)))*size*1.3 > height {
		size -= 0.5
	}
	return size
}

// FitSize is the type size, from size down to no less than least, at which s
// fits width design units whole: for a name that must not be cut.
func (v View) FitSize(s string, size float64, bold bool, width, least float64) float64 {
	for size > least && v.TextWidth(s, size, bold) > width {
		size -= 0.5
	}
	return size
}

// FitFirst is the first of alts that fits width design units whole at size:
// a title that has a shorter wording to fall back on rather than be cut. When
// none fits, the last is drawn smaller, down to least (FitSize), and cut with
// an ellipsis if it still does not fit. It returns the text and its size.
func (v View) FitFirst(alts []string, size float64, bold bool, width, least float64) (string, float64) {
	if len(alts) == 0 {
		return "", size
	}
	for _, s := range alts {
		if v.TextWidth(s, size, bold) <= width {
			return s, size
		}
	}
	last := alts[len(alts)-1]
	size = v.FitSize(last, size, bold, width, least)
	return v.FitText(last, size, bold, width), size
}

// FitText shortens s with an ellipsis until it fits width design units.
//
// The longest fitting start is found by halving: a screen fits a paragraph's
// remainder into a card's last line every frame, and measuring it one rune
// shorter at a time shaped the text hundreds of times a card.
func (v View) FitText(s string, size float64, bold bool, width float64) string {
	if v.TextWidth(s, size, bold) <= width {
		return s
	}
	r := []rune(s)
	cut := func(n int) string { return strings.TrimRight(string(r[:n]), " ") + "…" }
	// The width grows with the runes kept (a trailing space trimmed aside):
	// lo always fits, or is 1, the least FitText ever keeps.
	lo, hi := 1, len(r)-1
	if hi < lo {
		return s
	}
	if v.TextWidth(cut(lo), size, bold) > width {
		return cut(lo)
	}
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if v.TextWidth(cut(mid), size, bold) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return cut(lo)
}

// WrapAll is Wrap that also breaks a word wider than width (a long file
// name in a message) across lines, so no line is wider than width.
func WrapAll(s string, face *Face, width float64) []string {
	var out []string
	for _, line := range Wrap(s, face, width) {
		for advance(line, face) > width {
			r := []rune(line)
			n := len(r) - 1
			for n > 1 && advance(string(r[:n]), face) > width {
				n--
			}
			out = append(out, string(r[:n]))
			line = string(r[n:])
		}
		out = append(out, line)
	}
	return out
}

// Wrap splits s into lines no wider than width (in the face's pixels), breaking
// at spaces and at the newlines s already has. A word wider than width gets a
// line to itself.
func Wrap(s string, face *Face, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		line := words[0]
		for _, word := range words[1:] {
			if advance(line+" "+word, face) <= width {
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

// Plural is one or many, by n: "1 Force", "2 Forces".
func Plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
