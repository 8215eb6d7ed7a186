package campaign

import (
	"math"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestCameraKeepsThePointUnderTheCursor: a zoom step about a point leaves
// the same place of the board under it, and the view never leaves the board.
func TestCameraKeepsThePointUnderTheCursor(t *testing.T) {
	v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, 1366, 768, nil)
	var c camera
	sx, sy := 700.0, 400.0
	bx, by := c.board(sx, sy)
	for i := 0; i < 3; i++ {
		if !c.zoomStep(+1, sx, sy, v) {
			t.Fatalf("step %d did not zoom in (zoom %g)", i, c.Z())
		}
		gx, gy := c.board(sx, sy)
		if math.Abs(gx-bx) > 1e-6 || math.Abs(gy-by) > 1e-6 {
			t.Fatalf("at zoom %g the cursor is over board (%.2f, %.2f), not (%.2f, %.2f)", c.Z(), gx, gy, bx, by)
		}
	}
	// A corner: the view is held on the board.
	c.zoomStep(+1, mapRect.X+1, mapRect.Y+1, v)
	c.pan(5000, 5000)
	if x, y := c.board(mapRect.X, mapRect.Y); x < mapRect.X-1e-9 || y < mapRect.Y-1e-9 {
		t.Fatalf("panned past the board's corner: the map's corner shows board (%.1f, %.1f)", x, y)
	}
	c.pan(-50000, -50000)
	if x, y := c.board(mapRect.Right(), mapRect.Bottom()); x > mapRect.Right()+1e-9 || y > mapRect.Bottom()+1e-9 {
		t.Fatalf("panned past the board's far corner: (%.1f, %.1f)", x, y)
	}
	// The zoom stops where the map's background would outgrow a texture.
	for c.zoomStep(+1, sx, sy, v) {
	}
	if w := mapRect.W * v.Scale * c.Z(); w > maxMapTexture || c.Z() < 2 {
		t.Fatalf("the deepest zoom at 1366x768 is %g: the map is %.0f px wide", c.Z(), w)
	}
	if !c.fit() || !c.fitted() {
		t.Fatal("Home did not show the whole Pacific again")
	}
}

// TestWheelZoomsAndClicksFollow: the wheel over the map zooms about the
// cursor, the areas are clicked where they are drawn, a drag pans without
// clicking, and Home fits the Pacific again.
func TestWheelZoomsAndClicksFollow(t *testing.T) {
	p := newPlayer(t, 2)
	p.tick()
	x, y := p.s.markerAt(rules.Hawaii)
	p.in.MoveTo(x, y)
	p.in.Scroll(1)
	p.tick()
	p.in.Scroll(1)
	p.tick()
	if z := p.s.cam.Z(); z != 1.5 {
		t.Fatalf("two wheel notches zoomed to %g, want 1.5", z)
	}
	if p.s.cursor.hover.kind != spotArea || p.s.cursor.hover.area != rules.Hawaii {
		t.Fatalf("after zooming about Hawaii the cursor is over %v %q", p.s.cursor.hover.kind, p.s.cursor.hover.area)
	}
	// Another area, where the camera puts it on the screen.
	sx, sy := p.s.AreaPoint("Midway Island")
	if !mapRect.Contains(sx, sy) {
		t.Fatalf("Midway is off the map at (%.0f, %.0f) after zooming about Hawaii", sx, sy)
	}
	p.in.MoveTo(sx, sy)
	p.tick()
	if p.s.cursor.hover.kind != spotArea || p.s.cursor.hover.area != "Midway Island" {
		t.Fatalf("the cursor on Midway's drawn marker is over %v %q", p.s.cursor.hover.kind, p.s.cursor.hover.area)
	}
	// A drag pans, and its release is no click.
	open := p.s.open
	before := p.s.cam.camera
	p.in.ButtonDown = true
	p.tick()
	p.in.MoveTo(sx-120, sy-60)
	p.tick()
	p.in.ButtonDown = false
	p.in.Click(sx-120, sy-60)
	p.tick()
	if p.s.cam.camera == before {
		t.Fatal("dragging the map did not pan it")
	}
	if p.s.open != open {
		t.Fatalf("the drag's release clicked: the stack panel shows %v", p.s.open)
	}
	if gx, gy := p.s.AreaPoint("Midway Island"); math.Abs(gx-(sx-120)) > 1 || math.Abs(gy-(sy-60)) > 1 {
		t.Fatalf("Midway did not follow the cursor: at (%.0f, %.0f), the cursor at (%.0f, %.0f)", gx, gy, sx-120, sy-60)
	}
	p.in.Key(ebiten.KeyHome)
	p.tick()
	if !p.s.cam.fitted() {
		t.Fatal("Home did not show the whole Pacific")
	}
	gx, gy := p.s.AreaPoint("Midway Island")
	if mx, my := p.s.markerAt("Midway Island"); gx != mx || gy != my {
		t.Fatalf("fitted, Midway is drawn at (%.0f, %.0f), not its place (%.0f, %.0f)", gx, gy, mx, my)
	}
}

