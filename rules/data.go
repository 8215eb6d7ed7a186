package rules

import (
	"embed"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
)

//go:embed data/*.json
var dataFiles embed.FS

// Area is one area of the campaign map.
type Area struct {
	Name       string   `json:"name"`
	Airfield   int      `json:"airfield"` // most US Land-Based Aircraft it holds; Unlimited or 0 (none)
	Australian bool     `json:"aus,omitempty"`
	Lat        float64  `json:"lat"`
	Lon        float64  `json:"lon"`
	Lines      []string `json:"lines"`
}

// Unlimited is the Airfield value of the West Coast, the Hawaiian Islands and Australia.
const Unlimited = -1

// The areas the rules name.
const (
	WestCoast = "West Coast"
	Hawaii    = "Hawaiian Islands"
	Australia = "Australia"
	JapanArea = "Japan"
	EastAsia  = "East Asia"
)

// Map is the campaign map: 20 areas joined by Movement lines.
type Map struct {
	Areas []Area
	index map[string]int
	dist  [][]int // shortest Japanese path lengths; -1 where none
	// lines are the Movement lines of each area as places in Areas.
	lines [][]int
}

// Area returns the named area, or nil.
func (m *Map) Area(name string) *Area {
	i, ok := m.index[name]
	if !ok {
		return nil
	}
	return &m.Areas[i]
}

// Adjacent reports whether a Movement line joins a and b.
func (m *Map) Adjacent(a, b string) bool {
	ar := m.Area(a)
	if ar == nil {
		return false
	}
	for _, l := range ar.Lines {
		if l == b {
			return true
		}
	}
	return false
}

// Entrable reports whether side may move Forces into the area (Movement
// Prohibited Areas: US never to Japan or East Asia, Japan never to the West Coast
// or Australia).
func Entrable(side Side, area string) bool {
	if side == US {
		return area != JapanArea && area != EastAsia
	}
	return area != WestCoast && area != Australia
}

// JapaneseDistance is the number of moves from a to b along Movement lines through
// areas Japan may enter (b itself may be any area, so distances "to Australia"
// and "to Hawaii" are measured too). -1 means no path.
func (m *Map) JapaneseDistance(a, b string) int {
	i, ok1 := m.index[a]
	j, ok2 := m.index[b]
	if !ok1 || !ok2 {
		return -1
	}
	return m.dist[i][j]
}

func (m *Map) computeDistances() {
	n := len(m.Areas)
	m.dist = make([][]int, n)
	for src := 0; src < n; src++ {
		d := make([]int, n)
		for i := range d {
			d[i] = -1
		}
		d[src] = 0
		queue := []int{src}
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			// A path may end in an area Japan cannot enter but never passes through one.
			if cur != src && !Entrable(Japan, m.Areas[cur].Name) {
				continue
			}
			for _, l := range m.Areas[cur].Lines {
				nx := m.index[l]
				if d[nx] < 0 {
					d[nx] = d[cur] + 1
					queue = append(queue, nx)
				}
			}
		}
		m.dist[src] = d
	}
}

// Rating is one row of a Campaign Evaluation table.
type Rating struct {
	Min  int    `json:"min"`
	Name string `json:"name"`
}

// Placement lists the Forces a Set-Up Sheet puts in one place.
type Placement struct {
	Place  string   `json:"place"`
	Forces []string `json:"forces"`
}

// Setup is one Campaign Set-Up Sheet.
type Setup struct {
	Year                int         `json:"year"`
	Counters            string      `json:"counters"`
	Turns               []string    `json:"turns"`
	ReinforcementPoints int         `json:"reinforcement_points"`
	SupplyPoints        int         `json:"supply_points"`
	ReturnToPortBoxes   int         `json:"return_to_port_boxes"`
	Objectives          []string    `json:"objectives"`
	Evaluation          []Rating    `json:"evaluation"`
	US                  []Placement `json:"us"`
	JP                  []Placement `json:"jp"`

	// The Special Campaign Rules a campaign uses.

	// ExtraInfantry is how many extra Japanese Infantry each Japanese
	// Reinforcement step draws (1944 Japanese Infantry: 2).
	ExtraInfantry int `json:"extra_infantry,omitempty"`
	// StrategicBombing allows US Strategic Bombing by B-29 Bomber Wings from the
	// Mariana Islands (1944 and 1945).
	StrategicBombing bool `json:"strategic_bombing,omitempty"`
	// NoOrders lists the areas whose Japanese Forces roll no Orders (1945 Iwo
	// Jima and Okinawa).
	NoOrders []string `json:"no_orders,omitempty"`
	// Invasion is the 1945 Japan Invasion box, if the campaign has one.
	Invasion *Invasion `json:"invasion,omitempty"`
}

