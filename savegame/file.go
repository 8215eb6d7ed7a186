package savegame

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"nimitz/rules"
)

// The save file's identity and limits.
const (
	// Format is the version of the save file this build writes. Older formats
	// load through the migrations in migrate.go; newer ones are refused.
	Format = 3
	// GameVersion is the version of the game, written into every save so a
	// message can say which version made a file.
	GameVersion = "0.1.0"
	// Magic is the value of the "game" field that marks a Nimitz save
	// (format 1 on); every future format keeps "game" and "format".
	Magic = "Fleet Commander Nimitz"
	// MaxFileSize is the largest file Load reads. A whole campaign's save is
	// a few hundred kilobytes; anything far larger is not a save, and reading
	// it all could exhaust memory.
	MaxFileSize = 16 << 20
	// MaxDecisions bounds the record a load replays, so a crafted file cannot
	// keep the game busy for minutes. A whole campaign makes a few thousand.
	MaxDecisions = 100_000
)

// Header is the summary at the top of a save: enough for a file list without
// reading the game state.
type Header struct {
	Format      int    `json:"format"`
	GameVersion string `json:"game_version"`
	// RulesVersion is the rules.Version the game was played under (format 3
	// on; 0 in older files, written before rules versions were recorded).
	RulesVersion int        `json:"rules_version"`
	Kind         string     `json:"kind"`      // KindCampaign or KindLinked (format 2 on)
	Campaign     int        `json:"campaign"`  // the campaign's year (in a linked series, the one being played)
	SavedAt      time.Time  `json:"saved_at"`  // RFC 3339 to the nanosecond, UTC, so saves a moment apart still sort
	Turn         int        `json:"turn"`      // 0 is "Start"
	TurnName     string     `json:"turn_name"` // "Jan/Feb", ...
	Step         rules.Step `json:"step"`
	// Replay, when set, flags the file as a replay to watch (an exported
	// replay, playback.go): the game opens it on the replay screen at that
	// decision rather than in play. Older builds ignore it and open the
	// file as the save it also is.
	Replay *ReplayMark `json:"replay,omitempty"`
	// decisions is how many decisions the file's record holds, as read
	// (ReadHeader); never written.
	decisions int
}

// document is the save file, format 2: the state is a rules.Game when Kind
// is KindCampaign, a rules.Series when it is KindLinked.
type document struct {
	Game string `json:"game"` // Magic
	Header
	State     json.RawMessage  `json:"state"`
	Decisions []rules.Decision `json:"decisions"`
	// Joined lists the places (0-based) in Decisions of the decisions
	// applied with the one before as one click (Session.ApplyJoined), so
	// that Undo takes the click back whole after a load too. Older builds
	// ignore it.
	Joined []int `json:"joined,omitempty"`
	// Start is where the record begins when not at set-up (format 3 on).
	Start *Start `json:"start,omitempty"`
	// Bookmarks are the moments the player marked in the replay, with
	// their notes. Older builds ignore them.
	Bookmarks []Bookmark `json:"bookmarks,omitempty"`
}

// Loaded is a loaded save file: its summary and the session it holds.
type Loaded struct {
	Header // Header.Format is the format the file was written in
	// Session is the campaign, replayed from its record and checked against
	// the saved state; apply decisions to it to play on.
	Session *Session
	// Continued is set when the file was written under older rules: its
	// state was taken as the truth and play goes on under today's rules
	// (Session.Start holds the earlier decisions). Tell the player once
	// (ContinuedNote).
	Continued bool
}

// ContinuedNote is what to tell the player about a save of older rules, in
// plain words; "" for any other save.
func (s *Loaded) ContinuedNote() string {
	if !s.Continued {
		return ""
	}
	return fmt.Sprintf("This game was saved by an earlier version of Fleet Commander Nimitz (%s). "+
		"It goes on from where it was saved, under this version's rules (version %d); its earlier moves are kept in the log.",
		rulesVersionName(s.RulesVersion), rules.Version)
}

// Migrated says whether the file was written in an older format than this
// version writes (saving the session again brings it up to date).
func (s *Loaded) Migrated() bool { return s.Format < Format }

