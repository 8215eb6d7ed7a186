package campaign

import (
	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/battle"
)

// OpenBattle returns the battle board for the battle in progress, first
// playing evs, the events of the decision just applied, over the battle as
// it stood before (before). When the player leaves the board it hands back
// to this map as after any battle (the steps after the battles, the end of
// the campaign). Used by main's -scene battle.
func (s *Scene) OpenBattle(before *rules.Battle, evs []rules.Event) (scenes.Scene, error) {
	return battle.New(s.g, before, evs, s.afterBattle)
}
