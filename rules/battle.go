package rules

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The four areas of the Battle Sheet, in the order of the movement numbers
// printed on it (1-2 Japanese Ocean, 3-5 Island, 6 Coastal, 7-10 US Ocean).
const (
	ZoneJapaneseOcean = "Japanese Ocean"
	ZoneIsland        = "Island"
	ZoneCoastal       = "Coastal"
	ZoneUSOcean       = "US Ocean"
)

// Where Infantry stands on the Battle Sheet: the Foxholes and Beaches of the
// Island, or a Transport in the Coastal Area.
const (
	PosFoxholes  = "Foxholes"
	PosBeach     = "Beach"
	PosTransport = "Transport"
)

// AirfieldTarget names a side's Airfields as the target of a Hit.
const AirfieldTarget = "airfields"

// battleZones returns the Battle Sheet areas in movement-number order; every
// combat step resolves them in this order.
func battleZones() []string {
	return []string{ZoneJapaneseOcean, ZoneIsland, ZoneCoastal, ZoneUSOcean}
}

// ZoneLabel is how the log and the staff name a Battle Sheet area: "the
// Coastal Area".
func ZoneLabel(z string) string {
	if z == ZoneCoastal {
		return "Coastal Area"
	}
	return z
}

// Unit is one Force on the Battle Sheet: a map Force (ID is its Force ID) or a
// Carrier-Based Aircraft made for this battle only (CBA, Counter keys an
// aircraft type).
type Unit struct {
	// id, side, counter and cba are the unit's identity, read through ID,
	// Side, Counter and CBA: set as the unit is made (or by As), never
	// changed, so the indexes and caches resting on them hold.
	id      string
	side    Side
	counter string
	cba     bool
	// Carrier is the carrier a Carrier-Based Aircraft is on (or returns to).
	Carrier string `json:"carrier,omitempty"`
	// pos, damaged and lost are read through Pos, Damaged and Lost and
	// changed only through setPos, setDamaged and setLost, which keep the
	// battle's indexes current; saved as "pos", "damaged", "lost"
	// (battle_unit.go).
	pos     string
	damaged bool
	lost    bool
	// Capacity is how many aircraft a carrier held at the start of the battle.
	Capacity int `json:"capacity,omitempty"`
	// Sat marks aircraft that flew First Light this Battle Turn.
	Sat bool `json:"sat,omitempty"`
	// Moved marks US aircraft already sent this Move US Aircraft step.
	Moved bool `json:"moved,omitempty"`
	// Order is the unit's place on the Battle Sheet, for stable tie-breaks.
	Order int `json:"order"`

	// ct and cls cache the unit's counter and its class (Game.cacheUnit):
	// looking counters up by name was the battle engine's costliest step.
	// The engine reads them without a check (unitCounter, class): a unit is
	// cached as the engine makes it, and those a save or a caller brings
	// before any decision is judged (readyUnits). Not saved.
	ct  *Counter
	cls unitClass
	// force caches 1 + the place in Game.Forces of the unit's Force (0:
	// none known), valid while that Force's ID is the unit's: a Hit reads
	// the Force, and looking it up by ID hashed the ID at every Hit. Not
	// saved: found again on first use.
	force int32
	// sc caches Side as a number (side); 0 until first asked. Not saved.
	sc uint8
}

// The numbers of the sides in Unit.sc: comparing them costs less than
// comparing the strings, in loops over every unit of the battle.
const (
	scUS uint8 = 1 + iota
	scJapan
	scOther
)

// sideCode is the number of a side.
func sideCode(s Side) uint8 {
	switch s {
	case US:
		return scUS
	case Japan:
		return scJapan
	}
	return scOther
}

// sideNo returns the number of the unit's sideNo (a unit never changes sides).
func (u *Unit) sideNo() uint8 {
	if u.sc == 0 {
		u.sc = sideCode(u.side)
	}
	return u.sc
}

// hitPool gathers the Hits one step inflicts on one side in one zone, to be
// allocated once every attack of the step has been rolled.
// Saved as poolJSON, the Submarine by its ID (battleJSON).
type hitPool struct {
	Side   Side // the side taking the Hits
	Zone   string
	Kind   string    // attack kind: which Forces are legal targets
	Target sheetUnit // Depth Charges: the Submarine attacked
	Hits   int
}

// battleTask is one step of the engine's work list. The whole battle is a list
// of these, so a battle can stop for a decision and go on after a save.
// Saved as taskJSON, its units by their IDs (battleJSON).
type battleTask struct {
	Op   taskOp
	Zone string
	// Unit is the unit that acts (a roll's attacker, an aircraft to fly);
	// Target the Submarine a Depth Charge attacks.
	Unit   sheetUnit
	Kind   string
	Target sheetUnit
	Pool   int
	Flag   bool
}

// Battle is the Battle Sheet of the battle being fought.
type Battle struct {
	Area string `json:"area"`
	// Turn is the Battle Turn being fought (1 is the first).
	Turn int `json:"turn"`
	// TurnsLeft is the box of the Battle Turn counter: the Battle Turns left,
	// this one included (at most 5, the track's fifth box).
	TurnsLeft int `json:"turns_left"`
	// PlanDraws is the Japanese Battle Plan Quantity, never recalculated.
	PlanDraws   int    `json:"plan_draws"`
	Units       []Unit `json:"units"`
	USAirfields int    `json:"us_airfields"`
	JPAirfields int    `json:"jp_airfields"`

	// USPoints are the Battle Plan Points still to spend while selecting.
	USPoints    int      `json:"us_points"`
	SupplySpent int      `json:"supply_spent,omitempty"`
	USPlans     []USPlan `json:"us_plans,omitempty"` // selected, not yet used
	USUsed      []USPlan `json:"us_used,omitempty"`  // discarded after use

	Cup       []JPPlan `json:"cup"`                  // Japanese plans still in the cup
	JPDiscard []JPPlan `json:"jp_discard,omitempty"` // drawn in earlier Battle Turns
	JPActive  []JPPlan `json:"jp_active,omitempty"`  // drawn this Battle Turn
	JPSaved   []JPPlan `json:"jp_saved,omitempty"`   // saved Screening Ship
	JPUsed    []JPPlan `json:"jp_used,omitempty"`    // this turn's plans already spent
	ASWDone   bool     `json:"asw_done,omitempty"`   // US Depth Charges already rolled this turn

	// Tasks and Pools name units by place; saves name them by ID
	// (battleJSON).
	Tasks []battleTask `json:"-"`
	// taskBuf holds Tasks with room before it for push. Not saved.
	taskBuf []battleTask
	// scratch holds the lists units returns, one after another: they live
	// until the task or answer that asked for them is done (runBattle and
	// applyBattle empty it), so asking allocates nothing. Not saved.
	scratch []*Unit
	// listing is set while units fills scratch.
	listing bool
	// sides lists the places in Units of each side's units (sideUnits);
	// rebuilt when stale, or when unitsVer has moved on (unitsChanged).
	// Not saved.
	sides    sideIndex
	kinds    kindIndex
	unitsVer int
	// readyAt is the units readyUnits last found cached. Not saved.
	readyAt indexKey
	// airMoves counts each side's aircraft's moves and losses (setPos,
	// setLost), so that air, each side's census of its aircraft in the air,
	// knows when it is stale: a move of the other side's, or of a Ship,
	// leaves it standing. Not saved.
	airMoves [2]int // by side (scUS, scJapan)
	air      [2]byArea
	// shipMoves counts the moves of Ships alone, so that fleets, their
	// lists by area, know when they are stale. Not saved.
	shipMoves int
	fleets    [2]byArea
	// flyNext is the options of the next Move US Aircraft question, kept
	// from the last (applyBattle, askMoveUS). Not saved.
	flyNext []Decision
	// flyBuilt marks Options that askMoveUS built or checked itself, each
	// aircraft to each zone and Done: only those are kept in flyNext, so
	// that askMoveUS need only check they name its aircraft. Not saved: a
	// loaded question's options are checked in full.
	flyBuilt bool
	// optBuf is room for the options of the next question (newOptions),
	// askBuf for the question itself (ask): two, used in turn, so that the
	// question being answered stays where it is while its answer asks the
	// next one (applyBattle reads it in place rather than copying its 200
	// bytes); askAt is the one the last question went into. Not saved.
	optBuf []Decision
	askBuf *[2]BattleAsk
	askAt  uint8
	// tsBuf is room to gather tasks in (newTasks). Not saved.
	tsBuf []battleTask
	// cbaIDs are the IDs of the Carrier Air Groups' aircraft that the
	// campaign data does not give (aircraftID). Not saved.
	cbaIDs map[cbaKey]string
	// grpBuf is room for the Japanese air groups (japaneseGroups). Not saved.
	grpBuf []jpGroup
	// grpCarrier is room for the carrier of each aircraft
	// (japaneseGroups). Not saved.
	grpCarrier []int32
	// tgtBuf is room for the targets of the next Hit (targets). Not saved.
	tgtBuf []target
	// poolTgts are the targets the last Hit of a pool found, sorted, and
	// tgtFor what they were found for (poolTargets). Not saved.
	poolTgts []target
	tgtFor   tgtKey
	// edits counts the runs of changes to units' Damaged or Lost, each run
	// to one unit, lastEdit (noteEdit); tgtEdits is edits when poolTgts
	// were last brought up to date. Not saved.
	edits, tgtEdits int
	lastEdit        *Unit
	// offered is the place among Options of the answer Game.precheck has
	// just found there, so that applyBattle need not look again (checked
	// still: it may be stale). Not saved.
	offered int
	Pools   []hitPool  `json:"-"`
	Ask     *BattleAsk `json:"ask,omitempty"`
	Options []Decision `json:"options,omitempty"`

	USLost []string `json:"us_lost,omitempty"`
	JPLost []string `json:"jp_lost,omitempty"`
	// HitsInflicted and HitsTaken count Hits rolled (with plans) and Hits
	// that reached a target or were stopped, for the log and the tests.
	HitsInflicted int `json:"hits_inflicted"`
	HitsTaken     int `json:"hits_taken"`
}

