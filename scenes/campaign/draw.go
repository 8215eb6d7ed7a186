package campaign

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

func sqrt(x float64) float64 { return math.Sqrt(x) }

// markerAt is the design position of an area's marker.
func (s *Scene) markerAt(area string) (float64, float64) {
	a := s.g.Data().Map.Area(area)
	if a == nil {
		return 0, 0
	}
	return project(a.Lon, a.Lat)
}

// markerOnScreen is where an area's marker is on the screen, through the
// map's zoom and pan, in design units.
func (s *Scene) markerOnScreen(area string) (float64, float64) {
	return s.cam.point(s.markerAt(area))
}

// stackRectOf is where one side's stack in a map area is drawn on the board
// (cam.rect puts it on the screen).
func (s *Scene) stackRectOf(area string, side rules.Side) ui.Rect {
	x, y := s.markerAt(area)
	p := placementOf(area)
	dx, dy := p.usX, p.usY
	if side == rules.Japan {
		dx, dy = p.jpX, p.jpY
	}
	return ui.Rect{X: x + dx - counterSize/2, Y: y + dy - counterSize/2, W: counterSize, H: counterSize}
}

// layout records where everything clickable is, topmost last, in the
// screen's design units: the map's areas and stacks through the camera, and
// cut to the map, then the charts and boxes over them, then the panels.
func (s *Scene) layout() {
	s.place()
	s.cursor.spots = s.cursor.spots[:0]
	onMap := func(h spot) { s.cursor.putOnMap(h, s.cam.camera, s.lay.mapArea) }
	for _, a := range s.g.Data().Map.Areas {
		x, y := project(a.Lon, a.Lat)
		onMap(spot{kind: spotArea, r: ui.Rect{X: x - 16, Y: y - 16, W: 32, H: 32}, area: a.Name})
	}
	b := s.board()
	for k := range b {
		if isMapArea(s.g, k.area) {
			onMap(spot{kind: spotStack, r: s.stackRectOf(k.area, k.side).Inset(-3), area: k.area, side: k.side})
		}
	}
	for k := range sheet(sheetCount) {
		s.cursor.put(spot{kind: spotSheet, r: s.folds.rect(&s.lay, k), button: int(k)})
	}
	if s.folds.open(sheetReturnToPort) {
		for n := 1; n <= 3; n++ {
			s.cursor.put(spot{kind: spotStack, r: s.lay.r2pSlot(n), area: r2pBox(n), side: rules.US})
		}
	}
	if s.folds.open(sheetJapanese) {
		s.cursor.put(spot{kind: spotStack, r: s.lay.raidSlot(), area: boxRaiding, side: rules.US})
		s.cursor.put(spot{kind: spotStack, r: s.lay.battalionSlot(), area: boxBattalions, side: rules.Japan})
	}
	if hasSheet(s.g, sheetSpecial) && s.folds.open(sheetSpecial) {
		s.cursor.put(spot{kind: spotStack, r: s.lay.bombingSlot(hasInvasion(s.g)).Inset(-6), area: boxBombing, side: rules.US})
		if hasInvasion(s.g) {
			s.cursor.put(spot{kind: spotStack, r: s.lay.invasionSlot().Inset(-6), area: boxInvasion, side: rules.US})
		}
	}
	if s.folds.open(sheetUSReinforcements) {
		box := s.reinforcementBox()
		for i, f := range box {
			s.cursor.put(spot{kind: spotCounter, r: s.lay.usBoxSlot(i, len(box)), force: f.ID})
		}
	}
	pv := s.stackPanel().view(b)
	for i, f := range pv.forces {
		s.cursor.put(spot{kind: spotCounter, r: pv.slots[i], force: f.ID})
	}
	if !s.anim.busy() {
		bs := s.buttons()
		for i := range bs {
			s.cursor.put(spot{kind: spotButton, r: s.lay.buttonRect(i, len(bs)), button: i})
		}
	}
	s.cursor.put(spot{kind: spotLog, r: s.lay.log})
	for i := 0; i < 2; i++ {
		s.cursor.put(spot{kind: spotFile, r: fileButtonRect(s, i), button: i})
	}
	s.cursor.put(spot{kind: spotStaff, r: staffButtonRect(s)})
	if s.staff.open {
		s.cursor.put(spot{kind: spotStaff, r: s.staff.panel(&s.lay).R, button: 1})
	}
}

