package battle

import (
	"image"
	"image/png"
	"os"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/scenetest"
	"nimitz/scenes/ui"
	"nimitz/sim"
)

// frame runs one Update of 15 ticks and draws the whole board.
func (tr *tester) frame(img *ebiten.Image) *image.RGBA {
	tr.t.Helper()
	tr.ctx.Elapsed = 30
	tr.tick()
	tr.ctx.Full = true
	tr.s.Draw(img, tr.ctx)
	return scenetest.Pixels(img)
}

// masks are where the board prints an event's words: the log, and the
// question panel while an event plays (it tells the event there).
func (tr *tester) masks() []image.Rectangle {
	out := []image.Rectangle{rectOf(logRect)}
	if tr.s.cur != nil {
		out = append(out, rectOf(designFrame.ask))
	}
	// The board is drawn at half size (frame).
	for i, r := range out {
		out[i] = image.Rect(r.Min.X/2-1, r.Min.Y/2-1, r.Max.X/2+2, r.Max.Y/2+2)
	}
	return out
}

// rectOf is r in pixels of a board drawn 1:1, with a margin for its edge.
func rectOf(r ui.Rect) image.Rectangle {
	return image.Rect(int(r.X)-2, int(r.Y)-2, int(r.Right())+3, int(r.Bottom())+3)
}

// TestBoardDrawsTheSameWithEventsReworded fights a Campaign Turn's battles twice, once
// with every event's text and rule rewritten, and compares every frame of
// every animation: "Rewording any log line must not change what is drawn"
// (the issue "The screens rebuilt on structured events"). Only the log and
// the banner that prints an event's words may differ.
func TestBoardDrawsTheSameWithEventsReworded(t *testing.T) {
	const seed = 7
	a := toBattle(t, seed, "")
	b := toBattleShowing(t, seed, "", scenetest.Reword)
	// The odds run in the background, each board at its own pace: off.
	for _, tr := range []*tester{a, b} {
		tr.ctx.Settings = &savegame.Settings{AnimationSpeed: 1, HideOdds: true}
	}
	// Half size: every frame is read back, and a quarter of the pixels
	// spares the software renderer of the test display. Each board has a
	// texture of its own: in Ebitengine's shared atlas, where an image sits
	// shifts a scaled sprite's smoothed edge by a level between two boards.
	imgA := ebiten.NewImageWithOptions(image.Rect(0, 0, scenes.DesignWidth/2, scenes.DesignHeight/2), &ebiten.NewImageOptions{Unmanaged: true})
	imgB := ebiten.NewImageWithOptions(image.Rect(0, 0, scenes.DesignWidth/2, scenes.DesignHeight/2), &ebiten.NewImageOptions{Unmanaged: true})
	defer imgA.Deallocate()
	defer imgB.Deallocate()
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	frames, events := 0, 0
	compare := func(what string) {
		for k := 0; k < 4000; k++ {
			if a.s.cur != nil {
				events++
			}
			pa, pb := a.frame(imgA), b.frame(imgB)
			frames++
			if p, differ := scenetest.FirstDifference(pa, pb, a.masks()); differ {
				if cur := a.s.cur; cur != nil {
					t.Logf("showing %s %q", cur.Kind, cur.Text)
				}
				if dir := os.Getenv("REWORD_DIR"); dir != "" {
					savePNG(t, dir+"/a.png", pa)
					savePNG(t, dir+"/b.png", pb)
				}
				t.Fatalf("%s: frame %d differs at %v once the events are reworded", what, k, p)
			}
			if a.s.Settled() && b.s.Settled() {
				return
			}
		}
	}
	compare("the battle's set-up")
	// Every battle of the Campaign Turn, chosen in turn as the board offers.
	// A cap on the frames keeps the test short; the first battle is always
	// fought to its end.
	for i := 0; i < 2000 && a.g().Step == rules.StepBattles && !a.g().Over && (frames < 150 || a.s.ended == nil); i++ {
		d, err := pol.Decide(a.g())
		if err != nil {
			t.Fatal(err)
		}
		for _, tr := range []*tester{a, b} {
			before := copyBattle(tr.g().Battle)
			evs, err := tr.ctx.Apply(d)
			if err != nil {
				t.Fatal(err)
			}
			if tr == b {
				evs = scenetest.Reword(evs)
			}
			tr.s.begin(before, evs)
		}
		compare(string(d.Kind))
	}
	if a.s.ended == nil {
		t.Fatal("the battle did not end")
	}
	if frames < 50 {
		t.Fatalf("only %d frames compared: the test saw too little", frames)
	}
	t.Logf("%d frames compared over %d event frames", frames, events)
}

