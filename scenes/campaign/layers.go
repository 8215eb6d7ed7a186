package campaign

import (
	"image"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// layers caches the screen in images, so a frame paints few pixels and a pan
// moves pictures instead of drawing the board again:
//
//   - tiles, the board at the camera's zoom as it never changes during a
//     game (the ocean, the land, the grid, the Movement lines, the areas'
//     markers and names), in square tiles drawn when they first come into
//     view and let go when they leave it: only the part of the board the
//     window shows is drawn and kept, not the whole Pacific at every zoom.
//   - mapState, the tiles under the part of the board in view and a margin
//     round it (win), with the state of the game on the map: Objective
//     markers, Scouting counters, lit areas, the stacks, the supply network.
//     Drawn again when a pan leaves the margin.
//   - chrome, what lies over the map and around it, on an image of the
//     screen's size: the charts and boxes with their contents and lit rows,
//     the top bar, the log and the side panels' backgrounds. Over the map
//     area it holds only the rectangles it draws there (onMap: the sheets,
//     the supply network's key); the rest of the map area is neither drawn
//     nor painted from it.
//
// The screen is painted from them: mapState through the camera in the map
// area, chrome outside it and over it where onMap says. chrome is opaque
// outside the map area (it lies on the navy ground there), so painting the
// screen whole takes one copy of the map area, one of the rest and one of
// the sheets: on a software renderer every pass costs in proportion to the
// pixels it covers, and a pass of chrome over the whole map area would
// blend a transparent image over most of it. A screen-sized image of the
// two composed would cost two more full-screen passes a frame, and its
// memory; so would a copy of the printed sheets kept to start chrome from:
// chrome is drawn again from nothing, in its own parts, instead.
//
// mapState and chrome are drawn again only when the state key changes (a
// decision, an animated event, the selection, the log); the map area of the
// screen is painted again when that or the camera does, so a pan within the
// margin copies the map area and chrome's part over it. What follows the
// cursor (highlights, the magnifier, the side panels) and the animation's
// moving parts are painted over the board each frame; the next frame paints
// the board back over just those rectangles.
type layers struct {
	size     image.Point
	scale    float64
	chrome   *ebiten.Image                 // screen-sized, drawn only in onMap over the map
	tiles    map[image.Point]*ebiten.Image // the board at mapScale, by tile
	mapState *ebiten.Image                 // the board's part win, at mapScale
	// chromeTex and stateTex hold chrome's and mapState's textures, kept
	// through a resize or a zoom step for the next size; spare holds the
	// textures of whole tiles let go by one, for the next tiles drawn, until
	// the board's window is drawn whole.
	chromeTex, stateTex ownTexture
	spare               []*ebiten.Image
	// onMap is where chrome draws over the map area, in the screen's
	// pixels, as rectangles that do not overlap (so a shadow is blended
	// once): the only part of the map area painted from chrome.
	onMap []image.Rectangle
	// win is the part of the board mapState shows, in its pixels at
	// mapScale from the extent's top-left corner.
	win      image.Rectangle
	mapScale float64
	folds    folds      // the folding chrome shows
	state    boardKey   // the state mapState and chrome show
	view     composeKey // what the screen is painted with
	// mapArea is the map's part of the screen, in pixels, where chrome is
	// transparent; at, mv and k put mapState there: the camera, its view and
	// the scale from mapState's pixels to the screen's (not 1 in a preview).
	mapArea  image.Rectangle
	at       camera
	mv       ui.View
	k        float64
	obj      [2]*ebiten.Image
	objScale float64 // the scale obj was drawn at
	// preview says the board shows the map scaled from another zoom, at
	// previewScale (0 when it shows it drawn at its own).
	preview      bool
	previewScale float64
	// filling says mapState still has tiles to draw, a few a frame
	// (fillMargin): the frame after a pan draws only the tiles in view,
	// after a zoom step or a resize only a few of them.
	filling bool
	// sharpening is the last complete mapState at half its size, kept
	// after a zoom step or a resize while the new one is drawn a few tiles
	// a frame: the screen shows it scaled where the new tiles are not drawn
	// yet. Halved, it costs a quarter of the memory the two boards would
	// have together, and it is shown blurred anyway. old says where it
	// lies: its part of the board (as win), the scale it was drawn at and
	// the extent's corner its pixels start from.
	sharpening *ebiten.Image
	old        struct {
		win    image.Rectangle
		scale  float64
		corner [2]float64
		whole  bool // every tile of win was drawn: no part is transparent
	}
	// painted is what the last frame painted over the board on the screen
	// (design units), where the next one puts the board back first.
	painted []ui.Rect
	// spots is the state of each area mapState shows (mapSpots); changed
	// is the screen's pixels where mapState was drawn again for the areas
	// whose spot changed, painted by repaintParts.
	spots   map[string]mapSpot
	changed []image.Rectangle
}

// over records that a frame painted r over the board on the screen, so the
// next frame puts the board back there first.
func (l *layers) over(r ui.Rect) { l.painted = append(l.painted, r.Inset(-4)) }

// repaint is how much of the screen a frame paints from the layers.
type repaint int

const (
	// repaintOver paints the board back only over what the last frame
	// painted over it.
	repaintOver repaint = iota
	// repaintMap paints the map area (the camera moved) and what the last
	// frame painted over the board outside it.
	repaintMap
	// repaintParts paints what changed with the state: the screen outside
	// the map area, chrome's part over it, the areas of the map drawn
	// again, and what the last frame painted over the board.
	repaintParts
	// repaintAll paints the whole screen.
	repaintAll
)

// show puts the board on the screen dst for a new frame, as much of it as r
// says.
func (l *layers) show(dst *ebiten.Image, v ui.View, r repaint) {
	switch r {
	case repaintAll:
		l.paint(dst, dst.Bounds())
	case repaintMap:
		l.paint(dst, l.mapArea)
		for _, px := range l.pixels(v, l.painted) {
			if !px.In(l.mapArea) {
				l.paint(dst, px)
			}
		}
	case repaintParts:
		// Painting a pixel twice gives it the same colour: each paint
		// copies mapState under chrome.
		for _, px := range outside(dst.Bounds(), l.mapArea) {
			l.paint(dst, px)
		}
		for _, px := range slices.Concat(l.onMap, l.changed, l.pixels(v, l.painted)) {
			l.paint(dst, px)
		}
	default:
		for _, px := range slices.Concat(l.changed, l.pixels(v, l.painted)) {
			l.paint(dst, px)
		}
	}
	l.painted = l.painted[:0]
}

// composeKey is what the board layer shows: the state, through the camera,
// with the charts folded or not.
type composeKey struct {
	state boardKey
	cam   camera
	folds folds
}

// boardKey is the state of the game the layers show, everything that can
// change during play but the view.
type boardKey struct {
	applied   int // decisions applied by this screen
	animCur   int
	animLen   int
	animBusy  bool
	logN      int
	logBack   int
	selection int
	network   bool
	folds     int // changes of the folding (a folded box's contents are not drawn)
}

func (s *Scene) boardKey() boardKey {
	return boardKey{applied: s.applied, animCur: s.anim.cur, animLen: len(s.anim.queue), animBusy: s.anim.busy(),
		logN: len(s.log.entries), logBack: s.log.back, selection: s.sel.Version,
		network: s.network, folds: s.folds.changed}
}

// composeKey is what the board layer must show now.
func (s *Scene) composeKey() composeKey {
	return composeKey{state: s.boardKey(), cam: s.cam.camera, folds: s.folds.folded}
}

// prepare brings the layers up to date for a screen of the given size; it
// says how much of the screen must be painted again.
func (l *layers) prepare(s *Scene, v ui.View, size image.Point, board map[stackKey][]*rules.Force) repaint {
	l.changed = l.changed[:0]
	if size.X <= 0 || size.Y <= 0 {
		return repaintOver
	}
	fresh := false
	// Own textures of the exact size, not pages of the shared atlas.
	own := &ebiten.NewImageOptions{Unmanaged: true}
	screen := image.Rect(0, 0, size.X, size.Y)
	mapArea := s.cam.clipRect(v, screen)
	if l.chrome == nil || l.size != size || l.scale != v.Scale || l.mapArea != mapArea {
		for _, img := range l.obj {
			if img != nil {
				img.Deallocate()
			}
		}
		l.size, l.scale, l.mapArea = size, v.Scale, mapArea
		l.chrome = l.chromeTex.image(size)
		l.obj = [2]*ebiten.Image{}
		fresh = true
	}
	mv := s.cam.view(v)
	mapFresh := fresh
	// Just after a zoom step, while the wheel may still be turning, the
	// board is shown by scaling the last one; drawn at the new size once the
	// zoom rests, since that takes a long moment on a slow GPU.
	l.preview = !fresh && l.mapState != nil && l.mapScale != mv.Scale && s.cam.resting(s.tick) < zoomRest
	if l.preview {
		ck := s.composeKey()
		if ck != l.view || l.previewScale != mv.Scale {
			l.view, l.previewScale = ck, mv.Scale
			l.aim(s.cam.camera, mv, mv.Scale/l.mapScale)
			return repaintMap
		}
		return repaintOver
	}
	// A new size or zoom draws the board's tiles anew (a new size may show
	// another extent); a pan out of mapState's margin draws the new tiles
	// under it.
	scaled := fresh || l.mapState == nil || l.mapScale != mv.Scale
	if scaled {
		l.keepSharpening()
		l.dropTiles()
		l.mapScale = mv.Scale
	}
	in := l.inView(s.cam.camera, mv)
	if scaled || !in.In(l.win) {
		l.setWindow(s, v, mv, in, scaled)
		mapFresh = true
	} else if l.sharpening == nil && len(l.missing(in)) > 0 {
		// A pan onto the margin before fillMargin has drawn it.
		l.setWindow(s, v, mv, in, false)
		mapFresh = true
	}
	l.sharpened(s.cam.camera, mv)
	// A sheet folded or opened shows another part of the map.
	refold := l.folds != s.folds.folded
	if refold {
		l.folds = s.folds.folded
		fresh = true
	}
	k := s.boardKey()
	if scaled {
		// A rehearsal on a scrap image makes the counters' sprites at the new
		// scale first: made while drawing into the large image, each would
		// switch the GPU's target away from it and back, which costs seconds
		// on a software renderer.
		// It draws nothing anyone sees: the layout recorder is left out.
		scrap := ebiten.NewImageWithOptions(image.Rect(0, 0, 8, 8), own)
		s.drawMapState(scrap, unrecorded(boardView(mv, s.cam.extent())), board)
		scrap.Deallocate()
	}
	// After a decision or an animated event, only the areas whose state
	// changed are drawn again, unless the supply network, which runs across
	// the map, is shown or was.
	partial := !mapFresh && k != l.state && l.spots != nil && !s.network && !l.state.network
	l.aim(s.cam.camera, mv, 1)
	if mapFresh || k != l.state {
		spots := s.mapSpots(board)
		switch {
		case partial:
			l.redrawSpots(s, mv, board, spots)
		case scaled && l.sharpening != nil:
			// A new mapState, shown over the last one scaled: its first
			// tiles now, each with the state over it, the rest a frame at
			// a time.
			l.fillMargin(s, v, mv, board)
		default:
			for p, t := range l.tiles {
				op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
				op.GeoM.Translate(float64(p.X*mapTile-l.win.Min.X), float64(p.Y*mapTile-l.win.Min.Y))
				l.mapState.DrawImage(t, op)
			}
			done := s.throughCamera(v)
			s.drawMapState(l.mapState, l.winView(mv, s.cam.extent()), board)
			done()
		}
		l.spots = spots
	}
	chrome := fresh || k != l.state
	if chrome {
		l.drawChrome(s, v, screen, board)
	}
	l.state = k
	if ck := s.composeKey(); chrome || mapFresh || ck != l.view || l.previewScale != 0 {
		still := ck.cam == l.view.cam && l.previewScale == 0
		l.view, l.previewScale = ck, 0
		l.setFilling(len(l.missing(l.win)) > 0)
		switch {
		case partial && still && !refold:
			return repaintParts
		case chrome:
			return repaintAll
		}
		return repaintMap
	}
	if l.filling {
		l.setFilling(l.fillMargin(s, v, mv, board))
		l.sharpened(s.cam.camera, mv)
	}
	return repaintOver
}

// keepSharpening keeps a copy of mapState at half its size, before a zoom
// step or a resize lets it go, to be shown scaled while the new one is
// drawn; unless mapState was itself being drawn, when the last complete
// board's copy stays.
func (l *layers) keepSharpening() {
	if l.mapState == nil {
		return
	}
	if l.sharpening == nil {
		e := l.at.extent()
		b := l.mapState.Bounds()
		l.sharpening = ebiten.NewImageWithOptions(image.Rect(0, 0, (b.Dx()+1)/2, (b.Dy()+1)/2), &ebiten.NewImageOptions{Unmanaged: true})
		for _, r := range l.drawn() {
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear, Blend: ebiten.BlendCopy}
			op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
			op.GeoM.Scale(0.5, 0.5)
			l.sharpening.DrawImage(l.mapState.SubImage(r).(*ebiten.Image), op)
		}
		l.old.win, l.old.scale, l.old.corner, l.old.whole = l.win, l.mapScale, [2]float64{e.X, e.Y}, !l.filling
	}
	l.mapState = nil
}