// BattleAskKind says what a battle decision is about.
type BattleAskKind string

// The decisions a battle asks of the player.
const (
	AskPlaceShip          BattleAskKind = "place-ship"      // US Ocean or Coastal for a US Ship
	AskPlaceSub           BattleAskKind = "place-sub"       // a zone with Japanese Ships for a US Submarine
	AskBuyPlans           BattleAskKind = "buy-plans"       // select US Battle Plans
	AskFly                BattleAskKind = "fly"             // Move US Aircraft
	AskFirstLight         BattleAskKind = "first-light"     // which carrier's aircraft fly First Light
	AskFirstLightFly      BattleAskKind = "first-light-fly" // where a First Light aircraft attacks
	AskPlaceJapanese      BattleAskKind = "place-japanese"  // which of tied Japanese Escorts a placement step moves
	AskJapaneseFirstLight BattleAskKind = "jp-first-light"  // which of the Japanese carriers tied for the most aircraft flies First Light
	AskAllocateHit        BattleAskKind = "allocate-hit"    // which Force takes a Hit: a US one (AttackBy Japan), or one of equal Japanese ones (AttackBy US)
	AskStopHit            BattleAskKind = "stop-hit"        // a plan that stops a Hit at the time of the Hit
	AskExtraHit           BattleAskKind = "extra-hit"       // a plan that adds a Hit to a success
	AskReroll             BattleAskKind = "reroll"          // Sonar or Envelop after a miss
	AskAntiAircraft       BattleAskKind = "anti-aircraft"   // an extra AAA roll
	AskCharge             BattleAskKind = "charge"          // an extra Infantry roll
	AskArtillery          BattleAskKind = "artillery"       // 1 Infantry Hit
	AskASW                BattleAskKind = "asw"             // Depth Charges before Torpedoes
	AskEngaged            BattleAskKind = "engaged"         // the battle 1 Turn longer or shorter
	AskLandAircraft       BattleAskKind = "land-aircraft"   // which US Carrier Aircraft are lost
	AskAirfieldLosses     BattleAskKind = "airfield-losses" // which US Land-Based Aircraft are lost
)

// BattleAsk details a decision inside a battle: what a screen shows with it.
type BattleAsk struct {
	Kind      BattleAskKind `json:"kind"`
	Prompt    string        `json:"prompt"`
	Area      string        `json:"area"`
	Turn      int           `json:"turn"`
	TurnsLeft int           `json:"turns_left"`
	Zone      string        `json:"zone,omitempty"`
	Force     string        `json:"force,omitempty"`    // the Force the question is about
	Attacker  string        `json:"attacker,omitempty"` // the attacking Force, for Hits and rolls
	AttackBy  Side          `json:"attack_by,omitempty"`
	Die       int           `json:"die,omitempty"`
	Hits      int           `json:"hits,omitempty"` // Hits still to allocate, or to lose
	Plan      string        `json:"plan,omitempty"`
	Points    int           `json:"points,omitempty"` // Battle Plan Points left
	Pool      int           `json:"pool,omitempty"`
	// Attack and Target repeat a roll that Sonar or Envelop may negate.
	Attack string `json:"attack,omitempty"`
	Target string `json:"target,omitempty"`
}

func (b *Battle) clone() *Battle {
	c := *b
	c.Units = slices.Clone(b.Units)
	c.USPlans = slices.Clone(b.USPlans)
	c.USUsed = slices.Clone(b.USUsed)
	c.Cup = slices.Clone(b.Cup)
	c.JPDiscard = slices.Clone(b.JPDiscard)
	c.JPActive = slices.Clone(b.JPActive)
	c.JPSaved = slices.Clone(b.JPSaved)
	c.JPUsed = slices.Clone(b.JPUsed)
	c.Tasks = slices.Clone(b.Tasks)
	c.taskBuf = nil
	c.optBuf, c.askBuf, c.tgtBuf = nil, nil, nil
	c.poolTgts, c.tgtFor, c.lastEdit = nil, tgtKey{}, nil
	c.tsBuf = nil
	c.cbaIDs, c.grpBuf = nil, nil
	c.grpCarrier = nil
	c.scratch = nil
	c.sides, c.kinds, c.readyAt = sideIndex{}, kindIndex{}, indexKey{}
	c.air, c.fleets = [2]byArea{}, [2]byArea{}
	c.flyNext = nil
	c.Pools = slices.Clone(b.Pools)
	c.USLost = slices.Clone(b.USLost)
	c.JPLost = slices.Clone(b.JPLost)
	if b.Ask != nil {
		a := *b.Ask
		c.Ask = &a
	}
	c.Options = make([]Decision, len(b.Options))
	for i, d := range b.Options {
		d.Forces = slices.Clone(d.Forces)
		d.Plans = slices.Clone(d.Plans)
		c.Options[i] = d
	}
	if b.Options == nil {
		c.Options = nil
	}
	return &c
}

// cloneInto makes dst a deep copy of b, as clone does, but in dst's memory:
// b's lists are copied into the room of dst's, and dst's working room
// (adoptRoom) serves the copy. The battle odds copy a battle being fought
// for every sample: cloning it allocated its every list afresh each time.
// dst must not be b; what was read from dst before is no longer valid.
func (b *Battle) cloneInto(dst *Battle) *Battle {
	room := *dst
	kept := room.indexesFor(b)
	*dst = *b
	// Where the last copy found its units, not b's: every entry is
	// checked before use, and the odds copy one battle again and again,
	// its units the same strings in the same places.
	dst.Units = copyList(room.Units, b.Units)
	dst.Cup = copyList(room.Cup, b.Cup)
	// The lists saved only when not empty keep their room even when b's
	// are nil, as beginBattle keeps a spare's: the plans and losses to come
	// go there.
	dst.USPlans = append(room.USPlans[:0], b.USPlans...)
	dst.USUsed = append(room.USUsed[:0], b.USUsed...)
	dst.JPDiscard = append(room.JPDiscard[:0], b.JPDiscard...)
	dst.JPActive = append(room.JPActive[:0], b.JPActive...)
	dst.JPSaved = append(room.JPSaved[:0], b.JPSaved...)
	dst.JPUsed = append(room.JPUsed[:0], b.JPUsed...)
	dst.Pools = append(room.Pools[:0], b.Pools...)
	dst.USLost = append(room.USLost[:0], b.USLost...)
	dst.JPLost = append(room.JPLost[:0], b.JPLost...)
	// The working room first: Tasks and Options go into it.
	dst.adoptRoom(&room, kept)
	dst.flyNext, dst.readyAt = nil, indexKey{} // b's units were ready, not dst's
	if b.Tasks != nil {
		// At the end of the task room, where push keeps the list.
		n := len(b.Tasks)
		if len(dst.taskBuf) < n {
			dst.taskBuf = make([]battleTask, 4*n+64)
		}
		end := len(dst.taskBuf)
		dst.Tasks = dst.taskBuf[end-n : end : end]
		copy(dst.Tasks, b.Tasks)
	}
	if b.Ask != nil {
		if dst.askBuf == nil {
			dst.askBuf = new([2]BattleAsk)
		}
		q := &dst.askBuf[dst.askAt&1]
		*q = *b.Ask
		dst.Ask = q
	}
	if b.Options != nil {
		opts := append(dst.optBuf[:0], b.Options...)
		for i := range opts {
			opts[i].Forces = slices.Clone(opts[i].Forces)
			opts[i].Plans = slices.Clone(opts[i].Plans)
		}
		dst.Options, dst.optBuf = opts, opts[:0]
	}
	return dst
}

