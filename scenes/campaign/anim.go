package campaign

import (
	"nimitz/rules"
)

// player plays a batch of events one by one: each is logged when it starts,
// and the board shows the Forces where they were until their own event moves
// them. A click or key finishes the whole batch at once.
type player struct {
	queue []rules.Event
	cur   int     // the event playing; len(queue) when done
	t     float64 // ticks into it
	dur   int
	step  rules.Step // the step of the Sequence of Play the event belongs to
	// turn is the Campaign Turn of the event playing; rp and sp are the
	// points as they stood before the batch: what the screen shows while it
	// plays, never the later state the engine is already in.
	turn, rp, sp int

	override map[string]loc    // Forces not yet where the engine has them
	markers  map[string]marker // Moved / In Transit markers during the batch

	// What the charts light while the batch plays (and after, until the next).
	orderRow  string       // the Japanese Orders row: "5-6 East"
	forcesRow string       // the New Japanese Forces row: "8-9"
	die       int          // the die on show, 0 for none
	dieArea   string       // where it was rolled for ("" on the New Japanese Forces table)
	dieWhat   string       // what it was rolled for
	path      [][2]float64 // a slide along the Movement lines
	moving    []string     // the Forces sliding
	flash     string       // a word shown over an area: "HOLD", "BATTLE"
	flashArea string
	// lines is the map whose Movement lines a move slides along.
	lines *rules.Map
}

// stage is what a batch plays on: each event is logged and heard as it
// starts, or as a skip passes it (Scene.played).
type stage interface{ played(e rules.Event) }

// durations of the events that are animated, in ticks (60 a second).
var durations = map[rules.EventKind]int{
	rules.EvOrderRoll:      55,
	rules.EvChoice:         50,
	rules.EvJapaneseMove:   55,
	rules.EvJapaneseHold:   40,
	rules.EvUSMove:         18,
	rules.EvUndo:           14,
	rules.EvReinforceRoll:  70,
	rules.EvReinforcements: 35,
	rules.EvBattalions:     25,
	rules.EvBattleFound:    40,
	rules.EvTurn:           35,
	rules.EvReturnToPort:   25,
	rules.EvHit:            30,
}

func (p *player) busy() bool { return p.cur < len(p.queue) }

// movesForce reports whether an event carries Forces to a new place.
func movesForce(e rules.Event) bool {
	switch e.Kind {
	case rules.EvJapaneseMove, rules.EvUSMove, rules.EvUndo, rules.EvBuy, rules.EvRaid, rules.EvReinforcements,
		rules.EvBattalions, rules.EvReturnToPort, rules.EvJapaneseRepair, rules.EvHit, rules.EvSupply,
		rules.EvStrategicBomb, rules.EvInvasion:
		return true
	}
	return false
}

// start begins a batch: before is the game as it was before the decision.
func (p *player) start(s stage, before *rules.Game, evs []rules.Event) {
	if p.busy() {
		p.skip(s)
	}
	p.prepare(before, evs)
	p.begin(s)
}

// prepare sets a batch up without playing any of it: every Force its events
// move is shown where it was before them.
func (p *player) prepare(before *rules.Game, evs []rules.Event) {
	p.queue, p.cur, p.t, p.step = evs, 0, 0, ""
	p.lines = before.Data().Map
	p.turn, p.rp, p.sp = before.Turn, before.ReinforcementPoints, before.SupplyPoints
	p.orderRow, p.forcesRow, p.die, p.flash = "", "", 0, ""
	p.override = map[string]loc{}
	p.markers = map[string]marker{}
	for i := range before.Forces {
		f := &before.Forces[i]
		if f.InTransit {
			p.markers[f.ID] = markTransit
		} else if f.Moved {
			p.markers[f.ID] = markMoved
		}
	}
	for _, e := range evs {
		if !movesForce(e) {
			continue
		}
		for _, id := range e.Forces {
			if _, done := p.override[id]; done {
				continue
			}
			if f := before.Force(id); f != nil {
				p.override[id] = locOfForce(f)
			} else {
				p.override[id] = loc{hidden: true}
			}
		}
	}
}

// begin starts the current event, skipping those with nothing to show.
func (p *player) begin(s stage) {
	for p.busy() {
		e := p.queue[p.cur]
		s.played(e)
		p.t = 0
		p.dur = durations[e.Kind]
		p.show(e)
		if p.dur > 0 {
			return
		}
		p.finish(e)
		p.cur++
	}
	p.end()
}

