package sim

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"sort"

	"nimitz/rules"
)

// Heuristic plays like a sensible Nimitz: it repairs and buys carriers and
// Marines (Ships with Supply Points only while the fleet is small), sends the
// fleet only where Japan has come, retakes and garrisons Objectives with
// Infantry from home and from the islands it holds, but lands nowhere next to
// Japan, screens the Japanese Forces next to its Objectives and draws Japan's
// Engage Orders with Submarine decoys, raids with the Submarines left, and
// keeps Supply Points back for Battle Plans.
type Heuristic struct {
	rng *rand.Rand
	// plan holds the decisions still to make in the current step.
	plan    []rules.Decision
	planned planKey
	// fly is what the Move US Aircraft questions of a step share
	// (flyMemo); forgotten at every other decision.
	fly flyMemo
	// board is the room planMovement reads the board in, every turn.
	board board
	// planRoom is the room of the last plan, for the next: a campaign
	// plans two steps a turn.
	planRoom []rules.Decision
}

type planKey struct {
	turn int
	step rules.Step
}

// Name implements Policy.
func (h *Heuristic) Name() string { return "heuristic" }

// takeRoom gives h the room of a heuristic that played the last campaign
// and plays no more (sequence): only room, never what it decided.
func (h *Heuristic) takeRoom(last *Heuristic) {
	h.board, h.planRoom = last.board, last.planRoom[:0]
}

// noScouting: the heuristic places no Scouting counters. Scouted Forces move
// before the US Movement step, while the board still has few US areas, so
// their Battle, Sortie and Engage Orders all fall on the battles and
// Objectives of the set-up instead of being spread over the areas the US
// moves into (US Scouting; Japanese Movement Orders). Measured over 400 games
// a year, scouting the two largest fleets turned 1943 from 80% Historical
// into 37% Historical and 34% Replaced (docs/balance.md).

// reserve is what the policy keeps of its Supply Points for Battle Plans.
const reserve = 4

// Decide implements Policy. It plans each Resupply, Scouting and Movement step
// once and checks every planned decision with Check before making it; other
// questions it answers from Pending's options.
func (h *Heuristic) Decide(g *rules.Game) (rules.Decision, error) {
	if g.Asks() != rules.AskBattle {
		h.fly.forget() // a campaign decision: the next battle's questions are new
	}
	key := planKey{g.Turn, g.Step}
	switch kind := g.Asks(); kind {
	case rules.AskResupply, rules.AskScouting, rules.AskMovement:
		if h.planned != key {
			h.planned = key
			switch kind {
			case rules.AskResupply:
				h.plan = planResupply(g, h.planRoom[:0])
				h.planRoom = h.plan
			case rules.AskScouting:
				h.plan = nil // see noScouting
			default:
				h.plan = planMovement(g, &h.board, h.planRoom[:0])
				h.planRoom = h.plan
			}
		}
		for len(h.plan) > 0 {
			d := h.plan[0]
			h.plan = h.plan[1:]
			if g.Check(d) == nil {
				return d, nil
			}
		}
		return rules.Decision{Kind: rules.DoDone}, nil
	}
	p, err := options(g)
	if err != nil {
		return rules.Decision{}, err
	}
	switch p.Kind {
	case rules.AskChooseBattle:
		// The Hawaiian Islands first: losing them loses the campaign.
		for _, d := range p.Options {
			if d.Area == rules.Hawaii {
				return d, nil
			}
		}
	case rules.AskBattle:
		return p.Options[decideBattle(g, p, h.rng, &h.fly)], nil
	}
	return p.Options[0], nil
}

// strength is a rough fighting value of a Force for planning.
func strength(g *rules.Game, f *rules.Force) int {
	ct := g.Counter(f)
	v := ct.Full
	if f.Damaged {
		v = ct.Damaged
	}
	s := v.AAA.Value + v.Surface.Value + v.Dogfight.Value + v.ShipAttack.Value + v.Ground.Value
	if ct.IsCarrier() {
		s += 10 // its air group
	}
	return s
}

