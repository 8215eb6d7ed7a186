package rules

import (
	"fmt"
	"strings"
)

// bombingBox is the game seen from the Strategic Bombing box: the Bomber
// Wings sent to it and back, the Japanese counters they bomb, and their
// Airfields. The methods of this file are its own; the state they change
// stays in Game.
type bombingBox struct{ *Game }

// bombingBox is the game seen from the Strategic Bombing box (bombingBox).
func (g *Game) bombingBox() bombingBox { return bombingBox{g} }

const ruleBombing = "Special Campaign Rules: US Strategic Bombing Movement"

// IsBomberWing reports a B-29 Bomber Wing: a US Land-Based Aircraft whose Unit
// Name ends in "BW" ("The counters have a "BW" Unit Name").
func IsBomberWing(c *Counter) bool {
	return c.Type == LBA && c.Side == US && strings.HasSuffix(c.Name, " BW")
}

// BomberWings lists the Bomber Wings in the Strategic Bombing box.
func (g *Game) BomberWings() []*Force {
	var out []*Force
	forces := g.Forces // read once, not for each Force
	for i := range forces {
		if f := &forces[i]; f.Where == InStrategicBombs {
			out = append(out, f)
		}
	}
	return out
}

// canStrategicBomb explains why a Force cannot go to the Strategic Bombing box
// now, or returns nil: a Bomber Wing "that started the Movement step in the
// Mariana Islands", for 1 Supply Point.
func (g bombingBox) canStrategicBomb(id string) error {
	if !g.data.Setup.StrategicBombing {
		return illegal(ruleBombing, "the %d Campaign has no Strategic Bombing (1944 and 1945 only)", g.Year)
	}
	f := g.Force(id)
	if f == nil || f.Side != US || f.Where != OnMap || !IsBomberWing(g.Counter(f)) {
		return illegal(ruleBombing, "%s is not a US B-29 Bomber Wing on the map", g.Name(id))
	}
	if f.MovedFrom != "" || f.Area != Marianas {
		return illegal(ruleBombing, "%s did not start the Movement step in the Mariana Islands", g.Name(id))
	}
	if g.SupplyPoints < 1 {
		return illegal(ruleBombing, "Strategic Bombing costs 1 Supply Point for each Bomber Wing; you have none")
	}
	return nil
}

// strategicBomb moves a Bomber Wing to the Strategic Bombing box for 1 Supply
// Point. It may be taken back in the same step like any move.
func (g bombingBox) strategicBomb(id string, evs *[]Event) error {
	if err := g.canStrategicBomb(id); err != nil {
		return err
	}
	f := g.Force(id)
	f.MovedFrom = f.Area
	f.Where, f.Area = InStrategicBombs, ""
	g.SupplyPoints--
	*evs = append(*evs, Event{Kind: EvStrategicBomb, Turn: g.Turn, Step: StepMovement, Side: US, From: Marianas, Forces: []string{f.ID}, Points: 1,
		Text: fmt.Sprintf("US sends %s from the Mariana Islands to the Strategic Bombing box for 1 Supply Point.", g.Name(f.ID)),
		Rule: ruleBombing})
	return nil
}

// bombingKinds are the three Japanese stacks Strategic Bombing takes from, in
// the order the automatic choice prefers them (docs/rulings.md).
func bombingKinds() []Kind { return []Kind{KindShip, KindAircraft, KindInfantry} }

// bombable returns the Japanese Forces in Japan of a kind: the stack the
// Strategic Bombing takes its next counter from.
func (g bombingBox) bombable(k Kind) []*Force {
	var out []*Force
	for _, f := range g.In(JapanArea, Japan) {
		if g.Kind(f) == k {
			out = append(out, f)
		}
	}
	return out
}

// beginBombing starts the Japanese Orders step with the Strategic Bombing:
// one Japanese counter from Japan to its Reinforcement stack for each Bomber
// Wing in the box. With Options.ChooseBombing the player chooses the stack of
// each counter; otherwise Ships go first, then Land-Based Aircraft, then
// Infantry. It reports whether the step must stop to ask.
func (g bombingBox) beginBombing(evs *[]Event) bool {
	wings := len(g.BomberWings())
	if wings == 0 {
		return false
	}
	g.Bombing = wings
	*evs = append(*evs, Event{Kind: EvStrategicBomb, Turn: g.Turn, Step: StepOrders, Side: US, Points: wings,
		Text: fmt.Sprintf("Strategic Bombing: %d Bomber Wing(s) in the box send as many Japanese counters in Japan back to their Reinforcement stacks.", wings),
		Rule: ruleBombing})
	return g.continueBombing(evs)
}

