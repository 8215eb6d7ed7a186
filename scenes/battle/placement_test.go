package battle

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/menu"
	"nimitz/scenes/ui"
)

// awaiting reports whether the board, drawn now, shows unit id under
// "Awaiting placement".
func (tr *tester) awaiting(id string) bool {
	for _, gr := range computeLayout(tr.s.g, tr.s.sh.b).groups {
		if gr.label != "Awaiting placement" {
			continue
		}
		for _, u := range gr.units {
			if u.ID() == id {
				return true
			}
		}
	}
	return false
}

// TestPlacedShipLeavesAwaitingPlacement: once the log says a US Ship is
// placed, the board no longer draws it as awaiting placement, even while
// the events after it still play (bug 9).
func TestPlacedShipLeavesAwaitingPlacement(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.settle()
	p := tr.g().Pending()
	if p.Battle == nil || p.Battle.Kind != rules.AskPlaceShip {
		t.Fatalf("the battle asks %q, want a US Ship placed", p.Prompt)
	}
	id := p.Battle.Force
	if !tr.awaiting(id) {
		t.Fatalf("%s is not drawn awaiting placement before it is placed", id)
	}
	zone := p.Options[len(p.Options)-1].Zone
	checked := 0
	tr.everyTick = func() {
		logged := false
		for _, e := range tr.s.log {
			if e.Kind == rules.EvPlacement && strings.Contains(e.Text, "is placed in") && strings.Contains(e.Text, tr.s.g.Name(id)) {
				logged = true
			}
		}
		if logged && !tr.s.Settled() {
			checked++
			if tr.awaiting(id) {
				t.Fatalf("the log says %s is placed, and the board still draws it awaiting placement", id)
			}
		}
	}
	tr.clickZone(zone)
	tr.settle()
	if checked == 0 {
		t.Fatal("no frame showed the placement while later events played: the test saw nothing")
	}
	if tr.awaiting(id) {
		t.Errorf("%s is still awaiting placement after the events", id)
	}
}

// TestEscOnTheBoardOpensTheMenu: Esc with no aircraft selected opens the
// game menu over the board, and Esc there comes back to it (bug 11).
func TestEscOnTheBoardOpensTheMenu(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.settle()
	m, err := scenes.NewManager(scenes.Context{Input: tr.in}, tr.s, scenes.Options{})
	if err != nil {
		t.Fatal(err)
	}
	press := func(k ebiten.Key) {
		t.Helper()
		tr.in.Key(k)
		for i := 0; i < 2; i++ {
			if err := m.Update(); err != nil {
				t.Fatal(err)
			}
			tr.in.EndTick()
		}
	}
	press(ebiten.KeyEscape)
	if mn, ok := m.Current().(*menu.Scene); !ok || mn.Under() != tr.s {
		t.Fatalf("Esc on the board shows %T", m.Current())
	}
	press(ebiten.KeyEscape)
	if m.Current() != tr.s {
		t.Fatalf("Esc in the menu shows %T, not the board", m.Current())
	}
}

// TestShipsToPlaceSitBesideThosePlaced: at the US placement, the Ships
// awaiting placement go beside the carriers already in the US Ocean, in rows,
// rather than in a line under them at a size that fits both lines (the
// Hawaii fleet's eight Ships to place were drawn 40 units wide here, 34 in a
// game whose carriers have their aircraft aboard: 29 pixels at 1366x768;
// beside the carriers they are 52).
func TestShipsToPlaceSitBesideThosePlaced(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := &rules.Battle{Area: "Marshall Islands"}
	for _, f := range g.In(rules.Hawaii, rules.US) {
		c := g.Counter(f)
		if c.Kind() != rules.KindShip {
			continue
		}
		pos := ""
		if c.IsCarrier() {
			pos = rules.ZoneUSOcean // the only place for them, set by the engine
		}
		b.Units = append(b.Units, rules.Unit{Order: len(b.Units)}.As(f.ID, rules.US, f.Counter, false).At(pos))
	}
	l := computeLayout(g, b)
	var ships, waiting group
	for _, gr := range l.groups {
		switch {
		case gr.zone == rules.ZoneUSOcean && gr.label == "Ships":
			ships = gr
		case gr.zone == rules.ZoneUSOcean && gr.label == "Awaiting placement":
			waiting = gr
		}
	}
	if len(ships.units) != 2 || len(waiting.units) < 6 {
		t.Fatalf("the US Ocean shows %d Ships and %d to place: the test needs the 2 carriers and the rest", len(ships.units), len(waiting.units))
	}
	z, _ := zoneBand(rules.ZoneUSOcean)
	side := designFrame.sideRect(z, rules.US)
	if waiting.r.Y != ships.r.Y || waiting.r.X < ships.r.Right() || !side.Encloses(waiting.r) {
		t.Errorf("the Ships to place are boxed at %v, not beside the carriers' box %v inside %v", waiting.r, ships.r, side)
	}
	for _, pl := range l.units {
		if pl.u.Pos() == "" && pl.r.W < 52 {
			t.Errorf("%s awaits placement drawn %.0f units wide, want 52 or more", pl.u.ID(), pl.r.W)
		}
	}
}