// drawn is mapState's parts that hold the board, in its pixels: all of it
// once no tile is left to draw, else the tiles drawn so far. The rest holds
// what its texture held before (ownTexture) and is never shown.
func (l *layers) drawn() []image.Rectangle {
	if !l.filling {
		return []image.Rectangle{l.mapState.Bounds()}
	}
	var out []image.Rectangle
	for p := range l.tiles {
		if r := tileRect(p).Intersect(l.win).Sub(l.win.Min); !r.Empty() {
			out = append(out, r)
		}
	}
	return out
}

// sharpened lets go of the last mapState once every tile in view is drawn
// at the new zoom.
func (l *layers) sharpened(c camera, mv ui.View) {
	if l.sharpening != nil && l.mapScale == mv.Scale && len(l.missing(l.inView(c, mv))) == 0 {
		l.sharpening.Deallocate()
		l.sharpening = nil
	}
}

// boardRect is the board units under mapState's part r (its pixels), with
// the extent e, a pixel wider on every side.
func (l *layers) boardRect(r image.Rectangle, e ui.Rect) ui.Rect {
	r = r.Add(l.win.Min).Inset(-1)
	return ui.Rect{X: e.X + float64(r.Min.X)/l.mapScale, Y: e.Y + float64(r.Min.Y)/l.mapScale,
		W: float64(r.Dx()) / l.mapScale, H: float64(r.Dy()) / l.mapScale}
}