func savePNG(t *testing.T, path string, img image.Image) {
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// TestEventPlayingIsToldInTheQuestionPanel: while an event plays, its words
// stand in the question panel, where the next question will be asked, and
// no text of the event is printed over the sheet, whose counters move
// under it (a banner across the top hid the Japanese Ocean's Ships).
func TestEventPlayingIsToldInTheQuestionPanel(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.ctx.Elapsed = 1
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	seen := 0
	for step := 0; step < 400 && tr.g().Battle != nil && seen < 5; step++ {
		if tr.s.cur == nil {
			p := tr.g().Pending()
			if len(p.Options) == 0 {
				break
			}
			if !tr.s.apply(p.Options[len(p.Options)-1]) {
				t.Fatalf("%s refused: %s", p.Options[len(p.Options)-1].Kind, tr.s.note.Text)
			}
			tr.tick()
			continue
		}
		e := *tr.s.cur
		var rec ui.Layout
		tr.ctx.Fonts.Layout = &rec
		tr.ctx.Full = true
		tr.s.Draw(img, tr.ctx)
		tr.ctx.Fonts.Layout = nil
		first := strings.Fields(e.Text)[0]
		inPanel := false
		for _, d := range rec.Texts {
			if !strings.HasPrefix(d.Text, first) {
				continue
			}
			switch {
			case designFrame.ask.Contains(d.Box.X, d.Box.Y):
				inPanel = true
			case designFrame.sheet.Contains(d.Box.CX(), d.Box.CY()):
				t.Errorf("%s: %q printed over the sheet at %+v", e.Kind, d.Text, d.Box)
			}
		}
		if !inPanel {
			t.Errorf("%s: %q is not told in the question panel", e.Kind, e.Text)
		}
		seen++
		// On to the next event: one long tick, then the player's pace.
		tr.ctx.Elapsed = 1000
		tr.tick()
		tr.ctx.Elapsed = 1
	}
	if seen < 5 {
		t.Fatalf("%d events played on the board, want 5 looked at", seen)
	}
}

// TestAttackCardStandsOffTheAttack: an attack's card never covers the zone
// attacked or the attacker, whose gold ring shows who rolls.
func TestAttackCardStandsOffTheAttack(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.ctx.Elapsed = 1
	attacks, modified := 0, 0
	for step := 0; step < 20000 && tr.g().Battle != nil; step++ {
		if tr.s.cur == nil {
			p := tr.g().Pending()
			if len(p.Options) == 0 {
				break
			}
			if !tr.s.apply(p.Options[0]) {
				t.Fatalf("%s refused: %s", p.Options[0].Kind, tr.s.note.Text)
			}
			tr.tick()
			continue
		}
		if e := *tr.s.cur; e.Kind == rules.EvAttack {
			attacks++
			tr.s.layOut() // as the frame drawing the card does
			card := tr.s.attackCardRect(e)
			if z, ok := tr.s.fr.zoneBand(e.Zone); ok {
				band := ui.Rect{X: tr.s.fr.sheet.X, Y: z.y, W: tr.s.fr.sheet.W, H: z.h}
				if a := overlapArea(card, band); a > 0 {
					t.Errorf("attack in the %s: the card %+v covers %.0f of the zone %+v", e.Zone, card, a, band)
				}
			}
			if p, ok := tr.s.lay.find(e.Forces[0]); ok && overlapArea(card, p.r) > 0 {
				t.Errorf("attack by %s: the card %+v covers it at %+v", e.Forces[0], card, p.r)
			}
			if len(e.Modifiers) > 0 {
				modified++
				cardSaysModifiers(t, tr, e)
			}
		}
		tr.ctx.Elapsed = 30
		tr.tick()
	}
	if attacks < 5 || modified == 0 {
		t.Fatalf("%d attacks played (%d with modifiers), want 5 or more looked at and a modified one (battle over: %v, asks %s)", attacks, modified, tr.g().Battle == nil, tr.g().Asks())
	}
	t.Logf("%d attacks, %d with modifiers", attacks, modified)
}

// cardSaysModifiers: the attack card words an attack's modifiers as the
// battle log does, "with Ship Combat (+3, Superior 4)", the value not again
// before it ("with +3 Ship Combat (+3…").
func cardSaysModifiers(t *testing.T, tr *tester, e rules.Event) {
	t.Helper()
	var rec ui.Layout
	tr.ctx.Fonts.Layout = &rec
	tr.ctx.Full = true
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	tr.s.Draw(img, tr.ctx)
	img.Deallocate()
	tr.ctx.Fonts.Layout = nil
	for _, m := range e.Modifiers {
		want, found := "with "+m.Reason, false
		for _, d := range rec.Texts {
			found = found || d.Text == want || strings.HasSuffix(d.Text, "…") && strings.HasPrefix(want, strings.TrimSuffix(d.Text, "…"))
		}
		if !found {
			t.Errorf("%s: the card does not say %q", e.Text, want)
		}
	}
}