// oneAtATime stands in for the tutorial's gate, which lets through only the
// decision its step awaits: the board need only see that a gate is there.
type oneAtATime struct{}

func (oneAtATime) Allow(rules.Decision) error { return nil }
func (oneAtATime) AllowUndo() error           { return nil }

// TestPlaceAllSendsEveryShipLeft: "All n to the US Ocean" answers the US
// placement question for every Ship still to place, one recorded decision
// each, as n clicks on "Place in the US Ocean" would. "You may place the
// other US Ships in either the US Ocean or Coastal Area as you see fit": the
// engine asks Ship by Ship; the button only saves the clicks, and Undo
// takes the click back whole.
func TestPlaceAllSendsEveryShipLeft(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.settle()
	if _, a := tr.s.pending(); a == nil || a.Kind != rules.AskPlaceShip {
		t.Fatalf("the battle begins with %+v, not the US placement", a)
	}
	// The guided example lets one awaited click through at a time: no
	// button there makes several.
	tr.ctx.Gate = oneAtATime{}
	for _, b := range tr.s.buttons() {
		if b.all {
			t.Errorf("%q is offered behind the tutorial's gate", b.label)
		}
	}
	tr.ctx.Gate = nil
	bs := tr.s.buttons()
	at, n := -1, 0
	for i, b := range bs {
		if b.all && b.d.Zone == rules.ZoneUSOcean {
			at = i
			if _, err := fmt.Sscanf(b.label, "All %d to the US Ocean", &n); err != nil {
				t.Fatalf("the button reads %q", b.label)
			}
		}
	}
	if at < 0 || n < 2 {
		t.Fatalf("no \"All n to the US Ocean\" button among %d (n %d)", len(bs), n)
	}
	sess := tr.ctx.Session
	before := sess.Len()
	r := tr.s.fr.buttonRect(bs, at)
	tr.click(r.CX(), r.CY())
	tr.settle()
	ds := sess.Decisions()
	if got := len(ds) - before; got != n {
		t.Fatalf("the button made %d decisions, its label says %d", got, n)
	}
	for _, d := range ds[before:] {
		pos := "not on the sheet"
		for _, u := range tr.g().Battle.Units {
			if u.ID() == d.Force {
				pos = u.Pos()
			}
		}
		if d.Kind != rules.DoPlace || d.Zone != rules.ZoneUSOcean || pos != rules.ZoneUSOcean {
			t.Errorf("decision %+v: %s is in %q, want the US Ocean", d, d.Force, pos)
		}
	}
	if _, a := tr.s.pending(); a != nil && a.Kind == rules.AskPlaceShip {
		t.Errorf("a US Ship is still to place: %q", a.Prompt)
	}
	for _, b := range tr.s.buttons() {
		if b.all {
			t.Errorf("%q is still offered after the US placement", b.label)
		}
	}
	// One click: Undo takes back its decisions together (savegame's
	// TestUndoTakesBackAClickWhole), as far as the dice allow.
	for i := before; i < len(ds); i++ {
		if got, want := sess.Joined(i), i > before; got != want {
			t.Errorf("decision %d of the click joined to the one before: %v, want %v", i-before+1, got, want)
		}
	}
}

