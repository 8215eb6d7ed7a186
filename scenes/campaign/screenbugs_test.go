package campaign

import (
	"fmt"
	"unicode"

	"bytes"
	"nimitz/scenes"
	"nimitz/scenes/battle"
	"nimitz/scenes/ui"
	"nimitz/sim"
	"time"

	"nimitz/savegame"

	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"testing"

	"nimitz/rules"
)

// Shift-click on a second US stack adds it to the selection, even where the
// selection could legally move (bug 1: it moved the Forces there instead).
func TestShiftClickAddsAStackEvenOnALegalDestination(t *testing.T) {
	for _, how := range []string{"stack", "marker"} {
		t.Run(how, func(t *testing.T) {
			p := newPlayer(t, 2)
			toMovement(t, p)
			p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
			fromHawaii := p.s.sel.Len()
			if fromHawaii == 0 {
				t.Fatal("clicking the Hawaii stack selected nothing")
			}
			if err := p.s.sel.WhyNot(rules.WestCoast); !p.s.sel.CanGo(rules.WestCoast) {
				t.Fatalf("the West Coast is not a legal destination of the Hawaii stack (%v): the test needs one", err)
			}
			sp := p.g().SupplyPoints
			p.in.ShiftHeld = true
			if how == "stack" {
				p.clickRect(p.s.stackRectOf(rules.WestCoast, rules.US))
			} else {
				p.clickArea(rules.WestCoast)
			}
			p.in.ShiftHeld = false
			p.settle()
			if p.g().SupplyPoints != sp {
				t.Errorf("Shift-click spent %d Supply Points, want none", sp-p.g().SupplyPoints)
			}
			for _, f := range p.g().In(rules.Hawaii, rules.US) {
				if f.MovedFrom != "" {
					t.Errorf("%s moved on a Shift-click", f.ID)
				}
			}
			fromWC := 0
			for _, f := range p.g().In(rules.WestCoast, rules.US) {
				if p.s.sel.Has(f.ID) {
					fromWC++
				}
			}
			if fromWC == 0 || p.s.sel.Len() != fromHawaii+fromWC {
				t.Errorf("selection has %d Forces (%d of the West Coast), want the %d of Hawaii and the West Coast's", p.s.sel.Len(), fromWC, fromHawaii)
			}
		})
	}
}

// Z takes back the last move with all its Forces, and only that move (bug 5:
// it took back one Force a press).
func TestZUndoesTheWholeLastMove(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	sp := p.g().SupplyPoints
	// A first move: the West Coast's Forces to Alaska.
	p.clickRect(p.s.stackRectOf(rules.WestCoast, rules.US))
	first := p.s.sel.IDs(p.s.g)
	p.clickArea("Alaska")
	p.settle()
	if len(first) == 0 || p.g().Force(first[0]).Area != "Alaska" {
		t.Fatalf("the first move (%v) did not reach Alaska", first)
	}
	// The last move: every Force of Hawaii that can go to the West Coast.
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	moved := p.s.sel.IDs(p.s.g)
	p.clickArea(rules.WestCoast)
	p.settle()
	if p.s.confirm != nil {
		// Hawaii emptied loses the campaign: the move is asked first.
		p.key(ebiten.KeyEnter)
		p.settle()
	}
	if len(moved) < 2 || p.g().Force(moved[0]).Area != rules.WestCoast {
		t.Fatalf("the move of %d Forces from Hawaii did not happen", len(moved))
	}
	p.key(ebiten.KeyZ)
	p.settle()
	for _, id := range moved {
		if f := p.g().Force(id); f.Area != rules.Hawaii || f.MovedFrom != "" {
			t.Errorf("after one Z %s is in %s, want back in Hawaii", id, f.Area)
		}
	}
	for _, id := range first {
		if f := p.g().Force(id); f.Area != "Alaska" {
			t.Errorf("one Z also took back the earlier move of %s", id)
		}
	}
	if want := sp - len(first); p.g().SupplyPoints != want {
		t.Errorf("%d Supply Points after Z, want %d", p.g().SupplyPoints, want)
	}
	p.key(ebiten.KeyZ)
	p.settle()
	if p.g().SupplyPoints != sp || p.g().Force(first[0]).Area != rules.WestCoast {
		t.Errorf("a second Z left %d Supply Points and %s in %s, want %d and the West Coast", p.g().SupplyPoints, first[0], p.g().Force(first[0]).Area, sp)
	}
}

