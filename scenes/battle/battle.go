// Package battle is the battle board: the Battle Sheet as on the table, with
// its four areas, the Battle Turn track and sequence, the Battle Plans of both
// sides, every attack rolled before the player's eyes, and the player's
// decisions made with the mouse. It reads the engine's Pending, sends Apply
// and plays back the events that come back.
package battle

import (
	"errors"
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"nimitz/rules"
	"nimitz/savegame"
	"nimitz/scenes"
	"nimitz/scenes/menu"
	"nimitz/scenes/oddsview"
	"nimitz/scenes/reference"
	"nimitz/scenes/staff"
	"nimitz/scenes/ui"
)

// Scene is the battle board.
type Scene struct {
	g *rules.Game
	scenes.Screen
	sh  sheet
	fr  frame // where the screen's parts sit on the window's canvas
	lay *layout
	bg  *ebiten.Image // the printed sheet, drawn once per screen size
	bgW int
	// counters draws each counter from an image made once per size.
	counters ui.Counters

	// done returns the scene that follows once the player leaves the board,
	// given every event played here.
	done func(evs []rules.Event) scenes.Scene

	queue []rules.Event // events still to play
	// unsounded are events shown before the board had a context (those it
	// was made with): their sounds play at its first Update.
	unsounded []rules.Event
	cur       *rules.Event // the event playing now
	// t is how long cur has played and dur how long it plays, in sixtieths
	// of a second of wall-clock time (ctx.Ticks), at the speed in force.
	t, dur float64
	played []rules.Event // every event since the board opened
	log    []rules.Event // this battle's events, for the log panel
	scroll int

	ended    *rules.Event // the End of the Battle event, once played
	selected string       // a US aircraft picked to fly
	// note is the status line: why a click was refused, what to do next.
	note     ui.Status
	mx, my   float64
	hoverBtn int
	page     int // the page of the buttons shown, when they need several
	// placeAll keeps the counts of the "All n to the …" buttons for the
	// question asked now (placeall.go).
	placeAll []placeAllCount
	hoverPl  string // the Battle Plan card under the cursor
	tick     int
	speed    float64
	leave    bool
	ctx      *scenes.Context
	shown    frameKey // what the last frame showed, to draw only on a change
	// turn and supply are the Campaign Turn and Supply Points of the moment
	// on screen: as before the decision whose events are playing, and as
	// the battle ended once it has (the engine may be past the logistics).
	turn, supply int
	odds         oddsview.Tracker
	// watched, set by a replay, is what was decided at the question shown:
	// the board then offers no buttons and tells no one to click.
	watched string
	// staff is "Ask the staff" and "Let the staff do it" (staff.go);
	// leaveWait how long the board has shown a battle the staff fought to
	// its end.
	staff     staffState
	leaveWait float64
}

// Watch shows the board read-only, for a replay: the question as it was
// asked, what was decided (decided, worded by the replay), and no buttons.
func (s *Scene) Watch(decided string) { s.watched = decided }

// New returns the battle board. before is the battle as it stood before the
// decision whose events evs are (nil when the battle began with them); done
// gives the scene to go to when the player leaves the board.
func New(g *rules.Game, before *rules.Battle, evs []rules.Event, done func(evs []rules.Event) scenes.Scene) (*Scene, error) {
	if g == nil {
		return nil, errors.New("battle: no game")
	}
	if done == nil {
		return nil, errors.New("battle: nowhere to go after the battle")
	}
	s := &Scene{g: g, done: done, hoverBtn: -1, speed: 1, turn: g.Turn, supply: g.SupplyPoints,
		staff: staffState{advice: &staff.Tracker{}, hand: &staff.Hand{}, hover: -1}}
	s.Fluid = true
	s.fr = frameFor(s.Canvas(), s.View.Finger)
	for _, e := range evs {
		if e.Kind == rules.EvBattleStart {
			s.turn = e.Turn
			s.staff.begun = true
		}
	}
	s.begin(before, evs)
	return s, nil
}

