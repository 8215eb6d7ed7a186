package tutorial

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/battle"
	"nimitz/scenes/campaign"
	"nimitz/scenes/reference"
	"nimitz/scenes/scenetest"
	"nimitz/scenes/tutorial/lesson"
	"nimitz/scenes/ui"
)

// TestMain runs the tests inside Ebitengine's game loop, so they may draw.
func TestMain(m *testing.M) { os.Exit(scenetest.Main(m)) }

// titleScreen stands for the title screen the tutorial leaves to.
type titleScreen struct{}

func (titleScreen) Update(*scenes.Context) error        { return nil }
func (titleScreen) Draw(*ebiten.Image, *scenes.Context) {}

// player clicks through the tutorial with a scripted mouse.
type player struct {
	t   *testing.T
	in  *ui.Script
	ctx *scenes.Context
	tut *Scene
	// next is the scene the tutorial switched to (leaving, taking over).
	next scenes.Scene
	// m runs the tutorial when it is played as in the game, with the
	// manager's own keys (nil: the tutorial's Update alone).
	m *scenes.Manager
}

func newPlayer(t *testing.T) *player {
	t.Helper()
	in := &ui.Script{}
	ctx, err := scenes.NewTestContext(nil, in)
	if err != nil {
		t.Fatal(err)
	}
	ctx.Settings.AnimationSpeed = 0
	p := &player{t: t, in: in, ctx: ctx, tut: New(func() scenes.Scene { return titleScreen{} })}
	p.tick()
	if p.tut.lesson == nil {
		t.Fatalf("the tutorial did not start: %s", p.tut.err)
	}
	p.settle()
	return p
}

// tick runs one Update with the queued input; a scene switch is caught.
func (p *player) tick() {
	p.t.Helper()
	if p.m != nil {
		if err := p.m.Update(); err != nil {
			p.t.Fatal(err)
		}
		if cur := p.m.Current(); cur != scenes.Scene(p.tut) {
			p.next = cur
		}
		p.in.EndTick()
		return
	}
	next, err := p.ctx.Host(func() error { return p.tut.Update(p.ctx) })
	if err != nil {
		p.t.Fatal(err)
	}
	if next != nil {
		p.next = next
	}
	p.in.EndTick()
}

// settle runs Updates until the board stops moving.
func (p *player) settle() {
	p.t.Helper()
	for i := 0; i < 3000 && !p.tut.Settled(); i++ {
		p.tick()
	}
	if !p.tut.Settled() {
		p.t.Fatal("the board never settles")
	}
	p.tick()
}

// click clicks the middle of r (design units are screen pixels here).
func (p *player) click(r ui.Rect) {
	p.t.Helper()
	p.in.Click(r.CX(), r.CY())
	p.tick()
	p.settle()
}

// coach is the coach's button with label.
func (p *player) coach(label string) ui.Rect {
	p.t.Helper()
	for i, b := range p.tut.buttons.Items {
		if b.Label == label {
			return p.tut.buttons.Grid.Rect(i, len(p.tut.buttons.Items))
		}
	}
	p.t.Fatalf("no %s button on the coach", label)
	return ui.Rect{}
}

// advance makes the step's click: Next for a step that explains, else what
// the coach lights, one click at a time, until the step changes.
func (p *player) advance() {
	p.t.Helper()
	p.settle()
	at, _ := p.tut.Step()
	st := p.tut.current()
	for tries := 0; tries < 20; tries++ {
		if !st.Acts() && !st.Continue {
			p.click(p.coach(labelNext))
		} else {
			h, ok := p.tut.Hint()
			if !ok {
				p.t.Fatalf("step %d (%s): nothing is lit for %+v on %T", at+1, st.Say, st.Do, p.tut.inner)
			}
			p.in.ShiftHeld = h.Shift
			p.click(h.R)
			p.in.ShiftHeld = false
		}
		if now, _ := p.tut.Step(); now != at {
			return
		}
	}
	p.t.Fatalf("step %d (%s) does not move on after 20 clicks; the coach says %q", at+1, st.Say, p.tut.msg)
}

// checkpoint is a moment of the Extended Example the board must match: the
// rulebook's words and a check of the game against them.
type checkpoint struct {
	quote string
	// after: the check runs once this many decisions have been made.
	after func(l *lesson.Lesson) int
	check func(t *testing.T, g *rules.Game, history []rules.Event)
}

// decisionsUpTo counts the decisions of the lesson up to the nth (1-based)
// step whose decision is of kind and concerns what (a Force, an area, a
// plan; "" for any).
func decisionsUpTo(kind rules.DecisionKind, what string, nth int) func(l *lesson.Lesson) int {
	return func(l *lesson.Lesson) int {
		n, seen := 0, 0
		for _, st := range l.Steps {
			if !st.Acts() {
				continue
			}
			n++
			d := st.Do
			if d.Kind == kind && (what == "" || d.Force == what || d.Area == what || slices.Contains(d.Plans, what) || slices.Contains(d.Forces, what)) {
				seen++
				if seen == nth {
					return n
				}
			}
		}
		return -1
	}
}

