package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

const (
	ruleReinforce    = "Japanese Reinforces"
	ruleJapanRepair  = "Japanese Repair"
	ruleReturnToPort = "US Return to Port"
	ruleSupplyCheck  = "US Supply Check"
	ruleDefeat       = "Defeat Check: \"Replaced\" Defeat Condition"
)

// stepsAfterBattles is the game seen from the steps after the battles:
// Japanese Reinforcements and Repair, US Return to Port, the Supply Check and
// the Defeat Check. The methods of this file are its own; the state they
// change stays in Game.
type stepsAfterBattles struct{ *Game }

// afterBattles is the game seen from the steps after its battles
// (stepsAfterBattles).
func (g *Game) afterBattles() stepsAfterBattles { return stepsAfterBattles{g} }

// ReinforcementModifiers lists the modifiers of the next New Japanese Forces
// roll: +1 per Resupply counter, -1 per Damaged Japanese Force on the map (not
// Damaged Infantry in an area with US Forces), -2 per raiding Submarine.
func (g *Game) ReinforcementModifiers() []Modifier {
	return g.afterBattles().reinforcementModifiers(nil)
}

// reinforcementModifiers appends the modifiers of ReinforcementModifiers to
// mods.
func (g stepsAfterBattles) reinforcementModifiers(mods []Modifier) []Modifier {
	damaged, raiders := 0, 0
	// The tests that rule out most Forces first: few are Damaged, and a
	// place's length mostly tells it from "raiding" (the scans of every
	// Force after every turn's battles).
	forces := g.Forces // read once, not for each Force
	for i := range forces {
		f := &forces[i]
		if f.Damaged && f.Side == Japan && f.Where == OnMap &&
			!(g.Kind(f) == KindInfantry && g.Has(f.Area, US)) {
			damaged++
		}
		if f.Where == InRaiding && f.Side == US {
			raiders++
		}
	}
	// The reasons are made once as the campaign loads: every turn of every
	// simulated campaign writes them, quiet or not (they are the event's
	// data, not its text).
	made := &g.data.reasons
	if g.Resupply > 0 {
		mods = append(mods, Modifier{Reason: countReason(made.resupply, g.Resupply, reasonResupply), Value: g.Resupply})
	}
	if damaged > 0 {
		mods = append(mods, Modifier{Reason: countReason(made.damaged, damaged, reasonDamaged), Value: -damaged})
	}
	if raiders > 0 {
		mods = append(mods, Modifier{Reason: countReason(made.raiders, raiders, reasonRaiders), Value: -2 * raiders})
	}
	if len(mods) == 0 {
		return nil
	}
	return mods
}