// onScreen is the screen's pixels where mapState's part r (its pixels)
// is painted, unscaled.
func (l *layers) onScreen(r image.Rectangle) image.Rectangle {
	e := l.at.extent()
	ox, oy := float64(l.mv.X(e.X))+float64(l.win.Min.X), float64(l.mv.Y(e.Y))+float64(l.win.Min.Y)
	return image.Rect(int(math.Floor(float64(r.Min.X)+ox)), int(math.Floor(float64(r.Min.Y)+oy)),
		int(math.Ceil(float64(r.Max.X)+ox)), int(math.Ceil(float64(r.Max.Y)+oy)))
}

// drawChrome draws chrome anew: the navy ground round the map, under what
// is drawn there (the screen is painted from chrome without a ground of its
// own), onMap cleared, then the sheets as printed and the state over them.
// What chrome held over the map outside onMap stays, never painted.
func (l *layers) drawChrome(s *Scene, v ui.View, screen image.Rectangle, board map[stackKey][]*rules.Force) {
	var on []image.Rectangle
	for _, px := range l.pixels(v, s.chromeOnMap(v)) {
		if px = px.Intersect(l.mapArea); !px.Empty() {
			on = append(on, px)
		}
	}
	l.onMap = disjoint(on)
	for _, r := range outside(screen, l.mapArea) {
		l.chrome.SubImage(r).(*ebiten.Image).Fill(ui.Navy)
	}
	for _, r := range l.onMap {
		l.chrome.SubImage(r).(*ebiten.Image).Clear()
	}
	s.drawPrinted(l.chrome, v)
	s.drawChromeState(l.chrome, v, board)
}

