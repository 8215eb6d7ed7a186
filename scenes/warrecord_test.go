package scenes

import (
	"testing"

	"nimitz/odds"
	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes/ui"
	"nimitz/sim"
	"nimitz/warrecord"
)

// TestCampaignPlayedToItsEndIsKept: a campaign played to its end through
// the context (the heuristic policy deciding, as a player's clicks do)
// adds exactly one entry to the war record the moment it ends, and its
// battles' odds are filled in after, in the background, with the
// campaign's figures;
// a new campaign begun after it adds none for it, and one begun over an
// unfinished game keeps that game, marked abandoned.
func TestCampaignPlayedToItsEndIsKept(t *testing.T) {
	dir := t.TempDir()
	ctx, err := NewTestContext(nil, &ui.Script{})
	if err != nil {
		t.Fatal(err)
	}
	ctx.AutosaveDir = dir
	// The work in the background ends before the folder goes.
	t.Cleanup(ctx.WarRecord().Wait)
	sess, _, err := savegame.NewSession(rules.Options{Year: 1944, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	ctx.Play(sess)
	pol, err := sim.NewPolicy("heuristic", 7)
	if err != nil {
		t.Fatal(err)
	}
	fought, won := 0, 0
	for i := 0; !ctx.Session.Over(); i++ {
		g := ctx.Session.Game()
		if r, err := warrecord.Load(savegame.Disk(), dir); i%50 == 0 && (err != nil || len(r.Entries) != 0) {
			t.Fatalf("an entry before the end: %d, %v", len(r.Entries), err)
		}
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		evs, err := ctx.Apply(d)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range evs {
			switch e.Kind {
			case rules.EvBattleStart:
				fought++
			case rules.EvBattleEnd:
				if b := g.EndedBattle(); b != nil && odds.USWon(b) {
					won++
				}
			}
		}
	}
	r, err := ctx.WarRecord().Load(savegame.Disk(), dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Entries) != 1 || r.Entries[0].Result != ctx.Session.Game().Evaluation {
		t.Fatalf("at the end: %d entries, want 1 with the Evaluation", len(r.Entries))
	}
	ctx.WarRecord().Wait()
	if r, err = warrecord.Load(savegame.Disk(), dir); err != nil {
		t.Fatal(err)
	}
	e, g := r.Entries[0], ctx.Session.Game()
	if e.Pending || len(r.Entries) != 1 {
		t.Fatalf("the entry is still pending after the work in the background (%d entries)", len(r.Entries))
	}
	if e.Result != g.Evaluation || e.Campaign != "1944" || e.Seed != 7 || e.Abandoned || e.Decisions != ctx.Session.Len() {
		t.Errorf("entry %s %q seed %d, %d decisions; the game %q, %d", e.Campaign, e.Result, e.Seed, e.Decisions, g.Evaluation, ctx.Session.Len())
	}
	if len(e.Battles) != fought || e.Won() != won || fought == 0 {
		t.Errorf("entry: %d battles, %d won; played: %d, %d", len(e.Battles), e.Won(), fought, won)
	}
	if len(e.Campaigns) != 1 || len(e.Campaigns[0].Turns) != len(g.PlayerLog) || e.Objectives != max(g.Score, len(g.PlayerLog[len(g.PlayerLog)-1].Held)) {
		t.Errorf("Objectives %d, turns %+v; the Player Log %+v", e.Objectives, e.Campaigns, g.PlayerLog)
	}
	// A new campaign after the end: nothing more kept.
	next, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 8})
	if err != nil {
		t.Fatal(err)
	}
	ctx.Play(next)
	for range 12 {
		d, err := pol.Decide(ctx.Session.Game())
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ctx.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	// Back at the title, a new campaign begun: the one in the live save
	// is abandoned.
	ctx.Session, ctx.Game = nil, nil
	third, _, err := savegame.NewSession(rules.Options{Year: 1943, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	ctx.Play(third)
	if r, err = warrecord.Load(savegame.Disk(), dir); err != nil {
		t.Fatal(err)
	}
	if len(r.Entries) != 2 || !r.Entries[1].Abandoned || r.Entries[1].Campaign != "1942" || r.Entries[1].Decisions != 12 {
		t.Fatalf("entries %+v", r.Entries)
	}
	if ctx.LastNote().Bad {
		t.Errorf("told %q", ctx.LastNote().Text)
	}
}