// japaneseReinforce rolls on the New Japanese Forces table and moves the new
// Forces from the top of their stacks to Japan, 2 Battalions for each counter a
// stack lacks.
func (g stepsAfterBattles) japaneseReinforce(evs *[]Event) {
	die := g.Dice.rollFor(Roll{Kind: RollReinforcements})
	mods := g.reinforcementModifiers(nil)
	total := die
	for _, m := range mods {
		total += m.Value
	}
	row := g.data.Tables.NewForcesFor(total)
	var parts []string
	for _, m := range mods {
		parts = append(parts, fmt.Sprintf("%+d for %s", m.Value, m.Reason))
	}
	text := fmt.Sprintf("New Japanese Forces: roll %d", die)
	if len(parts) > 0 {
		text += ", " + strings.Join(parts, ", ")
	}
	text += fmt.Sprintf(" = %d, row %s: %d Ships, %d Infantry, %d Land-Based Aircraft.", total, row.RowLabel(), row.Ships, row.Infantry, row.Aircraft)
	e := addEvent(evs)
	e.Kind, e.Turn, e.Step, e.Side, e.Dice, e.Total = EvReinforceRoll, g.Turn, StepReinforce, Japan, []int{die}, total
	e.Row, e.Modifiers, e.Text, e.Rule = row.RowLabel(), mods, text, "New Japanese Forces table"
	g.Resupply = 0

	// 1944 Japanese Infantry: "draw 2 extra Japanese Infantry counters during
	// each Japanese Reinforcements phase."
	extra := g.data.Setup.ExtraInfantry
	if extra > 0 {
		*evs = append(*evs, Event{Kind: EvNote, Turn: g.Turn, Step: StepReinforce, Side: Japan, Points: extra,
			Text: fmt.Sprintf("The %d Campaign draws %d extra Japanese Infantry: %d in all.", g.Year, extra, row.Infantry+extra),
			Rule: "Special Campaign Rules: 1944 Japanese Infantry"})
	}
	// The arrivals' list at its final size at once: at most what the row
	// asks (Battalions standing in for what the stacks lack are rare).
	var arrived []string
	if n := row.Ships + row.Infantry + extra + row.Aircraft; n > 0 {
		arrived = make([]string, 0, n)
	}
	short := 0
	for _, want := range []struct {
		stack *[]string
		n     int
	}{{&g.Stacks.Ships, row.Ships}, {&g.Stacks.Infantry, row.Infantry + extra}, {&g.Stacks.Aircraft, row.Aircraft}} {
		// From the top of the stack, which moves up in its room: cut from
		// the front, the stack would leave its room to the next copy of
		// the game smaller every time (listRooms).
		stack := *want.stack
		take := min(want.n, len(stack))
		short += want.n - take
		for _, id := range stack[:take] {
			f := g.Force(id)
			f.Where, f.Area, f.Damaged = OnMap, JapanArea, false
			arrived = append(arrived, id)
		}
		*want.stack = append(stack[:0], stack[take:]...)
	}
	var bns []string
	for k := 0; k < 2*short; k++ {
		if id, ok := g.takeBattalion(JapanArea, false); ok {
			bns = append(bns, id)
		}
	}
	text = "Arriving in Japan: " + listOr(g.names(arrived), "nothing from the stacks") + "."
	if short > 0 {
		text += fmt.Sprintf(" The stacks are %d counter(s) short: %d Battalions arrive instead.", short, len(bns))
	}
	e = addEvent(evs)
	e.Kind, e.Turn, e.Step, e.Side, e.To = EvReinforcements, g.Turn, StepReinforce, Japan, JapanArea
	e.Forces, e.Text, e.Rule = append(arrived, bns...), text, ruleReinforce
}

// japaneseRepair sends Damaged Japanese Forces on the map to the bottom of their
// Reinforcement stacks, full side up; not Damaged Infantry in areas with US
// Forces, nor the last Infantry or Land-Based Aircraft of an area.
func (g stepsAfterBattles) japaneseRepair(evs *[]Event) {
	forces := g.Forces // read once: the step moves Forces, it adds none
	for i := range forces {
		f := &forces[i]
		if !f.Damaged || f.Side != Japan || f.Where != OnMap { // few are Damaged: that test first
			continue
		}
		kind := g.Kind(f)
		if kind == KindInfantry && g.Has(f.Area, US) {
			*evs = append(*evs, Event{Kind: EvNote, Turn: g.Turn, Step: StepRepair, Side: Japan, Area: f.Area, Forces: []string{f.ID},
				Text: fmt.Sprintf("Damaged %s stays in %s: it faces US Forces.", g.Name(f.ID), f.Area), Rule: ruleJapanRepair})
			continue
		}
		if g.IsAshore(f) && g.Ashore(f.Area, Japan) == 1 {
			*evs = append(*evs, Event{Kind: EvNote, Turn: g.Turn, Step: StepRepair, Side: Japan, Area: f.Area, Forces: []string{f.ID},
				Text: fmt.Sprintf("Damaged %s stays in %s: it is the last Japanese Infantry or Land-Based Aircraft there.", g.Name(f.ID), f.Area),
				Rule: ruleJapanRepair})
			continue
		}
		from := f.Area
		f.Damaged, f.Where, f.Area, f.OnTransport = false, InJPStack, "", false
		stack := &g.Stacks.Ships
		switch kind {
		case KindInfantry:
			stack = &g.Stacks.Infantry
		case KindAircraft:
			stack = &g.Stacks.Aircraft
		}
		*stack = append(*stack, f.ID)
		text := fmt.Sprintf("Damaged %s leaves %s, is flipped to its full side and goes to the bottom of the %s stack.", g.Name(f.ID), from, strings.ToLower(string(kind)))
		e := addEvent(evs)
		e.Kind, e.Turn, e.Step, e.Side, e.From, e.Forces = EvJapaneseRepair, g.Turn, StepRepair, Japan, from, []string{f.ID}
		e.Text, e.Rule = text, ruleJapanRepair
	}
}

