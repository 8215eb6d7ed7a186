package rules

import (
	"fmt"
	"testing"
)

// bench is a Battle Sheet laid out by hand, to run single steps of a Battle
// Turn with forced dice.
type bench struct {
	t   *testing.T
	g   *Game
	evs []Event
}

func newBench(t *testing.T, area string) *bench {
	t.Helper()
	g := newGame(t, Options{Year: 1942, Seed: 1})
	emptyBoard(g)
	g.Step = StepBattles
	g.Battle = &Battle{Area: area, Turn: 1, TurnsLeft: 2, PlanDraws: 1, Cup: JapanesePlans()}
	return &bench{t: t, g: g}
}

// unit puts a Force on the Battle Sheet at pos.
func (bb *bench) unit(side Side, name, pos string) *Unit {
	bb.t.Helper()
	f := put(bb.t, bb.g, side, name, bb.g.Battle.Area)
	f.OnTransport = pos == PosTransport
	b := bb.g.Battle
	b.Units = append(b.Units, Unit{id: f.ID, side: side, counter: f.Counter, pos: pos, Order: len(b.Units)})
	bb.g.cacheUnit(&b.Units[len(b.Units)-1]) // as the engine caches the units it makes
	if bb.g.Counter(f).Type.IsCarrier() {
		b.Units[len(b.Units)-1].Capacity = len(bb.g.data.AirGroups[AirGroupKey(bb.g.Counter(f))])
	}
	return &b.Units[len(b.Units)-1]
}

// cba puts a Carrier-Based Aircraft of a type on a carrier, at pos ("" aboard).
func (bb *bench) cba(side Side, typ, carrier, pos string) *Unit {
	b := bb.g.Battle
	id := fmt.Sprintf("%s/%s#%d", carrier, typ, len(b.Units))
	b.Units = append(b.Units, Unit{id: id, side: side, counter: CounterKey(side, typ), cba: true, Carrier: carrier, pos: pos, Order: len(b.Units)})
	bb.g.cacheUnit(&b.Units[len(b.Units)-1])
	return &b.Units[len(b.Units)-1]
}

func (bb *bench) u(id string) *Unit { return bb.g.Battle.unit(id) }

// damaged flips a unit (and its map Force) to its Damaged side.
func (bb *bench) damaged(id string) {
	bb.u(id).damaged = true
	if f := bb.g.Force(id); f != nil {
		f.Damaged = true
	}
}

func (bb *bench) dice(d ...int) { bb.g.Dice.Forced = append(bb.g.Dice.Forced, d...) }

// jp draws the Japanese plans named for this Battle Turn.
func (bb *bench) jp(plans ...string) {
	for _, name := range plans {
		bb.g.Battle.JPActive = append(bb.g.Battle.JPActive, jpPlanBit(name))
	}
}

// us gives the US the plans named, held.
func (bb *bench) us(plans ...string) {
	for _, name := range plans {
		bb.g.Battle.USPlans = append(bb.g.Battle.USPlans, usPlanOf(name))
	}
}

// run carries out tasks until they are done or the battle asks something.
func (bb *bench) run(ops ...battleTask) {
	bb.g.Battle.Tasks = append(ops, bb.g.Battle.Tasks...)
	bb.loop()
}

func (bb *bench) loop() {
	bb.g.runTasks(&bb.evs) // the engine's own loop, without the battle's end
	bb.read()
}

// read makes the events of the notes the battle kept, as a decision's
// events are made when Apply hands them out.
func (bb *bench) read() {
	if bb.g.Battle != nil {
		bb.g.readNotes(bb.evs)
	}
}

// ask returns the question the battle asks now, or nil.
func (bb *bench) ask() *BattleAsk { return bb.g.Battle.Ask }

// reply answers the battle's question with a legal option and goes on.
func (bb *bench) reply(d Decision) {
	bb.t.Helper()
	b := bb.g.Battle
	if b.Ask == nil {
		bb.t.Fatalf("nothing is asked; wanted to answer %s", describeDecision(d))
	}
	if b.optionOf(&d) < 0 {
		bb.t.Fatalf("%s is not among the options of %q: %v", describeDecision(d), b.Ask.Prompt, b.Options)
	}
	a := *b.Ask
	b.Ask, b.Options = nil, nil
	bb.g.answer(&a, &d, &bb.evs)
	bb.loop()
}

// wantAsk checks the kind of the question asked now.
func (bb *bench) wantAsk(kind BattleAskKind) *BattleAsk {
	bb.t.Helper()
	a := bb.ask()
	if a == nil || a.Kind != kind {
		bb.t.Fatalf("want a %s question, got %+v", kind, a)
	}
	return a
}

func (bb *bench) noAsk() {
	bb.t.Helper()
	if a := bb.ask(); a != nil {
		bb.t.Fatalf("unexpected question: %s", a.Prompt)
	}
}

func (bb *bench) event(frags ...string) { bb.t.Helper(); mustEvent(bb.t, bb.evs, frags...) }

// state reads a unit as "full", "damaged" or "lost".
func (bb *bench) state(id string) string {
	u := bb.u(id)
	switch {
	case u == nil:
		return "absent"
	case u.lost:
		return "lost"
	case u.damaged:
		return "damaged"
	}
	return "full"
}

func (bb *bench) want(id, state string) {
	bb.t.Helper()
	if got := bb.state(id); got != state {
		bb.t.Errorf("%s is %s, want %s", id, got, state)
	}
}

// rolls counts the attack rolls logged.
func (bb *bench) rolls() int { return len(eventsOf(bb.evs, EvAttack)) }
