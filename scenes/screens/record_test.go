package screens

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/record"
	"nimitz/scenes/ui"
	"nimitz/warrecord"
)

// TestTheWarRecordFitsATablet: the War record screen, whose charts grow
// with the window, fits a tablet's page in landscape and portrait with a
// mouse too (the layout test's sizes are all landscape): in portrait its
// plot of Objectives per turn is tall, and nothing it draws may reach
// over the legend above it. With the staff's band beside the heuristic's
// it draws both, names both in the legend and says how many of each's
// campaigns the one chosen beat, and still fits, at a laptop's and a
// large monitor's sizes too.
func TestTheWarRecordFitsATablet(t *testing.T) {
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	p := play(t, 1942, 2)
	p.until(func(g *rules.Game, _ []rules.Event) bool { return g.Over })
	for _, staff := range []bool{false, true} {
		s := recordWith(t, ctx, p.sess).(*record.Scene)
		sizes := tablets
		if staff {
			s.UseBand(withStaff(t))
			sizes = append(sizes, [2]int{1366, 768}, [2]int{2560, 1440})
		} else {
			s.UseBand(heuristicOnly(t))
		}
		for i, e := range s.Shown() {
			if !e.Abandoned {
				s.Select(i) // an abandoned one is compared with nothing
			}
		}
		in.MoveTo(-100, -100) // no hover
		settle(t, ctx, s)
		for _, size := range sizes {
			img := ebiten.NewImage(size[0], size[1])
			rec.Reset()
			ctx.Full = true
			s.Draw(img, ctx)
			if staff {
				shot(t, img, "war record with the staff's band")
			} else {
				shot(t, img, "war record")
			}
			img.Deallocate()
			for _, d := range rec.Covered() {
				t.Errorf("%dx%d: %q is cut off by a panel drawn over it (%v)", size[0], size[1], d.Text, d.Box)
			}
			for _, pr := range layoutProblems(s.LastView().Canvas(), rec.Texts, rec.Buttons) {
				t.Errorf("%dx%d: %s", size[0], size[1], pr)
			}
			drawn := func(part string) int {
				n := 0
				for _, d := range rec.Texts {
					if strings.Contains(d.Text, part) {
						n++
					}
				}
				return n
			}
			if drawn("You did better than") != 1+b2i(staff) || drawn("the staff") != 2*b2i(staff) {
				t.Errorf("%dx%d, staff's band %v: %d shares told, the staff named %d times", size[0], size[1], staff, drawn("You did better than"), drawn("the staff"))
			}
		}
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// heuristicOnly is the shipped band without the staff's: the record as a
// game with no thinking policy would show it.
func heuristicOnly(t *testing.T) warrecord.Band {
	t.Helper()
	b, err := warrecord.ShippedBand()
	if err != nil {
		t.Fatal(err)
	}
	b.Policies = map[string]map[string]warrecord.CampaignBand{warrecord.Heuristic: b.Policies[warrecord.Heuristic]}
	return b
}

// withStaff is the shipped band with a made-up staff's band beside the
// heuristic's, each turn a count higher (the real one is made by cmd/band
// in hours of play).
func withStaff(t *testing.T) warrecord.Band {
	t.Helper()
	b, err := warrecord.ShippedBand()
	if err != nil {
		t.Fatal(err)
	}
	staff := map[string]warrecord.CampaignBand{}
	for c, cb := range b.Policies[warrecord.Heuristic] {
		var turns []warrecord.TurnBand
		for _, tb := range cb.Turns {
			turns = append(turns, warrecord.TurnBand{Turn: tb.Turn, Games: tb.Games, P10: tb.P10 + 1, P50: tb.P50 + 1, P90: tb.P90 + 1})
		}
		staff[c] = warrecord.CampaignBand{Turns: turns, Final: append([]int{0}, cb.Final...)}
	}
	b.Policies = map[string]map[string]warrecord.CampaignBand{warrecord.Heuristic: b.Policies[warrecord.Heuristic], "expert:8": staff}
	return b
}