// Encode writes a session as a save file stamped with savedAt.
func Encode(w io.Writer, s *Session, savedAt time.Time) error {
	b, err := Marshal(s, savedAt)
	if err != nil {
		return err
	}
	_, err = w.Write(b)
	return err
}

// Marshal returns a session's save file stamped with savedAt.
func Marshal(s *Session, savedAt time.Time) ([]byte, error) {
	return marshalFile(s, savedAt, nil)
}

// marshalFile writes a session's save file, flagged as a replay when mark is
// not nil.
func marshalFile(s *Session, savedAt time.Time, mark *ReplayMark) ([]byte, error) {
	g := s.Game()
	var state []byte
	var err error
	if s.series != nil {
		state, err = json.Marshal(s.series)
	} else {
		state, err = json.Marshal(g)
	}
	if err != nil {
		return nil, fmt.Errorf("the game state cannot be written: %w", err)
	}
	doc := document{
		Game:  Magic,
		Start: s.start,
		Header: Header{
			Format:       Format,
			GameVersion:  GameVersion,
			RulesVersion: rules.Version,
			Kind:         s.Kind(),
			Campaign:     g.Year,
			SavedAt:      savedAt.UTC(),
			Turn:         g.Turn,
			TurnName:     g.TurnName(),
			Step:         g.Step,
			Replay:       mark,
		},
		State:     state,
		Decisions: s.decisions,
		Joined:    s.joinedPlaces(),
		Bookmarks: s.bookmarks,
	}
	if doc.Decisions == nil {
		doc.Decisions = []rules.Decision{} // "decisions": [] reads better than null
	}
	// Indented so a person can read a save, and diff two; a campaign's save
	// stays well under a megabyte.
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("the save cannot be written: %w", err)
	}
	return append(b, '\n'), nil
}

// Decode reads a save file and checks it, in order: size, JSON, identity,
// format (migrating older ones), the rules' acceptance of the state, and the
// replay of the recorded decisions to that exact state. Any failure is a
// *LoadError with a message for the player; nothing is half-loaded.
func Decode(r io.Reader) (*Loaded, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, openProblem(err)
	}
	if len(b) > MaxFileSize {
		return nil, tooLarge(int64(len(b)))
	}
	return decodeBytes(b)
}

func tooLarge(n int64) *LoadError {
	return loadErr(TooLarge, nil, "is too large to be a save (%s; saves are smaller than %s).", size(n), size(MaxFileSize))
}

// PanicError is a panic met while loading, turned into an error: a file must
// never crash the game, even through a bug in the rules it is replayed with.
// It means a bug to report, so the fuzz target fails on it.
type PanicError struct {
	Value any    // what was passed to panic
	Stack []byte // where
}

func (e *PanicError) Error() string { return fmt.Sprintf("internal error: %v", e.Value) }

func decodeBytes(b []byte) (*Loaded, error) {
	return protect(func() (*Loaded, error) { return decodeChecked(b) })
}

// protect runs a load, turning a panic into a *LoadError with a *PanicError.
func protect(load func() (*Loaded, error)) (sv *Loaded, err error) {
	defer func() {
		if v := recover(); v != nil {
			sv, err = nil, loadErr(BadState, &PanicError{Value: v, Stack: debug.Stack()},
				"could not be loaded: the game met an internal error reading it (%v). Please report it, with the file.", v)
		}
	}()
	return load()
}

