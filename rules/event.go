package rules

import "fmt"

// EventKind says what happened; the game log and the animations switch on it.
type EventKind string

// The kinds of event the campaign steps report. The battle engine adds its own.
const (
	EvSetup           EventKind = "setup"            // the campaign was set up
	EvTurn            EventKind = "turn"             // Campaign Turn counter advanced
	EvStep            EventKind = "step"             // a step of the Sequence of Play began
	EvPoints          EventKind = "points"           // Reinforcement/Supply Points gained
	EvBuy             EventKind = "buy"              // a US Force bought from the Reinforcement box
	EvRepair          EventKind = "repair"           // a US Force repaired
	EvScout           EventKind = "scout"            // a Scouting counter placed
	EvOrderRoll       EventKind = "order-roll"       // a Japanese Orders roll, with its table row
	EvChoice          EventKind = "choice"           // a roll choosing among equal options
	EvJapaneseMove    EventKind = "jp-move"          // Japanese Forces moved
	EvJapaneseHold    EventKind = "jp-hold"          // Japanese Forces held; a Resupply counter
	EvBattalions      EventKind = "battalions"       // Battalions taken from the box
	EvMarker          EventKind = "marker"           // Moved / In Transit markers placed
	EvUSMove          EventKind = "us-move"          // US Forces moved
	EvUndo            EventKind = "undo"             // a US move taken back
	EvRaid            EventKind = "raid"             // a Submarine sent to the Raiding box
	EvBattleFound     EventKind = "battle-found"     // an area holds both sides
	EvLanding         EventKind = "landing"          // Infantry on Transports go Ashore
	EvReinforceRoll   EventKind = "reinforce-roll"   // the New Japanese Forces roll
	EvReinforcements  EventKind = "reinforcements"   // new Japanese Forces arrive in Japan
	EvJapaneseRepair  EventKind = "jp-repair"        // a Damaged Japanese Force to its stack
	EvReturnToPort    EventKind = "return-to-port"   // US Ships move through the boxes
	EvSupply          EventKind = "supply"           // an area out of supply and its Hits
	EvHit             EventKind = "hit"              // a Force Damaged or Destroyed
	EvHold            EventKind = "hold"             // Objectives held at the end of the turn
	EvDefeat          EventKind = "defeat"           // the campaign is lost
	EvCampaignEnd     EventKind = "campaign-end"     // final Evaluation
	EvNote            EventKind = "note"             // anything else worth telling the player
	EvBattleStart     EventKind = "battle-start"     // a battle begins (battle engine)
	EvBattleEnd       EventKind = "battle-end"       // a battle is over (battle engine)
	EvBattleTurns     EventKind = "battle-turns"     // Battle Turn roll (battle engine)
	EvBattleStep      EventKind = "battle-step"      // a step of a Battle Turn (battle engine)
	EvAttack          EventKind = "attack"           // one attack roll (battle engine)
	EvPlan            EventKind = "plan"             // a Battle Plan drawn, bought or used
	EvPlacement       EventKind = "placement"        // Forces placed on the Battle Sheet
	EvAircraftMove    EventKind = "aircraft-move"    // aircraft sent to a zone
	EvInfantryAdvance EventKind = "infantry-advance" // Infantry Advance step
	EvAircraftReturn  EventKind = "aircraft-return"  // aircraft land, or are lost for want of a deck or an Airfield
	EvStrategicBomb   EventKind = "strategic-bomb"   // Bomber Wings to or from the BW box; a Japanese counter bombed back
	EvInvasion        EventKind = "invasion"         // US Forces to the 1945 Japan Invasion box, or its score
	EvSeries          EventKind = "series"           // a linked campaign begins or the series ends
)

// BattleDetail reports whether events of kind k tell what happens inside a
// battle: its placements, rolls, plans, aircraft moves and Hits. A quiet game
// (Game.SetQuiet) reports none of them; it still reports a battle's start and
// end (EvBattleStart, EvBattleEnd), which simulations count, and every event
// of the campaign steps.
func BattleDetail(k EventKind) bool {
	switch k {
	case EvBattleTurns, EvBattleStep, EvAttack, EvPlan, EvPlacement, EvAircraftMove, EvInfantryAdvance, EvAircraftReturn, EvHit:
		return true
	}
	return false
}

// Modifier is one term added to a die roll, with its reason.
type Modifier struct {
	Reason string `json:"reason"`
	Value  int    `json:"value"`
}

