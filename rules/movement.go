package rules

import (
	"fmt"
	"slices"
	"strings"
)

// movementStep is the game seen from the US Movement step: which moves are
// legal (checkMove, the memo of a step's checks), where a Force may go, and
// the moves, raids and take-backs applied. The methods of this file are its
// own; the state they change stays in Game.
type movementStep struct{ *Game }

// movement is the game seen from the US Movement step (movementStep).
func (g *Game) movement() movementStep { return movementStep{g} }

const (
	ruleUSMovement  = "US Movement"
	ruleProhibited  = "Movement Prohibited Areas"
	ruleLBAMovement = "US Land-Based Aircraft Movement Restriction"
	ruleInfMovement = "US Infantry Movement"
	ruleAustralian  = "Australian Movement Limitation"
	ruleRaiding     = "Submarine Raiding Mission"
)

// beginMovement notes the areas that begin the step with US Infantry or
// Land-Based Aircraft: the only ones Land-Based Aircraft may move to.
func (g movementStep) beginMovement(evs *[]Event) {
	g.Airbases = nil
	var room [censusRoom]areaCensus
	c := g.census(room[:0])
	for k, a := range g.data.Map.Areas {
		if c[k].usGround {
			g.Airbases = append(g.Airbases, a.Name)
		}
	}
}

func (g movementStep) isAirbase(area string) bool {
	for _, a := range g.Airbases {
		if a == area {
			return true
		}
	}
	return false
}

// LBACount counts the US Land-Based Aircraft in an area. The Bomber Wings in
// the Strategic Bombing box keep their places on the Mariana Islands'
// Airfields (docs/rulings.md).
func (g *Game) LBACount(area string) int {
	n := 0
	marianas := area == Marianas
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		if f.Side == US && ((f.Where == OnMap && sameString(f.Area, area)) || (marianas && f.Where == InStrategicBombs)) && g.Kind(f) == KindAircraft {
			n++
		}
	}
	return n
}

// canMove explains why a set of US Forces cannot move together to an area, or
// returns nil. Moving together changes nothing but the Airfield count.
func (g movementStep) canMove(ids []string, to string) error {
	return g.checkMove(ids, to, true, nil)
}

// moveMemo holds what checkMove asks of every area, counted once when many
// moves are checked against the same board (listing every legal destination).
type moveMemo struct {
	japanese map[string]bool
	lba      map[string]int
}

func (g movementStep) newMoveMemo() *moveMemo {
	m := &moveMemo{japanese: map[string]bool{}, lba: map[string]int{}}
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Where != OnMap {
			continue
		}
		if f.Side == Japan {
			m.japanese[f.Area] = true
		} else if g.Kind(f) == KindAircraft {
			m.lba[f.Area]++
		}
	}
	m.lba[Marianas] += len(g.BomberWings())
	return m
}

// errNoMove is checkMove's answer when no explanation is wanted: listing every
// legal destination would otherwise format a message for each refused one.
var errNoMove = &RuleError{Rule: ruleUSMovement, Msg: "not a legal move"}