// planResupply repairs carriers and then other Forces, and buys carriers,
// Marines, battleships, Infantry and aircraft, keeping a reserve of Supply
// Points for movement and Battle Plans. The plan is appended to room.
func planResupply(g *rules.Game, room []rules.Decision) []rules.Decision {
	rp, sp := g.ReinforcementPoints, g.SupplyPoints
	keep := 14 + reserve
	plan := room
	var damaged []*rules.Force
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Side == rules.US && f.Damaged && f.Where != rules.Destroyed {
			damaged = append(damaged, f)
		}
	}
	sort.SliceStable(damaged, func(i, j int) bool {
		return repairPriority(g, damaged[i]) > repairPriority(g, damaged[j])
	})
	for _, f := range damaged {
		c := g.Counter(f).RepairCost()
		if sp-c >= keep {
			sp -= c
			plan = append(plan, rules.Decision{Kind: rules.DoRepair, Force: f.ID})
		}
	}
	var box []*rules.Force
	for i := range g.Forces {
		if f := &g.Forces[i]; f.Side == rules.US && f.Where == rules.InUSReinforce {
			box = append(box, f)
		}
	}
	sort.SliceStable(box, func(i, j int) bool { return buyPriority(g, box[i]) > buyPriority(g, box[j]) })
	// Supply Points buy Ships and aircraft only while the fleet has fewer
	// than eight carriers: beyond that they move what there is, and buy
	// Infantry. Buying carriers with them left the 1944 and 1945 landings
	// without the points to sail (docs/balance.md).
	fleet := 0
	for i := range g.Forces {
		f := &g.Forces[i]
		if f.Side == rules.US && (f.Where == rules.OnMap || f.Where == rules.InReturnToPort) && g.Counter(f).IsCarrier() {
			fleet++
		}
	}
	for _, f := range box {
		c := g.Counter(f).PurchaseCost()
		fromRP := min(c, rp)
		if sp-(c-fromRP) < keep || c > fromRP && g.Counter(f).Kind() != rules.KindInfantry && fleet >= 8 {
			continue
		}
		rp -= fromRP
		sp -= c - fromRP
		plan = append(plan, rules.Decision{Kind: rules.DoBuy, Force: f.ID})
	}
	return plan
}

func repairPriority(g *rules.Game, f *rules.Force) int {
	ct := g.Counter(f)
	if ct.IsCarrier() {
		return 100
	}
	return strength(g, f)
}

func buyPriority(g *rules.Game, f *rules.Force) int {
	ct := g.Counter(f)
	switch {
	case ct.Type == rules.Marine:
		return 110
	case ct.Kind() == rules.KindInfantry && ct.Type != rules.Battalion:
		return 100 + ct.Full.Ground.Value
	case ct.IsCarrier():
		return 90
	case ct.Type == rules.BB:
		return 70
	case ct.Kind() == rules.KindAircraft:
		return 40 + ct.Full.Ground.Value + ct.Full.ShipAttack.Value
	}
	return 30
}

// board is where the Forces on the map stand, from one pass over them:
// planMovement asks of every area again and again while the game, which it
// only plans for, does not change. Each answer is the Game's own (In, Ashore,
// Has), in the same order.
type board struct {
	g  *rules.Game
	in map[string]*[2][]*rules.Force // the US and the Japanese Forces in an area, in board order

	// The room of the lists, kept for the next reading (read): a campaign
	// plans a Movement step every turn.
	cells  [][2][]*rules.Force // each area's pair of lists
	counts [][2]int            // how many Forces each list holds
	place  map[string]int      // the place of an area's pair in cells
	cellOf []int32             // the place in cells of each Force's pair
	room   []*rules.Force      // the array every list is a part of

	// used and left are planMovement's maps, emptied for each plan.
	used map[string]bool
	left map[string]int
}

// usedRoom returns the board's empty map of the Forces a plan has used.
func (bd *board) usedRoom() map[string]bool {
	if bd.used == nil {
		bd.used = map[string]bool{}
	}
	clear(bd.used)
	return bd.used
}

