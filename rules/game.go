package rules

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// FormatVersion is the version of the Game's JSON form.
const FormatVersion = 1

// Options choose a campaign and its dice.
type Options struct {
	Year int    `json:"year"`
	Seed uint64 `json:"seed"`
	// ChooseOrdersArea asks the player which area's Japanese Forces roll Orders
	// next; otherwise areas go in map order (docs/rulings.md).
	ChooseOrdersArea bool `json:"choose_orders_area,omitempty"`
	// AutoPlans uses the US Battle Plans that act "at the time of the Hit" or
	// add a Hit on a success whenever they apply, instead of asking.
	AutoPlans bool `json:"auto_plans,omitempty"`
	// ChooseBombing asks the player which Japanese stack each Strategic
	// Bombing result takes from; otherwise Ships go first, then Land-Based
	// Aircraft, then Infantry (docs/rulings.md).
	ChooseBombing bool `json:"choose_bombing,omitempty"`
	// DefeatCheckAsPrinted ends the campaign at the end of any Campaign Turn
	// with the US at or below the Replaced level, as the Defeat Check reads
	// strictly; otherwise only when the US was "reduced to" it that turn
	// (docs/rulings.md).
	DefeatCheckAsPrinted bool `json:"defeat_check_as_printed,omitempty"`
	// GameMakesJapanChoices has the engine make the equal choices the
	// rulebook leaves to the player on Japan's behalf (which of several
	// equal Japanese Forces a Hit strikes, ties in Japanese Ship placement)
	// by its documented rule, for quicker play; by default the player makes
	// them ("Solitaire Decisions").
	GameMakesJapanChoices bool `json:"game_makes_japan_choices,omitempty"`
}

// Stacks are the Japanese Reinforcement stacks, top first. Their counters are
// face down: the player sees only how many each holds.
type Stacks struct {
	Ships    []string `json:"ships,omitempty"`
	Infantry []string `json:"infantry,omitempty"`
	Aircraft []string `json:"aircraft,omitempty"`
}

// TurnRecord is one line of the Player Log: the Objectives held at the end of
// a Campaign Turn.
type TurnRecord struct {
	Turn     int      `json:"turn"`
	TurnName string   `json:"turn_name"`
	Held     []string `json:"held"`
}

// Game is the whole state of a campaign as plain data: it marshals to JSON and
// back unchanged, dice included.
type Game struct {
	Format  int     `json:"format"`
	Options Options `json:"options"`
	Year    int     `json:"year"`
	Turn    int     `json:"turn"` // 0 is "Start"; 1 is the first Campaign Turn
	Step    Step    `json:"step"`
	Dice    Dice    `json:"dice"`
	Forces  []Force `json:"forces"`

	ReinforcementPoints int `json:"reinforcement_points"`
	SupplyPoints        int `json:"supply_points"`
	// Resupply is the number of Japanese Resupply counters (one per Hold Order).
	Resupply int `json:"resupply"`
	// Scouting lists the areas of the Scouting counters placed this turn, in order.
	Scouting []string `json:"scouting,omitempty"`
	// Airbases are the areas that began the US Movement step with US Infantry or
	// Land-Based Aircraft: the only places Land-Based Aircraft may move to.
	Airbases []string `json:"airbases,omitempty"`
	// Battles lists the areas still to be resolved this turn, in map order.
	Battles []string `json:"battles,omitempty"`
	// Battle is the battle being fought, if any.
	Battle *Battle `json:"battle,omitempty"`
	// Bombing is the number of Strategic Bombing results still due at the
	// start of this Japanese Orders step.
	Bombing int `json:"bombing,omitempty"`

	Stacks    Stacks       `json:"stacks"`
	PlayerLog []TurnRecord `json:"player_log,omitempty"`
	// SetupHeld is how many Objectives the US Held at set-up: the first turn's
	// Defeat Check compares with it (docs/rulings.md: "Reduced to").
	SetupHeld int `json:"setup_held"`
	// PlanCup is the campaign's one cup of Japanese Battle Plans ("Place the
	// Enemy Battle Plan counters in an opaque cup for later drawing"): the
	// plans in it. PlansDrawn are those drawn in earlier battles, out of the
	// cup until it runs dry ("If there are no more Battle Plans remaining in
	// the cup, return the previously drawn Battle Plans and keep drawing").
	// Which were drawn is public; the cup's counters are face down.
	PlanCup    []JPPlan `json:"plan_cup"`
	PlansDrawn []JPPlan `json:"plans_drawn,omitempty"`

	Over       bool   `json:"over,omitempty"`
	Evaluation string `json:"evaluation,omitempty"`
	EndReason  string `json:"end_reason,omitempty"`
	// Score is the Objectives counted toward Victory at the end of the
	// campaign: those held, and in 1945 those the Japan Invasion box earns.
	Score int `json:"score,omitempty"`

	// NextID numbers the generic counters (Battalions) as they enter play.
	NextID int `json:"next_id"`
	// JapanChoices are the changes the player made in play to who makes
	// Japan's equal choices (DoJapanChoices); zero until the first.
	JapanChoices JapanChoices `json:"japan_choices,omitzero"`

	data *Campaign
	// index finds a Force's place in Forces by ID; rebuilt when stale.
	index map[string]int
	// quiet says nobody reads the log (SetQuiet): simulations play
	// thousands of battles nobody reads. Not part of the state.
	quiet bool
	// ended is the Battle Sheet of the last battle that ended in this game
	// (EndedBattle). Not part of the state.
	ended *Battle
	// evChunk is room for the events of decisions to come (eventRoom): its
	// length is the part already handed out. Not part of the state.
	evChunk []Event
	// notes are the events of the battle being fought since the decision
	// began, as the engine keeps them (note, readNotes). Not part of the
	// state.
	notes []note
	// noteIDs are the lists of unit IDs the notes hold (noteSpan). Not
	// part of the state.
	noteIDs []string
	// noteDice are the dice the notes show (noteSpan). Not part of the
	// state.
	noteDice []int
	// rooms keeps the memory of lists cut to nothing (listRooms). Not part
	// of the state.
	rooms listRooms
	// holdRoom is room for the areas' control and supply (holdMapNow).
	// Not part of the state.
	holdRoom struct {
		ctrl                 []uint8
		jp, supply, expanded []bool
	}
	// spare is a Battle Sheet no longer read (CloneInto), whose room the
	// next battle takes over. Not part of the state.
	spare *Battle
	// board is where the Forces stand, kept while Japanese Orders are
	// rolled (areaBoard). Not part of the state.
	board *areaBoard
	// checked is set while Apply applies a decision its precheck has just
	// passed: a step need not check it again (a move's checks look at
	// every Force). Not part of the state.
	checked bool
}

