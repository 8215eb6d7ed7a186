package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"sync"
)

// PlanInfo is one Battle Plan counter as printed: its name, its Battle Plan
// Point cost (US plans only), the line on the counter and the rule text.
type PlanInfo struct {
	Name    string `json:"name"`
	Cost    int    `json:"cost"`
	Summary string `json:"summary"`
	Text    string `json:"text"`

	// list is planList(Name), kept with the plan: every question selecting
	// US Battle Plans offers them all.
	list []string
}

// Plans are the Battle Plan counters of both sides, in rulebook order.
type Plans struct {
	US []PlanInfo `json:"us"`
	JP []PlanInfo `json:"jp"`

	// lists holds, for every plan name, a list of that one name: the Plans
	// of the decisions that name a plan share it rather than each allocate
	// its own (decisions' Plans are never changed in place).
	lists map[string][]string
	// usWithin[c] is the US plans (usPlan bits) that cost c points or
	// fewer, c up to the dearest plan's cost: askBuyPlans, asked once for
	// each plan bought, reads the plans it offers from it rather than look
	// at every plan not held.
	usWithin []uint32
	// stopOrder is the places in usBook of the plans that stop a Hit, by
	// StopRank, and usStops their bits: stopPlans, asked at every US Hit.
	stopOrder []int
	usStops   USPlan
}

// Find returns a side's plan by name, or nil.
func (p *Plans) Find(side Side, name string) *PlanInfo {
	list := p.US
	if side == Japan {
		list = p.JP
	}
	for i := range list {
		if list[i].Name == name {
			return &list[i]
		}
	}
	return nil
}

// plansOnce parses the embedded plans.json once: it never changes while the
// program runs, so every game shares the same read-only value.
var plansOnce = sync.OnceValues(func() (*Plans, error) {
	raw, err := dataFiles.ReadFile("data/plans.json")
	if err != nil {
		return nil, err
	}
	var p Plans
	if err := json.Unmarshal(raw, &p); err != nil {
		return nil, fmt.Errorf("plans.json: %w", err)
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("plans.json: %w", err)
	}
	p.indexUSCosts()
	p.indexStops()
	p.lists = map[string][]string{}
	for _, list := range [][]PlanInfo{p.US, p.JP} {
		for i := range list {
			l := p.lists[list[i].Name]
			if l == nil {
				l = []string{list[i].Name}
				p.lists[list[i].Name] = l
			}
			list[i].list = l[:1:1]
		}
	}
	return &p, nil
})

// planList is the list of the one plan name, shared: a decision's Plans.
// It must not be changed.
func planList(name string) []string {
	p, _ := LoadPlans()
	return p.listOf(name)
}

// planList is planList with the game's plans (Game.plans).
func (g *Game) planList(name string) []string { return g.plans().listOf(name) }

// listOf is planList among the plans p (nil: none loaded).
func (p *Plans) listOf(name string) []string {
	if p != nil {
		if i, ok := p.usIndex(name); ok {
			return p.US[i].list
		}
		if l, ok := p.lists[name]; ok {
			return l[:1:1]
		}
	}
	return []string{name}
}

// plans returns the Battle Plan counters (LoadPlans), nil if they do not
// load: those the campaign's data keeps, read from the game rather than
// through the call of the once-only loader, which the questions of
// Battle Plans made again and again.
func (g *Game) plans() *Plans {
	if g.data != nil && g.data.Plans != nil {
		return g.data.Plans
	}
	p, _ := LoadPlans()
	return p
}

// LoadPlans returns the Battle Plan counters, parsed and validated once.
func LoadPlans() (*Plans, error) { return plansOnce() }