func decodeChecked(b []byte) (*Loaded, error) {
	b = trimBOM(b)
	doc, fileFormat, err := parse(b)
	if err != nil {
		return nil, err
	}
	if doc.RulesVersion > rules.Version {
		return nil, newerRulesProblem(doc.RulesVersion, doc.GameVersion)
	}
	saved, opts, err := savedState(doc)
	if err != nil {
		return nil, err
	}
	if n := recorded(doc); n > MaxDecisions {
		return nil, loadErr(Mismatch, nil, "records %d decisions, more than any campaign makes (%d); it has been altered.", n, MaxDecisions)
	}
	var s *Session
	continued := false
	switch {
	case doc.RulesVersion == rules.Version:
		if s, err = replayChecked(doc, opts, saved); err != nil {
			return nil, err
		}
	case doc.RulesVersion == 0 && doc.Start == nil:
		// Written before rules versions were recorded: by today's rules, if
		// its record still replays to its state; else by older ones.
		if s, err = replayChecked(doc, opts, saved); err != nil {
			if s, err = continueOlder(doc, opts, saved); err != nil {
				return nil, err
			}
			continued = true
		}
	default:
		if s, err = continueOlder(doc, opts, saved); err != nil {
			return nil, err
		}
		continued = true
	}
	if !continued {
		if err := s.setJoined(doc.Joined); err != nil {
			return nil, err
		}
	}
	if err := checkBookmarks(doc.Bookmarks, recorded(doc)); err != nil {
		return nil, loadErr(Damaged, err, "is damaged: %v.", err)
	}
	s.bookmarks = sortBookmarks(doc.Bookmarks)
	for i := range s.bookmarks {
		// A game continued from older rules replays from where it was
		// continued: its bookmarks stand there at the earliest.
		s.bookmarks[i].At = min(s.bookmarks[i].At, s.Len())
	}
	h := doc.Header
	h.Format = fileFormat
	if h.Replay != nil {
		if h.Replay.At < 0 || h.Replay.At > recorded(doc) {
			return nil, loadErr(Damaged, nil, "is damaged: it is a replay to be watched from decision %d, but it records %d decisions.", h.Replay.At, recorded(doc))
		}
		// A replay continued from older rules keeps its earlier decisions
		// as history only: it is watched from where it was continued.
		h.Replay.At = min(h.Replay.At, s.Len())
	}
	// The summary is for file lists; the state is the truth.
	g := s.Game()
	h.Campaign, h.Turn, h.TurnName, h.Step = g.Year, g.Turn, g.TurnName(), g.Step
	return &Loaded{Header: h, Session: s, Continued: continued}, nil
}

// recorded is how many decisions a save records, history included.
func recorded(doc *document) int {
	n := len(doc.Decisions)
	if doc.Start != nil {
		n += len(doc.Start.History)
	}
	return n
}

// replayChecked replays a save's record under today's rules and checks that
// it gives the saved state exactly: the check of a save of today's rules.
func replayChecked(doc *document, opts rules.Options, saved any) (*Session, error) {
	s, err := replayRecord(doc.Kind, opts, doc.Start, doc.Decisions)
	if err != nil {
		var re *ReplayError
		if errors.As(err, &re) {
			return nil, loadErr(Mismatch, err, "has been altered or damaged: its record of moves cannot be replayed (%v).", err)
		}
		return nil, loadErr(BadState, err, "holds a campaign this version cannot set up: %v.", err)
	}
	replayed := any(s.Game())
	if s.series != nil {
		replayed = s.series
	}
	if err := sameState(saved, replayed); err != nil {
		return nil, err
	}
	return s, nil
}

// continueOlder takes a save of older rules at its word: its state, brought
// to today's shape, is where play goes on; its decisions become history.
func continueOlder(doc *document, opts rules.Options, saved any) (*Session, error) {
	s := &Session{opts: opts, start: doc.Start, decisions: doc.Decisions}
	switch v := saved.(type) {
	case *rules.Game:
		s.game = v
	case *rules.Series:
		s.series = v
	}
	if err := migrateState(doc, s); err != nil {
		return nil, err
	}
	return s.restart(doc.RulesVersion)
}

func newerRulesProblem(version int, gameVersion string) *LoadError {
	by := "a newer version of the game"
	if gameVersion != "" && len(gameVersion) <= 40 {
		by = fmt.Sprintf("a newer version of the game (%q)", gameVersion)
	}
	return loadErr(Newer, nil, "was saved by %s, under rules version %d; this version (%s) plays rules version %d. Update the game to open it.", by, version, GameVersion, rules.Version)
}

