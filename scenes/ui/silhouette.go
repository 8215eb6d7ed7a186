package ui

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nimitz/rules"
)

// A shape is a silhouette as polygons and strokes in a unit box: x and y run
// from 0 to 1 across the box they are drawn in.
type shape struct {
	polys   [][]pt
	strokes [][2]pt // lines, drawn a little thicker than a hairline
	// thin draws the strokes as masts and gun barrels rather than as the
	// bold lines of a map symbol.
	thin bool
}

type pt struct{ x, y float64 }

// rect is a polygon of the rectangle from (x0, y0) to (x1, y1).
func rect(x0, y0, x1, y1 float64) []pt { return []pt{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} }

// Silhouette names the kind of picture a counter carries.
type Silhouette int

// The silhouettes, one for each kind of Force the counters show.
const (
	FleetCarrier Silhouette = iota
	LightCarrier
	EscortCarrier
	Battleship
	Cruiser
	Destroyer
	Submarine
	Fighter
	CarrierBomber // dive and torpedo bombers
	MediumBomber  // twin-engined
	HeavyBomber   // four-engined, and the B-29 Bomber Wings
	Infantry
	Marines
	BattalionMark
)

// SilhouettesOf is what a counter shows: one silhouette, or two for a mixed
// air group ("A6M+G4M": fighters and bombers).
func SilhouettesOf(ct *rules.Counter) []Silhouette {
	switch ct.Type {
	case rules.CV:
		return []Silhouette{FleetCarrier}
	case rules.CVL:
		return []Silhouette{LightCarrier}
	case rules.CVE:
		return []Silhouette{EscortCarrier}
	case rules.BB:
		return []Silhouette{Battleship}
	case rules.CRU:
		return []Silhouette{Cruiser}
	case rules.DD:
		return []Silhouette{Destroyer}
	case rules.SS:
		return []Silhouette{Submarine}
	case rules.Inf:
		return []Silhouette{Infantry}
	case rules.Marine:
		return []Silhouette{Marines}
	case rules.Battalion:
		return []Silhouette{BattalionMark}
	}
	var out []Silhouette
	for _, a := range strings.Split(strings.Fields(ct.Aircraft + " x")[0], "+") {
		out = append(out, aircraftSilhouette(a))
	}
	return out
}

// aircraftSilhouette sorts an aircraft type into its silhouette.
func aircraftSilhouette(a string) Silhouette {
	switch {
	case a == "B-17" || a == "B-24" || a == "B-29":
		return HeavyBomber
	case strings.HasPrefix(a, "B-") || a == "A-20" || a == "G3M" || a == "G4M" || a == "Ki-21" || a == "Ki-48" ||
		strings.HasPrefix(a, "Beau") || a == "Anson":
		return MediumBomber
	case a == "SBD" || a == "TBF" || a == "TBD" || a == "SB2C" || a == "D3A" || a == "B5N" || a == "B6N" || a == "D4Y":
		return CarrierBomber
	}
	return Fighter
}

