package savegame

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Bookmark is a moment of a game's record the player marked in the replay,
// with a note: kept with the game's save (the "bookmarks" field) and in the
// war record once the campaign ends.
type Bookmark struct {
	// At is the decision the moment stands after (0 to the record's
	// length), Event its event among that decision's (-1: none), as a
	// Playback's cursor says.
	At    int    `json:"at"`
	Event int    `json:"event"`
	Note  string `json:"note"`
}

// Limits of bookmarks: a file beyond them is damaged, and AddBookmark
// refuses past them.
const (
	MaxBookmarks    = 1000
	MaxBookmarkNote = 500 // characters
)

// checkBookmarks says what is wrong with a list of bookmarks for a record
// of n decisions, or nil.
func checkBookmarks(bs []Bookmark, n int) error {
	if len(bs) > MaxBookmarks {
		return fmt.Errorf("it holds %d bookmarks, more than the %d a game keeps", len(bs), MaxBookmarks)
	}
	for i, b := range bs {
		switch {
		case b.At < 0 || b.At > n:
			return fmt.Errorf("bookmark %d marks decision %d, but the record has %d", i+1, b.At, n)
		case b.Event < -1:
			return fmt.Errorf("bookmark %d marks event %d", i+1, b.Event)
		case !utf8.ValidString(b.Note) || utf8.RuneCountInString(b.Note) > MaxBookmarkNote:
			return fmt.Errorf("bookmark %d's note is not text of at most %d characters", i+1, MaxBookmarkNote)
		}
	}
	return nil
}

// Bookmarks are the game's bookmarks, in the order of the record.
func (s *Session) Bookmarks() []Bookmark { return slices.Clone(s.bookmarks) }

// AddBookmark marks a moment of the record with a note (trimmed). It refuses
// a moment past the record, a note too long, or one bookmark too many.
func (s *Session) AddBookmark(b Bookmark) error {
	b.Note = trimNote(b.Note)
	all, err := WithBookmark(s.bookmarks, b, s.Len())
	if err != nil {
		return err
	}
	s.bookmarks = all
	return nil
}

// SetBookmarks replaces the game's bookmarks (a replay's, kept back into the
// game it shows); refused as AddBookmark refuses.
func (s *Session) SetBookmarks(bs []Bookmark) error {
	if err := checkBookmarks(bs, s.Len()); err != nil {
		return err
	}
	s.bookmarks = sortBookmarks(slices.Clone(bs))
	return nil
}

// WithBookmark is bs with b added in the order of the record, for a record
// of n decisions; bs is not changed.
func WithBookmark(bs []Bookmark, b Bookmark, n int) ([]Bookmark, error) {
	all := append(slices.Clone(bs), b)
	if err := checkBookmarks(all, n); err != nil {
		return nil, fmt.Errorf("the bookmark cannot be added: %w", err)
	}
	return sortBookmarks(all), nil
}

func sortBookmarks(bs []Bookmark) []Bookmark {
	slices.SortStableFunc(bs, func(a, b Bookmark) int {
		if a.At != b.At {
			return a.At - b.At
		}
		return a.Event - b.Event
	})
	return bs
}

// trimNote is a note as kept: without the spaces around it.
func trimNote(s string) string { return strings.TrimSpace(s) }