// EndedBattle returns the Battle Sheet of the battle that ended last while
// this game was played, until another battle begins (nil after a load or
// Clone, or once the next battle has begun: that one takes its room): who
// was lost, who was Damaged. Simulations read it to count a battle's losses,
// which the map no longer shows once the Forces have left it. The caller must
// not change it.
func (g *Game) EndedBattle() *Battle { return g.ended }

// SetQuiet says whether anyone reads the game's log. Quiet or not, a game
// plays the same code, die for die and decision for decision: a battle
// keeps its inner events as notes (battle_notes.go) and asks its questions
// in typed fields. A game whose log is read makes the notes' Events, text
// and all, and the questions' prompts, when a decision's events are handed
// out; a quiet one drops them unmade. So a quiet game reports of a battle
// only its start and its end (BattleDetail lists the kinds it leaves out),
// the end without its Text; its questions carry only the prompts in set
// words, and its lists of losses (Battle.USLost, JPLost) no names. The
// events of the campaign steps are the same in both modes, text and all.
// Simulations (the battle odds, the balance runs) use it because making the
// log cost more than the rules themselves. The events Apply returns are the
// caller's to keep, quiet or not.
func (g *Game) SetQuiet(on bool) { g.quiet = on }

// Quiet reports whether the game's log goes unread (SetQuiet).
func (g *Game) Quiet() bool { return g.quiet }

// NewGame sets up a campaign as its Set-Up Sheet says, then plays the automatic
// steps until the player's first decision (the US Resupply of the first turn).
func NewGame(opt Options) (*Game, []Event, error) { return NewGameIn(opt, nil) }

// NewGameIn is NewGame in the memory of old, a game its caller is done with
// (nil: NewGame). Simulations that play campaigns one after another (the
// balance runs) then allocate little for each: the new game takes over the
// room of old's Forces, index, Battle Sheet and area board (the new game is
// quiet if old was). It plays exactly as
// a game from NewGame. Nothing read from old before (its Forces, events,
// questions, EndedBattle) may be used after, nor old itself.
func NewGameIn(opt Options, old *Game) (*Game, []Event, error) {
	c, err := LoadCampaign(opt.Year)
	if err != nil {
		return nil, nil, err
	}
	g := &Game{}
	quiet := false
	if old != nil {
		spare := old.Battle
		if spare == nil {
			spare = old.ended
		}
		g, quiet = old, old.quiet
		// beginBattle takes spare's room over, as after CloneInto.
		*g = Game{Forces: old.Forces[:0], index: old.index, board: old.board, spare: spare}
		clear(g.index)
		if g.board != nil {
			g.board.kept, g.board.fresh = false, false
		}
	}
	g.Format, g.Options, g.Year, g.Step, g.Dice, g.data = FormatVersion, opt, opt.Year, StepStart, NewDice(opt.Seed), c
	var evs []Event
	if err := g.setUp(&evs); err != nil {
		return nil, nil, err
	}
	g.SetupHeld = len(g.HeldObjectives())
	g.PlanCup = JapanesePlans()
	g.enter(StepAdvanceTurn, &evs)
	g.quiet = quiet
	return g, evs, nil
}

