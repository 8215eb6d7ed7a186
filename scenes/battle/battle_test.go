package battle

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/scenes"
	"nimitz/scenes/tutorial/lesson"
	"nimitz/scenes/ui"
	"nimitz/sim"
)

// tester is a scripted player at the battle board.
type tester struct {
	t    *testing.T
	s    *Scene
	ctx  *scenes.Context
	in   *ui.Script
	left []rules.Event // what the board handed on when left
	// prompts are the questions the board showed while fighting.
	prompts []string
	// everyTick, when set, looks at the board after every Update.
	everyTick func()
}

// toBattle plays a 1942 campaign with the heuristic policy until a battle is
// to be chosen, chooses the one in area (the first if area is ""), and opens
// the board on its events.
func toBattle(t *testing.T, seed uint64, area string) *tester {
	t.Helper()
	return toBattleShowing(t, seed, area, func(evs []rules.Event) []rules.Event { return evs })
}

// toBattleShowing is toBattle with the battle's first events passed through
// show before the board gets them.
func toBattleShowing(t *testing.T, seed uint64, area string, show func([]rules.Event) []rules.Event) *tester {
	t.Helper()
	g, _, err := rules.NewGame(rules.Options{Year: 1942, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	pol, err := sim.NewPolicy("heuristic", seed)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !g.Over && g.Asks() != rules.AskChooseBattle; i++ {
		if i > 5000 {
			t.Fatal("no battle in sight")
		}
		d, err := pol.Decide(g)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	return boardAt(t, g, area, show)
}

// boardAt begins the battle in area (the first offered when "") of game g,
// which asks which battle to resolve, and shows it on the board.
func boardAt(t *testing.T, g *rules.Game, area string, show func([]rules.Event) []rules.Event) *tester {
	t.Helper()
	p := g.Pending()
	if p.Kind != rules.AskChooseBattle || len(p.Options) == 0 {
		t.Fatalf("the game asks %s, not which battle to resolve", p.Kind)
	}
	choice := p.Options[0]
	for _, d := range p.Options {
		if d.Area == area {
			choice = d
		}
	}
	if area != "" && choice.Area != area {
		t.Fatalf("no battle in %s (battles: %v)", area, p.Options)
	}
	evs, err := g.Apply(choice)
	if err != nil {
		t.Fatal(err)
	}
	tr := &tester{t: t, in: &ui.Script{}}
	tr.s, err = New(g, nil, show(evs), func(evs []rules.Event) scenes.Scene { tr.left = evs; return nil })
	if err != nil {
		t.Fatal(err)
	}
	tr.ctx, err = scenes.NewTestContext(g, tr.in)
	if err != nil {
		t.Fatal(err)
	}
	tr.ctx.Settings = nil
	tr.tick()
	return tr
}

func (tr *tester) g() *rules.Game { return tr.s.g }

func (tr *tester) tick() {
	tr.t.Helper()
	if err := tr.s.Update(tr.ctx); err != nil {
		tr.t.Fatal(err)
	}
	tr.in.EndTick()
	if tr.everyTick != nil {
		tr.everyTick()
	}
}

func (tr *tester) click(x, y float64) { tr.in.Click(x, y); tr.tick() }

// settle watches every event play out, as a patient player would.
func (tr *tester) settle() {
	tr.t.Helper()
	for i := 0; i < 200000 && !tr.s.Settled(); i++ {
		tr.tick()
	}
	if !tr.s.Settled() {
		tr.t.Fatal("the events never finished playing")
	}
	tr.tick()
}

// press clicks the button whose label starts with prefix.
func (tr *tester) press(prefix string) bool {
	tr.t.Helper()
	bs := tr.s.buttons()
	for i, b := range bs {
		if strings.HasPrefix(b.label, prefix) {
			r := buttonRect(bs, i)
			tr.click(r.CX(), r.CY())
			return true
		}
	}
	return false
}

// flew reports whether evs record US aircraft id flying to zone.
func flew(evs []rules.Event, id, zone string) bool {
	for _, e := range evs {
		if e.Kind == rules.EvAircraftMove && e.Zone == zone && slices.Contains(e.Forces, id) {
			return true
		}
	}
	return false
}

// clickZone clicks an area's label strip, where no counter lies.
func (tr *tester) clickZone(zone string) {
	z, _ := zoneBand(zone)
	tr.click(sheetRect.X+labelW/2, z.y+z.h/2)
}

func (tr *tester) clickUnit(id string) {
	tr.t.Helper()
	p, ok := tr.s.lay.find(id)
	if !ok {
		tr.t.Fatalf("%s is not on the board", id)
	}
	tr.click(p.r.CX(), p.r.CY())
}

// shot writes the board to $NIMITZ_SHOTS/name.png when set.
func (tr *tester) shot(name string) {
	dir := os.Getenv("NIMITZ_SHOTS")
	if dir == "" {
		return
	}
	// The laptop's and a 1440p monitor's windows too, as a player sees
	// them; the design size last, where the test's clicks land.
	for _, sz := range [][2]int{{1366, 768}, {2560, 1440}} {
		writeShotAt(tr.t, tr.s, tr.ctx, filepath.Join(dir, fmt.Sprintf("%s-%dx%d.png", name, sz[0], sz[1])), sz[0], sz[1])
	}
	writeShot(tr.t, tr.s, tr.ctx, filepath.Join(dir, name+".png"))
}

// writeShot draws a scene at the design size and saves it as a PNG.
func writeShot(t *testing.T, s scenes.Scene, ctx *scenes.Context, path string) {
	t.Helper()
	writeShotAt(t, s, ctx, path, scenes.DesignWidth, scenes.DesignHeight)
}

// writeShotAt draws a scene in a window of w x h pixels and saves it as a
// PNG.
func writeShotAt(t *testing.T, s scenes.Scene, ctx *scenes.Context, path string, w, h int) {
	t.Helper()
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	full := ctx.Full
	ctx.Full = true
	s.Draw(img, ctx)
	ctx.Full = full
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, rgba); err != nil {
		t.Fatal(err)
	}
}

// fight answers every question of the battle with the mouse, checking the
// engine after each answer, and returns the kinds of questions met.
func (tr *tester) fight(wantPlans []string) map[rules.BattleAskKind]int {
	t := tr.t
	t.Helper()
	met := map[rules.BattleAskKind]int{}
	spent := false
	for step := 0; step < 400 && tr.g().Battle != nil; step++ {
		tr.settle()
		if tr.g().Battle == nil {
			break
		}
		p := tr.g().Pending()
		a := p.Battle
		if a == nil {
			t.Fatalf("the battle asks nothing: %q", p.Prompt)
		}
		met[a.Kind]++
		tr.prompts = append(tr.prompts, p.Prompt)
		b := tr.g().Battle
		switch a.Kind {
		case rules.AskPlaceShip, rules.AskPlaceSub:
			zone := p.Options[len(p.Options)-1].Zone
			tr.shot("battle-placement")
			tr.clickZone(zone)
			if u := unitOf(tr.g().Battle, a.Force); u == nil || u.Pos() != zone {
				t.Fatalf("clicking the %s did not place %s there", zone, a.Force)
			}
		case rules.AskBuyPlans:
			if !spent && tr.press("Spend 1 Supply") {
				spent = true
				if tr.g().Battle.SupplySpent != 1 {
					t.Fatalf("the Supply button spent %d", tr.g().Battle.SupplySpent)
				}
				continue
			}
			bought := false
			for _, name := range wantPlans {
				i := slices.IndexFunc(usPlans(), func(pl rules.PlanInfo) bool { return pl.Name == name })
				if !slices.Contains(b.USPlans, rules.USPlanNamed(name)) && offersPlan(p, name) {
					tr.in.MoveTo(planCardRect(i).CX(), planCardRect(i).CY())
					tr.tick()
					tr.shot("battle-plans")
					r := planCardRect(i)
					tr.click(r.CX(), r.CY())
					if !slices.Contains(tr.g().Battle.USPlans, rules.USPlanNamed(name)) {
						t.Fatalf("clicking %s's card did not select it: %s", name, tr.s.note.Text)
					}
					bought = true
					break
				}
			}
			if !bought && !tr.press("Done") {
				t.Fatal("no Done button while selecting plans")
			}
		case rules.AskFly:
			var id, zone string
			for _, o := range p.Options {
				if o.Kind == rules.DoFly && o.Zone != "" {
					id, zone = o.Force, o.Zone
					// Prefer the Japanese Ocean, where the carriers are.
					if o.Zone == rules.ZoneJapaneseOcean {
						break
					}
				}
			}
			tr.clickUnit(id)
			if tr.s.selected != id {
				t.Fatalf("clicking %s did not select it", id)
			}
			tr.shot("battle-fly")
			logged := len(tr.s.log)
			tr.clickZone(zone)
			// The flight is in the battle log; the aircraft itself may be
			// home again already, when it was the last to fly and the
			// Battle Turn ran on to its next question.
			if !flew(tr.s.log[min(logged, len(tr.s.log)):], id, zone) {
				t.Fatalf("%s did not fly to the %s: %s", id, zone, tr.s.note.Text)
			}
		case rules.AskAllocateHit:
			legal := map[string]bool{}
			for _, o := range p.Options {
				legal[o.Force] = true
			}
			// First a refused choice, if the board has one: the engine says why.
			for _, pl := range tr.s.lay.units {
				if pl.u.Side() == rules.US && !legal[pl.u.ID()] && !pl.mini {
					before := *unitOf(b, pl.u.ID())
					tr.click(pl.r.CX(), pl.r.CY())
					if tr.s.note.Text == "" || !tr.s.note.Bad {
						t.Errorf("clicking %s, not a legal target, said nothing", pl.u.ID())
					}
					if *unitOf(tr.g().Battle, pl.u.ID()) != before {
						t.Errorf("a refused Hit changed %s", pl.u.ID())
					}
					tr.shot("battle-allocate-refused")
					break
				}
			}
			target := p.Options[0].Force
			hits := tr.g().Battle.HitsTaken
			if target == rules.AirfieldTarget {
				for _, gr := range tr.s.lay.groups {
					if gr.airfields && gr.side == rules.US {
						tr.click(gr.r.X+4, gr.r.Bottom()-4)
					}
				}
			} else {
				tr.clickUnit(target)
			}
			if tr.g().Battle != nil && tr.g().Battle.HitsTaken == hits && tr.g().Pending().Battle != nil && tr.g().Pending().Battle.Kind == rules.AskAllocateHit && tr.g().Pending().Battle.Hits == a.Hits {
				t.Fatalf("clicking %s did not take the Hit: %s", target, tr.s.note.Text)
			}
		case rules.AskStopHit, rules.AskExtraHit:
			tr.shot("battle-interrupt")
			used := len(b.USUsed)
			if !tr.press("Use ") {
				t.Fatalf("no Use button for %s", a.Kind)
			}
			if tr.g().Battle != nil && len(tr.g().Battle.USUsed) != used+1 {
				t.Fatalf("pressing Use did not use %s", a.Plan)
			}
		default:
			bs := tr.s.buttons()
			if len(bs) == 0 {
				t.Fatalf("no button for %s", a.Kind)
			}
			r := buttonRect(bs, 0)
			tr.click(r.CX(), r.CY())
		}
	}
	tr.settle()
	return met
}

func unitOf(b *rules.Battle, id string) *rules.Unit {
	if b == nil {
		return nil
	}
	for i := range b.Units {
		if b.Units[i].ID() == id {
			return &b.Units[i]
		}
	}
	return nil
}

func offersPlan(p rules.Pending, name string) bool {
	for _, o := range p.Options {
		if o.Kind == rules.DoBuyPlan && o.Plans[0] == name {
			return true
		}
	}
	return false
}

// finish checks the summary and leaves the board.
func (tr *tester) finish() {
	t := tr.t
	if tr.g().Battle != nil || !tr.s.Over() {
		t.Fatal("the battle did not end on the board")
	}
	tr.shot("battle-summary")
	if !tr.press("Continue") && !tr.press("Back to the map") {
		t.Fatal("no way off the board after the battle")
	}
	tr.tick()
	if tr.left == nil {
		t.Fatal("leaving the board handed on no events")
	}
	if !slices.ContainsFunc(tr.left, func(e rules.Event) bool { return e.Kind == rules.EvBattleEnd }) {
		t.Error("the events handed on lack the end of the battle")
	}
}

// TestBattleWithPlacementPlansAndHits fights a Gilbert Islands battle by
// mouse: a US Ship placed, plans selected with a Supply Point, a US Hit
// allocated (after a refused one) and a plan that adds a Hit.
func TestBattleWithPlacementPlansAndHits(t *testing.T) {
	tr := toBattle(t, 2, "Gilbert Islands")
	tr.shot("battle-start")
	met := tr.fight([]string{"AAA", "Ranging Shots", "Diving Attack", "Furball"})
	for _, k := range []rules.BattleAskKind{rules.AskPlaceShip, rules.AskBuyPlans, rules.AskAllocateHit} {
		if met[k] == 0 {
			t.Errorf("the battle never asked %s (asked %v)", k, met)
		}
	}
	tr.finish()
}

// TestBattleWithAircraftAndInterruptPlan fights at Midway: aircraft sent by
// mouse and Damage Control used at the time of the Hit.
func TestBattleWithAircraftAndInterruptPlan(t *testing.T) {
	tr := toBattle(t, 18, "Midway Island")
	met := tr.fight([]string{"Damage Control", "Barrel Roll", "Seabees"})
	for _, k := range []rules.BattleAskKind{rules.AskFly, rules.AskStopHit} {
		if met[k] == 0 {
			t.Errorf("the battle never asked %s (asked %v)", k, met)
		}
	}
	tr.finish()
}

// TestClickOnACarrierPicksItsAirGroup: in Move US Aircraft the aircraft
// aboard a carrier are drawn as small counters beside it. A click on the
// carrier itself picks its whole air group, as a player expects (it picked
// one aircraft, playtest "Friction"), and a click on an area then sends
// every aircraft of it there: each flight its own decision of the record,
// joined as one click, so one Undo takes the group's flight back. The
// position is the rulebook's Extended Example at the Solomon Islands, CV
// Enterprise with its F4F, SBD and TBD aboard, played from its script.
func TestClickOnACarrierPicksItsAirGroup(t *testing.T) {
	l, err := lesson.Build()
	if err != nil {
		t.Fatal(err)
	}
	g := l.Start.Clone()
	for _, st := range l.Steps {
		if p := g.Pending(); p.Battle != nil && p.Battle.Kind == rules.AskFly {
			break
		}
		if st.Acts() {
			if _, err := g.Apply(st.Do); err != nil {
				t.Fatalf("the lesson's %q: %v", st.Part, err)
			}
		}
	}
	if p := g.Pending(); p.Battle == nil || p.Battle.Kind != rules.AskFly {
		t.Fatalf("the lesson never asks Move US Aircraft (asks %q)", p.Prompt)
	}
	s, ctx := boardOf(t, g)
	in := &ui.Script{}
	ctx.Input = in
	var carrier string
	var aboard []string
	for _, pl := range s.lay.units {
		if pl.mini && s.canFly(pl.u.ID()) && (carrier == "" || pl.u.Carrier == carrier) {
			carrier = pl.u.Carrier
			aboard = append(aboard, pl.u.ID())
		}
	}
	if len(aboard) < 2 {
		t.Fatalf("no carrier with an air group that may fly (%v)", aboard)
	}
	click := func(x, y float64) {
		t.Helper()
		in.Click(x, y)
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
		in.EndTick()
	}
	at, ok := s.lay.find(carrier)
	if !ok {
		t.Fatalf("%s is not on the sheet", carrier)
	}
	click(at.r.CX(), at.r.CY())
	if s.selected != carrier || !slices.Equal(s.pickedGroup(), aboard) || s.note.Bad {
		t.Fatalf("clicking %s picked %q, group %v (note %q), want its air group %v", carrier, s.selected, s.pickedGroup(), s.note.Text, aboard)
	}
	if dir := os.Getenv("NIMITZ_SHOTS"); dir != "" {
		for _, sz := range [][2]int{{1366, 768}, {2560, 1440}} {
			writeShotAt(t, s, ctx, filepath.Join(dir, fmt.Sprintf("battle-air-group-%dx%d.png", sz[0], sz[1])), sz[0], sz[1])
		}
	}
	// In a 1366x768 laptop's window the question panel shows the note whole;
	// the hint it replaces ("Click a lit aircraft…") gives its line to the
	// aircraft still to fly.
	// (The design size last, where the clicks below land.)
	ctx.Full = true
	for _, size := range [][2]int{{1311, 691}, {scenes.DesignWidth, scenes.DesignHeight}} {
		var rec ui.Layout
		ctx.Fonts.Layout = &rec
		img := ebiten.NewImage(size[0], size[1])
		s.Draw(img, ctx)
		img.Deallocate()
		ctx.Fonts.Layout = nil
		noted := false
		for _, d := range rec.Texts {
			if !s.fr.ask.Contains(d.Box.X, d.Box.Y) {
				continue
			}
			if strings.Contains(d.Text, "is picked") {
				noted = !strings.HasSuffix(d.Text, "…")
			}
			if strings.HasPrefix(d.Text, "Click a lit aircraft") {
				t.Errorf("%dx%d: with an air group picked the panel still says %q", size[0], size[1], d.Text)
			}
		}
		if !noted {
			t.Errorf("%dx%d: the note %q is not shown whole in the question panel", size[0], size[1], s.note.Text)
		}
	}
	zone := ""
	for _, o := range g.Pending().Options {
		if o.Kind == rules.DoFly && o.Force == aboard[0] && o.Zone != "" && o.Zone != unitOf(g.Battle, carrier).Pos() {
			zone = o.Zone
		}
	}
	for _, z := range s.fr.zones {
		if z.name == zone {
			r := s.fr.zoneRect(z)
			click(r.X+r.W*0.25, r.CY())
		}
	}
	for _, id := range aboard {
		if u := unitOf(g.Battle, id); u == nil || u.Pos() != zone {
			t.Fatalf("%s did not fly to the %s with its group: %s", id, zone, s.note.Text)
		}
	}
	sess := ctx.Session
	if sess.Len() != len(aboard) {
		t.Fatalf("%d decisions recorded, want one for each of the %d aircraft", sess.Len(), len(aboard))
	}
	back, err := sess.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if back.Len() != 0 {
		t.Errorf("one Undo leaves %d of the group's flights", back.Len())
	}
}