// checkMove is canMove; with explain false it returns errNoMove instead of
// describing what is wrong, and with a memo it reads the board from it.
func (g movementStep) checkMove(ids []string, to string, explain bool, memo *moveMemo) error {
	japaneseIn := func(area string) bool {
		if memo != nil {
			return memo.japanese[area]
		}
		return g.Has(area, Japan)
	}
	lbaIn := func(area string) int {
		if memo != nil {
			return memo.lba[area]
		}
		return g.LBACount(area)
	}
	illegal := func(rule, format string, args ...any) error {
		if !explain {
			return errNoMove
		}
		return illegal(rule, format, args...)
	}
	if len(ids) == 0 {
		return illegal(ruleUSMovement, "no Forces chosen to move")
	}
	dest := g.data.Map.Area(to)
	if dest == nil {
		return illegal(ruleUSMovement, "%q is not an area of the map", to)
	}
	if !Entrable(US, to) {
		return illegal(ruleProhibited, "US Forces may move to any Map Area except Japan and East Asia")
	}
	if len(ids) > g.SupplyPoints {
		return illegal(ruleUSMovement, "moving %d Forces costs %d Supply Points; you have %d", len(ids), len(ids), g.SupplyPoints)
	}
	lba := 0
	for k, id := range ids {
		f := g.Force(id)
		if f == nil || f.Side != US || f.Where != OnMap {
			return illegal(ruleUSMovement, "%s is not a US Force on the map", g.Name(id))
		}
		if slices.Contains(ids[:k], id) {
			return illegal(ruleUSMovement, "%s is named twice", g.Name(id))
		}
		// The name only an error shows: made when one is (a legal move asks
		// none, and the heuristic asks of many).
		name := func() string {
			if explain {
				return g.Name(id)
			}
			return f.ID
		}
		if f.MovedFrom != "" {
			return illegal(ruleUSMovement, "%s has already moved this step (take that move back first)", name())
		}
		if f.Area == to {
			return illegal(ruleUSMovement, "%s is already in %s", name(), to)
		}
		ct := g.Counter(f)
		if ct.Australian && !dest.Australian {
			return illegal(ruleAustralian, "%s is Australian and may only move to an Area with the Australian flag", name())
		}
		switch ct.Type.Kind() {
		case KindInfantry:
			if japaneseIn(f.Area) {
				return illegal(ruleInfMovement, "%s cannot leave %s: you cannot Move US Infantry out of an Area that contains Japanese Forces", name(), f.Area)
			}
		case KindAircraft:
			if !g.isAirbase(to) {
				return illegal(ruleLBAMovement, "%s cannot move to %s: Land-Based Aircraft may only move to an Area that started the Movement step with US Infantry or Land-Based Aircraft", name(), to)
			}
			lba++
		}
	}
	if lba > 0 && dest.Airfield != Unlimited && lbaIn(to)+lba > dest.Airfield {
		return illegal(ruleLBAMovement, "%s has Airfield value %d and already holds %d US Land-Based Aircraft", to, dest.Airfield, lbaIn(to))
	}
	return nil
}

func (g movementStep) canRaid(id string) error {
	f := g.Force(id)
	if f == nil || f.Side != US || f.Where != OnMap || g.Counter(f).Type != SS {
		return illegal(ruleRaiding, "%s is not a US Submarine on the map", g.Name(id))
	}
	if f.MovedFrom != "" {
		return illegal(ruleUSMovement, "%s has already moved this step", g.Name(id))
	}
	if g.SupplyPoints < 1 {
		return illegal(ruleRaiding, "sending a Submarine raiding costs 1 Supply Point; you have none")
	}
	return nil
}

// canUndo explains why a move cannot be taken back, or returns nil.
func (g movementStep) canUndo(id string) error {
	f := g.Force(id)
	if f == nil || f.Side != US || f.MovedFrom == "" {
		return illegal(ruleUSMovement, "%s has not moved this step", g.Name(id))
	}
	if a := g.data.Map.Area(f.MovedFrom); f.Where == OnMap && g.Kind(f) == KindAircraft && a.Airfield != Unlimited && g.LBACount(a.Name)+1 > a.Airfield {
		return illegal(ruleLBAMovement, "%s cannot return to %s: its Airfield value %d is now full", g.Name(f.ID), a.Name, a.Airfield)
	}
	return nil
}

// MoveDestinations lists where a US Force could move on its own now.
func (g *Game) MoveDestinations(id string) []string {
	return g.movement().moveDestinations(id, g.movement().newMoveMemo())
}

func (g movementStep) moveDestinations(id string, memo *moveMemo) []string {
	var out []string
	one := []string{id}
	for _, a := range g.data.Map.Areas {
		if g.checkMove(one, a.Name, false, memo) == nil {
			out = append(out, a.Name)
		}
	}
	return out
}

