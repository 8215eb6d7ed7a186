package screens

import (
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/campaign"
	"nimitz/scenes/ui"
)

// tablets are a tablet's page in landscape and portrait (an iPad's 1024x768,
// in CSS pixels, one device pixel each here), where the design canvas is
// shown at 0.64 and 0.48.
var tablets = [][2]int{{1024, 768}, {768, 1024}}

// fingerScreens are the screens laid out for fingers: the title, the new
// campaign's options, the map (and its question to end a step), the Battle
// Sheet, the game menu and its settings, the Player Log, the steps after the
// battles, the end of a campaign, the rules reference, the replay (its
// Battle Sheet and a bookmark's note too) and the file list.
func fingerScreens(name string) bool {
	for _, p := range []string{"title", "setup", "map ", "battle ", "game menu", "settings", "rules reference", "player log", "after the battles", "end", "replay", "files"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// TestButtonsFitAFinger: once the player has touched the screen, every
// button of the title, the new campaign's options, the map and the Battle
// Sheet is at least
// ui.FingerPx (44) pixels in its smaller side on a tablet, landscape and
// portrait, and the screens still fit: no text cut off or running into
// another, no two buttons overlapping, no label out of its button. With a
// mouse the same buttons are smaller there (the design sizes), so the
// test sees the difference touch makes.
func TestButtonsFitAFinger(t *testing.T) {
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	var rec ui.Layout
	ctx.Fonts.Layout = &rec
	all := append(screensOf(t, ctx), askedToEnd(t, ctx))
	checked, smallWithMouse := 0, 0
	for _, sc := range all {
		if !fingerScreens(sc.name) {
			continue
		}
		for _, touch := range []bool{false, true} {
			in.Touch = touch
			in.MoveTo(-100, -100) // no hover
			settle(t, ctx, sc.s)
			if !touch && os.Getenv("NIMITZ_SHOTS") != "" {
				// A laptop with a mouse, for a person to see nothing changed.
				img := ebiten.NewImage(1366, 768)
				ctx.Full = true
				sc.s.Draw(img, ctx)
				shot(t, img, sc.name+" mouse")
				img.Deallocate()
			}
			for _, size := range tablets {
				img := ebiten.NewImage(size[0], size[1])
				// A dialog draws the screen under it, dimmed: what that
				// screen drew is not the dialog's.
				beneath, beneathButtons := map[ui.Drawn]bool{}, map[ui.Rect]bool{}
				if sc.under != nil {
					rec.Reset()
					ctx.Full = true
					sc.under.Draw(img, ctx)
					for _, d := range rec.Texts {
						beneath[d] = true
					}
					for _, b := range rec.Buttons {
						beneathButtons[b] = true
					}
				}
				rec.Reset()
				ctx.Full = true
				sc.s.Draw(img, ctx)
				if touch {
					shot(t, img, sc.name+" touched")
				}
				img.Deallocate()
				rec.Buttons = slices.DeleteFunc(rec.Buttons, func(b ui.Rect) bool { return beneathButtons[b] })
				rec.Texts = slices.DeleteFunc(rec.Texts, func(d ui.Drawn) bool { return beneath[d] })
				v := sc.s.(viewed).LastView()
				if len(rec.Buttons) == 0 {
					t.Fatalf("%s at %dx%d drew no button", sc.name, size[0], size[1])
				}
				least := math.Inf(1)
				for _, b := range rec.Buttons {
					least = min(least, min(b.W, b.H)*v.Scale)
				}
				if !touch {
					if least < ui.FingerPx {
						smallWithMouse++
					}
					continue
				}
				checked++
				for _, b := range rec.Buttons {
					if side := min(b.W, b.H) * v.Scale; side < ui.FingerPx-0.01 {
						t.Errorf("%s at %dx%d, touched: a button %.0fx%.0f at (%.0f, %.0f) is %.1f pixels in its smaller side, under %d",
							sc.name, size[0], size[1], b.W, b.H, b.X, b.Y, side, ui.FingerPx)
					}
				}
				for _, d := range rec.Covered() {
					if sc.asking || beneath[d] {
						break
					}
					t.Errorf("%s at %dx%d, touched: %q is cut off by a panel drawn over it (%v)", sc.name, size[0], size[1], d.Text, d.Box)
				}
				for _, p := range layoutProblems(v.Canvas(), rec.Texts, rec.Buttons) {
					t.Errorf("%s at %dx%d, touched: %s", sc.name, size[0], size[1], p)
				}
			}
		}
	}
	in.Touch = false
	if checked < 2*12 {
		t.Fatalf("only %d screen sizes checked with touch", checked)
	}
	if smallWithMouse < checked/2 {
		t.Fatalf("with a mouse only %d of %d screens had a button under a finger's size: the test cannot tell what touch changes", smallWithMouse, checked)
	}
}

// askedToEnd is the 1942 map asking whether to end US Resupply with its
// points unspent (Enter pressed).
func askedToEnd(t *testing.T, ctx *scenes.Context) screen {
	t.Helper()
	sess, evs, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	m, err := campaign.New(sess, evs)
	if err != nil {
		t.Fatal(err)
	}
	ctx.Play(sess)
	in := ctx.Input.(*ui.Script)
	settle(t, ctx, m)
	in.Key(ebiten.KeyEnter)
	if err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	in.EndTick()
	if !m.Asking() {
		t.Fatal("Enter with points unspent asked nothing")
	}
	return screen{name: "map 1942, asked to end US Resupply", s: m, asking: true}
}
