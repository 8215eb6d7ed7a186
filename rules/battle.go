package rules

// Battle is the battle being fought. The battle engine (next issue) fills in the
// Battle Sheet; this file holds its contract with the campaign.
type Battle struct {
	Area string `json:"area"`
}

// BattleAsk details a decision inside a battle.
type BattleAsk struct{}

func (b *Battle) clone() *Battle { c := *b; return &c }

func (b *Battle) check(g *Game) error { return nil }

// beginBattle moves the area's Forces to the Battle Sheet and fights until the
// player must decide or the battle ends (then g.Battle is nil again).
func (g *Game) beginBattle(area string, evs *[]Event) {
	g.Battle = &Battle{Area: area}
}

func (g *Game) battlePending() Pending {
	return Pending{Kind: AskBattle, Step: StepBattles, Prompt: "The battle in " + g.Battle.Area + " awaits the battle engine."}
}

func (g *Game) applyBattle(d Decision, evs *[]Event) error {
	return illegal("Battle", "the battle engine is not built yet")
}
