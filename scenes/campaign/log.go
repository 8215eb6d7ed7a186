package campaign

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes/ui"
)

// logPanel is the game log: every event in plain words with its rule, newest
// at the bottom, scrollable.
type logPanel struct {
	entries []rules.Event
	back    int // lines scrolled back from the newest

	// wrapped lines, cached for one scale
	lines   []logLine
	wrapped int // entries already wrapped
	scale   float64
}

type logLine struct {
	text  string
	rule  bool // the rule reference line, drawn muted
	first bool // the first line of an entry
	clr   color.Color
}

const logSize = 13.5

func (l *logPanel) add(e rules.Event) {
	l.entries = append(l.entries, e)
	l.back = 0
}

func (l *logPanel) scroll(n int) {
	l.back = max(0, l.back+n)
}

func entryColor(e rules.Event) color.Color {
	switch {
	case e.Kind == rules.EvStep || e.Kind == rules.EvTurn:
		return ui.Gold
	case e.Side == rules.Japan:
		return color.RGBA{0xff, 0xb4, 0xa8, 0xff}
	case e.Side == rules.US:
		return color.RGBA{0xb8, 0xd4, 0xff, 0xff}
	}
	return ui.Pale
}

// wrap brings the wrapped lines up to date for the view.
func (l *logPanel) wrap(v ui.View, width float64) {
	if l.scale != v.Scale {
		l.lines, l.wrapped, l.scale = nil, 0, v.Scale
	}
	face := v.Face(logSize, false)
	small := v.Face(logSize-2, false)
	for _, e := range l.entries[l.wrapped:] {
		c := entryColor(e)
		for i, t := range ui.Wrap(e.Text, face, width*v.Scale) {
			l.lines = append(l.lines, logLine{text: t, first: i == 0, clr: c})
		}
		if e.Rule != "" && e.Kind != rules.EvStep {
			for _, t := range ui.Wrap("— "+e.Rule, small, (width-14)*v.Scale) {
				l.lines = append(l.lines, logLine{text: t, rule: true, clr: ui.Muted})
			}
		}
	}
	l.wrapped = len(l.entries)
}

// draw paints the log into r.
func (l *logPanel) draw(dst *ebiten.Image, v ui.View, r ui.Rect) {
	v.FillRect(dst, r, ui.Panel)
	v.StrokeRect(dst, r, 1, ui.PanelLine)
	v.Text(dst, "GAME LOG", ui.SizeBody, true, ui.Gold, r.X+10, r.Y+7, ui.Left)
	v.Text(dst, "wheel / PgUp PgDn to scroll", ui.SizeFine, false, ui.Muted, r.Right()-10, r.Y+9, ui.Right)
	inner := ui.Rect{X: r.X + 10, Y: r.Y + 28, W: r.W - 24, H: r.H - 34}
	l.wrap(v, inner.W)
	lh := logSize * 1.32
	rows := int(inner.H / lh)
	maxBack := max(0, len(l.lines)-rows)
	if l.back > maxBack {
		l.back = maxBack
	}
	end := len(l.lines) - l.back
	start := max(0, end-rows)
	y := inner.Y
	for _, ln := range l.lines[start:end] {
		if ln.rule {
			v.Text(dst, ln.text, logSize-2, false, ln.clr, inner.X+14, y+1, ui.Left)
		} else {
			x := inner.X
			if !ln.first {
				x += 8
			}
			v.Text(dst, ln.text, logSize, false, ln.clr, x, y, ui.Left)
		}
		y += lh
	}
	// The scroll bar.
	if len(l.lines) > rows {
		track := ui.Rect{X: r.Right() - 9, Y: inner.Y, W: 4, H: inner.H}
		v.FillRect(dst, track, ui.PanelLine)
		h := track.H * float64(rows) / float64(len(l.lines))
		top := track.Y + (track.H-h)*float64(start)/float64(max(1, len(l.lines)-rows))
		v.FillRect(dst, ui.Rect{X: track.X, Y: top, W: 4, H: h}, ui.Muted)
	}
}