// The status line explains what the cursor is over, and no longer once it
// has left (bug 6: "Cannot move there..." stayed).
func TestStatusGoesWhenTheCursorLeaves(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	p.in.MoveTo(p.s.markerAt("Japan"))
	p.tick()
	if !strings.HasPrefix(p.s.note.Text, "Cannot move there") {
		t.Fatalf("hovering Japan says %q, want why the Forces cannot go", p.s.note.Text)
	}
	// Over the open sea, away from every area, stack and button.
	ex, ey := emptySpot(t, p)
	p.in.MoveTo(ex, ey)
	p.tick()
	if p.s.note.Text != "" {
		t.Errorf("with the cursor on the open sea the status still says %q", p.s.note.Text)
	}
	// A refused click's message stays while the cursor is on what was
	// clicked, and goes when it leaves.
	p.clickArea("Japan")
	if p.s.note.Text == "" || !p.s.note.Bad {
		t.Fatalf("a refused move says nothing")
	}
	p.tick()
	if p.s.note.Text == "" {
		t.Errorf("the refusal vanished with the cursor still on Japan")
	}
	p.in.MoveTo(ex, ey)
	p.tick()
	if p.s.note.Text != "" {
		t.Errorf("the refusal %q stayed after the cursor left Japan", p.s.note.Text)
	}
}

// emptySpot is a point of the map over nothing the cursor can point at.
func emptySpot(t *testing.T, p *player_) (float64, float64) {
	t.Helper()
	p.s.layout()
	for y := mapRect.Y + 20; y < mapRect.Y+mapRect.H; y += 10 {
		for x := mapRect.X + 20; x < mapRect.X+mapRect.W; x += 10 {
			if p.s.cursor.at(x, y).kind == spotNone {
				return x, y
			}
		}
	}
	t.Fatal("the map has no empty spot")
	return 0, 0
}

