package ui

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
)

// Colours of the attack squares. The rulebook names two: Ship attack in a blue
// square, Ground attack in a brown one; the others follow the same idea.
var (
	sqAAA     = color.RGBA{0xe8, 0xe8, 0xe8, 0xff}
	sqSurface = color.RGBA{0x20, 0x20, 0x24, 0xff}
	sqDC      = color.RGBA{0x1f, 0x6e, 0x55, 0xff}
	sqDog     = color.RGBA{0xf0, 0xc8, 0x30, 0xff}
	sqShip    = color.RGBA{0x1e, 0x4f, 0xc8, 0xff}
	sqGround  = color.RGBA{0x8a, 0x55, 0x22, 0xff}
	ausGreen  = color.RGBA{0x0a, 0x7a, 0x3a, 0xff}
	ausGold   = color.RGBA{0xf4, 0xc4, 0x1c, 0xff}
)

// valueSquare is one printed attack value.
type valueSquare struct {
	a      rules.Attack
	bg, fg color.Color
	what   string
}

// squares lists the attack squares a counter prints, in the printed order.
func squares(ct *rules.Counter, v rules.Values) []valueSquare {
	switch ct.Type.Kind() {
	case rules.KindShip:
		out := []valueSquare{}
		if ct.Type != rules.SS {
			out = append(out, valueSquare{v.AAA, sqAAA, Ink, "AAA"})
		}
		if ct.Type != rules.CV && ct.Type != rules.CVL && ct.Type != rules.CVE {
			out = append(out, valueSquare{v.Surface, sqSurface, White, "Surface"})
		}
		return append(out, valueSquare{v.DepthCharge, sqDC, White, "Depth Charge"})
	case rules.KindAircraft:
		var out []valueSquare
		if ct.Full.Dogfight.Can() {
			out = append(out, valueSquare{v.Dogfight, sqDog, Ink, "Dogfight"})
		}
		if ct.Full.ShipAttack.Can() {
			out = append(out, valueSquare{v.ShipAttack, sqShip, White, "Ship attack"})
		}
		if ct.Full.Ground.Can() {
			out = append(out, valueSquare{v.Ground, sqGround, White, "Ground attack"})
		}
		return out
	}
	return []valueSquare{{v.Ground, sqGround, White, "Ground attack"}}
}

// TypeLabel is the designation printed on the counter. An aircraft type's
// note in parentheses ("F4F+SBD (22)") tells apart two counters of one type
// with different values in the data; the printed counter has the type alone.
func TypeLabel(ct *rules.Counter) string {
	switch ct.Type {
	case rules.LBA, rules.CarrierAC:
		if i := strings.Index(ct.Aircraft, " ("); i > 0 {
			return ct.Aircraft[:i]
		}
		return ct.Aircraft
	case rules.Inf:
		return "INF"
	case rules.Marine:
		return "MARINES"
	case rules.Battalion:
		return "BN"
	}
	return string(ct.Type)
}

// costLabel is the year and cost line: "42 [1](5)".
func costLabel(year int, ct *rules.Counter) string {
	s := fmt.Sprintf("%02d [%d]", year%100, ct.Cost)
	if ct.BuyCost > 0 {
		s += fmt.Sprintf("(%d)", ct.BuyCost)
	}
	return s
}

// costSize is the size of a full counter's year and cost line in width:
// a sixth of the counter, down to an eighth where it would not fit.
func costSize(v View, width, size float64, cost string) float64 {
	return v.FitSize(cost, size*0.17, true, width, size*0.12)
}

