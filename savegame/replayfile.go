package savegame

import "time"

// ReplayMark flags a save file as a replay to watch (Header.Replay): the
// file is an ordinary save of a whole record, and At is the decision the
// replay opens at.
type ReplayMark struct {
	At int `json:"at"`
}

// MarshalReplay writes a playback as one file anyone can open in the game:
// the save of its whole record (Playback.Whole), flagged as a replay that
// opens at the playback's cursor. It loads with every check a save has
// (Decode); Loaded.Header.Replay then says to watch it.
func MarshalReplay(p *Playback, savedAt time.Time) ([]byte, error) {
	return marshalFile(p.Whole(), savedAt, &ReplayMark{At: p.At()})
}

// ExportReplay writes a playback into dir under name as MarshalReplay makes
// it, atomically (Store.Export), and returns the path written.
func (st Store) ExportReplay(dir, name string, p *Playback) (string, error) {
	b, err := MarshalReplay(p, st.Now())
	if err != nil {
		return "", &WriteError{Path: name, Op: "encode", Err: err}
	}
	return st.Export(dir, name, b)
}

// Playback is the playback of a loaded file's record, at the decision the
// file names when it is a replay, else at its end (the saved moment).
func (l *Loaded) Playback() (*Playback, error) {
	p, err := NewPlayback(l.Session)
	if err != nil {
		return nil, err
	}
	if l.Replay != nil {
		p.Seek(l.Replay.At)
	}
	return p, nil
}
