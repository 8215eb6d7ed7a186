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

// TypeLabel is the designation printed on the counter.
func TypeLabel(ct *rules.Counter) string {
	switch ct.Type {
	case rules.LBA, rules.CarrierAC:
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
	switch {
	case ct.Australian:
		s := Rect{X: x + size - sw, Y: y, W: sw, H: size}
		v.FillRect(dst, s, ausGreen)
		v.FillRect(dst, Rect{X: s.X + sw*0.3, Y: y, W: sw * 0.4, H: size}, ausGold)
	case ct.Side == rules.US:
		s := Rect{X: x + size - sw, Y: y, W: sw, H: size}
		v.FillRect(dst, s, White)
		v.FillRect(dst, Rect{X: s.X + sw*0.35, Y: y, W: sw * 0.3, H: size}, dark)
	default:
		s := Rect{X: x, Y: y, W: sw, H: size}
		v.FillRect(dst, s, White)
		v.Circle(dst, x+sw/2, y+size/2, sw*0.36, JPRed)
		inner = Rect{X: x + sw, Y: y, W: size - sw, H: size}
	}
	v.StrokeRect(dst, Rect{X: x, Y: y, W: size, H: size}, size*0.02+0.5, dark)

	pad := size * 0.05
	cx := inner.CX()
	// Year and cost.
	v.Text(dst, v.FitText(costLabel(year, ct), size*0.17, true, inner.W-2*pad), size*0.17, true, White, cx, y+pad*0.6, Center)
	// Type and name.
	typ := TypeLabel(ct)
	v.Text(dst, v.FitText(typ, size*0.22, true, inner.W-2*pad), size*0.22, true, White, cx, y+size*0.22, Center)
	name := strings.ToUpper(ct.Name)
	if ct.Type == rules.Battalion {
		name = "BATTALION"
	}
	nameSize := size * 0.14
	lines := []string{name}
	if v.TextWidth(name, nameSize, false) > inner.W-2*pad {
		if i := strings.Index(name, "/"); i > 0 {
			lines = []string{strings.TrimSpace(name[:i+1]), strings.TrimSpace(name[i+1:])}
		}
	}
	ny := y + size*0.46
	if len(lines) == 2 {
		ny -= size * 0.05
	}
	for _, l := range lines {
		v.Text(dst, v.FitText(l, nameSize, false, inner.W-2*pad), nameSize, false, Cream, cx, ny, Center)
		ny += nameSize * 1.05
	}
	// Attack values in their squares.
	vals := ct.Full
	if damaged {
		vals = ct.Damaged
	}
	sq := squares(ct, vals)
	side := size * 0.25
	gap := size * 0.04
	total := float64(len(sq))*side + float64(len(sq)-1)*gap
	sx := cx - total/2
	sy := y + size - side - pad
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
	if damaged {
		for _, k := range []float64{0.18, 0.5} {
			v.Line(dst, x+size*k, y+size*0.98, x+size*(k+0.32), y+size*0.02, size*0.06, Slash)
		}
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