// Invasion is the 1945 Japan Invasion Movement rule: how many Forces a turn
// may go to the box, from where, and the Objectives their total Buy Cost earns.
type Invasion struct {
	PerTurn    int            `json:"per_turn"`
	From       []string       `json:"from"`
	Objectives []InvasionStep `json:"objectives"`
}

// InvasionStep is one row of the 1945 Japan Invasion table: a total Buy Cost
// of at least Min earns Objectives.
type InvasionStep struct {
	Min        int `json:"min"`
	Objectives int `json:"objectives"`
}

// ObjectivesFor returns the Objectives a total Buy Cost earns (the table's
// rows are best first).
func (v *Invasion) ObjectivesFor(cost int) int {
	for _, r := range v.Objectives {
		if cost >= r.Min {
			return r.Objectives
		}
	}
	return 0
}

// MostObjectives is the most Objectives a campaign can count: its Objective
// areas and the best row of its Japan Invasion table.
func (s *Setup) MostObjectives() int {
	n := len(s.Objectives)
	if s.Invasion != nil && len(s.Invasion.Objectives) > 0 {
		n += s.Invasion.Objectives[0].Objectives
	}
	return n
}

// IsNoOrders reports whether the area's Japanese Forces roll no Orders this
// campaign (1945 Iwo Jima and Okinawa).
func (s *Setup) IsNoOrders(area string) bool {
	for _, a := range s.NoOrders {
		if a == area {
			return true
		}
	}
	return false
}

// Places a Set-Up Sheet may name besides map areas.
const (
	PlaceReinforcements = "Reinforcements"
	PlaceR2P42          = "R2P 42"
	PlaceR2P43          = "R2P 43"
	PlaceR2P44          = "R2P 44"
)

// Marianas is the map area beside the Strategic Bombing box.
const Marianas = "Mariana Islands"

// Rate returns the Evaluation for a number of Objectives held.
func (s *Setup) Rate(objectives int) string {
	for _, r := range s.Evaluation {
		if objectives >= r.Min {
			return r.Name
		}
	}
	return s.Evaluation[len(s.Evaluation)-1].Name
}

// ReplacedAt is the most Objectives that still rate "Replaced".
func (s *Setup) ReplacedAt() int {
	for i, r := range s.Evaluation {
		if r.Name == "Replaced" && i > 0 {
			return s.Evaluation[i-1].Min - 1
		}
	}
	return -1
}

// IsObjective reports whether the area is one of the campaign's Objectives.
func (s *Setup) IsObjective(area string) bool {
	for _, o := range s.Objectives {
		if o == area {
			return true
		}
	}
	return false
}

// Campaign is everything printed for one campaign year: map, Set-Up Sheet,
// counters and Carrier Air Groups. It is read-only once loaded.
type Campaign struct {
	Map      *Map
	Setup    Setup
	Counters map[string]*Counter // by CounterKey
	// AirGroups gives the Carrier-Based Aircraft of each carrier kind, keyed
	// "US CV(5)", "JP CV", "JP CVL", "JP CVE".
	AirGroups map[string][]string
	Aircraft  map[string]*Counter // aircraft types by "US F4F"
	Tables    *Tables
	// Plans are the Battle Plan counters, loaded (and checked) with the
	// campaign so that the rules never meet a missing plan table mid-game.
	Plans *Plans

	// start is the Set-Up placed once, for every new game to copy (nil:
	// each game places it).
	start *setupStart
	// objectiveAt is the place in Map.Areas of each of Setup.Objectives
	// (-1: none), found once: the Defeat Check reads them after every
	// turn's battles, where their names were hashed each time.
	objectiveAt []int
	// reasons are the New Japanese Forces roll's modifier reasons for each
	// count up to the number of counters (countReasons), made once: every
	// turn of every simulated campaign concatenated them, quiet or not
	// (they are the event's data, not its text), the large battle's one
	// allocation in two.
	reasons reinforceReasons
}

// reinforceReasons holds the reasons of ReinforcementModifiers by count:
// resupply[n] is "n Resupply counter(s)", and so on.
type reinforceReasons struct {
	resupply, damaged, raiders []string
}