// Event is one thing that happened, with enough to explain itself: the dice,
// the modified total, the table row, the modifiers and the rulebook passage.
type Event struct {
	Kind      EventKind  `json:"kind"`
	Turn      int        `json:"turn"`
	Step      Step       `json:"step"`
	Side      Side       `json:"side,omitempty"`
	Text      string     `json:"text"`
	Rule      string     `json:"rule,omitempty"`
	Dice      []int      `json:"dice,omitempty"`
	Total     int        `json:"total,omitempty"`
	Row       string     `json:"row,omitempty"`
	Modifiers []Modifier `json:"modifiers,omitempty"`
	Area      string     `json:"area,omitempty"`
	From      string     `json:"from,omitempty"`
	// To is where the event's Forces go: an area of the map, or, in a
	// battle, the area of the Battle Sheet they fly or are placed to.
	To     string   `json:"to,omitempty"`
	Forces []string `json:"forces,omitempty"`
	Points int      `json:"points,omitempty"`
	Zone   string   `json:"zone,omitempty"`
	Hits   int      `json:"hits,omitempty"`
	// BattleTurn and TurnsLeft are, for an event of a battle, the Battle Turn
	// being fought (0 before the first) and the box of the Battle Turn
	// counter (0: not on the track) once the event has happened, so a screen
	// replaying events shows the track as it stood then.
	BattleTurn int `json:"battle_turn,omitempty"`
	TurnsLeft  int `json:"turns_left,omitempty"`

	// The typed payload: what a screen needs to draw the event, so that it
	// never reads Text or Rule (which may be reworded, and are empty in quiet
	// mode).

	// Result is what a Hit did (EvHit, and the EvPlan that stops a Hit).
	Result HitResult `json:"result,omitempty"`
	// StoppedBy names the Battle Plan that stopped a Hit (Result HitStopped).
	StoppedBy string `json:"stopped_by,omitempty"`
	// Sheet is the step of the Battle Sheet's sequence that begins with this
	// event ("" when the event does not begin one).
	Sheet SheetStep `json:"sheet,omitempty"`
	// NewBattleTurn marks the event that begins a Battle Turn.
	NewBattleTurn bool `json:"new_battle_turn,omitempty"`
	// Marker is the change the event makes to the Moved and In Transit
	// markers: on its Forces, or (MarkMovedCleared) on every Force.
	Marker Marker `json:"marker,omitempty"`
	// Attack names an attack roll's kind (AttackBombsShips...) and Target the
	// unit it was aimed at, when it was aimed (EvAttack).
	Attack string `json:"attack,omitempty"`
	Target string `json:"target,omitempty"`
	// Ashore says who has Forces Ashore on the Island when a battle ends
	// (EvBattleEnd).
	Ashore Ashore `json:"ashore,omitempty"`
	// Moves are Forces moved each to its own place on the Battle Sheet
	// (Infantry Advance: from the Beach to the Foxholes, from the
	// Transport to the Beach).
	Moves []UnitMove `json:"moves,omitempty"`
}

// UnitMove is one unit moved on the Battle Sheet, and where to.
type UnitMove struct {
	ID string `json:"id"`
	To string `json:"to"`
}

// Ashore is who has Forces Ashore on an Island.
type Ashore string

// Who may be Ashore when a battle ends.
const (
	AshoreNone  Ashore = "none"
	AshoreUS    Ashore = "us"
	AshoreJapan Ashore = "japan"
	AshoreBoth  Ashore = "both"
)

// HitResult is what one Hit did.
type HitResult string

// The results of a Hit.
const (
	HitDamaged   HitResult = "damaged"   // the Force was flipped to its Damaged side
	HitDestroyed HitResult = "destroyed" // the Force was Destroyed
	HitAirfield  HitResult = "airfield"  // an Airfield was lost (Event.Side is the side losing it)
	HitStopped   HitResult = "stopped"   // a Battle Plan stopped it (Event.StoppedBy)
	HitNoTarget  HitResult = "no-target" // the Hits found no legal target and were lost
)

// Marker is a change of the Moved and In Transit markers.
type Marker string

// The marker changes an event can make.
const (
	MarkMoved        Marker = "moved"         // the event's Forces get Moved markers
	MarkInTransit    Marker = "in-transit"    // the event's Forces get In Transit markers
	MarkMovedCleared Marker = "moved-cleared" // every Moved marker is removed
)

// SheetStep is a step of the Battle Turn Sequence printed on the Battle Sheet.
type SheetStep string

// The Battle Sheet's sequence: the set-up of a battle, then the steps of
// Combat in each Battle Turn.
const (
	SheetPlaceUS   SheetStep = "Move US Forces to Battle Map"
	SheetPlaceJP   SheetStep = "Move Japanese Forces to Battle Map"
	SheetTurnsRoll SheetStep = "Roll for Battle Turns"
	SheetDraws     SheetStep = "Determine Japanese Battle Plan Draws"
	SheetSelect    SheetStep = "Select US Battle Plans"

	SheetDraw      SheetStep = stepDraw
	SheetMoveUS    SheetStep = stepMoveUS
	SheetBombers   SheetStep = stepBombers
	SheetFighters  SheetStep = stepFighters
	SheetDogfight  SheetStep = stepDogfight
	SheetAAA       SheetStep = stepAAA
	SheetBombs     SheetStep = stepBombs
	SheetTorpedoes SheetStep = stepTorpedoes
	SheetDepth     SheetStep = stepDepth
	SheetGuns      SheetStep = stepGuns
	SheetInfantry  SheetStep = stepInfantry
	SheetAdvance   SheetStep = stepAdvance
	SheetReturn    SheetStep = stepReturn
	SheetAirfields SheetStep = stepAirfields
	SheetAdvanceCt SheetStep = stepAdvanceCtr
)

