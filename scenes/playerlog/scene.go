package playerlog

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// The screen's buttons.
const (
	noButton = iota - 1
	backButton
	exportButton
)

// parts are where the screen's parts go on a canvas: the chart of the
// campaigns, the panels under it and the buttons at the bottom right.
type parts struct {
	chart, panels, export, back ui.Rect
}

// partsFor lays the screen out on canvas c: the chart and the panels share
// its height; the buttons are as designed, or a finger high (ui.View.Finger)
// where that is more, the chart and panels shorter to make room.
func partsFor(c ui.Rect, finger float64) parts {
	var p parts
	bh := max(44, finger)
	room := c.H - 138 - 16 - 32 - bh // between the summary and the buttons
	p.chart = ui.Rect{X: 40, Y: 138, W: c.W - 80, H: room * 320 / 670}
	p.panels = ui.Rect{X: 40, Y: p.chart.Bottom() + 16, W: c.W - 80, H: room * 350 / 670}
	p.export = ui.Rect{X: c.W - 14 - 280, Y: c.H - 16 - bh, W: 280, H: bh}
	p.back = ui.Rect{X: p.export.X - 12 - 200, Y: p.export.Y, W: 200, H: bh}
	return p
}

// Scene is the Player Log screen.
type Scene struct {
	log  Log
	back func() scenes.Scene
	// Store writes the export (the real disk unless a test replaces it) and
	// Now stamps it.
	Store savegame.Store

	scenes.Screen
	mx, my            float64
	hover, hoverShown int

	written string // where the last export was written
	failed  string // why the last export failed
}

// New returns the Player Log of the campaign or series in sess; back makes
// the screen to return to (Esc, the Back button).
func New(sess *savegame.Session, back func() scenes.Scene) (*Scene, error) {
	l, err := FromSession(sess)
	if err != nil {
		return nil, err
	}
	s := &Scene{log: l, back: back, Store: savegame.Disk(), hover: noButton, hoverShown: noButton}
	s.Fluid = true
	return s, nil
}

// Log is the log the screen shows.
func (s *Scene) Log() Log { return s.log }

// Written is where the last export was written ("" if none).
func (s *Scene) Written() string { return s.written }

// Update implements scenes.Scene.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.Pointer(ctx)
	in := ctx.Input
	s.mx, s.my = s.View.ToDesign(in.Cursor())
	s.hover = noButton
	switch {
	case partsFor(s.Canvas(), s.View.Finger).back.Contains(s.mx, s.my):
		s.hover = backButton
	case partsFor(s.Canvas(), s.View.Finger).export.Contains(s.mx, s.my):
		s.hover = exportButton
	}
	if s.hover != s.hoverShown {
		s.hoverShown = s.hover
		ctx.Redraw()
	}
	switch {
	case in.Pressed(ebiten.KeyEscape) || in.Pressed(ebiten.KeyL) || in.Pressed(ebiten.KeyBackspace) || (in.Clicked() && s.hover == backButton):
		if s.back != nil {
			ctx.GoTo(s.back())
		}
	case in.Pressed(ebiten.KeyE) || (in.Clicked() && s.hover == exportButton):
		s.Export(ctx)
	}
	return nil
}

// Export writes the log as HTML into the saves folder (ctx.AutosaveDir, or
// savegame.DefaultDir when that is unset) and says where; a failure is shown
// and nothing is written.
func (s *Scene) Export(ctx *scenes.Context) {
	defer ctx.Redraw()
	dir := ctx.AutosaveDir
	if dir == "" {
		d, err := savegame.DefaultDir()
		if err != nil {
			s.fail(ctx, fmt.Sprintf("The Player Log cannot be exported: there is no folder for saves (%v).", err))
			return
		}
		dir = d
	}
	now := time.Now
	if s.Store.Now != nil {
		now = s.Store.Now
	}
	at := now()
	path, err := s.Store.Export(dir, FileName(s.log, at), HTML(s.log, at))
	if err != nil {
		s.fail(ctx, fmt.Sprintf("The Player Log was not exported: %v", err))
		return
	}
	s.written, s.failed = path, ""
	ctx.Notify("Player Log written to "+path, false)
}

func (s *Scene) fail(ctx *scenes.Context, msg string) {
	s.failed = msg
	ctx.Notify(msg, true)
}
