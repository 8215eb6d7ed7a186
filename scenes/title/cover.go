package title

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/assets"
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// boardCover is the cover's background: the board of the game, faint, the
// Pacific from Asia to the Americas with its areas and Movement lines, drawn
// once per screen size.
type boardCover struct {
	img   *ebiten.Image
	size  image.Point
	scale float64
	err   bool // the map could not be read: the cover is plain navy
	// waited is set once the first frame has been drawn without the
	// board: the title's name and buttons come first, the board a frame
	// later, so the window shows the title as soon as it opens.
	waited bool
}

// The cover's projection: the board's longitudes across the whole width of
// the screen, centred on the latitudes of the areas.
const (
	coverWest, coverEast = 99.0, 241.0
	coverMidLat          = 12.0
)

// coverAt places a point on a canvas cw x ch.
func coverAt(cw, ch, lon, lat float64) (x, y float64) {
	if lon < 0 {
		lon += 360
	}
	k := cw / (coverEast - coverWest)
	return (lon - coverWest) * k, ch/2 - (lat-coverMidLat)*k
}

// draw paints the cover's background over the whole screen, in v, the view
// of the whole window's canvas.
func (c *boardCover) draw(dst *ebiten.Image, v ui.View) {
	size := dst.Bounds().Size()
	if !c.waited {
		c.waited = true
		dst.Fill(ui.Navy)
		return
	}
	if c.img == nil && !c.err || c.size != size || c.scale != v.Scale {
		c.render(size, v)
	}
	if c.img == nil {
		dst.Fill(ui.Navy)
		return
	}
	dst.DrawImage(c.img, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
}

// ready says whether the board has been drawn, or cannot be.
func (c *boardCover) ready() bool { return c.img != nil || c.err }

func (c *boardCover) render(size image.Point, v ui.View) {
	if c.img != nil {
		c.img.Deallocate()
		c.img = nil
	}
	c.size, c.scale = size, v.Scale
	coast, err := assets.Coast()
	if err != nil {
		c.err = true
		return
	}
	data, err := rules.LoadCampaign(rules.Years()[0])
	if err != nil {
		c.err = true
		return
	}
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, size.X, size.Y), &ebiten.NewImageOptions{Unmanaged: true})
	img.Fill(ui.Navy)
	at := func(lon, lat float64) (float64, float64) { return coverAt(v.W, v.H, lon, lat) }
	// The grid, every 10 degrees.
	grid := color.NRGBA{0x4a, 0x6a, 0x98, 0x40}
	for lon := 90.0; lon <= 250; lon += 10 {
		x, _ := at(lon, 0)
		v.Line(img, x, 0, x, v.H, 1, grid)
	}
	for lat := -50.0; lat <= 80; lat += 10 {
		_, y := at(180, lat)
		v.Line(img, 0, y, v.W, y, 1, grid)
	}
	// The land, a shade lighter than the sea.
	if mask := ui.LandMask(coast, func(lon, lat float64) (float32, float32) {
		x, y := at(lon, lat)
		return v.X(x), v.Y(y)
	}, size.X, size.Y); mask != nil {
		op := &ebiten.DrawImageOptions{}
		op.ColorScale.ScaleWithColor(color.RGBA{0x1e, 0x38, 0x5c, 0xff})
		img.DrawImage(mask, op)
		mask.Deallocate()
	}
	// The Movement lines and the areas' markers.
	m := data.Map
	v.StrokeLines(img, ui.MovementLines(m, at), 2, color.NRGBA{0x8a, 0xa6, 0xd0, 0x60})
	for _, a := range m.Areas {
		x, y := at(a.Lon, a.Lat)
		v.Circle(img, x, y, 9, color.RGBA{0x0b, 0x1e, 0x3a, 0xff})
		v.Ring(img, x, y, 9, 2, color.NRGBA{0x8a, 0xa6, 0xd0, 0x90})
	}
	c.img = img
}
