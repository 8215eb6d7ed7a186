package expert

import (
	"fmt"
	"testing"

	"nimitz/rules"
)

// BenchmarkAdvise times one piece of advice at the default budget, at the
// typical decisions of each campaign: the target is a second on one core
// (go test ./expert -bench Advise -cpu 1; docs/balance.md).
func BenchmarkAdvise(b *testing.B) {
	for _, year := range []int{1942, 1943, 1944, 1945} {
		for _, kind := range []rules.PendingKind{rules.AskResupply, rules.AskMovement, rules.AskChooseBattle} {
			g := playTo(b, year, 2, kind)
			b.Run(fmt.Sprintf("%d/%s", year, kind), func(b *testing.B) {
				for i := 0; i < b.N; i++ {
					if _, err := Advise(g, 3, Options{Seed: uint64(i)}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
