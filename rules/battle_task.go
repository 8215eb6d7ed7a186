package rules

import (
	"fmt"
	"slices"
)

// taskOp is what a battleTask does. It is a number rather than the name a
// save spells it with: tasks are copied and compared for every step of a
// battle, and a name would cost a string comparison in runTasks' switch and a
// pointer (with the garbage collector's write barrier) in every copy. Saves
// keep the names (MarshalText, UnmarshalText).
type taskOp uint8

// The task ops, in the order of taskOpNames; 0 is no op, never carried out.
const (
	taskPlaceUS taskOp = iota + 1
	taskPlaceJP
	taskJPEscort
	taskPlaceJPRest
	taskPlaceUSSubs
	taskAirGroups
	taskTurnsRoll
	taskBuyPlans
	taskTurn
	taskDraw
	taskJPFirstLight
	taskUSFirstLight
	taskFLFly
	taskFLReturn
	taskMoveUS
	taskMoveJP
	taskDogfight
	taskAAA
	taskAAARow
	taskAAAsk
	taskBombs
	taskTorpedoes
	taskDepthCharges
	taskNavalGuns
	taskInfantry
	taskChargeAsk
	taskArtilleryAsk
	taskJPArtillery
	taskAdvance
	taskReturn
	taskLandUS
	taskAirfieldLosses
	taskUSAirfieldLosses
	taskEndTurn
	taskAdvanceTrack
	taskRoll
	taskApply
	taskAlloc
	taskClearPools
	taskStep
)

// taskOpNames are the ops' names in saves, taskOp 1 first.
var taskOpNames = [...]string{"place-us", "place-jp", "jp-escort", "place-jp-rest", "place-us-subs", "air-groups", "turns-roll", "buy-plans", "turn", "draw", "jp-first-light", "us-first-light", "fl-fly", "fl-return", "move-us", "move-jp", "dogfight", "aaa", "aaa-row", "aa-ask", "bombs", "torpedoes", "depth-charges", "naval-guns", "infantry", "charge-ask", "artillery-ask", "jp-artillery", "advance", "return", "land-us", "airfield-losses", "us-airfield-losses", "end-turn", "advance-track", "roll", "apply", "alloc", "clear-pools", "step"}

// knownTask reports whether runTasks understands op.
func knownTask(op taskOp) bool { return op > 0 && int(op) <= len(taskOpNames) }

// String is the op's name in saves.
func (op taskOp) String() string {
	if !knownTask(op) {
		return fmt.Sprintf("task op %d", uint8(op))
	}
	return taskOpNames[op-1]
}

// MarshalText writes the op's name.
func (op taskOp) MarshalText() ([]byte, error) {
	if !knownTask(op) {
		return nil, fmt.Errorf("battle task op %d unknown", uint8(op))
	}
	return []byte(taskOpNames[op-1]), nil
}

// UnmarshalText reads an op's name; a name no version wrote is refused.
func (op *taskOp) UnmarshalText(text []byte) error {
	i := slices.Index(taskOpNames[:], string(text))
	if i < 0 {
		return fmt.Errorf("battle task %q unknown", text)
	}
	*op = taskOp(i + 1)
	return nil
}