// cue sets a batch up stopped at the end of its event at, without logging
// or sounding any of it (the replay's board): the events before it played
// through, its own move, roll or word drawn.
func (p *player) cue(before *rules.Game, evs []rules.Event, at int) {
	p.prepare(before, evs)
	for p.cur < at {
		e := p.queue[p.cur]
		p.show(e)
		p.finish(e)
		p.cur++
	}
	p.show(p.queue[at])
	p.dur = max(1, durations[p.queue[at].Kind])
	p.t = float64(p.dur)
}

// light moves what the charts light and the step shown to event e: as it
// starts, and as a skipped batch passes it, so that a skip (or animations
// off) leaves the charts as playing the batch through would.
func (p *player) light(e rules.Event) {
	if e.Step != "" {
		p.step = e.Step
		p.turn = e.Turn
	}
	switch e.Kind {
	case rules.EvOrderRoll, rules.EvJapaneseHold:
		p.orderRow = e.Row
	case rules.EvJapaneseMove, rules.EvUSMove, rules.EvUndo:
		if e.Row != "" {
			p.orderRow = e.Row
		}
	case rules.EvReinforceRoll:
		p.forcesRow = e.Row
	}
}

// show sets up the visuals of an event as it starts.
func (p *player) show(e rules.Event) {
	p.path, p.moving, p.flash = nil, nil, ""
	p.light(e)
	switch e.Kind {
	case rules.EvOrderRoll:
		p.die, p.dieArea, p.dieWhat = e.Total, e.Area, "Orders"
	case rules.EvChoice:
		if len(e.Dice) > 0 {
			p.die = e.Dice[len(e.Dice)-1]
		}
		p.dieArea, p.dieWhat = e.Area, "picks "+e.To
	case rules.EvReinforceRoll:
		p.dieArea, p.dieWhat = "", "New Forces"
		if len(e.Dice) > 0 {
			p.die = e.Dice[0]
		}
	case rules.EvJapaneseMove, rules.EvUSMove, rules.EvUndo:
		p.die = 0
		side := rules.Japan
		if e.Kind != rules.EvJapaneseMove {
			side = rules.US
		}
		p.path = routeFor(p.lines, e.From, e.To, side)
		p.moving = e.Forces
		for _, id := range e.Forces {
			p.override[id] = loc{hidden: true}
		}
	case rules.EvJapaneseHold:
		p.die = 0
		p.flash, p.flashArea = "HOLD", e.Area
		p.applyMarkers(e)
	case rules.EvBattleFound:
		p.die = 0
		if e.Points > 0 { // the number of battles found
			p.flash, p.flashArea = "BATTLE", ""
		}
	}
}

// applyMarkers makes the marker change an event reports.
func (p *player) applyMarkers(e rules.Event) {
	switch e.Marker {
	case rules.MarkMoved:
		for _, id := range e.Forces {
			p.markers[id] = markMoved
		}
	case rules.MarkInTransit:
		for _, id := range e.Forces {
			p.markers[id] = markTransit
		}
	case rules.MarkMovedCleared:
		for id, v := range p.markers {
			if v == markMoved {
				delete(p.markers, id)
			}
		}
	}
}

// finish lands the event's Forces where it took them.
func (p *player) finish(e rules.Event) {
	p.applyMarkers(e)
	if !movesForce(e) {
		return
	}
	for _, id := range e.Forces {
		later := false
		for _, n := range p.queue[p.cur+1:] {
			if movesForce(n) && contains(n.Forces, id) {
				later = true
				break
			}
		}
		if !later {
			delete(p.override, id)
		} else if e.To != "" {
			p.override[id] = loc{where: rules.OnMap, area: e.To}
		}
	}
}

// update plays dt ticks of the batch (the settings' animation speed is
// already in dt; 0 plays the rest at once).
func (p *player) update(s stage, dt float64) {
	if !p.busy() {
		return
	}
	if dt <= 0 {
		p.skip(s)
		return
	}
	p.t += dt
	for p.busy() && p.t >= float64(p.dur) {
		p.t -= float64(p.dur)
		p.finish(p.queue[p.cur])
		p.cur++
		carry := p.t
		p.begin(s)
		p.t = carry
	}
}

// skip plays the rest of the batch at once.
func (p *player) skip(s stage) {
	for p.busy() {
		p.finish(p.queue[p.cur])
		p.cur++
		for p.busy() {
			s.played(p.queue[p.cur])
			p.light(p.queue[p.cur])
			p.finish(p.queue[p.cur])
			p.cur++
		}
	}
	p.end()
}

func (p *player) end() {
	p.override, p.markers = nil, nil
	p.path, p.moving, p.flash, p.die = nil, nil, "", 0
}

// shownAt is where Force f is drawn now: where it was, while the batch
// has not yet moved it.
func (p *player) shownAt(f *rules.Force) loc {
	if l, ok := p.override[f.ID]; ok {
		return l
	}
	return locOfForce(f)
}

