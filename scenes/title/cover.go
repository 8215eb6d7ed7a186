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
// once per screen size. The coastline and the lines are rasterised on a
// goroutine of their own and handed over when done, so the title's first
// frame does not wait for them: until then the sea is plain navy.
type boardCover struct {
	img   *ebiten.Image
	size  image.Point // the screen img was made for
	scale float64     // and its canvas's scale
	err   bool        // the map could not be read: the cover is plain navy

	making *coverJob // the rasterising under way, nil when none
}

// coverJob is the cover being rasterised for one screen size.
type coverJob struct {
	size  image.Point
	scale float64
	done  chan coverArt // delivers once
}

// coverArt is what the rasterising goroutine hands over: the land's and the
// Movement lines' coverage of the screen, and the areas' markers.
type coverArt struct {
	land, lines *image.Alpha
	areas       [][2]float64 // design units
	err         bool
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
	if j := c.making; j != nil {
		select {
		case art := <-j.done:
			c.making = nil
			if j.size == size && j.scale == v.Scale {
				c.build(art, size, v)
			}
		default:
		}
	}
	if c.img != nil && c.size == size && c.scale == v.Scale {
		dst.DrawImage(c.img, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
		return
	}
	if c.making == nil && !c.err {
		c.start(size, v)
	}
	dst.Fill(ui.Navy)
	if c.img != nil {
		// The last size's picture, stretched, until this size's comes.
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(float64(size.X)/float64(c.size.X), float64(size.Y)/float64(c.size.Y))
		dst.DrawImage(c.img, op)
	}
}

// settled reports that the cover is drawn as it will stay: no rasterising
// is under way.
func (c *boardCover) settled() bool { return c.making == nil && (c.img != nil || c.err) }

// start rasterises the cover for a screen of size, seen in v, on a
// goroutine: the coverage masks only, which touch no image.
func (c *boardCover) start(size image.Point, v ui.View) {
	j := &coverJob{size: size, scale: v.Scale, done: make(chan coverArt, 1)}
	c.making = j
	go func() { j.done <- rasterCover(size, v) }()
}

// rasterCover reads the board and rasterises its land and Movement lines
// for a screen of size, seen in v.
func rasterCover(size image.Point, v ui.View) coverArt {
	coast, err := assets.Coast()
	if err != nil {
		return coverArt{err: true}
	}
	data, err := rules.LoadCampaign(rules.Years()[0])
	if err != nil {
		return coverArt{err: true}
	}
	at := func(lon, lat float64) (float64, float64) { return coverAt(v.W, v.H, lon, lat) }
	art := coverArt{
		land: ui.LandCoverage(coast, func(lon, lat float64) (float32, float32) {
			x, y := at(lon, lat)
			return v.X(x), v.Y(y)
		}, size.X, size.Y),
		lines: v.LineCoverage(image.Rect(0, 0, size.X, size.Y), ui.MovementLines(data.Map, at), 2),
	}
	for _, a := range data.Map.Areas {
		x, y := at(a.Lon, a.Lat)
		art.areas = append(art.areas, [2]float64{x, y})
	}
	return art
}

// build makes the cover's image from the art rasterised for size.
func (c *boardCover) build(art coverArt, size image.Point, v ui.View) {
	if c.img != nil {
		c.img.Deallocate()
		c.img = nil
	}
	if art.err {
		c.err = true
		return
	}
	c.size, c.scale = size, v.Scale
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
	// The land, a shade lighter than the sea; the Movement lines and the
	// areas' markers.
	ui.DrawCoverage(img, art.land, color.RGBA{0x1e, 0x38, 0x5c, 0xff})
	ui.DrawCoverage(img, art.lines, color.NRGBA{0x8a, 0xa6, 0xd0, 0x60})
	for _, a := range art.areas {
		v.Circle(img, a[0], a[1], 9, color.RGBA{0x0b, 0x1e, 0x3a, 0xff})
		v.Ring(img, a[0], a[1], 9, 2, color.NRGBA{0x8a, 0xa6, 0xd0, 0x90})
	}
	c.img = img
}
