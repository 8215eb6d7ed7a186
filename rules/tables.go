package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// OrderRow is one row of the Japanese Orders table.
type OrderRow struct {
	Low      int    `json:"low"`
	High     int    `json:"high"`
	Name     string `json:"name"`
	MoveTo   string `json:"move_to"`
	Ships    int    `json:"ships"`
	Infantry int    `json:"infantry"`
	Aircraft int    `json:"aircraft"`
	// AircraftIfAshore is the table's "0/2*": the Land-Based Aircraft move only
	// if the destination has Japanese Infantry or Land-Based Aircraft Ashore.
	AircraftIfAshore bool `json:"aircraft_if_ashore,omitempty"`

	// label is RowLabel, and rule ruleName, made once when the tables are
	// loaded: every Orders roll's event shows them.
	label, rule string
}

// RowLabel prints the row as the chart does: "5-6 East".
func (r OrderRow) RowLabel() string {
	if r.label != "" {
		return r.label
	}
	if r.Low == r.High {
		return fmt.Sprintf("%d %s", r.Low, r.Name)
	}
	return fmt.Sprintf("%d-%d %s", r.Low, r.High, r.Name)
}

// ruleName is the rule an Order's move follows: "East Order".
func (r OrderRow) ruleName() string {
	if r.rule != "" {
		return r.rule
	}
	return r.Name + " Order"
}

// NewForcesRow is one row of the New Japanese Forces table.
type NewForcesRow struct {
	Low      int `json:"low"`
	High     int `json:"high"`
	Ships    int `json:"ships"`
	Infantry int `json:"infantry"`
	Aircraft int `json:"aircraft"`

	// label is RowLabel, made once when the tables are loaded: every
	// New Japanese Forces roll's event shows it, quiet game or not.
	label string
}

// RowLabel prints the row as the chart does: "0-", "8-9", "14+".
func (r NewForcesRow) RowLabel() string {
	if r.label != "" {
		return r.label
	}
	switch {
	case r.Low < -50:
		return fmt.Sprintf("%d-", r.High)
	case r.High > 50:
		return fmt.Sprintf("%d+", r.Low)
	case r.Low == r.High:
		return fmt.Sprintf("%d", r.Low)
	}
	return fmt.Sprintf("%d-%d", r.Low, r.High)
}

// RangeRow maps a range of rolls or counts to a number or a Battle Sheet zone.
type RangeRow struct {
	Low   int    `json:"low"`
	High  int    `json:"high"`
	Turns int    `json:"turns,omitempty"`
	Plans int    `json:"plans,omitempty"`
	Zone  string `json:"zone,omitempty"`
}

// Tables are the rulebook's charts.
type Tables struct {
	Orders      []OrderRow     `json:"orders"`
	NewForces   []NewForcesRow `json:"new_forces"`
	BattleTurns []RangeRow     `json:"battle_turns"`
	PlanDraws   []RangeRow     `json:"plan_draws"`
	BattleZones []RangeRow     `json:"battle_zones"`

	// zoneByRoll is, for each aircraft movement roll 1-10, the place of
	// its zone in battleZones (-1: none): Japanese aircraft look it up for
	// every group they move.
	zoneByRoll [11]int8
}

// The Japanese Orders, by name.
const (
	OrderHold      = "Hold"
	OrderRefit     = "Refit"
	OrderSouth     = "South"
	OrderEast      = "East"
	OrderBattle    = "Battle"
	OrderEngage    = "Engage"
	OrderReinforce = "Reinforce"
	OrderSortie    = "Sortie"
)

func loadTables() (*Tables, error) {
	raw, err := dataFiles.ReadFile("data/tables.json")
	if err != nil {
		return nil, err
	}
	var t Tables
	if err := json.Unmarshal(raw, &t); err != nil {
		return nil, fmt.Errorf("tables.json: %w", err)
	}
	for i := range t.Orders {
		t.Orders[i].label = t.Orders[i].RowLabel()
		t.Orders[i].rule = t.Orders[i].ruleName()
	}
	for i := range t.NewForces {
		t.NewForces[i].label = t.NewForces[i].RowLabel()
	}
	if err := t.Validate(); err != nil {
		return &t, err
	}
	zones := battleZones()
	for roll := range t.zoneByRoll {
		t.zoneByRoll[roll] = int8(slices.Index(zones, t.ZoneFor(roll)))
	}
	return &t, nil
}