// DrawCounter paints a counter as printed, size design units square, top-left
// at (x, y). A Damaged Force shows its Damaged side, with the red slashes.
func DrawCounter(dst *ebiten.Image, v View, x, y, size float64, year int, ct *rules.Counter, damaged bool) {
	v.Fonts.Layout.enterArt()
	defer v.Fonts.Layout.leaveArt()
	bg, dark := USBlue, USBlueDk
	if ct.Side == rules.Japan {
		bg, dark = JPRed, JPRedDk
	}
	v.FillRect(dst, Rect{X: x + size*0.05, Y: y + size*0.06, W: size, H: size}, Shadow)
	v.FillRect(dst, Rect{X: x, Y: y, W: size, H: size}, bg)
	// The nationality stripe: US and Australian on the right edge, Japanese on the left.
	sw := size * 0.11
	inner := Rect{X: x, Y: y, W: size - sw, H: size}
	s := NationalityStripe(x, y, size, ct)
	switch {
	case ct.Australian:
		v.FillRect(dst, s, ausGreen)
		v.FillRect(dst, Rect{X: s.X + sw*0.3, Y: y, W: sw * 0.4, H: size}, ausGold)
	case ct.Side == rules.US:
		v.FillRect(dst, s, White)
		v.FillRect(dst, Rect{X: s.X + sw*0.35, Y: y, W: sw * 0.3, H: size}, dark)
	default:
		v.FillRect(dst, s, White)
		v.Circle(dst, x+sw/2, y+size/2, sw*0.36, JPRed)
		inner = Rect{X: x + sw, Y: y, W: size - sw, H: size}
	}
	// The Damaged side: a red band with white hatching on the edge opposite
	// the nationality stripe, so the slashes never cross the printing.
	if damaged {
		band := Rect{X: inner.X, Y: y, W: sw, H: size}
		if ct.Side == rules.Japan {
			band.X = x + size - sw
		} else {
			inner.X += sw
		}
		inner.W -= sw
		v.FillRect(dst, band, Slash)
		for k := 0.0; k < 1; k += 0.2 {
			v.Line(dst, band.X, y+size*(k+0.14), band.Right(), y+size*k, size*0.025, White)
		}
	}
	v.StrokeRect(dst, Rect{X: x, Y: y, W: size, H: size}, size*0.02+0.5, dark)

	pad := size * 0.05
	cx := inner.CX()
	vals := ct.Full
	if damaged {
		vals = ct.Damaged
	}
	sq := squares(ct, vals)
	if Compact(v, size) {
		drawCompact(dst, v, inner, y, size, ct, sq)
		return
	}
	// The picture of what it is, faint behind the type and name (a ground
	// Force's symbol would cross its letters: its type says it).
	if ct.Type.Kind() != rules.KindInfantry {
		DrawSilhouettes(dst, v, Rect{X: inner.X + pad, Y: y + size*0.2, W: inner.W - 2*pad, H: size * 0.46}, ct, color.NRGBA{0xff, 0xff, 0xff, 0x2a})
	}
	// Year and cost: a carrier's "43 [1](5)" shrinks on its Damaged side,
	// whose hatching leaves less room, rather than lose its purchase cost.
	cost := costLabel(year, ct)
	cs := costSize(v, inner.W-2*pad, size, cost)
	v.Text(dst, v.FitText(cost, cs, true, inner.W-2*pad), cs, true, White, cx, y+pad*0.6+(size*0.17-cs)/2, Center)
	// Type and name.
	// Long types and names shrink a little before they are cut.
	typ := TypeLabel(ct)
	ts := v.FitSize(typ, size*0.22, true, inner.W-2*pad, size*0.15)
	v.Text(dst, v.FitText(typ, ts, true, inner.W-2*pad), ts, true, White, cx, y+size*0.22+(size*0.22-ts)/2, Center)
	name := strings.ToUpper(ct.Name)
	if ct.Type == rules.Battalion {
		name = "BATTALION"
	}
	lines, ls := nameLines(v, inner.W-2*pad, size, name)
	top, pitch, ls := nameRows(size, ls, len(lines))
	for i, l := range lines {
		v.Text(dst, v.FitText(l, ls, false, inner.W-2*pad), ls, false, Cream, cx, y+top+float64(i)*pitch, Center)
	}
	drawSquares(dst, v, cx, y+size*valuesTop, size*0.25, size*0.04, sq)
}

// A full counter's bands, as shares of its size: the type ends at
// typeBottom, the value squares begin at valuesTop.
const (
	typeBottom = 0.44
	valuesTop  = 0.70
)

// nameRows is where a full counter's name of n lines of size ls goes: the
// first line's top below the counter's, the step to the next line, and the
// size drawn. Two lines share the band between the type and the values,
// shrunk to fit it: placed as one line was, "HIEI/" touched the type and
// "KIRISHIMA" the value squares.
func nameRows(size, ls float64, n int) (top, pitch, drawn float64) {
	if n < 2 {
		return size*0.46 + (nameTall*size-ls)/2, 0, ls
	}
	ls = min(ls, nameTwoTall*size)
	pitch = ls * 1.05
	return size*(typeBottom+valuesTop)/2 - (ls+pitch)/2, pitch, ls
}