// Recall fills the battle log with the battle's events so far, taken from
// history (a game's events in order, as a loaded game rebuilds them), without
// playing them again: a game loaded in the middle of a battle shows what
// happened in it. The board itself shows the engine's state already, and the
// step of the sequence the engine says (currentStep).
func (s *Scene) Recall(history []rules.Event) {
	start := -1
	for i, e := range history {
		if e.Kind == rules.EvBattleStart {
			start = i
		}
	}
	if start < 0 {
		return
	}
	var log []rules.Event
	for _, e := range history[start:] {
		if e.Step == rules.StepBattles {
			log = append(log, e)
		}
	}
	s.log = append(log, s.log...)
}

// Log is the battle's events as its log shows them, oldest first.
func (s *Scene) Log() []rules.Event { return s.log }

// SetMoment sets the Campaign Turn and Supply Points the header shows while
// the first events play: those from before the decision that began the
// battle (the engine may have run on past its end).
func (s *Scene) SetMoment(turn, supply int) {
	if !s.Settled() || s.ended != nil {
		s.turn, s.supply = turn, supply
	}
}

// settledMoment takes the header's figures from the engine once every event
// has played, unless the battle is over: then they stay as it ended.
func (s *Scene) settledMoment() {
	if s.ended == nil {
		s.turn, s.supply = s.g.Turn, s.g.SupplyPoints
	}
}

// Game is the game the board shows.
func (s *Scene) Game() *rules.Game { return s.g }

// Settled reports that no event is playing.
func (s *Scene) Settled() bool { return s.cur == nil && len(s.queue) == 0 }

// Over reports that the battle has ended and its summary is shown.
func (s *Scene) Over() bool { return s.ended != nil && s.Settled() }

// begin starts playing a batch of events over the sheet as it stood before.
func (s *Scene) begin(before *rules.Battle, evs []rules.Event) {
	if before != nil {
		s.sh.b = before
	} else if s.g.Battle != nil {
		s.sh.b = copyBattle(s.g.Battle)
	}
	s.queue = append(s.queue, evs...)
	s.next()
}

// duration is how long an event is shown at normal speed, in sixtieths of a
// second.
func duration(e rules.Event) float64 {
	switch e.Kind {
	case rules.EvAttack:
		return 70
	case rules.EvHit:
		return 40
	case rules.EvAircraftMove:
		if len(e.Dice) > 0 {
			return 60
		}
		return 14
	case rules.EvBattleTurns:
		return 60
	case rules.EvPlan:
		if e.Side == rules.Japan {
			return 45
		}
		return 16
	case rules.EvBattleEnd:
		return 30
	case rules.EvBattleStep:
		return 8
	}
	if e.Step != rules.StepBattles {
		return 0
	}
	return 18
}

// next takes the next event off the queue and shows it; when none is left the
// sheet becomes the engine's own again.
func (s *Scene) next() {
	for len(s.queue) > 0 {
		e := s.queue[0]
		s.queue = s.queue[1:]
		s.show(e)
		d := 0.0
		if s.speed > 0 {
			d = duration(e) / s.speed
		}
		if d > 0 {
			s.cur, s.t, s.dur = &e, 0, d
			return
		}
	}
	s.cur = nil
	s.settleSheet()
	s.settledMoment()
}

// settleSheet makes the sheet the engine's own once no event plays: the
// battle being fought, or the battle as it ended, whose last Battle Turn's
// plans drawn and used the events do not carry (Battle.Follow follows
// only the units, the track and the Airfields).
func (s *Scene) settleSheet() {
	switch b := s.g.EndedBattle(); {
	case s.g.Battle != nil:
		s.sh.b = copyBattle(s.g.Battle)
	case s.ended != nil && b != nil && s.sh.b != nil && b.Area == s.sh.b.Area:
		s.sh.b = copyBattle(b)
	}
}

