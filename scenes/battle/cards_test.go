package battle

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// windowSizes are the screens the board's layout is checked at.
var windowSizes = [][2]float64{{1366, 768}, {1280, 720}, {1600, 900}, {1920, 1080}}

func overlaps(a, b ui.Rect) bool {
	return a.X < b.Right() && b.X < a.Right() && a.Y < b.Bottom() && b.Y < a.Bottom()
}

// TestPlanCardsKeepTheirTagsApart: on the selection, "too costly" and
// "SELECTED" have a line of their own under a plan's text (bug 7: "too
// costly" ran over First Light's text); on the plan counters, USED and
// SAVED keep clear of the title and its cost (bug 7: a USED plan covered its
// cost), or are left out where the name would be cut. At every window size.
func TestPlanCardsKeepTheirTagsApart(t *testing.T) {
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	plans, err := rules.LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	usCols := func(cols int, h float64) ui.Rect {
		return ui.Rect{X: usPlanRect.X + 10, Y: usPlanRect.Y + 30, W: (usPlanRect.W - 20 - float64(cols-1)*6) / float64(cols), H: h}
	}
	counters := map[rules.Side][]ui.Rect{
		rules.US:    {usCols(3, 28), usCols(4, 16)},
		rules.Japan: {{X: jpPlanRect.X + 10, Y: jpPlanRect.Y + 44, W: 212, H: 52}},
	}
	for _, sz := range windowSizes {
		v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], fonts)
		at := fmt.Sprintf("%.0fx%.0f", sz[0], sz[1])
		for i, pl := range plans.US {
			cr := planCardRect(i)
			for _, tag := range []string{"SELECTED", "too costly"} {
				lines, ys, tagR := choiceCardText(v, cr, pl, tag)
				if len(lines) == 0 || !cr.Encloses(tagR) {
					t.Errorf("%s: %s's card shows %d lines, the tag %q at %v outside %v", at, pl.Name, len(lines), tag, tagR, cr)
				}
				for j, l := range lines {
					lr := ui.Rect{X: cr.X + 8, Y: ys[j], W: v.TextWidth(l, 11.5, false), H: 14}
					if overlaps(lr, tagR) {
						t.Errorf("%s: %q overlaps %s's line %q", at, tag, pl.Name, l)
					}
					if !cr.Encloses(lr) {
						t.Errorf("%s: %s's line %q leaves its card", at, pl.Name, l)
					}
				}
			}
		}
		for side, rs := range counters {
			list := plans.US
			if side == rules.Japan {
				list = plans.JP
			}
			for _, r := range rs {
				for _, pl := range list {
					for _, tag := range []string{"USED", "SAVED"} {
						title, titleR, tagR := planCardTitle(v, r, side, pl.Name, tag)
						// A counter too narrow for both keeps the name whole
						// and leaves the tag out.
						dropped := tagR.W == 0 && title == pl.Name
						if overlaps(titleR, tagR) || !r.Encloses(titleR) || !dropped && !r.Encloses(tagR) {
							t.Errorf("%s: %s counter %v: the title %q (%v) and %s (%v) meet or leave it", at, side, r, title, titleR, tag, tagR)
						}
					}
				}
			}
		}
	}
}

// TestHitLabelsStayOnScreen: the label of a Hit on any Force of the sheet,
// or on a Force at the very edge, lies whole on the screen (bug 7:
// "DESTROYED" was cut at the window's left edge).
func TestHitLabelsStayOnScreen(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.settle()
	fonts := tr.ctx.Fonts
	screen := ui.Rect{X: 0, Y: 0, W: scenes.DesignWidth, H: scenes.DesignHeight}
	targets := map[string]ui.Rect{"left edge": {X: 0, Y: 400, W: 34, H: 34}, "right edge": {X: scenes.DesignWidth - 30, Y: 400, W: 30, H: 30},
		"foot": {X: 600, Y: scenes.DesignHeight - 30, W: 30, H: 30}}
	for _, p := range computeLayout(tr.g(), tr.g().Battle).units {
		targets[p.u.ID()] = p.r
	}
	for _, sz := range windowSizes {
		v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], fonts)
		for _, label := range []string{"DESTROYED", "−1 AIRFIELD"} {
			w := v.TextWidth(label, 14, true) + 12
			for what, r := range targets {
				if lr := hitLabelRect(r, w); !screen.Encloses(lr) {
					t.Errorf("%.0fx%.0f: %s on %s at %v leaves the screen", sz[0], sz[1], label, what, lr)
				}
			}
		}
	}
}

