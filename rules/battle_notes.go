package rules

import (
	"fmt"
	"slices"
	"strings"
)

// A battle's inner events (all of them, and the text of its end) and the
// names of its losses are kept as notes: what happened, in typed fields,
// without text or names, the IDs and dice they list in lists of their own.
// Every game keeps them the same way, quiet or not, so that simulations,
// the odds, the staff and the screens run the same rules; the log's Events
// are made from them when the log is read (readNotes), with the prompt of
// the question asked (battle_prompts.go), and a quiet game's log is not
// read.

// noteKind says which event a note records.
type noteKind uint8

// The kinds of note.
const (
	noteAttack        noteKind = iota + 1 // one attack roll (EvAttack)
	noteHit                               // a Hit on a unit (EvHit)
	noteAirfield                          // a Hit on a side's Airfields (EvHit)
	noteNoTarget                          // a pool's Hits lost for want of a target (EvHit)
	noteStopped                           // a Hit a Japanese Battle Plan stopped (EvPlan)
	noteDestroyed                         // a unit Destroyed outside a Hit (EvHit)
	noteTurn                              // a Battle Turn begins (EvBattleStep)
	noteStep                              // a step of the Battle Turn begins (EvBattleStep)
	noteCounter                           // the Battle Turn counter advances (EvBattleStep)
	noteAircraftMove                      // a US aircraft sent to an area (EvAircraftMove)
	noteGroupMove                         // a Japanese group's roll and move (EvAircraftMove)
	notePlacement                         // Forces placed on the Battle Sheet (EvPlacement)
	notePlan                              // a Battle Plan event in words that name nothing (EvPlan)
	noteNoEffect                          // a Japanese Battle Plan drawn that has no effect (EvPlan)
	noteDuration                          // the Japanese Duration plan (EvPlan)
	noteAdvance                           // a side's Infantry Advance (EvInfantryAdvance)
	noteUSPlan                            // a US Battle Plan used (EvPlan)
	notePlanSays                          // a Battle Plan event in words that name Forces or numbers (EvPlan)
	noteStanding                          // the Forces of a side that need no choice in the set-up (EvPlacement)
	noteAirGroup                          // a carrier's Carrier Air Group placed, or none (EvPlacement)
	noteTurnsRoll                         // the Battle Turns roll (EvBattleTurns)
	notePlanQuantity                      // the Japanese Battle Plan Quantity (EvPlan)
	noteReturn                            // the Land-Based Aircraft back on their Airfields (EvAircraftReturn)
	noteLanding                           // a side's Carrier Aircraft landed (EvAircraftReturn)
	noteFLReturn                          // a First Light group back on its carrier (EvAircraftReturn)
	noteWingFields                        // the Bomber Wings in the Strategic Bombing box as US Airfields (EvPlacement)
	noteWingLost                          // a Bomber Wing in the Strategic Bombing box Destroyed (EvHit)
	noteOneSided                          // the Battle Sheet left to one side at a Battle Turn's end (EvBattleStep)
	noteSetUpOneSided                     // the Battle Sheet left to one side by the set-up (EvBattleStep)
	noteEnd                               // the text of the battle's end (EvBattleEnd, reported in every game)
	noteLoss                              // the name of a unit lost, in its side's list of losses (no Event)
)

// note is one event of a battle's inside as the engine keeps it. Everything
// its Event says is in it, or in what does not change while a battle is
// fought (the units' names and counters, the battle's area): the Event is
// made after the note, once the state has moved on.
type note struct {
	// at is the event's place among the events of the decision (a loss's
	// place in its side's list of losses).
	at   int32
	kind noteKind
	// turn and left are the Battle Turn and the box of the Battle Turn
	// counter when it happened (Event.BattleTurn, TurnsLeft).
	turn, left int8
	// die is the roll; hits the Hits an attack scored (the Japanese Battle
	// Plan Quantity).
	die, hits int8
	// again marks an attack rolled again by a Battle Plan, a US aircraft
	// left in the area it flies in, a Japanese group of Fighters, a Hit
	// stopped by the Screening Ship saved from an earlier Battle Turn.
	again bool
	// kamikaze marks a Japanese bomb run with the Kamikaze Attack's Hit.
	kamikaze bool
	// damaged and transport are how a unit hit stood before the Hit (on
	// its Damaged side, on its Transport), and destroyed what the Hit did.
	damaged, transport, destroyed bool
	// fields is the Airfields a side has left after a Hit on them (or has
	// when its Forces are placed).
	fields int16
	// jp and us are the sides' Forces on the Battle Sheet (Duration; jp
	// the Japanese Forces from the map for the Battle Plan Quantity).
	jp, us int16
	// beach is how many of the units advancing stood on the Beach (the
	// first of them; the rest were on a Transport).
	beach int16
	// placed says which placement a placement's note is; words the words
	// of a US plan's note.
	placed placement
	words  planWords
	// acts are the Japanese Battle Plans that add to an attack, and base
	// the attack's value before them.
	acts JPPlan
	base Attack
	// points and supply are the US Battle Plan Points and Supply Points
	// left, cost a plan's cost.
	points, supply, cost int16
	// units are the units the event moves, in the game's noteIDs (or the
	// names it lists: plans); dice the dice it shows, in noteDice.
	units, dice noteSpan
	// side is the side the event is about, when no unit says it.
	side Side
	// unit is the unit acting (its ID), carrier the carrier it was on then
	// (a Carrier-Based Aircraft may land on another; a Japanese group's
	// carrier), and target the unit aimed at, if any.
	unit, carrier, target string
	// zone is the area of the Battle Sheet and attack the attack's kind
	// (atkDogfight...).
	zone, attack string
	// plan is the Battle Plan that stopped a Hit or fixed a Japanese
	// group's roll; why the words that say why a unit was Destroyed; step
	// the step of the Battle Turn begun (stepDraw...), the step that sent
	// a US aircraft, or a Japanese group's kind ("Bomber", "Fighter").
	plan, why, step string
}