func jp(name string) string { return rules.CounterKey(rules.Japan, name) }
func us(name string) string { return rules.CounterKey(rules.US, name) }

// at checks a Force's area.
func at(t *testing.T, g *rules.Game, area string, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if f := g.Force(id); f == nil || f.Where != rules.OnMap || f.Area != area {
			t.Errorf("%s is not in %s (%+v)", id, area, f)
		}
	}
}

// unit is a Force on the Battle Sheet.
func unit(t *testing.T, g *rules.Game, id string) *rules.Unit {
	t.Helper()
	for i := range g.Battle.Units {
		if u := &g.Battle.Units[i]; u.ID() == id {
			return u
		}
	}
	t.Fatalf("%s is not in the battle", id)
	return nil
}

// japaneseBattalions are the Japanese Battalions in the Solomon Islands.
func japaneseBattalions(g *rules.Game) []*rules.Force {
	var out []*rules.Force
	for _, f := range g.In("Solomon Islands", rules.Japan) {
		if g.Counter(f).Type == rules.Battalion {
			out = append(out, f)
		}
	}
	return out
}

// checkpoints are the Extended Example's moments the tutorial's board must
// match, each with the passage it checks.
func checkpoints() []checkpoint {
	return []checkpoint{
		{
			quote: "I spend all 7 of my Reinforcement points as well as 2 of my Supply Points, leaving me 18 Supply Points. I place the Hornet and 1st Marine in the West Coast, and RAAF BG 2 in Australia.",
			after: decisionsUpTo(rules.DoBuy, us("RAAF BG 2"), 1),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				if g.ReinforcementPoints != 0 || g.SupplyPoints != 18 {
					t.Errorf("points %d/%d, want 0/18", g.ReinforcementPoints, g.SupplyPoints)
				}
				at(t, g, rules.WestCoast, us("Hornet"), us("1st Marine"))
				at(t, g, rules.Australia, us("RAAF BG 2"))
			},
		},
		{
			quote: "I decide to Scout the Japanese Forces in the Philippines once, and their Forces in Japan twice. I spend 3 Supply points to do so.",
			after: decisionsUpTo(rules.DoScout, rules.JapanArea, 2),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				if g.SupplyPoints != 15 || len(g.Scouting) != 3 {
					t.Errorf("%d Supply Points, %d Scouting counters; want 15 and 3", g.SupplyPoints, len(g.Scouting))
				}
			},
		},
		{
			quote: "I move all 6 Forces to Borneo and place an “In Transit” counter on them. … I place these 8 Forces in a separate stack by Japan … I also place a Resupply counter … I take the top 3 Ships: Kaga, Akagi, Hiei/Kirishima and 1 Infantry … I move the 4 Forces next to Midway, place the Battalion on a Japanese Transport",
			after: decisionsUpTo(rules.DoDone, "", 2),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				for _, id := range []string{jp("Myoko/Haguro"), jp("Ashigara/Nachi"), jp("Destroyer Gp 6"), jp("16th Inf"), jp("14 Sentai"), jp("3 Kokutai")} {
					if f := g.Force(id); f.Area != "Borneo" || !f.InTransit {
						t.Errorf("%s in %s (In Transit %v), want In Transit in Borneo", id, f.Area, f.InTransit)
					}
				}
				if !g.Force(jp("16th Inf")).OnTransport {
					t.Error("the 16th Inf is not on a Transport")
				}
				for _, id := range []string{jp("Soryu"), jp("Shoho"), jp("Nagato/Mutsu"), jp("Tone/Chikuma"), jp("Destroyer Gp 1"), jp("Sub Gp 1")} {
					if f := g.Force(id); f.Area != rules.JapanArea || !f.InTransit {
						t.Errorf("%s does not hold In Transit in Japan", id)
					}
				}
				if g.Resupply != 1 {
					t.Errorf("%d Resupply counters, want 1", g.Resupply)
				}
				at(t, g, "Midway Island", jp("Kaga"), jp("Akagi"), jp("Hiei/Kirishima"))
				if n := len(g.In("Midway Island", rules.Japan)); n != 4 {
					t.Errorf("Midway holds %d Japanese Forces, want 4", n)
				}
			},
		},
		{
			quote: "I move the Lexington, Chester/Louisville, DESRON 1, and the 11th BG from the Hawaiian Islands to Midway. … I also move the 2 Battalions on the West Coast to Midway, and place them on Transports … I move the Enterprise, Chicago/Northampton, DESRON 2, the 18th FG, and the 28th BG to the Solomon Islands … I also move MAG 21 and RAAF BG 1 to Borneo for a cost of 2.",
			after: decisionsUpTo(rules.DoMove, us("MAG 21"), 1),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				at(t, g, "Midway Island", us("Lexington"), us("Chester/Louisville"), us("DESRON 1"), us("11th BG"))
				at(t, g, "Solomon Islands", us("Enterprise"), us("Chicago/Northampton"), us("DESRON 2"), us("18th FG"), us("28th BG"))
				at(t, g, "Borneo", us("MAG 21"), us("RAAF BG 1"))
				bns := 0
				for _, f := range g.In("Midway Island", rules.US) {
					if g.Counter(f).Type == rules.Battalion && f.OnTransport {
						bns++
					}
				}
				if bns != 2 {
					t.Errorf("%d US Battalions on Transports at Midway, want 2", bns)
				}
				if g.SupplyPoints != 2 {
					t.Errorf("%d Supply Points left, want 2 (15 - 4 - 2 - 5 - 2)", g.SupplyPoints)
				}
			},
		},
		{
			quote: "I start with the Carolines and roll a 4 - South. … I move the Furutaka/Kako, Aoba/Kinugasa, Destroyer Gp 5, 1 Battalion … to the Solomon Islands. … I roll again for the Carolines, 7 - Join a Battle. … I move Destroyer Group 4, Sub Group 3, and 1 Battalion (from the Battalion box) to Midway.",
			after: decisionsUpTo(rules.DoOrdersArea, "Caroline Islands", 1),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				at(t, g, "Solomon Islands", jp("Furutaka/Kako"), jp("Aoba/Kinugasa"), jp("Destroyer Gp 5"))
				at(t, g, "Midway Island", jp("Destroyer Gp 4"), jp("Sub Gp 3"))
				if n := len(japaneseBattalions(g)); n != 1 {
					t.Errorf("%d Japanese Battalions in the Solomons, want 1", n)
				}
			},
		},
		{
			quote: "I proceed to the other Japanese Areas and roll Orders to resolve the movement for all of their Forces. During this time, the Hiryu moves to the Solomon Islands. … Time to resolve the Battles!",
			after: decisionsUpTo(rules.DoChooseBattle, "", 1),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				for _, a := range []string{"Borneo", "New Guinea", "Midway Island"} {
					if !slices.Contains(g.Battles, a) {
						t.Errorf("no battle left in %s (%v)", a, g.Battles)
					}
				}
				if g.Battle == nil || g.Battle.Area != "Solomon Islands" {
					t.Fatal("the Solomon Islands battle did not begin")
				}
				unit(t, g, jp("Hiryu"))
			},
		},
		{
			quote: "The Hiryu must go in the Japanese Ocean Area. … Destroyer Group 5, also goes in the Japanese Ocean Area. … the Aoba, goes in the Coastal Area … so the Furutaka goes to the Coastal Area. … I also place an Airfields “2” counter … I roll a “4” for Battle Turns, so the Battle will last 2 Turns.",
			after: decisionsUpTo(rules.DoBuyPlan, rules.PlanFurball, 1),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				for id, zone := range map[string]string{jp("Hiryu"): rules.ZoneJapaneseOcean, jp("Destroyer Gp 5"): rules.ZoneJapaneseOcean,
					jp("Aoba/Kinugasa"): rules.ZoneCoastal, jp("Furutaka/Kako"): rules.ZoneCoastal,
					us("Enterprise"): rules.ZoneUSOcean, us("DESRON 2"): rules.ZoneUSOcean, us("Chicago/Northampton"): rules.ZoneCoastal} {
					if u := unit(t, g, id); u.Pos() != zone {
						t.Errorf("%s placed in %q, want %q", id, u.Pos(), zone)
					}
				}
				b := g.Battle
				if b.USAirfields != 2 || b.TurnsLeft != 2 || b.PlanDraws != 2 {
					t.Errorf("airfields %d, Battle Turns %d, plan draws %d; want 2, 2, 2", b.USAirfields, b.TurnsLeft, b.PlanDraws)
				}
			},
		},
		{
			quote: "I spend 1 Supply Point to get 3 more Points. I select: Furball (1), AAA (2), Anti-Aircraft (1), and Seabees (2). I begin the 1st Battle Turn by drawing 2 Japanese Battle Plans: No Contact and Ship Combat.",
			after: decisionsUpTo(rules.DoBuyPlan, rules.PlanSeabees, 1),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				want := []string{rules.PlanFurball, rules.PlanAAA, rules.PlanAntiAircraft, rules.PlanSeabees}
				if got := rules.PlanNames(g.Battle.USPlans); !slices.Equal(got, want) || g.SupplyPoints != 1 {
					t.Errorf("US plans %v with %d Supply Points, want %v and 1", got, g.SupplyPoints, want)
				}
			},
		},
		{
			quote: "I Destroy the Aoba. … reduce my Airfield from a 2 to 1. … which Damages the Furutaka … reducing it to a 0 … Damaging it [the Chicago]. … I move the Japanese Battalion to the Japanese Beaches … I Destroy the 18th FG and the 28th BG. … I draw 2 Japanese Battle Plans: Infantry Combat and Carrier Attack.",
			after: decisionsUpTo(rules.DoFly, us("Enterprise/SBD#2"), 2),
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				b := g.Battle
				if b.Turn != 2 || b.USAirfields != 0 {
					t.Errorf("Battle Turn %d, US Airfields %d; want 2 and 0", b.Turn, b.USAirfields)
				}
				if !unit(t, g, jp("Aoba/Kinugasa")).Lost() || !unit(t, g, jp("Furutaka/Kako")).Damaged() || !unit(t, g, us("Chicago/Northampton")).Damaged() {
					t.Error("want the Aoba Destroyed, the Furutaka and the Chicago Damaged")
				}
				for _, id := range []string{us("18th FG"), us("28th BG"), us("Enterprise/TBD#4")} {
					if !unit(t, g, id).Lost() {
						t.Errorf("%s is not Destroyed", id)
					}
				}
				for _, u := range b.Units {
					if u.Side() == rules.Japan && strings.Contains(u.ID(), "Battalion") && u.Pos() != "Beach" {
						t.Errorf("Japanese %s is in %q, not on the Beach", u.ID(), u.Pos())
					}
				}
				if !slices.Contains(b.JPActive, rules.JPPlanNamed(rules.PlanInfantryCombat)) || !slices.Contains(b.JPActive, rules.JPPlanNamed(rules.PlanCarrierAttack)) {
					t.Errorf("Japan's plans %v, want Infantry Combat and Carrier Attack", rules.PlanNames(b.JPActive))
				}
			},
		},
		{
			quote: "I Destroy the A6M. … I choose to inflict 2 Hits on the D3A, Destroying it. … Damaging the Hiryu. … Damaging the Enterprise. … Destroy their Battalion. … I Destroy the B5N … I Destroy the SBDs and F4F … This completes the Battle for the Solomon Islands.",
			after: func(l *lesson.Lesson) int {
				n, last := 0, -1
				for _, st := range l.Steps {
					if st.Acts() {
						n++
						if strings.HasPrefix(st.Part, "Solomon Islands") {
							last = n
						}
					}
				}
				return last
			},
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				if g.Battle != nil {
					t.Fatal("the battle is still on")
				}
				for id, damaged := range map[string]bool{us("Enterprise"): true, us("DESRON 2"): false, us("Chicago/Northampton"): true,
					jp("Hiryu"): true, jp("Destroyer Gp 5"): false, jp("Furutaka/Kako"): true} {
					if f := g.Force(id); f.Where != rules.OnMap || f.Area != "Solomon Islands" || f.Damaged != damaged {
						t.Errorf("%s: %s %s Damaged %v, want in the Solomons, Damaged %v", id, f.Where, f.Area, f.Damaged, damaged)
					}
				}
				for _, id := range []string{jp("Aoba/Kinugasa"), us("18th FG"), us("28th BG")} {
					if f := g.Force(id); f.Where == rules.OnMap {
						t.Errorf("%s survived", id)
					}
				}
				// The example's one Battalion is Destroyed; the one the
				// rules sent with the Hiryu is left on the Beach.
				if n := len(japaneseBattalions(g)); n != 1 {
					t.Errorf("%d Japanese Battalions left in the Solomons, want 1", n)
				}
				if g.Pending().Kind != rules.AskChooseBattle {
					t.Errorf("after the battle the game asks %s, want the next battle", g.Pending().Kind)
				}
			},
		},
		{
			quote: "I roll a die and add 3 due to the Resupply counters. I roll an 8, plus 3, minus 2 for the Damaged Hiryu and Furutaka, equals 9.",
			after: allDecisions,
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				// The roll is the example's; the modifiers are the game's
				// (its other battles went otherwise): a Resupply bonus and a
				// Damaged malus, as in the example, the Hiryu and the
				// Furutaka among the Damaged.
				if !reinforceRolled(history) {
					t.Error("no New Japanese Forces roll of 8, with a Resupply bonus and a Damaged malus, adding up")
				}
			},
		},
		{
			quote: "I flip the Hiryu and Furutaka to their full strength sides and place them at the bottom of the Japan Reinforcement Ship stack.",
			after: allDecisions,
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				for _, id := range []string{jp("Hiryu"), jp("Furutaka/Kako")} {
					f := g.Force(id)
					if f.Where != rules.InJPStack || f.Damaged || !slices.Contains(g.Stacks.Ships, id) {
						t.Errorf("%s is %s (Damaged %v), want full strength in the Ship stack", id, f.Where, f.Damaged)
					}
				}
				if n := len(g.Stacks.Ships); !slices.Contains(g.Stacks.Ships[max(0, n-4):], jp("Hiryu")) {
					t.Errorf("the Hiryu is not at the bottom of the Ship stack: %v", g.Stacks.Ships)
				}
			},
		},
		{
			quote: "I move the Ships in the 1942 to 1945 Return to Port box to be next to the Hawaiian Islands. I move all the surviving US Ships in the Solomon Islands, Australia, and Midway to the 1942 to 1945 Return to Port box.",
			after: allDecisions,
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				at(t, g, "Hawaiian Islands", us("Yorktown"), us("Saratoga"))
				for _, id := range []string{us("Enterprise"), us("Chicago/Northampton"), us("DESRON 2")} {
					if f := g.Force(id); f.Where != rules.InReturnToPort {
						t.Errorf("%s is %s %s, want in the Return to Port box", id, f.Where, f.Area)
					}
				}
			},
		},
		{
			quote: "I Hold 6 Areas, so I am not Replaced. This ends the 1st Campaign Turn.",
			after: allDecisions,
			check: func(t *testing.T, g *rules.Game, history []rules.Event) {
				// The game holds fewer (the extra Battalion in the Solomons,
				// the other battles): not Replaced all the same.
				if g.Over || g.Turn != 2 || g.Step != rules.StepResupply || g.TurnName() != "Mar/Apr" {
					t.Errorf("after the turn: %s %s, over %v; want Mar/Apr US Resupply", g.TurnName(), g.Step, g.Over)
				}
				if n := len(g.HeldObjectives()); n < 4 {
					t.Errorf("%d Objectives held", n)
				}
			},
		},
	}
}