// copyList is slices.Clone(from) in room's memory: nil for nil, empty for
// empty, as the JSON of a list saved even when empty must be.
func copyList[T any](room, from []T) []T {
	if from == nil || room == nil {
		return slices.Clone(from)
	}
	return append(room[:0], from...)
}

// check refuses a saved battle that names Forces, counters or places that do
// not exist, so a hand-edited save cannot crash the engine.
func (b *Battle) check(g *Game) error {
	if g.data.Map.Area(b.Area) == nil {
		return fmt.Errorf("battle in unknown area %q", b.Area)
	}
	seen := map[string]bool{}
	for i := range b.Units {
		u := &b.Units[i]
		if seen[u.id] {
			return fmt.Errorf("battle unit %s appears twice", u.id)
		}
		seen[u.id] = true
		if g.cacheUnit(u) == nil { // a loaded unit: cached as it is checked
			return fmt.Errorf("battle unit %s: unknown counter %q", u.id, u.counter)
		}
		if u.side != US && u.side != Japan {
			return fmt.Errorf("battle unit %s: unknown side %q", u.id, u.side)
		}
		// Infantry holds the Foxholes, the Beach or a Transport; Ships and
		// aircraft an area of the sheet, or no place yet (aircraft at home,
		// Ships still to be placed). The steps read a unit's kind and its
		// position as one: a Ship on the Beach would be half of each.
		ground := g.isInfantry(u)
		switch u.pos {
		case PosFoxholes, PosBeach, PosTransport:
			if !ground {
				return fmt.Errorf("battle unit %s is not Infantry and cannot be on the %s", u.id, u.pos)
			}
		case "", ZoneJapaneseOcean, ZoneIsland, ZoneCoastal, ZoneUSOcean:
			if ground {
				return fmt.Errorf("battle unit %s is Infantry and must be in the Foxholes, on the Beach or on a Transport, not at %q", u.id, u.pos)
			}
		default:
			return fmt.Errorf("battle unit %s: unknown position %q", u.id, u.pos)
		}
		if !u.cba && !u.lost {
			f := g.Force(u.id)
			if f == nil || f.Where != OnMap || f.Area != b.Area {
				return fmt.Errorf("battle unit %s is not in %s", u.id, b.Area)
			}
		}
	}
	if b.USAirfields < 0 || b.JPAirfields < 0 || b.TurnsLeft < 0 || b.TurnsLeft > maxBattleTurns {
		return fmt.Errorf("battle counters out of range")
	}
	for _, p := range b.Pools {
		if p.Hits < 0 {
			return fmt.Errorf("battle hit pool with %d Hits", p.Hits)
		}
	}
	for _, t := range b.Tasks {
		if !knownTask(t.Op) {
			return fmt.Errorf("battle task %q unknown", t.Op)
		}
		if t.Op == taskAlloc && (t.Pool < 0 || t.Pool >= len(b.Pools)) {
			return fmt.Errorf("battle task names hit pool %d of %d", t.Pool, len(b.Pools))
		}
	}
	if (b.Ask == nil) != (len(b.Options) == 0) {
		return fmt.Errorf("battle question and its options disagree")
	}
	if b.Ask == nil && len(b.Tasks) == 0 {
		return fmt.Errorf("battle has nothing left to do")
	}
	if b.Ask != nil && (b.Ask.Pool < 0 || (b.Ask.Pool >= len(b.Pools) && (b.Ask.Kind == AskAllocateHit || b.Ask.Kind == AskStopHit || b.Ask.Kind == AskExtraHit))) {
		return fmt.Errorf("battle question names hit pool %d of %d", b.Ask.Pool, len(b.Pools))
	}
	return nil
}

// maxBattleTurns is the last box of the Battle Turn track: the four boxes of
// the die roll and the fifth for plans that lengthen a battle.
const maxBattleTurns = 5

// unitCounter returns a unit's printed values: its Force counter, or the
// aircraft type of a Carrier-Based Aircraft; nil for an unknown counter. u
// must be a unit of the battle being fought, all of which are cached
// (readyUnits): the engine asks this of units more than anything else, and
// without a check it compiles in line.
func (g *Game) unitCounter(u *Unit) *Counter { return u.ct }

// readyUnits caches the counter and class of every unit of the battle
// (cacheUnit), so that the engine may read them without a check. The
// engine caches the units it makes as it makes them; this caches those a
// save or a caller brought, before any decision is judged (Apply, Check).
// Units already seen as cached are not looked at again.
func (g *Game) readyUnits() {
	b := g.Battle
	if b == nil {
		return
	}
	if k := b.unitsKey(); b.readyAt != k {
		units := b.Units // read once: cacheUnit adds no unit
		for i := range units {
			if u := &units[i]; u.cls&clsKnown == 0 {
				g.cacheUnit(u)
			}
		}
		b.readyAt = k
	}
}

// cachedUnit is unitCounter for a unit not known to be cached: the
// exported helpers take units from callers (screens, policies), which may
// read a battle before any decision is applied to it.
func (g *Game) cachedUnit(u *Unit) *Counter {
	if u.cls&clsKnown == 0 {
		return g.cacheUnit(u)
	}
	return u.ct
}

// unitForce returns the Force a battle unit stands for, or nil (a
// Carrier-Based Aircraft, a unit of no Force).
func (g *Game) unitForce(u *Unit) *Force {
	if i := int(u.force) - 1; i >= 0 && i < len(g.Forces) && g.Forces[i].ID == u.id {
		return &g.Forces[i]
	}
	if u.cba {
		return nil
	}
	f := g.Force(u.id)
	if f != nil {
		// Its place: the index Force keeps says it, as Force just found it.
		if i, ok := g.index[u.id]; ok && i < len(g.Forces) && &g.Forces[i] == f {
			u.force = int32(i + 1)
		}
	}
	return f
}

// UnitCounter returns the printed values of a unit of the game's battle: its
// Force's counter, or the aircraft type of a Carrier-Based Aircraft; nil for
// an unknown counter. Policies read it for every unit at every decision, so
// it is cached in the unit (u must be one of the battle's own).
func (g *Game) UnitCounter(u *Unit) *Counter { return g.cachedUnit(u) }

// cacheUnit looks a unit's counter up in the campaign data and caches it
// with its class bits (none for an unknown counter).
func (g *Game) cacheUnit(u *Unit) *Counter {
	var c *Counter
	if u.cba {
		c = g.data.Aircraft[u.counter]
	} else {
		c = g.data.Counters[u.counter]
	}
	u.ct, u.cls = nil, clsKnown
	if c != nil {
		u.cls = c.cls
		if u.cls == 0 {
			u.cls = classOf(c) | clsKnown
		}
	}
	u.ct = c
	if c != nil && c.key == u.counter {
		// The data's own string: the units of one counter share it.
		u.counter = c.key
	}
	return c
}

