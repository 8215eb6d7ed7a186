package rules

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
)

// startBattle makes area the only battle of the Resolve Battles step and
// chooses it, as the player would.
func startBattle(t testing.TB, g *Game, area string) []Event {
	t.Helper()
	g.Step = StepBattles
	g.Battles = []string{area}
	return apply(t, g, Decision{Kind: DoChooseBattle, Area: area})
}

// randomForces lays out a random battle in area: a few Ships, Infantry and
// Land-Based Aircraft of each side, some Damaged, some Infantry on Transports.
func randomForces(t testing.TB, g *Game, r *rand.Rand, area string) {
	t.Helper()
	emptyBoard(g)
	keys := make([]string, 0, len(g.data.Counters))
	for k := range g.data.Counters {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, side := range []Side{US, Japan} {
		var ships, inf, air []string
		for _, k := range keys {
			c := g.data.Counters[k]
			if c.Side != side {
				continue
			}
			switch c.Type.Kind() {
			case KindShip:
				ships = append(ships, c.Name)
			case KindInfantry:
				inf = append(inf, c.Name)
			default:
				air = append(air, c.Name)
			}
		}
		r.Shuffle(len(ships), func(i, j int) { ships[i], ships[j] = ships[j], ships[i] })
		r.Shuffle(len(inf), func(i, j int) { inf[i], inf[j] = inf[j], inf[i] })
		r.Shuffle(len(air), func(i, j int) { air[i], air[j] = air[j], air[i] })
		ns, ni, na := r.IntN(6), r.IntN(4), r.IntN(4)
		if ns+ni+na == 0 {
			ns = 1
		}
		place := func(names []string, n int, transport bool) {
			for _, name := range names[:min(n, len(names))] {
				f := put(t, g, side, name, area)
				f.Damaged = r.IntN(5) == 0
				if transport {
					f.OnTransport = r.IntN(2) == 0
				}
			}
		}
		place(ships, ns, false)
		place(inf, ni, true)
		place(air, na, false)
	}
}

// playRandomBattle answers every battle question with a uniformly random
// legal option and checks the invariants after each decision.
func playRandomBattle(t *testing.T, seed uint64, auto bool) {
	r := rand.New(rand.NewPCG(seed, 7))
	g := newGame(t, Options{Year: 1942, Seed: seed, AutoPlans: auto})
	areas := []string{"Solomon Islands", "Midway Island", Hawaii, "New Guinea", "Wake Island"}
	area := areas[r.IntN(len(areas))]
	randomForces(t, g, r, area)
	g.SupplyPoints = r.IntN(4)
	var evs []Event
	evs = append(evs, startBattle(t, g, area)...)
	for step := 0; g.Battle != nil && !g.Over; step++ {
		if step > 3000 {
			t.Fatalf("seed %d: battle does not end after %d decisions", seed, step)
		}
		p := g.Pending()
		if p.Kind != AskBattle || len(p.Options) == 0 {
			t.Fatalf("seed %d: battle pending %+v without options", seed, p)
		}
		if len(p.Options) == 1 {
			t.Fatalf("seed %d: a question with one legal answer was asked: %s", seed, p.Prompt)
		}
		d := p.Options[r.IntN(len(p.Options))]
		if step%31 == 3 {
			// A save in the middle of a battle loads back unchanged.
			raw, err := json.Marshal(g)
			if err != nil {
				t.Fatal(err)
			}
			var back Game
			if err := json.Unmarshal(raw, &back); err != nil {
				t.Fatalf("seed %d: reload mid-battle: %v", seed, err)
			}
			raw2, _ := json.Marshal(&back)
			if string(raw) != string(raw2) {
				t.Fatalf("seed %d: mid-battle save does not round-trip", seed)
			}
			g = &back
		}
		more, err := g.Apply(d)
		if err != nil {
			t.Fatalf("seed %d: legal option %+v refused: %v", seed, d, err)
		}
		evs = append(evs, more...)
		checkBattleInvariants(t, g, seed, area)
	}
	if !slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == EvBattleEnd }) {
		t.Fatalf("seed %d: the battle ended without an end event", seed)
	}
	for _, e := range evs {
		if e.Kind == EvAttack && e.Hits > 3 {
			t.Fatalf("seed %d: one roll made %d Hits: %s", seed, e.Hits, e.Text)
		}
	}
	if area == Hawaii && g.Over && g.Evaluation != "Replaced" {
		t.Fatalf("seed %d: Hawaiian defeat with evaluation %q", seed, g.Evaluation)
	}
}

