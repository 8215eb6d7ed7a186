package scenes

import "time"

// statsEvery is how often the speed figures are logged.
const statsEvery = 2 * time.Second

// stats measures the speed figures Options.Log reports: frames drawn per
// second, the time from launch to the first frame, and how long a click or key
// takes to be answered on screen (from the Update that reads it to the
// Update after the frame that shows the answer, which includes drawing and
// presenting that frame).
type stats struct {
	since        time.Time // start of the current period
	drawnAt      int       // m.drawn at its start
	ticksAt      int
	ticks        int
	inputAt      time.Time // an input waiting to be answered on screen
	answerFrame  int       // the frame that answers it
	lastSettings time.Time
	firstDone    bool
}

// tick runs at the top of every Update.
func (s *stats) tick(m *Manager, now time.Time) {
	s.ticks++
	if m.opts.Log == nil {
		return
	}
	if !s.inputAt.IsZero() && s.answerFrame > 0 && m.drawn >= s.answerFrame {
		m.opts.Log("input answered on screen in %.0f ms", now.Sub(s.inputAt).Seconds()*1000)
		s.inputAt, s.answerFrame = time.Time{}, 0
	}
	if s.since.IsZero() {
		s.since, s.drawnAt, s.ticksAt = now, m.drawn, s.ticks
		return
	}
	if d := now.Sub(s.since); d >= statsEvery {
		n := m.drawn - s.drawnAt
		line := "%.1f frames drawn/s, %.1f ticks/s"
		args := []any{float64(n) / d.Seconds(), float64(s.ticks-s.ticksAt) / d.Seconds()}
		if n > 0 {
			line += ", %.0f ms a drawn frame"
			args = append(args, d.Seconds()*1000/float64(n))
		}
		m.opts.Log(line, args...)
		s.since, s.drawnAt, s.ticksAt = now, m.drawn, s.ticks
	}
}

// input notes a click, key or wheel turn read this tick.
func (s *stats) input(now time.Time) {
	if s.inputAt.IsZero() {
		s.inputAt, s.answerFrame = now, 0
	}
}

// drawn runs after every frame drawn.
func (s *stats) drawn(m *Manager) {
	if m.opts.Log == nil {
		return
	}
	if !s.firstDone {
		s.firstDone = true
		m.opts.Log("first frame drawn %.0f ms after launch", time.Since(m.opts.Start).Seconds()*1000)
	}
	if !s.inputAt.IsZero() && s.answerFrame == 0 {
		s.answerFrame = m.drawn
	}
}