// nameTwoTall is the largest a name on two lines is drawn, as a share of
// the counter: two lines and their gap fit between the type and the values.
const nameTwoTall = 0.115

// nameTall is a full counter's name size, as a share of the counter's.
const nameTall = 0.14

// nameLines is a full counter's name, on one line or two, and the size that
// fits them in width: as printed, "NEW MEXICO/MISSISSIPPI" and "GENZAN
// KOKUTAI" take two lines, split at the slash or the space nearest the
// middle, rather than be cut to "GENZAN KO…". A name shrinks to a ninth of
// the counter on one line before it takes two; two lines shrink further
// only as far as the longest line needs.
func nameLines(v View, width, size float64, name string) ([]string, float64) {
	tall, least := nameTall*size, nameLeast*size
	if v.TextWidth(name, tall, false) <= width {
		return []string{name}, tall
	}
	i := strings.Index(name, "/")
	if i < 0 {
		if one := v.FitSize(name, tall, false, width, least); v.TextWidth(name, one, false) <= width {
			return []string{name}, one
		}
		i = splitNear(name)
	}
	if i < 0 {
		return []string{name}, v.FitSize(name, tall, false, width, nameSmallest*size)
	}
	lines := []string{strings.TrimSpace(name[:i+1]), strings.TrimSpace(name[i+1:])}
	ts := tall
	for _, l := range lines {
		ts = min(ts, v.FitSize(l, tall, false, width, nameSmallest*size))
	}
	return lines, ts
}

// splitNear is the place of the space nearest the middle of name, or -1.
func splitNear(name string) int {
	best := -1
	for i, r := range name {
		if r == ' ' && (best < 0 || abs(float64(2*i-len(name))) < abs(float64(2*best-len(name)))) {
			best = i
		}
	}
	return best
}

// nameLeast is the smallest share of a full counter's size its name is drawn
// at on one line before it takes two; nameSmallest the smallest at all,
// for a line still too long ("INDIANAPOLIS" on a Damaged counter).
const (
	nameLeast    = 0.11
	nameSmallest = 0.07
)

// NationalityStripe is where a counter's nationality stripe is printed: on
// the right edge for the US (and Australia), on the left for Japan, so the
// sides differ by more than colour to every eye.
func NationalityStripe(x, y, size float64, ct *rules.Counter) Rect {
	sw := size * 0.11
	if ct.Side == rules.Japan {
		return Rect{X: x, Y: y, W: sw, H: size}
	}
	return Rect{X: x + size - sw, Y: y, W: sw, H: size}
}

// compactBelowPx is the counter size, in pixels on the screen, under which
// a counter shows what it is and its values in larger type instead of its
// full printing, whose name would be under 8 pixels: a stack's top counter
// on the whole map of a laptop's window. Zoomed in, the same counter shows
// its full printing, every text 10 pixels or more from 72 pixels.
const compactBelowPx = 60.0

// Compact reports whether a counter size design units square is drawn
// compact in v (compactBelowPx).
func Compact(v View, size float64) bool { return size*v.Scale < compactBelowPx }

// drawCompact paints a small counter: its type in large letters, its
// silhouette, and its attack values. A type too long for one line
// (compactLines) takes the silhouette's place on two.
func drawCompact(dst *ebiten.Image, v View, inner Rect, y, size float64, ct *rules.Counter, sq []valueSquare) {
	pad := size * 0.05
	lines, ts := compactLines(v, inner.W-2*pad, size, ct)
	pitch := compactPitch(size, len(lines))
	for i, l := range lines {
		ly := y + pad*0.2 + float64(i)*pitch
		v.Text(dst, v.FitText(l, ts, true, inner.W-2*pad), ts, true, White, inner.CX(), ly+(pitch-ts)/2, Center)
	}
	if len(lines) == 1 {
		DrawSilhouettes(dst, v, compactSilhouette(inner, y, size), ct, color.NRGBA{0xff, 0xff, 0xff, 0xe0})
	}
	top, w, h, gap := compactSquares(inner, y, size, len(sq), len(lines))
	drawTallSquares(dst, v, inner.CX(), top, w, h, gap, sq)
}