// Draw implements scenes.Scene. The screen keeps the last frame: the static
// board and the state of the game come from cached layers (layers.go), and
// only what follows the cursor or the animation is painted each frame, over
// the parts of the board it covered last time.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	v := s.Frame(screen, ctx)
	s.layout()
	board := s.board()
	r := s.layers.prepare(s, v, screen.Bounds().Size(), board)
	if ctx.Full {
		r = repaintAll
	}
	s.layers.show(screen, v, r)
	s.drawHover(screen, v, board)
	s.drawOdds(screen, v)
	s.drawAreaPanel(screen, v)
	s.drawAnimation(screen, v)
	s.drawActionPanel(screen, v)
	s.drawStackPanel(screen, v, board)
	s.drawStaff(screen, v)
	s.drawMagnifier(screen, v, board)
	s.drawValueTip(screen, v)
	if s.confirm != nil {
		s.layers.over(s.lay.canvas)
		s.confirm.draw(screen, v, &s.lay, s.cursor.x, s.cursor.y)
	}
}

// overMap is over for a rectangle of the board, drawn through the camera.
func (s *Scene) overMap(r ui.Rect) {
	if r := s.cam.rect(r); rectsMeet(r, s.lay.mapArea) {
		s.layers.over(intersect(r.Inset(-4), s.lay.mapArea))
	}
}

// drawHover paints the highlights that follow the cursor and the selection:
// the stack hovered or open, the area hovered, a refused destination, the
// counter to buy.
func (s *Scene) drawHover(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force) {
	ring := func(r ui.Rect) {
		v.StrokeRect(dst, r.Inset(-2), 2.5, ui.Lit)
		s.layers.over(r.Inset(-3))
	}
	mv, clip := s.cam.view(v), s.cam.clip(dst, v)
	s.drawSpecialLit(dst, v)
	for _, h := range []stackKey{s.open, {s.cursor.hover.area, s.cursor.hover.side}} {
		if h.area == "" || (h != s.open && s.cursor.hover.kind != spotStack) || len(board[h]) == 0 {
			continue
		}
		if isMapArea(s.g, h.area) {
			r := s.stackRectOf(h.area, h.side)
			mv.StrokeRect(clip, r.Inset(-2), 2.5, ui.Lit)
			s.overMap(r.Inset(-3))
		} else if r, ok := s.stackRect(h); ok {
			ring(r)
		}
	}
	if s.cursor.hover.kind == spotFile {
		ring(fileButtonRect(s, s.cursor.hover.button).Inset(2))
	}
	if s.cursor.hover.kind == spotArea {
		x, y := s.markerAt(s.cursor.hover.area)
		mv.Ring(clip, x, y, 14, 2.5, ui.Lit)
		s.overMap(ui.Rect{X: x - 17, Y: y - 17, W: 34, H: 34})
	}
	// The selection's illegal destination under the cursor is crossed out.
	if s.cursor.hover.kind == spotArea && s.sel.WhyNot(s.cursor.hover.area) != nil {
		x, y := s.markerAt(s.cursor.hover.area)
		mv.Ring(clip, x, y, 22, 3, ui.Slash)
		mv.Line(clip, x-15, y-15, x+15, y+15, 3, ui.Slash)
		s.overMap(ui.Rect{X: x - 26, Y: y - 26, W: 52, H: 52})
	}
	if s.cursor.hover.kind == spotCounter && s.pending().Kind == rules.AskResupply && !s.anim.busy() {
		box := s.reinforcementBox()
		for i, f := range box {
			if f.ID == s.cursor.hover.force && s.g.Check(rules.Decision{Kind: rules.DoBuy, Force: f.ID}) == nil {
				r := s.lay.usBoxSlot(i, len(box))
				v.StrokeRect(dst, r.Inset(-1.5), 2.5, ui.Lit)
				s.layers.over(r.Inset(-3))
			}
		}
	}
}

// stackRect is where a stack is drawn: on the map or in a box.
func (s *Scene) stackRect(k stackKey) (ui.Rect, bool) {
	switch {
	case isMapArea(s.g, k.area):
		return s.stackRectOf(k.area, k.side), true
	case k.area == boxRaiding:
		return s.lay.raidSlot(), true
	case k.area == boxBattalions:
		return s.lay.battalionSlot(), true
	case k.area == boxBombing && hasSheet(s.g, sheetSpecial):
		return s.lay.bombingSlot(hasInvasion(s.g)), true
	case k.area == boxInvasion && hasInvasion(s.g):
		return s.lay.invasionSlot(), true
	}
	for n := 1; n <= 3; n++ {
		if k.area == r2pBox(n) {
			return s.lay.r2pSlot(n), true
		}
	}
	return ui.Rect{}, false
}