// Texts of the New Japanese Forces roll's modifiers, after their count.
const (
	reasonResupply = " Resupply counter(s)"
	reasonDamaged  = " Damaged Japanese Force(s) on the map"
	reasonRaiders  = " Submarine(s) raiding"
)

// countReasons lists the reason for each count from 0 to n-1 (the 0 is
// never read, but keeps a count its own index).
func countReasons(n int, what string) []string {
	r := make([]string, n)
	for i := 1; i < n; i++ {
		r[i] = strconv.Itoa(i) + what
	}
	return r
}

// countReason is the reason for n of what: made once as the campaign
// loads, or concatenated past the counts it made.
func countReason(made []string, n int, what string) string {
	if n < len(made) {
		return made[n]
	}
	return strconv.Itoa(n) + what
}

// objectivePlaces lists the place in Map.Areas of each of the Objectives,
// -1 for none (objectiveAt).
func (c *Campaign) objectivePlaces() []int {
	at := make([]int, len(c.Setup.Objectives))
	for i, o := range c.Setup.Objectives {
		at[i] = -1
		if k, ok := c.Map.index[o]; ok {
			at[i] = k
		}
	}
	return at
}

// prepareAirGroups gives every carrier counter its Carrier Air Group as the
// battles place it (Counter.group): every battle places every carrier's, and
// building the key, the aircraft's counter keys and their IDs each time cost
// more than the rest of the set-up.
func (c *Campaign) prepareAirGroups() {
	for key, ct := range c.Counters {
		if !ct.Type.IsCarrier() {
			continue
		}
		types := c.AirGroups[AirGroupKey(ct)]
		grp := &airGroup{types: types}
		for i, t := range types {
			ak := CounterKey(ct.Side, t)
			a := c.Aircraft[ak]
			if a != nil {
				ak = a.key // the data's own string: unit caches compare it
			}
			grp.counters = append(grp.counters, ak)
			grp.cts = append(grp.cts, a)
			grp.ids = append(grp.ids, key+"/"+t+"#"+strconv.Itoa(i+1))
		}
		ct.group = grp
	}
}

// airGroup is a carrier counter's Carrier Air Group, ready to place: the
// aircraft types, their counter keys and counters (nil: unknown), and their
// unit IDs when the carrier's ID is its counter key (as for every Force but
// a Battalion).
type airGroup struct {
	types, counters, ids []string
	cts                  []*Counter
}

// CounterKey names a counter uniquely: side and name, "US:Lexington".
func CounterKey(side Side, name string) string { return string(side) + ":" + name }

type countersFile struct {
	Year    int `json:"year"`
	Classes []struct {
		Side    Side      `json:"side"`
		Type    ForceType `json:"type"`
		Cost    int       `json:"cost"`
		Buy     int       `json:"buy"`
		Aus     bool      `json:"aus"`
		Values  string    `json:"values"`
		Members []string  `json:"members"`
		Note    string    `json:"note"`
	} `json:"classes"`
	Aircraft []struct {
		Side   Side   `json:"side"`
		Name   string `json:"name"`
		Cost   int    `json:"cost"`
		Values string `json:"values"`
		Note   string `json:"note"`
	} `json:"aircraft"`
	AirUnits []struct {
		Side     Side     `json:"side"`
		Aircraft string   `json:"aircraft"`
		Cost     int      `json:"cost"`
		Aus      bool     `json:"aus"`
		Members  []string `json:"members"`
		Note     string   `json:"note"`
	} `json:"air_units"`
	CarrierAirGroups map[string][]string `json:"carrier_air_groups"`
}

type mapFile struct {
	Areas []Area `json:"areas"`
}

var (
	campaignMu    sync.Mutex
	campaignCache = map[int]*Campaign{}
)

// Years lists the campaigns whose data the game has.
func Years() []int {
	// The folder is embedded in the program: it cannot be missing at run
	// time, and TestYears fails the build that lost it.
	entries, _ := dataFiles.ReadDir("data")
	var years []int
	for _, e := range entries {
		var y int
		if _, err := fmt.Sscanf(e.Name(), "setup-%d.json", &y); err == nil {
			years = append(years, y)
		}
	}
	sort.Ints(years)
	return years
}