// Data returns the printed data of the game's campaign.
func (g *Game) Data() *Campaign { return g.data }

// UnmarshalJSON restores a game and re-attaches its campaign's printed data.
func (g *Game) UnmarshalJSON(b []byte) error {
	type plain Game
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	if p.Format != FormatVersion {
		return fmt.Errorf("game state format %d; this version reads format %d", p.Format, FormatVersion)
	}
	c, err := LoadCampaign(p.Year)
	if err != nil {
		return err
	}
	*g = Game(p)
	g.data = c
	return g.checkState()
}

// checkState refuses a state that names counters or places that do not exist,
// so a hand-edited game cannot crash the engine later.
func (g *Game) checkState() error {
	seen := map[string]bool{}
	for i := range g.Forces {
		f := &g.Forces[i]
		if seen[f.ID] {
			return fmt.Errorf("force %s appears twice", f.ID)
		}
		seen[f.ID] = true
		if g.data.Counters[f.Counter] == nil {
			return fmt.Errorf("force %s: unknown counter %q", f.ID, f.Counter)
		}
		if f.Where == OnMap && g.data.Map.Area(f.Area) == nil {
			return fmt.Errorf("force %s: unknown area %q", f.ID, f.Area)
		}
	}
	for _, list := range [][]string{g.Stacks.Ships, g.Stacks.Infantry, g.Stacks.Aircraft} {
		for _, id := range list {
			if !seen[id] {
				return fmt.Errorf("reinforcement stack names unknown force %s", id)
			}
		}
	}
	if g.Turn < 0 || g.Turn > len(g.data.Setup.Turns)+1 {
		return fmt.Errorf("turn %d out of range", g.Turn)
	}
	if g.Battle != nil {
		return g.Battle.check(g)
	}
	return nil
}

// Clone returns a deep copy of the game.
func (g *Game) Clone() *Game {
	c := new(Game)
	g.copyTo(c, nil, nil)
	return c
}

// copyTo makes c a deep copy of g. The lists of room, when not nil, hold the
// copies of g's, as far as they have room (CloneInto: a copy made before),
// and spare, when not nil, the copy of the battle being fought
// (Battle.cloneInto).
func (g *Game) copyTo(c *Game, room *Game, spare *Battle) {
	if room == nil {
		room = &Game{}
	}
	*c = *g
	if cap(room.Forces) >= len(g.Forces) && len(g.Forces) > 0 {
		c.Forces = append(room.Forces[:0], g.Forces...)
	} else {
		c.Forces = slices.Clone(g.Forces)
	}
	c.Dice = g.Dice.clone(room.Dice.Forced)
	c.Scouting = copyList(room.Scouting, g.Scouting)
	c.Airbases = copyList(room.Airbases, g.Airbases)
	// The rooms kept are the room's, never g's: no two games share one.
	kept := &c.rooms
	*kept = listRooms{}
	c.Battles, kept.battles = copyKept(room.Battles, room.rooms.battles, g.Battles)
	c.Stacks.Ships, kept.ships = copyKept(room.Stacks.Ships, room.rooms.ships, g.Stacks.Ships)
	c.Stacks.Infantry, kept.infantry = copyKept(room.Stacks.Infantry, room.rooms.infantry, g.Stacks.Infantry)
	c.Stacks.Aircraft, kept.aircraft = copyKept(room.Stacks.Aircraft, room.rooms.aircraft, g.Stacks.Aircraft)
	c.PlayerLog, kept.playerLog = copyKept(room.PlayerLog, room.rooms.playerLog, g.PlayerLog)
	c.PlanCup, kept.planCup = copyKept(room.PlanCup, room.rooms.planCup, g.PlanCup)
	c.PlansDrawn, kept.plansDrawn = copyKept(room.PlansDrawn, room.rooms.plansDrawn, g.PlansDrawn)
	c.index = nil // each copy builds its own, so no two games share one map
	c.ended = nil
	c.evChunk = nil          // the events handed out are the original's
	c.notes = room.notes[:0] // the room's, never g's: no two games share it
	c.noteIDs = room.noteIDs[:0]
	c.noteDice = room.noteDice[:0]
	c.holdRoom = room.holdRoom // the room's, never g's: no two games share it
	c.spare = nil
	c.board = nil
	c.checked = false
	switch {
	case g.Battle != nil && spare != nil:
		c.Battle = g.Battle.cloneInto(spare)
	case g.Battle != nil:
		c.Battle = g.Battle.clone()
	}
}

