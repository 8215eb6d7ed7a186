package battle

import (
	"slices"
	"testing"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/scenetest"
	"nimitz/scenes/ui"
	"nimitz/sim"
	"nimitz/sound"
)

// soundBoard opens the board on a battle's first events with a recording
// sound player, at animation speed speed.
func soundBoard(t *testing.T, seed uint64, speed float64) (*tester, *scenetest.Sounds) {
	t.Helper()
	var first []rules.Event
	tr := toBattleShowing(t, seed, "", func(evs []rules.Event) []rules.Event { first = evs; return nil })
	s, err := New(tr.g(), nil, first, func(evs []rules.Event) scenes.Scene { return nil })
	if err != nil {
		t.Fatal(err)
	}
	tr.s = s
	tr.ctx.Settings = &savegame.Settings{AnimationSpeed: speed, HideOdds: true, Volume: 100}
	rec := &scenetest.Sounds{}
	tr.ctx.Sound = rec
	tr.everyTick = nil
	return tr, rec
}

// frame runs one Update as the manager does: a new frame for the sounds.
func (tr *tester) soundFrame(rec *scenetest.Sounds) {
	tr.ctx.ClearSounds()
	rec.Frames = append(rec.Frames, nil)
	tr.tick()
}

// isShip says which Forces are Ships, from the game.
func isShip(g *rules.Game) func(string) bool {
	return func(id string) bool {
		f := g.Force(id)
		return f != nil && g.Kind(f) == rules.KindShip
	}
}

// TestBoardSoundsItsEvents fights a battle at normal speed with a recording
// sound player: every battle event the board shows sounds what SoundsOf
// gives it, in order, once; the Campaign Turn's battles have rolls, attacks,
// Battle Turns and a Ship lost to hear.
func TestBoardSoundsItsEvents(t *testing.T) {
	const seed = 7
	tr, rec := soundBoard(t, seed, 1)
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	settle := func() {
		for i := 0; i < 20000 && !tr.s.Settled(); i++ {
			tr.soundFrame(rec)
		}
		tr.soundFrame(rec)
	}
	settle()
	// Every battle of the Campaign Turn, as the board offers them.
	for i := 0; i < 2000 && !tr.g().Over && tr.g().Step == rules.StepBattles; i++ {
		d, err := pol.Decide(tr.g())
		if err != nil {
			t.Fatal(err)
		}
		before := copyBattle(tr.g().Battle)
		evs, err := tr.ctx.Apply(d)
		if err != nil {
			t.Fatal(err)
		}
		tr.s.begin(before, evs)
		settle()
	}
	if tr.g().Step == rules.StepBattles {
		t.Fatal("the battles did not end")
	}
	var want []sound.Effect
	for _, e := range tr.s.played {
		if e.Step == rules.StepBattles {
			want = append(want, scenes.SoundsOf(e, isShip(tr.g()))...)
		}
	}
	got := rec.All()
	if !slices.Equal(got, want) {
		t.Fatalf("the board played %v,\nits events sound %v", got, want)
	}
	for _, e := range []sound.Effect{sound.Dice, sound.TurnBegun, sound.ShipLost} {
		if !slices.Contains(got, e) {
			t.Errorf("a whole battle without %s: %v", e, got)
		}
	}
	if !slices.Contains(got, sound.Gunfire) && !slices.Contains(got, sound.Bombs) {
		t.Errorf("a whole battle without an attack heard: %v", got)
	}
	t.Logf("%d effects over %d frames: %v", len(got), len(rec.Frames), got)
}

// TestBoardSoundsOnceAFrameAtSpeedZero: with the animation off, a battle's
// events all show in one frame, and each effect is heard once in it, not
// once an event.
func TestBoardSoundsOnceAFrameAtSpeedZero(t *testing.T) {
	const seed = 7
	tr, rec := soundBoard(t, seed, 0)
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	tr.soundFrame(rec)
	heard := 0
	for i := 0; i < 2000 && !tr.g().Over && tr.g().Step == rules.StepBattles; i++ {
		d, err := pol.Decide(tr.g())
		if err != nil {
			t.Fatal(err)
		}
		before := copyBattle(tr.g().Battle)
		evs, err := tr.ctx.Apply(d)
		if err != nil {
			t.Fatal(err)
		}
		rec.Frames = append(rec.Frames, nil)
		tr.ctx.ClearSounds()
		tr.s.begin(before, evs)
		if !tr.s.Settled() {
			t.Fatal("at speed 0 the events did not all show at once")
		}
		var kinds []sound.Effect
		for _, e := range evs {
			if e.Step == rules.StepBattles {
				for _, s := range scenes.SoundsOf(e, isShip(tr.g())) {
					if !slices.Contains(kinds, s) {
						kinds = append(kinds, s)
					}
				}
			}
		}
		got := rec.Frames[len(rec.Frames)-1]
		if !slices.Equal(got, kinds) {
			t.Fatalf("%s: one frame played %v, want each of %v once", d.Kind, got, kinds)
		}
		heard += len(got)
	}
	if heard == 0 {
		t.Fatal("a battle at speed 0 was not heard at all")
	}
}

// TestBoardFirstEventsHeard: the events a board is made with (shown before
// it has a context) are heard at its first Update.
func TestBoardFirstEventsHeard(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	turn := rules.Event{Kind: rules.EvBattleStep, Step: rules.StepBattles, NewBattleTurn: true}
	s, err := New(g, nil, []rules.Event{turn}, func([]rules.Event) scenes.Scene { return nil })
	if err != nil {
		t.Fatal(err)
	}
	ctx, err := scenes.NewTestContext(g, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	rec := &scenetest.Sounds{Frames: [][]sound.Effect{nil}}
	ctx.Sound = rec
	if err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
	if got := rec.All(); !slices.Equal(got, []sound.Effect{sound.TurnBegun}) {
		t.Errorf("the first Update played %v", got)
	}
}