// continueBombing carries out the bombing still due, or stops to ask the
// player which stack is next. It reports whether it stopped to ask.
func (g bombingBox) continueBombing(evs *[]Event) bool {
	for g.Bombing > 0 {
		var kinds []Kind
		for _, k := range bombingKinds() {
			if len(g.bombable(k)) > 0 {
				kinds = append(kinds, k)
			}
		}
		if len(kinds) == 0 {
			*evs = append(*evs, Event{Kind: EvNote, Turn: g.Turn, Step: StepOrders, Side: Japan, Area: JapanArea,
				Text: fmt.Sprintf("Japan has no Ship, Infantry or Land-Based Aircraft left in Japan: %d bombing result(s) are lost.", g.Bombing), Rule: ruleBombing})
			g.Bombing = 0
			break
		}
		if g.Options.ChooseBombing && len(kinds) > 1 {
			return true
		}
		g.bombStack(kinds[0], evs)
	}
	return false
}

// canBombStack explains why the next bombing result cannot take a counter of
// the named kind ("Ship", "Infantry" or "Aircraft"), or returns nil.
func (g bombingBox) canBombStack(kind string) error {
	if g.Bombing <= 0 {
		return illegal(ruleBombing, "no Strategic Bombing result is due")
	}
	for _, k := range bombingKinds() {
		if string(k) == kind {
			if len(g.bombable(k)) == 0 {
				return illegal(ruleBombing, "Japan has no %s in Japan", strings.ToLower(kind))
			}
			return nil
		}
	}
	return illegal(ruleBombing, "%q is not a Japanese stack (Ship, Infantry or Aircraft)", kind)
}

// bombStack moves the top counter of a kind from Japan to its Reinforcement
// stack: the Forces in Japan have no order on the map, so the die chooses
// which is on top (docs/rulings.md). A Battalion goes to the Battalion box.
func (g bombingBox) bombStack(k Kind, evs *[]Event) {
	cands := g.bombable(k)
	f := cands[0]
	var dice []int
	if len(cands) > 1 {
		f = cands[g.Dice.choose(Roll{Kind: RollBombing}, len(cands), &dice)]
	}
	g.Bombing--
	f.Damaged, f.OnTransport, f.Moved, f.InTransit, f.MovedFrom = false, false, false, false, ""
	f.Area = ""
	text := fmt.Sprintf("Strategic Bombing: %s leaves Japan for the bottom of the Japanese %s stack.", g.Name(f.ID), strings.ToLower(string(k)))
	switch {
	case g.Counter(f).Type == Battalion:
		f.Where = InBattalionBox
		text = "Strategic Bombing: a Battalion leaves Japan for the Battalion box."
	case k == KindShip:
		f.Where = InJPStack
		g.Stacks.Ships = append(g.Stacks.Ships, f.ID)
	case k == KindInfantry:
		f.Where = InJPStack
		g.Stacks.Infantry = append(g.Stacks.Infantry, f.ID)
	default:
		f.Where = InJPStack
		g.Stacks.Aircraft = append(g.Stacks.Aircraft, f.ID)
	}
	*evs = append(*evs, Event{Kind: EvStrategicBomb, Turn: g.Turn, Step: StepOrders, Side: Japan, From: JapanArea, Forces: []string{f.ID}, Dice: dice,
		Text: text, Rule: ruleBombing})
}

func (g bombingBox) bombingPending() Pending {
	p := Pending{Kind: AskBombing, Step: StepOrders,
		Prompt: fmt.Sprintf("Strategic Bombing: choose the Japanese stack in Japan whose top counter goes back to the Reinforcement box (%d to go).", g.Bombing)}
	for _, k := range bombingKinds() {
		if g.canBombStack(string(k)) == nil {
			p.Options = append(p.Options, Decision{Kind: DoBombStack, Zone: string(k)})
		}
	}
	return p
}

