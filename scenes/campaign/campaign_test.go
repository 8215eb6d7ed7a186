package campaign

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/ui"
)

// player is a scripted player: a scene, its context and a hand on the mouse.
type player_ struct {
	t   *testing.T
	s   *Scene
	ctx *scenes.Context
	in  *ui.Script
}

func newPlayer(t *testing.T, seed uint64) *player_ {
	t.Helper()
	return newPlayerWith(t, rules.Options{Year: 1942, Seed: seed})
}

// newPlayerWith is a new campaign of opts on the map.
func newPlayerWith(t *testing.T, opts rules.Options) *player_ {
	t.Helper()
	sess, evs, err := savegame.NewSession(opts)
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(sess, evs)
	if err != nil {
		t.Fatal(err)
	}
	in := &ui.Script{}
	ctx, err := scenes.NewSessionTestContext(sess, in)
	if err != nil {
		t.Fatal(err)
	}
	return &player_{t: t, s: s, ctx: ctx, in: in}
}

// tick runs one Update with whatever input was queued.
func (p *player_) tick() {
	p.t.Helper()
	if err := p.s.Update(p.ctx); err != nil {
		p.t.Fatal(err)
	}
	p.in.EndTick()
}

// clickAt clicks a design point (the scene is laid out 1:1 without a window).
func (p *player_) clickAt(x, y float64) {
	p.in.Click(x, y)
	p.tick()
}

// endStep presses k to end the step and, when the game asks whether to end
// it with points or moves unused, says yes.
func (p *player_) endStep(k ebiten.Key) {
	p.key(k)
	if p.s.confirm != nil {
		p.key(ebiten.KeyEnter)
	}
}

func (p *player_) clickRect(r ui.Rect) { p.clickAt(r.CX(), r.CY()) }

func (p *player_) key(k ebiten.Key) {
	p.in.Key(k)
	p.tick()
}

// settle lets every animation finish, as a patient player would.
func (p *player_) settle() {
	for i := 0; i < 100000 && p.s.anim.busy(); i++ {
		p.tick()
	}
	if p.s.anim.busy() {
		p.t.Fatal("the animation never ended")
	}
}

func (p *player_) clickArea(area string) {
	x, y := p.s.markerAt(area)
	p.clickAt(x, y)
}

func (p *player_) g() *rules.Game { return p.s.g }

func TestBuyAForceFromTheReinforcementBox(t *testing.T) {
	p := newPlayer(t, 1)
	p.tick()
	var idx = -1
	for i, f := range p.s.reinforcementBox() {
		if f.ID == "US:Hornet" {
			idx = i
		}
	}
	if idx < 0 {
		t.Fatal("Hornet is not in the US Reinforcements box")
	}
	rp, sp := p.g().ReinforcementPoints, p.g().SupplyPoints
	p.in.MoveTo(usBoxSlot(idx).CX(), usBoxSlot(idx).CY())
	p.tick()
	if !strings.Contains(p.s.note.Text, "buy CV Hornet for 5") {
		t.Errorf("hovering the Hornet says %q, want its cost", p.s.note.Text)
	}
	p.clickRect(usBoxSlot(idx))
	f := p.g().Force("US:Hornet")
	if f.Where != rules.OnMap || f.Area != rules.WestCoast {
		t.Errorf("Hornet is at %s %s, want on the map in the West Coast", f.Where, f.Area)
	}
	if p.g().ReinforcementPoints != rp-5 || p.g().SupplyPoints != sp {
		t.Errorf("points %d/%d, want %d/%d", p.g().ReinforcementPoints, p.g().SupplyPoints, rp-5, sp)
	}
	if !strings.Contains(p.s.log.entries[len(p.s.log.entries)-1].Text, "buys CV Hornet") {
		t.Errorf("the log does not tell of the purchase")
	}
}

