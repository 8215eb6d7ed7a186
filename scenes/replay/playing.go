package replay

import (
	"fmt"

	"nimitz/scenes"
)

// Speeds are the events a second the replay plays at, slowest first.
var Speeds = []float64{1, 2, 4, 8, 16}

// player plays the replay forward or back, an event at a time, at one of
// Speeds.
type player struct {
	dir   int     // 1 forward, -1 back, 0 paused
	speed int     // index in Speeds
	wait  float64 // ticks until the next event
}

// newPlayer is a paused player at 2 events a second.
func newPlayer() player { return player{speed: 1} }

// Playing reports whether the replay is playing, and which way (1 forward,
// -1 back).
func (s *Scene) Playing() int { return s.play.dir }

// Speed is the events a second the replay plays at.
func (s *Scene) Speed() float64 { return Speeds[s.play.speed] }

// toggle plays the replay in direction dir, or pauses it when it already
// plays that way.
func (s *Scene) toggle(dir int) {
	if s.play.dir == dir {
		s.play.dir = 0
		return
	}
	s.play.dir, s.play.wait = dir, 0
}

// faster chooses the next speed, back to the slowest after the fastest.
// The wait for the next event is cut to the new speed's.
func (s *Scene) faster() {
	s.play.speed = (s.play.speed + 1) % len(Speeds)
	s.play.wait = min(s.play.wait, 60/Speeds[s.play.speed])
}

// advance moves the playing replay on by the time this Update stands for;
// it reports whether the cursor moved. It pauses at either end.
func (s *Scene) advance(ctx *scenes.Context) bool {
	if s.play.dir == 0 {
		return false
	}
	s.play.wait -= ctx.Ticks()
	moved := false
	for s.play.wait <= 0 {
		s.play.wait += 60 / Speeds[s.play.speed]
		step := s.p.NextEvent
		if s.play.dir < 0 {
			step = s.p.PrevEvent
		}
		if !step() {
			s.play.dir = 0
			break
		}
		moved = true
	}
	return moved
}

// playLabel is the play button's label.
func (s *Scene) playLabel(dir int) string {
	switch {
	case s.play.dir == dir:
		return "Pause"
	case dir < 0:
		return "Play back"
	}
	return "Play"
}

// speedLabel is the speed button's label.
func (s *Scene) speedLabel() string { return fmt.Sprintf("Speed: %g a second", Speeds[s.play.speed]) }

// toMark moves the cursor to the next mark on the timeline (or, back, the
// one before); it reports whether it moved.
func (s *Scene) toMark(forward bool) bool {
	m, ok := s.p.PrevMark()
	if forward {
		m, ok = s.p.NextMark()
	}
	if !ok {
		return false
	}
	s.p.SeekEvent(m.At, m.Event)
	return true
}