// markerOf is the Moved or In Transit marker Force f shows: the batch's
// while one plays, else the engine's.
func (p *player) markerOf(f *rules.Force) marker {
	if p.markers != nil {
		return p.markers[f.ID]
	}
	switch {
	case f.InTransit:
		return markTransit
	case f.Moved:
		return markMoved
	}
	return markNone
}

// markersOn counts the Japanese Moved and In Transit markers shown on a stack.
func (p *player) markersOn(fs []*rules.Force) (moved, transit int) {
	for _, f := range fs {
		m := p.markerOf(f)
		if m == markMoved {
			moved++
		} else if m == markTransit {
			transit++
		}
	}
	return
}

// turnShown is the Campaign Turn of the moment on screen: the event being
// played, else g's.
func (p *player) turnShown(g *rules.Game) int {
	if p.busy() {
		return p.turn
	}
	return g.Turn
}

// turnName names turnShown as the Campaign Turn track does.
func (p *player) turnName(g *rules.Game) string {
	return g.TurnNameAt(p.turnShown(g))
}

// pointsShown are the Reinforcement and Supply Points of the moment on
// screen: before the batch being played, else g's.
func (p *player) pointsShown(g *rules.Game) (rp, sp int) {
	if p.busy() {
		return p.rp, p.sp
	}
	return g.ReinforcementPoints, g.SupplyPoints
}

// stepShown is the step the Sequence of Play lights: during a batch the
// step of the event being played, otherwise the step g is in.
func (p *player) stepShown(g *rules.Game) rules.Step {
	if p.busy() && p.step != "" {
		return p.step
	}
	return g.Step
}

// progress is how far the current event has played, 0..1.
func (p *player) progress() float64 {
	if p.dur == 0 {
		return 1
	}
	return min(1, p.t/float64(p.dur))
}

// played logs an event and plays its effects as it starts
// (scenes.SoundsOf), or as a batch shown at once passes it: the context
// plays each kind once a frame. A battle's events are the Battle Sheet's to
// sound, as it shows them; the replay's board (Board.Show) has no context
// and is silent.
func (s *Scene) played(e rules.Event) {
	s.log.add(e)
	if s.ctx == nil || s.ctx.Sound == nil || e.Step == rules.StepBattles {
		return
	}
	s.ctx.EventSounds(e, func(id string) bool {
		f := s.g.Force(id)
		return f != nil && s.g.Kind(f) == rules.KindShip
	})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// routeFor is the path a move follows along the Movement lines of map m:
// the shortest chain of areas side may enter, as board points.
func routeFor(m *rules.Map, from, to string, side rules.Side) [][2]float64 {
	a, b := m.Area(from), m.Area(to)
	if a == nil || b == nil {
		return nil
	}
	prev := map[string]string{from: ""}
	queue := []string{from}
	for len(queue) > 0 && prev[to] == "" && from != to {
		cur := queue[0]
		queue = queue[1:]
		for _, l := range m.Area(cur).Lines {
			if _, seen := prev[l]; seen || (l != to && !rules.Entrable(side, l)) {
				continue
			}
			prev[l] = cur
			queue = append(queue, l)
		}
	}
	var chain []string
	if _, ok := prev[to]; ok {
		for at := to; at != ""; at = prev[at] {
			chain = append([]string{at}, chain...)
			if at == from {
				break
			}
		}
	} else {
		chain = []string{from, to}
	}
	var pts [][2]float64
	for _, name := range chain {
		ar := m.Area(name)
		x, y := project(ar.Lon, ar.Lat)
		pts = append(pts, [2]float64{x, y})
	}
	return pts
}

// along returns the point a fraction t of the way along a path.
func along(path [][2]float64, t float64) (float64, float64) {
	if len(path) == 0 {
		return 0, 0
	}
	if len(path) == 1 || t <= 0 {
		return path[0][0], path[0][1]
	}
	total := 0.0
	seg := make([]float64, len(path)-1)
	for i := range seg {
		dx, dy := path[i+1][0]-path[i][0], path[i+1][1]-path[i][1]
		seg[i] = sqrt(dx*dx + dy*dy)
		total += seg[i]
	}
	d := t * total
	for i, l := range seg {
		if d <= l || i == len(seg)-1 {
			f := 1.0
			if l > 0 {
				f = min(d/l, 1)
			}
			return path[i][0] + f*(path[i+1][0]-path[i][0]), path[i][1] + f*(path[i+1][1]-path[i][1])
		}
		d -= l
	}
	last := path[len(path)-1]
	return last[0], last[1]
}