// TestChartsFoldAway: a chart's title bar folds it to the bar, and the map
// under it is clicked; C folds or opens them all.
func TestChartsFoldAway(t *testing.T) {
	p := newPlayer(t, 2)
	p.tick()
	r := sheetRects[sheetUSReinforcements]
	slot := usBoxSlot(0)
	p.in.MoveTo(slot.CX(), slot.CY())
	p.tick()
	if p.s.cursor.hover.kind != spotCounter {
		t.Fatalf("the first US Reinforcement is not under the cursor (%v)", p.s.cursor.hover.kind)
	}
	p.clickAt(r.X+20, r.Y+sheetTitleH/2)
	if !p.s.folds.folded[sheetUSReinforcements] {
		t.Fatal("clicking the US Reinforcements title did not fold the box")
	}
	p.in.MoveTo(slot.CX(), slot.CY())
	p.tick()
	if p.s.cursor.hover.kind == spotCounter || p.s.cursor.hover.kind == spotSheet {
		t.Fatalf("the folded box still takes the cursor below its title (%v)", p.s.cursor.hover.kind)
	}
	p.clickAt(r.X+20, r.Y+sheetTitleH/2)
	if p.s.folds.folded[sheetUSReinforcements] {
		t.Fatal("clicking the folded title did not open the box again")
	}
	p.in.Key(ebiten.KeyC)
	p.tick()
	for k, f := range p.s.folds.folded {
		if !f {
			t.Fatalf("C left %s open", sheetName(sheet(k)))
		}
	}
	p.in.Key(ebiten.KeyC)
	p.tick()
	for k, f := range p.s.folds.folded {
		if f {
			t.Fatalf("C again left %s folded", sheetName(sheet(k)))
		}
	}
}

// TestZoomedMapNeverCoversTheCharts: zoomed in, a stack that runs under a
// chart is drawn under it, not over it: the chart's pixels are those of the
// chart drawn over the bare map.
func TestZoomedMapNeverCoversTheCharts(t *testing.T) {
	p := newPlayer(t, 2)
	p.tick()
	// Zoomed in, with the Marshall Islands' Japanese stack panned under
	// the middle of the Sequence of Play.
	if len(p.g().In("Marshall Islands", rules.Japan)) == 0 {
		t.Fatal("the 1942 set-up has no Japanese Forces in the Marshall Islands")
	}
	st := p.s.stackRectOf("Marshall Islands", rules.Japan)
	z := 2.0
	p.s.cam.camera = camera{zoom: z, x: st.CX() - (seqRect.CX()-mapRect.X)/z, y: st.CY() - (seqRect.CY()-mapRect.Y)/z}
	if c := p.s.cam.camera; clamped(c) != c {
		t.Fatalf("the view %+v is off the board", p.s.cam)
	}
	p.tick()
	frame := func() []uint32 {
		img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
		defer img.Deallocate()
		p.ctx.Full = true
		p.s.Draw(img, p.ctx)
		return pixels(img, seqRect)
	}
	with := frame()
	// The same frame with the stack gone from the map: the chart must look
	// the same, since it lies over the stack.
	for _, f := range p.g().In("Marshall Islands", rules.Japan) {
		f.Area = rules.JapanArea
	}
	p.s.applied++
	without := frame()
	diff := 0
	for i := range with {
		if with[i] != without[i] {
			diff++
		}
	}
	if diff > 0 {
		t.Fatalf("%d pixels of the Sequence of Play show the stack under it", diff)
	}
}

