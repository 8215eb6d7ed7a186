package rules

import (
	"fmt"
	"strings"
)

const ruleResolveBattles = "Resolve Battles"

// findBattles lists every area holding both US and Japanese Forces: a battle
// must be resolved in each (Resolve Battles).
func (g *Game) findBattles(evs *[]Event) {
	g.Battles = nil
	var room [censusRoom]areaCensus
	c := g.census(room[:0])
	for k, a := range g.data.Map.Areas {
		if c[k].us && c[k].jp {
			g.Battles = append(g.Battles, a.Name)
		}
	}
	if len(g.Battles) == 0 {
		*evs = append(*evs, Event{Kind: EvBattleFound, Turn: g.Turn, Step: StepBattles,
			Text: "No area holds both US and Japanese Forces: there are no battles this turn.", Rule: ruleResolveBattles})
		return
	}
	*evs = append(*evs, Event{Kind: EvBattleFound, Turn: g.Turn, Step: StepBattles, Points: len(g.Battles),
		Text: fmt.Sprintf("Battles to resolve: %s. Choose the order.", strings.Join(g.Battles, ", ")), Rule: ruleResolveBattles})
}

// hawaiiUnheld reports Japanese Forces in the Hawaiian Islands and no US
// Force there to fight them: the Hawaiian Islands Defeat Condition when the
// battles are resolved.
func (g *Game) hawaiiUnheld() bool { return g.Has(Hawaii, Japan) && !g.Has(Hawaii, US) }

// hawaiiLostWithoutBattle applies the Hawaiian Islands Defeat Condition when
// Japanese Forces stand in the Hawaiian Islands and no US Force is there to
// fight them (they arrived by a Scouting roll and every US Force then left,
// or Japan moved into an empty Hawaii): "If Japan moves Forces into the
// Hawaiian Island's Area, resolve the battle as normal. However, you must
// Destroy all the Japanese Forces during the first Battle Turn, or you
// immediately lose the Campaign." With no battle, no Japanese Force can be
// Destroyed in its first Battle Turn, so the campaign is lost when the
// battles are resolved (docs/rulings.md).
func (g *Game) hawaiiLostWithoutBattle(evs *[]Event) bool {
	if !g.hawaiiUnheld() {
		return false
	}
	g.Over = true
	g.Step = StepCampaignOver
	g.Evaluation = "Replaced"
	g.EndReason = "Japanese Forces hold the Hawaiian Islands and no US Force is there to destroy them: Nimitz is Replaced."
	*evs = append(*evs, Event{Kind: EvDefeat, Turn: g.Turn, Step: StepBattles, Side: US, Area: Hawaii, Row: "Replaced",
		Forces: forceIDs(g.In(Hawaii, Japan)), Text: g.EndReason, Rule: "Defeat Check: Hawaiian Islands Defeat Condition"})
	return true
}

func (g *Game) battlesPending() Pending {
	if g.Battle != nil {
		return g.battlePending()
	}
	return g.chooseBattlePending()
}

// chooseBattlePending asks which battle to resolve next. Its options are
// made anew, a few a battle: Pending changes nothing in the game.
func (g *Game) chooseBattlePending() Pending {
	var room []Decision
	if len(g.Battles) > 0 {
		room = make([]Decision, 0, len(g.Battles))
	}
	p := Pending{Kind: AskChooseBattle, Step: StepBattles, Options: room,
		Prompt: fmt.Sprintf("Resolve Battles: choose the next battle (%s).", strings.Join(g.Battles, ", "))}
	for _, a := range g.Battles {
		p.Options = append(p.Options, Decision{Kind: DoChooseBattle, Area: a})
	}
	return p
}

func (g *Game) applyBattles(d Decision, evs *[]Event) error {
	if g.Battle != nil {
		if err := g.applyBattle(&d, evs); err != nil {
			return err
		}
		g.afterBattle(evs)
		return nil
	}
	if d.Kind != DoChooseBattle {
		return illegal(ruleResolveBattles, "choose the battle to resolve next; not %q", d.Kind)
	}
	for i, a := range g.Battles {
		if a == d.Area {
			if len(g.Battles) == 1 {
				// The last battle: its list's room is kept for the next
				// copy of the game (listRooms).
				g.rooms.battles = g.Battles[:0]
			}
			g.Battles = append(g.Battles[:i:i], g.Battles[i+1:]...)
			g.beginBattle(a, evs)
			g.afterBattle(evs)
			return nil
		}
	}
	return illegal(ruleResolveBattles, "%q has no battle to resolve (battles: %s)", d.Area, strings.Join(g.Battles, ", "))
}

// afterBattle moves on once the battle in progress, if any, has ended: to the
// next battle, or past the Resolve Battles step when none is left.
func (g *Game) afterBattle(evs *[]Event) {
	if g.Battle != nil || g.Over {
		return
	}
	if len(g.Battles) == 0 {
		g.leave(evs)
	}
}

// landTransports puts every Infantry still on a Transport Ashore once the
// battles are over: a Transport only marks Infantry that would start a battle
// in the Coastal Area (docs/rulings.md: "Transports after the battles").
func (g *Game) landTransports(evs *[]Event) {
	byArea := map[string][]string{}
	var order []string
	forces := g.Forces // read once, not for each Force
	for i := range forces {
		f := &forces[i]
		if f.OnTransport && f.Where == OnMap { // few are on a Transport: that test first
			f.OnTransport = false
			if _, ok := byArea[f.Area]; !ok {
				order = append(order, f.Area)
			}
			byArea[f.Area] = append(byArea[f.Area], f.ID)
		}
	}
	for _, a := range order {
		*evs = append(*evs, Event{Kind: EvLanding, Turn: g.Turn, Step: StepBattles, Area: a, Forces: byArea[a],
			Text: fmt.Sprintf("%s: %s go Ashore from their Transports.", a, strings.Join(g.names(byArea[a]), ", ")),
			Rule: "US Infantry Movement; Japanese Orders (Transports)"})
	}
}