// redrawSpots draws mapState again where the state of an area changed
// from spots: the tiles copied back under the area's spot, then the state of
// every area that reaches it, in the order of drawMapState, clipped to it. It
// records the screen's pixels to paint again in changed.
func (l *layers) redrawSpots(s *Scene, mv ui.View, board map[stackKey][]*rules.Force, spots map[string]mapSpot) {
	e := s.cam.extent()
	// Drawn again where the full drawing has already been seen: the
	// layout recorder is left out.
	wv := unrecorded(l.winView(mv, e))
	ox, oy := float64(mv.X(e.X))+float64(l.win.Min.X), float64(mv.Y(e.Y))+float64(l.win.Min.Y)
	for _, a := range changedSpots(l.spots, spots) {
		seen := s.spotBounds(a)
		r := boardPixels(wv, seen).Intersect(l.mapState.Bounds())
		if r.Empty() {
			continue
		}
		sub := l.mapState.SubImage(r).(*ebiten.Image)
		for p, t := range l.tiles {
			if tileRect(p).Sub(l.win.Min).Overlaps(r) {
				op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
				op.GeoM.Translate(float64(p.X*mapTile-l.win.Min.X), float64(p.Y*mapTile-l.win.Min.Y))
				sub.DrawImage(t, op)
			}
		}
		s.drawSpotsIn(sub, wv, board, func(area string) bool { return ui.Overlaps(s.spotBounds(area), seen, 0) })
		px := image.Rect(int(math.Floor(float64(r.Min.X)+ox)), int(math.Floor(float64(r.Min.Y)+oy)),
			int(math.Ceil(float64(r.Max.X)+ox)), int(math.Ceil(float64(r.Max.Y)+oy)))
		if px = px.Intersect(l.mapArea); !px.Empty() {
			l.changed = append(l.changed, px)
		}
	}
}

// aim puts mapState, scaled by k, where camera c and its view mv show it.
func (l *layers) aim(c camera, mv ui.View, k float64) { l.at, l.mv, l.k = c, mv, k }

// paint paints the part px of the screen dst (pixels) from the layers:
// mapState through the camera in the map area, chrome outside it and over
// it in onMap.
func (l *layers) paint(dst *ebiten.Image, px image.Rectangle) {
	if l.chrome == nil {
		return
	}
	px = px.Intersect(dst.Bounds()).Intersect(l.chrome.Bounds())
	if px.Empty() {
		return
	}
	if m := px.Intersect(l.mapArea); !m.Empty() && l.sharpening != nil {
		l.paintSharpening(dst.SubImage(m).(*ebiten.Image))
	} else if !m.Empty() && l.mapState != nil {
		sub := dst.SubImage(m).(*ebiten.Image)
		e := l.at.extent()
		op := &ebiten.DrawImageOptions{}
		ox, oy := float64(l.mv.X(e.X)), float64(l.mv.Y(e.Y))
		switch {
		case l.k != 1:
			// Zoomed out, the last zoom's image covers less than the map:
			// the rest is open sea until the zoom rests and the tiles are
			// drawn.
			op.Filter = ebiten.FilterLinear
			if l.filling {
				sub.Fill(ui.Ocean)
				break
			}
			g := ebiten.GeoM{}
			g.Translate(float64(l.win.Min.X), float64(l.win.Min.Y))
			g.Scale(l.k, l.k)
			g.Translate(ox, oy)
			fillAround(sub, g, l.mapState.Bounds().Size(), ui.Ocean)
		case m.In(l.covered(ox, oy)):
			op.Blend = ebiten.BlendCopy
		default:
			sub.Fill(ui.Navy)
		}
		for _, r := range l.drawn() {
			op := *op
			op.GeoM.Translate(float64(l.win.Min.X+r.Min.X), float64(l.win.Min.Y+r.Min.Y))
			if l.k != 1 {
				op.GeoM.Scale(l.k, l.k)
			}
			op.GeoM.Translate(ox, oy)
			sub.DrawImage(l.mapState.SubImage(r).(*ebiten.Image), &op)
		}
	}
	chrome := func(r image.Rectangle, blend ebiten.Blend) {
		op := &ebiten.DrawImageOptions{Blend: blend}
		op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
		dst.DrawImage(l.chrome.SubImage(r).(*ebiten.Image), op)
	}
	for _, r := range outside(px, l.mapArea) {
		chrome(r, ebiten.BlendCopy)
	}
	for _, r := range l.onMap {
		if r = r.Intersect(px); !r.Empty() {
			chrome(r, ebiten.BlendSourceOver)
		}
	}
}