// LoadCampaign returns the data of a campaign year, parsed and validated once:
// the embedded files never change while the program runs, so every game of that
// year shares the same read-only value.
func LoadCampaign(year int) (*Campaign, error) {
	campaignMu.Lock()
	defer campaignMu.Unlock()
	if c, ok := campaignCache[year]; ok {
		return c, nil
	}
	c, err := parseCampaign(year)
	if err != nil {
		return nil, err
	}
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("%d campaign data: %w", year, err)
	}
	if c.Plans, err = LoadPlans(); err != nil {
		return nil, err
	}
	c.prepareAirGroups()
	c.objectiveAt = c.objectivePlaces()
	// No more of anything than there are counters (Battalions aside, the
	// rare count past these is concatenated).
	n := len(c.Counters) + 1
	c.reasons = reinforceReasons{countReasons(n, reasonResupply), countReasons(n, reasonDamaged), countReasons(n, reasonRaiders)}
	c.start = c.prepareStart()
	campaignCache[year] = c
	return c, nil
}

func parseCampaign(year int) (*Campaign, error) {
	raw, err := dataFiles.ReadFile(fmt.Sprintf("data/setup-%d.json", year))
	if err != nil {
		return nil, fmt.Errorf("there is no %d campaign (campaigns: %v)", year, Years())
	}
	c := &Campaign{Counters: map[string]*Counter{}, Aircraft: map[string]*Counter{}}
	if err := json.Unmarshal(raw, &c.Setup); err != nil {
		return nil, fmt.Errorf("setup-%d.json: %w", year, err)
	}
	m, err := loadMap()
	if err != nil {
		return nil, err
	}
	c.Map = m
	if c.Tables, err = loadTables(); err != nil {
		return nil, err
	}
	raw, err = dataFiles.ReadFile("data/" + c.Setup.Counters)
	if err != nil {
		return nil, fmt.Errorf("setup-%d.json names counters %q: %w", year, c.Setup.Counters, err)
	}
	var cf countersFile
	if err := json.Unmarshal(raw, &cf); err != nil {
		return nil, fmt.Errorf("%s: %w", c.Setup.Counters, err)
	}
	// "Only use the Force counters for a Campaign that have the same year as
	// the Campaign" (Set-Up).
	if c.Setup.Year != year || cf.Year != year {
		return nil, fmt.Errorf("setup-%d.json is for %d and names the %d counters (%s)", year, c.Setup.Year, cf.Year, c.Setup.Counters)
	}
	add := func(ct *Counter) error {
		k := CounterKey(ct.Side, ct.Name)
		if _, dup := c.Counters[k]; dup {
			return fmt.Errorf("%s: counter %s defined twice", c.Setup.Counters, k)
		}
		ct.key, ct.kind = k, ct.Type.Kind()
		ct.cls = classOf(ct) | clsKnown
		c.Counters[k] = ct
		return nil
	}
	for _, cl := range cf.Classes {
		full, dmg, err := ParseValues(cl.Values)
		if err != nil {
			return nil, fmt.Errorf("%s %s %v: %w", c.Setup.Counters, cl.Type, cl.Members, err)
		}
		for _, name := range cl.Members {
			if err := add(&Counter{Name: name, Side: cl.Side, Type: cl.Type, Cost: cl.Cost, BuyCost: cl.Buy,
				Australian: cl.Aus, Full: full, Damaged: dmg, Note: cl.Note}); err != nil {
				return nil, err
			}
		}
	}
	for _, a := range cf.Aircraft {
		full, dmg, err := ParseValues(a.Values)
		if err != nil {
			return nil, fmt.Errorf("%s aircraft %s: %w", c.Setup.Counters, a.Name, err)
		}
		k := CounterKey(a.Side, a.Name)
		ac := &Counter{Name: a.Name, Side: a.Side, Type: CarrierAC,
			Aircraft: a.Name, Cost: a.Cost, Full: full, Damaged: dmg, Note: a.Note, key: k, kind: KindAircraft}
		ac.cls = classOf(ac) | clsKnown
		c.Aircraft[k] = ac
	}
	for _, u := range cf.AirUnits {
		ac, ok := c.Aircraft[CounterKey(u.Side, u.Aircraft)]
		if !ok {
			return nil, fmt.Errorf("%s: air units %v fly %q, which is not an aircraft type", c.Setup.Counters, u.Members, u.Aircraft)
		}
		cost := ac.Cost
		if u.Cost > 0 {
			cost = u.Cost
		}
		for _, name := range u.Members {
			if err := add(&Counter{Name: name, Side: u.Side, Type: LBA, Aircraft: shortAircraft(u.Aircraft),
				Cost: cost, Australian: u.Aus, Full: ac.Full, Damaged: ac.Damaged, Note: u.Note}); err != nil {
				return nil, err
			}
		}
	}
	c.AirGroups = cf.CarrierAirGroups
	return c, nil
}