// drawTallSquares paints a compact counter's attack values in squares w by
// h, centred on cx, each figure as large as its square holds: squares as
// wide as high left the figures 5 pixels tall on the whole map of a
// laptop's window.
func drawTallSquares(dst *ebiten.Image, v View, cx, top, w, h, gap float64, sq []valueSquare) {
	total := float64(len(sq))*w + float64(len(sq)-1)*gap
	sx := cx - total/2
	for _, s := range sq {
		v.FillRect(dst, Rect{X: sx, Y: top, W: w, H: h}, s.bg)
		label := "–"
		if s.a.Value > 0 {
			label = fmt.Sprint(s.a.Value)
		}
		fs, sup, beside := compactFigure(v, label, w, h, s.a.Superior > 0)
		if beside {
			left := sx + (w-v.TextWidth(label, fs, true)-sup*0.6)/2
			v.Text(dst, label, fs, true, s.fg, left, top+(h-fs*1.2)/2+h*0.04, Left)
			v.Text(dst, fmt.Sprint(s.a.Superior), sup, true, s.fg, left+v.TextWidth(label, fs, true), top+(h-fs*1.2)/2, Left)
		} else if s.a.Superior > 0 {
			// The small figure in the square's top right, the value under
			// it: the square is taller than wide, with room for both.
			v.Text(dst, fmt.Sprint(s.a.Superior), sup, true, s.fg, sx+w-w*0.04, top-h*0.02, Right)
			v.Text(dst, label, fs, true, s.fg, sx+w/2, top+h-fs*1.2+h*0.02, Center)
		} else {
			v.Text(dst, label, fs, true, s.fg, sx+w/2, top+(h-fs*1.2)/2+h*0.04, Center)
		}
		sx += w + gap
	}
}

// compactFigure is the size of a compact counter's figure in a square w by
// h, and of its small Superior figure when it has one, and whether that goes
// beside it: as large as the square allows, the small figure over the value
// at the right where the square is tall enough for both, else beside it.
func compactFigure(v View, label string, w, h float64, superior bool) (size, sup float64, beside bool) {
	fit := func(size, extra float64) float64 {
		for size > 1 && v.TextWidth(label, size, true)+extra*size > w*0.96 {
			size -= 0.25
		}
		return size
	}
	if !superior {
		return fit(h*0.82, 0), 0, false
	}
	over := fit(h*0.62, 0)
	side := fit(h*0.82, 0.3) // the small figure, half as large, beside
	if side > over {
		return side, side * 0.5, true
	}
	return over, max(over*0.5, h*0.3), false
}

// compactLines is a compact counter's type, on one line or two, and the
// size that fits them in width. One line when it fits at compactLeast of the
// counter; otherwise two, split where the type joins two aircraft ("A6M" and
// "+G4M") or after the first four letters of a long name ("Beau" and
// "fighter"), each in letters at least compactLeast where they fit: a type
// cut to "Beaufi…" in 7-pixel letters said nothing at 1366x768. Marines say
// "USMC", which fits where "MARINES" cannot.
func compactLines(v View, width, size float64, ct *rules.Counter) ([]string, float64) {
	typ := TypeLabel(ct)
	if ct.Type == rules.Marine {
		typ = "USMC"
	}
	least := compactLeast * size
	one := v.FitSize(typ, compactType*size, true, width, least)
	if v.TextWidth(typ, one, true) <= width {
		return []string{typ}, one
	}
	var lines []string
	switch i := strings.Index(typ, "+"); {
	case i > 0:
		lines = []string{typ[:i], typ[i:]}
	case len([]rune(typ)) > 5:
		r := []rune(typ)
		lines = []string{string(r[:4]), string(r[4:])}
	default:
		// No place to split ("Ki-43", "Anson"): one line in smaller
		// letters, down to compactTwo, rather than cut. A Damaged
		// counter's hatching leaves a seventh less room for it.
		return []string{typ}, v.FitSize(typ, compactType*size, true, width, size*compactTwo)
	}
	ts := compactTwoTall * size
	for _, l := range lines {
		ts = min(ts, v.FitSize(l, compactTwoTall*size, true, width, size*compactTwo))
	}
	return lines, ts
}

