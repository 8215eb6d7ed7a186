package rules

import (
	"fmt"
	"slices"
)

// Step is a step of the Sequence of Play.
type Step string

// The Sequence of Play, in order.
const (
	StepStart        Step = "Start"
	StepAdvanceTurn  Step = "Advance Turn"
	StepResupply     Step = "US Resupply"
	StepScouting     Step = "US Scouting"
	StepMovement     Step = "US Movement"
	StepOrders       Step = "Japanese Orders"
	StepBattles      Step = "Resolve Battles"
	StepReinforce    Step = "Japanese Reinforces"
	StepRepair       Step = "Japanese Repair"
	StepReturnToPort Step = "US Return to Port"
	StepSupplyCheck  Step = "US Supply Check"
	StepDefeatCheck  Step = "Defeat Check"
	StepCampaignOver Step = "Campaign Over"
)

// Sequence is the Sequence of Play of one Campaign Turn, for the chart on the map.
var Sequence = []Step{StepAdvanceTurn, StepResupply, StepScouting, StepMovement, StepOrders,
	StepBattles, StepReinforce, StepRepair, StepReturnToPort, StepSupplyCheck, StepDefeatCheck}

// enter begins a step. Automatic steps are played at once and lead on to the
// next; a step that asks the player something stops there.
func (g *Game) enter(s Step, evs *[]Event) {
	// What the Supply Check found of Holding, for the Defeat Check right
	// after it.
	var held holdMap
	for !g.Over {
		g.Step = s
		if s != StepAdvanceTurn {
			text := fmt.Sprintf("%s: %s.", g.TurnName(), s)
			e := addEvent(evs)
			e.Kind, e.Turn, e.Step, e.Text, e.Rule = EvStep, g.Turn, s, text, "Sequence of Play"
		}
		switch s {
		case StepAdvanceTurn:
			if !g.advanceTurn(evs) {
				return
			}
			s = StepResupply
			continue
		case StepResupply:
			g.beginResupply(evs)
			return
		case StepScouting:
			g.Scouting = nil
			return
		case StepMovement:
			g.movement().beginMovement(evs)
			return
		case StepOrders:
			// Orders may stop to ask which area moves next; they enter
			// Resolve Battles themselves when done.
			g.orders().japaneseOrders(evs)
			return
		case StepBattles:
			if g.hawaiiLostWithoutBattle(evs) {
				return
			}
			g.findBattles(evs)
			if len(g.Battles) > 0 {
				return
			}
			g.landTransports(evs)
			g.bombingBox().returnBomberWings(evs)
			s = StepReinforce
		case StepReinforce:
			g.afterBattles().japaneseReinforce(evs)
			s = StepRepair
		case StepRepair:
			g.afterBattles().japaneseRepair(evs)
			s = StepReturnToPort
		case StepReturnToPort:
			g.afterBattles().returnToPort(evs)
			s = StepSupplyCheck
		case StepSupplyCheck:
			held = g.afterBattles().supplyCheck(evs)
			s = StepDefeatCheck
		case StepDefeatCheck:
			g.afterBattles().defeatCheck(held, evs)
			held = holdMap{}
			s = StepAdvanceTurn
		default:
			return
		}
	}
}

// leave ends a player step and plays on to the next.
func (g *Game) leave(evs *[]Event) {
	switch g.Step {
	case StepResupply:
		g.enter(StepScouting, evs)
	case StepScouting:
		g.resolveScouting(evs)
		g.enter(StepMovement, evs)
	case StepMovement:
		g.Airbases = nil
		for i := range g.Forces {
			g.Forces[i].MovedFrom = ""
		}
		g.enter(StepOrders, evs)
	case StepBattles:
		g.landTransports(evs)
		g.bombingBox().returnBomberWings(evs)
		g.enter(StepReinforce, evs)
	}
}

// advanceTurn moves the Campaign Turn counter (Advance Turn Counter). Past the
// last turn the campaign ends and is evaluated; it returns false then.
func (g *Game) advanceTurn(evs *[]Event) bool {
	g.Turn++
	if g.Turn > len(g.data.Setup.Turns) {
		g.endCampaign(evs)
		return false
	}
	*evs = append(*evs, Event{Kind: EvTurn, Turn: g.Turn, Step: StepAdvanceTurn,
		Text: fmt.Sprintf("The Campaign Turn counter moves to %s.", g.TurnName()), Rule: "Advance Turn Counter"})
	return true
}