// allDecisions is every decision of the lesson.
func allDecisions(l *lesson.Lesson) int {
	n := 0
	for _, st := range l.Steps {
		if st.Acts() {
			n++
		}
	}
	return n
}

// reinforceRolled finds the New Japanese Forces roll in the game's history:
// an 8, with the kinds of modifiers the example has, adding up.
func reinforceRolled(history []rules.Event) bool {
	for _, e := range history {
		if e.Kind != rules.EvReinforceRoll || !slices.Equal(e.Dice, []int{8}) {
			continue
		}
		total, plus, minus := 8, false, false
		for _, m := range e.Modifiers {
			total += m.Value
			plus = plus || m.Value > 0
			minus = minus || m.Value < 0
		}
		return plus && minus && total == e.Total
	}
	return false
}

// TestTutorialPlaysTheExtendedExample clicks through the whole tutorial as a
// player does, only ever clicking what the coach lights (or Next), and checks
// the board against the Extended Example at each of its checkpoints.
func TestTutorialPlaysTheExtendedExample(t *testing.T) {
	p := newPlayer(t)
	l := p.tut.lesson
	cps := checkpoints()
	done := make([]bool, len(cps))
	for i, cp := range cps {
		if cp.after(l) < 0 {
			t.Fatalf("checkpoint %d (%q) matches no step of the lesson", i+1, cp.quote)
		}
	}
	shots := map[int]string{0: "tutorial-start"}
	for i, st := range l.Steps {
		switch {
		case st.Continue && shots[-1] == "":
			shots[i+1], shots[-1] = "tutorial-after-battles", "x"
		case i == len(l.Steps)-1:
			shots[i] = "tutorial-turn-over"
		}
	}
	delete(shots, -1)
	first := map[rules.DecisionKind]string{rules.DoBuy: "tutorial-buy", rules.DoMove: "tutorial-move", rules.DoOrdersArea: "tutorial-orders",
		rules.DoPlace: "tutorial-place", rules.DoBuyPlan: "tutorial-plans", rules.DoFly: "tutorial-fly", rules.DoAllocateHit: "tutorial-hit", rules.DoUsePlan: "tutorial-use-plan"}
	for i, st := range l.Steps {
		if name, ok := first[st.Do.Kind]; ok {
			shots[i] = name
			delete(first, st.Do.Kind)
		}
	}
	for steps := 0; ; steps++ {
		p.settle()
		n, total := p.tut.Step()
		if name, ok := shots[n]; ok {
			p.shot(name)
			delete(shots, n)
		}
		if n == total-1 {
			break
		}
		if steps > 3*total {
			t.Fatal("the tutorial does not end")
		}
		p.advance()
		for i, cp := range cps {
			if !done[i] && p.tut.sess.Len() == cp.after(l) {
				done[i] = true
				t.Logf("checkpoint %d: %s", i+1, cp.quote)
				history, err := p.ctx.Session.History()
				if err != nil {
					t.Fatal(err)
				}
				cp.check(t, p.ctx.Session.Game(), history)
			}
		}
	}
	for i, ok := range done {
		if !ok {
			t.Errorf("checkpoint %d was never reached: %q", i+1, cps[i].quote)
		}
	}
	if len(p.ctx.Session.Game().Dice.Forced) != 0 {
		t.Errorf("%d of the example's dice were never rolled", len(p.ctx.Session.Game().Dice.Forced))
	}
	if _, ok := p.tut.inner.(*campaign.Scene); !ok {
		t.Errorf("the last step shows %T, want the map", p.tut.inner)
	}
	p.shot("tutorial-end")
}