// show applies one event to the sheet and the log.
func (s *Scene) show(e rules.Event) {
	s.played = append(s.played, e)
	if e.Kind == rules.EvBattleStart {
		s.log, s.ended, s.sh.step = nil, nil, ""
	}
	if e.Step == rules.StepBattles {
		s.log = append(s.log, e)
		s.scroll = 0
	}
	s.sh.play(e)
	s.sound(e)
	if e.Kind == rules.EvBattleEnd {
		ev := e
		s.ended = &ev
	}
}

// skip plays every queued event at once.
func (s *Scene) skip() {
	for len(s.queue) > 0 {
		e := s.queue[0]
		s.queue = s.queue[1:]
		s.show(e)
	}
	s.cur = nil
	s.settleSheet()
	s.settledMoment()
}

// pending is the engine's question, or nil when the battle asks nothing.
func (s *Scene) pending() (rules.Pending, *rules.BattleAsk) {
	p := s.g.Pending()
	if p.Kind != rules.AskBattle || p.Battle == nil {
		return p, nil
	}
	return p, p.Battle
}

// apply sends a decision; its events are played back. An illegal decision
// only sets the status line with the engine's reason.
func (s *Scene) apply(d rules.Decision) bool {
	before := copyBattle(s.g.Battle)
	turn, supply := s.g.Turn, s.g.SupplyPoints
	evs, err := s.decide(d)
	if err != nil {
		s.note.Say(err.Error(), true, ui.Rect{})
		return false
	}
	s.note.Clear()
	s.selected = ""
	s.page = 0
	s.turn, s.supply = turn, supply
	s.begin(before, evs)
	return true
}

// decide applies a decision through the context's session, the one path
// every screen takes, so it is recorded and saved. A board showing a game
// that is not the one in play refuses rather than change it unrecorded.
func (s *Scene) decide(d rules.Decision) ([]rules.Event, error) { return s.decideJoined(d, false) }

// decideJoined applies d as decide does; joined, as part of the click that
// applied the decision before it, so that Undo takes them back together.
func (s *Scene) decideJoined(d rules.Decision, joined bool) ([]rules.Event, error) {
	if s.ctx == nil || s.ctx.Session == nil || s.ctx.Session.Game() != s.g {
		return nil, errors.New("this battle is not the game in play: nothing was changed")
	}
	if joined {
		return s.ctx.ApplyJoined(d)
	}
	return s.ctx.Apply(d)
}

// Update implements scenes.Scene. It asks for a frame when the board shows
// something new (see frames.go).
func (s *Scene) Update(ctx *scenes.Context) error {
	busy := !s.Settled()
	err := s.update(ctx)
	s.followOdds()
	s.followStaff()
	s.askFrame(ctx, busy)
	return err
}

