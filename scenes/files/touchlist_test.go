package files

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// TestTouchedListScrolls: after a touch on a 1024x768 tablet the Open list
// of ten saves shows fewer rows than with a mouse, each a finger high; the
// arrows scroll it to the last save, and a tap on a row shown chooses that
// save.
func TestTouchedListScrolls(t *testing.T) {
	dir := t.TempDir()
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 10 {
		if err := savegame.Disk().Save(filepath.Join(dir, fmt.Sprintf("save %d.json", i)), sess); err != nil {
			t.Fatal(err)
		}
	}
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	p, err := NewPicker(New(dir, nil), nil, ctx, false)
	if err != nil {
		t.Fatal(err)
	}
	draw := func() {
		img := ebiten.NewImage(1024, 768)
		ctx.Full = true
		p.Draw(img, ctx)
		img.Deallocate()
	}
	tick := func() {
		if err := p.Update(ctx); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
		draw()
	}
	draw()
	from, to := p.rows().Visible()
	if mouse := to - from; mouse != min(rowsShown, 10) {
		t.Fatalf("with a mouse the list shows %d rows, want %d", mouse, min(rowsShown, 10))
	}
	in.Touch = true
	draw()
	from, to = p.rows().Visible()
	if n := to - from; n < 2 || n >= 10 {
		t.Fatalf("after a touch the list shows %d of 10 rows, want fewer, and more than one", n)
	}
	if h := p.rowRect(from).H * p.View.Scale; h < ui.FingerPx {
		t.Fatalf("after a touch a row is %.1f pixels high, under %d", h, ui.FingerPx)
	}
	for range 9 {
		in.Key(ebiten.KeyDown)
		tick()
	}
	if from, to = p.rows().Visible(); p.sel != 9 || to != 10 {
		t.Fatalf("Down nine times selects %d and shows rows %d to %d, want the last selected and shown", p.sel, from, to)
	}
	r := p.rowRect(from)
	in.Click(r.CX()*p.View.Scale+p.View.OX, r.CY()*p.View.Scale+p.View.OY)
	tick()
	if p.sel != from {
		t.Fatalf("a tap on row %d selects %d", from, p.sel)
	}
}