// CloneInto makes dst a deep copy of g, as Clone does, and returns it, but
// reuses the memory dst holds: simulations that copy one game for each of
// thousands of samples (the battle odds) then allocate little. Whatever was
// read from dst before (events, questions, EndedBattle) is no longer valid.
// The copy is meant to play on until a battle ends (the Forces' room may
// differ from a Clone's). Like Force, it may index g's Forces: g must not be
// in use elsewhere at the same time. A nil dst gets a Clone.
func (g *Game) CloneInto(dst *Game) *Game {
	if dst == nil || dst == g {
		return g.Clone()
	}
	room := *dst // its lists serve the copy's
	forces, index := dst.Forces, dst.index
	spare := dst.Battle
	if spare == nil {
		spare = dst.ended
	}
	keep := indexesCopy(index, forces, g.Forces)
	var into *Battle
	if g.Battle != nil {
		// The battle being fought is copied into the spare's memory;
		// otherwise the spare serves the next battle (beginBattle).
		into, spare = spare, nil
	}
	g.copyTo(dst, &room, into)
	if g.index == nil {
		g.rebuildIndex() // once, on the game copied from
	}
	if !keep {
		if index == nil {
			index = make(map[string]int, len(g.index))
		}
		clear(index)
		maps.Copy(index, g.index)
	}
	dst.index = index
	if spare != nil {
		dst.spare = spare
	}
	return dst
}

// indexesCopy reports whether index, which indexes the Forces old of a copy
// made before, serves as the index of a new copy of the Forces from: old
// starts with from's Forces, in their places (a copy only adds Forces, at the
// end), and the index names old's Forces alone. Those added are taken out of
// it. The odds copy one game thousands of times: copying its index each time
// cost more than the few Battalions a battle adds.
func indexesCopy(index map[string]int, old, from []Force) bool {
	if index == nil || len(index) != len(old) || len(old) < len(from) {
		return false
	}
	for i := range from {
		if old[i].ID != from[i].ID {
			return false
		}
	}
	for i := len(from); i < len(old); i++ {
		delete(index, old[i].ID)
	}
	// A Force listed twice would leave a name out: then copy afresh.
	return len(index) == len(from)
}

// TurnName is the Campaign Turn box the counter is on: "Start", "Jan/Feb", ...
func (g *Game) TurnName() string {
	return g.TurnNameAt(g.Turn)
}

// TurnNameAt names Campaign Turn t as the Campaign Turn track does:
// "Start" before the first, "End" after the last.
func (g *Game) TurnNameAt(t int) string {
	turns := g.data.Setup.Turns
	switch {
	case t <= 0:
		return "Start"
	case t > len(turns):
		return "End"
	}
	return turns[t-1]
}

// Counter returns the printed counter of a Force.
func (g *Game) Counter(f *Force) *Counter {
	// The rules ask for counters all the time: a cached pointer, checked
	// against the key, spares a map lookup by string.
	if c := f.ct; c != nil && c.key == f.Counter {
		return c
	}
	return g.lookUpCounter(f)
}

// lookUpCounter finds a Force's counter in the campaign data and caches it.
func (g *Game) lookUpCounter(f *Force) *Counter {
	c := g.data.Counters[f.Counter]
	if c != nil && c.key == f.Counter {
		// The same string, so that the cache's check compares one pointer.
		f.ct, f.Counter = c, c.key
	}
	return c
}

// Force finds a Force by ID, or nil.
func (g *Game) Force(id string) *Force {
	i, ok := g.index[id]
	if ok && i < len(g.Forces) && g.Forces[i].ID == id {
		return &g.Forces[i]
	}
	if !ok && g.index != nil && len(g.index) == len(g.Forces) {
		// The index names every Force (Forces only grow, through newForce,
		// which keeps it): the ID is none of them.
		return nil
	}
	// Not where the index says: the index is stale (Forces were added or
	// reordered) or there is no such Force. Look, and rebuild if it was stale.
	for i := range g.Forces {
		if g.Forces[i].ID == id {
			g.rebuildIndex()
			return &g.Forces[i]
		}
	}
	return nil
}

// rebuildIndex indexes every Force by ID.
func (g *Game) rebuildIndex() {
	g.index = make(map[string]int, len(g.Forces)+16)
	for j := range g.Forces {
		g.index[g.Forces[j].ID] = j
	}
}

// Name is how the log names a Force: "CV Lexington", "Battalion".
func (g *Game) Name(id string) string {
	f := g.Force(id)
	if f == nil {
		return id
	}
	return g.Counter(f).Label()
}

// CounterName names a Force as its counter reads, for words that point at
// the counter: an air unit by its aircraft first, "Anson (RAAF BG 1)" (the
// counter prints "Anson" large and the unit small), where Name puts the
// unit first.
func (g *Game) CounterName(id string) string {
	f := g.Force(id)
	if f == nil {
		return g.Name(id)
	}
	if c := g.Counter(f); c.Type == LBA && c.Aircraft != "" && c.Aircraft != c.Name {
		return c.Aircraft + " (" + c.Name + ")"
	}
	return g.Name(id)
}

// names is how the log names Forces.
func (g *Game) names(ids []string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = g.Name(id)
	}
	return out
}

// In returns the IDs of side's Forces in a map area, in board order.
func (g *Game) In(area string, side Side) []*Force {
	var out []*Force
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		if f.Where == OnMap && sameString(f.Area, area) && isSide(f.Side, side) {
			out = append(out, f)
		}
	}
	return out
}