// paintSharpening paints the map area's part dst while mapState is drawn
// a few tiles a frame: the last complete mapState scaled to the zoom, the
// open sea where it does not reach, and the tiles drawn so far over it, at
// their own scale (none while the zoom still turns).
func (l *layers) paintSharpening(dst *ebiten.Image) {
	k := l.mv.Scale / l.old.scale
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(2, 2)
	op.GeoM.Translate(float64(l.old.win.Min.X), float64(l.old.win.Min.Y))
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(float64(l.mv.X(l.old.corner[0])), float64(l.mv.Y(l.old.corner[1])))
	if l.old.whole {
		fillAround(dst, op.GeoM, l.sharpening.Bounds().Size(), ui.Ocean)
	} else {
		dst.Fill(ui.Ocean)
	}
	dst.DrawImage(l.sharpening, op)
	if l.mapState == nil || l.mapScale != l.mv.Scale {
		return
	}
	e := l.at.extent()
	for p := range l.tiles {
		r := tileRect(p).Intersect(l.win).Sub(l.win.Min)
		if r.Empty() || !l.onScreen(r).Overlaps(dst.Bounds()) {
			continue
		}
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(float64(r.Min.X+l.win.Min.X), float64(r.Min.Y+l.win.Min.Y))
		op.GeoM.Translate(float64(l.mv.X(e.X)), float64(l.mv.Y(e.Y)))
		dst.DrawImage(l.mapState.SubImage(r).(*ebiten.Image), op)
	}
}

// fillAround fills dst with c but for the whole pixels that an opaque
// image of the given size, drawn through g next, covers: painting those
// twice would cost a pass over most of the map area on a software renderer.
func fillAround(dst *ebiten.Image, g ebiten.GeoM, size image.Point, c color.Color) {
	x0, y0 := g.Apply(0, 0)
	x1, y1 := g.Apply(float64(size.X), float64(size.Y))
	in := image.Rect(int(math.Ceil(x0)), int(math.Ceil(y0)), int(math.Floor(x1)), int(math.Floor(y1)))
	for _, r := range outside(dst.Bounds(), in) {
		dst.SubImage(r).(*ebiten.Image).Fill(c)
	}
}

// outside is the part of r outside m, in up to four rectangles: the bands
// above and below m, and those left and right of it between them.
func outside(r, m image.Rectangle) []image.Rectangle {
	m = m.Intersect(r)
	if m.Empty() {
		return []image.Rectangle{r}
	}
	var out []image.Rectangle
	for _, b := range []image.Rectangle{
		image.Rect(r.Min.X, r.Min.Y, r.Max.X, m.Min.Y),
		image.Rect(r.Min.X, m.Max.Y, r.Max.X, r.Max.Y),
		image.Rect(r.Min.X, m.Min.Y, m.Min.X, m.Max.Y),
		image.Rect(m.Max.X, m.Min.Y, r.Max.X, m.Max.Y),
	} {
		if !b.Empty() {
			out = append(out, b)
		}
	}
	return out
}

// disjoint is the pixels of rs as rectangles that do not overlap: the
// plane cut along every edge of rs, each row of cells merged where it runs
// on.
func disjoint(rs []image.Rectangle) []image.Rectangle {
	var xs, ys []int
	for _, r := range rs {
		xs = append(xs, r.Min.X, r.Max.X)
		ys = append(ys, r.Min.Y, r.Max.Y)
	}
	slices.Sort(xs)
	slices.Sort(ys)
	xs, ys = slices.Compact(xs), slices.Compact(ys)
	covered := func(c image.Rectangle) bool {
		for _, r := range rs {
			if c.In(r) {
				return true
			}
		}
		return false
	}
	var out []image.Rectangle
	for j := 0; j+1 < len(ys); j++ {
		run := image.Rectangle{}
		for i := 0; i+1 < len(xs); i++ {
			c := image.Rect(xs[i], ys[j], xs[i+1], ys[j+1])
			switch {
			case !covered(c):
				if !run.Empty() {
					out = append(out, run)
				}
				run = image.Rectangle{}
			case run.Empty():
				run = c
			default:
				run.Max.X = c.Max.X
			}
		}
		if !run.Empty() {
			out = append(out, run)
		}
	}
	return out
}

// covered is the screen's pixels mapState covers whole, drawn unscaled with
// the extent's corner at (ox, oy).
func (l *layers) covered(ox, oy float64) image.Rectangle {
	x, y := ox+float64(l.win.Min.X), oy+float64(l.win.Min.Y)
	return image.Rect(int(math.Ceil(x)), int(math.Ceil(y)),
		int(math.Floor(x+float64(l.win.Dx()))), int(math.Floor(y+float64(l.win.Dy()))))
}

// mapTile is the side of the board's tiles, in pixels; mapMargin how far
// beyond the part of the board in view mapState reaches, so that a pan
// copies images for that far before the state is drawn again.
const (
	mapTile      = 256
	mapMargin    = 192
	mapMarginMin = 64
)