// cacheAs caches c as the unit's counter when c is the one its key names in
// the campaign data (the data's own key string), as cacheUnit would find
// it, and otherwise looks it up: every unit the engine makes is cached
// (unitCounter).
func (g *Game) cacheAs(u *Unit, c *Counter) {
	if c == nil || c.key != u.counter {
		g.cacheUnit(u)
		return
	}
	u.ct, u.cls = c, c.cls
	if u.cls == 0 {
		u.cls = classOf(c) | clsKnown
	}
}

// Unit finds a unit of the Battle Sheet by ID, or nil: a look at every unit
// (the policies ask it of an option's Force).
func (b *Battle) Unit(id string) *Unit { return b.unit(id) }

// unit finds a battle unit by ID, or nil. The engine's tasks and lists name
// units by place (sheetUnit, unitRef); an ID is looked up for an answer, a
// note or a caller's question only.
func (b *Battle) unit(id string) *Unit {
	if i := b.placeByID(id); i >= 0 {
		return &b.Units[i]
	}
	return nil
}

// placeByID finds the place of a battle unit in Units by ID, or -1.
func (b *Battle) placeByID(id string) int {
	for i := range b.Units {
		if b.Units[i].id == id {
			return i
		}
	}
	return -1
}

// indexKey is what an index of the units was built from: Units' length
// and array, and unitsVer (unitsChanged).
type indexKey struct {
	n     int
	first *Unit
	ver   int
}

// addedTo returns how many of the units an index made at k0 holds are the
// first of the units at k, the others added since at the end: all of them
// when k has the same array and version (unitsChanged), otherwise 0.
func (k0 indexKey) addedTo(k indexKey) int {
	if k0.first == k.first && k0.ver == k.ver && k0.n >= 0 && k0.n <= k.n {
		return k0.n
	}
	return 0
}

// unitsKey is the indexKey of the units as they are now.
func (b *Battle) unitsKey() indexKey {
	k := indexKey{n: len(b.Units), ver: b.unitsVer}
	if len(b.Units) > 0 {
		k.first = &b.Units[0]
	}
	return k
}

// UnitName is how the screens name a battle unit: "CV Enterprise", "SBD (CV
// Enterprise)" for a carrier's aircraft. It only reads the game, quiet or not.
func (g *Game) UnitName(u *Unit) string {
	if u.cba {
		name := u.counter
		if ct := g.UnitCounter(u); ct != nil {
			name = ct.Name
		}
		return name + " (" + g.Name(u.Carrier) + ")"
	}
	return g.Name(u.id)
}

// unitName is how the log names a unit: "CV Enterprise", "SBD (CV Enterprise)".
func (g *Game) unitName(u *Unit) string {
	if u.cba {
		return g.unitCounter(u).Name + " (" + g.Name(u.Carrier) + ")"
	}
	return g.Name(u.id)
}

// sideIndex lists the places in Battle.Units of the US units and of the
// Japanese ones, lost or not, in Battle Sheet order: the engine's many
// questions about one side's units look at those alone. It holds while Units
// keeps its length and its array, and no unit is removed or added in place
// (Battle.unitsChanged).
type sideIndex struct {
	idx [2][]unitRef
	at  indexKey // the units indexed
}

// unitsChanged marks the indexes of the units stale: units were removed
// from Units. Units added at its end change its length, which the indexes
// see (unitsKey).
func (b *Battle) unitsChanged() { b.unitsVer++ }

// sideUnits returns the places in Units of the units of the side numbered
// want (scUS or scJapan), lost ones included; ok is false for any other side.
func (b *Battle) sideUnits(want uint8) (places []unitRef, ok bool) {
	if want != scUS && want != scJapan {
		return nil, false
	}
	x := &b.sides
	if k := b.unitsKey(); x.at != k {
		from := x.at.addedTo(k)
		// The lists and the units in locals while the lists grow: an
		// append to a list in the index read and wrote it in memory, for
		// every unit.
		us, jp := x.idx[0], x.idx[1]
		if from == 0 {
			us, jp = us[:0], jp[:0]
		}
		units := b.Units
		for i := from; i < len(units); i++ {
			switch units[i].sideNo() {
			case scUS:
				us = append(us, unitRef(i))
			case scJapan:
				jp = append(jp, unitRef(i))
			}
		}
		x.idx[0], x.idx[1], x.at = us, jp, k
	}
	return x.idx[want-scUS], true
}

// placesOf returns the places in Units of the units of the side numbered
// want, lost ones included (sideUnits); for a side that is neither US nor
// Japan, every place: callers check each unit's side.
func (b *Battle) placesOf(want uint8) []unitRef {
	if p, ok := b.sideUnits(want); ok {
		return p
	}
	all := make([]unitRef, len(b.Units))
	for i := range all {
		all[i] = unitRef(i)
	}
	return all
}

// kindIndex lists the places in Battle.Units of each side's Ships, aircraft
// and Infantry (kindPlaces), lost ones included, in Battle Sheet order: most
// of the engine's questions are about one kind of unit. The Land-Based
// Aircraft are listed again on their own: the steps that return, land and
// lose them ask for them every Battle Turn, a few among all the Carrier
// Aircraft. So are the carriers, a few among the Ships: landing reads
// each side's twice a Battle Turn, and the set-up, the Japanese air
// groups and plans ask for them too. And the Escorts, which Japanese
// placement reads once for each Escort it places, where it read every Ship,
// and the Submarines, which the Depth Charges look for in every area.
type kindIndex struct {
	idx [2][7][]unitRef
	at  indexKey // the units indexed
}

// The kinds of kindIndex.
const (
	kindShips = iota
	kindAircraft
	kindInfantry
	kindLBA      // among kindAircraft too
	kindCarriers // among kindShips too
	kindEscorts  // among kindShips too
	kindSubs     // among kindShips too
)

// kindPlaces returns the places in Units of the side's units of a kind
// (kindShips, kindAircraft, kindInfantry, kindLBA, kindCarriers,
// kindEscorts, kindSubs), lost ones included; ok is false
// for a side other than US and Japan. A unit whose counter is unknown is of
// no kind.
func (g *Game) kindPlaces(want uint8, kind int) (places []unitRef, ok bool) {
	// The index mostly stands: looked at here, in a small function, and
	// made or brought up to date in another.
	if b := g.Battle; b.kindsStand(want) {
		return b.kinds.idx[want-scUS][kind], true
	}
	return g.indexKinds(want, kind)
}

// kindsStand reports whether the index of kinds is up to date and want is
// a side it indexes (scUS or scJapan).
func (b *Battle) kindsStand(want uint8) bool {
	return want-scUS < 2 && b.kinds.at == b.unitsKey()
}

// indexKinds is kindPlaces when the index is not up to date, or for a side
// neither US nor Japan.
func (g *Game) indexKinds(want uint8, kind int) (places []unitRef, ok bool) {
	if want != scUS && want != scJapan {
		return nil, false
	}
	b := g.Battle
	x := &b.kinds
	if k := b.unitsKey(); x.at != k {
		from := x.at.addedTo(k)
		if from == 0 {
			for s := range x.idx {
				for k := range x.idx[s] {
					x.idx[s][k] = x.idx[s][k][:0]
				}
			}
		}
		for i := from; i < len(b.Units); i++ {
			u := &b.Units[i]
			sc := u.sideNo()
			if sc != scUS && sc != scJapan {
				continue
			}
			// Mostly one kind to a unit: its list found by a switch
			// rather than by testing each kind's bit (a branch the
			// units' order makes hard to foresee).
			c, lists := g.class(u), &x.idx[sc-scUS]
			switch c & (clsShip | clsAircraft | clsInfantry) {
			case clsShip:
				lists[0] = append(lists[0], unitRef(i))
			case clsAircraft:
				lists[1] = append(lists[1], unitRef(i))
			case clsInfantry:
				lists[2] = append(lists[2], unitRef(i))
			case 0:
			default:
				for k, bit := range [...]unitClass{clsShip, clsAircraft, clsInfantry} {
					if c&bit != 0 {
						lists[k] = append(lists[k], unitRef(i))
					}
				}
			}
			if c&(clsLBA|clsCarrier|clsEscort|clsSub) != 0 {
				if c&clsLBA != 0 {
					lists[kindLBA] = append(lists[kindLBA], unitRef(i))
				}
				if c&clsCarrier != 0 {
					lists[kindCarriers] = append(lists[kindCarriers], unitRef(i))
				}
				if c&clsEscort != 0 {
					lists[kindEscorts] = append(lists[kindEscorts], unitRef(i))
				}
				if c&clsSub != 0 {
					lists[kindSubs] = append(lists[kindSubs], unitRef(i))
				}
			}
		}
		x.at = k
	}
	return x.idx[want-scUS][kind], true
}