// areaCensus is what one pass over the Forces says of a map area (census).
// censusRoom is room on the stack for a census of a map of up to this many
// areas (the map has fewer).
const censusRoom = 64

type areaCensus struct {
	us, jp             bool // the side has Forces on the map there (Has)
	usGround           bool // US Infantry or Land-Based Aircraft there
	usAshore, jpAshore int  // the side's Forces Ashore there (Ashore)
}

// census returns, by the areas' places in the map, Has and Ashore of every
// area for both sides, in one pass over the Forces: the steps that ask them
// of every area in turn would scan every Force for each. While Japanese
// Orders are rolled it is the area board's, which changes as Forces move:
// read it before they do. Otherwise it is made in room when room is large
// enough (the callers' stack: a census lives only while its step looks).
func (g *Game) census(room []areaCensus) []areaCensus {
	if b := g.boardNow(); b != nil {
		return b.census
	}
	m := g.data.Map
	var out []areaCensus
	if n := len(m.Areas); cap(room) >= n {
		out = room[:n]
		clear(out)
	} else {
		out = make([]areaCensus, n)
	}
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		if f.Where != OnMap {
			continue
		}
		if k, ok := g.areaIndex(f); ok {
			g.countIn(&out[k], f)
		}
	}
	return out
}

// countIn adds a Force on the map to the census of its area.
func (g *Game) countIn(c *areaCensus, f *Force) {
	kd := g.Kind(f)
	// IsAshore, with the kind asked once.
	ashore := kd == KindAircraft || (kd == KindInfantry && !f.OnTransport)
	switch f.Side {
	case US:
		c.us = true
		if kd == KindInfantry || kd == KindAircraft {
			c.usGround = true
		}
		if ashore {
			c.usAshore++
		}
	case Japan:
		c.jp = true
		if ashore {
			c.jpAshore++
		}
	}
}

// areaIndex returns the place in the map's areas of the Force's Area, or
// false for none. The census asks it of every Force: the place is cached in
// the Force and the area's own name string stored in it, so that the check
// compares one pointer instead of looking the name up.
func (g *Game) areaIndex(f *Force) (int, bool) {
	areas := g.data.Map.Areas
	if k := int(f.at) - 1; k >= 0 && k < len(areas) && areas[k].Name == f.Area {
		return k, true
	}
	k, ok := g.data.Map.index[f.Area]
	if !ok {
		f.at = 0
		return 0, false
	}
	f.at, f.Area = int32(k+1), areas[k].Name
	return k, true
}

// censusOf returns the census of the named area (nothing for an unknown one).
func (m *Map) censusOf(c []areaCensus, area string) areaCensus {
	if k, ok := m.index[area]; ok && k < len(c) {
		return c[k]
	}
	return areaCensus{}
}

// sameString is a == b, looking at the lengths and the end bytes first: the
// scans over every Force compare an area name with each Force's, mostly
// different, and this spares most of them a call to compare the bytes.
func sameString(a, b string) bool {
	return len(a) == len(b) && (len(a) == 0 || a[0] == b[0] && a[len(a)-1] == b[len(b)-1] && a == b)
}

// isSide is s == side, against the two sides' constants (compared in line)
// when side is one of them.
func isSide(s, side Side) bool {
	switch side {
	case US:
		return s == US
	case Japan:
		return s == Japan
	}
	return s == side
}

// Has reports whether side has any Force in the area.
func (g *Game) Has(area string, side Side) bool {
	if c, ok := g.boardCensus(area); ok && (side == US || side == Japan) {
		if side == US {
			return c.us
		}
		return c.jp
	}
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		if f.Where == OnMap && sameString(f.Area, area) && isSide(f.Side, side) {
			return true
		}
	}
	return false
}

// Kind returns the broad class (Ship, Infantry, Aircraft) of a Force. The
// campaign data sets every counter's kind as it reads it: Kind is then
// small enough to be compiled in line, and the scans over every Force ask
// it of each.
func (g *Game) Kind(f *Force) Kind {
	return g.Counter(f).kind
}

// IsAshore reports whether a Force is Ashore: every Land-Based Aircraft in an
// area is; Infantry is unless still on a Transport (Set-Up: "When an Infantry
// starts a Battle on the Island, or moves from a Transport to the Beach, it is
// Ashore. All Land-Based Aircraft in an Area are always Ashore").
func (g *Game) IsAshore(f *Force) bool {
	if f.Where != OnMap {
		return false
	}
	switch g.Kind(f) {
	case KindAircraft:
		return true
	case KindInfantry:
		return !f.OnTransport
	}
	return false
}