// noteSpan is a run of unit IDs in Game.noteIDs, or of dice in noteDice.
type noteSpan struct{ from, to int32 }

// noteLists copies the IDs of lists of units into the notes' list of IDs,
// each list ended by an empty ID, and returns where they stand (listsOf).
func (g *Game) noteLists(lists ...[]*Unit) noteSpan {
	from := len(g.noteIDs)
	for _, l := range lists {
		for _, u := range l {
			g.noteIDs = append(g.noteIDs, u.id)
		}
		g.noteIDs = append(g.noteIDs, "")
	}
	return noteSpan{int32(from), int32(len(g.noteIDs))}
}

// listsOf cuts a span of lists of IDs, each ended by an empty ID, into
// its lists.
func (g *Game) listsOf(s noteSpan, lists [][]string) {
	ids := g.noteIDs[s.from:s.to]
	for k := range lists {
		end := slices.Index(ids, "")
		lists[k], ids = ids[:end], ids[end+1:]
	}
}

// namesOf names the units of a list of IDs, none a Carrier-Based
// Aircraft, joined for the log.
func (g *Game) namesOf(ids []string) string {
	var out strings.Builder
	for i, id := range ids {
		if i > 0 {
			out.WriteString(", ")
		}
		out.WriteString(g.Name(id))
	}
	return out.String()
}

// noteUnitsOn copies the IDs of us into the notes' list of IDs, each with
// the carrier it is on (a Carrier-Based Aircraft may land on another later
// in the decision), and returns where they stand (pairNames, pairIDs).
func (g *Game) noteUnitsOn(us []*Unit) noteSpan {
	from := len(g.noteIDs)
	for _, u := range us {
		g.noteIDs = append(g.noteIDs, u.id, u.Carrier)
	}
	return noteSpan{int32(from), int32(len(g.noteIDs))}
}

// pairNames names the units of a list of IDs each with its carrier
// (noteUnitsOn), joined for the log.
func (g *Game) pairNames(pairs []string) string {
	var out strings.Builder
	for k := 0; k < len(pairs); k += 2 {
		if k > 0 {
			out.WriteString(", ")
		}
		out.WriteString(g.noteName(g.Battle.unit(pairs[k]), pairs[k+1]))
	}
	return out.String()
}

// pairIDs are the IDs of a list of IDs each with its carrier (noteUnitsOn).
func pairIDs(pairs []string) []string {
	out := make([]string, 0, len(pairs)/2)
	for k := 0; k < len(pairs); k += 2 {
		out = append(out, pairs[k])
	}
	return out
}

// notePlans copies the names of the plans into the notes' list of IDs and
// returns where they stand.
func (g *Game) notePlans(ps []USPlan) noteSpan {
	from := len(g.noteIDs)
	for _, p := range ps {
		g.noteIDs = append(g.noteIDs, p.Name())
	}
	return noteSpan{int32(from), int32(len(g.noteIDs))}
}

// noteUnits copies the IDs of us into the notes' list of IDs and returns
// where they stand.
func (g *Game) noteUnits(us []*Unit) noteSpan {
	from := len(g.noteIDs)
	for _, u := range us {
		g.noteIDs = append(g.noteIDs, u.id)
	}
	return noteSpan{int32(from), int32(len(g.noteIDs))}
}