// kindPlacesOf is kindPlaces for any side: for one neither US nor Japan,
// every place (placesOf), callers checking each unit's side and kind.
func (g *Game) kindPlacesOf(want uint8, kind int) []unitRef {
	// The index read here when it stands, rather than through a call of
	// kindPlaces: this is asked often.
	b := g.Battle
	if b.kindsStand(want) {
		return b.kinds.idx[want-scUS][kind]
	}
	if p, ok := g.indexKinds(want, kind); ok {
		return p
	}
	return b.placesOf(want)
}

// kindAll is every kind of unit, for unitsOf and countOf: the side's
// units whatever their kind.
const kindAll = -1

// unitsOf lists the side's units still in the battle, in Battle Sheet
// order, that are of a kind (kindShips..., or kindAll), have any of the
// class bits cls (0: any class) and match keep (nil: all). keep must
// require the kind for a side neither US nor Japan, whose units are not
// indexed by kind. It is one of the two ways to look at a side's units,
// with countOf; both read the indexes (sideUnits, kindPlaces).
func (g *Game) unitsOf(side Side, kind int, cls unitClass, keep func(*Unit) bool) []*Unit {
	b := g.Battle
	want := sideCode(side)
	places := g.placesFor(want, kind)
	units := b.Units // read once: keep may not add units
	if b.listing {
		// keep lists units itself (firstLightCarriers): its lists would go
		// in the middle of this one, so this one is allocated.
		var out []*Unit
		for _, i := range places {
			if u := &units[i]; !u.lost && u.sideNo() == want && (cls == 0 || u.cls&cls != 0) && (keep == nil || keep(u)) {
				out = append(out, u)
			}
		}
		return out
	}
	// While listing is set nothing else appends to scratch.
	b.listing = true
	out := b.scratch
	start := len(out)
	for _, i := range places {
		if u := &units[i]; !u.lost && u.sideNo() == want && (cls == 0 || u.cls&cls != 0) && (keep == nil || keep(u)) {
			out = append(out, u)
		}
	}
	b.scratch, b.listing = out, false
	// Capped, so that a caller's append copies instead of writing over the
	// next list.
	return out[start:len(out):len(out)]
}

// countOf is len(unitsOf(side, kind, cls, keep)) without the list.
func (g *Game) countOf(side Side, kind int, cls unitClass, keep func(*Unit) bool) int {
	want := sideCode(side)
	units := g.Battle.Units
	n := 0
	for _, i := range g.placesFor(want, kind) {
		if u := &units[i]; !u.lost && u.sideNo() == want && (cls == 0 || u.cls&cls != 0) && (keep == nil || keep(u)) {
			n++
		}
	}
	return n
}

// forceOf finds the side's unit of a kind (or kindAll) with the ID, lost
// or not, or nil: an answer names its Force by ID, and looking among that
// side's units of that kind (placesFor) looks at a few of them.
func (g *Game) forceOf(side Side, kind int, id string) *Unit {
	units := g.Battle.Units
	for _, i := range g.placesFor(sideCode(side), kind) {
		if units[i].id == id {
			return &units[i]
		}
	}
	return nil
}

// placesFor is the places in Units of the side numbered want's units of a
// kind, lost ones included (kindPlacesOf), or of every kind (kindAll:
// placesOf).
func (g *Game) placesFor(want uint8, kind int) []unitRef {
	if kind == kindAll {
		return g.Battle.placesOf(want)
	}
	return g.kindPlacesOf(want, kind)
}

// unitClass holds what a unit's counter type says, as bits, so that the
// engine's many tests of a unit's kind compare no strings.
type unitClass uint16

const (
	clsShip unitClass = 1 << iota
	clsInfantry
	clsAircraft
	clsCarrier
	clsSub
	clsLBA
	// clsBomber and clsFighter are Counter.IsBomber and IsFighter.
	clsBomber
	clsFighter
	// clsEscort is ForceType.IsEscort: a Battleship, Cruiser or Destroyer.
	clsEscort
	// clsKnown marks the bits as computed (Unit.cls).
	clsKnown unitClass = 1 << 15
)

// classOf computes the class bits of a counter (none for an unknown one).
func classOf(c *Counter) unitClass {
	if c == nil {
		return 0
	}
	var k unitClass
	switch c.Type.Kind() {
	case KindShip:
		k = clsShip
	case KindInfantry:
		k = clsInfantry
	case KindAircraft:
		k = clsAircraft
	}
	if c.Type.IsCarrier() {
		k |= clsCarrier
	}
	if c.Type.IsEscort() {
		k |= clsEscort
	}
	switch c.Type {
	case SS:
		k |= clsSub
	case LBA:
		k |= clsLBA
	}
	if c.IsBomber() {
		k |= clsBomber
	}
	if c.IsFighter() {
		k |= clsFighter
	}
	return k
}

// class returns a unit's class bits, cached with its counter: u must be a
// unit of the battle being fought, all of which are cached (unitCounter).
//
// A unit's counter never changes while it is on the Battle Sheet, so the
// bits, once known, hold for good.
func (g *Game) class(u *Unit) unitClass { return u.cls }

func (g *Game) isShip(u *Unit) bool { return g.class(u)&clsShip != 0 }

func (g *Game) isSub(u *Unit) bool { return g.class(u)&clsSub != 0 }

func (g *Game) isSurfaceShip(u *Unit) bool { return g.class(u)&(clsShip|clsSub) == clsShip }

func (g *Game) isCarrier(u *Unit) bool { return g.class(u)&clsCarrier != 0 }

func (g *Game) isAircraft(u *Unit) bool { return g.class(u)&clsAircraft != 0 }

func (g *Game) isInfantry(u *Unit) bool { return g.class(u)&clsInfantry != 0 }

func (g *Game) isLBA(u *Unit) bool { return g.class(u)&clsLBA != 0 }

// ashore reports Infantry on the Island (Foxholes or Beach).
func ashore(u *Unit) bool { return u.pos == PosFoxholes || u.pos == PosBeach }

// inAir reports an aircraft in the air over a zone.
func (g *Game) inAir(u *Unit, zone string) bool {
	// The class bits first: a byte, where the zone is a string.
	return g.isAircraft(u) && u.pos != "" && (zone == "" || u.pos == zone)
}

// values returns the side of the counter a unit attacks with: Damaged Forces
// attack with their Damaged values. The values are the campaign data's, read
// in place rather than copied: callers must not change them.
func (g *Game) values(u *Unit) *Values {
	c := g.unitCounter(u)
	if u.damaged {
		return &c.Damaged
	}
	return &c.Full
}

// onSheet counts a side's Forces on the Battle Sheet, Carrier-Based Aircraft
// and Infantry on Transports included (Duration; End of the Battle).
func (b *Battle) onSheet(side Side) int {
	n := 0
	want := sideCode(side)
	units := b.Units // read once, not for each unit
	for i := range units {
		if u := &units[i]; !u.lost && u.sideNo() == want {
			n++
		}
	}
	return n
}

// anyOnSheet reports whether a side has any Force on the Battle Sheet, as
// onSheet(side) > 0 does, but stops at the first: the end of the battle is
// checked several times a Battle Turn, over every unit.
func (b *Battle) anyOnSheet(side Side) bool {
	want := sideCode(side)
	if places, ok := b.sideUnits(want); ok {
		units := b.Units // read once, not for each unit
		for _, i := range places {
			if !units[i].lost {
				return true
			}
		}
		return false
	}
	return b.onSheet(side) > 0
}

