package scenes

import "nimitz/rules"

// HandScope is how much of the campaign the player hands to the staff.
type HandScope int

// The scopes of "Let the staff do it": the Campaign Turn step in play, the
// battle in play, or the rest of the Campaign Turn.
const (
	HandStep HandScope = iota + 1
	HandBattle
	HandTurn
)

// Handover is what the player has handed to the staff: the staff makes
// every decision the game asks while the game is still inside it. Its
// decisions go through Apply like the player's, so the log, the save and
// Undo take them as any other.
type Handover struct {
	Scope  HandScope
	Turn   int
	Step   rules.Step
	Battle string // the battle's area, for HandBattle
}

// Covers reports whether the game is still inside what was handed over.
func (h *Handover) Covers(g *rules.Game) bool {
	if h == nil || g == nil || g.Over || g.Turn != h.Turn {
		return false
	}
	switch h.Scope {
	case HandStep:
		return g.Step == h.Step
	case HandBattle:
		return g.Battle != nil && g.Battle.Area == h.Battle
	}
	return h.Scope == HandTurn
}

// Words says what was handed over, for the status line ("this battle").
func (h *Handover) Words() string {
	switch h.Scope {
	case HandStep:
		return "the " + string(h.Step) + " step"
	case HandBattle:
		return "the battle for " + h.Battle
	}
	return "the rest of the turn"
}

// HandOver hands scope of the game in play to the staff, from now on; it
// reports why not (no game, the tutorial's practice game, no battle in
// play for HandBattle) and then hands nothing.
func (c *Context) HandOver(scope HandScope) error {
	g := c.Game
	switch {
	case c.Session == nil || g == nil || g.Over:
		return handErr("there is no campaign in play to hand over")
	case c.Practice:
		return handErr("in Learn to play, the decisions are yours: the coach waits for them")
	case scope == HandBattle && g.Battle == nil:
		return handErr("there is no battle in play to hand over")
	}
	h := &Handover{Scope: scope, Turn: g.Turn, Step: g.Step}
	if g.Battle != nil {
		h.Battle = g.Battle.Area
	}
	c.Handover = h
	return nil
}

// Handed is what the staff has in hand of the game in play now, or nil:
// a handover the game has moved out of is ended here.
func (c *Context) Handed() *Handover {
	if c.Handover != nil && (c.Practice || !c.Handover.Covers(c.Game)) {
		c.Handover = nil
	}
	return c.Handover
}

// TakeCommand ends any handover: the player decides again.
func (c *Context) TakeCommand() { c.Handover = nil }

type handErr string

func (e handErr) Error() string { return string(e) }