// compactTwoTall is the largest a compact counter's type on two lines is
// drawn, and the step from one line to the next, as a share of the
// counter's size: below them its values take the rest.
const compactTwoTall = 0.26

// compactPitch is the step between the lines of a compact counter's type of
// n lines, each as tall.
func compactPitch(size float64, n int) float64 {
	if n > 1 {
		return compactTwoTall * size
	}
	return compactType * size
}

// compactLeast is the smallest share of a compact counter's size its type is
// drawn at on one line before it takes two.
const compactLeast = 0.24

// compactTwo is the smallest share of a compact counter's size its type is
// drawn at when one line at compactLeast will not do.
const compactTwo = 0.17

// compactType is the type's size on a compact counter, as a share of the
// counter's: 10 pixels on the whole map of a 1366x768 window.
const compactType = 0.32

// compactSilhouette is where a compact counter's silhouette goes: the thin
// band between its type and its values (where the map's Moved marker lies).
func compactSilhouette(inner Rect, y, size float64) Rect {
	pad := size * 0.05
	return Rect{X: inner.X + pad, Y: y + size*0.345, W: inner.W - 2*pad, H: size * (1 - compactValuesTall - 0.03 - 0.345 - 0.015)}
}

// compactValuesTall is the height of a compact counter's value squares
// under a type on one line, as a share of the counter's.
const compactValuesTall = 0.44

// compactSquares is where a compact counter's value squares go: their top,
// width and height, and the gap between them. They fill the counter's width
// and the height under its type (lines of it), so that their figures are as
// large as the counter can hold.
func compactSquares(inner Rect, y, size float64, n, lines int) (top, w, h, gap float64) {
	pad := size * 0.05
	gap = size * 0.03
	w = min(size*0.36, ((inner.W-2*pad)-float64(max(n, 1)-1)*gap)/float64(max(n, 1)))
	h = compactValuesTall * size
	if lines > 1 {
		// The type's second line takes the silhouette's room and more.
		h = size - pad*0.6 - (pad*0.2 + 2*compactPitch(size, lines)) - size*0.01
	}
	return y + size - h - pad*0.6, w, h, gap
}

