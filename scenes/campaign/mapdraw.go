package campaign

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/assets"
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// mapLayer draws the part of the board that never changes during a game:
// ocean, land, the grid and the Movement lines (into the layers' tiles).
type mapLayer struct {
	// bounds is each coastline ring's extent in board units, so that a
	// tile rasterises only the rings that reach it: most of a zoomed
	// board's tiles meet one or two of the Pacific's rings, or none.
	bounds []ui.Rect
	// scratch and land are the memory the tiles' land and lines are
	// rasterised in, kept from one tile to the next: a zoom draws dozens
	// of tiles, and each would otherwise make megabytes of garbage.
	scratch ui.Scratch
	land    *image.Alpha
}

// newMapLayer is the layer that draws the coastline rings coast.
func newMapLayer(coast [][]assets.Point) mapLayer {
	m := mapLayer{bounds: make([]ui.Rect, len(coast))}
	for i, ring := range coast {
		x0, y0 := math.Inf(1), math.Inf(1)
		x1, y1 := math.Inf(-1), math.Inf(-1)
		for _, p := range ring {
			x, y := project(p.Lon, p.Lat)
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
		if len(ring) > 0 {
			m.bounds[i] = ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
		}
	}
	return m
}

// ringsIn are the rings of coast that reach r (board units).
func (m *mapLayer) ringsIn(coast [][]assets.Point, r ui.Rect) [][]assets.Point {
	if len(m.bounds) != len(coast) {
		return coast
	}
	var out [][]assets.Point
	for i, ring := range coast {
		if ui.Overlaps(m.bounds[i], r, 0) {
			out = append(out, ring)
		}
	}
	return out
}

// render paints the ocean, the grid, the land and the Movement lines of the
// extent e of the map into dst (v draws e's corner at dst's); the grid's
// labels keep clear of the sheets (board units).
func (m *mapLayer) render(dst *ebiten.Image, v ui.View, e ui.Rect, sheets []ui.Rect, coast [][]assets.Point, mp *rules.Map) {
	// Ocean, a little deeper to the south and east.
	dst.Fill(ui.Ocean)
	for i := 0; i < 24; i++ {
		a := uint8(i * 2)
		r := ui.Rect{X: e.X, Y: e.Y + float64(i)*e.H/24, W: e.W, H: e.H/24 + 1}
		v.FillRect(dst, r, color.NRGBA{0x10, 0x30, 0x60, a})
	}
	// The grid, every 10 degrees, with the Equator and the date line marked.
	grid := color.NRGBA{0xff, 0xff, 0xff, 0x1c}
	for lon := 90.0; lon <= 250; lon += 10 {
		x, _ := project(lon, 0)
		w := 1.0
		if lon == 180 {
			w = 1.6
		}
		v.Line(dst, x, e.Y, x, e.Bottom(), w, grid)
	}
	for lat := -40.0; lat <= 60; lat += 10 {
		_, y := project(150, lat)
		w := 1.0
		if lat == 0 {
			w = 1.6
		}
		v.Line(dst, e.X, y, e.Right(), y, w, grid)
	}
	// Land.
	m.fillLand(dst, v, coast)
	// Grid labels along the edges.
	lab := color.RGBA{0x0b, 0x1e, 0x3a, 0xa0}
	for lon := 110.0; lon <= 230; lon += 20 {
		x, _ := project(lon, 0)
		s := fmt.Sprintf("%.0f°E", lon)
		if lon > 180 {
			s = fmt.Sprintf("%.0f°W", 360-lon)
		} else if lon == 180 {
			s = "180°"
		}
		r := ui.Rect{X: x + 3, Y: e.Bottom() - 16, W: v.TextWidth(s, ui.SizeFine, false), H: 13}
		if gridLabelFree(mp, sheets, r) {
			v.Text(dst, s, ui.SizeFine, false, lab, r.X, r.Y, ui.Left)
		}
	}
	for lat := -30.0; lat <= 50; lat += 10 {
		_, y := project(0, lat)
		s := fmt.Sprintf("%.0f°N", lat)
		if lat < 0 {
			s = fmt.Sprintf("%.0f°S", -lat)
		} else if lat == 0 {
			s = "Equator"
		}
		w := v.TextWidth(s, ui.SizeFine, false)
		if gridLabelFree(mp, sheets, ui.Rect{X: e.Right() - 4 - w, Y: y + 2, W: w, H: 13}) {
			v.Text(dst, s, ui.SizeFine, false, lab, e.Right()-4, y+2, ui.Right)
		}
	}
	v.Text(dst, "P A C I F I C    O C E A N", ui.SizeSubtitle, true, color.NRGBA{0xff, 0xff, 0xff, 0x48}, 800, 250, ui.Center)
	// Movement lines, each once.
	lines := ui.MovementLines(mp, project)
	v.StrokeCasedLines(dst, &m.scratch, lines, 4.5, color.NRGBA{0xf4, 0xee, 0xdc, 0x90}, 2.2, color.RGBA{0x14, 0x2a, 0x4c, 0xe0})
}

// fillLand fills the coastline rings and outlines them. The land is
// rasterised on the CPU (golang.org/x/image/vector, anti-aliased) into a
// coverage mask the size of dst: the GPU's anti-aliased fill of the rings
// costs a pass per triangle of their fans, seconds on a software renderer
// at the sizes a zoomed map needs. The coast is the mask in the coast
// colour moved a little each way, under the land; the five are composed on
// the CPU and drawn as one image (ui.Composite).
//
// The mask reaches a little beyond dst on every side, by more than the
// coast's width, so that a tile's coast at its edge is its neighbour's.
func (m *mapLayer) fillLand(dst *ebiten.Image, v ui.View, coast [][]assets.Point) {
	o := math.Max(0.8, float64(v.L(0.55)))
	pad := int(math.Ceil(o)) + 1
	b := dst.Bounds().Inset(-pad)
	// The mask's square in board units, a pixel wider for the
	// anti-aliasing.
	seen := ui.Rect{X: (float64(b.Min.X-1) - v.OX) / v.Scale, Y: (float64(b.Min.Y-1) - v.OY) / v.Scale,
		W: float64(b.Dx()+2) / v.Scale, H: float64(b.Dy()+2) / v.Scale}
	coast = m.ringsIn(coast, seen)
	if len(coast) == 0 {
		return
	}
	m.land = ui.LandCoverage(&m.scratch, m.land, coast, func(lon, lat float64) (float32, float32) {
		x, y := project(lon, lat)
		return v.X(x) - float32(b.Min.X), v.Y(y) - float32(b.Min.Y)
	}, b.Dx(), b.Dy())
	land := m.land
	if land == nil {
		return
	}
	// The coast is the land moved each way by o, drawn without filtering:
	// whole pixels, those nearest sampling picks.
	var coastCol, landCol ebiten.ColorScale
	coastCol.ScaleWithColor(ui.Coast)
	landCol.ScaleWithColor(ui.Land)
	var ps []ui.Paint
	for _, d := range [][2]float64{{-o, 0}, {o, 0}, {0, -o}, {0, o}} {
		ps = append(ps, ui.Paint{Mask: land, DX: int(math.Ceil(d[0] - 0.5)), DY: int(math.Ceil(d[1] - 0.5)), Colour: coastCol})
	}
	ui.Composite(dst, &m.scratch, b.Min, append(ps, ui.Paint{Mask: land, Colour: landCol}))
}

// gridLabelFree reports whether a grid label at r would be seen: not under
// one of the boxes printed on the board, and clear of every area's marker
// and its figures.
func gridLabelFree(mp *rules.Map, sheets []ui.Rect, r ui.Rect) bool {
	for _, box := range sheets {
		if ui.Overlaps(r, box, 0) {
			return false
		}
	}
	for _, a := range mp.Areas {
		x, y := project(a.Lon, a.Lat)
		if ui.Overlaps(r, ui.Rect{X: x - 30, Y: y - 24, W: 60, H: 48}, 0) {
			return false
		}
	}
	return true
}