// Buying an escort carrier group in 1945 is logged as "buys CVE Gp 2", not
// "CVE CVE Gp 2" (bug 10).
func TestLogSaysAForceTypeOnce(t *testing.T) {
	sess, evs, err := savegame.NewSession(rules.Options{Year: 1945, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	p := newPlayer(t, 1)
	if p.s, err = New(sess, evs); err != nil {
		t.Fatal(err)
	}
	p.ctx.Play(sess)
	p.tick()
	idx, box := -1, p.s.reinforcementBox()
	for i, f := range box {
		if p.g().Counter(f).Type == rules.CVE && p.g().Check(rules.Decision{Kind: rules.DoBuy, Force: f.ID}) == nil {
			idx = i
		}
	}
	if idx < 0 {
		t.Fatal("no CVE to buy in the 1945 US Reinforcements box")
	}
	p.clickRect(p.s.lay.usBoxSlot(idx, len(box))) // 29 Forces: the box's smaller counters
	last := p.s.log.entries[len(p.s.log.entries)-1].Text
	if !strings.Contains(last, "buys CVE Gp") || strings.Contains(last, "CVE CVE") {
		t.Errorf("buying an escort carrier group is logged %q", last)
	}
}

// battlesEverywhere makes every area holding Japanese Forces and next to a
// US stack a battle, by moving one US Force in, and stands the game at the
// choice of the next battle. It returns the battles.
func battlesEverywhere(t *testing.T, g *rules.Game, want int) []string {
	t.Helper()
	var battles []string
	for _, a := range g.Data().Map.Areas {
		if len(battles) == want {
			break
		}
		if len(g.In(a.Name, rules.Japan)) == 0 {
			continue
		}
		if len(g.In(a.Name, rules.US)) == 0 {
			for i := range g.Forces {
				f := &g.Forces[i]
				if f.Side == rules.US && f.Where == rules.OnMap && g.Kind(f) == rules.KindShip && len(g.In(f.Area, rules.US)) > 1 {
					f.Area = a.Name
					break
				}
			}
		}
		if len(g.In(a.Name, rules.US)) > 0 {
			battles = append(battles, a.Name)
		}
	}
	if len(battles) != want {
		t.Fatalf("built %d battles, want %d", len(battles), want)
	}
	g.Step, g.Battles, g.Battle = rules.StepBattles, battles, nil
	return battles
}

// Every battle the engine offers has a button the player can reach, inside
// the panel and clear of the status line (bug 2: 6 battles, 5 buttons).
func TestEveryChoiceHasAButton(t *testing.T) {
	p := newPlayer(t, 1)
	battles := battlesEverywhere(t, p.g(), 8)
	p.tick()
	if got := len(p.s.pending().Options); got != len(battles) {
		t.Fatalf("the engine offers %d battles, want %d", got, len(battles))
	}
	seen := map[string]bool{}
	for page := 0; page < 10; page++ {
		p.s.layout()
		bs := p.s.buttons()
		more := -1
		for i, b := range bs {
			r := buttonRect(i, len(bs))
			if r.Y < actionRect.Y || r.Bottom() > actionRect.Bottom()-statusRoom {
				t.Errorf("button %q is at %v, outside the panel's room (%v)", b.label, r, actionRect)
				continue
			}
			if h := p.s.cursor.at(r.CX(), r.CY()); h.kind != spotButton || h.button != i {
				t.Errorf("button %q cannot be clicked", b.label)
			}
			if area, ok := strings.CutPrefix(b.label, "Battle: "); ok {
				seen[area] = true
			} else if strings.HasPrefix(b.label, "More choices") {
				more = i
			}
		}
		if more < 0 {
			break
		}
		r := buttonRect(more, len(bs))
		p.clickRect(r)
	}
	for _, a := range battles {
		if !seen[a] {
			t.Errorf("no button for the battle in %s", a)
		}
	}
	// The last battle's button works.
	last := battles[len(battles)-2]
	for page := 0; page < 10 && p.g().Battle == nil; page++ {
		p.s.layout()
		bs := p.s.buttons()
		for i, b := range bs {
			if b.label == "Battle: "+last {
				p.clickRect(buttonRect(i, len(bs)))
				break
			}
		}
		if p.g().Battle == nil {
			p.key(ebiten.KeyTab)
		}
	}
	if p.g().Battle == nil || p.g().Battle.Area != last {
		t.Errorf("pressing the button of the battle in %s did not start it", last)
	}
}

// A game saved in the middle of a battle opens on the battle board with the
// battle's log so far (bug 4: the log was empty).
func TestLoadedBattleShowsItsLog(t *testing.T) {
	sess, _, err := savegame.NewSession(rules.Options{Year: 1942, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", 2)
	if err != nil {
		t.Fatal(err)
	}
	g := sess.Game()
	// Play on until a battle has run a Battle Turn and asks a question.
	for i := 0; !(g.Battle != nil && g.Battle.Turn >= 1 && g.Asks() == rules.AskBattle); i++ {
		if i > 5000 || g.Over {
			t.Fatal("no battle under way")
		}
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := sess.Apply(d); err != nil {
			t.Fatal(err)
		}
		g = sess.Game()
	}
	area := g.Battle.Area
	raw, err := savegame.Marshal(sess, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	loaded, err := savegame.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	m, err := New(loaded.Session, nil)
	if err != nil {
		t.Fatal(err)
	}
	in := &ui.Script{}
	ctx, err := scenes.NewSessionTestContext(loaded.Session, in)
	if err != nil {
		t.Fatal(err)
	}
	next := m.flowNext(ctx)
	b, ok := next.(*battle.Scene)
	if !ok {
		t.Fatalf("the loaded game opens on %T, want the battle board", next)
	}
	log := b.Log()
	if len(log) == 0 {
		t.Fatal("the battle log of the loaded game is empty")
	}
	if log[0].Kind != rules.EvBattleStart || log[0].Area != area {
		t.Errorf("the log starts with %q, want the start of the battle in %s", log[0].Text, area)
	}
	for _, e := range log {
		if e.Step != rules.StepBattles {
			t.Errorf("the battle log holds %q, from %s", e.Text, e.Step)
		}
	}
}

// While Japan's Orders are animated, the action panel names Japanese Orders
// and the top bar shows the points as they stood, though the engine is
// already further on (bug 3: "RESOLVE BATTLES" over Japan's moves).
func TestPanelShowsTheMomentAnimated(t *testing.T) {
	p := newPlayer(t, 4)
	toMovement(t, p)
	rp, sp := p.g().ReinforcementPoints, p.g().SupplyPoints
	p.endStep(ebiten.KeyEnter)
	if p.g().Step == rules.StepOrders {
		t.Fatal("the engine stopped in Japanese Orders: the test needs it further on")
	}
	orders := 0
	for i := 0; i < 100000 && p.s.anim.busy(); i++ {
		e := p.s.anim.queue[p.s.anim.cur]
		if e.Step == rules.StepOrders {
			orders++
			step, turn := p.s.panelTitle()
			if want := strings.ToUpper(string(rules.StepOrders)); step != want {
				t.Fatalf("while %q plays the panel says %s, want %s", e.Text, step, want)
			}
			if turn != p.g().Data().Setup.Turns[e.Turn-1] {
				t.Fatalf("while %q plays the panel says %s", e.Text, turn)
			}
			if r, s := p.s.anim.pointsShown(p.s.g); r != rp || s != sp {
				t.Fatalf("while %q plays the points shown are %d/%d, want %d/%d as they stood", e.Text, r, s, rp, sp)
			}
		}
		p.tick()
	}
	if orders == 0 {
		t.Fatal("no Japanese Orders were animated")
	}
	step, _ := p.s.panelTitle()
	if want := strings.ToUpper(string(p.g().Step)); step != want {
		t.Errorf("after the animation the panel says %s, want the engine's %s", step, want)
	}
}

// The action panel's prompt starts with a capital once the step's name is
// left off it (bug 10: "buy Forces and repair Damaged ones").
func TestPanelPromptStartsWithACapital(t *testing.T) {
	p := newPlayer(t, 1)
	seen := 0
	for step := 0; step < 3; step++ {
		pr := p.s.panelPrompt()
		if pr == "" {
			t.Fatalf("no prompt in %s", p.g().Step)
		}
		if r := []rune(pr)[0]; unicode.IsLower(r) {
			t.Errorf("in %s the panel asks %q", p.g().Step, pr)
		}
		seen++
		p.endStep(ebiten.KeyEnter)
		p.settle()
	}
	if seen != 3 {
		t.Fatalf("read %d prompts", seen)
	}
}

// TestChosenStackIsNoRefusedMove: a click on the Hawaii stack chooses its
// Forces, and the cursor is still there. The status line said in red
// "Cannot move there: CV Lexington is already in Hawaiian Islands", as if
// the click had been refused; it says what was chosen and what to do next.
func TestChosenStackIsNoRefusedMove(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	r := p.s.stackRectOf(rules.Hawaii, rules.US)
	p.clickRect(r)
	p.in.MoveTo(r.CX(), r.CY())
	p.tick()
	n := p.s.sel.Len()
	if n == 0 {
		t.Fatal("clicking the Hawaii stack chose nothing")
	}
	want := fmt.Sprintf("%d Forces chosen in %s: click a lit area", n, rules.Hawaii)
	if p.s.note.Bad || !strings.Contains(p.s.note.Text, want) {
		t.Errorf("over the stack just chosen the status says %q (bad %v), want %q", p.s.note.Text, p.s.note.Bad, want)
	}
}
