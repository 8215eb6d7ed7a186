package tutorial

import (
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes/battle"
	"nimitz/scenes/campaign"
	"nimitz/scenes/ui"
)

// ringColours counts the pixels of the band round r (design units, drawn
// 1:1) in the coach's colour and in the gold and Lit of the board's own
// selections and destinations.
func (p *player) ringColours(r ui.Rect) (coach, gold int) {
	img := ebiten.NewImage(1600, 900)
	defer img.Deallocate()
	p.ctx.Full = true
	p.tut.Draw(img, p.ctx)
	outer, inner := r.Inset(-12), r.Inset(-1)
	for y := int(outer.Y); y < int(outer.Bottom()); y++ {
		for x := int(outer.X); x < int(outer.Right()); x++ {
			if inner.Contains(float64(x)+0.5, float64(y)+0.5) {
				continue
			}
			switch c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); c {
			case ui.Coach:
				coach++
			case ui.Gold, ui.Lit:
				gold++
			}
		}
	}
	return coach, gold
}

// TestCoachRingIsItsOwn: the coach's ring, round its Next button at the
// first step and round the Hornet to buy, is drawn in the coach's colour,
// with none of the gold of selected counters and legal destinations
// (playtest of issue 56: the two were taken for each other).
func TestCoachRingIsItsOwn(t *testing.T) {
	p := newPlayer(t)
	p.in.MoveTo(-100, -100)
	p.tick()
	next := p.coach(labelNext)
	if coach, gold := p.ringColours(next); coach < 100 || gold > 0 {
		t.Errorf("the ring round Next: %d pixels of the coach's colour, %d of gold", coach, gold)
	}
	for !p.tut.current().Acts() {
		p.advance()
	}
	h, ok := p.tut.Hint()
	if !ok {
		t.Fatal("nothing lit to buy")
	}
	if coach, _ := p.ringColours(h.R); coach < 100 {
		t.Errorf("the ring round %s: %d pixels of the coach's colour", h.What, coach)
	}
}

// TestCoachLeavesTheStackPanelWhole draws the first step at a laptop's,
// the design's and a large monitor's size: every text of the map's side
// panels above its log (the stack panel's help, whose keys line was under
// the coach at 1366x768 in the playtest of issue 56) is clear of the
// coach, and the help names the coach's keys, not the game's.
func TestCoachLeavesTheStackPanelWhole(t *testing.T) {
	p := newPlayer(t)
	var rec ui.Layout
	p.ctx.Fonts.Layout = &rec
	defer func() { p.ctx.Fonts.Layout = nil }()
	p.in.MoveTo(-100, -100)
	for _, size := range [][2]int{{1366, 768}, {2560, 1440}, {1600, 900}} {
		img := ebiten.NewImage(size[0], size[1])
		p.ctx.Full = true
		p.tut.Draw(img, p.ctx)
		p.tick()
		rec.Reset()
		p.ctx.Full = true
		p.tut.Draw(img, p.ctx)
		img.Deallocate()
		c := p.tut.Canvas()
		side, log, panel := campaign.SideRect(c, 0), campaign.LogRect(c, 0), p.tut.panelRect()
		help := false
		for _, d := range rec.Texts {
			if d.Box.X < side.X || d.Box.Y >= log.Y {
				continue
			}
			help = help || strings.Contains(d.Text, "Enter Next")
			if ui.Overlaps(d.Box, panel, 0) {
				t.Errorf("%v: %q (%v) is under the coach (%v)", size, d.Text, d.Box, panel)
			}
			if strings.Contains(d.Text, "Z undo") {
				t.Errorf("%v: the stack panel names the game's keys: %q", size, d.Text)
			}
		}
		if !help {
			t.Errorf("%v: the stack panel does not name the coach's keys", size)
		}
	}
}

// TestNothingPeeksFromUnderTheCoach draws the first step of each part of
// the battle at a laptop's, the design's and a large monitor's size: what
// the Battle Sheet draws under the coach is hidden whole, no button or
// text of it half out below the panel, and the coach covers the track and
// plans panels whole (the playtest at 2560x1440 saw the foot of the US
// Battle Plans panel under the coach's buttons).
func TestNothingPeeksFromUnderTheCoach(t *testing.T) {
	p := newPlayer(t)
	var rec ui.Layout
	p.ctx.Fonts.Layout = &rec
	defer func() { p.ctx.Fonts.Layout = nil }()
	p.in.MoveTo(-100, -100)
	seen := 0
	for part := ""; ; {
		n, total := p.tut.Step()
		if _, ok := p.tut.inner.(*battle.Scene); ok && p.tut.current().Part != part {
			part = p.tut.current().Part
			seen++
			for _, size := range [][2]int{{1366, 768}, {2560, 1440}, {1600, 900}} {
				img := ebiten.NewImage(size[0], size[1])
				p.ctx.Full = true
				p.tut.Draw(img, p.ctx)
				p.tick()
				rec.Reset()
				p.ctx.Full = true
				p.tut.inner.Draw(img, p.ctx)
				img.Deallocate()
				panel := p.tut.panelRect()
				if plans := battle.PlansRect(p.tut.Canvas(), 0); !contains(panel, plans) {
					t.Errorf("step %d at %v: the coach (%v) leaves part of the Battle Turn track and plans (%v) out", n+1, size, panel, plans)
				}
				half := func(r ui.Rect) bool {
					return ui.Overlaps(r, panel, 0) && (r.X < panel.X-1 || r.Right() > panel.Right()+1 || r.Y < panel.Y-1 || r.Bottom() > panel.Bottom()+1)
				}
				for _, b := range rec.Buttons {
					if half(b) {
						t.Errorf("step %d at %v: a button of the sheet (%v) is half under the coach (%v)", n+1, size, b, panel)
					}
				}
				for _, d := range rec.Texts {
					if half(d.Box) {
						t.Errorf("step %d at %v: %q (%v) is half under the coach (%v)", n+1, size, d.Text, d.Box, panel)
					}
				}
			}
		}
		if n == total-1 {
			break
		}
		p.advance()
	}
	if seen < 3 {
		t.Errorf("%d parts of the battle drawn", seen)
	}
}

// contains reports that r holds in whole.
func contains(r, in ui.Rect) bool {
	return in.X >= r.X && in.Y >= r.Y && in.Right() <= r.Right() && in.Bottom() <= r.Bottom()
}