// TestCarriersKeepTheirPlaceWhileAircraftFly: sending a carrier's aircraft
// away one by one moves no counter of the US Ocean: while the battle asks
// Move US Aircraft, the carrier keeps the room of its aircraft beside it,
// and the next carrier stays where the player is about to click it.
func TestCarriersKeepTheirPlaceWhileAircraftFly(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := &rules.Battle{Area: "Marshall Islands", Ask: &rules.BattleAsk{Kind: rules.AskFly}}
	var carriers []string
	for _, f := range g.In(rules.Hawaii, rules.US) {
		c := g.Counter(f)
		if c.Kind() != rules.KindShip || c.Type == rules.SS {
			continue
		}
		u := rules.Unit{Order: len(b.Units)}.As(f.ID, rules.US, f.Counter, false).At(rules.ZoneUSOcean)
		if c.IsCarrier() {
			group := g.Data().AirGroups[rules.AirGroupKey(c)]
			u.Capacity = len(group)
			carriers = append(carriers, f.ID)
			b.Units = append(b.Units, u)
			for _, typ := range group {
				b.Units = append(b.Units, rules.Unit{Carrier: f.ID, Order: len(b.Units)}.As(fmt.Sprintf("%s/%s#%d", f.ID, typ, len(b.Units)), rules.US, rules.CounterKey(rules.US, typ), true))
			}
			continue
		}
		b.Units = append(b.Units, u)
	}
	if len(carriers) != 2 {
		t.Fatalf("Hawaii has %d carriers: the test needs 2", len(carriers))
	}
	where := func() map[string]ui.Rect {
		at := map[string]ui.Rect{}
		for _, pl := range computeLayout(g, b).units {
			if !pl.u.CBA() {
				at[pl.u.ID()] = pl.r
			}
		}
		return at
	}
	before := where()
	for i := range b.Units {
		if u := &b.Units[i]; u.CBA() && u.Carrier == carriers[0] {
			*u = u.At(rules.ZoneCoastal) // flown to the Coastal Area
			after := where()
			for id, r := range before {
				if after[id] != r {
					t.Errorf("with %s flown, %s moved from %v to %v", u.ID(), id, r, after[id])
				}
			}
		}
	}
}

// TestFiveAircraftAboardStayBesideTheirCarrier: a 1945 Essex carries five
// aircraft (F6F, F6F, SB2C, SB2C, TBF); two a row, the fifth made a third row
// that ran out of the Ships' box and off the foot of the sheet. Every
// aircraft aboard is drawn in two rows beside its carrier, inside the box,
// and large enough to read in a 1366x768 window: at under half the
// carrier's size they were about 18 pixels there, their type and values
// unreadable even zoomed (playtest 09).
func TestFiveAircraftAboardStayBesideTheirCarrier(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1945, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := &rules.Battle{Area: "Borneo"}
	carriers := 0
	for _, f := range g.Forces {
		c := g.Counter(&f)
		if f.Side != rules.US || !c.IsCarrier() || carriers == 3 {
			continue
		}
		group := g.Data().AirGroups[rules.AirGroupKey(c)]
		if len(group) < 5 {
			continue
		}
		carriers++
		b.Units = append(b.Units, rules.Unit{Capacity: len(group), Order: len(b.Units)}.As(f.ID, rules.US, f.Counter, false).At(rules.ZoneUSOcean))
		for _, typ := range group {
			b.Units = append(b.Units, rules.Unit{Carrier: f.ID, Order: len(b.Units)}.As(fmt.Sprintf("%s/%s#%d", f.ID, typ, len(b.Units)), rules.US, rules.CounterKey(rules.US, typ), true))
		}
	}
	if carriers == 0 {
		t.Fatal("no 1945 carrier carries five aircraft: the test needs one")
	}
	l := computeLayout(g, b)
	at := map[string]ui.Rect{}
	for _, pl := range l.units {
		at[pl.u.ID()] = pl.r
	}
	var box ui.Rect
	for _, gr := range l.groups {
		if gr.zone == rules.ZoneUSOcean && gr.label == "Ships" {
			box = gr.r
		}
	}
	minis := 0
	for _, pl := range l.units {
		if !pl.mini {
			continue
		}
		minis++
		cv := at[pl.u.Carrier]
		if px := pl.r.W * 1366 / scenes.DesignWidth; px < 26 || pl.r.W < 0.6*cv.W {
			t.Errorf("%s aboard is %.0f units (%.0f pixels at 1366x768), its carrier %.0f", pl.u.ID(), pl.r.W, px, cv.W)
		}
		// Two rows of them, from the carrier's top (its cell's height).
		if pl.r.Bottom() > cv.Y+2*aboardSize(cv.W)+2+0.5 || pl.r.X < cv.Right() || !box.Encloses(pl.r) {
			t.Errorf("%s is drawn at %v: below its carrier's two rows (%v) or out of the Ships' box %v", pl.u.ID(), pl.r, cv, box)
		}
	}
	if minis != 5*carriers {
		t.Errorf("%d aircraft aboard drawn, want %d", minis, 5*carriers)
	}
}

