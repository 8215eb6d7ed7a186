package savegame

import (
	"bytes"
	"fmt"
	"reflect"
	"slices"

	"nimitz/rules"
)

// MarkKind says what a mark on a replay's timeline stands for.
type MarkKind string

// The kinds of mark a Playback puts on its timeline itself. Others add their
// own kinds with AddMarks (the staff's costliest decisions, say).
const (
	MarkTurn       MarkKind = "turn"       // a Campaign Turn begins
	MarkBattle     MarkKind = "battle"     // a battle begins
	MarkEvaluation MarkKind = "evaluation" // a campaign's final Evaluation
	MarkBookmark   MarkKind = "bookmark"   // the player's bookmark, its note the label
)

// TimelineMark is one mark on a replay's timeline: what it stands for,
// where (the cursor's decision and event there), and a label to show.
type TimelineMark struct {
	Kind  MarkKind
	At    int // the decision, 0 to Len
	Event int // the event of that decision, -1 for its end
	Label string
}

// Timeline is every mark of the record, in the order of the record: the
// Campaign Turns, battles and Evaluations the record passes through, the
// bookmarks, and the marks others added (AddMarks).
func (r *Playback) Timeline() []TimelineMark {
	var out []TimelineMark
	for _, m := range r.Marks() {
		label := fmt.Sprintf("%d %s", m.Year, m.TurnName)
		out = append(out, TimelineMark{Kind: MarkTurn, At: m.At, Event: -1, Label: label})
	}
	for k, evs := range r.events {
		ended := -1
		for i, e := range evs {
			switch e.Kind {
			case rules.EvBattleStart:
				out = append(out, TimelineMark{Kind: MarkBattle, At: k, Event: i, Label: "Battle for " + e.Area})
			case rules.EvCampaignEnd, rules.EvDefeat:
				if ended < 0 {
					ended = i
				}
			}
		}
		if k > 0 && r.campaignEnded(k) {
			out = append(out, TimelineMark{Kind: MarkEvaluation, At: k, Event: ended, Label: evaluationOf(r, k)})
		}
	}
	for _, b := range r.bookmarks {
		out = append(out, TimelineMark{Kind: MarkBookmark, At: b.At, Event: b.Event, Label: b.Note})
	}
	out = append(out, r.extra...)
	slices.SortStableFunc(out, func(a, b TimelineMark) int {
		if a.At != b.At {
			return a.At - b.At
		}
		return eventOrder(a.Event) - eventOrder(b.Event)
	})
	return out
}

// eventOrder puts a decision's end (-1) after its events.
func eventOrder(ev int) int {
	if ev < 0 {
		return 1 << 30
	}
	return ev
}

// campaignEnded reports whether decision k ended a campaign: the game
// over after it, or (in a linked series) the next campaign set up.
func (r *Playback) campaignEnded(k int) bool {
	was, now := r.moments[k-1], r.moments[k]
	return (now.Over && !was.Over) || now.Year != was.Year
}

// evaluationOf words the end of the campaign decision k ended: its year
// and Evaluation.
func evaluationOf(r *Playback, k int) string {
	year := r.moments[k-1].Year
	s, err := r.session(k)
	if err != nil {
		return fmt.Sprintf("%d: over", year)
	}
	if sr := s.Series(); sr != nil {
		for _, c := range sr.Log {
			if c.Year == year {
				return fmt.Sprintf("%d: %s", year, c.Evaluation)
			}
		}
	}
	if g := s.Game(); g.Year == year && g.Evaluation != "" {
		return fmt.Sprintf("%d: %s", year, g.Evaluation)
	}
	return fmt.Sprintf("%d: over", year)
}

// AddMarks puts more marks on the timeline (another kind of mark, worked
// out elsewhere); marks outside the record are left out.
func (r *Playback) AddMarks(marks ...TimelineMark) {
	for _, m := range marks {
		if m.At >= 0 && m.At <= len(r.decisions) {
			r.extra = append(r.extra, m)
		}
	}
}

// Bookmarks are the bookmarks of the replayed game, in the order of the
// record.
func (r *Playback) Bookmarks() []Bookmark { return slices.Clone(r.bookmarks) }

// AddBookmark marks the cursor's moment with a note, and returns the mark
// made; refused as Session.AddBookmark refuses.
func (r *Playback) AddBookmark(note string) (Bookmark, error) {
	b := Bookmark{At: r.at, Event: r.ev, Note: trimNote(note)}
	all, err := WithBookmark(r.bookmarks, b, len(r.decisions))
	if err != nil {
		return Bookmark{}, err
	}
	r.bookmarks = all
	return b, nil
}

// SeekEvent puts the cursor on event ev of decision k (both clamped; -1 or
// past the last event: the decision's end).
func (r *Playback) SeekEvent(k, ev int) {
	r.Seek(k)
	if ev >= 0 && ev < len(r.events[r.at]) {
		r.ev = ev
	}
}

// NextMark is the first mark after the cursor, and false when none is.
func (r *Playback) NextMark() (TimelineMark, bool) {
	for _, m := range r.Timeline() {
		if after(m.At, m.Event, r.at, r.eventPlace()) {
			return m, true
		}
	}
	return TimelineMark{}, false
}

// PrevMark is the last mark before the cursor, and false when none is.
func (r *Playback) PrevMark() (TimelineMark, bool) {
	ms := r.Timeline()
	for i := len(ms) - 1; i >= 0; i-- {
		if after(r.at, r.eventPlace(), ms[i].At, ms[i].Event) {
			return ms[i], true
		}
	}
	return TimelineMark{}, false
}

// eventPlace is the cursor's event as a mark names it: -1 at the
// decision's last event.
func (r *Playback) eventPlace() int {
	if r.ev >= len(r.events[r.at])-1 {
		return -1
	}
	return r.ev
}

// after reports whether (k, ev) comes after (k2, ev2) in the record.
func after(k, ev, k2, ev2 int) bool {
	if k != k2 {
		return k > k2
	}
	return eventOrder(ev) > eventOrder(ev2)
}

// Of reports whether the playback is of s's game: the same kind, options
// and start, and a record s's begins with (the game in play replayed at
// some moment).
func (r *Playback) Of(s *Session) bool {
	if s == nil || s.Kind() != r.kind || s.opts != r.opts || s.Len() < len(r.decisions) {
		return false
	}
	if (s.start == nil) != (r.start == nil) || (s.start != nil && !bytes.Equal(s.start.State, r.start.State)) {
		return false
	}
	for i, d := range r.decisions {
		if !reflect.DeepEqual(d, s.decisions[i]) {
			return false
		}
	}
	return true
}

// SetBookmarks replaces the replay's bookmarks (those kept elsewhere, as
// the war record keeps them); refused as Session.SetBookmarks refuses.
func (r *Playback) SetBookmarks(bs []Bookmark) error {
	if err := checkBookmarks(bs, len(r.decisions)); err != nil {
		return err
	}
	r.bookmarks = sortBookmarks(slices.Clone(bs))
	return nil
}