func checkBattleInvariants(t *testing.T, g *Game, seed uint64, area string) {
	t.Helper()
	seen := map[string]bool{}
	for _, f := range g.Forces {
		if seen[f.ID] {
			t.Fatalf("seed %d: force %s twice", seed, f.ID)
		}
		seen[f.ID] = true
		if f.Where != OnMap && f.Area != "" {
			t.Fatalf("seed %d: %s is %s but keeps area %s", seed, f.ID, f.Where, f.Area)
		}
	}
	if g.SupplyPoints < 0 {
		t.Fatalf("seed %d: negative Supply Points", seed)
	}
	b := g.Battle
	if b == nil {
		return
	}
	checkUnitsCached(t, g, seed)
	checkByArea(t, g, seed)
	checkPoolTargets(t, g, seed)
	checkHitOptions(t, g, seed)
	checkAirTargets(t, g, seed)
	checkHeldPlans(t, g, seed)
	checkUnitsWith(t, g, seed)
	checkPlaces(t, g, seed)
	if err := b.check(g); err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	if b.USAirfields < 0 || b.JPAirfields < 0 || b.USPoints < 0 {
		t.Fatalf("seed %d: negative airfields or points", seed)
	}
	if b.HitsTaken > b.HitsInflicted {
		t.Fatalf("seed %d: %d Hits taken, only %d inflicted", seed, b.HitsTaken, b.HitsInflicted)
	}
	for _, u := range b.Units {
		if u.lost || u.cba {
			continue
		}
		f := g.Force(u.id)
		if f.Where != OnMap || f.Area != area || f.Damaged != u.damaged {
			t.Fatalf("seed %d: battle unit %s disagrees with its Force %+v", seed, u.id, *f)
		}
		if (u.pos == PosTransport) != f.OnTransport {
			t.Fatalf("seed %d: %s on a Transport in the battle but OnTransport=%v", seed, u.id, f.OnTransport)
		}
	}
}

// TestRandomBattles fights thousands of seeded random battles with random
// legal decisions: every battle ends, no Force is in two places, Hits never
// exceed what the rolls and plans inflict, counters never go negative.
func TestRandomBattles(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 200
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		playRandomBattle(t, seed, seed%3 == 0)
	}
}

// checkUnitsCached checks that every unit of the battle has its counter and
// class cached, as the engine reads them without a check (unitCounter):
// those it made since the last decision included.
func checkUnitsCached(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	for i := range g.Battle.Units {
		u := &g.Battle.Units[i]
		want := g.data.Counters[u.counter]
		if u.cba {
			want = g.data.Aircraft[u.counter]
		}
		if u.cls&clsKnown == 0 || u.ct != want || (want != nil && u.cls != classOf(want)|clsKnown) {
			t.Fatalf("seed %d: battle unit %s is not cached with its counter %s", seed, u.id, u.counter)
		}
	}
}

// checkByArea checks that the lists of the aircraft in the air and of the
// Ships by area, when they say they are up to date, are what listing the
// units again finds: a unit moved or lost without setPos or setLost leaves
// them stale.
func checkByArea(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	b := g.Battle
	for s := range 2 {
		for _, x := range []struct {
			what  string
			lists *byArea
			moves int
			again func(uint8)
		}{
			{"aircraft in the air", &b.air[s], b.airMoves[s], g.listAir},
			{"Ships", &b.fleets[s], b.shipMoves, g.listFleet},
		} {
			if x.lists.stale(b, x.moves) {
				continue // and known to be: listed again when next asked
			}
			kept := fmt.Sprint(x.lists.in)
			*x.lists = byArea{}
			x.again(scUS + uint8(s))
			if fresh := fmt.Sprint(x.lists.in); fresh != kept {
				t.Fatalf("seed %d: side %d's %s are listed by area as %s, the units say %s", seed, s, x.what, kept, fresh)
			}
		}
	}
}

// checkPoolTargets checks that the targets a pool's last Hit found, when
// they say they are up to date (no change to a unit since), are what
// looking for the targets again finds: a change poolTargets does not see
// (a Hit that changes units without noteEdit) leaves them wrong.
func checkPoolTargets(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	b := g.Battle
	k := b.tgtFor
	if k.pool == 0 || b.tgtEdits != b.edits || k.at != b.unitsKey() {
		return // forgotten, or known to be stale: brought up to date when next asked
	}
	if k.pool > len(b.Pools) {
		t.Fatalf("seed %d: targets kept for pool %d of %d", seed, k.pool-1, len(b.Pools))
	}
	p := b.Pools[k.pool-1]
	kept := slices.Clone(b.poolTgts)
	fresh := g.hits().targets(p.Side, p.Zone, p.Kind, p.Target)
	if !slices.Equal(kept, fresh) {
		t.Fatalf("seed %d: pool %d's targets are kept as %+v, the units say %+v", seed, k.pool-1, kept, fresh)
	}
}