// note records an event of the battle at its place among the decision's
// events and returns it to be filled in where it stands. A game whose log
// is read keeps the event's place in evs, to be filled in by readNotes.
func (g *Game) note(kind noteKind, evs *[]Event) *note {
	at := len(*evs)
	if !g.quiet {
		*evs = append(*evs, Event{})
	}
	return g.noteAt(kind, at)
}

// noteAt notes an event at its place at in the decision's events: note's
// place kept, or an event that every game reports whose text a game whose
// log is read writes there when it reads the note (noteEnd).
func (g *Game) noteAt(kind noteKind, at int) *note {
	g.notes = append(g.notes, note{})
	n := &g.notes[len(g.notes)-1]
	b := g.Battle
	n.at, n.kind, n.turn, n.left = int32(at), kind, int8(b.Turn), int8(b.TurnsLeft)
	return n
}

// readNotes makes the Events of the notes kept since the last call, in the
// places note kept for them in evs, and clears the notes. It runs while
// the notes' battle is the game's: when it ends (endBattle) and when a
// decision's events are handed out (keepEvents).
func (g *Game) readNotes(evs []Event) {
	if !g.quiet {
		for i := range g.notes {
			if n := &g.notes[i]; n.kind == noteLoss {
				g.hits().nameLoss(n)
			} else {
				g.noteEvent(n, &evs[n.at])
			}
		}
		g.writePrompt()
	}
	g.notes, g.noteIDs, g.noteDice = g.notes[:0], g.noteIDs[:0], g.noteDice[:0]
}

// noteEvent writes the Event a note records into e.
func (g *Game) noteEvent(n *note, e *Event) {
	switch n.kind {
	case noteAttack:
		g.combat().attackEvent(n, e)
	case noteHit, noteAirfield, noteNoTarget, noteStopped, noteDestroyed:
		g.hits().hitEvent(n, e)
	case noteTurn, noteStep, noteCounter:
		g.turns().turnEvent(n, e)
	case noteAircraftMove:
		g.air().flyEvent(n, e)
	case noteGroupMove:
		g.air().groupEvent(n, e)
	case notePlacement:
		g.sheetSetUp().placementEvent(n, e)
	case notePlan:
		g.startEvent(e, EvPlan, n.side, n.why, n.plan)
		e.Hits = int(n.hits)
	case noteNoEffect:
		g.startEvent(e, EvPlan, Japan, fmt.Sprintf("Japanese %s has no effect: %s.", n.plan, n.why), "Japanese Battle Plans: "+n.plan)
	case noteAdvance:
		g.combat().advanceEvent(n, e)
	case noteUSPlan:
		g.usPlanEvent(n, e)
	case notePlanSays:
		g.planSaysEvent(n, e)
	case noteStanding:
		g.sheetSetUp().standingEvent(n, e)
	case noteAirGroup:
		g.sheetSetUp().airGroupEvent(n, e)
	case noteTurnsRoll, notePlanQuantity:
		g.sheetSetUp().turnsRollEvent(n, e)
	case noteReturn, noteLanding, noteFLReturn:
		g.air().returnEvent(n, e)
	case noteWingFields, noteWingLost:
		g.bombingBox().wingEvent(n, e)
	case noteOneSided, noteSetUpOneSided, noteEnd:
		g.turns().endEvent(n, e)
	case noteDuration:
		g.startEvent(e, EvPlan, Japan, fmt.Sprintf("Japanese Duration: Japan has %d Forces on the Battle Sheet, the US %d: ", n.jp, n.us)+n.why, "Japanese Battle Plans: Duration")
	}
	e.BattleTurn, e.TurnsLeft = int(n.turn), int(n.left)
}

// notePlan notes a Battle Plan's event whose text and rule are words that
// name no Force or number (the text in why, the rule in plan).
func (g *Game) notePlan(side Side, text, rule string, evs *[]Event) *note {
	n := g.note(notePlan, evs)
	n.side, n.why, n.plan = side, text, rule
	return n
}

// noteNames names the units of a span, Carrier-Based Aircraft with the
// carrier given (a group from one carrier), joined for the log.
func (g *Game) noteNames(s noteSpan, carrier string) string {
	var out strings.Builder
	for i, id := range g.noteIDs[s.from:s.to] {
		if i > 0 {
			out.WriteString(", ")
		}
		out.WriteString(g.noteName(g.Battle.unit(id), carrier))
	}
	return out.String()
}

// noteName is how the log names a noted unit: as unitName, with the carrier
// it was on when noted.
func (g *Game) noteName(u *Unit, carrier string) string {
	if u.cba {
		return g.unitCounter(u).Name + " (" + g.Name(carrier) + ")"
	}
	return g.Name(u.id)
}
