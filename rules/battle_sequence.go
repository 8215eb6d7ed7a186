package rules

// The Battle Sheet's sequence as a table the battle walks: each row a step
// as the sheet prints it, with the work the engine does for it. A battle's
// set-up pushes setUpSequence's tasks (setUpBattle), every Battle Turn
// combatSequence's (beginBattleTurn), in the rulebook's order ("Use the
// Battle Turn Sequence listed on the Battle Sheet to resolve each Battle"):
//
//	SET-UP                               COMBAT
//	- Move US Forces to Battle Map       Draw Japanese Battle Plans
//	- Move Japanese Forces to Battle Map Move US Aircraft
//	- Roll for Battle Turns              Move Japanese Bombers
//	- Determine Japanese Battle Plan     Move Japanese Fighters
//	  Draws                              Combat: Dogfight, AAA, Bomb Runs,
//	(then Select US Battle Plans)          Torpedoes, Depth Charges, Naval
//	                                       Guns, Infantry
//	                                     Infantry Advance
//	                                     Return Aircraft
//	                                     Inflict Airfield Losses
//	                                     Advance Battle Turn Counter
//
// A task may push more work in front of the rest (a roll's Hits, a
// question's answer); the table is the order the steps begin in.

// sheetRow is one step of the Battle Sheet's sequence and its work.
type sheetRow struct {
	Step SheetStep
	// Heading says a heading event opens the step (taskStep: the log's
	// "Battle Turn 2: Dogfight." and the sheet's lit step). The set-up's
	// events name their step themselves (Event.Sheet).
	Heading bool
	Tasks   []battleTask
}

// setUpSequence is the battle's set-up, then the Battle Turns.
var setUpSequence = [...]sheetRow{
	{Step: SheetPlaceUS, Tasks: []battleTask{{Op: taskPlaceUS}}},
	// The US Submarines go "in any Area with Japanese Ships": they wait for
	// the Japanese placement, and the Carrier Air Groups join their
	// carriers when both sides' Ships are placed.
	{Step: SheetPlaceJP, Tasks: []battleTask{{Op: taskPlaceJP}, {Op: taskPlaceUSSubs}, {Op: taskAirGroups}}},
	// The roll for Battle Turns also gives the Japanese Battle Plan Draws
	// by the Forces present (rollBattleTurns).
	{Step: SheetTurnsRoll, Tasks: []battleTask{{Op: taskTurnsRoll}}},
	{Step: SheetDraws},
	{Step: SheetSelect, Tasks: []battleTask{{Op: taskBuyPlans}}},
	// Then the first Battle Turn; each Battle Turn's end pushes the next.
	{Tasks: []battleTask{{Op: taskTurn}}},
}

// combatSequence is one Battle Turn.
var combatSequence = [...]sheetRow{
	// Japan's plans are drawn and act at once (First Light, Battalion),
	// then a US First Light held rolls.
	{Step: SheetDraw, Heading: true, Tasks: []battleTask{{Op: taskDraw}, {Op: taskJPFirstLight}, {Op: taskUSFirstLight}}},
	{Step: SheetMoveUS, Heading: true, Tasks: []battleTask{{Op: taskMoveUS}}},
	{Step: SheetBombers, Heading: true, Tasks: []battleTask{{Op: taskMoveJP}}},
	{Step: SheetFighters, Heading: true, Tasks: []battleTask{{Op: taskMoveJP, Flag: true}}},
	{Step: SheetDogfight, Heading: true, Tasks: []battleTask{{Op: taskDogfight}}},
	{Step: SheetAAA, Heading: true, Tasks: []battleTask{{Op: taskAAA}}},
	{Step: SheetBombs, Heading: true, Tasks: []battleTask{{Op: taskBombs}}},
	{Step: SheetTorpedoes, Heading: true, Tasks: []battleTask{{Op: taskTorpedoes}}},
	{Step: SheetDepth, Heading: true, Tasks: []battleTask{{Op: taskDepthCharges}}},
	{Step: SheetGuns, Heading: true, Tasks: []battleTask{{Op: taskNavalGuns}}},
	{Step: SheetInfantry, Heading: true, Tasks: []battleTask{{Op: taskInfantry}}},
	{Step: SheetAdvance, Heading: true, Tasks: []battleTask{{Op: taskAdvance}}},
	{Step: SheetReturn, Heading: true, Tasks: []battleTask{{Op: taskReturn}}},
	{Step: SheetAirfields, Heading: true, Tasks: []battleTask{{Op: taskAirfieldLosses}}},
	// The end of the Battle Turn (Duration, Engaged), then the counter's
	// move (advanceBattleTrack), whose event names the step.
	{Step: SheetAdvanceCt, Tasks: []battleTask{{Op: taskEndTurn}}},
}

// setUpTasks and combatTasks are the tables' work in order, each heading
// a taskStep before its step's tasks: what a battle pushes.
var (
	setUpTasks  = sequenceTasks(setUpSequence[:])
	combatTasks = sequenceTasks(combatSequence[:])
)

// sequenceTasks lists the work of rows in order.
func sequenceTasks(rows []sheetRow) []battleTask {
	var out []battleTask
	for _, r := range rows {
		if r.Heading {
			out = append(out, battleTask{Op: taskStep, Kind: string(r.Step)})
		}
		out = append(out, r.Tasks...)
	}
	return out
}

// sequenceSteps lists the steps of rows as the sheet prints them.
func sequenceSteps(rows []sheetRow) []SheetStep {
	var out []SheetStep
	for _, r := range rows {
		if r.Step != "" {
			out = append(out, r.Step)
		}
	}
	return out
}
