package campaign

import (
	"slices"
	"testing"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/scenetest"
	"nimitz/sim"
	"nimitz/sound"
)

// TestMapSoundsItsEvents plays 1942's first Campaign Turn into the second on
// the map with a recording sound player: the map sounds the rolls and the
// new turn from the events' typed fields, each kind at most once a frame,
// nothing an event does not call for, and none of the battles' sounds (the
// Battle Sheet's to play).
func TestMapSoundsItsEvents(t *testing.T) {
	const seed = 4
	p := newPlayer(t, seed)
	s, ctx := p.s, p.ctx
	rec := &scenetest.Sounds{}
	ctx.Sound = rec
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	ship := func(id string) bool {
		f := s.g.Force(id)
		return f != nil && s.g.Kind(f) == rules.KindShip
	}
	want := map[sound.Effect]int{}
	for i := 0; i < 3000 && !s.g.Over && s.g.Turn < 2; i++ {
		d, err := pol.Decide(s.g)
		if err != nil {
			t.Fatal(err)
		}
		before := s.g.Clone()
		evs, err := ctx.Apply(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			if e.Step != rules.StepBattles {
				for _, fx := range scenes.SoundsOf(e, ship) {
					want[fx]++
				}
			}
		}
		s.show(before, evs)
		for k := 0; k < 2000 && s.anim.busy(); k++ {
			ctx.ClearSounds()
			rec.Frames = append(rec.Frames, nil)
			ctx.Elapsed = 5
			if err := s.Update(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s.g.Turn < 2 {
		t.Fatalf("the game stopped at Turn %d, %s", s.g.Turn, s.g.Step)
	}
	got := map[sound.Effect]int{}
	for i, f := range rec.Frames {
		for j, fx := range f {
			if slices.Contains(f[:j], fx) {
				t.Errorf("frame %d played %s twice: %v", i, fx, f)
			}
			got[fx]++
		}
	}
	for fx, n := range got {
		if n > want[fx] {
			t.Errorf("%s played %d times; the events call for it %d times", fx, n, want[fx])
		}
	}
	for _, fx := range []sound.Effect{sound.Dice, sound.TurnBegun} {
		if got[fx] == 0 {
			t.Errorf("a Campaign Turn without %s: %v", fx, got)
		}
	}
	for _, fx := range []sound.Effect{sound.Gunfire, sound.Bombs} {
		if got[fx] != 0 {
			t.Errorf("the map played the battles' %s: %v", fx, got)
		}
	}
	t.Logf("heard %v of %v called for", got, want)
}