func (s *Scene) update(ctx *scenes.Context) error {
	s.tick++
	s.ctx = ctx
	for _, e := range s.unsounded {
		s.sound(e)
	}
	s.unsounded = nil
	if ctx.Settings != nil {
		s.speed = ctx.Settings.AnimationSpeed
	}
	s.Pointer(ctx)
	s.fr = frameFor(s.Canvas(), s.View.Finger)
	in := ctx.Input
	s.mx, s.my = s.View.ToDesign(in.Cursor())
	if s.leave {
		s.leave = false
		s.odds.Stop()
		s.closeStaff()
		ctx.GoTo(s.done(s.played))
		return nil
	}
	if in.Pressed(ebiten.KeyF1) || (in.Clicked() && s.fr.rules.Contains(s.mx, s.my)) {
		ctx.GoTo(reference.New(s))
		return nil
	}
	if s.cur != nil {
		// A asks the staff even while the log plays: the question it
		// would answer is already the engine's, so the log is shown whole
		// first.
		if s.watched == "" && in.Pressed(ebiten.KeyA) {
			s.skip()
			s.askStaff()
			return nil
		}
		if in.Clicked() || in.RightClicked() || in.Pressed(ebiten.KeySpace) || in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeyEscape) {
			s.skip()
			return nil
		}
		s.t += ctx.Ticks()
		for s.cur != nil && s.t >= s.dur {
			over := s.t - s.dur
			s.next()
			if s.cur != nil {
				s.t = over
			}
		}
		return nil
	}
	if s.watched == "" && s.runHandover(ctx, in) {
		return nil
	}
	if s.watched == "" && s.updateStaff(in) {
		return nil
	}
	if w := in.Wheel(); w != 0 && s.fr.log.Contains(s.mx, s.my) {
		s.scroll = max(0, s.scroll+int(w*3))
	}
	switch {
	case in.Pressed(ebiten.KeyPageUp):
		s.scroll += 8
	case in.Pressed(ebiten.KeyPageDown):
		s.scroll = max(0, s.scroll-8)
	}
	s.layOut()
	bs := s.buttons()
	s.hoverBtn = -1
	for i := range bs {
		if s.fr.buttonRect(bs, i).Contains(s.mx, s.my) {
			s.hoverBtn = i
		}
	}
	s.hoverPl = ""
	if _, a := s.pending(); a != nil && a.Kind == rules.AskBuyPlans {
		s.hoverPl = s.planAt(s.mx, s.my)
	}
	switch {
	case in.Pressed(ebiten.KeyEscape) && s.selected == "":
		// Nothing to clear: the game menu.
		ctx.GoTo(menu.New(s))
	case in.Pressed(ebiten.KeyEscape) || in.RightClicked():
		s.selected = ""
	case in.Pressed(ebiten.KeyTab):
		s.page++
	case in.Pressed(ebiten.KeyY) && in.Ctrl():
		s.takeBack(ctx, true)
	case in.Pressed(ebiten.KeyZ) || in.Pressed(ebiten.KeyBackspace):
		s.takeBack(ctx, false)
	case in.Pressed(ebiten.KeyEnter) || in.Pressed(ebiten.KeySpace):
		for _, b := range bs {
			if b.key == "Enter" {
				s.press(ctx, b)
				break
			}
		}
	case in.Clicked():
		if s.hoverBtn >= 0 {
			s.press(ctx, bs[s.hoverBtn])
			return nil
		}
		s.click()
	}
	return nil
}

// press carries out a button.
func (s *Scene) press(ctx *scenes.Context, b button) {
	switch {
	case b.more:
		s.page++
	case b.leave:
		s.leave = true
	case b.undo || b.redo:
		s.takeBack(ctx, b.redo)
	case b.all:
		s.applyAll(b.d)
	case b.group:
		s.flyGroup(b.d.Zone)
	case b.always != "":
		s.decideAlways(b.always, b.d)
	default:
		s.apply(b.d)
	}
}

// session is the campaign in play when this board plays its game, or nil
// (a board shown over a game of its own, in tests).
func (s *Scene) session() *savegame.Session {
	if s.ctx == nil || s.ctx.Session == nil || s.ctx.Session.Game() != s.g {
		return nil
	}
	return s.ctx.Session
}

// takeBack undoes (redo: redoes) the last decision through the context,
// which replays the record and writes the live save, then shows the game
// rebuilt as a loaded one is (the board again, or the map when the battle
// had not begun). A refusal says why in the status line and changes nothing.
func (s *Scene) takeBack(ctx *scenes.Context, redo bool) {
	sess := s.session()
	if sess == nil {
		s.note.Say("There is no campaign record here to undo.", true, ui.Rect{})
		return
	}
	check, act := sess.CanUndo, ctx.Undo
	if redo {
		check, act = sess.CanRedo, ctx.Redo
	}
	if err := check(); err != nil {
		s.note.Say(err.Error(), true, ui.Rect{})
		return
	}
	if !ctx.CanReopen() {
		s.note.Say("This board cannot show the game again after an undo.", true, ui.Rect{})
		return
	}
	if err := act(); err != nil {
		s.note.Say(err.Error(), true, ui.Rect{})
		return
	}
	if err := ctx.Reopen(); err != nil {
		s.note.Say("The game was taken back but cannot be shown: "+err.Error(), true, ui.Rect{})
	}
}

