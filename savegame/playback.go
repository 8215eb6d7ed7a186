package savegame

import (
	"fmt"
	"slices"

	"nimitz/rules"
)

// A Playback steps through a session's record: the game as it stood after any
// number of its decisions, and each event those decisions made, forward and
// back. It never changes the session it was made from, and it changes no
// game except by applying the recorded decisions to fresh copies, as a load
// does: what it shows is exactly what the record makes.
//
// Every SnapshotEvery decisions it keeps a snapshot of the game, so the game
// at any decision is rebuilt from the snapshot before it by applying at most
// SnapshotEvery-1 decisions: stepping back is as quick as stepping forward.
//
// The cursor is a decision (how many of the record's decisions have been
// applied, 0 to Len) and one event of the events that decision made (the
// set-up's at decision 0). The board at the cursor is the game after the
// decision; a screen that shows the events one by one animates them from
// Before to Game.
type Playback struct {
	kind      string
	opts      rules.Options
	start     *Start
	decisions []rules.Decision
	// events[k] are the events of the k-th decision (1-based); events[0]
	// those of the set-up (or, for a record that begins at a Start, the
	// lines of its history).
	events  [][]rules.Event
	moments []Moment   // moments[k]: where the game stood after k decisions
	snaps   []*Session // snaps[i]: the session after i*SnapshotEvery decisions; never applied to
	full    *Session   // the whole record, as replayed

	at, ev int // the cursor: decisions applied, and the event of events[at] (-1 when it has none)

	// cache holds the sessions last rebuilt (after cache[i].at decisions),
	// the least recently used replaced first: the game at the cursor and
	// the one before it stay at hand while the cursor steps.
	cache [3]cached
	clock int

	// bookmarks are the replayed game's, and those added since
	// (AddBookmark); extra the marks others put on the timeline.
	bookmarks []Bookmark
	extra     []TimelineMark
}

// cached is a session the replay rebuilt, never applied to afterwards.
type cached struct {
	sess *Session
	at   int
	used int // the replay's clock when last used
}

// SnapshotEvery is how many decisions apart a Playback keeps snapshots.
const SnapshotEvery = 16

// Moment is where the game stood after some decisions: what the Campaign
// Turn track, the Sequence of Play and a slider over the turns show.
type Moment struct {
	Year     int // the campaign being played (in a linked series, its year)
	Turn     int // the Campaign Turn, 0 before the first
	TurnName string
	Step     rules.Step
	Over     bool // the campaign (or the whole series) is over
}

func momentOfSession(s *Session) Moment {
	g := s.Game()
	return Moment{Year: g.Year, Turn: g.Turn, TurnName: g.TurnName(), Step: g.Step, Over: s.Over()}
}

// NewPlayback makes the playback of a session's record, its cursor at the end
// (the moment the session stands at). The record is replayed once from its
// start, so this takes as long as a load; a record the rules refuse is an
// error and no replay is made. s is not changed.
func NewPlayback(s *Session) (*Playback, error) {
	if s == nil {
		return nil, fmt.Errorf("there is no game to replay")
	}
	r := &Playback{kind: s.Kind(), opts: s.opts, start: s.Start(), decisions: s.Decisions(), bookmarks: s.Bookmarks()}
	sess, setup, err := sessionAt(r.kind, r.opts, r.start)
	if err != nil {
		return nil, err
	}
	if r.start != nil {
		setup = historyEvents(r.start)
	}
	r.events = append(r.events, setup)
	r.moments = append(r.moments, momentOfSession(sess))
	r.snaps = append(r.snaps, sess.snapshot())
	for i, d := range r.decisions {
		evs, err := sess.Apply(d)
		if err != nil {
			return nil, &ReplayError{Index: i, Decision: d, Err: err}
		}
		r.events = append(r.events, evs)
		r.moments = append(r.moments, momentOfSession(sess))
		if (i+1)%SnapshotEvery == 0 {
			r.snaps = append(r.snaps, sess.snapshot())
		}
	}
	r.full = sess
	r.cache[0] = cached{sess: sess, at: len(r.decisions)}
	r.at, r.ev = len(r.decisions), len(r.events[len(r.decisions)])-1
	return r, nil
}