func (g movementStep) movementPending() Pending {
	p := Pending{Kind: AskMovement, Step: StepMovement,
		Prompt: fmt.Sprintf("US Movement: 1 Supply Point for each Force moved or Submarine sent raiding (%d Supply Points).", g.SupplyPoints)}
	memo := g.newMoveMemo()
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Side != US || f.Where != OnMap {
			continue
		}
		if f.MovedFrom == "" {
			for _, to := range g.moveDestinations(f.ID, memo) {
				p.Options = append(p.Options, Decision{Kind: DoMove, Force: f.ID, Area: to})
			}
			if g.canRaid(f.ID) == nil {
				p.Options = append(p.Options, Decision{Kind: DoRaid, Force: f.ID})
			}
			if g.bombingBox().canStrategicBomb(f.ID) == nil {
				p.Options = append(p.Options, Decision{Kind: DoStrategicBomb, Force: f.ID})
			}
			if g.canInvade(f.ID) == nil {
				p.Options = append(p.Options, Decision{Kind: DoInvade, Force: f.ID})
			}
		}
	}
	for i := range g.Forces {
		if g.Forces[i].MovedFrom != "" && g.canUndo(g.Forces[i].ID) == nil {
			p.Options = append(p.Options, Decision{Kind: DoUndoMove, Force: g.Forces[i].ID})
		}
	}
	p.Options = append(p.Options, Decision{Kind: DoDone})
	return p
}

func (g movementStep) applyMovement(d Decision, evs *[]Event) error {
	switch d.Kind {
	case DoMove:
		ids := d.Forces
		if len(ids) == 0 && d.Force != "" {
			ids = []string{d.Force}
		}
		if !g.checked {
			if err := g.canMove(ids, d.Area); err != nil {
				return err
			}
		}
		// The Forces moved, by the area they leave, in the order met: one
		// event for each area.
		type leaving struct {
			area string
			ids  []string
		}
		var from []leaving
		for _, id := range ids {
			f := g.Force(id)
			k := slices.IndexFunc(from, func(l leaving) bool { return l.area == f.Area })
			if k < 0 {
				from = append(from, leaving{area: f.Area})
				k = len(from) - 1
			}
			from[k].ids = append(from[k].ids, id)
			f.MovedFrom = f.Area
			f.Area = d.Area
			f.OnTransport = g.Kind(f) == KindInfantry
			g.SupplyPoints--
		}
		for _, l := range from {
			text := fmt.Sprintf("US moves %s from %s to %s for %d Supply Point(s).", strings.Join(g.names(l.ids), ", "), l.area, d.Area, len(l.ids))
			*evs = append(*evs, Event{Kind: EvUSMove, Turn: g.Turn, Step: StepMovement, Side: US, From: l.area, To: d.Area, Forces: l.ids,
				Points: len(l.ids), Text: text, Rule: ruleUSMovement})
		}
		return nil
	case DoRaid:
		if err := g.canRaid(d.Force); err != nil {
			return err
		}
		f := g.Force(d.Force)
		f.MovedFrom = f.Area
		f.Where, f.Area = InRaiding, ""
		g.SupplyPoints--
		*evs = append(*evs, Event{Kind: EvRaid, Turn: g.Turn, Step: StepMovement, Side: US, From: f.MovedFrom, Forces: []string{f.ID}, Points: 1,
			Text: fmt.Sprintf("US sends %s from %s to the Raiding box for 1 Supply Point: Japan's next Reinforcement roll is 2 lower.", g.Name(f.ID), f.MovedFrom),
			Rule: ruleRaiding})
		return nil
	case DoUndoMove:
		if err := g.canUndo(d.Force); err != nil {
			return err
		}
		f := g.Force(d.Force)
		to := f.Area
		switch f.Where {
		case InRaiding:
			to = "the Raiding box"
		case InStrategicBombs:
			to = "the Strategic Bombing box"
		case InInvasion:
			to = "the Japan Invasion box"
		}
		f.Where, f.Area, f.MovedFrom, f.OnTransport = OnMap, f.MovedFrom, "", false
		g.SupplyPoints++
		*evs = append(*evs, Event{Kind: EvUndo, Turn: g.Turn, Step: StepMovement, Side: US, From: to, To: f.Area, Forces: []string{f.ID}, Points: 1,
			Text: fmt.Sprintf("US takes back the move of %s: it returns from %s to %s and the Supply Point is refunded.", g.Name(f.ID), to, f.Area),
			Rule: ruleUSMovement})
		return nil
	case DoStrategicBomb:
		return g.bombingBox().strategicBomb(d.Force, evs)
	case DoInvade:
		return g.invade(d.Force, evs)
	case DoDone:
		g.leave(evs)
		return nil
	}
	return illegal(ruleUSMovement, "in US Movement you may move Forces, send Submarines raiding, take a move back, or end the step; not %q", d.Kind)
}