// applyBombing answers a Strategic Bombing question, then goes on with the
// Japanese Orders step once no result is due.
func (g bombingBox) applyBombing(d Decision, evs *[]Event) error {
	if d.Kind != DoBombStack {
		return illegal(ruleBombing, "choose the Japanese stack the Strategic Bombing takes from; not %q", d.Kind)
	}
	if err := g.canBombStack(d.Zone); err != nil {
		return err
	}
	g.bombStack(Kind(d.Zone), evs)
	if !g.continueBombing(evs) {
		g.orders().ordersAfterBombing(evs)
	}
	return nil
}

// returnBomberWings brings the Bomber Wings back from the Strategic Bombing
// box to the Mariana Islands ("at the end of the Battle step").
func (g bombingBox) returnBomberWings(evs *[]Event) {
	wings := g.BomberWings()
	if len(wings) == 0 {
		return
	}
	var back []string
	for _, f := range wings {
		f.Where, f.Area, f.MovedFrom = OnMap, Marianas, ""
		back = append(back, f.ID)
	}
	*evs = append(*evs, Event{Kind: EvStrategicBomb, Turn: g.Turn, Step: StepBattles, Side: US, To: Marianas, Forces: back,
		Text: fmt.Sprintf("The Bomber Wings return to the Mariana Islands: %s.", strings.Join(g.names(back), ", ")), Rule: ruleBombing})
}

// bomberWingAirfields counts the Bomber Wings in the Strategic Bombing box
// toward the US Airfields of a battle in the Mariana Islands: "count the
// Bomber Wing counters performing Strategic Bombing when calculating your
// Airfield value". They do not fly or fight in it.
func (g bombingBox) bomberWingAirfields(evs *[]Event) {
	b := g.Battle
	if b.Area != Marianas {
		return
	}
	wings := g.BomberWings()
	if len(wings) == 0 {
		return
	}
	b.USAirfields += len(wings)
	from := len(g.noteIDs)
	for _, f := range wings {
		g.noteIDs = append(g.noteIDs, f.ID)
	}
	n := g.note(noteWingFields, evs)
	n.units, n.fields = noteSpan{int32(from), int32(len(g.noteIDs))}, int16(b.USAirfields)
}

// wingEvent is the Event of the Bomber Wings in the Strategic Bombing box
// counted as US Airfields (noteWingFields), or of one Destroyed there
// (noteWingLost).
func (g bombingBox) wingEvent(n *note, e *Event) {
	if n.kind == noteWingLost {
		g.startEvent(e, EvHit, US, fmt.Sprintf("%s, in the Strategic Bombing box, is Destroyed: %s.", g.Name(n.unit), n.why), ruleBombing+"; Combat: Inflict Airfield Losses")
		e.Forces, e.Result = []string{n.unit}, HitDestroyed
		return
	}
	ids := g.noteIDs[n.units.from:n.units.to]
	g.startEvent(e, EvPlacement, US, fmt.Sprintf("The Bomber Wings performing Strategic Bombing (%s) add %d to the US Airfields: %d.",
		g.namesOf(ids), len(ids), n.fields), ruleBombing)
}

// boxedWings lists the Bomber Wings in the Strategic Bombing box that share
// the Airfield losses of the battle being fought (one in the Marianas).
func (g bombingBox) boxedWings() []string {
	if g.Battle == nil || g.Battle.Area != Marianas {
		return nil
	}
	return forceIDs(g.BomberWings())
}

// destroyBoxedWing destroys a Bomber Wing in the Strategic Bombing box lost
// for want of an Airfield: "If the Japanese inflict Hits on your Airfields,
// allocate Hits to the Strategic Bombing Aircraft as normal."
func (g bombingBox) destroyBoxedWing(id, why string, evs *[]Event) {
	f := g.Force(id)
	if f == nil || f.Where != InStrategicBombs {
		return
	}
	name := g.Name(id)
	f.Damaged = true
	g.Hit(f)
	g.Battle.USLost = append(g.Battle.USLost, name)
	n := g.note(noteWingLost, evs)
	n.unit, n.why = id, why
}
