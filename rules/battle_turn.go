package rules

import (
	"fmt"
	"slices"
	"strings"
)

// battleTurns is the game seen from the turns of a battle: a Battle Turn
// begun, the Japanese plans drawn, the Battle Turn counter moved, and the
// battle ended, its Forces back on the map. The methods of this file are
// its own; the state they change stays in Game and Battle.
type battleTurns struct{ *Game }

// turns is the game seen from the turns of its battle (battleTurns).
func (g *Game) turns() battleTurns { return battleTurns{g} }

// The steps of a Battle Turn, as the Battle Sheet lists them (Combat).
const (
	stepDraw       = "Draw Japanese Battle Plans"
	stepMoveUS     = "Move US Aircraft"
	stepBombers    = "Move Japanese Bombers"
	stepFighters   = "Move Japanese Fighters"
	stepDogfight   = "Dogfight"
	stepAAA        = "AAA"
	stepBombs      = "Bomb Runs"
	stepTorpedoes  = "Torpedoes"
	stepDepth      = "Depth Charges"
	stepGuns       = "Naval Guns"
	stepInfantry   = "Infantry"
	stepAdvance    = "Infantry Advance"
	stepReturn     = "Return Aircraft"
	stepAirfields  = "Inflict Airfield Losses"
	stepAdvanceCtr = "Advance Battle Turn Counter"
)

// SheetNow is the step of the Battle Turn Sequence the battle stands at, as
// its own state says: the step the question asked belongs to in the set-up,
// and in Combat the step before the next one whose heading is still to come
// (every Battle Turn lists all of them: beginBattleTurn). The events say the
// same as they play (Event.Sheet); the board asks this when it has no events
// to go by, as for a game loaded in the middle of a battle from a save whose
// record an earlier rules version wrote. Empty when the battle stands before
// any step.
func (b *Battle) SheetNow() SheetStep {
	if b == nil {
		return ""
	}
	if b.Ask != nil {
		switch b.Ask.Kind {
		case AskPlaceShip, AskPlaceSub:
			return SheetPlaceUS
		case AskPlaceJapanese:
			return SheetPlaceJP
		case AskBuyPlans:
			return SheetSelect
		}
	}
	if b.Turn == 0 {
		return ""
	}
	for i := range b.Tasks {
		if t := &b.Tasks[i]; t.Op == taskStep {
			if k := slices.Index(SheetCombat, SheetStep(t.Kind)); k > 0 {
				return SheetCombat[k-1]
			}
			return ""
		}
	}
	// Every heading of this Battle Turn is behind it: its last step, up to
	// the counter's move (the Engaged question is asked then; none is asked
	// between the move and the next Battle Turn's first heading).
	return SheetAirfields
}

// beginBattleTurn begins a Battle Turn: its steps, in the Battle Sheet's
// order (combatSequence).
func (g battleTurns) beginBattleTurn(evs *[]Event) {
	b := g.Battle
	b.Turn++
	units := b.Units // read once: no bounds checked, no list read again for each unit
	for i := range units {
		units[i].Sat, units[i].Moved = false, false
	}
	b.JPUsed, b.ASWDone = b.JPUsed[:0], false // the room serves again (empty lists are not saved)
	g.note(noteTurn, evs)
	b.push(combatTasks...)
}

// stepEvent notes that a step of the Battle Turn begins.
func (g battleTurns) stepEvent(name string, evs *[]Event) {
	g.note(noteStep, evs).step = name
}

// turnEvent is the Event of a Battle Turn's note: the turn or one of its
// steps begun, or the Battle Turn counter advanced.
func (g battleTurns) turnEvent(n *note, e *Event) {
	switch n.kind {
	case noteTurn:
		g.startEvent(e, EvBattleStep, "", fmt.Sprintf("Battle Turn %d in %s (the Battle Turn counter is on box %d).", n.turn, g.Battle.Area, n.left), "Combat")
		e.NewBattleTurn = true
	case noteStep:
		g.startEvent(e, EvBattleStep, "", fmt.Sprintf("Battle Turn %d: %s.", n.turn, n.step), "Combat: "+n.step)
		e.Sheet = SheetStep(n.step)
	case noteCounter:
		text := "The Battle Turn counter moves off the track."
		if n.left > 0 {
			text = fmt.Sprintf("The Battle Turn counter advances to box %d.", n.left)
		}
		g.startEvent(e, EvBattleStep, "", text, "Combat: "+stepAdvanceCtr)
		e.Sheet = SheetAdvanceCt
	}
}