// TestWrongClickIsAGentleWord clicks elsewhere than the coach lights: the
// game does not change and the coach says what to click.
func TestWrongClickIsAGentleWord(t *testing.T) {
	p := newPlayer(t)
	for !p.tut.current().Acts() {
		p.advance()
	}
	h, ok := p.tut.Hint()
	if !ok || !strings.Contains(h.What, "Hornet") {
		t.Fatalf("the first click lit is %q, want the Hornet", h.What)
	}
	before := p.ctx.Session.Len()
	at, _ := p.tut.Step()
	// The Enterprise's marker area and the step's button: neither is lit.
	p.click(ui.Rect{X: 600, Y: 300, W: 2, H: 2})
	if p.tut.msg != "Click "+h.What+", in the coach's pink ring." {
		t.Errorf("after a click on the sea the coach says %q", p.tut.msg)
	}
	// A decision the step does not wait for: the gate refuses it.
	if _, err := p.ctx.Apply(rules.Decision{Kind: rules.DoDone}); err == nil || !strings.Contains(err.Error(), "pink ring") {
		t.Errorf("ending the step instead of buying the Hornet: %v", err)
	}
	if err := p.ctx.Undo(); err == nil {
		t.Error("Undo works in the tutorial")
	}
	if now, _ := p.tut.Step(); p.ctx.Session.Len() != before || now != at {
		t.Fatalf("a wrong click changed the game (%d decisions, step %d)", p.ctx.Session.Len(), now)
	}
	p.shot("tutorial-wrong-click")
	p.advance()
	if p.tut.msg != "" || p.ctx.Session.Len() != before+1 {
		t.Errorf("the right click: message %q, %d decisions", p.tut.msg, p.ctx.Session.Len())
	}
}

