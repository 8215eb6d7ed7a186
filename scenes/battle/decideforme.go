package battle

import (
	"nimitz/rules"
	"nimitz/scenes/ui"
)

// A Japanese tie (placement, the First Light carrier, a Hit among equal
// Forces) asks the player, as the rulebook's Solitaire Decisions say. Many of
// them in a row are tedious, so each offers "decide for me": this tie, by
// the option the engine's documented order picks (BattleAsk.DocumentedChoice),
// or from now on for ties of its kind, a change of the game's setting
// (rules.DoJapanChoices) joined to that same answer: one click, one Undo.

// tieKindWords names a kind of Japanese tie on the "always" button.
func tieKindWords(k rules.BattleAskKind) string {
	switch k {
	case rules.AskPlaceJapanese:
		return "placement ties"
	case rules.AskJapaneseFirstLight:
		return "First Light ties"
	case rules.AskAllocateHit:
		return "equal Hits"
	}
	return "these ties"
}

// decideForMeButtons are the "decide for me" buttons of a Japanese tie: none
// for another question, nor in the guided example, whose lesson waits for
// the player's own answer.
func (s *Scene) decideForMeButtons(a *rules.BattleAsk, opts []rules.Decision) []button {
	i := a.DocumentedChoice()
	if i < 0 || i >= len(opts) || s.ctx == nil || s.ctx.Gate != nil || s.session() == nil {
		return nil
	}
	return []button{
		{label: "Decide this tie for me", d: opts[i]},
		{label: "Always decide " + tieKindWords(a.Kind), d: opts[i], always: a.Kind},
	}
}

// decideAlways gives the ties of kind to the game from now on, and answers
// the one asked now as the game would (d): two decisions, one click.
func (s *Scene) decideAlways(kind rules.BattleAskKind, d rules.Decision) {
	before := copyBattle(s.g.Battle)
	turn, supply := s.g.Turn, s.g.SupplyPoints
	if _, err := s.decide(rules.Decision{Kind: rules.DoJapanChoices, Zone: string(kind), Yes: true}); err != nil {
		s.note.Say(err.Error(), true, ui.Rect{})
		return
	}
	evs, err := s.decideJoined(d, true)
	if err != nil {
		// The setting is changed (and recorded); the tie is still asked.
		s.note.Say(err.Error(), true, ui.Rect{})
		return
	}
	s.note.Clear()
	s.selected, s.page = "", 0
	s.turn, s.supply = turn, supply
	s.begin(before, evs)
}