// Ashore counts side's Infantry and Land-Based Aircraft Ashore in the area.
func (g *Game) Ashore(area string, side Side) int {
	if c, ok := g.boardCensus(area); ok && (side == US || side == Japan) {
		if side == US {
			return c.usAshore
		}
		return c.jpAshore
	}
	n := 0
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		if f.Where == OnMap && sameString(f.Area, area) && isSide(f.Side, side) && g.IsAshore(f) {
			n++
		}
	}
	return n
}

// ashoreBoth is Ashore of the area for the US and for Japan, in one pass.
func (g *Game) ashoreBoth(area string) (us, jp int) {
	forces := g.Forces // loaded once, not at each turn of the loop
	for i := range forces {
		f := &forces[i]
		// The area first: its length alone tells most Forces' apart, those
		// off the map ("") included; IsAshore tests Where.
		if !sameString(f.Area, area) || !g.IsAshore(f) {
			continue
		}
		switch f.Side {
		case US:
			us++
		case Japan:
			jp++
		}
	}
	return us, jp
}

// newForce puts a new counter into play and returns it.
func (g *Game) newForce(side Side, name string, where Where, area string) (*Force, error) {
	// The key is built on the stack: a map lookup by string(bytes) does not
	// allocate, and the data's own key string is used from here on.
	var buf [64]byte
	kb := append(append(append(buf[:0], side...), ':'), name...)
	ct, ok := g.data.Counters[string(kb)]
	if !ok {
		return nil, fmt.Errorf("no %s counter %q in the %d campaign", side, name, g.Year)
	}
	key := ct.key
	id := key
	if ct.Type == Battalion {
		g.NextID++
		id = g.battalionID(key)
	} else if g.Force(id) != nil {
		return nil, fmt.Errorf("%s is already in play", key)
	}
	if g.index == nil || len(g.index) != len(g.Forces) {
		g.rebuildIndex()
	}
	g.Forces = append(g.Forces, Force{ID: id, Counter: key, Side: side, Where: where, Area: area, ct: ct})
	g.index[id] = len(g.Forces) - 1
	return &g.Forces[len(g.Forces)-1], nil
}

// battalionID is the ID of the Battalion numbered NextID: key#NextID. A
// copy of a game (CloneInto) keeps the Forces of the last copy in the room
// after its own, where the next new Force goes: the string of the Battalion
// found there serves when it is the same, as it mostly is when one battle
// is played again and again (the battle odds), rather than a new one.
func (g *Game) battalionID(key string) string {
	var buf [64]byte
	b := strconv.AppendInt(append(append(buf[:0], key...), '#'), int64(g.NextID), 10)
	if n := len(g.Forces); n < cap(g.Forces) {
		if old := g.Forces[:n+1][n].ID; old == string(b) {
			return old
		}
	}
	return string(b)
}

// setUp places every Force as the Set-Up Sheet says (Set-Up) and shuffles the
// Japanese Reinforcement stacks (Extended Example: "I then randomize the
// Japanese Forces in each stack").
func (g *Game) setUp(evs *[]Event) error {
	if st := g.data.start; st != nil && len(g.Forces) == 0 && len(g.index) == 0 && g.NextID == 0 {
		// Every game of the campaign places the same Forces: a copy of
		// them, then the shuffles.
		if cap(g.Forces) < cap(st.forces) {
			g.Forces = make([]Force, 0, cap(st.forces))
		}
		g.Forces = append(g.Forces, st.forces...)
		if g.index == nil {
			g.index = maps.Clone(st.index)
		} else {
			maps.Copy(g.index, st.index)
		}
		g.NextID = st.nextID
		g.Stacks = st.stacks // read only: the shuffles make new lists
	} else if err := g.placeSetUp(); err != nil {
		return err
	}
	for _, st := range []*[]string{&g.Stacks.Ships, &g.Stacks.Infantry, &g.Stacks.Aircraft} {
		order := g.Dice.shuffle(Roll{Kind: RollSetUp}, len(*st))
		shuffled := make([]string, len(order))
		for i, k := range order {
			shuffled[i] = (*st)[k]
		}
		*st = shuffled
	}
	*evs = append(*evs, Event{Kind: EvSetup, Step: StepStart,
		Text: fmt.Sprintf("The %d Campaign is set up: %d US and %d Japanese Forces; the Japanese Reinforcement stacks are shuffled (%d Ships, %d Infantry, %d Land-Based Aircraft).",
			g.Year, g.count(US), g.count(Japan), len(g.Stacks.Ships), len(g.Stacks.Infantry), len(g.Stacks.Aircraft)),
		Rule: "Set-Up"})
	return nil
}

// setupStart is the Forces of a campaign's Set-Up as placeSetUp leaves them
// (Campaign.start): read only, copied by every new game.
type setupStart struct {
	forces []Force
	index  map[string]int
	stacks Stacks
	nextID int
}

// prepareStart places the Set-Up once (Campaign.start); nil if it cannot be
// placed, and each game then places it itself and reports why.
func (c *Campaign) prepareStart() *setupStart {
	g := &Game{Year: c.Setup.Year, data: c}
	if err := g.placeSetUp(); err != nil {
		return nil
	}
	return &setupStart{forces: g.Forces, index: g.index, stacks: g.Stacks, nextID: g.NextID}
}