// SheetSetUp and SheetCombat are the sequence as the Battle Sheet prints it,
// read from the tables the battle walks (setUpSequence, combatSequence).
// CombatPart reports the steps printed indented, as parts of Combat.
var (
	SheetSetUp  = sequenceSteps(setUpSequence[:])
	SheetCombat = sequenceSteps(combatSequence[:])
)

// CombatPart reports whether a step is one of Combat's attacks, printed
// indented on the Battle Sheet.
func CombatPart(s SheetStep) bool {
	switch s {
	case SheetDogfight, SheetAAA, SheetBombs, SheetTorpedoes, SheetDepth, SheetGuns, SheetInfantry:
		return true
	}
	return false
}

// String is the event as a line of the game log.
func (e Event) String() string {
	s := e.Text
	if e.Rule != "" {
		s += fmt.Sprintf(" [%s]", e.Rule)
	}
	return s
}

// DecisionKind names a kind of decision the player makes.
type DecisionKind string

// The player's decisions in the campaign steps. The battle engine adds its own.
const (
	DoBuy          DecisionKind = "buy"           // Force: buy from the US Reinforcement box
	DoRepair       DecisionKind = "repair"        // Force: repair a Damaged US Force
	DoScout        DecisionKind = "scout"         // Area: place a Scouting counter
	DoMove         DecisionKind = "move"          // Forces to Area
	DoUndoMove     DecisionKind = "undo-move"     // Force: take back its move this step
	DoRaid         DecisionKind = "raid"          // Force: Submarine to the Raiding box
	DoDone         DecisionKind = "done"          // end the current step
	DoChooseBattle DecisionKind = "choose-battle" // Area: resolve this battle next

	// Battle decisions (rules/battle*.go).
	DoPlace         DecisionKind = "place"          // Force: a US Ship or Submarine to Zone
	DoBuyPlan       DecisionKind = "buy-plan"       // Plans[0]: select a US Battle Plan
	DoSpendSupply   DecisionKind = "spend-supply"   // spend 1 Supply Point for 3 Battle Plan Points
	DoFly           DecisionKind = "fly"            // Force: a US aircraft to Zone
	DoAllocateHit   DecisionKind = "allocate-hit"   // Force: the US Force (or "airfields") taking a Hit
	DoUsePlan       DecisionKind = "use-plan"       // Plans[0] with Yes (Force, Number when the plan needs them); Yes false declines
	DoDestroy       DecisionKind = "destroy"        // Force: the US aircraft lost for want of a deck or an Airfield
	DoChooseCarrier DecisionKind = "choose-carrier" // Force: the US carrier whose aircraft fly First Light
	DoOrdersArea    DecisionKind = "orders-area"    // Area: its Japanese Forces roll Orders next

	// DoJapanChoices changes who makes Japan's equal choices from now on, at
	// any moment (rules/japanchoices.go): Yes gives them to the game, Zone
	// "" all of them or one of JapanTieKinds.
	DoJapanChoices DecisionKind = "japan-choices"

	// Special Campaign Rules (rules/bombing.go, rules/invasion.go).
	DoStrategicBomb DecisionKind = "strategic-bomb" // Force: a Bomber Wing from the Marianas to the BW box
	DoBombStack     DecisionKind = "bomb-stack"     // Zone: the Japanese stack ("Ship", "Infantry", "Aircraft") bombed next
	DoInvade        DecisionKind = "invade"         // Force: to the 1945 Japan Invasion box
)

// Decision is one choice of the player, as plain data (the save file keeps
// every decision since set-up so a game can be replayed).
type Decision struct {
	Kind   DecisionKind `json:"kind"`
	Force  string       `json:"force,omitempty"`
	Forces []string     `json:"forces,omitempty"`
	Area   string       `json:"area,omitempty"`
	Zone   string       `json:"zone,omitempty"`
	Plans  []string     `json:"plans,omitempty"`
	Number int          `json:"number,omitempty"`
	Yes    bool         `json:"yes,omitempty"`
}

// RuleError is an illegal decision: it names the rule it breaks. The game is
// unchanged when Apply returns one.
type RuleError struct {
	Rule string
	Msg  string
}

func (e *RuleError) Error() string {
	if e.Rule == "" {
		return e.Msg
	}
	return fmt.Sprintf("%s (%s)", e.Msg, e.Rule)
}

func illegal(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// addEvent appends an empty event to evs and returns it, to be filled in
// where it stands: an event appended as a composite literal is built aside
// and copied over, and the steps after a battle report many a turn, quiet
// or not.
func addEvent(evs *[]Event) *Event {
	*evs = append(*evs, Event{})
	return &(*evs)[len(*evs)-1]
}