// TestLeaveGoesBackToTheTitle presses Esc: the title screen, and nothing of
// the example in play.
func TestLeaveGoesBackToTheTitle(t *testing.T) {
	p := newPlayer(t)
	p.advance()
	p.in.Key(ebiten.KeyEscape)
	p.tick()
	if _, ok := p.next.(titleScreen); !ok {
		t.Fatalf("Esc went to %T, want the title screen", p.next)
	}
	if p.ctx.Session != nil || p.ctx.Practice || p.ctx.Gate != nil {
		t.Error("the example is still in play after leaving")
	}
}

// TestTakeOverPlaysOnAsASavedGame takes over in the middle of the battle
// (the most forced dice still to come) and on the map, plays on, and checks
// the game saves, loads and is the same game.
func TestTakeOverPlaysOnAsASavedGame(t *testing.T) {
	for _, stop := range []rules.DecisionKind{rules.DoOrdersArea, rules.DoFly} {
		t.Run(string(stop), func(t *testing.T) {
			p := newPlayer(t)
			for p.tut.current().Do.Kind != stop {
				p.advance()
			}
			dir := t.TempDir()
			p.ctx.AutosaveDir = dir
			p.click(p.coach(labelTakeOver))
			m, ok := p.next.(*campaign.Scene)
			if !ok {
				t.Fatalf("Take over went to %T, want the map", p.next)
			}
			if p.ctx.Practice || p.ctx.Gate != nil || p.ctx.Session.Start() == nil || p.ctx.Session.Start().From != savegame.FromTutorial {
				t.Fatal("the taken-over game is still the tutorial's")
			}
			if len(p.ctx.Session.Game().Dice.Forced) != 0 {
				t.Fatal("dice are still forced after the take-over")
			}
			// The live save is written at once.
			live, err := savegame.Load(filepath.Join(dir, savegame.LiveName))
			if err != nil {
				t.Fatalf("the live save of a taken-over game does not load: %v", err)
			}
			if live.Session.Game().Step != p.ctx.Session.Game().Step {
				t.Error("the live save is not the game taken over")
			}
			// Play on with the game's first offer, through the map's context.
			m.Update(p.ctx)
			rolls := p.ctx.Session.Game().Dice.Rolls
			for i := 0; i < 40 && !p.ctx.Session.Game().Over; i++ {
				opts := p.ctx.Session.Game().Pending().Options
				if len(opts) == 0 {
					break
				}
				if _, err := p.ctx.Apply(opts[len(opts)-1]); err != nil {
					t.Fatalf("decision %d after the take-over: %v", i+1, err)
				}
			}
			if p.ctx.Session.Game().Dice.Rolls == rolls {
				t.Fatal("no die rolled after the take-over: the load below proves little")
			}
			var buf bytes.Buffer
			if err := savegame.Encode(&buf, p.ctx.Session, time.Now()); err != nil {
				t.Fatal(err)
			}
			l, err := savegame.Decode(&buf)
			if err != nil {
				t.Fatalf("a taken-over tutorial game does not load: %v", err)
			}
			a, err := json.Marshal(p.ctx.Session.Game())
			if err != nil {
				t.Fatal(err)
			}
			b, err := json.Marshal(l.Session.Game())
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(a, b) {
				t.Fatal("the loaded game is not the game saved")
			}
		})
	}
}