// leftRoom returns the board's empty map of the Forces a plan leaves in
// each of the areas.
func (bd *board) leftRoom(areas int) map[string]int {
	if bd.left == nil {
		bd.left = make(map[string]int, areas)
	}
	clear(bd.left)
	return bd.left
}

// read reads the board of g, in the room of the last reading if any.
func (bd *board) read(g *rules.Game) *board {
	areas := len(g.Data().Map.Areas)
	bd.g = g
	if bd.in == nil {
		bd.in = make(map[string]*[2][]*rules.Force, areas)
		bd.place = make(map[string]int, areas)
		bd.cells = make([][2][]*rules.Force, 0, areas)
		bd.counts = make([][2]int, 0, areas)
	}
	clear(bd.in)
	clear(bd.place)
	// Two passes, so that the lists share one array, and the areas' pairs
	// of lists another: counted first, each list gets its part of the room.
	cells, counts := bd.cells[:0], bd.counts[:0]
	total := 0
	side := func(f *rules.Force) int {
		switch {
		case f.Where != rules.OnMap:
			return -1
		case f.Side == rules.US:
			return 0
		case f.Side == rules.Japan:
			return 1
		}
		return -1
	}
	cellOf := slices.Grow(bd.cellOf[:0], len(g.Forces))[:len(g.Forces)]
	for i := range g.Forces {
		f := &g.Forces[i]
		k := side(f)
		if k < 0 {
			continue
		}
		c, ok := bd.place[f.Area]
		if !ok {
			c = len(counts)
			bd.place[f.Area] = c
			counts = append(counts, [2]int{})
			cells = append(cells, [2][]*rules.Force{})
		}
		counts[c][k]++
		cellOf[i] = int32(c)
		total++
	}
	room := slices.Grow(bd.room[:0], total)[:total]
	off := 0
	for c := range cells {
		for k := range 2 {
			cells[c][k] = room[off : off : off+counts[c][k]]
			off += counts[c][k]
		}
	}
	for a, c := range bd.place {
		bd.in[a] = &cells[c]
	}
	for i := range g.Forces {
		f := &g.Forces[i]
		if k := side(f); k >= 0 {
			at := &cells[cellOf[i]]
			at[k] = append(at[k], f)
		}
	}
	bd.cells, bd.counts, bd.cellOf, bd.room = cells, counts, cellOf, room
	return bd
}

// In is g.In(area, side).
func (bd *board) In(area string, side rules.Side) []*rules.Force {
	at := bd.in[area]
	switch {
	case at == nil:
		return nil
	case side == rules.US:
		return at[0]
	case side == rules.Japan:
		return at[1]
	}
	return nil
}

// Has is g.Has(area, side).
func (bd *board) Has(area string, side rules.Side) bool { return len(bd.In(area, side)) > 0 }

// Ashore is g.Ashore(area, side), for the game the board was made from.
func (bd *board) Ashore(area string, side rules.Side) int {
	n := 0
	for _, f := range bd.In(area, side) {
		if bd.g.IsAshore(f) {
			n++
		}
	}
	return n
}

func (bd *board) areaStrength(g *rules.Game, area string, side rules.Side) int {
	s := 0
	for _, f := range bd.In(area, side) {
		s += strength(g, f)
	}
	return s
}

func (bd *board) shipStrength(g *rules.Game, area string, side rules.Side) int {
	s := 0
	for _, f := range bd.In(area, side) {
		if g.Counter(f).Kind() == rules.KindShip {
			s += strength(g, f)
		}
	}
	return s
}