func TestPlaceAScoutingCounterAndEndTheStep(t *testing.T) {
	p := newPlayer(t, 1)
	p.endStep(ebiten.KeyEnter) // end US Resupply
	p.settle()
	if p.g().Step != rules.StepScouting {
		t.Fatalf("Enter led to %s, want US Scouting", p.g().Step)
	}
	sp := p.g().SupplyPoints
	p.clickArea("Caroline Islands")
	if len(p.g().Scouting) != 1 || p.g().Scouting[0] != "Caroline Islands" || p.g().SupplyPoints != sp-1 {
		t.Fatalf("scouting %v with %d SP, want a counter on the Carolines for 1 SP", p.g().Scouting, p.g().SupplyPoints)
	}
	// An area without Japanese Forces cannot be scouted: the click is
	// refused and explained. A lone Battalion can ("any Area with Enemy
	// Forces"), though it cannot move.
	p.in.MoveTo(p.s.markerAt("Samoa"))
	p.tick()
	if !p.s.note.Bad || !strings.Contains(p.s.note.Text, "no Japanese Forces") {
		t.Errorf("hovering Samoa says %q, want why it cannot be scouted", p.s.note.Text)
	}
	p.clickArea("Samoa")
	if len(p.g().Scouting) != 1 {
		t.Errorf("an illegal Scouting counter was placed: %v", p.g().Scouting)
	}
	p.clickArea("Wake Island")
	if len(p.g().Scouting) != 2 || p.g().Scouting[1] != "Wake Island" {
		t.Errorf("a Scouting counter on Wake's lone Battalion: %v", p.g().Scouting)
	}
	// End the step with the button.
	p.s.layout()
	bs := p.s.buttons()
	p.clickRect(buttonRect(len(bs)-1, len(bs)))
	if !p.s.anim.busy() {
		t.Errorf("the Scouting roll was not animated")
	}
	p.settle()
	if p.g().Step != rules.StepMovement {
		t.Errorf("after Scouting the step is %s, want US Movement", p.g().Step)
	}
	found := false
	for _, e := range p.s.log.entries {
		if e.Kind == rules.EvOrderRoll && e.Area == "Caroline Islands" {
			found = true
		}
	}
	if !found {
		t.Errorf("the log has no Orders roll for the scouted Carolines")
	}
}

func toMovement(t *testing.T, p *player_) {
	t.Helper()
	p.endStep(ebiten.KeyEnter)
	p.settle()
	p.endStep(ebiten.KeySpace)
	p.settle()
	if p.g().Step != rules.StepMovement {
		t.Fatalf("step %s, want US Movement", p.g().Step)
	}
}

// hawaiiShipsTo moves the Ships of the US stack in Hawaii to area, the
// other Forces clicked off and left behind, and lets the move play.
func (p *player_) hawaiiShipsTo(area string) {
	p.t.Helper()
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	for i, f := range p.s.stackPanel().forces(p.s.board()) {
		if p.g().Kind(f) != rules.KindShip && p.s.sel.Has(f.ID) {
			p.clickRect(panelSlot(i))
		}
	}
	p.clickArea(area)
	p.settle()
}

