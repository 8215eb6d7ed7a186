package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// Solitaire Decisions: "If the rules leave you with more than one equally
// valid option, you are free to choose from the available options." The
// player may give these choices to the game in play, for one kind of tie or
// for all of them, and take them back; each change is a decision of the
// record, and the game decides by the order "the game does" follows.
func TestJapanChoicesChangedInPlay(t *testing.T) {
	bb := newBench(t, solomons)
	bb.unit(Japan, "Kaga", "")
	bb.unit(Japan, "Destroyer Gp 1", "")
	bb.unit(Japan, "Destroyer Gp 2", "")
	bb.unit(Japan, "Nagato/Mutsu", "")
	bb.unit(Japan, "16th Inf", PosFoxholes)
	g := bb.g
	if g.GameMakesTies(AskPlaceJapanese) || !g.JapanChoices.isZero() {
		t.Fatal("the player makes Japan's choices before any change")
	}
	if _, err := g.Apply(Decision{Kind: DoJapanChoices, Zone: string(AskPlaceJapanese), Yes: true}); err != nil {
		t.Fatal(err)
	}
	if !g.GameMakesTies(AskPlaceJapanese) || g.GameMakesTies(AskAllocateHit) || g.GameMakesTies(AskJapaneseFirstLight) {
		t.Fatalf("placement alone given to the game: %+v", g.JapanChoices)
	}
	if all, some := g.GameMakesAllJapanChoices(); all || !some {
		t.Fatalf("all %v some %v, want some only", all, some)
	}
	bb.run(battleTask{Op: taskPlaceJP})
	bb.noAsk()
	if got := bb.u("JP:Destroyer Gp 1").pos; got != ZoneJapaneseOcean {
		t.Fatalf("Destroyer Gp 1 in %q: the documented order places the first tied Escort in the Japanese Ocean", got)
	}

	// Refused and unchanged: a kind of question that is no tie, and a
	// change to what is already in force.
	for _, d := range []Decision{
		{Kind: DoJapanChoices, Zone: string(AskFly), Yes: true},
		{Kind: DoJapanChoices, Zone: string(AskPlaceJapanese), Yes: true},
	} {
		before := g.JapanChoices
		if _, err := g.Apply(d); err == nil || g.JapanChoices != before {
			t.Errorf("%+v: err %v, choices %+v", d, err, g.JapanChoices)
		}
	}

	// All of them, then back to the player.
	if _, err := g.Apply(Decision{Kind: DoJapanChoices, Yes: true}); err != nil {
		t.Fatal(err)
	}
	if all, _ := g.GameMakesAllJapanChoices(); !all || g.PlayerChoosesOrdersArea() {
		t.Fatalf("all given to the game: %+v", g.JapanChoices)
	}
	if _, err := g.Apply(Decision{Kind: DoJapanChoices}); err != nil {
		t.Fatal(err)
	}
	if _, some := g.GameMakesAllJapanChoices(); some || !g.PlayerChoosesOrdersArea() {
		t.Fatalf("all taken back: %+v", g.JapanChoices)
	}
	b, err := json.Marshal(g)
	if err != nil || !strings.Contains(string(b), `"japan_choices":{"changed":true,"player_orders":true}`) {
		t.Fatalf("the state keeps the change: %v %s", err, b[len(b)-200:])
	}
}

// TestUnchangedJapanChoicesLeaveTheStateAsBefore: a game whose player never
// changed the setting writes no japan_choices, so its state (and every save
// and fingerprint of it) reads as before the setting could change.
func TestUnchangedJapanChoicesLeaveTheStateAsBefore(t *testing.T) {
	g, _, err := NewGame(Options{Year: 1942, Seed: 1, GameMakesJapanChoices: true})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(g)
	if strings.Contains(string(b), `"japan_choices"`) {
		t.Fatal("an unchanged game writes japan_choices")
	}
	if !g.GameMakesTies(AskAllocateHit) || g.PlayerChoosesOrdersArea() {
		t.Fatal("the set-up option is not in force")
	}
}

// TestDocumentedChoiceIsTheGamesPick: "decide for me" on a tie applies the
// option DocumentedChoice names; the game's own decision under "the game
// does" leaves exactly the same battle.
func TestDocumentedChoiceIsTheGamesPick(t *testing.T) {
	setup := func(game bool) *bench {
		bb := newBench(t, solomons)
		bb.g.Options.GameMakesJapanChoices = game
		bb.unit(Japan, "Kaga", ZoneJapaneseOcean)
		bb.unit(Japan, "Destroyer Gp 1", ZoneJapaneseOcean)
		bb.unit(Japan, "Destroyer Gp 2", ZoneJapaneseOcean)
		bb.unit(Japan, "Destroyer Gp 3", ZoneJapaneseOcean)
		bb.g.Battle.Pools = []hitPool{{Side: Japan, Zone: ZoneJapaneseOcean, Kind: atkBombShip, Hits: 4}}
		bb.run(battleTask{Op: taskApply})
		return bb
	}
	asked, auto := setup(false), setup(true)
	auto.noAsk()
	for asked.g.Battle.Ask != nil {
		a := asked.g.Battle.Ask
		i := a.DocumentedChoice()
		if i < 0 || !a.JapaneseTie() {
			t.Fatalf("%s: no documented choice", a.Kind)
		}
		asked.reply(asked.g.Battle.Options[i])
	}
	for _, id := range []string{"JP:Kaga", "JP:Destroyer Gp 1", "JP:Destroyer Gp 2", "JP:Destroyer Gp 3"} {
		if a, b := asked.state(id), auto.state(id); a != b {
			t.Errorf("%s %s by DocumentedChoice, %s by the game", id, a, b)
		}
	}
	if (&BattleAsk{Kind: AskAllocateHit, AttackBy: Japan}).DocumentedChoice() != -1 {
		t.Error("a Hit on the US is no Japanese tie")
	}
}

// TestJapanChoicesGoOnIntoTheNextCampaign: in a linked series the change
// made in play holds in the campaigns that follow.
func TestJapanChoicesGoOnIntoTheNextCampaign(t *testing.T) {
	s, _, err := NewSeries(Options{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Apply(Decision{Kind: DoJapanChoices, Yes: true}); err != nil {
		t.Fatal(err)
	}
	first := s.Game
	first.Over, first.Evaluation = true, "Draw"
	if _, err := s.next(); err != nil {
		t.Fatal(err)
	}
	if s.Game == first || s.Game.Year == first.Year {
		t.Fatal("no next campaign")
	}
	if all, _ := s.Game.GameMakesAllJapanChoices(); !all {
		t.Fatalf("next campaign's choices %+v", s.Game.JapanChoices)
	}
}