// TestShipsPlacedBesideTheLastAwaiting: with every US Ship but one placed in
// the US Ocean, the Ships box wraps beside the one still awaiting placement
// rather than shrinking to a single row over it: at the design size (a
// 1366x768 window drawn smaller) the Ships' counters stayed 34 units wide,
// 29 pixels, their values unreadable. The position: the 1942 Campaign's
// Ships in Hawaii sent to the Gilbert Islands in the first turn.
func TestShipsPlacedBesideTheLastAwaiting(t *testing.T) {
	g := gilbertCarrierBattle(t)
	apply := func(d rules.Decision) {
		t.Helper()
		if _, err := g.Apply(d); err != nil {
			t.Fatalf("%+v: %v", d, err)
		}
	}
	// Every Ship to the US Ocean; the Submarine, asked apart, is left.
	for p := g.Pending(); p.Battle != nil && p.Battle.Kind == rules.AskPlaceShip; p = g.Pending() {
		var d rules.Decision
		for _, o := range p.Options {
			if o.Zone == rules.ZoneUSOcean {
				d = o
			}
		}
		if d.Zone == "" {
			t.Fatalf("%s may not go to the US Ocean: the test needs it", p.Battle.Force)
		}
		apply(d)
	}
	l := computeLayout(g, g.Battle)
	var ships8 *group
	for i := range l.groups {
		if gr := &l.groups[i]; gr.side == rules.US && gr.zone == rules.ZoneUSOcean && gr.label == "Ships" {
			ships8 = gr
		}
	}
	var waiting *group
	for i := range l.groups {
		if gr := &l.groups[i]; gr.side == rules.US && gr.label == "Awaiting placement" {
			waiting = gr
		}
	}
	if ships8 == nil || len(ships8.units) < 8 || waiting == nil || len(waiting.units) != 1 {
		t.Fatalf("the US Ocean shows no Ships box of 8 or more beside one US Force awaiting placement")
	}
	if ships8.r.Right() > waiting.r.X || ships8.r.Y != waiting.r.Y {
		t.Errorf("the Ships box %v and the one awaiting %v are not side by side", ships8.r, waiting.r)
	}
	for _, pl := range l.units {
		if pl.u.Side() == rules.US && pl.u.Pos() == rules.ZoneUSOcean && !pl.mini && pl.r.W < 40 {
			t.Errorf("%s is drawn %.0f units wide in the US Ocean, want 40 or more", pl.u.ID(), pl.r.W)
		}
	}
}