func TestMoveAStackAndUndo(t *testing.T) {
	p := newPlayer(t, 2)
	toMovement(t, p)
	// Click the US stack in Hawaii: every Force there that can move is selected.
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	if p.s.sel.Len() == 0 {
		t.Fatal("clicking the Hawaii stack selected nothing")
	}
	// Leave the Land-Based Aircraft behind: they may not go to Samoa's airfield
	// beyond its value, so keep ships only by clicking the others off.
	for i, f := range p.s.stackPanel().forces(p.s.board()) {
		if p.g().Kind(f) != rules.KindShip && p.s.sel.Has(f.ID) {
			p.clickRect(panelSlot(i))
		}
	}
	ids := p.s.sel.IDs(p.s.g)
	if len(ids) == 0 {
		t.Fatal("no ships selected")
	}
	if err := p.s.sel.WhyNot("Samoa"); err != nil {
		t.Fatalf("Samoa is not lit for the ships: %v", err)
	}
	if p.s.sel.WhyNot("Japan") == nil {
		t.Fatalf("Japan is lit as a destination")
	}
	// Hovering Japan explains why not.
	p.in.MoveTo(p.s.markerAt("Japan"))
	p.tick()
	if !strings.Contains(p.s.note.Text, "Japan and East Asia") {
		t.Errorf("hovering Japan says %q", p.s.note.Text)
	}
	p.in.MoveTo(p.s.markerAt("Samoa"))
	p.tick()
	if !strings.Contains(p.s.note.Text, "Supply Point") {
		t.Errorf("hovering Samoa does not show the cost: %q", p.s.note.Text)
	}
	sp := p.g().SupplyPoints
	p.clickArea("Samoa")
	p.settle()
	for _, id := range ids {
		if f := p.g().Force(id); f.Area != "Samoa" {
			t.Errorf("%s is in %s, want Samoa", id, f.Area)
		}
	}
	if p.g().SupplyPoints != sp-len(ids) {
		t.Errorf("%d SP left, want %d", p.g().SupplyPoints, sp-len(ids))
	}
	p.key(ebiten.KeyZ)
	p.settle()
	for _, id := range ids {
		if f := p.g().Force(id); f.Area != rules.Hawaii {
			t.Errorf("Z left %s in %s, want it back in Hawaii", id, f.Area)
		}
	}
	if p.g().SupplyPoints != sp {
		t.Errorf("undo left %d Supply Points, want all %d refunded", p.g().SupplyPoints, sp)
	}
}

func TestSendASubmarineRaiding(t *testing.T) {
	p := newPlayer(t, 3)
	toMovement(t, p)
	p.clickRect(p.s.stackRectOf(rules.Hawaii, rules.US))
	p.key(ebiten.KeyEscape)
	if p.s.sel.Len() != 0 {
		t.Fatal("Esc did not clear the selection")
	}
	for i, f := range p.s.stackPanel().forces(p.s.board()) {
		if p.g().Counter(f).Type == rules.SS {
			p.clickRect(panelSlot(i))
		}
	}
	p.key(ebiten.KeyR)
	if f := p.g().Force("US:Sub Gp 1"); f.Where != rules.InRaiding {
		t.Errorf("Sub Gp 1 is %s, want in the Raiding box", f.Where)
	}
}

func TestEndMovementShowsJapanMoving(t *testing.T) {
	p := newPlayer(t, 4)
	toMovement(t, p)
	p.endStep(ebiten.KeyEnter)
	if !p.s.anim.busy() {
		t.Fatal("ending Movement played no animation")
	}
	sawRow, sawSlide, litOrders := false, false, false
	for i := 0; i < 100000 && p.s.anim.busy(); i++ {
		if p.s.anim.stepShown(p.s.g) == rules.StepOrders && p.g().Step != rules.StepOrders {
			litOrders = true
		}
		if p.s.anim.orderRow != "" {
			sawRow = true
		}
		if len(p.s.anim.path) > 1 {
			sawSlide = true
		}
		p.tick()
	}
	if !sawRow || !sawSlide {
		t.Errorf("lit a chart row: %v; slid Forces: %v", sawRow, sawSlide)
	}
	if !litOrders {
		t.Errorf("the Sequence of Play never lit Japanese Orders while Japan's moves were replayed")
	}
	if p.g().Step == rules.StepMovement {
		t.Errorf("still in Movement")
	}
	// A click skips a whole batch at once.
	p2 := newPlayer(t, 4)
	toMovement(t, p2)
	p2.endStep(ebiten.KeyEnter)
	p2.clickAt(10, 10)
	if p2.s.anim.busy() {
		t.Errorf("a click did not finish the animation")
	}
	if len(p2.s.log.entries) != len(p.s.log.entries) {
		t.Errorf("skipping logged %d events, playing them %d", len(p2.s.log.entries), len(p.s.log.entries))
	}
	// The charts then light what the batch's last rolls lit (they lit the
	// row of the event the click cut short: "10 Sortie" over a log ending
	// with a Refit that became a Hold).
	if p2.s.anim.orderRow != p.s.anim.orderRow || p2.s.anim.forcesRow != p.s.anim.forcesRow || p.s.anim.orderRow == "" {
		t.Errorf("after a skip the charts light %q and %q; played through, %q and %q",
			p2.s.anim.orderRow, p2.s.anim.forcesRow, p.s.anim.orderRow, p.s.anim.forcesRow)
	}
}

