package campaign

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// layers caches the screen in two images, so a frame paints few pixels:
//
//   - bg, what never changes during a game: the ocean, the land, the grid,
//     the Movement lines, the areas' markers and names, the frames and printed
//     rows of the charts and boxes. Drawn once per screen size.
//   - board, bg with the state of the game on it: Objective markers, Scouting
//     counters, lit areas, the stacks, the boxes' contents, the lit chart rows,
//     the top bar and the log. Drawn again only when its key changes (a
//     decision, an animated event, the selection, the log).
//
// What follows the cursor (highlights, the magnifier, the side panels) and the
// animation's moving parts are painted over the board each frame; the next
// frame copies the board back over just those rectangles.
type layers struct {
	size      image.Point
	scale     float64
	bg, board *ebiten.Image
	bgKey     bgKey    // the view bg shows
	key       boardKey // the state board shows
	ver       int      // bumped each time board is drawn
	shown     int      // the ver last copied whole to the screen
	obj       [2]*ebiten.Image
	objScale  float64 // the scale obj was drawn at
}

// bgKey is what the background layer shows that the player can change: the
// map's zoom and pan, and the charts folded.
type bgKey struct {
	cam   camera
	folds folds
}

// boardKey is everything the board layer shows that can change.
type boardKey struct {
	applied   int // decisions applied by this screen
	animCur   int
	animLen   int
	animBusy  bool
	logN      int
	logBack   int
	selection int
	network   bool
	cam       camera
	folds     folds
}

func (s *Scene) boardKey() boardKey {
	return boardKey{applied: s.applied, animCur: s.anim.cur, animLen: len(s.anim.queue), animBusy: s.anim.busy(),
		logN: len(s.log.entries), logBack: s.log.back, selection: s.sel.Version,
		network: s.network, cam: s.cam, folds: s.folds}
}

// prepare brings the layers up to date for a screen of the given size; it
// reports whether the board layer was drawn again.
func (l *layers) prepare(s *Scene, v ui.View, size image.Point, board map[stackKey][]*rules.Force) bool {
	if size.X <= 0 || size.Y <= 0 {
		return false
	}
	fresh := false
	if l.bg == nil || l.size != size || l.scale != v.Scale {
		for _, img := range []*ebiten.Image{l.bg, l.board, l.obj[0], l.obj[1]} {
			if img != nil {
				img.Deallocate()
			}
		}
		l.size, l.scale = size, v.Scale
		// Own textures of the exact size, not pages of the shared atlas.
		own := &ebiten.NewImageOptions{Unmanaged: true}
		l.bg = ebiten.NewImageWithOptions(image.Rect(0, 0, size.X, size.Y), own)
		l.board = ebiten.NewImageWithOptions(image.Rect(0, 0, size.X, size.Y), own)
		l.obj = [2]*ebiten.Image{}
		fresh = true
	}
	if bk := (bgKey{s.cam, s.folds}); fresh || bk != l.bgKey {
		l.bgKey = bk
		s.drawBackground(l.bg, v)
		fresh = true
	}
	if k := s.boardKey(); fresh || k != l.key {
		l.key = k
		l.board.DrawImage(l.bg, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
		s.drawBoardState(l.board, v, board)
		l.ver++
		return true
	}
	return false
}

// paintAll copies the whole board layer to the screen.
func (l *layers) paintAll(dst *ebiten.Image) {
	if l.board != nil {
		dst.DrawImage(l.board, &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy})
	}
}

// restore copies the board layer back over the rectangles (design units).
func (l *layers) restore(dst *ebiten.Image, v ui.View, rs []ui.Rect) {
	copyOver(dst, l.board, v, rs)
}

// copyBack copies the background layer over r (design units) of dst.
func (l *layers) copyBack(dst *ebiten.Image, v ui.View, r ui.Rect) {
	copyOver(dst, l.bg, v, []ui.Rect{r})
}

// copyOver copies the rectangles rs (design units) of src over dst.
func copyOver(dst, src *ebiten.Image, v ui.View, rs []ui.Rect) {
	if src == nil {
		return
	}
	for _, r := range rs {
		px := image.Rect(int(math.Floor(float64(v.X(r.X)))), int(math.Floor(float64(v.Y(r.Y)))),
			int(math.Ceil(float64(v.X(r.Right())))), int(math.Ceil(float64(v.Y(r.Bottom())))))
		px = px.Intersect(src.Bounds())
		if px.Empty() {
			continue
		}
		op := &ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}
		op.GeoM.Translate(float64(px.Min.X), float64(px.Min.Y))
		dst.DrawImage(src.SubImage(px).(*ebiten.Image), op)
	}
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
		var white mapLayer
		drawObjective(img, sv, white.whitePixel(), r, r, c)
		l.obj[i] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(math.Round(float64(v.X(x-r*k))), math.Round(float64(v.Y(y-r*k))))
	dst.DrawImage(l.obj[i], op)
}

// drawBackground paints the background layer.
func (s *Scene) drawBackground(dst *ebiten.Image, v ui.View) {
	dst.Fill(ui.Navy)
	mv, clip := s.cam.view(v), mapClip(dst, v)
	s.layer.draw(clip, mv, s.coast, s.g.Data().Map)
	s.drawAreaMarkers(clip, mv)
	s.drawBoxFrames(dst, v)
	s.drawChartFrames(dst, v)
}

// drawBoardState paints the state of the game over the background.
func (s *Scene) drawBoardState(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force) {
	mv, clip := s.cam.view(v), mapClip(dst, v)
	s.drawLit(clip, mv)
	s.drawAreaState(clip, mv)
	s.drawStacks(clip, mv, board)
	s.drawNetwork(clip, mv)
	if !s.cam.fitted() {
		// Zoomed, the stacks may run under the charts and boxes, which are
		// printed over the map: their part of the background goes back on
		// top (fitted, the placements keep every stack clear of them).
		for k := range sheet(sheetCount) {
			s.layers.copyBack(dst, v, s.sheetRect(k).Inset(-3))
		}
	}
	s.drawNetworkKey(dst, v)
	s.drawBoxContents(dst, v, board)
	s.drawChartState(dst, v)
	s.drawTopBar(dst, v)
	s.log.draw(dst, v, logRect)
	// The side panels' backgrounds, under what each frame writes in them.
	for _, r := range []ui.Rect{actionRect, stackRect} {
		v.FillRect(dst, r, ui.Panel)
		v.StrokeRect(dst, r, 1, ui.PanelLine)
	}
}
