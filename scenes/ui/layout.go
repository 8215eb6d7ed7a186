package ui

// Layout records what frames drew: the box of every text and every button,
// in design units, for the tests that check no text is cut off or runs into
// another on any screen. Fonts.Layout points to one while such a test
// draws; nil (in the game) records nothing.
type Layout struct {
	Texts   []Drawn
	Buttons []Rect
	// Defaults counts the buttons drawn with the gold edge of the screen's
	// main action (Primary): a screen shows at most one, the one Enter
	// presses.
	Defaults int
	covered  []Drawn
	// art counts the counters being drawn: their small print is the
	// counter's art, laid out by DrawCounter and checked by its own tests,
	// and counters in a pile cover each other on purpose.
	art int
	// via is where what is being drawn lands on the screen, when it is
	// drawn in other units into an image shown scaled (the map's board);
	// the zero value is the screen's own design units.
	via Via
}

// Via places a drawing on the screen: a unit of it is K of the screen's
// design units, its origin at (DX, DY).
type Via struct{ K, DX, DY float64 }

// rect converts r to the screen's design units.
func (v Via) rect(r Rect) Rect {
	if v.K == 0 {
		return r
	}
	return Rect{X: v.DX + r.X*v.K, Y: v.DY + r.Y*v.K, W: r.W * v.K, H: r.H * v.K}
}

// Through records what is drawn next as placed by v on the screen, until
// the function it returns is called.
func (l *Layout) Through(v Via) (done func()) {
	if l == nil {
		return func() {}
	}
	was := l.via
	l.via = v
	return func() { l.via = was }
}

// Drawn is one text drawn and its box.
type Drawn struct {
	Text string
	Box  Rect
}

// Covered lists the texts a panel drawn later hid in part: cut off.
func (l *Layout) Covered() []Drawn { return l.covered }

// cover notes an opaque fill over r: texts drawn before it and wholly under
// it are hidden, not shown (a dialog over the screen); texts it hides in part
// are cut off.
func (l *Layout) cover(r Rect) {
	if l == nil || l.art > 0 {
		return
	}
	r = l.via.rect(r)
	kept := l.Texts[:0]
	for _, d := range l.Texts {
		switch {
		case inside(d.Box, r, 1):
		case Overlaps(d.Box, r, 1.5):
			l.covered = append(l.covered, d)
		default:
			kept = append(kept, d)
		}
	}
	l.Texts = kept
}

// hide drops the texts under a popup: covered on purpose, not cut off.
func (l *Layout) hide(r Rect) {
	if l == nil {
		return
	}
	r = l.via.rect(r)
	kept := l.Texts[:0]
	for _, d := range l.Texts {
		if !Overlaps(d.Box, r, 0) {
			kept = append(kept, d)
		}
	}
	l.Texts = kept
}

// inside reports whether a lies within b, give or take slack.
func inside(a, b Rect, slack float64) bool {
	return a.X >= b.X-slack && a.Y >= b.Y-slack && a.Right() <= b.Right()+slack && a.Bottom() <= b.Bottom()+slack
}

// Reset forgets what was drawn, before a new frame.
func (l *Layout) Reset() { *l = Layout{} }

// text records a text drawn w wide at (x, y) in size, aligned a.
func (l *Layout) text(s string, size, x, y, w float64, a Align) {
	if l == nil || l.art > 0 || s == "" {
		return
	}
	switch a {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	l.Texts = append(l.Texts, Drawn{Text: s, Box: l.via.rect(Rect{X: x, Y: y, W: w, H: size * 1.15})})
}

// button records a button drawn in r.
func (l *Layout) button(r Rect) {
	if l != nil && l.art == 0 {
		l.Buttons = append(l.Buttons, l.via.rect(r))
	}
}

// defaultButton records a button drawn as the screen's main action.
func (l *Layout) defaultButton() {
	if l != nil && l.art == 0 {
		l.Defaults++
	}
}

// enterArt and leaveArt bracket the drawing of a counter.
func (l *Layout) enterArt() {
	if l != nil {
		l.art++
	}
}

func (l *Layout) leaveArt() {
	if l != nil {
		l.art--
	}
}

// Overlaps reports whether a and b share more than a sliver (slack design
// units each way), which glyphs' side bearings and line spacing allow.
func Overlaps(a, b Rect, slack float64) bool {
	return a.X+slack < b.Right()-slack && b.X+slack < a.Right()-slack &&
		a.Y+slack < b.Bottom()-slack && b.Y+slack < a.Bottom()-slack
}