func TestBadInputNeverCrashes(t *testing.T) {
	p := newPlayer(t, 5)
	for _, xy := range [][2]float64{{-100, -100}, {1e9, 1e9}, {0, 0}, {1599, 899}, {1300, 700}} {
		p.clickAt(xy[0], xy[1])
		p.in.Scroll(50)
		p.tick()
		p.in.RightClick(xy[0], xy[1])
		p.tick()
	}
	for _, k := range []ebiten.Key{ebiten.KeyZ, ebiten.KeyR, ebiten.KeyA, ebiten.KeyEscape, ebiten.KeyPageUp} {
		p.key(k)
	}
	if p.g().Step != rules.StepResupply {
		t.Errorf("stray input changed the step to %s", p.g().Step)
	}
}

func TestDrawPaintsTheBoard(t *testing.T) {
	p := newPlayer(t, 1)
	img := ebiten.NewImage(1600, 900)
	p.s.Draw(img, p.ctx)
	pix := make([]byte, 4*1600*900)
	img.ReadPixels(pix)
	rgba := &image.RGBA{Pix: pix, Stride: 4 * 1600, Rect: image.Rect(0, 0, 1600, 900)}
	at := func(lon, lat float64) color.RGBA {
		x, y := project(lon, lat)
		return rgba.RGBAAt(int(x), int(y))
	}
	// Inland Australia is land; the sea south of Hawaii is ocean.
	if c := at(142, -30); c.R < 0xb0 || c.B > 0xb0 {
		t.Errorf("inland Australia is %v, want the land colour", c)
	}
	if c := at(-150, 5); c.B < c.R+0x30 {
		t.Errorf("the open Pacific is %v, want blue", c)
	}
	// A tiny window must not crash.
	p.s.Draw(ebiten.NewImage(1, 1), p.ctx)
}

// TestRollTheRestInMapOrder: with "Japan's equal choices: I do", "Roll the
// rest in map order" rolls the Japanese Orders of every area still awaiting
// them, each area the first the engine offers, one recorded decision a roll:
// the rolls the game makes itself without the option.
func TestRollTheRestInMapOrder(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1942, Seed: 3, ChooseOrdersArea: true})
	toMovement(t, p)
	p.endStep(ebiten.KeyEnter)
	p.settle()
	if k := p.s.pending().Kind; k != rules.AskOrdersArea {
		t.Fatalf("after Movement the game asks %s", k)
	}
	// The rolls the game would make: the first area offered each time.
	g := p.g().Clone()
	var want []string
	for g.Pending().Kind == rules.AskOrdersArea && len(want) < maxRolls {
		d := g.Pending().Options[0]
		want = append(want, d.Area)
		if _, err := g.Apply(d); err != nil {
			t.Fatal(err)
		}
	}
	if len(want) < 2 {
		t.Fatalf("%d areas roll Orders: the test needs several", len(want))
	}
	// Behind the tutorial's gate the button is not offered.
	p.ctx.Gate = oneAtATime{}
	for _, b := range p.s.buttons() {
		if b.label == rollRestLabel {
			t.Error("the button is offered behind the tutorial's gate")
		}
	}
	p.ctx.Gate = nil
	before := p.s.sess.Len()
	h, ok := p.s.buttonHint(rollRestLabel)
	if !ok {
		t.Fatal("no button rolls the rest")
	}
	p.clickRect(h.R)
	p.settle()
	ds := p.s.sess.Decisions()[before:]
	if len(ds) != len(want) {
		t.Fatalf("the button made %d decisions, the game %d rolls", len(ds), len(want))
	}
	for i, d := range ds {
		if d.Kind != rules.DoOrdersArea || d.Area != want[i] {
			t.Errorf("roll %d: %+v, want Orders for %s", i+1, d, want[i])
		}
	}
	if k := p.s.pending().Kind; k == rules.AskOrdersArea {
		t.Errorf("the game still asks which area rolls next")
	}
}