// snapshot is a copy of the session whose game (or series) shares nothing
// with the original that applying a decision changes.
func (s *Session) snapshot() *Session {
	c := &Session{opts: s.opts, start: s.start,
		decisions: slices.Clip(s.decisions), barriers: slices.Clip(s.barriers)}
	if s.series != nil {
		sr := *s.series
		sr.Game = s.series.Game.Clone()
		sr.Log = slices.Clone(s.series.Log)
		c.series = &sr
	} else {
		c.game = s.game.Clone()
	}
	return c
}

// Kind is KindLinked for the replay of a linked series, KindCampaign
// otherwise.
func (r *Playback) Kind() string { return r.kind }

// Options are the options the replayed game began with.
func (r *Playback) Options() rules.Options { return r.opts }

// Len is the number of decisions in the record.
func (r *Playback) Len() int { return len(r.decisions) }

// At is the cursor's decision: how many decisions have been applied to the
// game shown (0: the set-up, or the Start).
func (r *Playback) At() int { return r.at }

// EventIndex is the cursor's event among Events(At()), or -1 when that
// decision made none.
func (r *Playback) EventIndex() int { return r.ev }

// Events are the events the k-th decision made (k from 1), or the set-up's
// (k = 0). The caller must not change them.
func (r *Playback) Events(k int) []rules.Event {
	if k < 0 || k >= len(r.events) {
		return nil
	}
	return r.events[k]
}

// Decision is the k-th decision of the record (k from 1 to Len).
func (r *Playback) Decision(k int) (rules.Decision, bool) {
	if k < 1 || k > len(r.decisions) {
		return rules.Decision{}, false
	}
	return r.decisions[k-1], true
}

// Event is the event at the cursor, and false when the cursor's decision
// made none.
func (r *Playback) Event() (rules.Event, bool) {
	if r.ev < 0 {
		return rules.Event{}, false
	}
	return r.events[r.at][r.ev], true
}

// Dice are the dice of the event at the cursor (none for most events).
func (r *Playback) Dice() []int {
	if e, ok := r.Event(); ok {
		return e.Dice
	}
	return nil
}

// Log is the game log up to the cursor, in order: every event of the
// decisions before it and its decision's events up to the cursor's.
func (r *Playback) Log() []rules.Event {
	var out []rules.Event
	for k := 0; k < r.at; k++ {
		out = append(out, r.events[k]...)
	}
	return append(out, r.events[r.at][:r.ev+1]...)
}

// LogLen is len(Log()) without building it.
func (r *Playback) LogLen() int {
	n := 0
	for k := 0; k < r.at; k++ {
		n += len(r.events[k])
	}
	return n + r.ev + 1
}

// Moment is where the game stood after k decisions.
func (r *Playback) Moment(k int) Moment {
	return r.moments[max(0, min(k, len(r.moments)-1))]
}

// Seek puts the cursor on decision k (clamped to 0..Len), at its last
// event: the game after the whole decision.
func (r *Playback) Seek(k int) {
	r.at = max(0, min(k, len(r.decisions)))
	r.ev = len(r.events[r.at]) - 1
}

// NextDecision moves to the end of the next decision; false at the end.
func (r *Playback) NextDecision() bool {
	if r.at >= len(r.decisions) {
		if last := len(r.events[r.at]) - 1; r.ev < last {
			r.ev = last
			return true
		}
		return false
	}
	r.Seek(r.at + 1)
	return true
}

// PrevDecision moves to the end of the decision before; false at the start.
func (r *Playback) PrevDecision() bool {
	if r.at == 0 {
		if r.ev > min(0, len(r.events[0])-1) {
			r.ev = min(0, len(r.events[0])-1)
			return true
		}
		return false
	}
	r.Seek(r.at - 1)
	return true
}

// NextEvent moves to the next event, on into the next decision's events;
// false at the end.
func (r *Playback) NextEvent() bool {
	if r.ev+1 < len(r.events[r.at]) {
		r.ev++
		return true
	}
	if r.at >= len(r.decisions) {
		return false
	}
	r.at++
	r.ev = min(0, len(r.events[r.at])-1)
	return true
}

// PrevEvent moves to the event before, back into the previous decision's
// events; false at the start.
func (r *Playback) PrevEvent() bool {
	if r.ev > 0 {
		r.ev--
		return true
	}
	if r.at == 0 {
		return false
	}
	r.Seek(r.at - 1)
	return true
}

