package warrecord

import (
	"errors"
	"time"

	"nimitz/savegame"
)

// Keep adds a game to the record in dir (the saves folder) and writes the
// record: a campaign that ended, or one abandoned. It returns the entry
// kept, Pending: its battles, odds and losses are Fill's to write (a
// Keeper works them out and fills them in). A record that cannot be read is kept aside first (Load), and the
// entry begins a new record; one that could not be moved aside, or is
// newer, is not written over: the error says so and nothing is kept.
func Keep(st savegame.Store, dir string, sess *savegame.Session, at time.Time, abandoned bool) (Entry, error) {
	e, err := NewEntry(sess, at, abandoned)
	if err != nil {
		return Entry{}, err
	}
	r, lerr := Load(st, dir)
	var re *Error
	if errors.As(lerr, &re) && !re.Writable() {
		return Entry{}, lerr
	}
	ds := sess.Decisions()
	r = r.With(e, func(n int) string {
		if n > len(ds) {
			return ""
		}
		return digestOf(ds[:n])
	})
	if err := Save(st, dir, r); err != nil {
		return Entry{}, err
	}
	// The entry is kept; a record that was damaged is still worth saying.
	return e, lerr
}

// SetBookmarks replaces the bookmarks of the entry id in dir's record and
// writes it: the bookmarks added in its replay.
func SetBookmarks(st savegame.Store, dir, id string, bs []savegame.Bookmark) error {
	r, err := Load(st, dir)
	if err != nil {
		return err
	}
	for i := range r.Entries {
		if r.Entries[i].ID == id {
			r.Entries[i].Bookmarks = bs
			return Save(st, dir, r)
		}
	}
	return errors.New("this game is no longer in the war record")
}

// Fill writes the battles, odds and losses of done (a Pending entry
// completed) into its entry in dir's record. An entry no longer there, or
// no longer pending (the same game kept again), is left as it is.
func Fill(st savegame.Store, dir string, done Entry) error {
	r, err := Load(st, dir)
	if err != nil {
		return err
	}
	for i := range r.Entries {
		e := &r.Entries[i]
		if e.ID != done.ID || e.Digest != done.Digest || !e.Pending {
			continue
		}
		e.Battles, e.Losses, e.Pending = done.Battles, done.Losses, false
		return Save(st, dir, r)
	}
	return nil
}

// Pending are the entries whose battles, odds and losses are still to be
// worked out.
func (r Record) Pending() []Entry {
	var out []Entry
	for _, e := range r.Entries {
		if e.Pending {
			out = append(out, e)
		}
	}
	return out
}