// inView is the part of the board the camera shows in the map area, in
// pixels at mv's scale from the extent's top-left corner.
func (l *layers) inView(c camera, mv ui.View) image.Rectangle {
	e := c.extent()
	clip := l.mapArea
	ox, oy := float64(mv.X(e.X)), float64(mv.Y(e.Y))
	r := image.Rect(int(math.Floor(float64(clip.Min.X)-ox)), int(math.Floor(float64(clip.Min.Y)-oy)),
		int(math.Ceil(float64(clip.Max.X)-ox)), int(math.Ceil(float64(clip.Max.Y)-oy)))
	return r.Intersect(l.extentPixels(e))
}

// extentPixels is the whole extent e in pixels at mapScale.
func (l *layers) extentPixels(e ui.Rect) image.Rectangle {
	return image.Rect(0, 0, max(1, int(math.Ceil(e.W*l.mapScale))), max(1, int(math.Ceil(e.H*l.mapScale))))
}

// setWindow makes mapState show in, the part of the board in view, and a
// margin round it: the tiles under it are drawn if they are new, those
// beyond the margin let go. After a zoom step or a resize (lazy) only the
// tiles under in are drawn; the margin's are left to fillMargin, so that the
// board is shown sooner. While the last board is shown scaled (sharpening)
// none are: all are left to fillMargin, a few a frame.
func (l *layers) setWindow(s *Scene, v, mv ui.View, in image.Rectangle, lazy bool) {
	e := s.cam.extent()
	all := l.extentPixels(e)
	mx, my := windowMargin(in.Dx()), windowMargin(in.Dy())
	win := image.Rect(in.Min.X-mx, in.Min.Y-my, in.Max.X+mx, in.Max.Y+my).Intersect(all)
	if win.Empty() {
		win = all
	}
	if l.mapState == nil || l.mapState.Bounds().Size() != win.Size() {
		l.mapState = l.stateTex.image(win.Size())
	}
	l.win = win
	if l.tiles == nil {
		l.tiles = map[image.Point]*ebiten.Image{}
	}
	for p, t := range l.tiles {
		if !tileRect(p).Overlaps(win) {
			l.dropTile(p, t)
		}
	}
	if !lazy {
		in = win
	}
	if l.sharpening != nil {
		// The last board is shown scaled meanwhile: the tiles are drawn a
		// few a frame (fillMargin), the middle of the view first.
		return
	}
	for _, p := range l.missing(in) {
		l.drawTile(s, v, mv, p)
	}
}

// nearest sorts tiles for drawing: those under in (the part of the board in
// view) first, each nearest in's middle first.
func (l *layers) nearest(tiles []image.Point, in image.Rectangle) []image.Point {
	c := image.Pt((in.Min.X+in.Max.X)/2, (in.Min.Y+in.Max.Y)/2)
	rank := func(p image.Point) int {
		m := tileRect(p)
		dx, dy := (m.Min.X+m.Max.X)/2-c.X, (m.Min.Y+m.Max.Y)/2-c.Y
		d := dx*dx + dy*dy
		if !m.Overlaps(in) {
			d += 1 << 40
		}
		return d
	}
	slices.SortFunc(tiles, func(a, b image.Point) int { return rank(a) - rank(b) })
	return tiles
}

// windowMargin is how far mapState reaches beyond a view d pixels long:
// mapMargin, or less, down to mapMarginMin, where that keeps mapState's
// side within a power of two. A GPU's texture is as large as the next
// power of two (Ebitengine's OpenGL driver makes them so): at 1920x1080
// the full margin made mapState 2,048 pixels high for 1,036, twice the
// memory.
func windowMargin(d int) int {
	return min(mapMargin, (pow2(d+2*mapMarginMin)-d)/2)
}

// missing are the tiles under r (the board's pixels) not drawn yet.
func (l *layers) missing(r image.Rectangle) []image.Point {
	var out []image.Point
	if r.Empty() {
		return nil
	}
	for ty := r.Min.Y / mapTile; ty*mapTile < r.Max.Y; ty++ {
		for tx := r.Min.X / mapTile; tx*mapTile < r.Max.X; tx++ {
			if p := image.Pt(tx, ty); l.tiles[p] == nil {
				out = append(out, p)
			}
		}
	}
	return out
}

// drawTile draws the board's tile p.
func (l *layers) drawTile(s *Scene, v, mv ui.View, p image.Point) {
	e := s.cam.extent()
	r := tileRect(p).Intersect(l.extentPixels(e))
	t := l.tileImage(r.Size())
	tv := boardView(mv, e)
	tv.OX -= float64(r.Min.X)
	tv.OY -= float64(r.Min.Y)
	// The board units the tile shows; the layout recorder (tests) sees the
	// board's texts once a zoom, from the first tile, which draws them all
	// (each tile draws its own part). Without a recorder (in play) no tile
	// draws more than its part: every area's marker drawn into one tile
	// made one batch of paths several times any frame's, and Ebitengine
	// keeps its vertex buffers as large as the largest batch.
	seen := ui.Rect{X: e.X + float64(r.Min.X)/mv.Scale, Y: e.Y + float64(r.Min.Y)/mv.Scale,
		W: float64(r.Dx()) / mv.Scale, H: float64(r.Dy()) / mv.Scale}
	done := func() {}
	if len(l.tiles) == 0 && v.Fonts != nil && v.Fonts.Layout != nil {
		done = s.throughCamera(v)
		seen = e
	} else {
		tv = unrecorded(tv)
	}
	s.drawMapBackground(t, tv, seen)
	done()
	l.tiles[p] = t
}

