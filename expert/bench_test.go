package expert

import (
	"fmt"
	"testing"

	"nimitz/rules"
)

// BenchmarkAdvise times one piece of advice at the default budget, at the
// typical decisions of each campaign: the target is a second on one core
// (go test ./expert -run X -bench Advise -cpu 1; docs/balance.md). Besides
// the wall time it reports cpu-ms/op, the processor time one piece of
// advice used, which a busy machine does not inflate.
func BenchmarkAdvise(b *testing.B) {
	for _, year := range []int{1942, 1943, 1944, 1945} {
		for _, kind := range []rules.PendingKind{rules.AskResupply, rules.AskMovement, rules.AskChooseBattle} {
			g := playTo(b, year, 2, kind)
			b.Run(fmt.Sprintf("%d/%s", year, kind), func(b *testing.B) {
				start := cpuTime()
				for i := 0; i < b.N; i++ {
					if _, err := Advise(g, 3, Options{Seed: uint64(i)}); err != nil {
						b.Fatal(err)
					}
				}
				if used := cpuTime() - start; used > 0 {
					b.ReportMetric(float64(used.Milliseconds())/float64(b.N), "cpu-ms/op")
				}
			})
		}
	}
}