// drawJapanesePlans draws the Battle Plan Quantity from the campaign's cup,
// refilling it with the plans drawn earlier (in earlier Battle Turns and
// earlier battles; not this turn's, not a saved Screening Ship) when it runs
// out, and carries out the plans that act at once.
func (g battleTurns) drawJapanesePlans(evs *[]Event) {
	b := g.Battle
	for i := 0; i < b.PlanDraws; i++ {
		if len(b.Cup) == 0 {
			if len(b.JPDiscard) == 0 {
				g.notePlan(Japan, "The cup is empty and no drawn plan can go back into it: Japan draws no more plans this Battle Turn.", "Draw Japanese Battle Plans", evs)
				break
			}
			// The empty cup's room serves the discards to come.
			b.Cup, b.JPDiscard = b.JPDiscard, b.Cup[:0]
			g.notePlan(Japan, "The cup is empty: the plans drawn earlier go back into it.", "Draw Japanese Battle Plans", evs)
		}
		from := len(g.noteDice)
		k := g.Dice.choose(Roll{Kind: RollPlanDraw}, len(b.Cup), &g.noteDice)
		drawn := b.Cup[k]
		b.Cup = append(b.Cup[:k], b.Cup[k+1:]...) // closed up; the end left as it was (useUSPlan)
		b.JPActive = append(b.JPActive, drawn)
		n := g.notePlanSays(wordsDraw, evs)
		n.plan, n.dice = drawn.Name(), noteSpan{int32(from), int32(len(g.noteDice))}
	}
	void := func(plan JPPlan, why string) {
		b.JPUsed = append(b.JPUsed, plan)
		n := g.note(noteNoEffect, evs)
		n.plan, n.why = plan.Name(), why
	}
	for _, p := range b.JPActive { // no plan's drawn changes JPActive
		if r := p.rule(); r.drawn != nil {
			r.drawn(g.Game, void, evs)
		}
	}
}

// drawBattalion carries out the Japanese Battalion plan as it is drawn:
// "Move a Battalion from the Battalion box on the Campaign Map to the
// Japanese Foxholes."
func (g battleTurns) drawBattalion(void func(plan JPPlan, why string), evs *[]Event) {
	b := g.Battle
	b.JPUsed = append(b.JPUsed, jpBattalion)
	id, ok := g.takeBattalion(b.Area, false)
	if !ok {
		void(jpBattalion, "the campaign has no Battalion counter")
		return
	}
	// A Battalion destroyed earlier in this battle may come back from the box.
	if u := g.jpInfantryUnit(id); u != nil {
		b.setLost(u, false)
		b.setPos(u, PosFoxholes)
		b.setDamaged(u, false)
	} else {
		u := Unit{id: id, side: Japan, counter: g.Force(id).Counter, pos: PosFoxholes, Order: len(b.Units)}
		g.cacheUnit(&u)
		b.Units = append(b.Units, u)
	}
	g.notePlan(Japan, "Japanese Battalion plan: a Battalion from the Battalion box goes to the Japanese Foxholes.", "Japanese Battle Plans: Battalion", evs)
}