// Validate checks that every table covers its whole range once.
func (t *Tables) Validate() error {
	var errs []error
	cover := func(name string, lo, hi int, rows [][2]int) {
		if len(rows) == 0 || rows[0][0] > lo {
			errs = append(errs, fmt.Errorf("%s: rolls of %d are not covered", name, lo))
			return
		}
		next := rows[0][0]
		for _, r := range rows {
			if r[0] != next {
				errs = append(errs, fmt.Errorf("%s: row %d-%d should start at %d", name, r[0], r[1], next))
			}
			if r[1] < r[0] {
				errs = append(errs, fmt.Errorf("%s: row %d-%d is empty", name, r[0], r[1]))
			}
			next = r[1] + 1
		}
		if next <= hi {
			errs = append(errs, fmt.Errorf("%s: rolls from %d up are not covered", name, next))
		}
	}
	var rows [][2]int
	known := map[string]bool{OrderHold: true, OrderRefit: true, OrderSouth: true, OrderEast: true,
		OrderBattle: true, OrderEngage: true, OrderReinforce: true, OrderSortie: true}
	for _, r := range t.Orders {
		rows = append(rows, [2]int{r.Low, r.High})
		if !known[r.Name] {
			errs = append(errs, fmt.Errorf("orders: unknown Order %q", r.Name))
		}
		delete(known, r.Name)
	}
	if len(known) > 0 {
		errs = append(errs, fmt.Errorf("orders: %d Orders missing", len(known)))
	}
	cover("orders", 1, 10, rows)
	rows = nil
	for _, r := range t.NewForces {
		rows = append(rows, [2]int{r.Low, r.High})
	}
	cover("new_forces", -20, 40, rows)
	for _, tbl := range []struct {
		name string
		rows []RangeRow
		lo   int
		hi   int
	}{{"battle_turns", t.BattleTurns, 1, 10}, {"plan_draws", t.PlanDraws, 1, 200}, {"battle_zones", t.BattleZones, 1, 10}} {
		rows = nil
		for _, r := range tbl.rows {
			rows = append(rows, [2]int{r.Low, r.High})
		}
		cover(tbl.name, tbl.lo, tbl.hi, rows)
	}
	return errors.Join(errs...)
}

// Order returns the Japanese Orders row for a die roll.
func (t *Tables) Order(roll int) OrderRow {
	for _, r := range t.Orders {
		if roll >= r.Low && roll <= r.High {
			return r
		}
	}
	return t.Orders[0]
}

// OrderNamed returns the row of a named Order.
func (t *Tables) OrderNamed(name string) OrderRow {
	for _, r := range t.Orders {
		if r.Name == name {
			return r
		}
	}
	return t.Orders[0]
}

// NewForcesFor returns the New Japanese Forces row for a modified roll.
func (t *Tables) NewForcesFor(total int) NewForcesRow {
	for _, r := range t.NewForces {
		if total >= r.Low && total <= r.High {
			return r
		}
	}
	if total < t.NewForces[0].Low {
		return t.NewForces[0]
	}
	return t.NewForces[len(t.NewForces)-1]
}

func lookup(rows []RangeRow, v int) RangeRow {
	for _, r := range rows {
		if v >= r.Low && v <= r.High {
			return r
		}
	}
	if v < rows[0].Low {
		return rows[0]
	}
	return rows[len(rows)-1]
}

// BattleTurnsFor returns the number of Battle Turns for a roll (Battle Turn track).
func (t *Tables) BattleTurnsFor(roll int) int { return lookup(t.BattleTurns, roll).Turns }

// PlanDrawsFor returns how many Battle Plans Japan draws each Battle Turn with
// this many Forces present.
func (t *Tables) PlanDrawsFor(forces int) int { return lookup(t.PlanDraws, forces).Plans }

// ZoneFor returns the Battle Sheet zone of an aircraft movement roll.
func (t *Tables) ZoneFor(roll int) string { return lookup(t.BattleZones, roll).Zone }

// zonePlaceFor is the place in battleZones of ZoneFor(roll), or -1.
func (t *Tables) zonePlaceFor(roll int) int {
	if roll >= 0 && roll < len(t.zoneByRoll) {
		return int(t.zoneByRoll[roll])
	}
	return slices.Index(battleZones(), t.ZoneFor(roll))
}