// endCampaign rates the Objectives held at the end of the last turn (Victory).
func (g *Game) endCampaign(evs *[]Event) {
	held := g.HeldObjectives()
	invasion := g.scoreInvasion(evs)
	g.Over = true
	g.Step = StepCampaignOver
	g.Score = len(held) + invasion
	g.Evaluation = g.data.Setup.Rate(g.Score)
	g.EndReason = fmt.Sprintf("The campaign ended after %s with %d Objectives held.", g.TurnNameAt(len(g.data.Setup.Turns)), len(held))
	text := fmt.Sprintf("Campaign over: %d Objectives held, a %q Evaluation.", len(held), g.Evaluation)
	if g.data.Setup.Invasion != nil {
		g.EndReason = fmt.Sprintf("The campaign ended after %s with %d Objectives held and %d earned by the Japan Invasion box.", g.TurnNameAt(len(g.data.Setup.Turns)), len(held), invasion)
		text = fmt.Sprintf("Campaign over: %d Objectives held and %d from the Japan Invasion box, %d in all: a %q Evaluation.", len(held), invasion, g.Score, g.Evaluation)
	}
	*evs = append(*evs, Event{Kind: EvCampaignEnd, Turn: g.Turn, Step: StepCampaignOver, Points: g.Score, Forces: held,
		Text: text, Rule: "Victory: Campaign Evaluation", Row: g.Evaluation})
}

// PendingKind says what the player is asked.
type PendingKind string

// What the player can be asked.
const (
	AskResupply     PendingKind = "resupply"      // buy and repair, then done
	AskScouting     PendingKind = "scouting"      // place Scouting counters, then done
	AskMovement     PendingKind = "movement"      // move Forces and raid, then done
	AskOrdersArea   PendingKind = "orders-area"   // which area's Japanese Forces roll Orders next
	AskBombing      PendingKind = "bombing"       // which Japanese stack the Strategic Bombing takes from
	AskChooseBattle PendingKind = "choose-battle" // which battle to resolve next
	AskBattle       PendingKind = "battle"        // a decision inside a battle (see Battle)
	AskNothing      PendingKind = "over"          // the campaign is over
)

// Pending is what the engine asks the player now, with every legal atomic
// decision. Apply also accepts legal combinations the list does not spell out
// (several Forces moving together).
//
// Inside a battle, Options and Battle are the engine's own: they are valid
// until the next Apply on the game, which builds the next question in their
// room, and must not be changed. An option copied out (d := p.Options[i]) is
// the caller's to keep; a caller that keeps the list or the question past
// the next Apply keeps a Clone.
type Pending struct {
	Kind    PendingKind `json:"kind"`
	Step    Step        `json:"step"`
	Prompt  string      `json:"prompt"`
	Options []Decision  `json:"options"`
	// Battle holds the detail of a battle decision.
	Battle *BattleAsk `json:"battle,omitempty"`
}

// Asks says what kind of decision Pending would ask for, without listing its
// options: enough for a player or policy that plans its own moves.
func (g *Game) Asks() PendingKind {
	if g.Over {
		return AskNothing
	}
	switch g.Step {
	case StepResupply:
		return AskResupply
	case StepScouting:
		return AskScouting
	case StepMovement:
		return AskMovement
	case StepOrders:
		if g.Bombing > 0 {
			return AskBombing
		}
		return AskOrdersArea
	case StepBattles:
		if g.Battle != nil {
			return AskBattle
		}
		return AskChooseBattle
	}
	return AskNothing
}

// Clone is p with lists and question of its own, to keep past the next
// Apply (Pending's are the engine's until then).
func (p Pending) Clone() Pending {
	if p.Battle != nil {
		a := *p.Battle
		p.Battle = &a
	}
	if p.Options != nil {
		opts := make([]Decision, len(p.Options))
		for i, d := range p.Options {
			d.Forces = slices.Clone(d.Forces)
			d.Plans = slices.Clone(d.Plans)
			opts[i] = d
		}
		p.Options = opts
	}
	return p
}

// Pending returns what the player must decide now; it changes nothing in the
// game. What it returns is valid until the next Apply (see Pending).
func (g *Game) Pending() Pending {
	if g.Over {
		return Pending{Kind: AskNothing, Step: g.Step, Prompt: fmt.Sprintf("The campaign is over: %s. %s", g.Evaluation, g.EndReason)}
	}
	switch g.Step {
	case StepResupply:
		return g.resupplyPending()
	case StepScouting:
		return g.scoutingPending()
	case StepMovement:
		return g.movement().movementPending()
	case StepOrders:
		if g.Bombing > 0 {
			return g.bombingBox().bombingPending()
		}
		return g.orders().ordersPending()
	case StepBattles:
		return g.battlesPending()
	}
	return Pending{Kind: AskNothing, Step: g.Step, Prompt: "Nothing to decide."}
}