// TestSequenceStepsAreWhole: whichever step is lit, every step of the Battle
// Turn Sequence is written whole inside the sequence's box, at every window
// size (the lit "Determine Japanese Battle Plan Draws", in bold, was cut to
// "…Plan Dra…" at 1366x768).
func TestSequenceStepsAreWhole(t *testing.T) {
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	steps := append(append([]rules.SheetStep(nil), rules.SheetSetUp...), rules.SheetCombat...)
	for _, sz := range windowSizes {
		v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], fonts)
		img := ebiten.NewImage(int(sz[0]), int(sz[1]))
		for _, lit := range steps {
			var rec ui.Layout
			v.Fonts.Layout = &rec
			drawSequenceLit(img, v, seqRect, lit)
			v.Fonts.Layout = nil
			drawn := map[string]bool{}
			for _, d := range rec.Texts {
				drawn[d.Text] = true
				if !seqRect.Encloses(d.Box) {
					t.Errorf("%.0fx%.0f, %s lit: %q at %v leaves the sequence %v", sz[0], sz[1], lit, d.Text, d.Box, seqRect)
				}
			}
			for _, st := range steps {
				if !drawn[string(st)] {
					t.Errorf("%.0fx%.0f, %s lit: %q is not written whole", sz[0], sz[1], lit, st)
				}
			}
		}
		img.Deallocate()
	}
}

// TestEveryJapanesePlanIsShown: Japan's plans drawn this Battle Turn and
// those saved from earlier ones all have a counter in their panel, inside
// it and apart, at every window size ("Draw a number of Japan's Battle Plans
// from the cup equal to their Battle Plan Quantity", at most 4; a plan kept
// from an earlier Battle Turn makes five, and the fifth was not drawn).
func TestEveryJapanesePlanIsShown(t *testing.T) {
	plans, err := rules.LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	checkPlanCounters(t, jpPlanRect, jpPlanCardRect, rules.Japan, plans.JP[:6], []string{"SAVED"})
}

// checkPlanCounters lays out 1 to len(list) plan counters of side in panel
// by where and checks each is inside the panel, apart from the others, and
// its name whole with each tag, at every window size.
func checkPlanCounters(t *testing.T, panel ui.Rect, where func(r ui.Rect, i, n int) ui.Rect, side rules.Side, list []rules.PlanInfo, tags []string) {
	t.Helper()
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= len(list); n++ {
		var prev []ui.Rect
		for i := range n {
			cr := where(panel, i, n)
			if !panel.Encloses(cr) {
				t.Errorf("%s, %d plans: the %dth at %v leaves the panel %v", side, n, i+1, cr, panel)
			}
			for _, o := range prev {
				if overlaps(cr, o) {
					t.Errorf("%s, %d plans: the %dth at %v overlaps %v", side, n, i+1, cr, o)
				}
			}
			prev = append(prev, cr)
			for _, sz := range windowSizes {
				v := ui.NewView(scenes.DesignWidth, scenes.DesignHeight, sz[0], sz[1], fonts)
				for _, tag := range tags {
					name := list[i].Name
					title, titleR, _ := planCardTitle(v, cr, side, name, tag)
					if !strings.HasPrefix(title, name) || !cr.Encloses(titleR) {
						t.Errorf("%s, %d plans at %vx%v: the %dth card (%q) reads %q at %v in %v", side, n, sz[0], sz[1], i+1, tag, title, titleR, cr)
					}
				}
			}
		}
	}
}

