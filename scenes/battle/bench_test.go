package battle

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/sim"
)

// BenchmarkDrawBoard is a frame of the Battle Sheet repainted whole (a hover
// or an animation's frame), from the frozen save waiting at a Naval Guns Hit,
// waiting for the GPU each frame.
func BenchmarkDrawBoard(b *testing.B) {
	benchDraw(b, frozenGame(b, "1942-battle.json"))
}

// BenchmarkDrawPlanChoice is a frame of the Battle Plan selection over the
// sheet: sixteen plan cards with their rule text, and the odds.
func BenchmarkDrawPlanChoice(b *testing.B) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 2})
	if err != nil {
		b.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", 2)
	if err != nil {
		b.Fatal(err)
	}
	// The battle of TestBattleWithPlacementPlansAndHits, its Ships placed
	// where the engine offers first, up to the plans.
	for i := 0; g.Battle == nil || g.Battle.Ask == nil || g.Battle.Ask.Kind != rules.AskBuyPlans; i++ {
		if i > 5000 || g.Over {
			b.Fatal("no Battle Plan selection in sight")
		}
		d := g.Pending().Options
		var next rules.Decision
		switch {
		case g.Asks() == rules.AskChooseBattle:
			next = d[0]
			for _, o := range d {
				if o.Area == "Gilbert Islands" {
					next = o
				}
			}
		case g.Battle != nil:
			next = d[0]
		default:
			if next, err = pol.Decide(g); err != nil {
				b.Fatal(err)
			}
		}
		if _, err := g.Apply(next); err != nil {
			b.Fatal(err)
		}
	}
	benchDraw(b, g)
}

func benchDraw(b *testing.B, g *rules.Game) {
	s, ctx := boardOf(b, g)
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	px := make([]byte, 4)
	one := img.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	ctx.Full = true
	s.Draw(img, ctx) // the counters' images are made once, at the first frame
	one.ReadPixels(px)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ctx.Full = true
		s.Draw(img, ctx)
		one.ReadPixels(px)
	}
}