// returnToPort advances each Return to Port box one step toward Hawaii (the
// first box's Ships reach the Hawaiian anchor), then sends every US Ship away
// from the Hawaiian Islands and the West Coast, raiders included, to the last
// box the campaign uses (docs/rulings.md: "Return to Port").
func (g stepsAfterBattles) returnToPort(evs *[]Event) {
	boxes := g.data.Setup.ReturnToPortBoxes
	// Both lists are gathered in one pass over the Forces, each in room on
	// the stack, then kept at its size: one allocation, not one per growth,
	// after every turn's battles. A Ship that leaves the first box reaches
	// the Hawaiian anchor and one still in a box is off the map: neither is
	// sent away again, so one look at each Force does both steps.
	var homeRoom, awayRoom [48]string
	home, away := homeRoom[:0], awayRoom[:0] // never kept: the events get copies of their size
	// The Forces read once, not for each Force.
	forces := g.Forces
	for i := range forces {
		f := &forces[i]
		if f.Side != US {
			continue
		}
		if f.Where == InReturnToPort {
			if f.Box <= 1 {
				f.Where, f.Area, f.Box = OnMap, Hawaii, 0
				home = append(home, f.ID)
			} else {
				f.Box--
			}
			continue
		}
		if g.Kind(f) != KindShip {
			continue
		}
		if (f.Where == OnMap && f.Area != Hawaii && f.Area != WestCoast) || f.Where == InRaiding {
			f.Where, f.Area, f.Box = InReturnToPort, "", boxes
			away = append(away, f.ID)
		}
	}
	if len(home) > 0 {
		home := slices.Clone(home)
		text := "From the \"1942 to 1945\" box to the Hawaiian anchor: " + strings.Join(g.names(home), ", ") + "."
		e := addEvent(evs)
		e.Kind, e.Turn, e.Step, e.Side, e.To, e.Forces = EvReturnToPort, g.Turn, StepReturnToPort, US, Hawaii, home
		e.Text, e.Rule = text, ruleReturnToPort
	}
	if len(away) > 0 {
		away := slices.Clone(away)
		text := fmt.Sprintf("To the %q Return to Port box: %s.", boxName(boxes), strings.Join(g.names(away), ", "))
		e := addEvent(evs)
		e.Kind, e.Turn, e.Step, e.Side, e.Forces = EvReturnToPort, g.Turn, StepReturnToPort, US, away
		e.Text, e.Rule = text, ruleReturnToPort
	}
}

// boxName is the printed name of a Return to Port box.
func boxName(box int) string {
	return fmt.Sprintf("%d to 1945", 1941+box)
}