// shortAircraft drops the authoring tag that separates two MAGs of one type with
// different values: "F4F+SBD (23)" is printed "F4F+SBD".
func shortAircraft(name string) string {
	if i := strings.Index(name, " ("); i > 0 {
		return name[:i]
	}
	return name
}

func loadMap() (*Map, error) {
	raw, err := dataFiles.ReadFile("data/map.json")
	if err != nil {
		return nil, err
	}
	var mf mapFile
	if err := json.Unmarshal(raw, &mf); err != nil {
		return nil, fmt.Errorf("map.json: %w", err)
	}
	m := &Map{Areas: mf.Areas, index: map[string]int{}}
	for i, a := range m.Areas {
		if _, dup := m.index[a.Name]; dup {
			return nil, fmt.Errorf("map.json: area %q twice", a.Name)
		}
		m.index[a.Name] = i
	}
	for _, a := range m.Areas {
		for _, l := range a.Lines {
			if _, ok := m.index[l]; !ok {
				return nil, fmt.Errorf("map.json: %s has a line to unknown area %q", a.Name, l)
			}
		}
	}
	m.lines = make([][]int, len(m.Areas))
	for i, a := range m.Areas {
		for _, l := range a.Lines {
			m.lines[i] = append(m.lines[i], m.index[l])
		}
	}
	m.computeDistances()
	return m, nil
}

// ParseValues reads the compact notation of the data files:
// "aaa 4[2]/2[1]; surface 4/2; dc 2/1" gives the full and Damaged sides.
func ParseValues(s string) (full, damaged Values, err error) {
	for _, part := range strings.Split(s, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		fields := strings.Fields(part)
		if len(fields) != 2 {
			return full, damaged, fmt.Errorf("value %q: want 'name full/damaged'", part)
		}
		sides := strings.Split(fields[1], "/")
		if len(sides) != 2 {
			return full, damaged, fmt.Errorf("value %q: want full/damaged", part)
		}
		f, err1 := parseAttack(sides[0])
		d, err2 := parseAttack(sides[1])
		if err1 != nil || err2 != nil {
			return full, damaged, fmt.Errorf("value %q: bad number", part)
		}
		var fp, dp *Attack
		switch fields[0] {
		case "aaa":
			fp, dp = &full.AAA, &damaged.AAA
		case "surface":
			fp, dp = &full.Surface, &damaged.Surface
		case "dc":
			fp, dp = &full.DepthCharge, &damaged.DepthCharge
		case "dogfight":
			fp, dp = &full.Dogfight, &damaged.Dogfight
		case "ship":
			fp, dp = &full.ShipAttack, &damaged.ShipAttack
		case "ground":
			fp, dp = &full.Ground, &damaged.Ground
		default:
			return full, damaged, fmt.Errorf("value %q: unknown attack %q", part, fields[0])
		}
		*fp, *dp = f, d
	}
	return full, damaged, nil
}

func parseAttack(s string) (Attack, error) {
	var a Attack
	if i := strings.Index(s, "["); i >= 0 {
		if !strings.HasSuffix(s, "]") {
			return a, fmt.Errorf("bad superior value %q", s)
		}
		sup, err := strconv.Atoi(s[i+1 : len(s)-1])
		if err != nil {
			return a, err
		}
		a.Superior = sup
		s = s[:i]
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return a, err
	}
	a.Value = v
	return a, nil
}

// SetupName splits a Set-Up entry such as "Battalion x2" into name and count.
func SetupName(entry string) (string, int) {
	if i := strings.LastIndex(entry, " x"); i > 0 {
		if n, err := strconv.Atoi(entry[i+2:]); err == nil && n > 0 {
			return entry[:i], n
		}
	}
	return entry, 1
}

// AirGroupKey names the Carrier Air Group a carrier carries: US by type and
// purchase cost ("US CV(5)"), Japan by type ("JP CVL").
func AirGroupKey(c *Counter) string {
	// Concatenation, not fmt: every battle asks for every carrier's.
	if c.Side == US {
		return "US " + string(c.Type) + "(" + strconv.Itoa(c.PurchaseCost()) + ")"
	}
	return "JP " + string(c.Type)
}