// push puts tasks at the front of the work list, in order.
func (b *Battle) push(ts ...battleTask) {
	// Tasks is taken from the front and pushed to the front: it keeps its
	// end at the end of taskBuf, with room before it, so a push mostly
	// writes only the new tasks in front of it.
	n, m := len(ts), len(b.Tasks)
	if n == 0 {
		return
	}
	buf := b.taskBuf
	o := len(buf) - m // where Tasks starts when it ends the room
	if o < n || (m > 0 && &buf[o] != &b.Tasks[0]) {
		buf = b.taskRoom(n)
		o = len(buf) - m
	}
	if n == 1 {
		// Most pushes are of one task: an assignment costs less than a
		// copy, which calls the runtime for a list holding strings.
		buf[o-1] = ts[0]
	} else {
		copy(buf[o-n:o], ts)
	}
	b.Tasks = buf[o-n:]
}

// pushOne makes room for one task before the others, as push does, and
// returns it to be written: "*b.pushOne() = battleTask{...}". The task is
// written in its place rather than built, handed to push in a list and
// copied there: most pushes are of one task.
func (b *Battle) pushOne() *battleTask {
	m, buf := len(b.Tasks), b.taskBuf
	o := len(buf) - m // where Tasks starts when it ends the room
	if o < 1 || (m > 0 && &buf[o] != &b.Tasks[0]) {
		buf = b.taskRoom(1)
		o = len(buf) - m
	}
	b.Tasks = buf[o-1:]
	return &b.Tasks[0]
}

// taskRoom puts Tasks at the end of a taskBuf with room for n tasks before
// it, and returns that taskBuf: Tasks lives elsewhere (set up, loaded or
// copied), or the room before it is used up.
func (b *Battle) taskRoom(n int) []battleTask {
	m := len(b.Tasks)
	if len(b.taskBuf) >= n+m && !b.inTaskRoom() {
		// The room is large enough: Tasks moves to its end.
		copy(b.taskBuf[len(b.taskBuf)-m:], b.Tasks)
	} else {
		// Generous room in front lasts a battle.
		room := 4*(n+m) + 64
		b.taskBuf = make([]battleTask, room+n+m)
		copy(b.taskBuf[room+n:], b.Tasks)
	}
	b.Tasks = b.taskBuf[len(b.taskBuf)-m:]
	return b.taskBuf
}

// inTaskRoom reports whether Tasks lies in taskBuf (and so may be written
// over by a copy into taskBuf).
func (b *Battle) inTaskRoom() bool {
	c, t := cap(b.taskBuf), cap(b.Tasks)
	return c > 0 && t > 0 && c >= t && &b.taskBuf[:c][c-t] == &b.Tasks[:t][0]
}

// keptIndexes says which of a Battle Sheet's indexes of its units still
// serve the battle copied into its room (Battle.indexesFor).
type keptIndexes struct {
	sides, kinds bool
}

// indexesFor says which of b's indexes of its units serve the battle c,
// about to be copied into b's room. The odds copy one battle again and
// again, into the room of the last copy: its indexes still serve for the
// units it shares with the copy, the same in the same places, and building
// them anew for every sample showed in the odds' cost.
func (b *Battle) indexesFor(c *Battle) keptIndexes {
	same := 0
	for n := min(len(b.Units), len(c.Units)); same < n; same++ {
		u, v := &b.Units[same], &c.Units[same]
		if u.id != v.id || u.counter != v.counter || u.side != v.side {
			break
		}
	}
	var k keptIndexes
	if same == len(c.Units) {
		k.sides = b.sides.at == b.unitsKey()
		k.kinds = b.kinds.at == b.unitsKey()
	}
	return k
}

// placesBelow cuts a list of places in Units, in order, before the first
// that is n or more.
func placesBelow(places []unitRef, n int) []unitRef {
	for len(places) > 0 && int(places[len(places)-1]) >= n {
		places = places[:len(places)-1]
	}
	return places
}

// adoptRoom takes over the working room of a Battle Sheet whose battle is
// over (Game.CloneInto, the next battle): lists, buffers and indexes, and
// no longer s's. The indexes are emptied but for those kept, which index
// b's units as they did s's (indexesFor). Only unexported working room
// moves: what s shows (its units, losses, plans) stays as it is.
func (b *Battle) adoptRoom(s *Battle, kept keptIndexes) {
	b.taskBuf, b.scratch, b.optBuf, b.askBuf, b.askAt = s.taskBuf, s.scratch[:0], s.optBuf[:0], s.askBuf, s.askAt
	b.tgtBuf, b.tsBuf = s.tgtBuf[:0], s.tsBuf[:0]
	b.cbaIDs, b.grpBuf = s.cbaIDs, s.grpBuf[:0]
	b.grpCarrier = s.grpCarrier[:0]
	n := len(b.Units)
	b.sides = sideIndex{idx: [2][]unitRef{s.sides.idx[0][:0], s.sides.idx[1][:0]}, at: indexKey{n: -1}}
	if kept.sides {
		b.sides = sideIndex{idx: [2][]unitRef{placesBelow(s.sides.idx[0], n), placesBelow(s.sides.idx[1], n)}, at: b.unitsKey()}
	}
	s.sides = sideIndex{}
	b.kinds = s.kinds
	b.kinds.at = indexKey{n: -1}
	if kept.kinds {
		for i := range b.kinds.idx {
			for k := range b.kinds.idx[i] {
				b.kinds.idx[i][k] = placesBelow(b.kinds.idx[i][k], n)
			}
		}
		b.kinds.at = b.unitsKey()
	}
	s.kinds = kindIndex{}
	b.air, b.fleets = emptyRooms(s.air), emptyRooms(s.fleets)
	s.air, s.fleets = [2]byArea{}, [2]byArea{}
	s.taskBuf, s.scratch, s.optBuf, s.askBuf = nil, nil, nil, nil
	s.tgtBuf, s.tsBuf = nil, nil
	b.poolTgts, b.tgtFor, b.lastEdit = s.poolTgts[:0], tgtKey{}, nil
	s.poolTgts, s.tgtFor, s.lastEdit = nil, tgtKey{}, nil
	s.cbaIDs, s.grpBuf = nil, nil
	s.grpCarrier = nil
	s.flyNext = nil
}

// newTasks returns an empty list to gather tasks in before pushTasks: the
// room of the last such list, since push copies the tasks.
func (b *Battle) newTasks() []battleTask { return b.tsBuf[:0] }

// pushTasks pushes a list from newTasks and keeps its room for the next.
func (b *Battle) pushTasks(ts []battleTask) {
	b.push(ts...)
	if cap(ts) > cap(b.tsBuf) {
		b.tsBuf = ts[:0]
	}
}

// ask stops the battle for a decision with its legal options.
func (b *Battle) ask(a BattleAsk, opts []Decision) {
	q := b.newAsk()
	*q = a
	b.askIn(q, opts)
}

// newAsk returns the room of the next question, emptied, to be filled in
// where it stands and asked by askIn: the questions asked most (Hits,
// Battle Plans, Move US Aircraft, placements) are, where ask copies a
// question built aside. The question
// is written over the one before the last, both already answered: as
// Pending says, what it hands out lasts until the next Apply. The
// last one may be being answered (applyBattle), and an answer asks at most
// once.
func (b *Battle) newAsk() *BattleAsk {
	if b.askBuf == nil {
		b.askBuf = new([2]BattleAsk)
	}
	q := &b.askBuf[(b.askAt+1)&1]
	*q = BattleAsk{}
	return q
}

// askIn stops the battle for the question q, from newAsk, with its legal
// options.
func (b *Battle) askIn(q *BattleAsk, opts []Decision) {
	q.Area, q.Turn, q.TurnsLeft = b.Area, b.Turn, b.TurnsLeft
	b.askAt ^= 1
	b.Ask = q
	b.Options = opts
	b.flyBuilt = false // askMoveUS marks its own
	if cap(opts) > cap(b.optBuf) && b.flyNext == nil {
		b.optBuf = opts[:0]
	}
}

// newOptions returns an empty list to build the options of the next question
// in: the room of the last question's, whose options are no longer offered
// once it is answered (Pending hands them out only until the next
// Apply). The list may be used only until another question is built.
func (b *Battle) newOptions() []Decision {
	if b.flyNext != nil || b.Options != nil {
		// The kept Move US Aircraft options, or a question still asked, live
		// in that room.
		return nil
	}
	return b.optBuf[:0]
}

