package battle

import (
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/scenetest"
	"nimitz/scenes/ui"
)

// A game loaded in the middle of a battle, from saves whose record an
// earlier rules version wrote (so no events tell the board the step), lights
// the step of the Battle Turn Sequence the engine says it stands at and heads
// the question with it.
func TestLoadedBattleShowsItsStep(t *testing.T) {
	for _, name := range []string{"1942-battle.json", "1943-mid.json", "v1-1942-battle.json", "v1-1944.json"} {
		g := frozenGame(t, name)
		if g.Battle == nil || g.Battle.Ask == nil {
			t.Fatalf("%s: no battle question in the save", name)
		}
		want := g.Battle.SheetNow()
		if want == "" {
			t.Fatalf("%s: the engine says no step at %s", name, g.Battle.Ask.Kind)
		}
		s, err := New(g, nil, nil, func([]rules.Event) scenes.Scene { return standIn{} })
		if err != nil {
			t.Fatal(err)
		}
		s.Recall(nil) // the record of an earlier version plays no events back
		if got := s.currentStep(); got != want {
			t.Errorf("%s: the board lights %q, the engine stands at %q", name, got, want)
		}
		if title := s.askTitle(); title == "" {
			t.Errorf("%s: the question at %s has no heading", name, g.Battle.Ask.Kind)
		}
		t.Logf("%s: %s, lit %q", name, g.Battle.Ask.Kind, s.currentStep())
		if name == "1942-battle.json" {
			litOnPaleGround(t, s)
		}
	}
}

// litOnPaleGround: the Forces a Hit may strike, lit in the Island's
// sand-coloured Foxholes box, are ringed in Lit edged with Ink, which stands
// out there where Lit alone would not.
func litOnPaleGround(t *testing.T, s *Scene) {
	t.Helper()
	ctx, err := scenes.NewTestContext(s.g, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	ctx.Settings = nil
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	ctx.Full = true
	s.Draw(img, ctx)
	px := scenetest.Pixels(img)
	lit := 0
	for _, o := range s.g.Pending().Options {
		p, ok := s.lay.find(o.Force)
		if !ok || o.Kind != rules.DoAllocateHit {
			continue
		}
		lit++
		r, y := p.r, int(p.r.CY())
		ring := px.RGBAAt(int(r.X-1.25), y)                   // the Lit ring, against the counter
		edge := px.RGBAAt(int(r.X-3.1), y)                    // its Ink edge
		ground := px.RGBAAt(int(r.CX()), int(r.Bottom()+5.5)) // the box under it
		if ring.R < 0xe0 || ring.G < 0xc0 || ring.B > 0x90 {
			t.Errorf("%s: the ring left of it is %v, not Lit", o.Force, ring)
		}
		if edge.R > 0x50 || edge.G > 0x50 || edge.B > 0x50 {
			t.Errorf("%s: the ring's outer edge is %v, not dark", o.Force, edge)
		}
		if ground.R < 0xa0 || int(ground.R) < int(ground.B)+0x30 {
			t.Errorf("%s: the ground beyond the ring is %v, not the light sand the test is about", o.Force, ground)
		}
	}
	if lit < 2 {
		t.Fatalf("%d Forces lit for the Hit: the save asks among two", lit)
	}
}

// TestBoardDrawsEachCounterOnce: the Battle Sheet's counters come from
// images made at the first frame, none made again at the next.
func TestBoardDrawsEachCounterOnce(t *testing.T) {
	s, ctx := boardOf(t, frozenGame(t, "1942-battle.json"))
	g := s.g
	img := ebiten.NewImage(scenes.DesignWidth, scenes.DesignHeight)
	defer img.Deallocate()
	ctx.Full = true
	s.Draw(img, ctx)
	made := s.counters.Len()
	units := 0
	for _, u := range g.Battle.Units {
		if u.Pos() != "" {
			units++
		}
	}
	if made == 0 || units == 0 {
		t.Fatalf("%d counter images for %d units on the sheet", made, units)
	}
	s.Draw(img, ctx)
	if again := s.counters.Len(); again != made {
		t.Errorf("the second frame made %d counter images more", again-made)
	}
}

// TestButtonEdgesAtSmallScale: at 1366x768 (a canvas of 1311x691, 0.77 of
// the design size) every action button shows its whole edge: a one-unit
// stroke thinner than a pixel fell between two rows and the top row's top
// edge vanished.
func TestButtonEdgesAtSmallScale(t *testing.T) {
	s, ctx := boardOf(t, frozenGame(t, "1942-battle.json"))
	for _, size := range [][2]int{{1311, 691}, {1366, 768}, {1536, 810}} {
		img := ebiten.NewImage(size[0], size[1])
		ctx.Full = true
		s.Draw(img, ctx)
		v := s.Frame(img, ctx)
		px := scenetest.Pixels(img)
		bs := s.buttons()
		n := len(bs)
		if n == 0 {
			t.Fatal("no buttons at the save's question")
		}
		for i := 0; i < n; i++ {
			r := s.fr.buttonRect(bs, i)
			x := int(v.X(r.CX()))
			// The edge is lighter than the button's fill: look for it on
			// the column through the middle, in the pixel rows at its top.
			fill := px.RGBAAt(x, int(v.Y(r.CY())))
			found := false
			for y := int(v.Y(r.Y)) - 1; y <= int(v.Y(r.Y))+1; y++ {
				if c := px.RGBAAt(x, y); int(c.R)+int(c.G)+int(c.B) > int(fill.R)+int(fill.G)+int(fill.B)+60 {
					found = true
				}
			}
			if !found {
				t.Errorf("%dx%d: button %d of %d (%+v) has no top edge", size[0], size[1], i, n, r)
			}
		}
		img.Deallocate()
	}
}

// frozenGame is the game of a frozen save.
func frozenGame(tb testing.TB, name string) *rules.Game {
	tb.Helper()
	l, err := savegame.Load(filepath.Join("..", "..", "savegame", "testdata", "frozen", name))
	if err != nil {
		tb.Fatal(err)
	}
	return l.Session.Game()
}

// boardOf opens the Battle Sheet on g's battle, as a loaded game shows it
// (no events to play back), updated once.
func boardOf(tb testing.TB, g *rules.Game) (*Scene, *scenes.Context) {
	tb.Helper()
	s, err := New(g, nil, nil, func([]rules.Event) scenes.Scene { return standIn{} })
	if err != nil {
		tb.Fatal(err)
	}
	s.Recall(nil)
	ctx, err := scenes.NewTestContext(g, &ui.Script{})
	if err != nil {
		tb.Fatal(err)
	}
	ctx.Settings = nil
	if err := s.Update(ctx); err != nil {
		tb.Fatal(err)
	}
	return s, ctx
}
