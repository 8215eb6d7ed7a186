package menu

import (
	"nimitz/scenes"
)

// staffEntries are "Let the staff do it": hand the step, the battle or the
// rest of the turn to the staff, whose decisions the screen then shows as
// they are made; while it holds them, taking the command back. None in the
// tutorial, whose decisions are the lesson's, or with no campaign in play.
func (s *Scene) staffEntries(ctx *scenes.Context) []entry {
	g := ctx.Game
	if ctx.Session == nil || g == nil || g.Over || ctx.Practice {
		return nil
	}
	if h := ctx.Handed(); h != nil {
		return []entry{{label: "Take the command back from the staff (" + h.Words() + ")", do: func(ctx *scenes.Context) {
			ctx.TakeCommand()
			ctx.GoTo(s.under)
		}}}
	}
	hand := func(scope scenes.HandScope) func(ctx *scenes.Context) {
		return func(ctx *scenes.Context) {
			if err := ctx.HandOver(scope); err != nil {
				ctx.Notify("The staff cannot take over: "+err.Error()+".", true)
				return
			}
			ctx.GoTo(s.under)
		}
	}
	var es []entry
	if g.Battle != nil {
		es = append(es, entry{label: "Let the staff fight this battle", do: hand(scenes.HandBattle)})
	} else {
		es = append(es, entry{label: "Let the staff do this step (" + string(g.Step) + ")", do: hand(scenes.HandStep)})
	}
	return append(es, entry{label: "Let the staff play the rest of the turn", do: hand(scenes.HandTurn)})
}

// fighter words who fights the battles.
func fighter(staff bool) string {
	if staff {
		return "the staff fights them (you watch, any key takes over)"
	}
	return "I fight them"
}