// savedState reads the saved state as the file's kind says (a rules.Game or
// a rules.Series) and returns it with the options it began with.
func savedState(doc *document) (any, rules.Options, error) {
	switch doc.Kind {
	case KindCampaign:
		var g rules.Game
		if err := json.Unmarshal(doc.State, &g); err != nil {
			return nil, rules.Options{}, stateProblem(err)
		}
		return &g, g.Options, nil
	case KindLinked:
		var sr rules.Series
		if err := json.Unmarshal(doc.State, &sr); err != nil {
			return nil, rules.Options{}, stateProblem(err)
		}
		return &sr, sr.Options, nil
	case "":
		return nil, rules.Options{}, loadErr(Damaged, nil, "is damaged: it does not say whether it holds a campaign or a linked series (no \"kind\").")
	}
	return nil, rules.Options{}, loadErr(Damaged, nil, "is damaged: it says it holds a %q, neither a campaign nor a linked series.", clip(doc.Kind))
}

// trimBOM drops a UTF-8 byte order mark, which some text editors add when a
// player opens a save and saves it again unchanged.
func trimBOM(b []byte) []byte {
	return bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
}

// parse checks the file's syntax and identity and brings an older format up
// to the current one, without looking inside the game state.
// It returns the document and the format the file was written in.
func parse(b []byte) (*document, int, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		return nil, 0, syntaxProblem(b, err)
	}
	format, err := formatOf(top)
	if err != nil {
		return nil, 0, err
	}
	if format > Format {
		var version string
		_ = json.Unmarshal(top["game_version"], &version) // only for the message
		return nil, 0, newerProblem(format, version)
	}
	raw := b
	if format < Format {
		if err := migrate(top, format); err != nil {
			return nil, 0, err
		}
		if raw, err = json.Marshal(top); err != nil {
			return nil, 0, loadErr(Damaged, err, "is damaged: %v.", err)
		}
	}
	var doc document
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, 0, fieldProblem(err, "")
	}
	if len(doc.State) == 0 || bytes.Equal(doc.State, []byte("null")) {
		return nil, 0, loadErr(Damaged, nil, "is damaged: it holds no game state.")
	}
	return &doc, format, nil
}

// formatOf finds the file's format and checks that it is a Nimitz save: the
// "game" field says so from format 1 on; format 0 had no such field and is
// recognised by its "format": 0, "state" and "decisions" fields.
func formatOf(top map[string]json.RawMessage) (int, error) {
	foreign := loadErr(Foreign, nil, "is not a Fleet Commander Nimitz save.")
	rawFormat, hasFormat := top["format"]
	if !hasFormat {
		return 0, foreign
	}
	var format int
	if err := json.Unmarshal(rawFormat, &format); err != nil {
		return 0, fieldProblem(err, "format")
	}
	var magic string
	if m, ok := top["game"]; ok {
		if err := json.Unmarshal(m, &magic); err != nil || magic != Magic {
			return 0, foreign
		}
	}
	switch {
	case magic == Magic && format >= 1:
		return format, nil
	case magic == "" && format == 0 && top["state"] != nil && top["decisions"] != nil:
		return 0, nil
	}
	return 0, foreign
}

func newerProblem(format int, version string) *LoadError {
	by := "a newer version of the game"
	if version != "" && len(version) <= 40 {
		by = fmt.Sprintf("a newer version of the game (%q)", version)
	}
	return loadErr(Newer, nil, "was saved by %s, in save format %d; this version (%s) reads formats up to %d. Update the game to open it.", by, format, GameVersion, Format)
}

// syntaxProblem tells a truncated file from one that is not JSON at all.
func syntaxProblem(b []byte, err error) *LoadError {
	trimmed := bytes.TrimSpace(b)
	var se *json.SyntaxError
	switch {
	case len(trimmed) == 0:
		return loadErr(Damaged, err, "is empty: it holds no saved game.")
	case err.Error() == "unexpected end of JSON input":
		return loadErr(Damaged, err, "is incomplete: it ends before the saved game does (%s read). It may have been cut short while copying.", size(int64(len(b))))
	case errors.As(err, &se):
		if strings.Contains(se.Error(), "max depth") {
			return loadErr(Damaged, err, "is damaged: its data is nested far deeper than any save's.")
		}
		if trimmed[0] != '{' && trimmed[0] != '[' {
			return loadErr(Foreign, err, "is not a Fleet Commander Nimitz save (it is not a JSON document).")
		}
		return loadErr(Damaged, err, "is damaged: it stops making sense at byte %d.", se.Offset)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		// Valid JSON, but not an object: an array, a string, a number.
		return loadErr(Foreign, err, "is not a Fleet Commander Nimitz save.")
	}
	return loadErr(Damaged, err, "is damaged: %v.", err)
}

