package rules

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"sync"
)

// The Battle Plans by name. Several names are printed on both a US and a
// Japanese counter (Artillery, Damage Control, First Light) with different
// effects: the side says which counter is meant.
const (
	PlanAAA            = "AAA"
	PlanAntiAircraft   = "Anti-Aircraft"
	PlanASW            = "ASW"
	PlanArtillery      = "Artillery"
	PlanBarrelRoll     = "Barrel Roll"
	PlanCharge         = "Charge"
	PlanDamageControl  = "Damage Control"
	PlanDivingAttack   = "Diving Attack"
	PlanEngaged        = "Engaged"
	PlanEnvelop        = "Envelop"
	PlanFirstLight     = "First Light"
	PlanFurball        = "Furball"
	PlanLeathernecks   = "Leathernecks"
	PlanRangingShots   = "Ranging Shots"
	PlanSeabees        = "Seabees"
	PlanSonar          = "Sonar"
	PlanAirCombat      = "Air Combat"
	PlanAttackPlan     = "Attack Plan"
	PlanCarrierAttack  = "Carrier Attack"
	PlanDuration       = "Duration"
	PlanInfantryCombat = "Infantry Combat"
	PlanBattalion      = "Battalion"
	PlanKamikaze       = "Kamikaze Attacks"
	PlanNoContact      = "No Contact"
	PlanScreeningShip  = "Screening Ship"
	PlanShipCombat     = "Ship Combat"
	PlanSubWarfare     = "Submarine Warfare"
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

// Validate checks that the data holds exactly the sixteen US plans at their
// printed costs and the fourteen Japanese plans of the draw cup.
func (p *Plans) Validate() error {
	us := map[string]int{PlanAAA: 2, PlanAntiAircraft: 1, PlanASW: 3, PlanArtillery: 2, PlanBarrelRoll: 2,
		PlanCharge: 1, PlanDamageControl: 4, PlanDivingAttack: 3, PlanEngaged: 3, PlanEnvelop: 1,
		PlanFirstLight: 2, PlanFurball: 1, PlanLeathernecks: 0, PlanRangingShots: 1, PlanSeabees: 2, PlanSonar: 1}
	jp := map[string]bool{PlanAirCombat: true, PlanArtillery: true, PlanAttackPlan: true, PlanCarrierAttack: true,
		PlanDamageControl: true, PlanDuration: true, PlanFirstLight: true, PlanInfantryCombat: true,
		PlanBattalion: true, PlanKamikaze: true, PlanNoContact: true, PlanScreeningShip: true,
		PlanShipCombat: true, PlanSubWarfare: true}
	var errs []error
	seen := map[string]bool{}
	for _, pl := range p.US {
		cost, ok := us[pl.Name]
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("unknown US plan %q", pl.Name))
		case seen[pl.Name]:
			errs = append(errs, fmt.Errorf("the US plan %q is listed twice", pl.Name))
		case pl.Cost != cost:
			errs = append(errs, fmt.Errorf("the US plan %q costs %d, the counter says %d", pl.Name, pl.Cost, cost))
		}
		if pl.Summary == "" || pl.Text == "" {
			errs = append(errs, fmt.Errorf("the US plan %q has no text", pl.Name))
		}
		seen[pl.Name] = true
	}
	if len(seen) != len(us) {
		errs = append(errs, fmt.Errorf("%d US plans, want %d", len(seen), len(us)))
	}
	seen = map[string]bool{}
	for _, pl := range p.JP {
		switch {
		case !jp[pl.Name]:
			errs = append(errs, fmt.Errorf("unknown Japanese plan %q", pl.Name))
		case seen[pl.Name]:
			errs = append(errs, fmt.Errorf("the Japanese plan %q is listed twice", pl.Name))
		}
		if pl.Summary == "" || pl.Text == "" {
			errs = append(errs, fmt.Errorf("the Japanese plan %q has no text", pl.Name))
		}
		seen[pl.Name] = true
	}
	if len(seen) != len(jp) {
		errs = append(errs, fmt.Errorf("%d Japanese plans, want %d", len(seen), len(jp)))
	}
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

// jpPlanNames lists the Japanese plans in rulebook order: the draw cup.
// JapanesePlanNames are the fourteen Japanese Battle Plans, the contents of a
// full cup.
func JapanesePlanNames() []string { return jpPlanNames() }

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
