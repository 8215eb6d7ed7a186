package warrecord

import (
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"nimitz/savegame"
)

// The record file's identity and limits.
const (
	// FileName is the record's file in the saves folder. Not ".json", so
	// the saves lists never take it for a save.
	FileName = "war-record.rec"
	// Format is the version of the record file this build writes; older
	// ones load through migrate, newer ones are refused.
	Format = 1
	// Magic is the "game" field that marks the file as a war record.
	Magic = "Fleet Commander Nimitz war record"
	// MaxFileSize is the largest record read: a campaign's entry is some
	// kilobytes, its replay packed.
	MaxFileSize = 64 << 20
	// MaxEntries is the most entries a record holds; the oldest abandoned
	// ones, then the oldest, give way past it.
	MaxEntries = 2000
)

// Record is the war record: every campaign kept, oldest first.
type Record struct {
	Entries []Entry
}

// file is the record as written.
type file struct {
	Game    string  `json:"game"`
	Format  int     `json:"format"`
	Entries []Entry `json:"entries"`
}

// Error says the record file could not be used: the game shows an empty
// record and says why; the file is kept aside so that nothing writes over
// it.
type Error struct {
	Path string
	Err  error
	// KeptAs is where the damaged file was moved; "" when it stayed.
	KeptAs string
	// NotKept says the file could not be moved aside: the record must not
	// be written this session, or it would replace it.
	NotKept bool
	// Newer says the file was written by a newer version: it is left
	// where it is, unread, and the record is not written.
	Newer bool
}

// Error is the message to show the player.
func (e *Error) Error() string {
	if e.Newer {
		return fmt.Sprintf("Your war record %q was written by a newer version of the game (%v); update the game to see it. It is left as it is, and this session adds nothing to it.", e.Path, e.Err)
	}
	msg := fmt.Sprintf("Your war record could not be read from %q (%v).", e.Path, e.Err)
	switch {
	case e.KeptAs != "":
		msg += fmt.Sprintf(" The damaged file is kept as %q, and a new record begins.", filepath.Base(e.KeptAs))
	case e.NotKept:
		msg += " It could not be moved aside, so nothing is added to the record this session, and the file stays as it is."
	}
	return msg
}

// Unwrap gives the cause.
func (e *Error) Unwrap() error { return e.Err }

// Writable reports whether the record may be written after this error.
func (e *Error) Writable() bool { return e.KeptAs != "" }

// damagedName is the i-th name a damaged record is kept under.
func damagedName(i int) string {
	if i == 1 {
		return "war-record.damaged.rec"
	}
	return fmt.Sprintf("war-record.damaged-%d.rec", i)
}

// Load reads dir's record (dir is the saves folder). No file is an empty
// record and no error. A file that cannot be used is moved aside (Error's
// KeptAs) and an empty record returned with an *Error; a newer one is left
// alone (Error.Newer).
func Load(st savegame.Store, dir string) (Record, error) {
	path := filepath.Join(dir, FileName)
	b, err := st.ReadFile(path, MaxFileSize)
	if errors.Is(err, fs.ErrNotExist) {
		return Record{}, nil
	}
	if err == nil {
		var r Record
		r, err = Decode(b)
		if err == nil {
			return r, nil
		}
		var ne *newerError
		if errors.As(err, &ne) {
			return Record{}, &Error{Path: path, Err: err, Newer: true}
		}
	}
	kept := st.KeepAside(path, damagedName)
	return Record{}, &Error{Path: path, Err: err, KeptAs: kept, NotKept: kept == ""}
}

// newerError is a record of a format this build does not know.
type newerError struct{ format int }

func (e *newerError) Error() string {
	return fmt.Sprintf("format %d; this version reads up to %d", e.format, Format)
}