// supplyCheck inflicts 1 Hit on each US Infantry and Land-Based Aircraft in an
// area that is not In-Supply. When its Hits Destroy none, it returns what it
// found of Holding, which the Defeat Check then need not work out again.
func (g stepsAfterBattles) supplyCheck(evs *[]Event) holdMap {
	m := g.data.Map
	// The US Infantry and Land-Based Aircraft on the map, with their areas'
	// places, found in the pass that works out control (a Hit moves no
	// Force to another area); those In-Supply are then left out.
	var groundArr [64]usGround
	now, us := g.holdMapWith(groundArr[:0], true)
	ctrl, supply := now.ctrl, now.supply
	out := us[:0]
	for _, gf := range us {
		if !supply[gf.area] {
			out = append(out, gf)
		}
	}
	us = out
	cut, destroyed := 0, false
	// Every area's list of Forces hit is carved from one: each event keeps
	// its own part.
	var hitRoom []string
	if len(us) > 0 {
		hitRoom = make([]string, 0, len(us))
	}
	for ai, a := range m.Areas {
		if supply[ai] {
			continue
		}
		hit := hitRoom[len(hitRoom):]
		var lost []string
		for _, gf := range us {
			if f := gf.f; gf.area == ai {
				id := f.ID
				hit = append(hit, id)
				if g.Hit(f) {
					lost = append(lost, id)
				}
			}
		}
		if len(hit) == 0 {
			continue
		}
		hitRoom = hitRoom[:len(hitRoom)+len(hit)]
		hit = hit[:len(hit):len(hit)] // its own: an append elsewhere copies
		cut++
		destroyed = destroyed || len(lost) > 0
		text := fmt.Sprintf("%s is not In-Supply: 1 Hit to each of %s.", a.Name, strings.Join(g.names(hit), ", "))
		if len(lost) > 0 {
			text += " Destroyed: " + strings.Join(g.names(lost), ", ") + "."
		}
		e := addEvent(evs)
		e.Kind, e.Turn, e.Step, e.Side, e.Area, e.Forces, e.Hits = EvSupply, g.Turn, StepSupplyCheck, US, a.Name, hit, len(hit)
		e.Text, e.Rule = text, ruleSupplyCheck
	}
	if cut > 0 && destroyed {
		// A Force Destroyed leaves its area: who controls it, and so what is
		// In-Supply, may have changed. A Hit that only Damages changes
		// neither (IsAshore), and the Defeat Check reads the map as it is.
		return holdMap{}
	}
	if cut > 0 {
		return holdMap{ctrl, supply}
	}
	*evs = append(*evs, Event{Kind: EvSupply, Turn: g.Turn, Step: StepSupplyCheck, Side: US,
		Text: "Every US Infantry and Land-Based Aircraft is In-Supply.", Rule: ruleSupplyCheck})
	return holdMap{ctrl, supply}
}

// reducedToReplaced reports whether Holding held Objectives at the end of
// this Campaign Turn is the "Replaced" Defeat Condition: "reduced to" the
// Replaced level, at or below it with fewer Objectives than at the end of
// the turn before (at set-up, for the first turn), so that a Set-Up that
// starts at or below the level (1944) is not lost until the US loses ground;
// at or below it at all with the Defeat Check as printed.
func (g stepsAfterBattles) reducedToReplaced(held int) bool {
	before := g.SetupHeld
	if n := len(g.PlayerLog); n > 0 {
		before = len(g.PlayerLog[n-1].Held)
	}
	return held <= g.data.Setup.ReplacedAt() && (held < before || g.Options.DefeatCheckAsPrinted)
}

// defeatCheck records the Objectives held in the Player Log and ends the
// campaign when the US is "reduced to" the "Replaced" level: at or below it,
// with fewer Objectives than at the end of the turn before (at set-up, for the
// first turn). now is the Supply Check's holdMap, if it found one.
func (g stepsAfterBattles) defeatCheck(now holdMap, evs *[]Event) {
	if now.ctrl == nil {
		now = g.holdMapNow()
	}
	held := g.heldObjectivesAt(now)
	replaced := g.reducedToReplaced(len(held))
	if g.PlayerLog == nil {
		g.PlayerLog = roomFor(g.PlayerLog, &g.rooms.playerLog) // the first record
	}
	g.PlayerLog = append(g.PlayerLog, TurnRecord{Turn: g.Turn, TurnName: g.TurnName(), Held: held})
	text := fmt.Sprintf("End of %s: the US Holds %d of %d Objectives (%s).", g.TurnName(), len(held), len(g.data.Setup.Objectives), listOr(held, "none"))
	e := addEvent(evs)
	e.Kind, e.Turn, e.Step, e.Side, e.Forces, e.Points = EvHold, g.Turn, StepDefeatCheck, US, held, len(held)
	e.Text, e.Rule = text, "Holding an Area"
	if replaced {
		limit := g.data.Setup.ReplacedAt()
		g.Over = true
		g.Step = StepCampaignOver
		g.Evaluation = "Replaced"
		// Concatenated, not formatted: every simulated campaign that ends
		// Replaced writes it, and fmt cost more than the Defeat Check.
		g.EndReason = "At the end of " + g.TurnName() + " the US Holds only " + strconv.Itoa(len(held)) + " Objectives (" + strconv.Itoa(limit) + " or fewer): Nimitz is Replaced."
		e := addEvent(evs)
		e.Kind, e.Turn, e.Step, e.Side, e.Points, e.Row = EvDefeat, g.Turn, StepDefeatCheck, US, len(held), "Replaced"
		e.Text, e.Rule = g.EndReason, ruleDefeat
	}
}