// TestEveryUSPlanIsShown: every US plan a battle holds or has used, up to
// all sixteen, has its counter in the US Battle Plans panel, inside it and
// apart, its name whole at every window size (from the fourth plan on they
// were not drawn). "A Battle Plan can only be used once each Battle."
func TestEveryUSPlanIsShown(t *testing.T) {
	plans, err := rules.LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	checkPlanCounters(t, usPlanRect, usPlanCardRect, rules.US, plans.US, []string{"", "USED"})
}

// TestPlanCardTextIsWhole: on the Battle Plan selection every card's summary
// is written whole (wrapped), and its rule text either whole or its first
// sentences whole and then the line that sends the player to the whole
// text below: no line cut short with "…" (ASW, Artillery, Ranging Shots and
// First Light ended in "…" at 1366x768). In the laptop's window (the design
// canvas, scaled down) and in a 2560x1440 one (a taller canvas), with and
// without a tag.
func TestPlanCardTextIsWhole(t *testing.T) {
	fonts, err := ui.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	plans, err := rules.LoadPlans()
	if err != nil {
		t.Fatal(err)
	}
	type window struct{ cw, ch, w, h float64 }
	whole := 0
	for _, win := range []window{{1600, 900, 1366, 768}, {1600, 900, 1280, 720}, {1600, 900, 1600, 900}, {2048, 1152, 2560, 1440}} {
		v := ui.NewView(win.cw, win.ch, win.w, win.h, fonts)
		fr := frameFor(ui.Rect{W: win.cw, H: win.ch}, 0)
		at := fmt.Sprintf("%.0fx%.0f", win.w, win.h)
		foot := fr.planTextRect()
		if foot.H < planFootH-20 {
			t.Errorf("%s: the foot under the cards is %.0f tall", at, foot.H)
		}
		for i, pl := range plans.US {
			cr := fr.planCardRect(i)
			sum, sumY, _ := cardSummary(v, cr, pl)
			if strings.Join(sum, " ") != pl.Summary {
				t.Errorf("%s: %s's summary reads %q", at, pl.Name, strings.Join(sum, " / "))
			}
			for _, tag := range []string{"", "SELECTED", "too costly"} {
				lines, ys, tagR := choiceCardText(v, cr, pl, tag)
				text := strings.Join(lines, " ")
				switch {
				case text == pl.Text:
					if tag == "" {
						whole++
					}
				case len(lines) > 0 && lines[len(lines)-1] == cardMore:
					shown := strings.Join(lines[:len(lines)-1], " ")
					if !strings.HasPrefix(pl.Text, shown) || !strings.HasSuffix(shown, ".") {
						t.Errorf("%s, %q: %s's card shows %q, not whole sentences of its text", at, tag, pl.Name, shown)
					}
				default:
					t.Errorf("%s, %q: %s's card reads %q", at, tag, pl.Name, text)
				}
				all := append(append([]string(nil), sum...), lines...)
				allY := append(append([]float64(nil), sumY...), ys...)
				for j, l := range all {
					lr := ui.Rect{X: cr.X + 8, Y: allY[j], W: v.TextWidth(l, cardSize, j < len(sum)), H: cardLead}
					if strings.HasSuffix(l, "…") || !cr.Encloses(lr) || (tag != "" && overlaps(lr, tagR)) {
						t.Errorf("%s, %q: %s's line %q at %v leaves its card %v or meets the tag %v", at, tag, pl.Name, l, lr, cr, tagR)
					}
				}
				if tag != "" && !cr.Encloses(tagR) {
					t.Errorf("%s: %s's tag %q at %v leaves its card", at, pl.Name, tag, tagR)
				}
			}
		}
	}
	t.Logf("%d cards of %d written whole", whole, 4*len(plans.US))
}