// addUnit appends an empty unit to the Battle Sheet, its Order its place,
// and returns it, to be filled in where it stands: a unit built aside and
// appended is copied whole, and a large battle's set-up makes many.
func (b *Battle) addUnit() *Unit {
	b.Units = append(b.Units, Unit{})
	u := &b.Units[len(b.Units)-1]
	u.Order = len(b.Units) - 1
	return u
}

// addOption appends an empty option to opts and returns it, to be filled in
// where it stands: an option appended as a composite literal is built aside
// and copied over, where the empty one is cleared in place. The questions
// with the most options (Hits, Battle Plans, Move US Aircraft, Escorts)
// build theirs so.
func addOption(opts *[]Decision) *Decision {
	*opts = append(*opts, Decision{})
	return &(*opts)[len(*opts)-1]
}

// beginBattle moves the area's Forces to the Battle Sheet and fights until the
// player must decide or the battle ends (then g.Battle is nil again).
func (g *Game) beginBattle(area string, evs *[]Event) {
	// The last battle's Battle Sheet is no longer read (EndedBattle shows it
	// only until another battle begins): it serves this one, and its room
	// too. A campaign fights dozens of battles, and a Battle Sheet is large.
	old := g.spare
	if old == nil {
		old = g.ended
	}
	g.spare, g.ended = nil, nil
	if old == nil {
		g.Battle = &Battle{Area: area}
	} else {
		b := old
		left := *old // what the last battle left: its room
		*b = Battle{Area: area}
		g.Battle = b
		b.adoptRoom(&left, keptIndexes{})
		b.Units, b.USLost, b.JPLost, b.Pools = left.Units[:0], left.USLost[:0], left.JPLost[:0], left.Pools[:0]
		b.Cup = left.Cup[:0] // setUpBattle fills it
		// The plan lists too: empty, they are not saved (omitempty), so
		// an empty list in old room reads as none.
		b.USPlans, b.USUsed = left.USPlans[:0], left.USUsed[:0]
		b.JPDiscard, b.JPActive, b.JPSaved, b.JPUsed = left.JPDiscard[:0], left.JPActive[:0], left.JPSaved[:0], left.JPUsed[:0]
		// Where the last battle found its units: every entry is checked
		// before use, and simulations fight one battle again and again.
	}
	g.sheetSetUp().setUpBattle(evs)
	g.runBattle(evs)
}

func (g *Game) battlePending() Pending {
	b := g.Battle
	if b.Ask == nil {
		return Pending{Kind: AskBattle, Step: StepBattles, Prompt: "The battle in " + b.Area + " goes on."}
	}
	// The battle's own question and options, as Pending says: a battle asks
	// a hundred questions and more, and most callers answer at once.
	return Pending{Kind: AskBattle, Step: StepBattles, Prompt: b.Ask.Prompt, Battle: b.Ask,
		Options: b.Options[:len(b.Options):len(b.Options)]}
}

// applyBattle carries out the player's answer to the battle's question, then
// fights on to the next question or the end of the battle. d may stand among
// the battle's options, in the room the next question's options
// are built in: the answers read it only before they ask (hitUS, the one
// that asks, is handed the Force), and nothing reads it after.
func (g *Game) applyBattle(d *Decision, evs *[]Event) error {
	b := g.Battle
	if b.Ask == nil {
		return illegal("Battle", "the battle asks nothing now")
	}
	// Apply's precheck has just found d among the options (g.checked, with
	// its place in offered): only a decision applied otherwise is looked for.
	found := g.checked && b.offered >= 0 && b.offered < len(b.Options)
	if i := b.offered; !found && (i < 0 || i >= len(b.Options) || !sameDecision(&b.Options[i], d)) {
		if b.optionOf(d) < 0 {
			return g.refuseBattle(*d)
		}
	}
	b.offered = -1
	b.scratch = b.scratch[:0]
	a := b.Ask // in its room until the question after next (ask)
	if a.Kind != AskAllocateHit && a.Kind != AskStopHit {
		b.tgtFor.pool = 0 // only a Hit's answer keeps the pool's targets
	}
	if a.Kind == AskFly && d.Kind == DoFly && b.flyBuilt {
		// The next Move US Aircraft question offers the same, but for the
		// aircraft just sent: keep the list rather than build it again
		// (askMoveUS checks it). Mostly the aircraft sent is the first:
		// then the rest of the list is the next one, with nothing moved.
		opts := b.Options
		n := 0
		for n < len(opts) && opts[n].Force == d.Force {
			n++
		}
		if n > 0 {
			b.flyNext = opts[n:]
		} else {
			// The list closes up over d's place when d stands in it.
			kept := *d
			d = &kept
			b.flyNext = slices.DeleteFunc(opts, func(o Decision) bool { return o.Force == d.Force })
		}
	}
	b.Ask, b.Options = nil, nil
	g.answer(a, d, evs)
	// runBattle, written here: too large to compile in line, and called
	// after every answer.
	if g.runTasks(evs) {
		g.turns().endBattle(evs)
	}
	return nil
}

// optionOf returns the place of d among the battle's options, or -1. The
// kind and the Force come first, in line: they tell most options apart,
// and the whole comparison is not small enough to compile in line.
func (b *Battle) optionOf(d *Decision) int {
	for i := range b.Options {
		if o := &b.Options[i]; o.Kind == d.Kind && o.Force == d.Force && sameDecision(o, d) {
			return i
		}
	}
	return -1
}

// sameDecision compares a decision with a legal option.
func sameDecision(o, d *Decision) bool {
	if o.Kind != d.Kind || o.Force != d.Force || o.Zone != d.Zone || o.Yes != d.Yes || o.Number != d.Number {
		return false
	}
	return slices.Equal(o.Plans, d.Plans)
}

// refuseBattle explains why a decision is not among the legal ones.
func (g *Game) refuseBattle(d Decision) error {
	b := g.Battle
	a := b.Ask
	if a.Kind == AskAllocateHit && d.Kind == DoAllocateHit {
		return g.hits().refuseAllocation(d.Force)
	}
	var opts []string
	for _, o := range b.Options {
		opts = append(opts, describeDecision(o))
	}
	return illegal("Battle", "%s: %s is not a legal answer (legal: %s)", a.Prompt, describeDecision(d), strings.Join(opts, "; "))
}

func describeDecision(d Decision) string {
	s := string(d.Kind)
	if d.Force != "" {
		s += " " + d.Force
	}
	if d.Zone != "" {
		s += " to " + d.Zone
	}
	if len(d.Plans) > 0 {
		s += " " + strings.Join(d.Plans, ",")
	}
	if d.Kind == DoUsePlan {
		s += fmt.Sprintf(" yes=%v", d.Yes)
	}
	if d.Number != 0 {
		s += fmt.Sprintf(" %+d", d.Number)
	}
	return s
}

// runBattle works through the battle's task list until a decision is needed or
// the battle is over. A side that loses its last Force mid-turn does not end
// the battle at once: "End of the Battle" is the last section of the Battle
// Turn, after "Advance Battle Turn Counter", so the turn's remaining steps
// (Return Aircraft, Inflict Airfield Losses) are played first
// (advanceBattleTrack).
func (g *Game) runBattle(evs *[]Event) {
	if g.runTasks(evs) {
		g.turns().endBattle(evs)
	}
}