// shapeOf is a silhouette's drawing. Ships are seen from the side, bow to
// the left; aircraft from above, nose up; ground Forces by the map symbols
// wargamers know (a box crossed for Infantry).
func shapeOf(s Silhouette) shape {
	hull := func(x0, x1, top, bottom float64) []pt {
		return []pt{{x0, top}, {x1, top}, {x1 - 0.06, bottom}, {x0 + 0.1, bottom}}
	}
	switch s {
	case FleetCarrier, LightCarrier, EscortCarrier:
		l := map[Silhouette]float64{FleetCarrier: 1, LightCarrier: 0.86, EscortCarrier: 0.74}[s]
		x0, x1 := (1-l)/2, (1+l)/2
		island := rect(x0+l*0.66, 0.3, x0+l*0.76, 0.46)
		if s == EscortCarrier {
			island = rect(x0+l*0.7, 0.36, x0+l*0.78, 0.46)
		}
		return shape{polys: [][]pt{
			{{x0, 0.46}, {x1, 0.46}, {x1 - 0.03, 0.54}, {x0 + 0.02, 0.54}}, // flight deck
			hull(x0+0.04, x1-0.02, 0.54, 0.76),
			island,
		}, strokes: [][2]pt{{{x0 + l*0.71, 0.3}, {x0 + l*0.71, 0.16}}}, thin: true}
	case Battleship, Cruiser:
		tower := 0.18
		if s == Cruiser {
			tower = 0.28
		}
		return shape{polys: [][]pt{
			{{0, 0.56}, {1, 0.58}, {0.92, 0.78}, {0.1, 0.78}},
			rect(0.38, 0.42, 0.62, 0.58),  // superstructure
			rect(0.45, tower, 0.53, 0.42), // tower
			rect(0.56, 0.32, 0.61, 0.44),  // funnel
			rect(0.14, 0.47, 0.26, 0.56),  // forward turret
			rect(0.74, 0.47, 0.86, 0.56),  // aft turret
		}, strokes: [][2]pt{{{0.14, 0.5}, {0.04, 0.48}}, {{0.86, 0.5}, {0.96, 0.48}}}, thin: true}
	case Destroyer:
		return shape{polys: [][]pt{
			{{0.02, 0.6}, {0.98, 0.62}, {0.9, 0.76}, {0.1, 0.76}},
			rect(0.28, 0.46, 0.4, 0.6),
			rect(0.48, 0.48, 0.54, 0.6),
			rect(0.6, 0.5, 0.66, 0.6),
			rect(0.14, 0.54, 0.2, 0.6),
		}}
	case Submarine:
		return shape{polys: [][]pt{
			{{0, 0.64}, {0.08, 0.57}, {0.9, 0.57}, {1, 0.63}, {0.9, 0.7}, {0.08, 0.7}},
			rect(0.42, 0.43, 0.54, 0.57),
		}, strokes: [][2]pt{{{0.47, 0.43}, {0.47, 0.32}}}, thin: true}
	case Fighter:
		return shape{polys: [][]pt{
			{{0.46, 0.06}, {0.54, 0.06}, {0.56, 0.94}, {0.44, 0.94}},
			{{0.06, 0.36}, {0.94, 0.36}, {0.94, 0.5}, {0.06, 0.5}},
			rect(0.3, 0.82, 0.7, 0.92),
		}}
	case CarrierBomber:
		return shape{polys: [][]pt{
			{{0.46, 0.04}, {0.54, 0.04}, {0.56, 0.96}, {0.44, 0.96}},
			{{0.02, 0.38}, {0.98, 0.38}, {0.9, 0.54}, {0.1, 0.54}},
			rect(0.32, 0.84, 0.68, 0.94),
			rect(0.47, 0.56, 0.53, 0.72), // the bomb or torpedo under it
		}}
	case MediumBomber, HeavyBomber:
		polys := [][]pt{
			{{0.45, 0.04}, {0.55, 0.04}, {0.56, 0.96}, {0.44, 0.96}},
			{{0.0, 0.34}, {1, 0.34}, {0.98, 0.46}, {0.02, 0.46}},
			rect(0.28, 0.84, 0.72, 0.94),
		}
		engines := []float64{0.3, 0.7}
		if s == HeavyBomber {
			engines = []float64{0.16, 0.34, 0.66, 0.84}
		}
		for _, x := range engines {
			polys = append(polys, rect(x-0.035, 0.26, x+0.035, 0.5))
		}
		return shape{polys: polys}
	}
	// Ground Forces: the box and its cross; Marines add the anchor's bar,
	// a Battalion its two strokes above the box.
	sh := shape{strokes: [][2]pt{
		{{0.12, 0.3}, {0.88, 0.3}}, {{0.88, 0.3}, {0.88, 0.8}}, {{0.88, 0.8}, {0.12, 0.8}}, {{0.12, 0.8}, {0.12, 0.3}},
		{{0.12, 0.3}, {0.88, 0.8}}, {{0.12, 0.8}, {0.88, 0.3}},
	}}
	switch s {
	case Marines:
		sh.strokes = append(sh.strokes, [2]pt{{0.5, 0.34}, {0.5, 0.76}}, [2]pt{{0.38, 0.42}, {0.62, 0.42}})
	case BattalionMark:
		sh.strokes = append(sh.strokes, [2]pt{{0.44, 0.08}, {0.44, 0.24}}, [2]pt{{0.56, 0.08}, {0.56, 0.24}})
	}
	return sh
}

// drawShape paints a silhouette in the box r, in colour c.
func drawShape(dst *ebiten.Image, v View, r Rect, sh shape, c color.Color) {
	if v.Art == nil {
		return
	}
	cr, cg, cb, ca := c.RGBA()
	for _, poly := range sh.polys {
		var p vector.Path
		for i, q := range poly {
			x, y := v.X(r.X+q.x*r.W), v.Y(r.Y+q.y*r.H)
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		p.Close()
		FillPath(dst, &p, c)
	}
	w := max(r.H*0.07, 0.8)
	if sh.thin {
		w = max(r.H*0.025, 0.8)
	}
	// The strokes take c as the polygons' vertices do, as straight alpha: a
	// faint silhouette's mast is as faint as its hull (read as premultiplied,
	// white at a sixth of opacity drew a bright tick beside a counter's type).
	sc := color.NRGBA64{R: uint16(cr), G: uint16(cg), B: uint16(cb), A: uint16(ca)}
	for _, l := range sh.strokes {
		v.SmoothLine(dst, r.X+l[0].x*r.W, r.Y+l[0].y*r.H, r.X+l[1].x*r.W, r.Y+l[1].y*r.H, w, sc)
	}
}

// DrawSilhouette paints one silhouette in r (a title screen's carrier).
func DrawSilhouette(dst *ebiten.Image, v View, r Rect, s Silhouette, c color.Color) {
	drawShape(dst, v, r, shapeOf(s), c)
}

// DrawSilhouettes paints a counter's silhouettes side by side in r.
func DrawSilhouettes(dst *ebiten.Image, v View, r Rect, ct *rules.Counter, c color.Color) {
	ss := SilhouettesOf(ct)
	w := r.W / float64(len(ss))
	for i, s := range ss {
		box := Rect{X: r.X + float64(i)*w, Y: r.Y, W: w, H: r.H}
		// Aircraft and ground symbols keep their shape: a square in the box.
		if s >= Fighter {
			side := min(box.W, box.H)
			box = Rect{X: box.CX() - side/2, Y: box.CY() - side/2, W: side, H: side}
		}
		drawShape(dst, v, box, shapeOf(s), c)
	}
}