// Decode reads a record file's bytes, checking it whole: identity, format
// (migrating older ones), and every entry's figures. Anything wrong is an
// error and nothing is half read.
func Decode(b []byte) (r Record, err error) {
	defer func() {
		// A record must never crash the game.
		if p := recover(); p != nil {
			r, err = Record{}, fmt.Errorf("internal error reading it: %v", p)
		}
	}()
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	var head struct {
		Game   string          `json:"game"`
		Format json.RawMessage `json:"format"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return Record{}, fmt.Errorf("it is not a war record: %v", syntaxWords(err))
	}
	if head.Game != Magic {
		return Record{}, errors.New("it is not a Fleet Commander Nimitz war record")
	}
	var format int
	if err := json.Unmarshal(head.Format, &format); err != nil || format < 1 {
		return Record{}, errors.New("its format is not a whole number from 1")
	}
	if format > Format {
		return Record{}, &newerError{format}
	}
	b, err = migrate(b, format)
	if err != nil {
		return Record{}, err
	}
	var f file
	dec := json.NewDecoder(bytes.NewReader(b))
	if err := dec.Decode(&f); err != nil {
		return Record{}, fmt.Errorf("it is damaged: %v", syntaxWords(err))
	}
	if len(f.Entries) > MaxEntries {
		return Record{}, fmt.Errorf("it holds %d entries, more than a record keeps (%d)", len(f.Entries), MaxEntries)
	}
	for i := range f.Entries {
		if err := f.Entries[i].check(); err != nil {
			return Record{}, fmt.Errorf("entry %d is damaged: %v", i+1, err)
		}
	}
	return Record{Entries: f.Entries}, nil
}

// migrate brings a record of an older format to today's shape, one step a
// format. Format 1 is the first; a step goes here when a format changes.
func migrate(b []byte, format int) ([]byte, error) {
	if format == Format {
		return b, nil
	}
	return nil, fmt.Errorf("format %d has no migration", format)
}

// syntaxWords words a JSON error for the player.
func syntaxWords(err error) string {
	if errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "unexpected end of JSON input") {
		return "it ends before the record does"
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("the field %q holds %s where the game expects %s", te.Field, te.Value, te.Type)
	}
	return err.Error()
}

// check refuses an entry whose figures cannot be (a hand-edited file).
func (e *Entry) check() error {
	switch {
	case e.Campaign != Linked && (e.Options.Year < 1942 || e.Options.Year > 1945 || e.Campaign != fmt.Sprint(e.Options.Year)):
		return fmt.Errorf("it names no campaign the game has (%q)", e.Campaign)
	case e.Decisions < 0 || e.Objectives < 0 || e.Objectives > 100:
		return errors.New("its counts are out of range")
	case len(e.Campaigns) > 4 || len(e.Battles) > 10000:
		return errors.New("it lists more campaigns or battles than a game has")
	case e.Replay == "":
		return errors.New("it has no replay")
	}
	for _, b := range e.Battles {
		if !(b.PWin >= 0 && b.PWin <= 1) || b.Samples < 0 {
			return fmt.Errorf("the odds of the battle for %s are not a chance", b.Area)
		}
	}
	for _, c := range e.Campaigns {
		if len(c.Turns) > 40 {
			return errors.New("a campaign lists more turns than it has")
		}
		for _, t := range c.Turns {
			if t.Held < 0 || t.Held > 100 {
				return errors.New("a turn holds an impossible count of Objectives")
			}
		}
	}
	for _, b := range e.Bookmarks {
		if b.At < 0 || b.At > e.Decisions || len(b.Note) > 4*savegame.MaxBookmarkNote {
			return errors.New("a bookmark is out of its record")
		}
	}
	return nil
}

// Encode is the record file's bytes.
func (r Record) Encode() ([]byte, error) {
	f := file{Game: Magic, Format: Format, Entries: r.Entries}
	if f.Entries == nil {
		f.Entries = []Entry{}
	}
	b, err := json.MarshalIndent(f, "", " ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// Save writes the record into dir atomically, as a save is written.
func Save(st savegame.Store, dir string, r Record) error {
	b, err := r.Encode()
	if err != nil {
		return &savegame.WriteError{Path: filepath.Join(dir, FileName), Op: "encode", Err: err}
	}
	return st.WriteFile(filepath.Join(dir, FileName), b)
}

// With is the record with e added: in the place of an abandoned entry of
// the same game whose record e's begins with (the game taken up again), or
// of an entry with e's ID (the same game kept twice), else last. r is not
// changed.
func (r Record) With(e Entry, decisions func(n int) string) Record {
	out := slices.Clone(r.Entries)
	for i, o := range out {
		same := o.ID == e.ID
		taken := o.Abandoned && o.Line == e.Line && o.Decisions <= e.Decisions && decisions != nil && decisions(o.Decisions) == o.Digest
		if same || taken {
			out = append(out[:i], out[i+1:]...)
			break
		}
	}
	out = append(out, e)
	for len(out) > MaxEntries {
		i := slices.IndexFunc(out, func(e Entry) bool { return e.Abandoned })
		if i < 0 {
			i = 0
		}
		out = append(out[:i], out[i+1:]...)
	}
	return Record{Entries: out}
}

// Find is the entry of an ID, and false when none has it.
func (r Record) Find(id string) (Entry, bool) {
	for _, e := range r.Entries {
		if e.ID == id {
			return e, true
		}
	}
	return Entry{}, false
}

// Load opens an entry's replay as a saved game, with every check a save
// has.
func (e *Entry) Load() (*savegame.Loaded, error) {
	raw, err := base64.StdEncoding.DecodeString(e.Replay)
	if err != nil {
		return nil, fmt.Errorf("the replay of this entry is damaged: %v", err)
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, fmt.Errorf("the replay of this entry is damaged: %v", err)
	}
	return savegame.Decode(zr)
}
