package ui

import "github.com/hajimehoshi/ebiten/v2"

// Status is a screen's status line: one message, good or bad, tied to the
// thing the cursor was over when it was said. It clears itself when the
// cursor leaves that thing, so a message never outlives its cause ("Cannot
// move there" stays only while the cursor is on "there").
type Status struct {
	Text string
	Bad  bool
	// about is where the message applies; the zero Rect ties it to nothing,
	// and it stays until replaced or cleared.
	about Rect
}

// Say sets the message; about is the area it is about (the zero Rect for a
// message that stays until the next one).
func (s *Status) Say(text string, bad bool, about Rect) {
	s.Text, s.Bad, s.about = text, bad, about
}

// Clear removes the message.
func (s *Status) Clear() { *s = Status{} }

// Follow clears a message tied to an area the cursor (x, y) has left, and
// reports whether it did, so the screen asks for a new frame.
func (s *Status) Follow(x, y float64) bool {
	if s.Text == "" || s.about == (Rect{}) || s.about.Contains(x, y) {
		return false
	}
	s.Clear()
	return true
}

// Draw writes the message wrapped in r, in red when bad; it returns the y
// below it.
func (s *Status) Draw(dst *ebiten.Image, v View, r Rect) float64 {
	if s.Text == "" {
		return r.Y
	}
	c := Pale
	if s.Bad {
		c = Refused
	}
	return v.Paragraph(dst, s.Text, SizeSmall, false, c, r.X, r.Y, r.W)
}
