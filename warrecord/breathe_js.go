//go:build js

package warrecord

import "time"

// breathe lets the browser draw a frame: its one thread runs a goroutine
// until it blocks, and a background one that never did would hold the
// screen until its end.
func breathe() { time.Sleep(time.Millisecond) }
