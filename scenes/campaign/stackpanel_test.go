package campaign

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// drawnLayout draws the map at the design size and returns what it drew.
func drawnLayout(p *player_) ui.Layout {
	var rec ui.Layout
	p.ctx.Fonts.Layout = &rec
	defer func() { p.ctx.Fonts.Layout = nil }()
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	p.ctx.Full = true
	p.s.Draw(img, p.ctx)
	return rec
}

// shotsAt writes the map to $NIMITZ_SHOTS/name-WxH.png when set, at a
// laptop's window and a large monitor's.
func shotsAt(t *testing.T, p *player_, name string) {
	t.Helper()
	dir := os.Getenv("NIMITZ_SHOTS")
	if dir == "" {
		return
	}
	for _, sz := range [][2]int{{1366, 768}, {2560, 1440}} {
		img := ebiten.NewImage(sz[0], sz[1])
		p.ctx.Full = true
		p.s.Draw(img, p.ctx) // the first frame fits the view to the window
		p.tick()
		p.ctx.Full = true
		p.s.Draw(img, p.ctx)
		rgba := image.NewRGBA(image.Rect(0, 0, sz[0], sz[1]))
		img.ReadPixels(rgba.Pix)
		img.Deallocate()
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", name, sz[0], sz[1])))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, rgba); err != nil {
			t.Fatal(err)
		}
		f.Close()
	}
	// Back to the design size, where the test's clicks are placed.
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	p.ctx.Full = true
	p.s.Draw(img, p.ctx)
	p.tick()
}

// TestChosenAcrossAreasAreAllShown: Forces chosen in two areas (a click on
// the Hawaii stack, then Shift and a click on the West Coast's) are all in
// the stack panel, each area's headed by its name, every one a click there
// (the panel showed the West Coast's stack and "n selected", the Hawaii
// Forces that would move out of sight).
func TestChosenAcrossAreasAreAllShown(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	p.in.ShiftHeld = true
	p.clickRect(p.s.stackRectOf(rules.WestCoast, rules.US))
	p.in.ShiftHeld = false
	p.settle()
	p.tick() // the panel's counters answer clicks from the next frame
	chosen := p.s.sel.IDs(p.s.g)
	areas := map[string]bool{}
	for _, id := range chosen {
		areas[p.g().Force(id).Area] = true
	}
	if len(areas) != 2 {
		t.Fatalf("the Forces chosen are in %d areas, want Hawaii and the West Coast", len(areas))
	}
	pv := p.s.stackPanel().view(p.s.board())
	for _, id := range chosen {
		i := -1
		for k, f := range pv.forces {
			if f.ID == id {
				i = k
			}
		}
		if i < 0 {
			t.Errorf("%s, chosen in %s, is not in the stack panel", p.g().Name(id), p.g().Force(id).Area)
			continue
		}
		r := pv.slots[i]
		if !p.s.lay.stack.Encloses(r) {
			t.Errorf("%s is at %v, outside the stack panel %v", p.g().Name(id), r, p.s.lay.stack)
		}
		if h := p.s.cursor.at(r.CX(), r.CY()); h.kind != spotCounter || h.force != id {
			t.Errorf("a click on %s in the stack panel finds %+v", p.g().Name(id), h)
		}
	}
	texts := drawnTexts(p)
	for a := range areas {
		if !strings.Contains(texts, "\n"+a+"\n") {
			t.Errorf("the stack panel does not say which Forces come from %s:\n%s", a, texts)
		}
	}
	if !strings.Contains(texts, "FORCES CHOSEN IN 2 AREAS") {
		t.Errorf("the stack panel's title does not say the Forces come from 2 areas:\n%s", texts)
	}
	shotsAt(t, p, "stack-two-areas")
	// A click on one from Hawaii leaves it behind, and it leaves the panel.
	var fromHawaii string
	for i, f := range pv.forces {
		if f.Area == rules.Hawaii {
			fromHawaii = f.ID
			p.clickRect(pv.slots[i])
			break
		}
	}
	if p.s.sel.Has(fromHawaii) {
		t.Errorf("a click on %s in the stack panel did not leave it behind", p.g().Name(fromHawaii))
	}
}

// TestMovedMarkLeavesTheCounterClear: a Force moved this step is marked in
// the stack panel by a word under its counter, clear of its printing ("MOVED"
// was written across the counter's name and values, over a dark veil).
func TestMovedMarkLeavesTheCounterClear(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	p.hawaiiShipsTo("Samoa")
	if p.s.open != (stackKey{"Samoa", rules.US}) {
		t.Fatalf("after the move the panel shows %v, want the stack in Samoa", p.s.open)
	}
	p.tick()
	rec := drawnLayout(p)
	pv := p.s.stackPanel().view(p.s.board())
	moved := 0
	for i, f := range pv.forces {
		if f.MovedFrom == "" {
			continue
		}
		moved++
		r := pv.slots[i]
		found := false
		for _, d := range rec.Texts {
			if d.Text != "MOVED" {
				continue
			}
			if ui.Overlaps(d.Box, r, 0) {
				t.Errorf("MOVED (%v) is written over %s's counter (%v)", d.Box, p.g().Name(f.ID), r)
			}
			if d.Box.CX() > r.X && d.Box.CX() < r.Right() && d.Box.Y >= r.Bottom() && d.Box.Bottom() <= r.Bottom()+panelCaptionH+6 {
				found = true
			}
		}
		if !found {
			t.Errorf("%s moved and no MOVED is under its counter %v", p.g().Name(f.ID), r)
		}
		if r.Bottom()+panelCaptionH > p.s.lay.stack.Bottom()-panelFoot {
			t.Errorf("%s's MOVED runs into the description (%v)", p.g().Name(f.ID), r)
		}
	}
	if moved == 0 {
		t.Fatal("no moved Force in the stack panel: the test needs one")
	}
	shotsAt(t, p, "stack-moved")
}