// litAreas are the areas the player may click now, for what.
func (s *Scene) litAreas() map[string]bool {
	lit := map[string]bool{}
	if s.anim.busy() {
		return lit
	}
	p := s.pending()
	switch p.Kind {
	case rules.AskMovement:
		for _, a := range s.sel.Destinations() {
			lit[a] = true
		}
	default:
		for _, d := range p.Options {
			if d.Area != "" && (d.Kind == rules.DoScout || d.Kind == rules.DoOrdersArea || d.Kind == rules.DoChooseBattle) {
				lit[d.Area] = true
			}
		}
	}
	return lit
}

// drawLit rings the areas the player may click, clear of the marker and its
// Objective ring (out to 16 units), so the Airfield value reads as printed;
// those meets says (all when nil).
func (s *Scene) drawLit(dst *ebiten.Image, v ui.View, meets func(area string) bool) {
	for a := range s.litAreas() {
		if meets != nil && !meets(a) {
			continue
		}
		x, y := s.markerAt(a)
		v.Ring(dst, x, y, litRing, 4, color.NRGBA{0xff, 0xe0, 0x66, 0xe0})
	}
}

// litRing is the lit ring's radius: drawn from the ring sprite, it spans
// about 19 to 24.5 units from the marker's centre.
const litRing = 22.5

// drawAreaMarkers paints what never changes of each area's marker: the
// Airfield value, its name and the Australian flag (in the background layer),
// of the areas whose marker or name meets seen (board units): a tile of the
// board draws only its own.
func (s *Scene) drawAreaMarkers(dst *ebiten.Image, v ui.View, seen ui.Rect) {
	for _, a := range s.g.Data().Map.Areas {
		x, y := project(a.Lon, a.Lat)
		// The marker with its shadow, the name's tab and the line between.
		if !ui.Overlaps(markerBounds(v, a), seen, 0) {
			continue
		}
		v.Circle(dst, x+1, y+1.5, 14, ui.Shadow)
		v.Circle(dst, x, y, 14, ui.Cream)
		v.Ring(dst, x, y, 14, 2.5, ui.Navy)
		af := fmt.Sprint(a.Airfield)
		switch a.Airfield {
		case rules.Unlimited:
			af = "∞"
		case 0:
			af = "–"
		}
		v.Text(dst, af, ui.SizeHeading, true, ui.Ink, x, y-9.5, ui.Center)
		// The name on a dark tab; an Australian area's flag at the tab's left.
		r := labelRect(v, a)
		if p := placementOf(a.Name); p.labelY < -20 || p.labelY > 30 {
			// A name moved away from its marker gets a line to it, so it is
			// never read as a neighbour's.
			ty := r.Bottom()
			my := y - 23.0
			if p.labelY > 0 {
				ty, my = r.Y, y+17
			}
			v.Line(dst, r.CX(), ty, x, my, 1.2, color.NRGBA{0xf2, 0xe6, 0xc8, 0xb0})
		}
		v.FillRect(dst, r, color.RGBA{0x0b, 0x1e, 0x3a, 0xd0})
		tx := r.CX()
		if a.Australian {
			drawAusFlag(dst, v, r.X+4, r.Y+2.5)
			tx += 9
		}
		v.Text(dst, a.Name, ui.SizeBody, true, ui.Cream, tx, r.Y+1.5, ui.Center)
	}
}

// drawAreaState paints what the game changes on the areas: the Objective
// markers (blue when the US Holds the area) and the Scouting counters; of
// the areas meets says (all when nil).
func (s *Scene) drawAreaState(dst *ebiten.Image, v ui.View, meets func(area string) bool) {
	setup := s.g.Data().Setup
	for _, a := range s.g.Data().Map.Areas {
		if setup.IsObjective(a.Name) && (meets == nil || meets(a.Name)) {
			x, y := project(a.Lon, a.Lat)
			s.layers.objective(dst, v, x, y, s.g.Holds(a.Name))
		}
	}
	count := map[string]int{}
	for _, a := range s.g.Scouting {
		if meets == nil || meets(a) {
			count[a]++
		}
	}
	for a, n := range count {
		x, y := s.markerAt(a)
		r := ui.Rect{X: x - 13, Y: y + 14, W: 26, H: 16}
		v.FillRect(dst, r, ui.USBlueDk)
		v.StrokeRect(dst, r, 1, ui.White)
		v.Text(dst, fmt.Sprintf("S×%d", n), ui.SizeFine, true, ui.White, x, y+15.5, ui.Center)
	}
}