// placeSetUp puts every Force of the Set-Up Sheet in its place, and the
// Japanese Reinforcements in their stacks, unshuffled.
func (g *Game) placeSetUp() error {
	s := g.data.Setup
	n := 0
	for _, list := range [][]Placement{s.US, s.JP} {
		for _, p := range list {
			for _, entry := range p.Forces {
				_, k := SetupName(entry)
				n += k
			}
		}
	}
	// The index and Forces have room for every counter of the Set-Up and
	// the Battalions to come (a 1942 campaign adds up to about 70), so that
	// Forces is rarely copied to grow. No code holds a *Force across the
	// append of a new one (TestForcesMayMove), so the room does not change
	// play.
	if len(g.Forces) == 0 {
		g.Forces = make([]Force, 0, n+n/2)
	}
	if g.index == nil {
		g.index = make(map[string]int, n+n/4)
	}
	for _, side := range []Side{US, Japan} {
		list := s.US
		if side == Japan {
			list = s.JP
		}
		for _, p := range list {
			for _, entry := range p.Forces {
				name, n := SetupName(entry)
				for k := 0; k < n; k++ {
					where, area, box := OnMap, p.Place, 0
					switch p.Place {
					case PlaceReinforcements:
						where, area = InUSReinforce, ""
						if side == Japan {
							where = InJPStack
						}
					case PlaceR2P42, PlaceR2P43, PlaceR2P44:
						where, area = InReturnToPort, ""
						box = map[string]int{PlaceR2P42: 1, PlaceR2P43: 2, PlaceR2P44: 3}[p.Place]
					}
					f, err := g.newForce(side, name, where, area)
					if err != nil {
						return err
					}
					f.Box = box
					if where == InJPStack {
						switch g.Kind(f) {
						case KindShip:
							g.Stacks.Ships = append(g.Stacks.Ships, f.ID)
						case KindInfantry:
							g.Stacks.Infantry = append(g.Stacks.Infantry, f.ID)
						default:
							g.Stacks.Aircraft = append(g.Stacks.Aircraft, f.ID)
						}
					}
				}
			}
		}
	}
	return nil
}

func (g *Game) count(side Side) int {
	n := 0
	for i := range g.Forces {
		if g.Forces[i].Side == side && g.Forces[i].Where != Destroyed {
			n++
		}
	}
	return n
}

// Apply checks a decision against the rules and, when it is legal, carries it
// out and plays on until the next decision, returning what happened. An illegal
// decision returns a *RuleError naming the rule it breaks and changes nothing.
func (g *Game) Apply(d Decision) ([]Event, error) {
	if g.Over {
		return nil, illegal("Campaign over", "the campaign is over (%s)", g.Evaluation)
	}
	if d.Kind == DoJapanChoices {
		// A preference, not an answer: taken at any moment, a battle's
		// question or not, and it rolls nothing.
		return nil, g.applyJapanChoices(d)
	}
	if b := g.Battle; b != nil && b.Ask != nil && g.Step == StepBattles {
		return g.answerBattle(&d)
	}
	evs := g.eventRoom()
	if known, err := g.precheck(d); known {
		// A campaign decision whose checks all come before any change: no copy
		// is needed to leave the game untouched when it is refused.
		if err != nil {
			return nil, err
		}
		return g.applyChecked(d, evs)
	}
	next := g.Clone()
	if err := next.apply(d, &evs); err != nil {
		return nil, err
	}
	chunk := g.evChunk
	*g = *next
	g.evChunk = chunk
	return g.keepEvents(evs), nil
}

// answerBattle is Apply for the answer to a battle's question, the most
// frequent decision: found among the options, it goes straight to the
// battle's answer (applyBattle) and the steps after it, as apply would
// bring it there through the step's cases, each a copy of the decision.
// The option is read where it stands: the next question's options are
// built in that room, but applyBattle and the answers read the option only
// before anything asks.
func (g *Game) answerBattle(d *Decision) ([]Event, error) {
	g.readyUnits()
	b := g.Battle
	i := b.optionOf(d)
	if i < 0 {
		return nil, g.refuseBattle(*d)
	}
	b.offered = i
	evs := g.eventRoom()
	g.checked = true
	err := g.applyBattle(&b.Options[i], &evs)
	g.checked = false
	if err == nil {
		g.afterBattle(&evs)
	}
	return g.keepEvents(evs), err
}

// applyChecked applies a decision precheck has found legal, into evs.
func (g *Game) applyChecked(d Decision, evs []Event) ([]Event, error) {
	g.checked = true
	err := g.apply(d, &evs)
	g.checked = false
	return g.keepEvents(evs), err
}

// eventChunk is how many events the game allocates room for at once.
const eventChunk = 128