// runTasks carries out the battle's tasks in order until one asks a
// question or ends the campaign, or none is left (done). Each task is
// carried out here, in the loop, rather than by a function of its own:
// a battle runs hundreds of tasks, and the call showed.
func (g *Game) runTasks(evs *[]Event) (done bool) {
	for g.Battle != nil && g.Battle.Ask == nil && !g.Over {
		b := g.Battle
		if len(b.Tasks) == 0 {
			return true
		}
		// The task is read where it stands, not copied (every task): its
		// place is the first a push writes over, so each case
		// reads its fields as it calls, and roll reads its task only
		// before anything it calls may push.
		t := &b.Tasks[0]
		b.Tasks = b.Tasks[1:]
		b.scratch = b.scratch[:0] // no list of the last task lives on
		if t.Op != taskAlloc {
			b.tgtFor.pool = 0 // the targets of the last pool may change now
		}
		switch t.Op {
		case taskPlaceUS:
			g.sheetSetUp().placeUSShip(evs)
		case taskPlaceJP:
			g.sheetSetUp().placeJapanese(evs)
		case taskJPEscort:
			g.sheetSetUp().placeJapaneseEscort(evs)
		case taskPlaceJPRest:
			g.sheetSetUp().placeJapaneseRest(evs)
		case taskPlaceUSSubs:
			g.sheetSetUp().placeUSSub(evs)
		case taskAirGroups:
			g.sheetSetUp().carrierAirGroups(evs)
		case taskTurnsRoll:
			if g.turns().endSetUpIfOneSided(evs) {
				continue
			}
			g.sheetSetUp().rollBattleTurns(evs)
		case taskBuyPlans:
			g.sheetSetUp().askBuyPlans()
		case taskTurn:
			if g.Battle.oneSided() {
				// Nothing left to fight (a side lost everything at set-up).
				g.turns().endBattle(evs)
				continue
			}
			g.turns().beginBattleTurn(evs)
		case taskStep:
			g.turns().stepEvent(t.Kind, evs)
		case taskDraw:
			g.turns().drawJapanesePlans(evs)
		case taskJPFirstLight:
			g.air().japaneseFirstLight(evs)
		case taskUSFirstLight:
			g.air().usFirstLight(evs)
		case taskFLFly:
			g.air().askFirstLightFly(b.at(t.Unit))
		case taskFLReturn:
			g.air().firstLightReturn(t.Kind, evs)
		case taskMoveUS:
			g.air().askMoveUS()
		case taskMoveJP:
			g.air().moveJapaneseAircraft(t.Flag, evs)
		case taskDogfight:
			g.combat().dogfight(evs)
		case taskAAA:
			g.combat().aaa(t.Flag)
		case taskAAARow:
			g.combat().aaaRow(t.Zone, t.Kind == "carrier")
		case taskAAAsk:
			g.combat().askAntiAircraft(t.Zone)
		case taskBombs:
			g.combat().bombRuns()
		case taskTorpedoes:
			g.combat().torpedoes(evs)
		case taskDepthCharges:
			g.combat().depthCharges(t.Flag)
		case taskNavalGuns:
			g.combat().navalGuns()
		case taskInfantry:
			g.combat().infantry()
		case taskChargeAsk:
			g.combat().askCharge()
		case taskArtilleryAsk:
			g.combat().askArtillery()
		case taskJPArtillery:
			g.combat().japaneseArtillery(evs)
		case taskAdvance:
			g.combat().infantryAdvance(evs)
		case taskReturn:
			g.air().returnAircraft(evs)
		case taskLandUS:
			g.air().landUS(evs)
		case taskAirfieldLosses:
			g.air().airfieldLosses(evs)
		case taskUSAirfieldLosses:
			g.air().usAirfieldLosses(evs)
		case taskEndTurn:
			g.turns().endBattleTurn(evs)
		case taskAdvanceTrack:
			g.turns().advanceBattleTrack(evs)
		case taskRoll:
			g.combat().roll(t, evs)
		case taskApply:
			g.hits().applyPools(evs)
		case taskAlloc:
			g.hits().allocate(t.Pool, evs)
		case taskClearPools:
			g.Battle.Pools = g.Battle.Pools[:0] // the room serves the next step's
		}
	}
	return false
}

// answer applies a legal decision to the question it answers. a may be in
// the battle's room for questions, but not where the next question goes:
// answering may ask it (ask writes in turn in two places). d must not be in
// the room of the options, which the next question's options fill. Both go
// on to the answers by address, read and never written: copies of them,
// at every question, showed in a battle's cost.
func (g *Game) answer(a *BattleAsk, d *Decision, evs *[]Event) {
	switch a.Kind {
	case AskPlaceShip, AskPlaceSub:
		g.sheetSetUp().answerPlace(a, d, evs)
	case AskPlaceJapanese:
		g.sheetSetUp().answerPlaceJapanese(d, evs)
	case AskJapaneseFirstLight:
		g.air().launchJapaneseFirstLight(g.forceOf(Japan, kindCarriers, d.Force), evs)
	case AskBuyPlans:
		g.sheetSetUp().answerBuyPlans(d, evs)
	case AskFly:
		g.air().answerFly(d, evs)
	case AskFirstLightFly:
		g.air().answerFirstLightFly(d, evs)
	case AskAllocateHit:
		if a.AttackBy == US {
			if u, ok := g.hits().struck(a.Pool, d.Force); ok {
				g.hits().hitJapanese(a.Pool, u, evs)
			}
		} else if u, ok := g.hits().struck(a.Pool, d.Force); ok {
			g.hits().hitUS(a.Pool, u, evs)
		}
	case AskStopHit:
		plan := ""
		if d.Yes {
			plan = d.Plans[0]
		}
		if u, ok := g.hits().struck(a.Pool, a.Force); ok {
			g.hits().finishUSHit(a.Pool, u, plan, evs)
		}
	case AskExtraHit:
		if d.Yes {
			g.combat().extraHit(a.Pool, a.Plan, a.Attacker, evs)
		}
	case AskReroll:
		if d.Yes {
			if n := g.useUSPlan(a.Plan, wordsReroll, evs); n != nil {
				n.unit, n.carrier, n.die = a.Attacker, g.Battle.unit(a.Attacker).Carrier, int8(a.Die)
			}
			*g.Battle.pushOne() = battleTask{Op: taskRoll, Unit: g.Battle.sheetUnitByID(a.Attacker), Kind: a.Attack, Zone: a.Zone, Target: g.Battle.sheetUnitByID(a.Target), Flag: true}
		}
	case AskAntiAircraft, AskCharge, AskArtillery, AskASW, AskEngaged, AskFirstLight:
		// A plan's own question: its entry in the plan book answers it.
		if r := usRule(a.Plan); r != nil && r.Asks == a.Kind && r.answer != nil {
			r.answer(g, a, d, evs)
		}
	case AskLandAircraft:
		g.hits().destroyUnit(g.Battle.unit(d.Force), "no carrier deck for it", evs)
		*g.Battle.pushOne() = battleTask{Op: taskLandUS}
	case AskAirfieldLosses:
		g.air().loseLBA(d.Force, "too few US Airfields", evs)
		*g.Battle.pushOne() = battleTask{Op: taskUSAirfieldLosses}
	}
}

// holdsUS reports whether the US holds an unused Battle Plan.
func (b *Battle) holdsUS(plan USPlan) bool {
	return len(b.USPlans) > 0 && b.heldSet()&uint32(plan) != 0
}

// heldSet is the set of the US plans held (USPlans), as usPlan bits: bit i
// is the plan at place i in the plans' data (Plans.US).
func (b *Battle) heldSet() uint32 {
	var set uint32
	for _, p := range b.USPlans {
		set |= uint32(p)
	}
	return set
}

// battleEvent starts an event of this battle. Its text is a line of the log,
// so it starts with a capital even when it opens with a name such as "the
// Land-Based Fighter Group".
func (g *Game) battleEvent(kind EventKind, side Side, text, rule string) Event {
	var e Event
	g.startEvent(&e, kind, side, text, rule)
	return e
}

// startEvent is battleEvent written into e, an empty Event where it stands
// (a note's place in the log): not built aside and copied over.
func (g *Game) startEvent(e *Event, kind EventKind, side Side, text, rule string) {
	e.Kind, e.Turn, e.Step, e.Side, e.Area, e.Text, e.Rule = kind, g.Turn, StepBattles, side, g.Battle.Area, upperFirst(text), rule
	e.BattleTurn, e.TurnsLeft = g.Battle.Turn, g.Battle.TurnsLeft
	switch {
	case kind == EvPlacement && side == US:
		e.Sheet = SheetPlaceUS
	case kind == EvPlacement && side == Japan:
		e.Sheet = SheetPlaceJP
	case kind == EvBattleTurns:
		e.Sheet = SheetTurnsRoll
	}
}

// upperFirst is s with its first letter a capital.
func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || !unicode.IsLower(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// anOrA is the article before a word of the log: "An" before a vowel
// ("An AAA Hit"), "A" otherwise.
func anOrA(word string) string {
	if word != "" && strings.ContainsRune("AEIOUaeiou", rune(word[0])) {
		return "An"
	}
	return "A"
}