// click handles a click on the sheet or a plan card.
func (s *Scene) click() {
	_, a := s.pending()
	if a == nil {
		return
	}
	if a.Kind == rules.AskBuyPlans {
		if name := s.planAt(s.mx, s.my); name != "" {
			s.buyPlan(name)
		}
		return
	}
	id, airfields := s.unitAt(s.mx, s.my)
	zone := s.zoneAt(s.mx, s.my)
	switch a.Kind {
	case rules.AskPlaceShip, rules.AskPlaceSub:
		if zone != "" {
			s.applyOr(rules.Decision{Kind: rules.DoPlace, Force: a.Force, Zone: zone},
				unitNameByID(s.g, s.sh.b, a.Force)+" cannot be placed in the "+zone+".")
		}
	case rules.AskFly:
		if id != "" && s.canFly(id) {
			if s.selected == id {
				s.selected = ""
			} else {
				s.selected = id
				s.note.Say("Now click the area of the Battle Sheet it flies to.", false, ui.Rect{})
			}
			return
		}
		if group := s.groupOf(id); len(group) > 0 && s.picksGroups() && (s.selected == "" || s.selected == id) {
			// A carrier stands for its air group (airgroup.go).
			if s.selected == id {
				s.selected = ""
				s.note.Clear()
				return
			}
			s.selected = id
			s.note.Say(fmt.Sprintf("The air group of %s (%d aircraft) is picked: now click the area of the Battle Sheet they fly to.",
				unitNameByID(s.g, s.sh.b, id), len(group)), false, ui.Rect{})
			return
		}
		if a := s.nextToFlyFrom(id); a != "" && s.selected == "" {
			// A carrier stands for the aircraft aboard it, whose counters
			// beside it are small: a click on it picks the next to fly.
			s.selected = a
			s.note.Say(unitNameByID(s.g, s.sh.b, a)+" is picked: now click the area of the Battle Sheet it flies to.", false, ui.Rect{})
			return
		}
		if len(s.pickedGroup()) > 0 && zone != "" {
			s.flyGroup(zone)
			return
		}
		if s.selected != "" && zone != "" {
			s.applyOr(rules.Decision{Kind: rules.DoFly, Force: s.selected, Zone: zone}, "US aircraft may not fly to the "+zone+" now.")
			return
		}
		if zone != "" {
			s.note.Say("First click a US aircraft that has not moved yet (lit), then the area it flies to.", true, ui.Rect{})
		}
	case rules.AskFirstLightFly:
		if zone != "" {
			s.applyOr(rules.Decision{Kind: rules.DoFly, Force: a.Force, Zone: zone}, "That aircraft cannot attack the "+zone+".")
		}
	case rules.AskJapaneseFirstLight:
		if id != "" {
			s.applyOr(rules.Decision{Kind: rules.DoChooseCarrier, Force: id}, unitNameByID(s.g, s.sh.b, id)+" is not one of the carriers tied for the most aircraft.")
		}
	case rules.AskPlaceJapanese:
		if id != "" {
			s.applyOr(rules.Decision{Kind: rules.DoPlace, Force: id, Zone: a.Zone}, unitNameByID(s.g, s.sh.b, id)+" is not one of the tied Escorts.")
		}
	case rules.AskAllocateHit:
		if airfields {
			s.apply(rules.Decision{Kind: rules.DoAllocateHit, Force: rules.AirfieldTarget})
		} else if id != "" {
			s.apply(rules.Decision{Kind: rules.DoAllocateHit, Force: id})
		}
	case rules.AskFirstLight:
		if id != "" {
			s.applyOr(rules.Decision{Kind: rules.DoChooseCarrier, Force: id}, "Choose a US carrier with aircraft aboard.")
		}
	case rules.AskLandAircraft, rules.AskAirfieldLosses:
		if id != "" {
			s.applyOr(rules.Decision{Kind: rules.DoDestroy, Force: id}, unitNameByID(s.g, s.sh.b, id)+" is not one of the aircraft that may be lost.")
		}
	}
}

