package warrecord

import (
	"fmt"
	"testing"

	"nimitz/savegame"
)

// BenchmarkFromSession is the entry of a whole 1942 campaign the heuristic
// played: the record replayed and each battle's odds run at its start (what
// the end of a campaign waited for before the odds were worked out in the
// background; now the Keeper's work off the screen's goroutine).
func BenchmarkFromSession(b *testing.B) {
	s := playedTo(b, 1942, 1, nil)
	b.ResetTimer()
	for range b.N {
		if _, err := FromSession(s, when, false, OddsSamples); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkKeepAtTheEnd is the wait at a campaign's end: the same 1942
// campaign kept at once, pending, in a record of 20 campaigns already
// (read, the entry added, written).
func BenchmarkKeepAtTheEnd(b *testing.B) {
	s := playedTo(b, 1942, 1, nil)
	e, err := NewEntry(s, when, false)
	if err != nil {
		b.Fatal(err)
	}
	var r Record
	for i := range 20 {
		o := e
		o.ID = fmt.Sprintf("other-%d", i)
		r = r.With(o, nil)
	}
	dir, st := b.TempDir(), savegame.Disk()
	if err := Save(st, dir, r); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if _, err := Keep(st, dir, s, when, false); err != nil {
			b.Fatal(err)
		}
	}
}