// shot draws the tutorial into $NIMITZ_SHOTS/name-WxH.png when set, at
// the sizes of a laptop (1366x768), a desktop (1920x1080), a large monitor
// (2560x1440) and the design (1600x900), last, since the screens then take
// clicks in design units again. Each size is updated once before it is
// drawn, so that what is lit is where that size lays it out.
func (p *player) shot(name string) {
	p.t.Helper()
	dir := os.Getenv("NIMITZ_SHOTS")
	if dir == "" {
		return
	}
	for _, size := range [][2]int{{1366, 768}, {1920, 1080}, {2560, 1440}, {1600, 900}} {
		w, h := size[0], size[1]
		img := ebiten.NewImage(w, h)
		p.ctx.Full = true
		p.tut.Draw(img, p.ctx)
		p.tick()
		p.ctx.Full = true
		p.tut.Draw(img, p.ctx)
		rgba := image.NewRGBA(image.Rect(0, 0, w, h))
		img.ReadPixels(rgba.Pix)
		img.Deallocate()
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", name, w, h)))
		if err != nil {
			p.t.Fatal(err)
		}
		err = png.Encode(f, rgba)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			p.t.Fatal(err)
		}
	}
}

// TestEveryStepFitsTheCoach sets out every step's words, with the longest
// word after a wrong click, in the coach panel of the map and of the Battle
// Sheet, at 1280x720, 1366x768, 1920x1080 and 2560x1440: the smallest sizes the panel goes down
// to must hold them.
func TestEveryStepFitsTheCoach(t *testing.T) {
	p := newPlayer(t)
	s := p.tut
	for _, size := range [][2]float64{{1280, 720}, {1366, 768}, {1920, 1080}, {2560, 1440}} {
		v := p.ctx.Canvas(size[0], size[1])
		for _, panel := range []ui.Rect{mapPanel(v.Canvas(), 0), battlePanel(v.Canvas(), 0)} {
			inner := panel.Inset(10)
			top := inner.Y + ui.SizeHeading*1.6 - 2
			bottom := ui.Grid{Area: panel.Inset(10), Cols: 3, H: 32, Gap: 8, FromBottom: true}.Rect(0, 3).Y - 8
			for i, st := range s.lesson.Steps {
				msg := "Click the US stack in the West Coast with Shift held, to add its Forces, in the coach's pink ring."
				h := s.height(v, st.Say, sayMin, false, inner.W) + 10 + s.height(v, "“"+st.Rule+"”", quoteMin, false, inner.W-12) +
					8 + s.height(v, msg, sayMin, true, inner.W)
				if h > bottom-top {
					t.Errorf("%vx%v, panel %v: step %d (%s) needs %.0f of %.0f design units", size[0], size[1], panel, i+1, st.Say, h, bottom-top)
				}
			}
		}
	}
}