// checkHitOptions checks that the options of a Hit question, which the
// next Hit question writes its Forces over (hitRoom), are those the rules
// offer, each the Hit on one Force and nothing more: the lowest-value US
// targets, or Japan's equally valid targets, as looking for the targets
// again finds them.
func checkHitOptions(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	b := g.Battle
	if b.Ask == nil || b.Ask.Kind != AskAllocateHit {
		return
	}
	p := b.Pools[b.Ask.Pool]
	ts := g.hits().targets(p.Side, p.Zone, p.Kind, p.Target)
	if p.Side == Japan {
		ts = g.hits().japaneseChoices(ts)
	}
	var want []Decision
	for _, tg := range ts {
		if tg.Value() != ts[0].Value() {
			break
		}
		want = append(want, Decision{Kind: DoAllocateHit, Force: tg.id(b)})
	}
	if !reflect.DeepEqual(b.Options, want) {
		t.Fatalf("seed %d: a %s Hit on %s offers %+v, the targets say %+v", seed, p.Kind, p.Side, b.Options, want)
	}
}

// checkAirTargets checks that the targets of a Dogfight or AAA Hit, taken
// from the lists of aircraft in the air by area, are those of a plain look
// at every aircraft of the side: in the air in that area, not lost, in
// Battle Sheet order.
func checkAirTargets(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	b := g.Battle
	for _, side := range []Side{US, Japan} {
		for _, zone := range battleZones() {
			var want []unitRef
			for i := range b.Units {
				if u := &b.Units[i]; u.side == side && !u.lost && g.isAircraft(u) && u.pos == zone {
					want = append(want, unitRef(i))
				}
			}
			var got []unitRef
			for _, tg := range g.hits().walkTargets(side, zone, atkDogfight, 0, nil, false) {
				got = append(got, tg.unit)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("seed %d: %s aircraft in the air over the %s as Hit targets %v, the units say %v", seed, side, zone, got, want)
			}
		}
	}
}

// checkHeldPlans checks that the set of US plans held, kept from one
// question to the next, says what the list of plans held says.
func checkHeldPlans(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	b := g.Battle
	for _, name := range usPlanNames() {
		if got, want := b.holdsUS(usPlanOf(name)), slices.Contains(b.USPlans, usPlanOf(name)); got != want {
			t.Fatalf("seed %d: the US holds %s: %v, its plans %v say %v", seed, name, got, b.USPlans, want)
		}
	}
}

// checkUnitsWith checks that the units of a kind listed and counted by
// class bits are those a filter on the class finds.
func checkUnitsWith(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	for _, side := range []Side{US, Japan} {
		for _, c := range []struct {
			kind int
			cls  unitClass
		}{{kindShips, clsCarrier}, {kindCarriers, clsCarrier}, {kindShips, clsSub}, {kindShips, clsEscort}, {kindEscorts, clsEscort}, {kindSubs, clsSub}, {kindShips, clsShip}, {kindAircraft, clsLBA}, {kindLBA, clsLBA}, {kindInfantry, clsInfantry}} {
			want := slices.Clone(g.unitsOf(side, c.kind, 0, func(u *Unit) bool { return g.class(u)&c.cls != 0 }))
			got := g.unitsOf(side, c.kind, c.cls, nil)
			if !slices.Equal(got, want) || g.countOf(side, c.kind, c.cls, nil) != len(want) {
				t.Fatalf("seed %d: %s units of kind %d with class %#x: listed %d, counted %d, a filter finds %d",
					seed, side, c.kind, c.cls, len(got), g.countOf(side, c.kind, c.cls, nil), len(want))
			}
		}
	}
}

// checkPlaces checks that refOf finds every unit at its place and an ID,
// copied elsewhere in memory, names the unit at that place, that
// jpInfantryUnit finds the Japanese Infantry, and only them, as unit does,
// and that islandPresence, which reads the Infantry and Land-Based Aircraft
// indexes, finds what a look at every unit finds.
func checkPlaces(t *testing.T, g *Game, seed uint64) {
	t.Helper()
	b := g.Battle
	for i := range b.Units {
		u := &b.Units[i]
		want := b.placeByID(u.id)
		if r, s := b.refOf(u), b.sheetUnitByID(strings.Clone(u.id)); int(r) != want || b.at(s) != &b.Units[want] {
			t.Fatalf("seed %d: %s found at %d and by a copy of its ID at %d, a look at every unit finds it at %d", seed, u.id, r, s-1, want)
		}
		inf := u.side == Japan && g.isInfantry(&b.Units[want])
		if got := g.jpInfantryUnit(u.id); (got == &b.Units[want]) != inf || (got == nil) == inf {
			t.Fatalf("seed %d: jpInfantryUnit(%s) is %p, want Japanese Infantry %v", seed, u.id, got, inf)
		}
	}
	for _, side := range []Side{US, Japan} {
		want := false
		for i := range b.Units {
			u := &b.Units[i]
			want = want || !u.lost && u.side == side && (g.isInfantry(u) && ashore(u) || g.isLBA(u))
		}
		if got := g.air().islandPresence(side); got != want {
			t.Fatalf("seed %d: %s's Island presence %v, a look at every unit finds %v", seed, side, got, want)
		}
	}
	if b.sheetUnitByID("JP:none such") != 0 || g.jpInfantryUnit("JP:none such") != nil {
		t.Fatalf("seed %d: an ID of no unit found", seed)
	}
}