// unrecorded is v with the layout recorder left out: for what is drawn again
// or where no one sees it.
func unrecorded(v ui.View) ui.View {
	if v.Fonts != nil {
		f := *v.Fonts
		f.Layout = nil
		v.Fonts = &f
	}
	return v
}

// marginTiles is how many of the margin's tiles a frame draws after a zoom
// or a pan has shown new ones.
const marginTiles = 4

// fillMargin draws a few of mapState's margin tiles not drawn yet, nearest
// the view first, with the state of the game over them; it reports whether
// any are left. They are out of sight: the screen is not painted again.
func (l *layers) fillMargin(s *Scene, v, mv ui.View, board map[stackKey][]*rules.Force) bool {
	todo := l.missing(l.win)
	if len(todo) == 0 {
		return false
	}
	in := l.inView(s.cam.camera, mv)
	todo = l.nearest(todo, in)
	wv := unrecorded(l.winView(mv, s.cam.extent()))
	for _, p := range todo[:min(marginTiles, len(todo))] {
		l.drawTile(s, v, mv, p)
		r := tileRect(p).Intersect(l.win).Sub(l.win.Min)
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(float64(p.X*mapTile-l.win.Min.X), float64(p.Y*mapTile-l.win.Min.Y))
		sub := l.mapState.SubImage(r).(*ebiten.Image)
		sub.DrawImage(l.tiles[p], op)
		if s.network {
			s.drawMapState(sub, wv, board)
		} else {
			// Only the areas that reach the tile: each pile drawn is a
			// sprite and its texts, clipped or not.
			seen := l.boardRect(r, s.cam.extent())
			s.drawSpotsIn(sub, wv, board, func(area string) bool { return ui.Overlaps(s.spotBounds(area), seen, 0) })
		}
		// A tile in view, drawn while the last board is shown scaled, is
		// painted at once: the map sharpens a few tiles a frame.
		if px := l.onScreen(r).Intersect(l.mapArea); l.sharpening != nil && !px.Empty() {
			l.changed = append(l.changed, px)
		}
	}
	return len(todo) > marginTiles
}

// tileRect is tile p's square, in the board's pixels.
func tileRect(p image.Point) image.Rectangle {
	return image.Rect(p.X*mapTile, p.Y*mapTile, (p.X+1)*mapTile, (p.Y+1)*mapTile)
}

// dropTiles lets go of the board's tiles and mapState.
func (l *layers) dropTiles() {
	for p, t := range l.tiles {
		l.dropTile(p, t)
	}
	l.mapState = nil
}

// dropTile lets go of tile p, t, keeping its texture in spare if it is a
// whole tile (those at the board's edge are cut to it).
func (l *layers) dropTile(p image.Point, t *ebiten.Image) {
	delete(l.tiles, p)
	if t.Bounds().Size() == image.Pt(mapTile, mapTile) {
		l.spare = append(l.spare, t)
		return
	}
	t.Deallocate()
}

// tileImage is an image for a tile of the given size: a spare texture for
// a whole tile, or a new one. Drawing a tile fills it whole, so the spare's
// old pixels never show.
func (l *layers) tileImage(size image.Point) *ebiten.Image {
	if n := len(l.spare); n > 0 && size == image.Pt(mapTile, mapTile) {
		t := l.spare[n-1]
		l.spare = l.spare[:n-1]
		return t
	}
	return ebiten.NewImageWithOptions(image.Rectangle{Max: size}, &ebiten.NewImageOptions{Unmanaged: true})
}

// setFilling records whether mapState has tiles left to draw; once none
// is left, the spare tiles' textures are let go.
func (l *layers) setFilling(left bool) {
	l.filling = left
	if left {
		return
	}
	for _, t := range l.spare {
		t.Deallocate()
	}
	l.spare = nil
}

// winView is the view that draws the board into mapState: boardView moved
// to win's corner.
func (l *layers) winView(mv ui.View, e ui.Rect) ui.View {
	bv := boardView(mv, e)
	bv.OX -= float64(l.win.Min.X)
	bv.OY -= float64(l.win.Min.Y)
	return bv
}

// zoomRest is how many ticks the zoom must rest before the board is drawn
// at its new size (about a tenth of a second).
const zoomRest = 6

// throughCamera has the layout recorder (tests) place what is drawn in board
// units where the camera shows it on the screen, until done is called.
func (s *Scene) throughCamera(v ui.View) (done func()) {
	if v.Fonts == nil || v.Fonts.Layout == nil {
		return func() {}
	}
	a, k := s.cam.shown(), s.cam.k()
	ox, oy := s.cam.origin()
	return v.Fonts.Layout.Through(ui.Via{K: k, DX: a.X - ox*k, DY: a.Y - oy*k})
}

// boardView is the view that draws the extent e of the map into an image
// of its own at mv's scale, e's top-left corner at the image's.
func boardView(mv ui.View, e ui.Rect) ui.View {
	bv := mv
	bv.OX, bv.OY = -e.X*mv.Scale, -e.Y*mv.Scale
	return bv
}

