package rules

import (
	"encoding/json"
	"fmt"
	"math/bits"
)

// Name is the plan's name as its counter prints it, "" for no one plan.
func (p USPlan) Name() string {
	if bits.OnesCount32(uint32(p)) != 1 || bits.TrailingZeros32(uint32(p)) >= len(usBook) {
		return ""
	}
	return usBook[bits.TrailingZeros32(uint32(p))].Name
}

// Name is the plan's name as its counter prints it, "" for no one plan.
func (p JPPlan) Name() string {
	if bits.OnesCount16(uint16(p)) != 1 || bits.TrailingZeros16(uint16(p)) >= len(jpBook) {
		return ""
	}
	return jpBook[bits.TrailingZeros16(uint16(p))].Name
}

// String is the plan's name, so that a list of plans prints as their names.
func (p USPlan) String() string { return p.Name() }

// String is the plan's name, so that a list of plans prints as their names.
func (p JPPlan) String() string { return p.Name() }

// rule is the plan's entry in the plan book (p is one plan).
func (p USPlan) rule() *planRule { return &usBook[bits.TrailingZeros32(uint32(p))] }

// rule is the plan's entry in the plan book (p is one plan).
func (p JPPlan) rule() *planRule { return &jpBook[bits.TrailingZeros16(uint16(p))] }

// USPlanNamed is the US plan of that name, 0 for a name that is none.
func USPlanNamed(name string) USPlan { return usPlanOf(name) }

// JPPlanNamed is the Japanese plan of that name, 0 for a name that is none.
func JPPlanNamed(name string) JPPlan { return jpPlanBit(name) }

// PlanNames lists the names of plans, in their order.
func PlanNames[P USPlan | JPPlan](plans []P) []string {
	out := make([]string, len(plans))
	for i, p := range plans {
		switch p := any(p).(type) {
		case USPlan:
			out[i] = p.Name()
		case JPPlan:
			out[i] = p.Name()
		}
	}
	return out
}

// MarshalJSON saves the plan by its name, as saves always have.
func (p USPlan) MarshalJSON() ([]byte, error) { return planJSON(p.Name(), "US", uint32(p)) }

// MarshalJSON saves the plan by its name, as saves always have.
func (p JPPlan) MarshalJSON() ([]byte, error) { return planJSON(p.Name(), "Japanese", uint32(p)) }

func planJSON(name, side string, p uint32) ([]byte, error) {
	if name == "" {
		return nil, fmt.Errorf("rules: %#x is no %s Battle Plan", p, side)
	}
	return json.Marshal(name)
}

// UnmarshalJSON loads a plan saved by its name.
func (p *USPlan) UnmarshalJSON(data []byte) error {
	var name string
	if err := json.Unmarshal(data, &name); err != nil {
		return err
	}
	if *p = usPlanOf(name); *p == 0 {
		return fmt.Errorf("%q is no US Battle Plan", name)
	}
	return nil
}

// UnmarshalJSON loads a plan saved by its name.
func (p *JPPlan) UnmarshalJSON(data []byte) error {
	var name string
	if err := json.Unmarshal(data, &name); err != nil {
		return err
	}
	if *p = jpPlanBit(name); *p == 0 {
		return fmt.Errorf("%q is no Japanese Battle Plan", name)
	}
	return nil
}