// pixels reads r of img as RGBA words.
func pixels(img *ebiten.Image, r ui.Rect) []uint32 {
	x0, y0 := int(r.X), int(r.Y)
	w, h := int(r.W), int(r.H)
	buf := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
	img.ReadPixels(buf)
	out := make([]uint32, 0, w*h)
	stride := img.Bounds().Dx()
	for y := y0; y < y0+h; y++ {
		for x := x0; x < x0+w; x++ {
			i := 4 * (y*stride + x)
			out = append(out, uint32(buf[i])<<24|uint32(buf[i+1])<<16|uint32(buf[i+2])<<8|uint32(buf[i+3]))
		}
	}
	return out
}

// clamped is c held on the board.
func clamped(c camera) camera {
	c.clamp()
	return c
}

// TestCounterValueNamed: resting the cursor on a value of a counter in the
// stack panel names it.
func TestCounterValueNamed(t *testing.T) {
	p := newPlayer(t, 2)
	p.tick()
	p.s.openStack(stackKey{rules.Hawaii, rules.US}, false, false)
	p.tick()
	fs := p.s.stackPanel().forces(p.s.board())
	if len(fs) == 0 {
		t.Fatal("no US stack in Hawaii")
	}
	r := panelSlot(0)
	parts := ui.CounterParts(p.s.View, r.X, r.Y, r.W, p.g().Counter(fs[0]), fs[0].Damaged)
	last := parts[len(parts)-1]
	p.in.MoveTo(last.Box.CX(), last.Box.CY())
	p.tick()
	if got := p.s.valueTip().What; got != last.What {
		t.Fatalf("the cursor on %s's last value names %q, want %q", fs[0].ID, got, last.What)
	}
	got := drawnTexts(p)
	if !strings.Contains(got, "Hits on a roll") {
		t.Fatalf("no card names the value:\n%s", got)
	}
	p.in.MoveTo(r.X-20, r.Y-20)
	p.tick()
	if tip := p.s.valueTip(); tip.What != "" {
		t.Fatalf("off the counter the tip still says %q", tip.What)
	}
}

// TestZoomPreviewsThenDraws: a zoom step shows the board scaled at once, and
// draws it at its new size once the zoom has rested.
func TestZoomPreviewsThenDraws(t *testing.T) {
	p := newPlayer(t, 2)
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	draw := func() {
		p.ctx.Full = true
		p.s.Draw(img, p.ctx)
	}
	p.tick()
	draw()
	fitted := p.s.layers.mapScale
	p.in.MoveTo(600, 400)
	p.in.Scroll(1)
	p.tick()
	draw()
	if !p.s.layers.preview || p.s.layers.mapScale != fitted {
		t.Fatalf("just after the zoom step the board is drawn anew (preview %v, scale %g)", p.s.layers.preview, p.s.layers.mapScale)
	}
	for i := 0; i < zoomRest+1; i++ {
		p.tick()
	}
	draw()
	if p.s.layers.preview || p.s.layers.mapScale == fitted {
		t.Fatalf("once the zoom rested the board is still a preview (preview %v, scale %g)", p.s.layers.preview, p.s.layers.mapScale)
	}
}
