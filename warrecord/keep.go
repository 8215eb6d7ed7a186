package warrecord

import (
	"errors"
	"time"

	"nimitz/savegame"
)

// Keep adds a game to the record in dir (the saves folder) and writes the
// record: a campaign that ended, or one abandoned. It returns the entry
// kept. A record that cannot be read is kept aside first (Load), and the
// entry begins a new record; one that could not be moved aside, or is
// newer, is not written over: the error says so and nothing is kept.
func Keep(st savegame.Store, dir string, sess *savegame.Session, at time.Time, abandoned bool) (Entry, error) {
	e, err := FromSession(sess, at, abandoned, OddsSamples)
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