// fieldProblem words a field of the wrong type or out of range. field names
// it when the decoder cannot (a value decoded on its own).
func fieldProblem(err error, field string) *LoadError {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field != "" {
			field = strings.TrimPrefix(te.Field, "Header.")
		}
		where := "a field"
		if field != "" {
			where = "the field " + quoteField(field)
		}
		return loadErr(Damaged, err, "is damaged: %s holds %s where the game expects %s.", where, valueWord(te.Value), typeWord(te.Type))
	}
	var pe *time.ParseError
	if errors.As(err, &pe) {
		return loadErr(Damaged, err, "is damaged: a date in it cannot be read (%q).", clip(pe.Value))
	}
	return loadErr(Damaged, err, "is damaged: %v.", err)
}

// clip shortens a piece of a file quoted in a message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// valueWord names a JSON value's kind as the decoder reports it.
func valueWord(v string) string {
	switch {
	case v == "string":
		return "text"
	case v == "number":
		return "a number"
	case strings.HasPrefix(v, "number "):
		return "a number out of range"
	case v == "object":
		return "a group of fields"
	case v == "array":
		return "a list"
	case v == "bool":
		return "true or false"
	}
	return "a value of the wrong kind"
}

// typeWord names what a Go type expects, in words.
func typeWord(t reflect.Type) string {
	if t == nil {
		return "another kind of value"
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "a group of fields"
	}
	return "another kind of value"
}

func quoteField(f string) string {
	if len(f) > 60 {
		f = f[:60] + "…"
	}
	return fmt.Sprintf("%q", f)
}

// stateProblem words the rules' refusal of a saved state.
func stateProblem(err error) *LoadError {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &te):
		field := "state"
		if te.Field != "" {
			field += "." + te.Field
		}
		c := *te
		c.Field = field
		return fieldProblem(&c, field)
	case errors.As(err, &se):
		return loadErr(Damaged, err, "is damaged: its game state cannot be read (%v).", err)
	}
	return loadErr(BadState, err, "holds a game this version cannot accept: %v.", err)
}

// sameState compares the saved state with the replayed one (two *rules.Game
// or two *rules.Series) through their JSON, which is the whole game, dice
// included. A difference means the file was
// edited by hand (or made from a game whose dice were forced by a test).
func sameState(saved, replayed any) error {
	a, err1 := json.Marshal(saved)
	b, err2 := json.Marshal(replayed)
	if err := errors.Join(err1, err2); err != nil {
		return loadErr(BadState, err, "holds a game this version cannot accept: %v.", err)
	}
	if bytes.Equal(a, b) {
		return nil
	}
	return loadErr(Mismatch, nil, "has been altered: its game state does not match its record of moves (they differ in %s). Load an earlier save, or an autosave.", firstDifference(a, b))
}

// firstDifference names the first top-level field of the state that differs,
// to help someone who edited a file on purpose.
func firstDifference(a, b []byte) string {
	var ma, mb map[string]json.RawMessage
	if json.Unmarshal(a, &ma) != nil || json.Unmarshal(b, &mb) != nil {
		return "the state"
	}
	keys := make(map[string]bool)
	for k := range ma {
		keys[k] = true
	}
	for k := range mb {
		keys[k] = true
	}
	var diff []string
	for k := range keys {
		if !bytes.Equal(ma[k], mb[k]) {
			diff = append(diff, k)
		}
	}
	if len(diff) == 0 {
		return "the state"
	}
	// Sorted so the message is the same every time.
	slices.Sort(diff)
	return fmt.Sprintf("%q", diff[0])
}

// size writes a byte count for people.
func size(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KB", float64(n)/(1<<10))
	}
	if n == 1 {
		return "1 byte"
	}
	return fmt.Sprintf("%d bytes", n)
}