// oneAtATime stands in for the tutorial's gate, which lets through only the
// decision its step awaits: the map need only see that a gate is there.
type oneAtATime struct{}

func (oneAtATime) Allow(rules.Decision) error { return nil }
func (oneAtATime) AllowUndo() error           { return nil }

// TestEnterCarriesTheStepOn: where the panel offers no step's end, Enter
// presses the choice that carries the step on, drawn with the gold edge and
// its key: "Roll the rest in map order" while several areas await Japanese
// Orders, and the battle when one is left to resolve. With several battles
// the player picks, and Enter does nothing.
func TestEnterCarriesTheStepOn(t *testing.T) {
	p := newPlayerWith(t, rules.Options{Year: 1942, Seed: 2, ChooseOrdersArea: true})
	toMovement(t, p)
	p.hawaiiShipsTo("Marshall Islands")
	p.endStep(ebiten.KeyEnter)
	p.settle()
	mainButton := func() (button, int) {
		t.Helper()
		var m button
		n := 0
		for _, b := range p.s.buttons() {
			if b.main {
				m, n = b, n+1
			}
		}
		return m, n
	}
	if k := p.s.pending().Kind; k != rules.AskOrdersArea || len(p.s.pending().Options) < 2 {
		t.Fatalf("after Movement the game asks %s with %d options: the test needs several areas", k, len(p.s.pending().Options))
	}
	if b, n := mainButton(); n != 1 || b.label != rollRestLabel || b.key != "Enter" {
		t.Fatalf("the main button is %q [%s] (%d of them), want %q [Enter]", b.label, b.key, n, rollRestLabel)
	}
	p.key(ebiten.KeyEnter)
	p.settle()
	if k := p.s.pending().Kind; k != rules.AskChooseBattle {
		t.Fatalf("after Enter the game asks %s, want the battle to resolve next", k)
	}
	battles := p.g().Battles
	if len(battles) < 2 {
		t.Fatalf("battles %v: the test needs several", battles)
	}
	if b, n := mainButton(); n != 0 {
		t.Errorf("with %d battles %q is the main button", len(battles), b.label)
	}
	before := p.s.sess.Len()
	p.key(ebiten.KeyEnter)
	p.settle()
	if p.s.sess.Len() != before || p.g().Battle != nil {
		t.Errorf("with %d battles to choose from Enter decided something", len(battles))
	}
	// One battle left to resolve: the position built from this one, by
	// hand, outside the record, so shown as a loaded game is (the map sees
	// the game change only through decisions).
	p.g().Battles = []string{"Marshall Islands"}
	if err := p.s.reload(p.s.sess); err != nil {
		t.Fatal(err)
	}
	if b, n := mainButton(); n != 1 || b.label != "Battle: Marshall Islands" || b.key != "Enter" {
		t.Fatalf("the main button is %q [%s] (%d of them), want the one battle [Enter]", b.label, b.key, n)
	}
	p.key(ebiten.KeyEnter)
	if p.g().Battle == nil || p.g().Battle.Area != "Marshall Islands" {
		t.Errorf("Enter did not begin the one battle (pending %s)", p.s.pending().Kind)
	}
}