// pixels are the screen's pixels under rectangles in design units.
func (l *layers) pixels(v ui.View, rs []ui.Rect) []image.Rectangle {
	out := make([]image.Rectangle, 0, len(rs))
	for _, r := range rs {
		out = append(out, image.Rect(int(math.Floor(float64(v.X(r.X)))), int(math.Floor(float64(v.Y(r.Y)))),
			int(math.Ceil(float64(v.X(r.Right())))), int(math.Ceil(float64(v.Y(r.Bottom()))))))
	}
	return out
}

// objective marks an Objective area at (x, y), its marker's centre: a ring
// round the marker and a small Objective counter on top of it, blue when the
// US Holds the area, red otherwise. Both stay within the marker's footprint
// so no stack or name covers them.
func (l *layers) objective(dst *ebiten.Image, v ui.View, x, y float64, us bool) {
	c := ui.JPRed
	if us {
		c = ui.USBlue
	}
	v.Ring(dst, x, y, 14.5, 3, c)
	l.objectiveCounter(dst, v, x, y-17.5, us, 0.5)
}

// objectiveCounter draws the Objective counter from a sprite made once per
// scale, shrunk by k.
func (l *layers) objectiveCounter(dst *ebiten.Image, v ui.View, x, y float64, us bool, k float64) {
	const r = 11.0 // the marker with its shadow, from its centre
	i := 0
	if us {
		i = 1
	}
	if l.objScale != v.Scale {
		for j, img := range l.obj {
			if img != nil {
				img.Deallocate()
			}
			l.obj[j] = nil
		}
		l.objScale = v.Scale
	}
	if l.obj[i] == nil {
		n := int(math.Ceil(2 * r * v.Scale))
		img := ebiten.NewImage(n, n)
		sv := v
		sv.OX, sv.OY = 0, 0
		c := ui.JPRed
		if us {
			c = ui.USBlue
		}
		drawObjective(img, sv, r, r, c)
		l.obj[i] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(math.Round(float64(v.X(x-r*k))), math.Round(float64(v.Y(y-r*k))))
	dst.DrawImage(l.obj[i], op)
}

// drawMapBackground paints what never changes on the board (bv draws the
// board into an image of its own); the areas' markers only where they meet
// seen, the part of the board dst shows (board units).
func (s *Scene) drawMapBackground(dst *ebiten.Image, bv ui.View, seen ui.Rect) {
	// The sheets as they sit over the fitted map, in board units: the grid's
	// labels keep clear of them.
	fitted := camera{area: s.cam.area}
	var sheets []ui.Rect
	for _, r := range s.lay.sheets {
		x, y := fitted.board(r.X, r.Y)
		k := fitted.k()
		sheets = append(sheets, ui.Rect{X: x, Y: y, W: r.W / k, H: r.H / k})
	}
	s.layer.render(dst, bv, s.cam.extent(), sheets, s.coast, s.g.Data().Map)
	s.drawAreaMarkers(dst, bv, seen)
}

// drawMapState paints the state of the game on the board.
func (s *Scene) drawMapState(dst *ebiten.Image, bv ui.View, board map[stackKey][]*rules.Force) {
	s.drawLit(dst, bv, nil)
	s.drawAreaState(dst, bv, nil)
	s.drawStacks(dst, bv, board, nil)
	s.drawNetwork(dst, bv)
}

// drawSpotsIn paints the state of the game of the areas meets says, in the
// order drawMapState paints it, without the supply network.
func (s *Scene) drawSpotsIn(dst *ebiten.Image, bv ui.View, board map[stackKey][]*rules.Force, meets func(area string) bool) {
	s.drawLit(dst, bv, meets)
	s.drawAreaState(dst, bv, meets)
	s.drawStacks(dst, bv, board, meets)
}

// drawPrinted paints the charts and boxes as printed, empty.
func (s *Scene) drawPrinted(dst *ebiten.Image, v ui.View) {
	s.drawBoxFrames(dst, v)
	s.drawChartFrames(dst, v)
}

// chromeOnMap is what chrome draws over the map area, in design units: the
// sheets as folded, with their shadows, and the supply network's key.
func (s *Scene) chromeOnMap(v ui.View) []ui.Rect {
	var rs []ui.Rect
	for k := range sheet(sheetCount) {
		if hasSheet(s.g, k) {
			rs = append(rs, s.folds.rect(&s.lay, k).Inset(-4))
		}
	}
	if s.network {
		r, _ := s.networkKey(v)
		rs = append(rs, r.Inset(-1))
	}
	return rs
}

// drawChromeState paints what changes over and around the map: the boxes'
// contents, the lit rows, the top bar, the log.
func (s *Scene) drawChromeState(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force) {
	s.drawNetworkKey(dst, v)
	s.drawBoxContents(dst, v, board)
	s.drawChartState(dst, v)
	s.topBar().draw(dst, v)
	s.log.draw(dst, v, s.lay.log)
	// The side panels' backgrounds, under what each frame writes in them.
	for _, r := range []ui.Rect{s.lay.action, s.lay.stack} {
		v.FillRect(dst, r, ui.Panel)
		v.StrokeRect(dst, r, 1, ui.PanelLine)
	}
}
