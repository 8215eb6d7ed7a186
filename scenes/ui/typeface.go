package ui

import (
	"fmt"
	"sync"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// typeface is one of the game's fonts, parsed, with what its glyphs look
// like in font units as they are first asked for.
//
// The game sets only English in the Go fonts, which kern nothing and have
// no substitutions that change a glyph's advance: each rune is its glyph,
// and a line is as wide as its glyphs' advances. So the text is laid out
// from the font's own tables (golang.org/x/image/font/sfnt) without a
// shaper, which the browser build no longer carries (README, "Speed").
// TestFacesSetTextAsAShaperDoes checks the premise.
type typeface struct {
	name string
	font *sfnt.Font
	upem float64
	// ascent, descent and capHeight are the font's, in font units.
	ascent, descent, capHeight float64

	mu     sync.Mutex
	buf    sfnt.Buffer
	runes  map[rune]*glyph
	glyphs map[sfnt.GlyphIndex]*glyph
	// sizes are the glyph images drawn at each type size in pixels.
	sizes map[float64]*glyphImages
	// control is what a control character sets: nothing, no wider than
	// nothing, where the font would draw its missing glyph's box.
	control glyph
}

// glyph is one glyph's advance, bounds and outline, in font units, the y
// axis down.
type glyph struct {
	index   sfnt.GlyphIndex
	advance float64
	bounds  [4]float64 // min x, min y, max x, max y
	outline sfnt.Segments
}

// parseTypeface parses a TrueType font.
func parseTypeface(name string, ttf []byte) (*typeface, error) {
	f, err := sfnt.Parse(ttf)
	if err != nil {
		return nil, fmt.Errorf("loading %s font: %w", name, err)
	}
	t := &typeface{name: name, font: f, upem: float64(f.UnitsPerEm()),
		runes: map[rune]*glyph{}, glyphs: map[sfnt.GlyphIndex]*glyph{}, sizes: map[float64]*glyphImages{}}
	m, err := f.Metrics(&t.buf, t.unitsPPEM(), font.HintingNone)
	if err != nil {
		return nil, fmt.Errorf("loading %s font: %w", name, err)
	}
	t.ascent, t.descent, t.capHeight = fromUnits(m.Ascent), fromUnits(m.Descent), fromUnits(m.CapHeight)
	return t, nil
}

// unitsPPEM is the size at which sfnt measures in font units (26.6 of them).
func (t *typeface) unitsPPEM() fixed.Int26_6 { return fixed.Int26_6(t.font.UnitsPerEm()) << 6 }

// fromUnits turns a length sfnt gave at unitsPPEM into font units.
func fromUnits(x fixed.Int26_6) float64 { return float64(x) / 64 }

// glyphOf is r's glyph (the font's missing glyph when it has none).
func (t *typeface) glyphOf(r rune) *glyph {
	if unicode.IsControl(r) {
		return &t.control
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if g := t.runes[r]; g != nil {
		return g
	}
	i, err := t.font.GlyphIndex(&t.buf, r)
	if err != nil {
		i = 0
	}
	g := t.glyphs[i]
	if g == nil {
		g = t.load(i)
		t.glyphs[i] = g
	}
	t.runes[r] = g
	return g
}

// load reads glyph i from the font. A glyph the font cannot give (a broken
// table) is drawn as nothing, one em-quarter wide, rather than stop a frame.
func (t *typeface) load(i sfnt.GlyphIndex) *glyph {
	g := &glyph{index: i, advance: t.upem / 4}
	ppem := t.unitsPPEM()
	if a, err := t.font.GlyphAdvance(&t.buf, i, ppem, font.HintingNone); err == nil {
		g.advance = fromUnits(a)
	}
	segs, err := t.font.LoadGlyph(&t.buf, i, ppem, nil)
	if err != nil || len(segs) == 0 {
		return g
	}
	g.outline = append(sfnt.Segments(nil), segs...)
	b, _, err := t.font.GlyphBounds(&t.buf, i, ppem, font.HintingNone)
	if err != nil {
		g.outline = nil
		return g
	}
	g.bounds = [4]float64{fromUnits(b.Min.X), fromUnits(b.Min.Y), fromUnits(b.Max.X), fromUnits(b.Max.Y)}
	return g
}
