package scenes

import (
	"fmt"
	"strings"
	"time"
)

// statsEvery is how often the speed figures are logged.
const statsEvery = 2 * time.Second

// stats measures the speed figures Options.Log reports: frames drawn per
// second, the time from launch to the first frame, and how long a click or key
// takes to be answered on screen (from the Update that reads it to the
// Update after the frame that shows the answer, which includes drawing and
// presenting that frame), and how long each screen took to come up: from
// launch for the first, from the start of the Update that read the click or
// key that went to it for the others.
type stats struct {
	since        time.Time // start of the current period
	drawnAt      int       // m.drawn at its start
	ticksAt      int
	ticks        int
	inputAt      time.Time // an input waiting to be answered on screen
	answerFrame  int       // the frame that answers it
	lastSettings time.Time
	firstDone    bool
	tickAt       time.Time // the start of this tick's Update
	shown        Scene     // a screen not drawn yet since it became current
	shownSince   time.Time // the input that asked for it (launch for the first)
	shownAfter   string    // what shownSince was: "launch" or "the input"
}

// tick runs at the top of every Update.
func (s *stats) tick(m *Manager, now time.Time) {
	s.ticks++
	s.tickAt = now
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
		if s.shown == nil {
			s.shown, s.shownSince, s.shownAfter = m.current, m.opts.Start, "launch"
		}
	}
	if s.shown == m.current {
		m.opts.Log("%s first drawn %.0f ms after %s", screenName(m.current), time.Since(s.shownSince).Seconds()*1000, s.shownAfter)
		s.shown = nil
	}
	if !s.inputAt.IsZero() && s.answerFrame == 0 {
		s.answerFrame = m.drawn
	}
}

// switched notes that sc became the current screen in this tick's Update.
func (s *stats) switched(sc Scene) {
	s.shown, s.shownSince, s.shownAfter = sc, s.tickAt, "the input"
}

// screenName names a screen by its package ("title", "campaign"): each
// screen has its own.
func screenName(sc Scene) string {
	name := strings.TrimPrefix(fmt.Sprintf("%T", sc), "*")
	if pkg, _, ok := strings.Cut(name, "."); ok {
		return pkg
	}
	return name
}