// drawSquares paints the attack values in their squares, centred on cx.
func drawSquares(dst *ebiten.Image, v View, cx, sy, side, gap float64, sq []valueSquare) {
	total := float64(len(sq))*side + float64(len(sq)-1)*gap
	sx := cx - total/2
	for _, s := range sq {
		v.FillRect(dst, Rect{X: sx, Y: sy, W: side, H: side}, s.bg)
		label := "–"
		if s.a.Value > 0 {
			label = fmt.Sprint(s.a.Value)
		}
		v.Text(dst, label, side*0.78, true, s.fg, sx+side/2-side*0.08*b2f(s.a.Superior > 0), sy+side*0.04, Center)
		if s.a.Superior > 0 {
			v.Text(dst, fmt.Sprint(s.a.Superior), side*0.45, true, s.fg, sx+side-side*0.02, sy-side*0.02, Right)
		}
		sx += side + gap
	}
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// ValuesText lists a Force's attack values in words: "AAA 4[2] · DC 2".
func ValuesText(ct *rules.Counter, damaged bool) string {
	vals := ct.Full
	if damaged {
		vals = ct.Damaged
	}
	var parts []string
	for _, s := range squares(ct, vals) {
		short := map[string]string{"AAA": "AAA", "Surface": "Surf", "Depth Charge": "DC", "Dogfight": "Dog", "Ship attack": "Ship", "Ground attack": "Gnd"}[s.what]
		parts = append(parts, short+" "+s.a.String())
	}
	return strings.Join(parts, " · ")
}

// A CounterPart is one thing printed on a counter and where: what a legend
// names, and what a cursor over the counter may be told.
type CounterPart struct {
	What string // "Year", "Cost", "AAA"...
	Box  Rect
}

// CounterParts lists where DrawCounter prints each of a counter's values in
// v, with what each means: on a full counter the year and cost line, the
// type, the name and each attack square; on a compact one (Compact) the
// type, the silhouette and the squares.
func CounterParts(v View, x, y, size float64, ct *rules.Counter, damaged bool) []CounterPart {
	sw := size * 0.11
	inner := Rect{X: x, Y: y, W: size - sw, H: size}
	if ct.Side == rules.Japan {
		inner.X += sw
	}
	if damaged {
		if ct.Side != rules.Japan {
			inner.X += sw
		}
		inner.W -= sw
	}
	pad := size * 0.05
	vals := ct.Full
	if damaged {
		vals = ct.Damaged
	}
	sq := squares(ct, vals)
	if Compact(v, size) {
		out := []CounterPart{{"Type: " + typeWords(ct), Rect{X: inner.X + pad, Y: y + pad*0.2, W: inner.W - 2*pad, H: size * compactType}}}
		if lines, _ := compactLines(v, inner.W-2*pad, size, ct); len(lines) == 2 {
			// The type's second line takes the silhouette's place.
			out[0].Box.H = 2 * compactPitch(size, 2)
		} else {
			out = append(out, CounterPart{"What it is: " + typeWords(ct), compactSilhouette(inner, y, size)})
		}
		lines, _ := compactLines(v, inner.W-2*pad, size, ct)
		top, w, h, gap := compactSquares(inner, y, size, len(sq), len(lines))
		return append(out, tallSquareParts(sq, inner.CX(), top, w, h, gap)...)
	}
	out := []CounterPart{
		{costWords(ct), Rect{X: inner.X + pad, Y: y + pad*0.6, W: inner.W - 2*pad, H: size * 0.18}},
		{"Type: " + typeWords(ct), Rect{X: inner.X + pad, Y: y + size*0.22, W: inner.W - 2*pad, H: size * 0.23}},
		{"Name of the Force", Rect{X: inner.X + pad, Y: y + size*0.46, W: inner.W - 2*pad, H: size * 0.16}},
	}
	side, gap := size*0.25, size*0.04
	return append(out, squareParts(sq, inner.CX(), y+size-side-pad, side, gap)...)
}

// squareParts are the value squares drawSquares paints, centred on cx.
func squareParts(sq []valueSquare, cx, sy, side, gap float64) []CounterPart {
	return tallSquareParts(sq, cx, sy, side, side, gap)
}

// tallSquareParts are value squares w by h, centred on cx, from top.
func tallSquareParts(sq []valueSquare, cx, top, w, h, gap float64) []CounterPart {
	var out []CounterPart
	total := float64(len(sq))*w + float64(len(sq)-1)*gap
	sx := cx - total/2
	for _, s := range sq {
		what := s.what + " value: Hits on a roll of that or less"
		if s.a.Superior > 0 {
			what += "; the small number: 2 Hits on that or less"
		}
		out = append(out, CounterPart{what, Rect{X: sx, Y: top, W: w, H: h}})
		sx += w + gap
	}
	return out
}

// typeWords says a counter's type in words.
// costWords says what the year and cost line of a counter means: the Cost
// in brackets ranks a Force when Hits are allocated and is what it is bought
// for; a carrier is bought for the cost in parentheses instead. Either is
// paid in Reinforcement or Supply Points (US Resupply).
func costWords(ct *rules.Counter) string {
	s := fmt.Sprintf("Campaign year and Cost [%d]: Hits go to the lowest Cost first", ct.Cost)
	switch {
	case ct.Side != rules.US:
		return s + "."
	case ct.BuyCost > 0:
		return s + fmt.Sprintf("; a carrier is bought for its cost in parentheses (%d), in Reinforcement or Supply Points.", ct.BuyCost)
	}
	return s + fmt.Sprintf("; bought for %d Reinforcement or Supply Points.", ct.Cost)
}

func typeWords(ct *rules.Counter) string {
	switch ct.Type {
	case rules.CV:
		return "CV, fleet aircraft carrier"
	case rules.CVL:
		return "CVL, light aircraft carrier"
	case rules.CVE:
		return "CVE, escort carrier"
	case rules.BB:
		return "BB, battleship"
	case rules.CRU:
		return "CRU, cruisers"
	case rules.DD:
		return "DD, destroyers"
	case rules.SS:
		return "SS, submarines"
	case rules.Inf:
		return "INF, Infantry"
	case rules.Marine:
		return "Marines (Infantry)"
	case rules.Battalion:
		return "BN, Battalion (Infantry)"
	case rules.CarrierAC:
		return TypeLabel(ct) + ", Carrier-Based Aircraft"
	}
	return TypeLabel(ct) + ", Land-Based Aircraft"
}