// eventRoom returns an empty list of events with room from the game's
// current chunk, so that the events of a decision are not allocated one
// growth at a time.
func (g *Game) eventRoom() []Event {
	g.notes, g.noteIDs, g.noteDice = g.notes[:0], g.noteIDs[:0], g.noteDice[:0] // those of a decision refused are no one's
	if cap(g.evChunk)-len(g.evChunk) < eventChunk/8 {
		// A new game's first chunk is smaller: simulations make games and
		// play them quiet at once.
		size := eventChunk
		if g.evChunk == nil {
			size = eventChunk / 2
		}
		g.evChunk = make([]Event, 0, size)
	}
	return g.evChunk[len(g.evChunk):len(g.evChunk)]
}

// keepEvents hands the events of a decision to the caller: the chunk's room
// they took is theirs for good (the list is capped, so the caller's appends
// copy it), and the next decision's events go after them.
func (g *Game) keepEvents(evs []Event) []Event {
	g.readNotes(evs)
	n := len(g.evChunk)
	if len(evs) == 0 {
		return nil
	}
	if len(evs) <= cap(g.evChunk)-n && &evs[0] == &g.evChunk[:n+1][n] {
		g.evChunk = g.evChunk[:n+len(evs)]
	}
	return evs[:len(evs):len(evs)]
}

// Check says whether a decision is legal now without changing the game: nil,
// or the *RuleError Apply would return. Screens use it to explain why a
// destination or a purchase is not allowed before the player commits.
func (g *Game) Check(d Decision) error {
	if g.Over {
		return illegal("Campaign over", "the campaign is over (%s)", g.Evaluation)
	}
	if known, err := g.precheck(d); known {
		return err
	}
	var evs []Event
	return g.Clone().apply(d, &evs)
}

// precheck judges a campaign decision by the same checks its step makes before
// changing anything. known is false for decisions only a trial on a copy can
// judge (those inside a battle, and unknown kinds).
func (g *Game) precheck(d Decision) (known bool, err error) {
	g.readyUnits()
	// A battle's answers first: simulations give little else, and every case
	// below compares the step's and the decision's names.
	if b := g.Battle; b != nil && b.Ask != nil && g.Step == StepBattles {
		// A battle answers only what it offered; its checks come first too.
		if i := b.optionOf(&d); i >= 0 {
			b.offered = i // applyBattle need not look again
			return true, nil
		}
		return true, g.refuseBattle(d)
	}
	switch {
	case d.Kind == DoDone && (g.Step == StepResupply || g.Step == StepScouting || g.Step == StepMovement):
		return true, nil
	case g.Step == StepResupply && d.Kind == DoBuy:
		return true, g.canBuy(d.Force)
	case g.Step == StepResupply && d.Kind == DoRepair:
		return true, g.canRepair(d.Force)
	case g.Step == StepScouting && d.Kind == DoScout:
		return true, g.canScout(d.Area)
	case g.Step == StepMovement && d.Kind == DoMove:
		ids := d.Forces
		if len(ids) == 0 && d.Force != "" {
			ids = []string{d.Force}
		}
		return true, g.movement().canMove(ids, d.Area)
	case g.Step == StepMovement && d.Kind == DoRaid:
		return true, g.movement().canRaid(d.Force)
	case g.Step == StepMovement && d.Kind == DoUndoMove:
		return true, g.movement().canUndo(d.Force)
	case g.Step == StepMovement && d.Kind == DoStrategicBomb:
		return true, g.bombingBox().canStrategicBomb(d.Force)
	case g.Step == StepMovement && d.Kind == DoInvade:
		return true, g.canInvade(d.Force)
	case g.Step == StepOrders && g.Bombing > 0:
		if d.Kind != DoBombStack {
			return true, illegal(ruleBombing, "choose the Japanese stack the Strategic Bombing takes from; not %q", d.Kind)
		}
		return true, g.bombingBox().canBombStack(d.Zone)
	case g.Step == StepOrders && d.Kind == DoOrdersArea:
		if slices.Contains(g.OrdersAreas(), d.Area) {
			return true, nil
		}
		return true, illegal(ruleOrders, "no Japanese Forces in %q await Orders", d.Area)
	case g.Step == StepBattles && g.Battle == nil && d.Kind == DoChooseBattle:
		if slices.Contains(g.Battles, d.Area) {
			return true, nil
		}
		return true, illegal(ruleResolveBattles, "%q has no battle to resolve (battles: %s)", d.Area, strings.Join(g.Battles, ", "))
	}
	return false, nil
}

func (g *Game) apply(d Decision, evs *[]Event) error {
	switch g.Step {
	case StepResupply:
		return g.applyResupply(d, evs)
	case StepScouting:
		return g.applyScouting(d, evs)
	case StepMovement:
		return g.movement().applyMovement(d, evs)
	case StepOrders:
		return g.orders().applyOrders(d, evs)
	case StepBattles:
		return g.applyBattles(d, evs)
	}
	return illegal("Sequence of Play", "nothing is asked of the player in the %s step", g.Step)
}