// applyOr applies d if the engine offers it, else explains with why.
func (s *Scene) applyOr(d rules.Decision, why string) {
	p, _ := s.pending()
	for _, o := range p.Options {
		if o.Kind == d.Kind && o.Force == d.Force && o.Zone == d.Zone {
			s.apply(d)
			return
		}
	}
	s.note.Say(why, true, ui.Rect{})
}

// nextToFlyFrom is the first aircraft aboard carrier (as the sheet shows
// them beside it) that the engine lets fly now, or "".
func (s *Scene) nextToFlyFrom(carrier string) string {
	if carrier == "" || s.lay == nil {
		return ""
	}
	for _, p := range s.lay.units {
		if p.mini && p.u.Carrier == carrier && s.canFly(p.u.ID()) {
			return p.u.ID()
		}
	}
	return ""
}

// canFly reports whether the engine lets US aircraft id fly now.
func (s *Scene) canFly(id string) bool {
	p, _ := s.pending()
	for _, o := range p.Options {
		if o.Kind == rules.DoFly && o.Force == id {
			return true
		}
	}
	return false
}

// buyPlan selects a US Battle Plan, or says why it cannot.
func (s *Scene) buyPlan(name string) {
	p, a := s.pending()
	for _, o := range p.Options {
		if o.Kind == rules.DoBuyPlan && len(o.Plans) == 1 && o.Plans[0] == name {
			s.apply(o)
			return
		}
	}
	b := s.g.Battle
	switch {
	case b != nil && slices.Contains(b.USPlans, rules.USPlanNamed(name)):
		s.note.Say(name+" is already selected: a Battle Plan can only be used once each Battle.", true, ui.Rect{})
	default:
		cost := 0
		if pl := planInfo(rules.US, name); pl != nil {
			cost = pl.Cost
		}
		s.note.Say(name+" costs "+itoa(cost)+" Battle Plan Points; "+itoa(a.Points)+" are left. Spend a Supply Point for 3 more.", true, ui.Rect{})
	}
}

// unitAt returns the unit under (x, y) on the sheet, or reports the US
// Airfields box.
func (s *Scene) unitAt(x, y float64) (string, bool) {
	if s.lay == nil {
		return "", false
	}
	// Minis lie over nothing else; check them first.
	for _, p := range s.lay.units {
		if p.mini && p.r.Contains(x, y) {
			return p.u.ID(), false
		}
	}
	for _, p := range s.lay.units {
		if p.r.Contains(x, y) {
			return p.u.ID(), false
		}
	}
	for _, gr := range s.lay.groups {
		if gr.airfields && gr.side == rules.US && gr.r.Contains(x, y) {
			return "", true
		}
	}
	return "", false
}

// zoneAt returns the Battle Sheet area under (x, y), or "".
func (s *Scene) zoneAt(x, y float64) string {
	for _, z := range s.fr.zones {
		if s.fr.zoneRect(z).Contains(x, y) {
			return z.name
		}
	}
	return ""
}

func unitNameByID(g *rules.Game, b *rules.Battle, id string) string {
	if b != nil {
		for i := range b.Units {
			if b.Units[i].ID() == id {
				return unitName(g, &b.Units[i])
			}
		}
	}
	return g.Name(id)
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// planInfo returns a Battle Plan's counter text, or nil.
func planInfo(side rules.Side, name string) *rules.PlanInfo {
	p, err := rules.LoadPlans()
	if err != nil {
		return nil
	}
	return p.Find(side, name)
}