// AtEnd reports that the cursor is on the record's last event.
func (r *Playback) AtEnd() bool {
	return r.at == len(r.decisions) && r.ev == len(r.events[r.at])-1
}

// Mark is where a Campaign Turn begins in the record, for a slider over the
// turns: At is the first decision after which the game stands in it.
type Mark struct {
	At       int
	Year     int
	Turn     int
	TurnName string
}

// Marks are the Campaign Turns the record passes through, in order, each
// where it begins (the first at 0); a linked series' campaigns follow one
// another.
func (r *Playback) Marks() []Mark {
	var out []Mark
	for k, m := range r.moments {
		if n := len(out); n == 0 || out[n-1].Year != m.Year || out[n-1].Turn != m.Turn {
			out = append(out, Mark{At: k, Year: m.Year, Turn: m.Turn, TurnName: m.TurnName})
		}
	}
	return out
}

// SeekTurn puts the cursor where the i-th of Marks begins: the game as the
// Campaign Turn starts. It reports false for no such mark.
func (r *Playback) SeekTurn(i int) bool {
	marks := r.Marks()
	if i < 0 || i >= len(marks) {
		return false
	}
	r.Seek(marks[i].At)
	return true
}

// sessionAt is the session after k decisions, rebuilt from the snapshot at
// or before k (a fresh copy, which the caller may apply decisions to).
func (r *Playback) sessionAfter(k int) (*Session, error) {
	i := min(k/SnapshotEvery, len(r.snaps)-1)
	s := r.snaps[i].snapshot()
	for j := i * SnapshotEvery; j < k; j++ {
		if _, err := s.Apply(r.decisions[j]); err != nil {
			return nil, &ReplayError{Index: j, Decision: r.decisions[j], Err: err}
		}
	}
	return s, nil
}

// session is the session after k decisions, from the cache or rebuilt.
func (r *Playback) session(k int) (*Session, error) {
	r.clock++
	oldest := 0
	for i, c := range r.cache {
		if c.sess != nil && c.at == k {
			r.cache[i].used = r.clock
			return c.sess, nil
		}
		if c.used < r.cache[oldest].used || c.sess == nil && r.cache[oldest].sess != nil {
			oldest = i
		}
	}
	s, err := r.sessionAfter(k)
	if err != nil {
		return nil, err
	}
	r.cache[oldest] = cached{sess: s, at: k, used: r.clock}
	return s, nil
}

// Game is the game at the cursor: after At() decisions (in a linked series,
// the campaign being played then). Read it; never apply to it.
func (r *Playback) Game() (*rules.Game, error) {
	s, err := r.session(r.at)
	if err != nil {
		return nil, err
	}
	return s.Game(), nil
}

// Before is the game before the cursor's decision (after At()-1 decisions),
// from which its events play out; nil at decision 0. In a linked series it
// may be the campaign before Game's.
func (r *Playback) Before() (*rules.Game, error) {
	if r.at == 0 {
		return nil, nil
	}
	s, err := r.session(r.at - 1)
	if err != nil {
		return nil, err
	}
	return s.Game(), nil
}

// Session is a new session whose record is the replay's up to the cursor's
// decision: "play from here". It is exactly the session replaying that
// prefix makes (from the set-up, or from the record's Start), to play on
// and save like any other. Each call makes a new one.
func (r *Playback) Session() (*Session, error) {
	s, err := r.sessionAfter(r.at)
	if err != nil {
		return nil, err
	}
	s.decisions = slices.Clone(s.decisions)
	s.barriers = slices.Clone(s.barriers)
	return s, nil
}

// Whole is the session of the whole record, as replayed (the game at its
// end): what an exported replay holds. The caller must not apply to it.
func (r *Playback) Whole() *Session {
	w := *r.full
	w.bookmarks = slices.Clone(r.bookmarks)
	return &w
}

// Shown is the session at the cursor (after At() decisions), for a screen
// that draws it and needs to know, say, its place in a linked series. It is
// the playback's own: read it, never apply to it (Session makes one to play).
func (r *Playback) Shown() (*Session, error) { return r.session(r.at) }