// planMovement is the heart of the policy. In order of value for the Supply
// Points: the Special Campaign Rules' moves; Infantry from home, and from
// held Objectives beyond a garrison of three, retakes Objectives the US does
// not Hold; Infantry and aircraft from home garrison the held ones;
// Submarines wait as decoys next to Japan; a Ship screens each area next to a
// held Objective where Japan has Forces; Submarines still free raid (each
// takes 2 off Japan's reinforcement roll); aircraft fill the airfields of the
// front-line Objectives; a task force sails where Japanese ships face a US
// garrison; spare aircraft follow it.
//
// bd is the room to read the board in (nil: new room); the plan is appended
// to room.
func planMovement(g *rules.Game, bd *board, room []rules.Decision) []rules.Decision {
	data := g.Data()
	if bd == nil {
		bd = new(board)
	}
	bd.read(g)
	budget := g.SupplyPoints - reserve
	plan := room
	used := bd.usedRoom()
	// left counts the Forces Ashore that the plan leaves in each area: the
	// Hawaiian Islands must stay Held, for every supply line runs through them.
	left := bd.leftRoom(len(data.Map.Areas))
	for _, a := range data.Map.Areas {
		left[a.Name] = 0
	}
	// g.Ashore(area, US) for every area, in one pass over the Forces.
	for i := range g.Forces {
		if f := &g.Forces[i]; f.Side == rules.US && g.IsAshore(f) {
			if _, ok := left[f.Area]; ok {
				left[f.Area]++
			}
		}
	}
	keep := func(area string) int {
		switch {
		case area == rules.Hawaii:
			return 2
		case area == rules.WestCoast || area == rules.Australia:
			return 1
		}
		return 3 // an Objective taken
	}
	move := func(ids []string, to string) {
		if len(ids) == 0 || budget < len(ids) {
			return
		}
		budget -= len(ids)
		for _, id := range ids {
			if used[id] {
				continue // already counted when picked
			}
			used[id] = true
			if f := g.Force(id); g.IsAshore(f) {
				left[f.Area]--
			}
		}
		plan = append(plan, rules.Decision{Kind: rules.DoMove, Forces: ids, Area: to})
	}
	// canSpare reports whether a Force may leave without stripping its area.
	canSpare := func(f *rules.Force) bool {
		return !g.IsAshore(f) || left[f.Area] > keep(f.Area)
	}
	// The Special Campaign Rules' moves come first: the Japan Invasion box
	// takes its Forces "at the start of each US Movement step".
	plan = append(plan, planSpecial(g, used, &budget)...)
	homes := []string{rules.Hawaii, rules.WestCoast, rules.Australia}
	// The lists of the plan are on the stack while they are short, as they
	// mostly are: a campaign plans a Movement step every turn.
	var carrierArr, escortArr, subArr [16]string
	carriers, escorts, subs := carrierArr[:0], escortArr[:0], subArr[:0]
	for _, a := range homes {
		for _, f := range bd.In(a, rules.US) {
			ct := g.Counter(f)
			switch {
			case ct.Type == rules.SS:
				subs = append(subs, f.ID)
			case ct.IsCarrier():
				carriers = append(carriers, f.ID)
			case ct.Kind() == rules.KindShip && !ct.Australian:
				escorts = append(escorts, f.ID)
			}
		}
	}
	nextEscort := func() []string {
		for _, id := range escorts {
			if !used[id] && g.Force(id).Area != rules.Hawaii {
				return []string{id}
			}
		}
		return nil
	}

	// Infantry to the Objectives the US does not Hold: those Japan holds with
	// the fewest defenders first, then empty ones.
	held := map[string]bool{}
	for _, o := range g.HeldObjectives() {
		held[o] = true
	}
	type target struct {
		area string
		jp   int
	}
	var targetArr [16]target
	targets := targetArr[:0]
	// Only Objectives In-Supply: Forces landing beyond the supply line
	// take a Hit each at the US Supply Check.
	supply := g.InSupply()
	for _, o := range data.Setup.Objectives {
		if !supply[o] {
			continue
		}
		// Not next to Japan: every Order rolled there can answer a landing
		// on Iwo Jima or Okinawa; with landings there, Iwo Jima was held at
		// the end of 3% of 300 1945 games (docs/balance.md).
		if data.Map.Adjacent(o, rules.JapanArea) {
			continue
		}
		// A contested Objective is a target too: the Forces already
		// there could not clear the landing alone.
		if held[o] || (bd.Ashore(o, rules.US) > 0 && bd.Ashore(o, rules.Japan) == 0) {
			continue
		}
		jp := 0
		for _, f := range bd.In(o, rules.Japan) {
			jp += strength(g, f)
		}
		targets = append(targets, target{o, jp})
	}
	// Objectives next to the Hawaiian Islands first: from them Japan's Sortie
	// and Engage Orders strike Hawaii (docs/balance.md); then the weakest.
	nextToHawaii := func(a string) bool { return data.Map.Adjacent(a, rules.Hawaii) }
	slices.SortStableFunc(targets, func(x, y target) int {
		if hx, hy := nextToHawaii(x.area), nextToHawaii(y.area); hx != hy {
			if hx {
				return -1
			}
			return 1
		}
		return cmp.Compare(x.jp, y.jp)
	})
	// Infantry from home, and the divisions beyond a garrison of three in
	// the Objectives the US Holds: a sensible Nimitz leapfrogs from the
	// islands he has taken.
	var infantryArr [32]*rules.Force
	var sourceArr [16]string
	infantry := infantryArr[:0]
	sources := append(sourceArr[:0], homes...)
	for o := range held {
		if o != rules.Hawaii {
			sources = append(sources, o)
		}
	}
	sort.Strings(sources[len(homes):])
	for _, a := range sources {
		for _, f := range bd.In(a, rules.US) {
			if g.Counter(f).Kind() == rules.KindInfantry && (contains(homes, a) || g.IsAshore(f)) {
				infantry = append(infantry, f)
			}
		}
	}
	slices.SortStableFunc(infantry, func(x, y *rules.Force) int { return cmp.Compare(strength(g, y), strength(g, x)) })
	for _, t := range targets {
		var sent []string
		power := 0
		for _, f := range infantry {
			if used[f.ID] || !canSpare(f) || g.Check(rules.Decision{Kind: rules.DoMove, Forces: []string{f.ID}, Area: t.area}) != nil {
				continue
			}
			left[f.Area]-- // counted now, so the next pick sees it gone
			used[f.ID] = true
			sent = append(sent, f.ID)
			power += strength(g, f)
			enough, most := t.jp+2, 3
			if nextToHawaii(t.area) {
				enough, most = 2*t.jp+12, 5
			}
			if power > enough || len(sent) >= most {
				break
			}
		}
		// A landing too weak to try is called off, and the Infantry picked
		// for it stays where it is this turn, a reserve: sending it on to the
		// next target instead cost 1944 about nine points of Historical.
		if len(sent) > 0 && power > t.jp/2 {
			if t.jp > 0 {
				sent = append(sent, nextEscort()...)
			}
			move(sent, t.area)
		}
	}

	// Garrisons: every Objective the US holds or shares keeps at least two
	// Forces Ashore, so that one landing cannot take it; the nearest to Japan
	// first. Infantry and aircraft come from home, never the last one there.
	type post struct {
		area  string
		need  int
		front int
	}
	var postArr [16]post
	posts := postArr[:0]
	for _, o := range data.Setup.Objectives {
		want := 4
		if nextToHawaii(o) {
			want = 6 // the perimeter of Pearl Harbor
		}
		if us := bd.Ashore(o, rules.US); us > 0 && us < want {
			posts = append(posts, post{o, want - us, data.Map.JapaneseDistance(rules.JapanArea, o)})
		}
	}
	slices.SortStableFunc(posts, func(x, y post) int { return cmp.Compare(x.front, y.front) })
	for _, p := range posts {
		for _, a := range homes {
			for _, f := range bd.In(a, rules.US) {
				// The map of those used last: the other checks cost less.
				k := g.Counter(f).Kind()
				if p.need == 0 || budget < 1 || (k != rules.KindInfantry && k != rules.KindAircraft) || used[f.ID] || !canSpare(f) {
					continue
				}
				if g.Check(rules.Decision{Kind: rules.DoMove, Forces: []string{f.ID}, Area: p.area}) == nil {
					move([]string{f.ID}, p.area)
					p.need--
				}
			}
		}
	}

	// Screens: Japanese Forces next to a held Objective with no US Forces
	// beside them strike it on Sortie and Engage Orders; one US Ship in their
	// area makes those Orders pick their own area, a Hold. Pearl Harbor's
	// neighbours first. A Submarine left from the decoys screens best: only
	// Depth Charges hurt it.
	nextSub := func() []string {
		for _, id := range subs {
			if !used[id] {
				return []string{id}
			}
		}
		return nil
	}
	var screens []string
	seen := map[string]bool{}
	addScreens := func(o string) {
		for _, a := range data.Map.Area(o).Lines {
			if seen[a] || a == rules.WestCoast || a == rules.Australia || a == rules.JapanArea || a == rules.EastAsia || bd.Has(a, rules.US) || !bd.Has(a, rules.Japan) {
				continue
			}
			seen[a] = true
			screens = append(screens, a)
		}
	}
	addScreens(rules.Hawaii)
	for _, o := range data.Setup.Objectives {
		if bd.Ashore(o, rules.US) > 0 {
			addScreens(o)
		}
	}
	// Decoys: a Submarine next to Japan draws the Engage Orders of the Forces
	// gathering there away from the Objectives.
	for _, a := range []string{"Iwo Jima", "Okinawa"} {
		if ship := nextSub(); ship != nil && !bd.Has(a, rules.US) {
			move(ship, a)
		}
	}
	for _, a := range screens {
		ship := nextSub()
		if ship == nil {
			ship = nextEscort()
		}
		for _, id := range escorts {
			if ship == nil && !used[id] {
				ship = []string{id}
			}
		}
		if ship != nil {
			move(ship, a) // marks it used, if the Supply Points allow
		}
	}
	for _, id := range subs {
		if !used[id] && budget > 0 {
			budget--
			used[id] = true
			plan = append(plan, rules.Decision{Kind: rules.DoRaid, Force: id})
		}
	}

	// Air garrisons: Land-Based Aircraft from home fill the airfields of the
	// held Objectives nearest Japan (up to 4 each), for bombers are what
	// clear a landing.
	type field struct {
		area       string
		room, dist int
	}
	var fieldArr [16]field
	fields := fieldArr[:0]
	for _, o := range data.Setup.Objectives {
		a := data.Map.Area(o)
		if o == rules.Hawaii || bd.Ashore(o, rules.US) == 0 || a.Airfield <= 0 {
			continue
		}
		n := 0
		for _, f := range bd.In(o, rules.US) {
			if g.Counter(f).Kind() == rules.KindAircraft {
				n++
			}
		}
		if room := min(a.Airfield, 4) - n; room > 0 {
			fields = append(fields, field{o, room, data.Map.JapaneseDistance(rules.JapanArea, o)})
		}
	}
	slices.SortStableFunc(fields, func(x, y field) int { return cmp.Compare(x.dist, y.dist) })
	for _, fl := range fields {
		for _, a := range homes {
			for _, f := range bd.In(a, rules.US) {
				if fl.room == 0 || budget < 1 || g.Counter(f).Kind() != rules.KindAircraft || used[f.ID] || !canSpare(f) {
					continue
				}
				if g.Check(rules.Decision{Kind: rules.DoMove, Forces: []string{f.ID}, Area: fl.area}) == nil {
					move([]string{f.ID}, fl.area)
					fl.room--
				}
			}
		}
	}

	// The task force: carriers and escorts to the Objective where Japanese
	// ships face the strongest US garrison, up to six ships.
	best, bestJP := "", 0
	for _, o := range data.Setup.Objectives {
		if bd.Ashore(o, rules.US) == 0 {
			continue
		}
		if jp := bd.shipStrength(g, o, rules.Japan) + bd.areaStrength(g, o, rules.Japan)/2; jp > bestJP {
			best, bestJP = o, jp
		}
	}
	if best != "" {
		// A home fleet stays at Pearl Harbor: Japanese Forces reaching the
		// Hawaiian Islands must all be destroyed in the first Battle Turn
		// (Hawaiian Islands Defeat Condition), and Ships that stay in Hawaii
		// never go to Return to Port. Only Ships beyond it sail.
		guard := map[string]bool{}
		nc, ne := 0, 0
		if nextToHawaii(best) {
			// Japanese ships already beside Pearl Harbor are the threat
			// the home fleet is kept for: it meets them there.
			nc, ne = 2, 4
		}
		for _, id := range carriers {
			if g.Force(id).Area == rules.Hawaii && nc < 2 {
				guard[id], nc = true, nc+1
			}
		}
		for _, id := range escorts {
			if g.Force(id).Area == rules.Hawaii && ne < 4 {
				guard[id], ne = true, ne+1
			}
		}
		var tf []string
		for _, id := range append(append([]string{}, carriers...), escorts...) {
			if !used[id] && !guard[id] && len(tf) < 6 && len(tf) < budget {
				tf = append(tf, id)
			}
		}
		move(tf, best)
		// Land-Based Aircraft from home join it where the airfield allows.
		for _, a := range homes {
			for _, f := range bd.In(a, rules.US) {
				if budget < 1 || g.Counter(f).Kind() != rules.KindAircraft || used[f.ID] || !canSpare(f) {
					continue
				}
				if g.Check(rules.Decision{Kind: rules.DoMove, Forces: []string{f.ID}, Area: best}) == nil {
					move([]string{f.ID}, best)
				}
			}
		}
	}
	return plan
}