// Validate checks that the data holds exactly the plans of the plan book
// (usBook, jpBook), in its order (a plan's bit is its place) and at the US
// plans' printed costs.
func (p *Plans) Validate() error {
	var errs []error
	check := func(side string, list []PlanInfo, book []planRule) {
		seen := map[string]bool{}
		for i, pl := range list {
			switch {
			case seen[pl.Name]:
				errs = append(errs, fmt.Errorf("the %s plan %q is listed twice", side, pl.Name))
			case i >= len(book) || book[i].Name != pl.Name:
				known := false
				for _, r := range book {
					known = known || r.Name == pl.Name
				}
				if known {
					errs = append(errs, fmt.Errorf("the %s plan %q is out of the plan book's order", side, pl.Name))
				} else {
					errs = append(errs, fmt.Errorf("unknown %s plan %q", side, pl.Name))
				}
			case pl.Cost != book[i].Cost:
				errs = append(errs, fmt.Errorf("the %s plan %q costs %d, the counter says %d", side, pl.Name, pl.Cost, book[i].Cost))
			}
			if pl.Summary == "" || pl.Text == "" {
				errs = append(errs, fmt.Errorf("the %s plan %q has no text", side, pl.Name))
			}
			seen[pl.Name] = true
		}
		if len(seen) != len(book) {
			errs = append(errs, fmt.Errorf("%d %s plans, want %d", len(seen), side, len(book)))
		}
	}
	check("US", p.US, usBook[:])
	check("Japanese", p.JP, jpBook[:])
	return errors.Join(errs...)
}

// planCost is a US plan's Battle Plan Point cost.
func planCost(name string) int {
	p, err := LoadPlans()
	if err != nil {
		return 0
	}
	if i, ok := p.usIndex(name); ok {
		return p.US[i].Cost
	}
	return 0
}

// indexUSCosts works out usWithin.
func (p *Plans) indexUSCosts() {
	most := 0
	for _, pl := range p.US {
		most = max(most, pl.Cost)
	}
	p.usWithin = make([]uint32, most+1)
	for c := range p.usWithin {
		for i, pl := range p.US {
			if pl.Cost <= c {
				p.usWithin[c] |= 1 << i
			}
		}
	}
}

// indexStops works out stopOrder and usStops from the plan book.
func (p *Plans) indexStops() {
	p.stopOrder, p.usStops = nil, 0
	for rank := 1; rank <= len(usBook); rank++ {
		for i := range usBook {
			if usBook[i].StopRank == rank {
				p.stopOrder = append(p.stopOrder, i)
				p.usStops |= 1 << i
			}
		}
	}
}

// usAffordable is the US plans (usPlan bits) that cost points or fewer.
func (p *Plans) usAffordable(points int) uint32 {
	switch {
	case points < 0 || len(p.usWithin) == 0:
		return 0
	case points >= len(p.usWithin):
		return p.usWithin[len(p.usWithin)-1] // every plan
	}
	return p.usWithin[points]
}

// usIndex is the place in p.US of the US plan named: its bit (usPlanOf), as
// bit i is the plan at place i (Validate checks the data's order).
func (p *Plans) usIndex(name string) (int, bool) {
	if b := usPlanOf(name); b != 0 {
		return bits.TrailingZeros32(uint32(b)), true
	}
	return 0, false
}

// usPlanNames lists the US plans in rulebook order.
func usPlanNames() []string {
	p, err := LoadPlans()
	if err != nil {
		return nil
	}
	out := make([]string, len(p.US))
	for i, pl := range p.US {
		out[i] = pl.Name
	}
	return out
}

// JapanesePlans are the fourteen Japanese Battle Plans in rulebook order,
// the contents of a full cup.
func JapanesePlans() []JPPlan {
	out := make([]JPPlan, len(jpBook))
	for i := range jpBook {
		out[i] = 1 << i
	}
	return out
}

// jpPlanNames lists the Japanese plans' names in rulebook order, as the
// plans' data has them.
func jpPlanNames() []string {
	p, err := LoadPlans()
	if err != nil {
		return nil
	}
	out := make([]string, len(p.JP))
	for i, pl := range p.JP {
		out[i] = pl.Name
	}
	return out
}