// endBattleTurn applies what happens at the end of a Battle Turn: the
// Hawaiian Islands Defeat Condition, Duration and Engaged.
func (g battleTurns) endBattleTurn(evs *[]Event) {
	b := g.Battle
	if b.Area == Hawaii && b.Turn == 1 && b.anyOnSheet(Japan) {
		g.endBattle(evs)
		return
	}
	if b.oneSided() {
		// The battle ends as the counter advances: Duration and Engaged
		// would change nothing.
		*b.pushOne() = battleTask{Op: taskAdvanceTrack}
		return
	}
	if b.jpActs(jpDuration) {
		jp, us := b.onSheet(Japan), b.onSheet(US)
		b.JPUsed = append(b.JPUsed, jpDuration)
		what := "no effect."
		switch {
		case jp > us && b.TurnsLeft < maxBattleTurns:
			b.TurnsLeft++
			what = "the battle lasts 1 Battle Turn longer."
		case jp > us:
			what = "the Battle Turn counter is already on the last box."
		case jp < us:
			b.TurnsLeft--
			what = "the battle lasts 1 Battle Turn less."
		}
		n := g.note(noteDuration, evs) // the counter where the plan has put it
		n.jp, n.us, n.why = int16(jp), int16(us), what
	}
	*b.pushOne() = battleTask{Op: taskAdvanceTrack}
	if b.holdsUS(usEngaged) {
		opts := b.newOptions()
		if b.TurnsLeft < maxBattleTurns {
			opts = append(opts, Decision{Kind: DoUsePlan, Plans: g.planList(PlanEngaged), Yes: true, Number: 1})
		}
		opts = append(opts, Decision{Kind: DoUsePlan, Plans: g.planList(PlanEngaged), Yes: true, Number: -1},
			Decision{Kind: DoUsePlan, Plans: g.planList(PlanEngaged)})
		b.ask(BattleAsk{Kind: AskEngaged, Plan: PlanEngaged, AttackBy: US}, opts)
	}
}

func (g battleTurns) answerEngaged(d *Decision, evs *[]Event) {
	b := g.Battle
	if !d.Yes {
		return
	}
	b.TurnsLeft += d.Number
	what := "the battle lasts 1 Battle Turn longer"
	if d.Number < 0 {
		what = "the battle lasts 1 Battle Turn less"
	}
	g.useUSPlanSaying(PlanEngaged, what, evs)
}

// advanceBattleTrack moves the Battle Turn counter one box; off the track the
// battle ends. This turn's Japanese plans are discarded, but an unused
// Screening Ship is saved.
func (g battleTurns) advanceBattleTrack(evs *[]Event) {
	b := g.Battle
	for _, p := range b.JPActive {
		if p == jpScreeningShip && !slices.Contains(b.JPUsed, p) {
			b.JPSaved = append(b.JPSaved, p)
			g.notePlan(Japan, "No Japanese Aircraft Carrier was Hit: Screening Ship is saved for the next Hit on one.", "Japanese Battle Plans: Screening Ship", evs)
			continue
		}
		b.JPDiscard = append(b.JPDiscard, p)
	}
	b.JPActive, b.JPUsed = b.JPActive[:0], b.JPUsed[:0] // the room serves the next Battle Turn's
	b.TurnsLeft--
	if b.TurnsLeft <= 0 {
		g.note(noteCounter, evs)
		g.endBattle(evs)
		return
	}
	if b.oneSided() {
		// "The Battle ends if the Battle Sheet only contains Japanese or US
		// Forces": checked here, at the end of the Battle Turn.
		g.note(noteOneSided, evs).why = b.remaining()
		g.endBattle(evs)
		return
	}
	g.note(noteCounter, evs)
	*b.pushOne() = battleTask{Op: taskTurn}
}

// oneSided reports that the Battle Sheet holds only one side's Forces (or
// none): End of the Battle.
func (b *Battle) oneSided() bool { return !b.anyOnSheet(US) || !b.anyOnSheet(Japan) }

// remaining says which side's Forces remain on a one-sided Battle Sheet.
func (b *Battle) remaining() string {
	switch {
	case !b.anyOnSheet(US) && !b.anyOnSheet(Japan):
		return "no Forces remain"
	case !b.anyOnSheet(US):
		return "only Japanese Forces remain"
	}
	return "only US Forces remain"
}

// endEvent writes the text of the battle's end into its Event (noteEnd),
// or is the Event of a Battle Sheet left to one side (noteOneSided, at the
// end of a Battle Turn, noteSetUpOneSided, after the set-up). The end's
// note is read at once, as the battle ends: the losses are the battle's
// lists of names.
func (g battleTurns) endEvent(n *note, e *Event) {
	b := g.Battle
	switch n.kind {
	case noteOneSided:
		g.startEvent(e, EvBattleStep, "", fmt.Sprintf("The Battle Turn counter advances to box %d; %s on the Battle Sheet.", n.left, n.why), "End of the Battle")
	case noteSetUpOneSided:
		g.startEvent(e, EvBattleStep, "", fmt.Sprintf("After the set-up %s on the Battle Sheet: the battle ends before it begins.", n.why), "End of the Battle")
	case noteEnd:
		list := func(xs []string) string {
			if len(xs) == 0 {
				return "none"
			}
			return strings.Join(xs, ", ")
		}
		e.Text = upperFirst(fmt.Sprintf("The battle in %s is over after %d Battle Turn(s). US losses: %s. Japanese losses: %s. %s.",
			b.Area, n.turn, list(b.USLost), list(b.JPLost), strings.ToUpper(n.why[:1])+n.why[1:]))
	}
}