// planSpecial adds the Special Campaign Rules' moves with the Supply Points
// left: every Bomber Wing that began the step in the Mariana Islands bombs
// Japan (1 Supply Point sends a Japanese counter back to its stack), Bomber
// Wings at home fly to the Marianas, and in 1945 the most costly Forces at
// home go to the Japan Invasion box until it is worth its 3 Objectives,
// keeping the Hawaiian Islands garrisoned. It spends from *budget.
func planSpecial(g *rules.Game, used map[string]bool, budget *int) []rules.Decision {
	var plan []rules.Decision
	setup := g.Data().Setup
	if setup.StrategicBombing {
		for i := range g.Forces {
			f := &g.Forces[i]
			if *budget < 1 || used[f.ID] || f.Side != rules.US || f.Where != rules.OnMap || !rules.IsBomberWing(g.Counter(f)) {
				continue
			}
			d := rules.Decision{Kind: rules.DoStrategicBomb, Force: f.ID}
			if f.Area != rules.Marianas {
				d = rules.Decision{Kind: rules.DoMove, Forces: []string{f.ID}, Area: rules.Marianas}
			}
			if g.Check(d) == nil {
				used[f.ID] = true
				*budget--
				plan = append(plan, d)
			}
		}
	}
	v := setup.Invasion
	if v == nil || g.InvasionCost() >= v.Objectives[0].Min {
		return plan
	}
	need := v.Objectives[0].Min - g.InvasionCost()
	var cands []*rules.Force
	ashore := map[string]int{}
	for _, a := range v.From {
		for _, f := range g.In(a, rules.US) {
			if g.IsAshore(f) {
				ashore[a]++
			}
			// Infantry stays for the islands: it is what takes them.
			if ct := g.Counter(f); !used[f.ID] && ct.PurchaseCost() >= 2 && ct.Kind() != rules.KindInfantry {
				cands = append(cands, f)
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		return g.Counter(cands[i]).PurchaseCost() > g.Counter(cands[j]).PurchaseCost()
	})
	sent := 0
	for _, f := range cands {
		if sent >= v.PerTurn || *budget < 1 || need <= 0 {
			break
		}
		if f.Area == rules.Hawaii && g.IsAshore(f) && ashore[rules.Hawaii] <= 2 {
			continue
		}
		if g.IsAshore(f) {
			ashore[f.Area]--
		}
		used[f.ID] = true
		*budget--
		sent++
		need -= g.Counter(f).PurchaseCost()
		plan = append(plan, rules.Decision{Kind: rules.DoInvade, Force: f.ID})
	}
	return plan
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