// TestEscClosesAScreenOverTheExample opens the rules reference over the
// Battle Sheet (its Rules button does): Esc closes it, back to the example,
// rather than leaving the tutorial; a click there gets a word.
func TestEscClosesAScreenOverTheExample(t *testing.T) {
	p := newPlayer(t)
	for p.tut.current().Do.Kind != rules.DoPlace {
		p.advance()
	}
	b, ok := p.tut.inner.(*battle.Scene)
	if !ok {
		t.Fatalf("the placement is shown on %T", p.tut.inner)
	}
	p.tut.inner = reference.New(b)
	p.click(ui.Rect{X: 600, Y: 400, W: 2, H: 2})
	if !strings.Contains(p.tut.msg, "Esc") {
		t.Errorf("a click on the reference gets %q", p.tut.msg)
	}
	p.in.Key(ebiten.KeyEscape)
	p.tick()
	p.tick()
	if p.next != nil {
		t.Fatalf("Esc over the reference left the tutorial for %T", p.next)
	}
	if p.tut.inner != scenes.Scene(b) {
		t.Fatalf("Esc over the reference shows %T, want the Battle Sheet", p.tut.inner)
	}
	p.advance()
}

// TestCoachFitsEveryWindow draws the tutorial's steps (the first of each
// part, the wordiest, the last) at a small laptop's size and at the design
// size (TestEveryStepFitsTheCoach measures every step at full HD), recording what the coach draws over the board (ui.Layout, as scenes/screens does for every screen): no text of the
// coach cut off, none running into another or out of its button, no two
// buttons overlapping.
func TestCoachFitsEveryWindow(t *testing.T) {
	p := newPlayer(t)
	var rec ui.Layout
	p.ctx.Fonts.Layout = &rec
	defer func() { p.ctx.Fonts.Layout = nil }()
	_, total := p.tut.Step()
	// The steps drawn: the first of each part and the ten with the most
	// words (every step's words are measured by TestEveryStepFitsTheCoach).
	steps := p.tut.lesson.Steps
	check := map[int]bool{total - 1: true}
	for i := range steps {
		if i == 0 || steps[i].Part != steps[i-1].Part {
			check[i] = true
		}
	}
	longest := make([]int, len(steps))
	for i := range longest {
		longest[i] = i
	}
	slices.SortFunc(longest, func(a, b int) int {
		return len(steps[b].Say+steps[b].Rule) - len(steps[a].Say+steps[a].Rule)
	})
	for _, i := range longest[:10] {
		check[i] = true
	}
	p.in.MoveTo(-100, -100)
	for n := 0; ; n, _ = p.tut.Step() {
		// The design size last: the screens then take clicks in design
		// units again.
		sizes := [][2]int{{1280, 720}, {1600, 900}}
		if !check[n] {
			sizes = nil
		}
		for _, size := range sizes {
			img := ebiten.NewImage(size[0], size[1])
			rec.Reset()
			p.ctx.Full = true
			p.tut.inner.Draw(img, p.ctx)
			beneath := map[ui.Drawn]bool{}
			for _, d := range rec.Texts {
				beneath[d] = true
			}
			// What the board hides of itself is its own business (the
			// Battle Sheet's odds panel over the foot of the plan
			// selection, say): only what the coach hides counts here.
			for _, d := range rec.Covered() {
				beneath[d] = true
			}
			under := map[ui.Rect]bool{}
			for _, b := range rec.Buttons {
				under[b] = true
			}
			rec.Reset()
			p.tut.Draw(img, p.ctx)
			img.Deallocate()
			// One gold edge: the coach's Next, which Enter presses.
			if rec.Defaults > 1 {
				t.Errorf("step %d at %v: %d buttons have the gold edge of the main action", n+1, size, rec.Defaults)
			}
			// The coach's texts: new in this frame and on the panel (the
			// board's own figures may change between the two frames, the
			// odds as they come in).
			panel := p.tut.panelRect()
			var texts []ui.Drawn
			for _, d := range rec.Texts {
				if !beneath[d] && strings.TrimSpace(d.Text) != "" && ui.Overlaps(d.Box, panel, 0) {
					texts = append(texts, d)
				}
			}
			var buttons []ui.Rect
			for _, b := range rec.Buttons {
				if !under[b] {
					buttons = append(buttons, b)
				}
			}
			for _, d := range rec.Covered() {
				if !beneath[d] {
					t.Errorf("step %d at %v: %q is cut off by a panel drawn over it", n+1, size, d.Text)
				}
			}
			for i, a := range texts {
				if a.Box.X < panel.X-1 || a.Box.Right() > panel.Right()+1 || a.Box.Y < panel.Y-1 || a.Box.Bottom() > panel.Bottom()+1 {
					t.Errorf("step %d at %v: %q runs out of the coach panel (%v, panel %v)", n+1, size, a.Text, a.Box, panel)
				}
				for _, b := range texts[i+1:] {
					if ui.Overlaps(a.Box, b.Box, 1.5) {
						t.Errorf("step %d at %v: %q runs into %q", n+1, size, a.Text, b.Text)
					}
				}
				for _, b := range buttons {
					if ui.Overlaps(a.Box, b, 1.5) && (a.Box.X < b.X-1 || a.Box.Right() > b.Right()+1) {
						t.Errorf("step %d at %v: %q runs out of its button", n+1, size, a.Text)
					}
				}
			}
			for i, a := range buttons {
				for _, b := range buttons[i+1:] {
					if a != b && ui.Overlaps(a, b, 0.5) {
						t.Errorf("step %d at %v: buttons overlap: %v and %v", n+1, size, a, b)
					}
				}
			}
		}
		if n == total-1 || t.Failed() {
			break
		}
		p.advance()
		p.in.MoveTo(-100, -100)
		p.settle()
	}
}
