package campaign

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nimitz/assets"
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// mapLayer is the part of the board that never changes during a game: ocean,
// land, the grid and the Movement lines. It is drawn once per window size into
// an offscreen image.
type mapLayer struct {
	img   *ebiten.Image
	scale float64
	white *ebiten.Image
}

func (m *mapLayer) whitePixel() *ebiten.Image {
	if m.white == nil {
		img := ebiten.NewImage(3, 3)
		img.Fill(color.White)
		m.white = img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return m.white
}

// draw paints the cached layer, rebuilding it when the scale changed.
func (m *mapLayer) draw(dst *ebiten.Image, v ui.View, coast [][]assets.Point, mp *rules.Map) {
	if m.img == nil || m.scale != v.Scale {
		if m.img != nil {
			m.img.Deallocate()
		}
		w, h := int(math.Ceil(mapRect.W*v.Scale)), int(math.Ceil(mapRect.H*v.Scale))
		m.img = ebiten.NewImageWithOptions(image.Rect(0, 0, max(w, 1), max(h, 1)), &ebiten.NewImageOptions{Unmanaged: true})
		m.scale = v.Scale
		// Draw with the view moved so the map's corner is the image's corner.
		lv := v
		lv.OX, lv.OY = -mapRect.X*v.Scale, -mapRect.Y*v.Scale
		m.render(m.img, lv, coast, mp)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(v.X(mapRect.X)), float64(v.Y(mapRect.Y)))
	dst.DrawImage(m.img, op)
}

func (m *mapLayer) render(dst *ebiten.Image, v ui.View, coast [][]assets.Point, mp *rules.Map) {
	// Ocean, a little deeper to the south and east.
	dst.Fill(ui.Ocean)
	for i := 0; i < 24; i++ {
		a := uint8(i * 2)
		r := ui.Rect{X: 0, Y: topH + float64(i)*mapRect.H/24, W: mapRect.W, H: mapRect.H/24 + 1}
		v.FillRect(dst, r, color.RGBA{0x10, 0x30, 0x60, a})
	}
	// The grid, every 10 degrees, with the Equator and the date line marked.
	grid := color.RGBA{0xff, 0xff, 0xff, 0x1c}
	for lon := 100.0; lon <= 240; lon += 10 {
		x, _ := project(lon, 0)
		w := 1.0
		if lon == 180 {
			w = 1.6
		}
		v.Line(dst, x, mapRect.Y, x, mapRect.Bottom(), w, grid)
	}
	for lat := -30.0; lat <= 60; lat += 10 {
		_, y := project(150, lat)
		w := 1.0
		if lat == 0 {
			w = 1.6
		}
		v.Line(dst, mapRect.X, y, mapRect.Right(), y, w, grid)
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
		r := ui.Rect{X: x + 3, Y: mapRect.Bottom() - 16, W: v.TextWidth(s, ui.SizeFine, false), H: 13}
		if gridLabelFree(mp, r) {
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
		if gridLabelFree(mp, ui.Rect{X: mapRect.Right() - 4 - w, Y: y + 2, W: w, H: 13}) {
			v.Text(dst, s, ui.SizeFine, false, lab, mapRect.Right()-4, y+2, ui.Right)
		}
	}
	v.Text(dst, "P A C I F I C    O C E A N", ui.SizeSubtitle, true, color.RGBA{0xff, 0xff, 0xff, 0x48}, 800, 250, ui.Center)
	// Movement lines, each once.
	for _, a := range mp.Areas {
		ax, ay := project(a.Lon, a.Lat)
		for _, l := range a.Lines {
			if l < a.Name {
				continue
			}
			b := mp.Area(l)
			bx, by := project(b.Lon, b.Lat)
			v.SmoothLine(dst, ax, ay, bx, by, 4.5, color.RGBA{0xf4, 0xee, 0xdc, 0x90})
			v.SmoothLine(dst, ax, ay, bx, by, 2.2, color.RGBA{0x14, 0x2a, 0x4c, 0xe0})
		}
	}
}

// fillLand fills the coastline rings (non-zero winding) and outlines them.
func (m *mapLayer) fillLand(dst *ebiten.Image, v ui.View, coast [][]assets.Point) {
	white := m.whitePixel()
	var path, outline vector.Path
	for _, ring := range coast {
		for i, p := range ring {
			x, y := project(p.Lon, p.Lat)
			if i == 0 {
				path.MoveTo(v.X(x), v.Y(y))
			} else {
				path.LineTo(v.X(x), v.Y(y))
			}
		}
		path.Close()
	}
	vs, is := path.AppendVerticesAndIndicesForFilling(nil, nil)
	r, g, b, _ := ui.Land.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, 1
	}
	op := &ebiten.DrawTrianglesOptions{FillRule: ebiten.FillRuleNonZero, AntiAlias: true}
	dst.DrawTriangles(vs, is, white, op)
	outline = path
	so := &vector.StrokeOptions{Width: v.L(1.1), LineJoin: vector.LineJoinRound}
	vs, is = outline.AppendVerticesAndIndicesForStroke(nil, nil, so)
	r, g, b, _ = ui.Coast.RGBA()
	for i := range vs {
		vs[i].SrcX, vs[i].SrcY = 1, 1
		vs[i].ColorR, vs[i].ColorG, vs[i].ColorB, vs[i].ColorA = float32(r)/0xffff, float32(g)/0xffff, float32(b)/0xffff, 1
	}
	dst.DrawTriangles(vs, is, white, &ebiten.DrawTrianglesOptions{FillRule: ebiten.FillRuleNonZero, AntiAlias: true})
}

// gridLabelFree reports whether a grid label at r would be seen: not under
// one of the boxes printed on the board, and clear of every area's marker
// and its figures.
func gridLabelFree(mp *rules.Map, r ui.Rect) bool {
	for _, box := range []ui.Rect{seqRect, jpBoxRect, usBoxRect, r2pRect, ordersRect, newForcesRect} {
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