// endSetUpIfOneSided ends the battle before its length is rolled when the
// set-up left one side alone on the Battle Sheet: a US Submarine with no
// Japanese Ships to attack takes no part, and "The Battle ends if the Battle
// Sheet only contains Japanese or US Forces". No die is rolled and no Battle
// Plan selected for a battle that cannot be fought.
func (g battleTurns) endSetUpIfOneSided(evs *[]Event) (ended bool) {
	b := g.Battle
	if !b.oneSided() {
		return false
	}
	g.note(noteSetUpOneSided, evs).why = b.remaining()
	g.endBattle(evs)
	return true
}

// endBattle ends the battle: survivors stay in the area, Carrier-Based
// Aircraft and Airfields are put away, and the Hawaiian Islands Defeat
// Condition is checked (End of the Battle).
func (g battleTurns) endBattle(evs *[]Event) {
	b := g.Battle
	defeat := b.Area == Hawaii && b.Turn <= 1 && b.anyOnSheet(Japan)
	var holder string
	var ashore Ashore
	usAshore, jpAshore := g.ashoreBoth(b.Area)
	switch {
	case usAshore > 0 && jpAshore > 0:
		holder, ashore = "both sides still have Forces Ashore", AshoreBoth
	case usAshore > 0:
		holder, ashore = "the US holds the Island", AshoreUS
	case jpAshore > 0:
		holder, ashore = "Japan holds the Island", AshoreJapan
	default:
		holder, ashore = "no one is Ashore", AshoreNone
	}
	// Reported even in a quiet game: simulations read how a battle ended.
	// Its text is a note's, made when the log is read (endEvent).
	e := g.battleEvent(EvBattleEnd, "", "", "End of the Battle")
	e.Hits, e.Ashore = b.HitsTaken, ashore
	*evs = append(*evs, e)
	g.noteAt(noteEnd, len(*evs)-1).why = holder
	g.readNotes(*evs) // while the battle's units are the game's
	// The cup goes on to the next battle; every plan drawn stays out of it.
	// In the game's own room: no copy of the game shares it (copyTo).
	if len(b.Cup) == 0 {
		g.PlanCup = slices.Clone(b.Cup) // nil or empty as it was: the JSON differs
	} else {
		g.PlanCup = append(roomFor(g.PlanCup, &g.rooms.planCup), b.Cup...)
	}
	if len(b.JPDiscard)+len(b.JPActive)+len(b.JPSaved) == 0 {
		g.rooms.plansDrawn = roomFor(g.PlansDrawn, &g.rooms.plansDrawn) // its room kept
		g.PlansDrawn = nil
	} else {
		g.PlansDrawn = append(append(append(roomFor(g.PlansDrawn, &g.rooms.plansDrawn), b.JPDiscard...), b.JPActive...), b.JPSaved...)
	}
	g.Battle = nil
	g.ended = b
	if defeat {
		g.Over = true
		g.Step = StepCampaignOver
		g.Evaluation = "Replaced"
		g.EndReason = "Japanese Forces survived the first Battle Turn in the Hawaiian Islands: Nimitz is Replaced."
		*evs = append(*evs, Event{Kind: EvDefeat, Turn: g.Turn, Step: StepBattles, Side: US, Area: Hawaii, Row: "Replaced",
			Text: g.EndReason, Rule: "Defeat Check: Hawaiian Islands Defeat Condition"})
	}
}

// jpInfantryUnit is the Japanese Infantry unit of the battle with an ID, or
// nil. The Battalion plan asks it of a Battalion just taken from the box,
// mostly not on the Battle Sheet: b.unit would look at every unit (place
// keeps where units were found, not where they are not), this at the few
// Infantry.
func (g *Game) jpInfantryUnit(id string) *Unit {
	b := g.Battle
	for _, i := range g.kindPlacesOf(scJapan, kindInfantry) {
		if u := &b.Units[i]; u.id == id {
			return u
		}
	}
	return nil
}