// drawObjective draws an Objective counter: a disc with a star.
func drawObjective(dst *ebiten.Image, v ui.View, x, y float64, c color.Color) {
	v.Circle(dst, x+1, y+1, 9, ui.Shadow)
	v.Circle(dst, x, y, 9, c)
	v.Ring(dst, x, y, 9, 1.2, ui.White)
	drawStar(dst, v, x, y, 6.5, ui.White)
}

func drawStar(dst *ebiten.Image, v ui.View, x, y, r float64, c color.Color) {
	var p vector.Path
	for i := 0; i < 10; i++ {
		rr := r
		if i%2 == 1 {
			rr = r * 0.42
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		px, py := v.X(x+rr*math.Cos(a)), v.Y(y+rr*math.Sin(a))
		if i == 0 {
			p.MoveTo(px, py)
		} else {
			p.LineTo(px, py)
		}
	}
	p.Close()
	ui.FillPath(dst, &p, c)
}

// markerBounds is all an area's marker draws in the background: the disc
// with its shadow, the name's tab and the line from one to the other, with a
// unit to spare for anti-aliasing.
func markerBounds(v ui.View, a rules.Area) ui.Rect {
	x, y := project(a.Lon, a.Lat)
	r := labelRect(v, a)
	x0, y0 := min(x-16, r.X), min(y-16, r.Y)
	x1, y1 := max(x+17, r.Right()), max(y+17, r.Bottom())
	return ui.Rect{X: x0 - 1, Y: y0 - 1, W: x1 - x0 + 2, H: y1 - y0 + 2}
}

// labelRect is where an area's name tab goes (wider by its flag for an
// Australian area).
func labelRect(v ui.View, a rules.Area) ui.Rect {
	x, y := project(a.Lon, a.Lat)
	p := placementOf(a.Name)
	w := v.TextWidth(a.Name, ui.SizeBody, true) + 10
	if a.Australian {
		w += 18
	}
	return ui.Rect{X: x + p.labelX - w/2, Y: y + p.labelY, W: w, H: 17}
}

// drawAusFlag draws the small Australian flag of the map's AUS areas.
func drawAusFlag(dst *ebiten.Image, v ui.View, x, y float64) {
	r := ui.Rect{X: x - 9, Y: y - 6, W: 18, H: 12}
	v.FillRect(dst, ui.Rect{X: r.X + 0.8, Y: r.Y + 0.8, W: r.W, H: r.H}, ui.Shadow)
	v.FillRect(dst, r, color.RGBA{0x01, 0x21, 0x69, 0xff})
	// Union Jack canton, simplified.
	v.FillRect(dst, ui.Rect{X: r.X, Y: r.Y + 2.3, W: 9, H: 1.4}, ui.White)
	v.FillRect(dst, ui.Rect{X: r.X + 3.8, Y: r.Y, W: 1.4, H: 6}, ui.White)
	v.FillRect(dst, ui.Rect{X: r.X, Y: r.Y + 2.6, W: 9, H: 0.8}, ui.JPRed)
	v.FillRect(dst, ui.Rect{X: r.X + 4.1, Y: r.Y, W: 0.8, H: 6}, ui.JPRed)
	// Commonwealth star and the Southern Cross.
	v.Circle(dst, r.X+4.5, r.Y+9, 1.3, ui.White)
	for _, p := range [][2]float64{{13, 2.5}, {15.5, 5.5}, {13, 9.5}, {11, 6}} {
		v.Circle(dst, r.X+p[0], r.Y+p[1], 0.9, ui.White)
	}
	v.StrokeRect(dst, r, 0.6, ui.White)
}

// drawStack draws a pile of counters with its top one face up and a count.
func (s *Scene) drawStack(dst *ebiten.Image, v ui.View, r ui.Rect, fs []*rules.Force, highlight bool) {
	s.drawPile(dst, v, r, fs, highlight)
	drawCount(dst, v, r, len(fs))
}

// drawCount draws how many Forces a stack holds, on the pile's corner,
// when more than one.
func drawCount(dst *ebiten.Image, v ui.View, r ui.Rect, n int) {
	if n < 2 {
		return
	}
	// Its figure is 10 pixels tall on the whole map of a laptop.
	bx, by := r.Right()+3, r.Y-5
	v.Circle(dst, bx, by, 9, ui.Ink)
	v.Ring(dst, bx, by, 9, 1.3, ui.Gold)
	v.Text(dst, fmt.Sprint(n), ui.SizeBody, true, ui.White, bx, by-8, ui.Center)
}

// drawPile draws a pile of counters with its top one face up and its
// markers, without its count.
func (s *Scene) drawPile(dst *ebiten.Image, v ui.View, r ui.Rect, fs []*rules.Force, highlight bool) {
	if len(fs) == 0 {
		return
	}
	depth := min(len(fs)-1, 3)
	step := 2.5
	for i := depth; i >= 1; i-- {
		c := ui.USBlueDk
		if fs[0].Side == rules.Japan {
			c = ui.JPRedDk
		}
		rr := ui.Rect{X: r.X + float64(i)*step, Y: r.Y - float64(i)*step, W: r.W, H: r.H}
		v.FillRect(dst, rr, c)
		v.StrokeRect(dst, rr, 0.8, color.RGBA{0, 0, 0, 0x90})
	}
	top := fs[0]
	s.counter(dst, v, r.X, r.Y, r.W, s.g.Counter(top), top.Damaged)
	if highlight {
		v.StrokeRect(dst, r.Inset(-2), 2.5, ui.Lit)
	}
	moved, transit := s.anim.markersOn(fs)
	// Markers lie across the stack, as the cardboard Moved and In Transit
	// counters are put on top of it, so they never spill over a name.
	tagTop, tall, most := markerBand(v, r, s.g.Counter(top), top.Damaged)
	tag := func(label string, bg color.Color, fg color.Color, dy float64) {
		// The text shrinks to fit the counter's width, and drops its count
		// if it still does not fit (the magnifier lists every Force).
		size := most
		for size > most*0.75 && v.TextWidth(label, size, true)+4 > r.W+4 {
			size -= 0.5
		}
		if v.TextWidth(label, size, true)+4 > r.W+4 {
			if i := strings.LastIndex(label, " "); i > 0 {
				label = label[:i]
			}
		}
		w := min(v.TextWidth(label, size, true)+6, r.W+4)
		tr := ui.Rect{X: r.CX() - w/2, Y: tagTop + dy, W: w, H: tall}
		v.FillRect(dst, tr, bg)
		v.Text(dst, label, size, true, fg, tr.CX(), tr.Y+(tall-size*1.15)/2, ui.Center)
	}
	dy := 0.0
	if moved > 0 {
		tag(fmt.Sprintf("MOVED %d", moved), ui.Gold, ui.Ink, dy)
		dy += tall
	}
	if transit > 0 {
		tag(fmt.Sprintf("IN TRANSIT %d", transit), ui.White, ui.JPRedDk, dy)
	}
	if fs[0].Side == rules.US && s.pending().Kind == rules.AskMovement {
		n := 0
		for _, f := range fs {
			if f.MovedFrom != "" {
				n++
			}
		}
		if n > 0 {
			tag(fmt.Sprintf("MOVED %d", n), ui.Pale, ui.USBlueDk, dy)
		}
	}
}

// markerBand is where the Moved and In Transit markers lie across a stack's
// top counter ct in r: the top of the first and the height and largest type
// of each. They leave the counter's type and values in sight: on a counter
// zoomed to its full printing they lie, smaller, over its name; on a compact
// counter, whose values fill its lower half in figures large enough to read
// on a laptop's map, over its silhouette between its type and its values,
// or over its values when its type takes two lines ("F4F" and "+SBD").
func markerBand(v ui.View, r ui.Rect, ct *rules.Counter, damaged bool) (top, tall, most float64) {
	if !ui.Compact(v, r.W) {
		return r.Y + r.H*0.46, r.H * 0.22, r.H * 0.18
	}
	for _, part := range ui.CounterParts(v, r.X, r.Y, r.W, ct, damaged) {
		if strings.HasPrefix(part.What, "What it is:") {
			return part.Box.Y, part.Box.H, part.Box.H * 0.95
		}
	}
	return r.Bottom() - 14, 13, 10
}

// drawStacks paints every stack on the map, then their counts, so that no
// pile hides a neighbour's count; those of the areas meets says (all when
// nil).
func (s *Scene) drawStacks(dst *ebiten.Image, v ui.View, board map[stackKey][]*rules.Force, meets func(area string) bool) {
	sides := []rules.Side{rules.Japan, rules.US}
	var areas []rules.Area
	for _, a := range s.g.Data().Map.Areas {
		if meets == nil || meets(a.Name) {
			areas = append(areas, a)
		}
	}
	for _, a := range areas {
		for _, side := range sides {
			s.drawPile(dst, v, s.stackRectOf(a.Name, side), board[stackKey{a.Name, side}], false)
		}
	}
	for _, a := range areas {
		for _, side := range sides {
			drawCount(dst, v, s.stackRectOf(a.Name, side), len(board[stackKey{a.Name, side}]))
		}
	}
}
