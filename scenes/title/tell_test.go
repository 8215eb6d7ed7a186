package title_test

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/scenes"
	"nimitz/scenes/title"
	"nimitz/scenes/ui"
)

// TestToldProblemIsShownWhole: a save named on the command line that cannot
// be opened is said on the title screen the game opens instead, every word
// of it, at a laptop's size and a large monitor's (a player who started the
// game from a desktop never sees standard error).
func TestToldProblemIsShownWhole(t *testing.T) {
	ctx, err := scenes.NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	for _, problem := range []string{
		`"bad.json" is not a Fleet Commander Nimitz save (it is not a JSON document).`,
		`"/home/player/Documents/Fleet Commander Nimitz/saved campaigns from the laptop/1942 campaign, the Coral Sea turn I played on the train to Portsmouth.json" does not exist (it may have been moved or deleted).`,
	} {
		for _, size := range [][2]int{{1366, 768}, {2560, 1440}} {
			s := title.New(1)
			s.Tell(problem)
			if err := s.Update(ctx); err != nil {
				t.Fatal(err)
			}
			rec.Reset()
			img := ebiten.NewImage(size[0], size[1])
			ctx.Full = true
			s.Draw(img, ctx)
			img.Deallocate()
			var said []string
			for _, d := range rec.Texts {
				if strings.Contains(problem, d.Text) && len(d.Text) > 10 {
					said = append(said, d.Text)
				}
			}
			if got := strings.Join(said, " "); got != problem {
				t.Errorf("at %dx%d the title screen says %q, want %q", size[0], size[1], got, problem)
			}
		}
	}
}
