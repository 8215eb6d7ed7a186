package rules

// JapanChoices says who makes Japan's equal choices once the player has
// changed it in play (DoJapanChoices): the setting a campaign began with is
// in Options, which stay as set up so a save replays from them, and the
// changes are decisions of the record. The zero value (no change yet) leaves
// Options in force.
type JapanChoices struct {
	// Changed is set by the first DoJapanChoices; the fields below then
	// hold the whole setting.
	Changed bool `json:"changed,omitempty"`
	// PlayerOrders asks the player which area's Japanese Forces roll Orders
	// next (Options.ChooseOrdersArea).
	PlayerOrders bool `json:"player_orders,omitempty"`
	// GamePlacement, GameFirstLight and GameHits have the game make, by its
	// documented order, the ties of each kind (AskPlaceJapanese,
	// AskJapaneseFirstLight, and AskAllocateHit on Japanese Forces).
	GamePlacement  bool `json:"game_placement,omitempty"`
	GameFirstLight bool `json:"game_first_light,omitempty"`
	GameHits       bool `json:"game_hits,omitempty"`
}

// JapanTieKinds are the kinds of battle question that leave one of Japan's
// equal choices to the player, in the order the settings name them.
var JapanTieKinds = []BattleAskKind{AskPlaceJapanese, AskJapaneseFirstLight, AskAllocateHit}

// JapaneseTie reports whether the question leaves one of Japan's equal
// choices to the player ("Solitaire Decisions"): a tie in Japanese Ship
// placement, the Japanese First Light carrier, or which of equal Japanese
// Forces a Hit strikes.
func (a *BattleAsk) JapaneseTie() bool {
	if a == nil {
		return false
	}
	switch a.Kind {
	case AskPlaceJapanese, AskJapaneseFirstLight:
		return true
	case AskAllocateHit:
		return a.AttackBy == US
	}
	return false
}

// DocumentedChoice is the place among the question's options of the one
// the engine's documented order picks when the game makes Japan's equal
// choices (the first of the tied Escorts in board order, the first tied
// carrier, the first target in the order of Hits): what "decide for me"
// applies. It is -1 for a question that is no Japanese tie.
func (a *BattleAsk) DocumentedChoice() int {
	if !a.JapaneseTie() {
		return -1
	}
	return 0
}

// japanChoices is the setting in force: the changes made in play, or the
// one the campaign began with.
func (g *Game) japanChoices() JapanChoices {
	if g.JapanChoices.Changed {
		return g.JapanChoices
	}
	all := g.Options.GameMakesJapanChoices
	return JapanChoices{Changed: true, PlayerOrders: g.Options.ChooseOrdersArea,
		GamePlacement: all, GameFirstLight: all, GameHits: all}
}

// GameMakesTies reports whether the game makes, by its documented order,
// Japan's equal choices of the given kind of question (one of
// JapanTieKinds) instead of asking the player.
func (g *Game) GameMakesTies(kind BattleAskKind) bool {
	c := g.japanChoices()
	switch kind {
	case AskPlaceJapanese:
		return c.GamePlacement
	case AskJapaneseFirstLight:
		return c.GameFirstLight
	case AskAllocateHit:
		return c.GameHits
	}
	return false
}

// PlayerChoosesOrdersArea reports whether the player chooses which area's
// Japanese Forces roll Orders next.
func (g *Game) PlayerChoosesOrdersArea() bool { return g.japanChoices().PlayerOrders }

// GameMakesAllJapanChoices reports whether the game makes every one of
// Japan's equal choices (none is asked), and whether it makes some of them.
func (g *Game) GameMakesAllJapanChoices() (all, some bool) {
	c := g.japanChoices()
	all = !c.PlayerOrders && c.GamePlacement && c.GameFirstLight && c.GameHits
	some = !c.PlayerOrders || c.GamePlacement || c.GameFirstLight || c.GameHits
	return all, some
}

const ruleSolitaire = "Solitaire Decisions"

// applyJapanChoices changes who makes Japan's equal choices from now on:
// Zone "" for all of them (as the set-up option), or one of JapanTieKinds
// for that kind of tie alone; Yes gives them to the game. A question asked
// already stays asked: the player answers it (or applies its
// DocumentedChoice). It rolls nothing and changes nothing else.
func (g *Game) applyJapanChoices(d Decision) error {
	c := g.japanChoices()
	switch BattleAskKind(d.Zone) {
	case "":
		c.PlayerOrders = !d.Yes
		c.GamePlacement, c.GameFirstLight, c.GameHits = d.Yes, d.Yes, d.Yes
	case AskPlaceJapanese:
		c.GamePlacement = d.Yes
	case AskJapaneseFirstLight:
		c.GameFirstLight = d.Yes
	case AskAllocateHit:
		c.GameHits = d.Yes
	default:
		return illegal(ruleSolitaire, "%q is no kind of Japanese tie (%v)", d.Zone, JapanTieKinds)
	}
	if c == g.japanChoices() {
		return illegal(ruleSolitaire, "Japan's equal choices are already made that way")
	}
	g.JapanChoices = c
	return nil
}

func (c JapanChoices) isZero() bool { return c == JapanChoices{} }
