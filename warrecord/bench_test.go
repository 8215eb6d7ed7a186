package warrecord

import "testing"

// BenchmarkFromSession is the entry of a whole 1942 campaign the heuristic
// played: the record replayed and each battle's odds run at its start (the
// wait at a campaign's end).
func BenchmarkFromSession(b *testing.B) {
	s := playedTo(b, 1942, 1, nil)
	b.ResetTimer()
	for range b.N {
		if _, err := FromSession(s, when, false, OddsSamples); err != nil {
			b.Fatal(err)
		}
	}
}
