//go:build unix

package expert

import (
	"syscall"
	"time"
)

// cpuTime is the processor time the process has used, user and system: on
// a machine others share, the benchmark's wall time says how busy it was,
// this what the advice cost.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