// TestAircraftSentLeaveTheirRoomToTheShips: once Move US Aircraft is over,
// a carrier whose aircraft all fly no longer keeps their room beside it,
// and the sizes between the coarse ones are tried: in the Dogfight of a
// carrier battle at the design size (a 1366x768 window drawn smaller), the
// US Ocean's nine Ships and eight aircraft in the air were drawn 29 units
// wide (25 pixels).
func TestAircraftSentLeaveTheirRoomToTheShips(t *testing.T) {
	g := gilbertCarrierBattle(t)
	for i := 0; ; i++ {
		p := g.Pending()
		if i > 200 || p.Battle == nil {
			t.Fatalf("the battle never asks a Dogfight Hit with the US aircraft in the air (asks %q)", p.Prompt)
		}
		if p.Battle.Kind == rules.AskAllocateHit && p.Battle.Zone == rules.ZoneUSOcean {
			break
		}
		d := p.Options[0]
		for _, o := range p.Options {
			if o.Kind == rules.DoDone { // no plans bought; the aircraft fly where they are
				d = o
			}
		}
		if _, err := g.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	l := computeLayout(g, g.Battle)
	flying, ships := 0, 0
	for _, pl := range l.units {
		if pl.u.Side() != rules.US || pl.u.Pos() != rules.ZoneUSOcean || pl.mini {
			continue
		}
		if pl.u.CBA() {
			flying++
		} else {
			ships++
		}
		if pl.r.W < 36 {
			t.Errorf("%s is drawn %.0f units wide in the US Ocean, want 36 or more", pl.u.ID(), pl.r.W)
		}
	}
	if flying < 6 || ships < 8 {
		t.Fatalf("the US Ocean holds %d Ships and %d aircraft in the air: the test needs a crowd", ships, flying)
	}
}

// gilbertCarrierBattle is the 1942 Campaign's first turn with the Ships in
// Hawaii sent to the Gilbert Islands, where Japan's carriers come: its
// battle begun, the US Ships to place.
func gilbertCarrierBattle(t *testing.T) *rules.Game {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	apply := func(d rules.Decision) {
		t.Helper()
		if _, err := g.Apply(d); err != nil {
			t.Fatalf("%+v: %v", d, err)
		}
	}
	apply(rules.Decision{Kind: rules.DoDone}) // US Resupply
	apply(rules.Decision{Kind: rules.DoDone}) // US Scouting
	var ships []string
	for _, f := range g.In(rules.Hawaii, rules.US) {
		if g.Kind(f) == rules.KindShip {
			ships = append(ships, f.ID)
		}
	}
	apply(rules.Decision{Kind: rules.DoMove, Forces: ships, Area: "Gilbert Islands"})
	apply(rules.Decision{Kind: rules.DoDone}) // US Movement
	for i := 0; g.Asks() != rules.AskChooseBattle; i++ {
		if i > 100 || g.Over {
			t.Fatalf("no battle to resolve (the game asks %s)", g.Asks())
		}
		apply(g.Pending().Options[0])
	}
	for _, d := range g.Pending().Options {
		if d.Area == "Gilbert Islands" {
			apply(d)
		}
	}
	if g.Battle == nil || g.Battle.Area != "Gilbert Islands" {
		t.Fatal("no battle in the Gilbert Islands")
	}
	return g
}

// TestEscortsAwaitingGoBesideTheCarriers: Japanese placement with the four
// carriers placed in the Japanese Ocean and nine Escorts awaiting (playtest
// 08 showed the nine in one row of small counters under the four, the row
// above half empty). In a 1366x768 window, at 100% and as drawn at 77%
// (a canvas of 1774x997), the Escorts go beside the carriers, wrapped into
// rows, and every counter of the side is at least 46 units.
func TestEscortsAwaitingGoBesideTheCarriers(t *testing.T) {
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	b := &rules.Battle{Area: "Borneo"}
	cv, esc := 0, 0
	for _, f := range g.Forces {
		c := g.Counter(&f)
		if f.Side != rules.Japan || c.Kind() != rules.KindShip {
			continue
		}
		switch {
		case c.IsCarrier() && cv < 4:
			b.Units = append(b.Units, rules.Unit{Order: len(b.Units)}.As(f.ID, rules.Japan, f.Counter, false).At(rules.ZoneJapaneseOcean))
			cv++
		case !c.IsCarrier() && esc < 9:
			b.Units = append(b.Units, rules.Unit{Order: len(b.Units)}.As(f.ID, rules.Japan, f.Counter, false))
			esc++
		}
	}
	for _, c := range []ui.Rect{{W: 1600, H: 900}, {W: 1774, H: 997}} {
		fr := frameFor(c, 0)
		l := fr.computeLayout(g, b)
		var ships, waiting ui.Rect
		for _, gr := range l.groups {
			if gr.zone != rules.ZoneJapaneseOcean || gr.side != rules.Japan {
				continue
			}
			switch gr.label {
			case "Ships":
				ships = gr.r
			case "Awaiting placement":
				waiting = gr.r
			}
		}
		if waiting.X < ships.Right() || waiting.Y > ships.Y {
			t.Errorf("canvas %vx%v: the Escorts awaiting at %v are not beside the carriers at %v", c.W, c.H, waiting, ships)
		}
		for _, pl := range l.units {
			if pl.u.Side() == rules.Japan && pl.r.W < 46 {
				t.Errorf("canvas %vx%v: %s drawn %.0f units", c.W, c.H, pl.u.ID(), pl.r.W)
			}
		}
	}
}
