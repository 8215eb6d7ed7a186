//go:build !unix

package expert

import "time"

// cpuTime is not known here: the benchmark reports wall time alone.
func cpuTime() time.Duration { return 0 }
